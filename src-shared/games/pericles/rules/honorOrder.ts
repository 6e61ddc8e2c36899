// 8.1 Honor Order: the four Factions ranked by Honor at the start of the Theater Phase.
import { FACTIONS_OF, type Faction } from '../model/ids.js';
import type { GameState } from '../model/state.js';

/** 8.1 tie-break priority: Athens Dominant, Sparta Dominant, Athens Opposition, Sparta Opposition. */
export function tieBreakPriority(g: Pick<GameState, 'sides'>): Faction[] {
  const opp = (side: 'athens' | 'sparta'): Faction => {
    const [a, b] = FACTIONS_OF[side];
    return g.sides[side].dominant === a ? b : a;
  };
  return [g.sides.athens.dominant, g.sides.sparta.dominant, opp('athens'), opp('sparta')];
}

/** 8.1: highest Honor first; ties by the fixed priority. */
export function computeHonorOrder(g: Pick<GameState, 'sides' | 'factions'>): Faction[] {
  const prio = tieBreakPriority(g);
  return [...prio].sort((x, y) => g.factions[y].honor - g.factions[x].honor || prio.indexOf(x) - prio.indexOf(y));
}
