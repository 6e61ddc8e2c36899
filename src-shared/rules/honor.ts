// 3.12 Honor track: 0–99, flipped to +100 above 99 (so it keeps counting); never below 0.
import type { Faction } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { log } from './log.js';

/** Changes a Faction's Honor, clamped at 0 (3.12). Returns the change actually made. */
export function changeHonor(g: GameState, faction: Faction, delta: number, rule: string, why: string): number {
  const f = g.factions[faction];
  const before = f.honor;
  f.honor = Math.max(0, before + delta);
  const applied = f.honor - before;
  if (delta !== 0) log(g, rule, 'honor', { faction, delta: applied, nominal: delta, why, honor: f.honor });
  return applied;
}

/**
 * An intra-Side transfer (7.1 Oration, and by Q9 Ostracism and the Favor bonus): the loser
 * loses up to `amount`, and the winner gains only what the loser actually lost (zero-sum guard).
 */
export function transferHonor(g: GameState, winner: Faction, loser: Faction, amount: number, rule: string, why: string): number {
  const lost = -changeHonor(g, loser, -amount, rule, why);
  changeHonor(g, winner, lost, rule, why);
  return lost;
}
