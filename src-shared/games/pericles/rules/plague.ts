// 5.13–5.14 Plague: how many units each Side loses where, and removing them (to the pool, or
// out of the game under Campaign rule 14.43).
import {
  FORCES_OF, SIDES, UNIT_KINDS, type Force, type Side, type TheaterId, type UnitKind,
} from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { THEATERS } from '../data/board.js';
import { sideUnitCount, theaterStatus } from './control.js';

/** One pending Plague loss: `n` units of `kind` that `side` must remove in `theater`. */
export interface PlagueLoss {
  theater: TheaterId;
  side: Side;
  kind: UnitKind;
  n: number;
}

/**
 * 5.14 for the current map: ⌈⅓⌉ of each Side's land and of its naval units in the Athens
 * theater only; 1 land + 1 naval per Side in every Contested theater (Athens included,
 * Q3); never a Side's last land unit in a Land Theater nor its last naval unit in a Naval Theater.
 * All counts are taken before any removal. Athens first, then theaters in number order.
 */
export function plagueLosses(g: GameState): PlagueLoss[] {
  const out: PlagueLoss[] = [];
  for (const side of SIDES) {
    for (const data of THEATERS) {
      const t = g.theaters[String(data.id)];
      if (!t) continue;
      const contested = theaterStatus(t, side) === 'contested';
      for (const kind of UNIT_KINDS) {
        const have = sideUnitCount(t, side, kind);
        if (have === 0) continue;
        let n = 0;
        if (data.home === 'athens') n += Math.ceil(have / 3); // 5.14.1: the Athens theater, both Sides
        if (contested) n += 1; // 5.14.2
        const keepLast = data.type === kind; // 5.14.3: land in a Land Theater, naval in a Naval Theater
        n = Math.min(n, keepLast ? have - 1 : have);
        if (n > 0) out.push({ theater: data.id, side, kind, n });
      }
    }
  }
  return out;
}

/** Forces of `side` with a unit of `kind` in the theater (the choices of Q3). */
export function plagueChoices(g: GameState, theater: TheaterId, side: Side, kind: UnitKind): Force[] {
  const t = g.theaters[String(theater)];
  if (!t) return [];
  return FORCES_OF[side].filter((f) => t.units[f][kind] > 0);
}

/** Removes one unit to the pool, or out of the game when Plague losses are permanent (14.43). */
export function removePlagueUnit(g: GameState, theater: TheaterId, force: Force, kind: UnitKind): void {
  const t = g.theaters[String(theater)];
  if (!t || t.units[force][kind] <= 0) throw new Error(`No ${force} ${kind} unit in theater ${theater}`);
  t.units[force][kind] -= 1;
  if (g.plagueLossesPermanent) g.lostForGood[force][kind] += 1;
}
