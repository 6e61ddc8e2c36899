// Replay: step through a game decision by decision (first / previous / next / last, jump to a
// turn, or type a decision number). The host computes each position from scenario + seed +
// decisions (src-main/host/replay.ts) and sends only this client's own seat's view (or the
// spectator's), so the replay never shows another seat's hidden cards. Read-only: the game
// being played is not touched.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDialogFocus } from '../game/dialogFocus.js';
import type { PericlesApi, ReplayFrame, ReplayInfo, ReplaySource, TakenOver } from '../../src-shared/protocol/api.js';
import type { ViewSeat } from '../../src-shared/protocol/messages.js';
import { t } from '../i18n/index.js';
import { defaultGameUi, type GameUiModule } from '../games/index.js';
import { ts } from './strings.js';
import './saves.css';

export interface ReplayViewerProps {
  /** The game replayed (its board and words); the default game's when not given. */
  game?: GameUiModule;
  api: PericlesApi;
  /** The game being played (default) or a save by name. */
  source?: ReplaySource;
  /** Where to start (default: the last position). */
  start?: number;
  onClose?(): void;
  onError?(message: string): void;
  /** "Play from here" started a new game (the button is hidden without it). */
  onTakenOver?(game: TakenOver): void;
}

export function ReplayViewer({ game = defaultGameUi(), api, source = 'current', start, onClose, onError, onTakenOver }: ReplayViewerProps) {
  const [info, setInfo] = useState<ReplayInfo | null>(null);
  const [frame, setFrame] = useState<ReplayFrame | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The human seat the replay is watched from (hot-seat games); null: the host's choice for this client. */
  const [seat, setSeat] = useState<ViewSeat | null>(null);
  const ids = useId();
  const report = useCallback((m: string) => { setError(m); onError?.(m); }, [onError]);
  const sourceKey = JSON.stringify(source);

  useEffect(() => {
    let live = true;
    if (!api.replayInfo) {
      report(ts('replay.unavailable'));
      return;
    }
    void api.replayInfo(JSON.parse(sourceKey) as ReplaySource).then((r) => {
      if (!live) return;
      if (!r.ok) return report(r.message);
      setInfo(r.value);
      setAt(Math.min(start ?? r.value.playable, r.value.playable));
    });
    return () => { live = false; };
  }, [api, sourceKey, start, report]);

  useEffect(() => {
    if (at === null || !api.replayView) return;
    let live = true;
    void api.replayView(at, JSON.parse(sourceKey) as ReplaySource, seat === 'spectator', seat && seat !== 'spectator' ? seat : undefined).then((r) => {
      if (!live) return;
      if (!r.ok) return report(r.message);
      setError(null);
      setFrame(r.value);
    });
    return () => { live = false; };
  }, [api, at, sourceKey, report, seat]);

  const last = info?.playable ?? 0;
  const go = useCallback((k: number) => setAt(Math.max(0, Math.min(last, k))), [last]);
  const onKey = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).tagName === 'INPUT' || (e.target as HTMLElement).tagName === 'SELECT') return;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => go((at ?? 0) - 1), ArrowRight: () => go((at ?? 0) + 1), Home: () => go(0), End: () => go(last),
    };
    const fn = keys[e.key];
    if (fn) { e.preventDefault(); fn(); }
  };
  async function takeOver(): Promise<void> {
    if (at === null || !api.replayTakeOver) return;
    setBusy(true);
    const r = await api.replayTakeOver(at, JSON.parse(sourceKey) as ReplaySource);
    setBusy(false);
    setConfirming(false);
    if (!r.ok) return report(r.message);
    onTakenOver?.(r.value);
  }
  useEffect(() => setConfirming(false), [at]);
  const canTakeOver = Boolean(onTakenOver && api.replayTakeOver);
  // The Faction followed (chosen, or this client's own); at a step where a bot still played it
  // (taken over later, #30), the host shows what every player saw, and the header says why.
  const followed: ViewSeat | null = seat ?? info?.seat ?? null;
  const followedBot = followed && followed !== 'spectator' && frame && frame.seat !== followed ? followed : null;
  // "Watch as": every Faction of a finished game; of a running one, those a person played (#30).
  const watchable = info?.watchable ?? info?.humans ?? [];
  const botPlayed = (f: ViewSeat): boolean => f !== 'spectator' && !info?.humans?.includes(f);
  const scenarioTitle = info && game.hasScenario(info.scenario) ? game.names.scenario(info.scenario) : '';
  const turnNow = info && at !== null ? [...info.turns].reverse().find((t) => t.at <= at)?.turn : undefined;

  return (
    <section className="replay-viewer" data-replay data-replay-at={frame?.at ?? ''} data-replay-total={info?.total ?? ''} data-replay-shown={frame?.seat ?? ''} aria-labelledby={`${ids}-h`} onKeyDown={onKey} tabIndex={-1}>
      <header className="replay-header">
        <h2 id={`${ids}-h`}>{scenarioTitle ? t('replayUi.title', { scenario: scenarioTitle }) : ts('replay.heading')}</h2>
        {frame && watchable.length > 1 ? (
          // A game with several human seats (at setup, or a Faction taken over later, #30), or a
          // finished game, can be followed from each offered Faction's view, or the public one.
          <label className="replay-seat">
            {t('replay.seatPick')}{' '}
            <select data-replay-seat value={followed ?? frame.seat} onChange={(e) => setSeat(e.target.value as ViewSeat)}>
              {[...watchable, 'spectator' as const].map((f) => (
                <option key={f} value={f} data-bot-played={botPlayed(f) || undefined}>
                  {botPlayed(f) ? t('replay.watchBot', { faction: game.names.seat(f) }) : game.names.seat(f)}
                </option>
              ))}
            </select>
          </label>
        ) : frame && <span className="replay-seat" data-replay-seat-fixed={frame.seat}>{ts('replay.viewing', { seat: game.names.seat(frame.seat) })}</span>}
        {frame && followedBot && (
          <span className="replay-seat-bot" data-replay-followed-bot={followedBot}>{t('replay.followedBot', { faction: game.names.seat(followedBot) })}</span>
        )}
        <span className="replay-spacer" />
        {onClose && <button type="button" data-replay-close onClick={onClose}>{ts('saves.close')}</button>}
      </header>
      <nav className="replay-controls" aria-label={ts('replay.heading')} title={t('replayUi.keys')}>
        <button type="button" data-replay-step="first" disabled={!info || at === 0} onClick={() => go(0)} aria-keyshortcuts="Home">{ts('replay.first')}</button>
        <button type="button" data-replay-step="prev" disabled={!info || at === 0} onClick={() => go((at ?? 0) - 1)} aria-keyshortcuts="ArrowLeft">{ts('replay.prev')}</button>
        <label className="replay-position">
          <input
            type="number" min={0} max={last} value={at ?? 0} data-replay-input aria-label={ts('replay.position', { at: at ?? 0, total: info?.total ?? 0 })}
            onChange={(e) => { const v = Number(e.target.value); if (Number.isInteger(v)) go(v); }}
          />
          <span>{' / '}{info?.total ?? '…'}</span>
        </label>
        <button type="button" data-replay-step="next" disabled={!info || at === last} onClick={() => go((at ?? 0) + 1)} aria-keyshortcuts="ArrowRight">{ts('replay.next')}</button>
        <button type="button" data-replay-step="last" disabled={!info || at === last} onClick={() => go(last)} aria-keyshortcuts="End">{ts('replay.last')}</button>
        {info && info.turns.length > 0 && (
          <label className="replay-turn">
            {ts('replay.jumpTurn')}{' '}
            <select data-replay-turn value={turnNow ?? ''} onChange={(e) => { const x = info.turns.find((y) => String(y.turn) === e.target.value); if (x) go(x.at); }}>
              {info.turns.map((x) => (
                <option key={x.turn} value={x.turn}>
                  {x.war ? t('replay.turnWords', { turn: x.turn, war: t(x.war === 'war' ? 'panel.war' : 'panel.peace') }) : t('summary.turn.option', { turn: x.turn })}
                </option>
              ))}
            </select>
          </label>
        )}
        <span className="replay-spacer" />
        {canTakeOver && (
          <button type="button" className="primary" data-replay-takeover disabled={!frame || busy} title={t('replayUi.takeOverHint')} onClick={() => setConfirming(true)}>
            {t('replayUi.takeOver')}
          </button>
        )}
      </nav>
      {confirming && frame && (
        <TakeOverAsk at={frame.at} turn={frame.turn} busy={busy} onYes={() => void takeOver()} onNo={() => setConfirming(false)} />
      )}
      {info?.divergence && (
        <p className="banner banner-warning" role="note" data-replay-diverged={info.divergence.at}>
          {ts('replay.stops', { at: info.playable, message: info.divergence.message })}
        </p>
      )}
      {error && <p className="banner banner-error" role="alert">{error}</p>}
      {frame && (
        <div className="replay-body">
          <div className="replay-board board-slot" data-board-slot>
            <game.ReplayBoard view={frame.view} />
          </div>
          <aside className="replay-side">
            <p className="replay-where" data-replay-position aria-live="polite">
              <b>{ts('replay.position', { at: frame.at, total: frame.total })}</b>
              <span>{t('replayUi.where', { turn: frame.turn, phase: game.names.phase(frame.view.phase) })}</span>
            </p>
            <section className="replay-decision" data-replay-decision data-replay-decision-seat={frame.decision?.seat ?? ''}>
              <h3>{t('replayUi.decisionHeading')}</h3>
              <DecisionInWords game={game} frame={frame} />
            </section>
            <h3>{ts('replay.log')}</h3>
            {frame.view.log.length === 0 ? <p>{ts('replay.logEmpty')}</p> : (
              <ol className="replay-log" reversed start={(frame.logStart ?? 0) + frame.view.log.length} data-replay-log={frame.view.log.length}>
                {frame.view.log.map((e, i) => ({ e, i })).reverse().slice(0, 200).map(({ e, i }) => (
                  <li key={i} data-rule={e.rule} className={frame.logFrom !== undefined && frame.at > 0 && i >= frame.logFrom ? 'replay-log-new' : undefined}>{game.logLine(e)}</li>
                ))}
              </ol>
            )}
          </aside>
        </div>
      )}
    </section>
  );
}

