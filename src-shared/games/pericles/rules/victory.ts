// 11.1 Victory Determination: automatic victories (11.11 Honor, 11.12 Conquest, 11.13 Granaries)
// and end-of-game scoring (11.14).
import { FACTIONS, FACTIONS_OF, SIDES, compatriotOf, otherSide, sideOf, type Faction, type Side } from '../model/ids.js';
import type { GameResult, GameState } from '../model/state.js';
import { THEATERS } from '../data/board.js';
import { basesIn, basesOnMap, theaterExists, theaterStatus } from './control.js';
import { changeHonor } from './honor.js';
import { homeTheaterOf, theater, theatersInPlay } from './theaterOps.js';
import { HONOR } from '../data/amounts.js';

const h = (g: GameState, f: Faction): number => g.factions[f].honor;

export function oppositionOf(g: Pick<GameState, 'sides'>, side: Side): Faction {
  return compatriotOf(g.sides[side].dominant);
}

/** 11.11: a Dominant Faction with more Honor than its Compatriot, ≥ 3× each enemy Faction, and a Side total above the enemy's. */
export function automaticHonorVictor(g: GameState): Faction | null {
  for (const side of SIDES) {
    const d = g.sides[side].dominant;
    const c = compatriotOf(d);
    const enemies = FACTIONS_OF[otherSide(side)];
    if (h(g, d) <= h(g, c)) continue;
    if (!enemies.every((e) => h(g, d) >= 3 * h(g, e))) continue;
    if (h(g, d) + h(g, c) <= enemies.reduce((n, e) => n + h(g, e), 0)) continue;
    return d;
  }
  return null;
}

/** 11.12 (Q39): the enemy's home theater Controlled by a Side (its units/bases only). */
export function conquest(g: GameState): Side | 'draw' | null {
  const spartaWins = theaterStatus(theater(g, homeTheaterOf('athens')), 'sparta') === 'friendly';
  const athensWins = theaterStatus(theater(g, homeTheaterOf('sparta')), 'athens') === 'friendly';
  if (spartaWins && athensWins) return 'draw';
  if (spartaWins) return 'sparta';
  if (athensWins) return 'athens';
  return null;
}

/** 11.13 (Q27): Athens (Athenian or DL) has a base in a Granary theater that is a grain source now. */
export function athensHoldsGranary(g: GameState): boolean {
  return THEATERS.some((t) => t.granary
    && theaterExists(g, t.id)
    && (!t.granaryNeedsPersianWar || g.persianWar === 'inProgress')
    && basesIn(theater(g, t.id), 'athens') > 0);
}

/** Within a Side, the Faction with more Honor; the Dominant Faction wins ties (11.12, 11.13, 11.14). */
export function sideWinner(g: GameState, side: Side): Faction {
  const d = g.sides[side].dominant;
  const o = compatriotOf(d);
  return h(g, o) > h(g, d) ? o : d;
}

/** 11.12 / 11.13: the winning Side's Dominant +5, Opposition −5, then the Side's winner. */
export function sideVictory(g: GameState, side: Side, reason: GameResult['reason'], rule: string): GameResult {
  changeHonor(g, g.sides[side].dominant, HONOR.sideVictory.value, rule, reason);
  changeHonor(g, oppositionOf(g, side), -HONOR.sideVictory.value, rule, reason);
  return { reason, winningSide: side, winner: sideWinner(g, side), rule };
}

/** Splits `total` between a Side's two Factions; an odd point goes to the Dominant Faction (11.14 B–D). */
function split(g: GameState, side: Side, total: number, why: string): void {
  const d = g.sides[side].dominant;
  const half = Math.floor(total / 2);
  changeHonor(g, d, total - half, '11.14', why);
  changeHonor(g, oppositionOf(g, side), half, '11.14', why);
}

/** 11.14 A–D end-of-game bonuses. Persian bases are not on the map and do not count (Q29). */
export function applyEndOfGameBonuses(g: GameState): void {
  for (const side of SIDES) {
    changeHonor(g, g.sides[side].dominant, HONOR.politicalBonus.value, '11.14 A', 'political');
    changeHonor(g, oppositionOf(g, side), -HONOR.politicalBonus.value, '11.14 A', 'political');
  }
  for (const side of SIDES) {
    const bases = (side === 'athens' ? ['athens', 'delian'] as const : ['sparta', 'peloponnesian'] as const)
      .reduce((n, o) => n + basesOnMap(g, o), 0);
    split(g, side, 3 * bases, 'economic');
  }
  const controlled = (side: Side): number => theatersInPlay(g).filter((id) => theaterStatus(theater(g, id), side) === 'friendly').length;
  split(g, 'athens', 3 * controlled('athens'), 'geographic');
  split(g, 'sparta', 6 * controlled('sparta'), 'geographic');
}

/**
 * 11.14 steps 1–4: the higher City-State total wins the war, its Faction with more Honor wins
 * (Dominant on ties, Q28). City-States tied: the Faction with the most Honor overall wins. If
 * several Factions share the top: all of one Side → that Side (Dominant wins ties); across
 * Sides → Athens wins the war and its Faction with more Honor wins.
 */
export function endOfGameResult(g: GameState): GameResult {
  // A one-city training vignette: only that city's two Factions compete (scenario soloCity).
  const solo = g.rules.soloCity;
  if (solo) return { reason: 'scenario', winningSide: solo, winner: sideWinner(g, solo), rule: 'scenario' };
  const total = (s: Side): number => FACTIONS_OF[s].reduce((n, f) => n + h(g, f), 0);
  const a = total('athens');
  const s = total('sparta');
  if (a !== s) {
    const side: Side = a > s ? 'athens' : 'sparta';
    return { reason: 'endOfGame', winningSide: side, winner: sideWinner(g, side), rule: '11.14' };
  }
  const top = Math.max(...FACTIONS.map((f) => h(g, f)));
  const leaders = FACTIONS.filter((f) => h(g, f) === top);
  if (leaders.length === 1) {
    const f = leaders[0] as Faction;
    return { reason: 'endOfGame', winningSide: sideOf(f), winner: f, rule: '11.14 (3)' };
  }
  const sides = new Set(leaders.map(sideOf));
  const side: Side = sides.size === 1 ? sideOf(leaders[0] as Faction) : 'athens';
  return { reason: 'endOfGame', winningSide: side, winner: sideWinner(g, side), rule: '11.14 (4)' };
}
