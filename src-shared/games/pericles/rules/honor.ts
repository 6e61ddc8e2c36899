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
 * 7.1 Oration's intra-Side transfer: the loser loses up to `amount`, and the winner gains only
 * what the loser actually lost (the zero-sum guard is written for Oration only, Q9 revised).
 */
export function transferHonor(g: GameState, winner: Faction, loser: Faction, amount: number, rule: string, why: string): number {
  const lost = -changeHonor(g, loser, -amount, rule, why);
  changeHonor(g, winner, lost, rule, why);
  return lost;
}

/**
 * 7.1 Ostracism and the 7.2 Favor bonus (Q9 revised: no zero-sum guard): the winner gains the
 * full `amount`, its Compatriot loses `amount` stopping at 0 (3.12). Returns the winner's gain.
 */
export function swingHonor(g: GameState, winner: Faction, loser: Faction, amount: number, rule: string, why: string): number {
  changeHonor(g, loser, -amount, rule, why);
  return changeHonor(g, winner, amount, rule, why);
}
