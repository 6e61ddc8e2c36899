// The end of the game (#17.5): who won and why — the 11.14 arithmetic (bonuses A–D, the
// City-States' totals, the Faction with more Honor) or the automatic victory and its rule, and the
// Battles of the last turn with the Honor they moved (#29) — the four Factions' Honor over the
// turns, the bots' secret decisions with their reasons (withheld until now, #29), and the ways
// on: replay the game, or a new one.
import { type GameView, FACTIONS, FACTIONS_OF, SIDES, type Faction } from '../../../../src-shared/games/pericles/client.js';
import type { BotReasonView } from '../../../../src-shared/games/pericles/client.js';
import { t, type MessageKey } from '../../../i18n/index.js';
import { formatLogText } from '../panels/log.js';
import { reasonText } from '../game/engineText.js';
import { factionName, sideName, theaterName } from '../names.js';
import { HonorChart } from './HonorChart.js';
import { causeName, honorOfView, signed } from './TurnSummary.js';
import { decidingBattles, endScoring, honorOverTurns, victoryHonor, type DecidingBattle } from './summary.js';
import '../../../summary/summary.css';

export interface EndOfGameProps {
  view: GameView;
  /** The bots' secret decisions of the game with their reasons (ViewMessage.secretBotReasons: only once it is over). */
  secretBotReasons?: readonly BotReasonView[];
  onReplay?(): void;
  onNewGame(): void;
  /** Fold the results away to look at the final board. */
  onClose(): void;
}

const BONUS_ORDER = ['political', 'economic', 'geographic'] as const;

/** One Battle of the last turn: its totals and winner (as the turn summary says it) and the Honor it moved. */
function battleLine(b: DecidingBattle): string {
  const line = t('summary.battle.line', {
    title: t('summary.battle.title', { kind: t(b.kind === 'naval' ? 'summary.battle.naval' : 'summary.battle.land'), theater: theaterName(b.theater) }),
    totals: t('summary.battle.totals', { athens: b.totals.athens ?? '—', sparta: b.totals.sparta ?? '—' }),
    outcome: b.winner ? t('summary.battle.won', { winner: sideName(b.winner), differential: b.differential }) : t('summary.battle.draw'),
  });
  const changes = FACTIONS.filter((f) => b.honor[f]).map((f) => t('end.why.change', { faction: factionName(f), delta: signed(b.honor[f] ?? 0) }));
  return changes.length ? `${line}. ${t('end.why.battleHonor', { changes: changes.join(', ') })}` : line;
}

