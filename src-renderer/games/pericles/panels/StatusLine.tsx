// The table's permanent strip (#16 Layout): what a player checks every minute — turn, the
// rulebook's phase and step (4.0) in words, the decision open and its rule, War/Peace, Plague,
// the four Factions' Honor in Honor Order (8.1), who decides, and the result once the game ends.
import { memo } from 'react';
import { type GameView, FACTIONS, sideOf, type Faction, currentSeatKind } from '../../../../src-shared/games/pericles/client.js';
import { decisionText } from '../decisions/kinds.js';
import { RuleLink } from '../game/ui.js';
import { has, t, useLocale, type MessageKey } from '../../../i18n/index.js';
import { factionName, seatName, turnWords } from '../names.js';
import { FactionMark } from '../display/FactionMark.js';

/** The rulebook's phase (4.0) a segment belongs to: the engine's segment ids start with it. */
const RULE_PHASE: Readonly<Record<string, MessageKey>> = {
  turn: 'rulePhase.start',
  aristophanes: 'rulePhase.aristophanes', cards: 'rulePhase.aristophanes', boule: 'rulePhase.aristophanes',
  assembly: 'rulePhase.assembly',
  political: 'rulePhase.political',
  theater: 'rulePhase.theater',
  end: 'rulePhase.end',
};

/** "Theater Phase (8.0)" for a segment id; the phase itself once the game is over. */
export function rulePhaseName(view: Pick<GameView, 'phase' | 'segment'>): string {
  if (view.phase === 'over') return t('strip.over');
  const key = RULE_PHASE[view.segment.split('.')[0] ?? ''];
  return key ? t(key) : t('segment.unknown');
}

/** The rulebook's name of the step a segment id stands for ("Upkeep Segment (11.2)"). */
export function segmentName(segment: string): string {
  const key = `segment.${segment}`;
  return has(key) ? t(key) : t('segment.unknown');
}

function resultText(result: NonNullable<GameView['result']>): string {
  const reasonKey = `result.${result.reason}`;
  const reason = has(reasonKey) ? t(reasonKey) : t('result.scenario');
  if (result.winner) return t('strip.result.winner', { winner: factionName(result.winner), reason });
  return t('strip.result.draw', { reason });
}

/** Memoized (#16 speed): a click that only disables the prompt leaves the strip as it is. */
export const StatusLine = memo(function StatusLine({ view, botsPending = [] }: { view: GameView; botsPending?: readonly Faction[] }) {
  useLocale(); // memoized, so it hears a change of language itself
  const p = view.pending;
  const order: readonly Faction[] = view.honorOrder.length === FACTIONS.length ? view.honorOrder : FACTIONS;
  const asker: Faction = p?.seats[0] ?? (view.seat === 'spectator' ? 'aristocrats' : view.seat);
  const step = p ? decisionText(view, p.kind, asker).title : null;
  // Who decides, and which of them are bots still thinking, at what level (#30 "the status strip shows who is thinking").
  const who = (f: Faction): string => botsPending.includes(f)
    ? t('status.botThinking', { faction: factionName(f), kind: t(`seatKind.${currentSeatKind(view.seats[f])}`) })
    : factionName(f);
  const everyoneHuman = p !== null && p.seats.length === FACTIONS.length && botsPending.length === 0;
  const deciding = p && p.seats.length
    ? t('strip.deciding', { who: everyoneHuman ? t('strip.everyone') : p.seats.map(who).join(', ') })
    : view.result ? '' : t('strip.noDecision');
  return (
    <section className="status-line status-strip" aria-label={t('strip.label')} data-turn={view.turn} data-phase={view.phase} data-status-strip>
      <span className="status-turn">{turnWords(view)}</span>
      <span
        className="status-phase" data-segment={view.segment} data-strip-phase
        title={view.phase !== 'over' ? `${rulePhaseName(view)} · ${segmentName(view.segment)}` : rulePhaseName(view)}
      >
        {rulePhaseName(view)}{view.phase !== 'over' && <> · <span className="status-segment">{segmentName(view.segment)}</span></>}
      </span>
      {/* The turn and phase keep one line (a long segment name is cut, whole on hover): the strip stays three lines high in every language. */}
      <span className="status-break" aria-hidden="true" />
      {p && step && (
        <span className="status-step status-rule" data-rule={p.rule} data-strip-step title={`${step} (${t('status.rule', { rule: p.rule })})`}>
          {step} <RuleLink rule={p.rule}>{t('status.rule', { rule: p.rule })}</RuleLink>
        </span>
      )}
      <span className={`status-war ${view.war}`} data-strip-war={view.war}>{view.war === 'war' ? t('panel.war') : t('panel.peace')}</span>
      <span className="status-plague" data-strip-plague={view.plague}>{view.plague === 'pre' ? t('panel.plague.pre') : t('panel.plague.post')}</span>
      {/* Who decides goes with the step, the Honor Order on a line of its own: three lines in all. */}
      <span className="status-deciding" data-deciding={p ? p.seats.join(' ') : ''} data-thinking={botsPending.join(' ')} title={deciding || undefined}>{deciding}</span>
      <span className="status-break" aria-hidden="true" />
      <span className="status-honor-group">
        <span className="status-honor-label" aria-hidden="true">{t('strip.honorOrder')}:</span>
        <span className="status-honor" role="list" aria-label={t('strip.honorInOrder')} data-strip-honor>
          {order.map((f, i) => (
            <span key={f} role="listitem" className={`honor-chip side-${sideOf(f)}${view.seat === f ? ' mine' : ''}`} data-honor-of={f} title={t('strip.honorOf', { faction: factionName(f), honor: view.factions[f].honor })}>
              {i > 0 && <span className="honor-sep" aria-hidden="true">›</span>}
              <FactionMark faction={f} /><span className="honor-name">{factionName(f)}</span> <strong>{view.factions[f].honor}</strong>
            </span>
          ))}
        </span>
      </span>
      {view.seat === 'spectator' && <span className="status-viewing">{t('status.viewing', { seat: seatName(view.seat) })}</span>}
      {view.result && <strong className="status-over" data-result={view.result.reason}>{resultText(view.result)}</strong>}
    </section>
  );
});
