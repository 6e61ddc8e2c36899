// Turn, phase, segment, who decides and the rule being applied (ARCHITECTURE.md "Text").
import type { GameView } from '../../src-shared/engine.js';
import type { Faction } from '../../src-shared/model/ids.js';
import { RuleLink } from '../game/ui.js';
import { t } from '../i18n/index.js';
import { factionName, phaseName, seatName } from './names.js';

export function StatusLine({ view, botsPending = [] }: { view: GameView; botsPending?: readonly Faction[] }) {
  const p = view.pending;
  const who = p && p.seats.length ? p.seats.map(factionName).join(', ') : t('status.nobody');
  return (
    <section className="status-line" aria-label={t('panel.turn')} data-turn={view.turn} data-phase={view.phase}>
      <span className="status-turn">{t('status.turn', { turn: view.turn, last: view.lastTurn })}</span>
      <span className="status-phase">{phaseName(view.phase)}</span>
      <span className="status-segment" data-segment={view.segment}>{t('status.segment', { segment: view.segment })}</span>
      <span className="status-deciding" data-deciding={p ? p.seats.join(' ') : ''}>
        {t('status.deciding', { who })}{botsPending.length > 0 && ` ${t('status.botsThinking')}`}
      </span>
      {p && <span className="status-rule" data-rule={p.rule}><RuleLink rule={p.rule}>{t('status.rule', { rule: p.rule })}</RuleLink></span>}
      <span className="status-viewing">{t('status.viewing', { seat: seatName(view.seat) })}</span>
      {view.result && <strong className="status-over">{t('status.gameOver', { reason: view.result.reason })}</strong>}
    </section>
  );
}
