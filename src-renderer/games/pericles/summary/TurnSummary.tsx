// The turn summary (#17.5): what a turn changed — each Faction's Honor by cause, the Battles, the
// theaters that changed hands, the Will of the Assembly and Persia. It opens beside the board
// (never over it) when a turn ends, and again from the header's "Turn summary" button.
import { useEffect, useState } from 'react';
import type { GameView, Faction, Side } from '../../../../src-shared/games/pericles/client.js';
import type { PericlesApi } from '../../../../src-shared/games/pericles/client.js';
import { t, type MessageKey } from '../../../i18n/index.js';
import { argText, formatLogText } from '../panels/log.js';
import { factionName, sideName, theaterName } from '../names.js';
import { controlChanges, summarizeTurn, type ControlChange, type ControlState, type FactionHonor, type TurnSpan } from './summary.js';
import '../../../summary/summary.css';

export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** A cause of Honor in words: the engine's cause through the why.* strings (11.14 bonuses named). */
export function causeName(why: string): string {
  if (why === 'handicap' || why === 'political' || why === 'economic' || why === 'geographic') return t(`summary.cause.${why}` as MessageKey);
  return String(argText('why', why));
}

export function honorOfView(view: GameView): Record<Faction, number> {
  return {
    aristocrats: view.factions.aristocrats.honor, demagogues: view.factions.demagogues.honor,
    eurypontids: view.factions.eurypontids.honor, agiads: view.factions.agiads.honor,
  };
}

export function HonorRows({ honor }: { honor: FactionHonor[] }) {
  return (
    <ul className="summary-honor" data-summary-honor>
      {honor.map((h) => (
        <li key={h.faction} data-summary-faction={h.faction} data-before={h.before} data-after={h.after}>
          <span className={`summary-faction faction-${h.faction}`}>{factionName(h.faction)}</span>{' '}
          <b>{t('summary.honor.change', { before: h.before, after: h.after, change: signed(h.after - h.before) })}</b>
          {h.causes.length > 0 ? (
            <span className="summary-causes">
              {h.causes.map((c) => (
                <span key={c.why} className="summary-cause" data-cause={c.why} data-delta={c.delta}>{t('summary.cause', { cause: causeName(c.why), delta: signed(c.delta) })}</span>
              ))}
            </span>
          ) : <span className="summary-causes summary-none">{t('summary.honor.none')}</span>}
        </li>
      ))}
    </ul>
  );
}

function controlWord(c: ControlState): string {
  return t(`summary.control.${c}` as MessageKey);
}

/** Control at the turn's start and end, from the replay of the game being played (public views). */
function useControlChanges(api: PericlesApi, turn: number, decisions: number): ControlChange[] | 'loading' | 'unknown' {
  const [changes, setChanges] = useState<ControlChange[] | 'loading' | 'unknown'>('loading');
  useEffect(() => {
    let live = true;
    setChanges('loading');
    void (async () => {
      if (!api.replayInfo || !api.replayView) return setChanges('unknown');
      const info = await api.replayInfo('current');
      if (!live) return;
      if (!info.ok) return setChanges('unknown');
      const start = info.value.turns.find((x) => x.turn === turn);
      // The turn ends where the next one begins (or where the game ended).
      const end = info.value.turns.find((x) => x.turn > turn)?.at ?? info.value.playable;
      if (!start) return setChanges('unknown');
      const [a, b] = await Promise.all([api.replayView!(start.at, 'current', true), api.replayView!(end, 'current', true)]);
      if (!live) return;
      setChanges(a.ok && b.ok ? controlChanges(a.value.view.theaters, b.value.view.theaters) : 'unknown');
    })();
    return () => { live = false; };
    // `decisions` only when the turn is still the one being played: its end moves.
  }, [api, turn, decisions]);
  return changes;
}

export interface TurnSummaryProps {
  api: PericlesApi;
  view: GameView;
  span: TurnSpan;
  /** Every turn that ended, for the turn picker. */
  spans: TurnSpan[];
  onPick(turn: number): void;
  onClose(): void;
}

export function TurnSummary({ api, view, span, spans, onPick, onClose }: TurnSummaryProps) {
  const s = summarizeTurn(view.log, honorOfView(view), span);
  const control = useControlChanges(api, span.turn, span.to < view.log.length ? -1 : view.log.length);
  return (
    <aside className="summary-drawer" data-turn-summary={span.turn} aria-labelledby="turn-summary-h" role="complementary"
      onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}>
      <header className="summary-head">
        <h2 id="turn-summary-h">{t('summary.turn.title', { turn: span.turn })}</h2>
        {spans.length > 1 && (
          <label className="summary-pick">
            <span className="visually-hidden">{t('summary.turn.pick')}</span>
            <select value={span.turn} data-summary-pick onChange={(e) => onPick(Number(e.target.value))}>
              {spans.map((x) => <option key={x.turn} value={x.turn}>{t('summary.turn.option', { turn: x.turn })}</option>)}
            </select>
          </label>
        )}
        <button type="button" data-summary-close onClick={onClose}>{t('summary.close')}</button>
      </header>
      <div className="summary-body">
        <section>
          <h3>{t('summary.honor')}</h3>
          <HonorRows honor={s.honor} />
        </section>
        <section data-summary-battles={s.battles.length}>
          <h3>{t('summary.battles')}</h3>
          {s.battles.length === 0 ? <p className="summary-none">{t('summary.battles.none')}</p> : (
            <ul>
              {s.battles.map((b, i) => (
                <li key={i} data-summary-battle={b.theater} data-winner={b.winner ?? 'draw'}>
                  {t('summary.battle.line', {
                    title: t('summary.battle.title', { kind: t(b.kind === 'naval' ? 'summary.battle.naval' : 'summary.battle.land'), theater: theaterName(b.theater) }),
                    totals: t('summary.battle.totals', { athens: b.totals.athens ?? '—', sparta: b.totals.sparta ?? '—' }),
                    outcome: b.winner ? t('summary.battle.won', { winner: sideName(b.winner as Side), differential: b.differential }) : t('summary.battle.draw'),
                  })}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section data-summary-control={Array.isArray(control) ? control.length : control}>
          <h3>{t('summary.control')}</h3>
          {control === 'loading' ? <p className="summary-none">{t('summary.control.loading')}</p>
            : control === 'unknown' ? <p className="summary-none">{t('summary.control.unknown')}</p>
              : control.length === 0 ? <p className="summary-none">{t('summary.control.none')}</p> : (
                <ul>
                  {control.map((c) => (
                    <li key={c.theater} data-summary-theater={c.theater}>
                      {t('summary.control.change', { theater: theaterName(c.theater), before: controlWord(c.before), after: controlWord(c.after) })}
                    </li>
                  ))}
                </ul>
              )}
        </section>
        <section data-summary-will={s.will.length}>
          <h3>{t('summary.will')}</h3>
          {s.will.length === 0 ? <p className="summary-none">{t('summary.will.none')}</p>
            : <ul>{s.will.map((e, i) => <li key={i} data-rule={e.rule}>{formatLogText(e)}</li>)}</ul>}
        </section>
        <section data-summary-persia={s.persia.length}>
          <h3>{t('summary.persia')}</h3>
          {s.persia.length === 0 ? <p className="summary-none">{t('summary.persia.none')}</p>
            : <ul>{s.persia.map((e, i) => <li key={i} data-rule={e.rule}>{formatLogText(e)}</li>)}</ul>}
        </section>
      </div>
    </aside>
  );
}
