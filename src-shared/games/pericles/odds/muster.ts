// The muster the battle odds count (#29): a Battle is fought after the Expeditionary Muster, and in
// it each Strategos the Commander-in-Chief's Side commits moves one friendly unit (9.32), while the
// enemy moves none (9.3). Odds that counted only the units standing in the theater told a player
// about to commit 4 Strategos with a reserve one link away that the Battle was all but lost.
// Here the mustering Side brings in, one unit per Strategos, the units that can reach the theater,
// strongest first — with the movement rules' own answers (rules/movement.ts `reachable`), one move
// at a time so that units stopped earlier count in later exit tests (9.32, Q20).
import { FORCES_OF, type Side, type UnitKind } from '../model/ids.js';
import type { TheaterState } from '../model/state.js';
import type { MapState } from '../rules/control.js';
import { battleTotal } from '../rules/battle.js';
import { reachable } from '../rules/movement.js';

const NO_COMMITMENT = { committedStrategos: 0, stateShip: false, battleCard: 0 };

/**
 * The Expedition Theater after 0, 1, 2, … of `side`'s units have moved in (at most `most`): entry k
 * is the theater once the k strongest arrivals (for a `kind` Battle, 9.42 (1)) are in. Each next unit
 * is the one adding the most to the Side's Battle total among those that can end their move there
 * now (ties: the lower theater, then the Side's forces in order). Units of the other kind add
 * nothing to this Battle and are not moved.
 */
export function musterArrivals(state: MapState, side: Side, kind: UnitKind, expedition: number, most: number): TheaterState[] {
  const key = String(expedition);
  let map = state;
  const after: TheaterState[] = [map.theaters[key] as TheaterState];
  while (after.length <= most) {
    const here = map.theaters[key] as TheaterState;
    const before = battleTotal(here, side, kind, NO_COMMITMENT).total;
    let best: { from: string; force: (typeof FORCES_OF)[Side][number]; gain: number } | null = null;
    for (const [from, t] of Object.entries(map.theaters)) {
      if (from === key) continue;
      for (const force of FORCES_OF[side]) {
        if (t.units[force][kind] === 0) continue;
        const gain = battleTotal(moved(here, force, kind, +1), side, kind, NO_COMMITMENT).total - before;
        if (best && gain <= best.gain) continue;
        const reach = reachable(map, side, force, kind, Number(from), expedition);
        if (reach.ends.some((e) => e.stop === 'expedition')) best = { from, force, gain };
      }
    }
    if (!best) break;
    map = {
      ...map,
      theaters: {
        ...map.theaters,
        [best.from]: moved(map.theaters[best.from] as TheaterState, best.force, kind, -1),
        [key]: moved(here, best.force, kind, +1),
      },
    };
    after.push(map.theaters[key] as TheaterState);
  }
  return after;
}

/** `t` with one `kind` unit of `force` more (or less). */
function moved(t: TheaterState, force: (typeof FORCES_OF)[Side][number], kind: UnitKind, by: 1 | -1): TheaterState {
  return { ...t, units: { ...t.units, [force]: { ...t.units[force], [kind]: t.units[force][kind] + by } } };
}
