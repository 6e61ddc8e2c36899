// What the open decision is about, from public data: the Theater issue being resolved (8.5),
// the expedition and the last Battle in one line (9.42, 9.43), read from the view's flow data and
// log. The Battle's whole arithmetic is its report (issue #29), one click away.
import { type GameView, battleMomentAt, momentsFrom, issueOf } from '../../../../src-shared/games/pericles/client.js';
import { t } from '../../../i18n/index.js';
import { factionName, issueName } from '../names.js';
import { TheaterChip, useUi } from '../game/ui.js';
import { battleSummary } from '../moments/MomentPanel.js';

/** How far back this turn's newest Battle is looked for: its entries end just before the decision. */
const BATTLE_LOOKBACK = 40;

export function DecisionContext({ view, kind }: { view: GameView; kind: string }) {
  const { openMoment } = useUi();
  const issue = issueOf(view);
  const battleKinds = kind.startsWith('battle.') || kind === 'muster.move';
  // The newest Battle of this turn (public log entries).
  const ref = battleKinds ? momentsFrom(view.log, view.log.length - BATTLE_LOOKBACK).filter((r) => r.kind === 'battle').pop() : undefined;
  const battle = ref && view.log[ref.at]!.turn === view.turn ? battleMomentAt(view.log, ref.at, view.pending?.kind ?? null) : null;
  if (!issue && !battle) return null;
  return (
    <div className="decision-context" data-context>
      {issue && issue.kind && (
        <p>
          {issueName(issue.kind)} — {factionName(issue.owner ?? '')} — <TheaterChip id={issue.place ?? issue.theater ?? null} />
          {issue.exp?.moves !== undefined && kind === 'muster.move' && <> · {t('context.moves', { n: issue.exp.moves })}</>}
        </p>
      )}
      {battle && (
        <p className="battle-line" data-battle-summary={`${battle.sides.athens.total}-${battle.sides.sparta.total}`}>
          {battleSummary(battle)}
          {openMoment && (
            <>
              {' '}
              <button type="button" className="log-moment" data-moment-open="battle" onClick={() => openMoment(battle.at)}>{t('moment.open.battle')}</button>
            </>
          )}
        </p>
      )}
    </div>
  );
}
