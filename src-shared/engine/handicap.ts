// Solo-play handicap: extra starting Honor for the Factions the bots play. The printed solo
// system gave each Spartan bot +20 Honor (RECONSTRUCTION.md §8); ours lets the player pick the
// amount, and it applies to every bot Faction, whichever Side. It is a setup option of newGame,
// kept in the game (`GameState.handicap`) so a save replays to the same game.
import { FACTIONS, type Faction } from '../model/ids.js';
import type { GameState, SeatKind } from '../model/state.js';
import { log } from '../rules/log.js';
import { EngineError } from './types.js';

/** The designer's figure for a Spartan bot. */
export const SUGGESTED_HANDICAP = 20;
/** More than any scenario's whole Honor track swing; a typo guard, not a rule. */
export const MAX_HANDICAP = 100;

export function checkHandicap(honor: number): void {
  if (!Number.isInteger(honor) || honor < 0 || honor > MAX_HANDICAP) {
    throw new EngineError('bad-setup', `The handicap must be a whole number of Honor from 0 to ${MAX_HANDICAP} (got ${honor}).`);
  }
}

/** The Factions a handicap helps: those a bot plays. */
export function handicappedFactions(seats: Record<Faction, SeatKind>): Faction[] {
  return FACTIONS.filter((f) => seats[f] !== 'human');
}

/** Adds the handicap to every bot Faction's starting Honor, in a public log line each. */
export function addHandicapHonor(g: GameState, honor: number): void {
  checkHandicap(honor);
  if (honor === 0) return;
  g.handicap = honor;
  for (const f of handicappedFactions(g.seats)) {
    g.factions[f].honor += honor;
    log(g, 'handicap', 'handicap.honor', { faction: f, honor, now: g.factions[f].honor });
  }
}
