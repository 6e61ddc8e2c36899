// Free exploration: where a unit clicked outside its own muster could go (the board's built-in
// answer, the Movement Explorer). The muster itself is drawn from the host's aids (highlight.ts
// `highlightOfAid`, #32). Until the host answers a `query` (plan32 §7), this one path still asks
// the movement rules on the seat's view.
import { reachable, type Reach } from '../../src-shared/rules/movement.js';
import { sideOfForce, type Force, type UnitKind } from '../../src-shared/model/ids.js';
import { mapStateOfView } from '../../src-shared/viewSelectors.js';
import type { GameView } from '../../src-shared/view.js';

export interface ExploreQuery { from: number; force: Force; kind: UnitKind; expedition: number }

export function reachFor(view: GameView, q: ExploreQuery): Reach {
  return reachable(mapStateOfView(view), sideOfForce(q.force), q.force, q.kind, q.from, q.expedition);
}
