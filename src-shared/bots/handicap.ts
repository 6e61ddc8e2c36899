// Handicap for solo play: extra starting Honor for the bots' Factions (the designer suggests
// +20 for Spartan solo bots). Pure: returns a new GameState, to be applied right after newGame.
import { FACTIONS, type Faction } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { cloneGame } from '../engine/clone.js';

export const SPARTAN_SOLO_HANDICAP = 20;

/**
 * Adds `honor` to every Faction played by a bot (seats not 'human'), or to the listed Factions.
 * Logged publicly so every seat knows the handicap.
 */
export function applyHandicap(g: GameState, honor: number = SPARTAN_SOLO_HANDICAP, factions?: readonly Faction[]): GameState {
  if (!Number.isInteger(honor) || honor < 0) throw new Error('The handicap must be a non-negative whole number of Honor');
  const who = factions ?? FACTIONS.filter((f) => g.seats[f] !== 'human');
  const next = cloneGame(g);
  for (const f of who) {
    next.factions[f].honor += honor;
    next.log.push({ turn: next.turn, rule: 'handicap', msg: 'handicap.honor', args: { faction: f, honor } });
  }
  return next;
}