export function EndOfGame({ view, secretBotReasons, onReplay, onNewGame, onClose }: EndOfGameProps) {
  const result = view.result;
  if (!result) return null;
  const now = honorOfView(view);
  const scoring = endScoring(view.log, now);
  const byEndOfGame = result.reason === 'endOfGame' || result.reason === 'peace' || result.reason === 'scenario';
  const reason = t(`result.${result.reason}` as MessageKey);
  const bonus = (f: Faction, why: string) => scoring?.bonuses.filter((b) => b.faction === f && b.why === why).reduce((n, b) => n + b.delta, 0) ?? 0;
  const shownBonuses = BONUS_ORDER.filter((why) => scoring?.bonuses.some((b) => b.why === why));
  const automatic = !byEndOfGame ? victoryHonor(view.log, result.rule) : [];
  const deciding = decidingBattles(view.log, view.turn);
  return (
    <aside className="summary-drawer end-drawer" data-end-screen={result.reason} data-winner={result.winner ?? 'draw'} aria-labelledby="end-h" role="complementary">
      <header className="summary-head">
        <h2 id="end-h">{t('summary.end.title')}</h2>
        <button type="button" data-end-board onClick={onClose}>{t('summary.end.board')}</button>
      </header>
      <div className="summary-body">
        <p className="end-winner" data-end-winner={result.winner ?? ''}>
          <b>{result.winner ? t('summary.end.winner', { winner: factionName(result.winner) }) : t('summary.end.draw')}</b>
          {result.winningSide && <> {t('summary.end.side', { side: sideName(result.winningSide) })}</>}
          {' '}{t('summary.end.rule', { reason })}
        </p>
        <div className="end-actions">
          {onReplay && <button type="button" className="primary" data-end-replay onClick={onReplay}>{t('summary.end.replay')}</button>}
          <button type="button" data-end-new onClick={onNewGame}>{t('summary.end.newGame')}</button>
        </div>
        {byEndOfGame && scoring && (
          <section data-end-scoring={result.rule}>
            <h3>{result.reason === 'scenario' || shownBonuses.length === 0 ? t('summary.end.scoringScenario') : t('summary.end.scoring')}</h3>
            <table className="end-table">
              <thead>
                <tr>
                  <th scope="col">{t('summary.end.faction')}</th>
                  <th scope="col">{t('summary.end.before')}</th>
                  {shownBonuses.map((why) => <th key={why} scope="col" title={causeName(why)}>{t(`summary.end.col.${why}`)}</th>)}
                  <th scope="col">{t('summary.end.after')}</th>
                </tr>
              </thead>
              <tbody>
                {SIDES.flatMap((side) => [
                  ...FACTIONS_OF[side].map((f) => (
                    <tr key={f} data-end-faction={f} className={f === result.winner ? 'end-won' : undefined}>
                      <th scope="row">{factionName(f)}</th>
                      <td>{scoring.before[f]}</td>
                      {shownBonuses.map((why) => <td key={why} data-bonus={why}>{signed(bonus(f, why))}</td>)}
                      <td data-final={scoring.after[f]}><b>{scoring.after[f]}</b></td>
                    </tr>
                  )),
                  <tr key={side} className="end-side-total" data-end-side={side} data-total={scoring.sideTotals[side]}>
                    <th scope="row" colSpan={2 + shownBonuses.length}>{t('summary.end.sideTotal', { side: sideName(side) })}</th>
                    <td><b>{scoring.sideTotals[side]}</b></td>
                  </tr>,
                ])}
              </tbody>
            </table>
            {result.reason !== 'scenario' && (
              <ul className="end-steps">
                <li>{scoring.sideTotals.athens === scoring.sideTotals.sparta
                  ? t('summary.end.step1tie', { total: scoring.sideTotals.athens })
                  : t('summary.end.step1', { athens: scoring.sideTotals.athens, sparta: scoring.sideTotals.sparta })}</li>
                {result.rule === '11.14 (3)' && result.winner && <li>{t('summary.end.step3', { winner: factionName(result.winner) })}</li>}
                {result.rule === '11.14 (4)' && <li>{t('summary.end.step4')}</li>}
                {result.rule === '11.14' && result.winningSide && <li>{t('summary.end.step2', { side: sideName(result.winningSide) })}</li>}
              </ul>
            )}
          </section>
        )}
        {!byEndOfGame && (
          <section data-end-automatic={result.rule}>
            <h3>{t('summary.end.automatic')}</h3>
            {automatic.length > 0 && (
              <>
                <p>{t('summary.end.automaticHonor')}</p>
                <ul>{automatic.map((e, i) => <li key={i} data-rule={e.rule}>{formatLogText(e)}</li>)}</ul>
              </>
            )}
            <ul className="end-final">
              {FACTIONS.map((f) => <li key={f} data-end-faction={f}>{factionName(f)} <b>{now[f]}</b></li>)}
            </ul>
          </section>
        )}
        {deciding && (
          <section data-end-why={deciding.battles.length}>
            <h3>{t('end.why.heading')}</h3>
            {deciding.battles.length === 0 ? <p>{t('end.why.noBattle', { turn: deciding.turn })}</p> : (
              <>
                <p>{t('end.why.battlesOf', { turn: deciding.turn })}</p>
                <ul>
                  {deciding.battles.map((b, i) => (
                    <li key={i} data-end-battle={b.theater} data-winner={b.winner ?? 'draw'}>
                      {[battleLine(b), ...b.hostages.map((e) => formatLogText(e))].join(' ')}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
        <section>
          <h3>{t('summary.end.chart')}</h3>
          <HonorChart points={honorOverTurns(view.log, now, view.turn)} />
        </section>
        {secretBotReasons && (
          <section data-end-bot-reasons={secretBotReasons.length}>
            <h3>{t('end.bots.heading')}</h3>
            {secretBotReasons.length === 0 ? <p>{t('end.bots.none')}</p> : (
              <>
                <p>{t('end.bots.intro')}</p>
                <ol className="end-bot-reasons">
                  {secretBotReasons.map((r) => r.reason && (
                    <li key={r.decision} data-end-bot-reason={r.kind} data-bot-seat={r.seat} data-decision={r.decision}>
                      {t('end.bots.item', { turn: r.turn, line: t('bot.reason', { seat: factionName(r.seat), reason: reasonText(r.reason) }) })}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>
        )}
      </div>
    </aside>
  );
}
