// Small piece operations the Theater and End Phases share: placing and removing units, bases
// and Treachery within the component limits (3.1, 8.2, 9.8), Battle-deck draws (9.42, Q4),
// the Argos rule (12.1) and the Will-of-the-Assembly base note (11.41).
import {
  FORCES_OF,
  type BaseOwner, type Force, type Side, type TheaterId, type UnitKind,
} from '../model/ids.js';
import type { GameState, TheaterState, UnitCounts } from '../model/state.js';
import { THEATERS, homeTheaterOf } from '../data/board.js';
import { BASE_MV, UNIT_MV } from '../data/battle.js';
import { BASES_PER_THEATER, ARGOS_WITHOUT_DL_BASE } from '../data/components.js';
import { politicalCard } from '../data/cards/political.js';
import {
  available, availableBases, availableTreachery, basesIn, theaterExists, totalBasesIn,
} from './control.js';
import { log } from './log.js';
import { shuffleInPlace } from '../../../kit/random.js';

export { homeTheaterOf } from '../data/board.js';

/** Theaters in play by the Persian War's state, the only thing theaterExists reads: listed once each. */
const IN_PLAY = new Map<GameState['persianWar'], readonly TheaterId[]>();

/** The numbered theaters that exist now (13.2: theater 20 only during the Persian War). Shared: read it, never change it. */
export function theatersInPlay(g: Pick<GameState, 'persianWar'>): readonly TheaterId[] {
  let ids = IN_PLAY.get(g.persianWar);
  if (!ids) IN_PLAY.set(g.persianWar, ids = Object.freeze(THEATERS.filter((t) => theaterExists(g, t.id)).map((t) => t.id)));
  return ids;
}

export function theater(g: Pick<GameState, 'theaters'>, id: TheaterId): TheaterState {
  const t = g.theaters[id];
  if (!t) throw new Error(`No theater ${id}`);
  return t;
}

/** Units of a Side in a theater, pieces of both kinds. */
export function sideUnits(t: TheaterState, side: Side): number {
  return forcesUnits(t, FORCES_OF[side]);
}

/** Units of some forces in a theater, pieces of both kinds. */
export function forcesUnits(t: TheaterState, forces: readonly Force[]): number {
  let n = 0;
  for (const f of forces) {
    const u = t.units[f];
    n += u.land + u.naval;
  }
  return n;
}

/**
 * Adds up to `n` units (3.1, Q1: only what the pool holds is built). Returns how many were added.
 */
export function addUnits(g: GameState, id: TheaterId, force: Force, kind: UnitKind, n: number, rule: string): number {
  const k = Math.max(0, Math.min(n, available(g, force, kind)));
  if (k > 0) {
    theater(g, id).units[force][kind] += k;
    log(g, rule, 'units.built', { theater: id, force, kind, n: k });
  }
  return k;
}

/** Removes `n` units to the pool (they can be rebuilt at once). */
export function removeUnits(g: GameState, id: TheaterId, force: Force, kind: UnitKind, n: number, rule: string): number {
  const u = theater(g, id).units[force];
  const k = Math.max(0, Math.min(n, u[kind]));
  if (k > 0) {
    u[kind] -= k;
    log(g, rule, 'units.removed', { theater: id, force, kind, n: k });
  }
  return k;
}

/** 8.2 + 3.1: may a base of `owner` be placed here (fewer than 3 bases, a disc in the pool)? */
export function canPlaceBase(g: GameState, id: TheaterId, owner: BaseOwner): boolean {
  return totalBasesIn(theater(g, id)) < BASES_PER_THEATER.value && availableBases(g, owner) > 0;
}

/** Places one base; an effect that would break 8.2 or the disc limit has no effect (8.2, 3.1). */
export function placeBase(g: GameState, id: TheaterId, owner: BaseOwner, rule: string): boolean {
  if (!canPlaceBase(g, id, owner)) {
    log(g, rule, 'base.notPlaced', { theater: id, owner });
    return false;
  }
  theater(g, id).bases[owner] += 1;
  log(g, rule, 'base.placed', { theater: id, owner });
  return true;
}

export function removeBase(g: GameState, id: TheaterId, owner: BaseOwner, rule: string): boolean {
  const t = theater(g, id);
  if (t.bases[owner] <= 0) return false;
  t.bases[owner] -= 1;
  log(g, rule, 'base.removed', { theater: id, owner });
  return true;
}

