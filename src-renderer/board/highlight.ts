// Adapter from the engine's movement answers (src-shared/rules/movement.ts) to what the board
// draws. No rule logic here: `reachable` decides, this only reshapes its answer.
import { reachable, type Reach } from '../../src-shared/rules/movement.js';
import { sideOfForce, type Force, type UnitKind } from '../../src-shared/model/ids.js';
import { mapStateOfView } from '../../src-shared/viewSelectors.js';
import type { GameView } from '../../src-shared/view.js';
import type { BoardHighlight } from './scene.js';
import { reasonsText } from '../decisions/whyNot.js';

export interface ExploreQuery { from: number; force: Force; kind: UnitKind; expedition: number }

export function reachFor(view: GameView, q: ExploreQuery): Reach {
  return reachable(mapStateOfView(view), sideOfForce(q.force), q.force, q.kind, q.from, q.expedition);
}

export function highlightOf(reach: Reach, from: number): BoardHighlight {
  const paths: Record<number, number[]> = {};
  for (const e of reach.ends) paths[e.theater] = e.path;
  return {
    from,
    reachable: reach.ends.map((e) => e.theater),
    paths,
    blocked: reach.blocked.map((b) => ({ link: b.link, reason: reasonsText(b.why) })),
  };
}