/**
 * Decision k in words: who decided, what (the seat's own decision, labelled as its prompt
 * labelled it), and what it did (the log entries it added that this seat may see).
 */
function DecisionInWords({ game, frame }: { game: GameUiModule; frame: ReplayFrame }) {
  const d = frame.decision;
  if (d === null) return <p>{t('replayUi.setup')}</p>;
  const added = frame.logFrom === undefined ? [] : frame.view.log.slice(frame.logFrom);
  return (
    <>
      <p className="replay-who">
        <span className={`replay-faction faction-${d.seat}`} />
        {game.decisionLine({ ...frame, decision: d })}
      </p>
      {frame.botReason && (
        <p className="replay-bot-reason" data-replay-bot-reason>{t('replayUi.botReason', { reason: game.reasonText(frame.botReason) })}</p>
      )}
      {added.length > 0 ? (
        <>
          <p className="replay-outcome-label">{t('replayUi.outcome')}</p>
          <ul className="replay-outcome" data-replay-outcome={added.length}>
            {added.map((e, i) => <li key={i} data-rule={e.rule}>{game.logLine(e)}</li>)}
          </ul>
        </>
      ) : !d.action && <p className="replay-secret">{t('replayUi.secret')}</p>}
    </>
  );
}

/**
 * "Play from here?" (#31 noticed): an alert dialog holds the focus until answered — Tab goes round
 * its two buttons, Escape says no, and the focus goes back to the button that asked.
 */
function TakeOverAsk({ at, turn, busy, onYes, onNo }: { at: number; turn: number; busy: boolean; onYes(): void; onNo(): void }) {
  const box = useRef<HTMLDivElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  useDialogFocus(box, onNo, yes);
  return (
    <div ref={box} className="replay-confirm" role="alertdialog" aria-modal="true" aria-label={t('replayUi.takeOver')} data-replay-takeover-ask>
      <span>{t('replayUi.takeOverConfirm', { at, turn })}</span>
      <button type="button" className="primary" ref={yes} data-replay-takeover-confirm disabled={busy} onClick={onYes}>{t('replayUi.takeOverYes')}</button>
      <button type="button" onClick={onNo}>{ts('saves.cancel')}</button>
    </div>
  );
}
