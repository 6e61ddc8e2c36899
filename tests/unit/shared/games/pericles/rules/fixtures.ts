// Small position builder for map and battle tests: an empty map plus helpers to put pieces.
// (The lead will add a shared position builder later; this one stays local to these tests.)
import {
  BASE_OWNERS, FORCES, SIDES, THEATER_IDS,
  type BaseOwner, type Force, type Side, type TheaterId, type UnitKind,
} from '../../../../../../src-shared/games/pericles/model/ids.js';
import type { GameState, TheaterState } from '../../../../../../src-shared/games/pericles/model/state.js';

export function emptyTheater(): TheaterState {
  const units = {} as TheaterState['units'];
  for (const f of FORCES) units[f] = { land: 0, naval: 0 };
  const bases = {} as TheaterState['bases'];
  for (const o of BASE_OWNERS) bases[o] = 0;
  const treachery = {} as TheaterState['treachery'];
  for (const s of SIDES) treachery[s] = 0;
  return { units, bases, treachery };
}

/** Theaters '1'…'20', all empty. */
export function emptyTheaters(): Record<string, TheaterState> {
  const out: Record<string, TheaterState> = {};
  for (const id of THEATER_IDS) out[String(id)] = emptyTheater();
  return out;
}

export type TestState = Pick<GameState, 'theaters' | 'war' | 'persianWar' | 'lostForGood' | 'persianBases'>;

export function emptyState(opts: Partial<Pick<GameState, 'war' | 'persianWar' | 'persianBases'>> = {}): TestState {
  const lostForGood = {} as GameState['lostForGood'];
  for (const f of FORCES) lostForGood[f] = { land: 0, naval: 0 };
  return {
    theaters: emptyTheaters(),
    war: opts.war ?? 'war',
    persianWar: opts.persianWar ?? 'inProgress',
    persianBases: opts.persianBases ?? 0,
    lostForGood,
  };
}

export function at(s: Pick<GameState, 'theaters'>, id: TheaterId): TheaterState {
  const t = s.theaters[String(id)];
  if (!t) throw new Error(`no theater ${id}`);
  return t;
}

/** Add `n` units of a force and kind to a theater; returns the state for chaining. */
export function put<S extends Pick<GameState, 'theaters'>>(s: S, id: TheaterId, force: Force, kind: UnitKind, n = 1): S {
  at(s, id).units[force][kind] += n;
  return s;
}
export function putBase<S extends Pick<GameState, 'theaters'>>(s: S, id: TheaterId, owner: BaseOwner, n = 1): S {
  at(s, id).bases[owner] += n;
  return s;
}
export function putTreachery<S extends Pick<GameState, 'theaters'>>(s: S, id: TheaterId, side: Side, n = 1): S {
  at(s, id).treachery[side] += n;
  return s;
}

/** Theater ids by name, so tests read like the rulebook (data is the source of the numbers). */
export const T = {
  sicily: 1, corcyra: 2, aetolia: 3, naupactus: 4, isthmus: 5, sparta: 6, athens: 7, boeotia: 8,
  thessaly: 9, macedonia: 10, chalcidice: 11, amphipolis: 12, hellespont: 13, ionia: 14,
  lesbos: 15, chios: 16, samos: 17, cyclades: 18, sporades: 19, eastMed: 20,
} as const;
