// Theater control, strength and the piece pools (3.1, 3.2, 9.32, 13.2).
import {
  BASE_OWNERS, BASE_OWNERS_OF, FORCES, FORCES_OF, SIDES, otherSide,
  type BaseOwner, type Force, type Side, type TheaterId, type UnitKind,
} from '../model/ids.js';
import type { GameState, TheaterState } from '../model/state.js';
import { theaterById } from '../data/board.js';
import { BASE_MV, UNIT_MV } from '../data/battle.js';
import {
  PERSIAN_BASE_LIMIT, TREACHERY_PER_SIDE, baseLimit, unitLimit,
} from '../data/components.js';

/** A training scenario's play area (3.3 setup, the scenario's `playArea`): absent, the whole map. */
export interface PlayAreaState { rules?: { playArea?: readonly number[] } }

/** The parts of GameState the map rules read (a whole GameState fits). */
export type MapState = Pick<GameState, 'theaters' | 'war' | 'persianWar' | 'lostForGood'> & PlayAreaState;

/** Is `id` in the scenario's play area? Only a training vignette limits it: markers and units stay inside. */
export function inPlayArea(state: PlayAreaState, id: TheaterId): boolean {
  const area = state.rules?.playArea;
  return !area || area.includes(id);
}

/** Units per force, one kind at a time (absent = 0). */
export type ForceCounts = Partial<Record<Force, number>>;

export type TheaterStatus = 'neutral' | 'friendly' | 'enemy' | 'contested';

/** The theater's contents, or an error if the state has no such theater. */
export function theaterOf(state: Pick<GameState, 'theaters'>, id: TheaterId): TheaterState {
  const t = state.theaters[id];
  if (!t) throw new Error(`State has no theater ${id}`);
  return t;
}

/** 13.2, 13.21: a theater flagged in the board data as Persian-War-only exists only while that war is in progress. */
export function theaterExists(state: Pick<GameState, 'persianWar'>, id: TheaterId): boolean {
  const t = theaterById(id);
  if (!t) return false;
  return !t.onlyDuringPersianWar || state.persianWar === 'inProgress';
}

/** Units of a Side of one kind, counted as pieces (not MV). */
export function sideUnitCount(theater: TheaterState, side: Side, kind: UnitKind): number {
  let n = 0;
  for (const f of FORCES_OF[side]) n += theater.units[f][kind];
  return n;
}

/** Units of a Side of one kind, per force (zero counts omitted). */
export function unitsOfKind(theater: TheaterState, side: Side, kind: UnitKind): ForceCounts {
  const out: ForceCounts = {};
  for (const f of FORCES_OF[side]) {
    const n = theater.units[f][kind];
    if (n > 0) out[f] = n;
  }
  return out;
}

/** Bases of a Side in a theater (City-State and League together). */
export function basesIn(theater: TheaterState, side: Side): number {
  let n = 0;
  for (const o of BASE_OWNERS_OF[side]) n += theater.bases[o];
  return n;
}

/** Bases of both Sides in a theater (8.2 limit of 3 counts both). */
export function totalBasesIn(theater: TheaterState): number {
  let n = 0;
  for (const o of BASE_OWNERS) n += theater.bases[o];
  return n;
}

/** 3.2: a Side is present if it has units and/or bases there (Treachery markers do not count). */
export function sidePresent(theater: TheaterState, side: Side): boolean {
  return basesIn(theater, side) > 0 || sideUnitCount(theater, side, 'land') + sideUnitCount(theater, side, 'naval') > 0;
}

/** 3.2 Neutral / Controlled (friendly or enemy) / Contested, from `side`'s point of view. */
export function theaterStatus(theater: TheaterState, side: Side): TheaterStatus {
  const mine = sidePresent(theater, side);
  const theirs = sidePresent(theater, otherSide(side));
  if (mine && theirs) return 'contested';
  if (mine) return 'friendly';
  if (theirs) return 'enemy';
  return 'neutral';
}

/**
 * 9.32 strength of a Side of one kind: MV of its units of that kind (Spartan land 2, the 300 2,
 * Athenian naval 2, others 1) plus 2 per base of the Side.
 */
export function strength(theater: TheaterState, side: Side, kind: UnitKind): number {
  let s = 0;
  for (const f of FORCES_OF[side]) s += theater.units[f][kind] * UNIT_MV[f][kind].value;
  return s + basesIn(theater, side) * BASE_MV.value;
}

/** Pieces of a force and kind on the map (all theaters in the state). */
export function onMap(state: Pick<GameState, 'theaters'>, force: Force, kind: UnitKind): number {
  let n = 0;
  for (const t of Object.values(state.theaters)) n += t.units[force][kind];
  return n;
}

/** 12.4 (Q35): the 300's extra move when a Spartan Faction is CinC and the 300 is on the map. */
export function the300Moves(state: Pick<GameState, 'theaters'>, side: Side): number {
  return side === 'sparta' && onMap(state, 'the300', 'land') > 0 ? 1 : 0;
}

/** Base discs of an owner on the map. */
export function basesOnMap(state: Pick<GameState, 'theaters'>, owner: BaseOwner): number {
  let n = 0;
  for (const t of Object.values(state.theaters)) n += t.bases[owner];
  return n;
}

/** 3.1: pieces left in the pool = limit − on the map − removed for good (14.43). Never negative. */
export function available(state: Pick<GameState, 'theaters' | 'lostForGood'>, force: Force, kind: UnitKind): number {
  const lost = state.lostForGood[force]?.[kind] ?? 0;
  return Math.max(0, unitLimit(force, kind) - onMap(state, force, kind) - lost);
}

/** 3.1: base discs left in the pool for an owner. */
export function availableBases(state: Pick<GameState, 'theaters'>, owner: BaseOwner): number {
  return Math.max(0, baseLimit(owner) - basesOnMap(state, owner));
}

/** 13.1: black Persian discs not yet in Persia. */
export function availablePersianBases(state: Pick<GameState, 'persianBases'>): number {
  return Math.max(0, PERSIAN_BASE_LIMIT.value - state.persianBases);
}

/** 9.8: Treachery markers a Side still has off the map. */
export function availableTreachery(state: Pick<GameState, 'theaters'>, side: Side): number {
  let n = 0;
  for (const t of Object.values(state.theaters)) n += t.treachery[side];
  return Math.max(0, TREACHERY_PER_SIDE[side].value - n);
}

/** An all-zero theater (for builders and tests). */
export function emptyTheaterState(): TheaterState {
  const units = {} as Record<Force, { land: number; naval: number }>;
  for (const f of FORCES) units[f] = { land: 0, naval: 0 };
  const bases = {} as Record<BaseOwner, number>;
  for (const o of BASE_OWNERS) bases[o] = 0;
  const treachery = {} as Record<Side, number>;
  for (const s of SIDES) treachery[s] = 0;
  return { units, bases, treachery };
}