/** Turns one base of `from` into one of `to` (a disc of `to` must be in the pool; the count of bases is unchanged). */
export function convertBase(g: GameState, id: TheaterId, from: BaseOwner, to: BaseOwner, rule: string): boolean {
  const t = theater(g, id);
  if (t.bases[from] <= 0 || availableBases(g, to) <= 0) return false;
  t.bases[from] -= 1;
  t.bases[to] += 1;
  log(g, rule, 'base.converted', { theater: id, from, to });
  return true;
}

/** 9.8: places up to `n` Treachery markers (10 per Side in play). Returns how many. */
export function placeTreachery(g: GameState, id: TheaterId, side: Side, n: number, rule: string): number {
  const k = Math.max(0, Math.min(n, availableTreachery(g, side)));
  if (k > 0) {
    theater(g, id).treachery[side] += k;
    log(g, rule, 'treachery.placed', { theater: id, side, n: k });
  }
  return k;
}

export function removeTreachery(g: GameState, id: TheaterId, side: Side, n: number, rule: string): number {
  const t = theater(g, id);
  const k = Math.max(0, Math.min(n, t.treachery[side]));
  if (k > 0) {
    t.treachery[side] -= k;
    log(g, rule, 'treachery.removed', { theater: id, side, n: k });
  }
  return k;
}

/**
 * 9.42 (5), 8.51, 9.2: reveal and discard the top card of a Side's Battle deck. Q4: an empty
 * Battle deck is rebuilt by shuffling the Side's discards; with no card at all the value is 0.
 */
export function drawBattleCard(g: GameState, side: Side, rule: string): number {
  const s = g.sides[side];
  if (s.battleDeck.length === 0 && s.discard.length > 0) {
    s.battleDeck = shuffleInPlace(g.rng, s.discard.splice(0));
    log(g, rule, 'battleDeck.reshuffled', { side, cards: s.battleDeck.length });
  }
  const card = s.battleDeck.shift();
  if (card === undefined) {
    log(g, rule, 'battleDeck.empty', { side });
    return 0;
  }
  s.discard.push(card);
  const value = politicalCard(card).value;
  log(g, rule, 'battleDeck.drawn', { side, card, value });
  return value;
}

/** 8.51 defence: MV of all enemy units (both kinds) + 2 per enemy base. */
export function defenceValue(t: TheaterState, side: Side): number {
  let v = 0;
  for (const f of FORCES_OF[side]) v += t.units[f].land * UNIT_MV[f].land.value + t.units[f].naval * UNIT_MV[f].naval.value;
  return v + basesIn(t, side) * BASE_MV.value;
}

/**
 * 12.1: Argos units need a Delian base in the Sparta theater; without one, all but one are
 * removed. Applied whenever it can change (after each issue and at Upkeep).
 */
export function enforceArgos(g: GameState): void {
  const sparta = theater(g, homeTheaterOf('sparta'));
  if (sparta.bases.delian > 0) return;
  const extra = sparta.units.argos.land - ARGOS_WITHOUT_DL_BASE.value;
  if (extra > 0) removeUnits(g, homeTheaterOf('sparta'), 'argos', 'land', extra, '12.1');
}

/** 11.41: the Side built or converted a base in its Will theater this turn. */
export function noteBaseAction(g: GameState, side: Side, id: TheaterId): void {
  const w = g.sides[side].will;
  if (w && w.require === 'buildOrConvertBase' && w.theater === id) w.baseActionTaken = true;
}

/** Units of a Side, per force, for one kind, in a theater. */
export function forceCounts(t: TheaterState, side: Side, kind: UnitKind): Partial<Record<Force, number>> {
  const out: Partial<Record<Force, number>> = {};
  for (const f of FORCES_OF[side]) if (t.units[f][kind] > 0) out[f] = t.units[f][kind];
  return out;
}

export function sum(counts: Partial<Record<string, number>>): number {
  return Object.values(counts).reduce<number>((n, c) => n + (c ?? 0), 0);
}

/** Units that arrived in each theater during a muster or a redeployment: they may not move again (9.32 E, 11.3). */
export type Arrivals = Record<string, Partial<Record<Force, UnitCounts>>>;

/** Moves one unit between theaters and records its arrival (9.32 muster moves, 11.3 redeployment). */
export function moveUnit(g: GameState, force: Force, kind: UnitKind, from: TheaterId, to: TheaterId, arrived: Arrivals): void {
  theater(g, from).units[force][kind] -= 1;
  theater(g, to).units[force][kind] += 1;
  const fc = ((arrived[String(to)] ??= {})[force] ??= { land: 0, naval: 0 });
  fc[kind] += 1;
}
