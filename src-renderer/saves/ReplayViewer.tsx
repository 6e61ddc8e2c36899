// Replay: step through a game decision by decision (first / previous / next / last, jump to a
// turn, or type a decision number). The host computes each position from scenario + seed +
// decisions (src-main/host/replay.ts) and sends only this client's own seat's view (or the
// spectator's), so the replay never shows another seat's hidden cards. Read-only: the game
// being played is not touched.
import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { PericlesApi, ReplayFrame, ReplayInfo, ReplaySource } from '../../src-shared/protocol/api.js';
import { Board } from '../board/Board.js';
import { formatLogEntry } from '../panels/log.js';
import { factionName, phaseName, seatName } from '../panels/names.js';
import { ts } from './strings.js';

export interface ReplayViewerProps {
  api: PericlesApi;
  /** The game being played (default) or a save by name. */
  source?: ReplaySource;
  /** Where to start (default: the last position). */
  start?: number;
  onClose?(): void;
  onError?(message: string): void;
}

export function ReplayViewer({ api, source = 'current', start, onClose, onError }: ReplayViewerProps) {
  const [info, setInfo] = useState<ReplayInfo | null>(null);
  const [frame, setFrame] = useState<ReplayFrame | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const report = useCallback((m: string) => { setError(m); onError?.(m); }, [onError]);
  const sourceKey = JSON.stringify(source);

  useEffect(() => {
    let live = true;
    if (!api.replayInfo) {
      report('Replay is not available in this version of the app.');
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
    void api.replayView(at, JSON.parse(sourceKey) as ReplaySource).then((r) => {
      if (!live) return;
      if (!r.ok) return report(r.message);
      setError(null);
      setFrame(r.value);
    });
    return () => { live = false; };
  }, [api, at, sourceKey, report]);

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
  const turnNow = info && at !== null ? [...info.turns].reverse().find((t) => t.at <= at)?.turn : undefined;

  return (
    <section className="replay-viewer" data-replay data-replay-at={frame?.at ?? ''} data-replay-total={info?.total ?? ''} aria-labelledby={`${ids}-h`} onKeyDown={onKey} tabIndex={-1}>
      <header className="replay-header">
        <h2 id={`${ids}-h`}>{ts('replay.heading')}</h2>
        {frame && <span className="replay-seat">{ts('replay.viewing', { seat: seatName(frame.seat) })}</span>}
        {onClose && <button type="button" data-replay-close onClick={onClose}>{ts('saves.close')}</button>}
      </header>
      <nav className="replay-controls" aria-label={ts('replay.heading')}>
        <button type="button" data-replay-step="first" disabled={!info || at === 0} onClick={() => go(0)}>{ts('replay.first')}</button>
        <button type="button" data-replay-step="prev" disabled={!info || at === 0} onClick={() => go((at ?? 0) - 1)}>{ts('replay.prev')}</button>
        <label className="replay-position">
          <input
            type="number" min={0} max={last} value={at ?? 0} data-replay-input aria-label={ts('replay.position', { at: at ?? 0, total: info?.total ?? 0 })}
            onChange={(e) => { const v = Number(e.target.value); if (Number.isInteger(v)) go(v); }}
          />
          {' / '}{info?.total ?? '…'}
        </label>
        <button type="button" data-replay-step="next" disabled={!info || at === last} onClick={() => go((at ?? 0) + 1)}>{ts('replay.next')}</button>
        <button type="button" data-replay-step="last" disabled={!info || at === last} onClick={() => go(last)}>{ts('replay.last')}</button>
        {info && info.turns.length > 0 && (
          <label>
            {ts('replay.jumpTurn')}{' '}
            <select data-replay-turn value={turnNow ?? ''} onChange={(e) => { const t = info.turns.find((x) => String(x.turn) === e.target.value); if (t) go(t.at); }}>
              {info.turns.map((t) => <option key={t.turn} value={t.turn}>{t.turn}</option>)}
            </select>
          </label>
        )}
      </nav>
      {info?.divergence && (
        <p className="banner banner-warning" role="note" data-replay-diverged={info.divergence.at}>
          {ts('replay.stops', { at: info.playable, message: info.divergence.message })}
        </p>
      )}
      {error && <p className="banner banner-error" role="alert">{error}</p>}
      {frame && (
        <div className="replay-body">
          <div className="replay-board board-slot" data-board-slot>
            <Board view={frame.view} className="board" />
          </div>
          <aside className="replay-side">
            <p data-replay-position aria-live="polite">
              {ts('replay.position', { at: frame.at, total: frame.total })} — {phaseName(frame.view.phase)}, turn {frame.turn}
            </p>
            <p data-replay-decision>
              {frame.decision === null ? ts('replay.setup')
                : frame.decision.action ? ts('replay.byYou', { action: frame.decision.action.type })
                  : ts('replay.by', { seat: factionName(frame.decision.seat) })}
            </p>
            <h3>{ts('replay.log')}</h3>
            {frame.view.log.length === 0 ? <p>{ts('replay.logEmpty')}</p> : (
              <ol className="log" reversed data-replay-log={frame.view.log.length}>
                {frame.view.log.map((e, i) => ({ e, i })).reverse().slice(0, 200).map(({ e, i }) => (
                  <li key={i} data-rule={e.rule}>{formatLogEntry(e)}</li>
                ))}
              </ol>
            )}
          </aside>
        </div>
      )}
    </section>
  );
}
