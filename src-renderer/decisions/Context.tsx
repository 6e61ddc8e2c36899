// What the open decision is about, from public data: the Theater issue being resolved (8.5),
// the expedition and the last Battle's arithmetic (9.42), read from the view's flow data and log.
import type { GameView } from '../../src-shared/engine.js';
import { t } from '../i18n/index.js';
import { issueName } from '../game/format.js';
import { TheaterChip } from '../game/ui.js';
import { factionName } from '../panels/names.js';
import { BattleTotalText } from '../panels/LogPanel.js';
import { issueOf } from '../../src-shared/viewSelectors.js';

export function DecisionContext({ view, kind }: { view: GameView; kind: string }) {
  const issue = issueOf(view);
  const battleKinds = kind.startsWith('battle.') || kind === 'muster.move';
  // The newest Battle's totals of this turn (public log entries).
  const totals = [];
  if (battleKinds) {
    for (let i = view.log.length - 1; i >= 0 && totals.length < 2; i--) {
      const e = view.log[i]!;
      if (e.turn !== view.turn) break;
      if (e.msg === 'battle.total') totals.unshift(e);
      else if (totals.length) break;
    }
  }
  if (!issue && !totals.length) return null;
  return (
    <div className="decision-context" data-context>
      {issue && issue.kind && (
        <p>
          {issueName(issue.kind)} — {factionName(issue.owner ?? '')} — <TheaterChip id={issue.place ?? issue.theater ?? null} />
          {issue.exp?.moves !== undefined && kind === 'muster.move' && <> · {t('context.moves', { n: issue.exp.moves })}</>}
        </p>
      )}
      {totals.map((e, i) => <p key={i} className="battle-line"><BattleTotalText e={e} /></p>)}
    </div>
  );
}
