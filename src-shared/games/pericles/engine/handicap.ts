// Solo-play handicap: extra starting Honor for the bots that play against the humans. The
// printed solo system gave each Spartan bot +20 Honor, the player taking Athens (RECONSTRUCTION.md
// §8); ours lets the player pick the amount and any seat, so the rule is said by Sides:
//
//   The handicap goes to every bot Faction of a Side on which no human plays.
//
// - A solo player's own Side: its bot partner starts as the scenario says (it is the player's
//   rival for the game's win within the Side, 11.14 step 2, and a handicap there would help it against the player).
// - Humans on both Sides (hot-seat): no Side is the bots' alone, so no bot gets it; a handicap
//   for one human's partner would favour one human over the other.
// - Bots only (watching a game): both Sides are bots' alone, so all four get it, which changes
//   nobody's standing against another.
//
// It is a setup option of newGame, kept in the game (`GameState.handicap`, the amount, and
// `GameState.handicapped`, who got it) so a save replays to the same game. Games begun before
// issue #29 gave it to every bot Faction, whichever Side, and recorded no `handicapped`: their
// saves and journals say so by its absence, and replay with EVERY_BOT (handicapForReplay).
import { FACTIONS, sideOf, type Faction } from '../model/ids.js';
import type { GameState, SeatKind } from '../model/state.js';
import type { ScenarioSetup } from '../data/scenarios/types.js';
import { log } from '../rules/log.js';
import { EngineError } from './types.js';

/** The designer's figure for a Spartan bot. */
export const SUGGESTED_HANDICAP = 20;
/** More than any scenario's whole Honor track swing; a typo guard, not a rule. */
export const MAX_HANDICAP = 100;
/** Who got the handicap in games begun before issue #29: every bot Faction, whichever Side. */
export const EVERY_BOT = 'every-bot';

/** The handicap part of a game's setup, as a game, a save, a journal and a replay carry it. */
export interface HandicapSetup {
  /** Honor added at setup to each handicapped Faction; absent: none. */
  handicap?: number;
  /** The Factions that got it. Absent with a handicap: a game begun before #29 (EVERY_BOT). */
  handicapped?: Faction[];
}

export function checkHandicap(honor: number): void {
  if (!Number.isInteger(honor) || honor < 0 || honor > MAX_HANDICAP) {
    throw new EngineError('bad-setup', `The handicap must be a whole number of Honor from 0 to ${MAX_HANDICAP} (got ${honor}).`);
  }
}

/** The Factions a handicap helps (the rule above): each bot Faction of a Side no human plays. */
export function handicappedFactions(seats: Record<Faction, SeatKind>): Faction[] {
  const humanSides = new Set(FACTIONS.filter((f) => seats[f] === 'human').map(sideOf));
  return FACTIONS.filter((f) => seats[f] !== 'human' && !humanSides.has(sideOf(f)));
}

/**
 * Each Faction's Honor when play begins: the scenario's (3.3), plus the handicap for each Faction
 * it goes to. The new-game screen shows it before Start; newGame sets it.
 */
export function startingHonor(sc: Pick<ScenarioSetup, 'honor'>, seats: Record<Faction, SeatKind>, handicap: number): Record<Faction, number> {
  const helped = handicappedFactions(seats);
  const honor = {} as Record<Faction, number>;
  for (const f of FACTIONS) honor[f] = sc.honor[f] + (helped.includes(f) ? handicap : 0);
  return honor;
}

/**
 * Adds the handicap to the starting Honor of the Factions it goes to, in a public log line each.
 * `to`: absent, the rule decides (a new game); a list, those Factions (a replay of a game that
 * recorded them); EVERY_BOT, every bot Faction, recording none (a replay of a game begun before #29).
 */
export function addHandicapHonor(g: GameState, honor: number, to?: readonly Faction[] | typeof EVERY_BOT): void {
  checkHandicap(honor);
  if (honor === 0) return;
  if (to === EVERY_BOT) {
    g.handicap = honor;
    for (const f of FACTIONS.filter((x) => g.seats[x] !== 'human')) giveHandicap(g, f, honor);
    return;
  }
  const helped = to ? FACTIONS.filter((f) => to.includes(f)) : handicappedFactions(g.seats);
  if (helped.length === 0) return; // a handicap no Faction gets is no handicap: the same game, the same hash
  g.handicap = honor;
  g.handicapped = helped;
  for (const f of helped) giveHandicap(g, f, honor);
}

function giveHandicap(g: GameState, f: Faction, honor: number): void {
  g.factions[f].honor += honor;
  log(g, 'handicap', 'handicap.honor', { faction: f, honor, now: g.factions[f].honor });
}

/** The Factions a game's handicap went to (none without one). */
export function handicapRecipients(g: Pick<GameState, 'seats' | 'handicap' | 'handicapped'>): Faction[] {
  if (!g.handicap) return [];
  return g.handicapped ? [...g.handicapped] : FACTIONS.filter((f) => g.seats[f] !== 'human');
}

/** A game's or record's handicap setup, without absent fields: what a save or a journal keeps. */
export function handicapSetupOf(s: HandicapSetup): HandicapSetup {
  if (!s.handicap) return {};
  return { handicap: s.handicap, ...(s.handicapped ? { handicapped: [...s.handicapped] } : {}) };
}

/** The newGame options that replay a saved handicap setup: one that names no Factions is from before #29. */
export function handicapForReplay(s: HandicapSetup): { handicap?: number; handicapped?: Faction[] | typeof EVERY_BOT } {
  if (!s.handicap) return {};
  return { handicap: s.handicap, handicapped: s.handicapped ? [...s.handicapped] : EVERY_BOT };
}
