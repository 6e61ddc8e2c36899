// 11.2 Upkeep: a Side maintains 4 military points per base; naval units cost 2, land units 1.
import { BASE_OWNERS_OF, FORCES_OF, type Side } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { basesOnMap } from './control.js';

export const UPKEEP_PER_BASE = 4;
export const UPKEEP_COST = { naval: 2, land: 1 } as const;

/** 11.2: 4 × the Side's bases on the map (Persian bases are not on the map: Q29, not counted). */
export function upkeepCapacity(g: GameState, side: Side): number {
  return UPKEEP_PER_BASE * BASE_OWNERS_OF[side].reduce((n, o) => n + basesOnMap(g, o), 0);
}

/** 11.2: naval 2, land 1, for every unit of the Side (City-State, League, Argos, the 300). */
export function upkeepCost(g: GameState, side: Side): number {
  let n = 0;
  for (const t of Object.values(g.theaters)) {
    for (const f of FORCES_OF[side]) n += t.units[f].naval * UPKEEP_COST.naval + t.units[f].land * UPKEEP_COST.land;
  }
  return n;
}
