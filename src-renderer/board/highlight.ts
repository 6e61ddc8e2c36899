// Adapter from the engine's movement answers (src-shared/rules/movement.ts) to what the board
// draws. No rule logic here: `reachable` decides, this only reshapes its answer.
import { reachable, type Reach } from '../../src-shared/rules/movement.js';
import type { MapState } from '../../src-shared/rules/control.js';
import { FORCES, sideOfForce, type Force, type UnitKind } from '../../src-shared/model/ids.js';
import type { GameView } from '../../src-shared/view.js';
import type { BoardHighlight } from './scene.js';
import { reasonsText } from '../decisions/whyNot.js';

/** The parts of the view the movement rules read (lostForGood does not affect movement). */
export function mapStateOf(view: GameView): MapState {
  const lostForGood = {} as MapState['lostForGood'];
  for (const f of FORCES) lostForGood[f] = { land: 0, naval: 0 };
  return { theaters: view.theaters, war: view.war, persianWar: view.persianWar, lostForGood, rules: { playArea: view.playArea } };
}

export interface ExploreQuery { from: number; force: Force; kind: UnitKind; expedition: number }

export function reachFor(view: GameView, q: ExploreQuery): Reach {
  return reachable(mapStateOf(view), sideOfForce(q.force), q.force, q.kind, q.from, q.expedition);
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
