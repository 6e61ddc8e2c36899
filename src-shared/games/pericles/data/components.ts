// Component limits as data (2.0, 3.1, Appendix A; RECONSTRUCTION.md §6). Piece counts are hard
// limits (3.1): nothing is built beyond them. Every number carries its provenance.
import type { BaseOwner, Force, Side, UnitKind } from '../model/ids.js';
import type { Provenance } from './board.js';

export interface Limit {
  value: number;
  provenance: Provenance;
  /** Rule numbers / appendix rows that state the number. */
  source: string;
  /** A Greek/Spanish discrepancy (Appendix C) affecting the number, if any. */
  discrepancy?: string;
  note?: string;
}

/** Wooden units per force and kind (2.0, Appendix A.1). */
export const UNIT_LIMITS: Readonly<Record<Force, Readonly<Record<UnitKind, Limit>>>> = {
  athens: {
    naval: { value: 12, provenance: 'confirmed', source: '2.0, A.1' },
    land: { value: 10, provenance: 'confirmed', source: '2.0, A.1' },
  },
  delian: {
    naval: { value: 8, provenance: 'confirmed', source: '2.0, A.1' },
    land: { value: 12, provenance: 'confirmed', source: '2.0, A.1' },
  },
  sparta: {
    naval: {
      value: 4, provenance: 'confirmed', source: '2.0, A.1', discrepancy: 'D1',
      note: 'The Greek text gives 4 red rods, the Spanish 3; 4 is used until checked against the physical set.',
    },
    land: { value: 9, provenance: 'confirmed', source: '2.0, A.1', note: 'The 300 is counted separately (12.4).' },
  },
  the300: {
    naval: { value: 0, provenance: 'confirmed', source: '12.4', note: 'The 300 is a land unit only.' },
    land: { value: 1, provenance: 'confirmed', source: '2.0, 3.11, 12.4', note: 'One red meeple: a Spartan land unit that is also a Strategos.' },
  },
  peloponnesian: {
    naval: { value: 8, provenance: 'confirmed', source: '2.0, A.1' },
    land: { value: 20, provenance: 'confirmed', source: '2.0, A.1' },
  },
  argos: {
    naval: { value: 0, provenance: 'confirmed', source: '2.0, 12.1', note: 'Argos has land units only.' },
    land: { value: 4, provenance: 'confirmed', source: '2.0, 12.1' },
  },
};

/** Base discs per owner (2.0, Appendix A.1). */
export const BASE_LIMITS: Readonly<Record<BaseOwner, Limit>> = {
  athens: { value: 8, provenance: 'confirmed', source: '2.0, A.1' },
  delian: { value: 12, provenance: 'confirmed', source: '2.0, A.1' },
  sparta: { value: 4, provenance: 'confirmed', source: '2.0, A.1' },
  peloponnesian: { value: 10, provenance: 'confirmed', source: '2.0, A.1' },
};

/** Black Persian base discs, usable only in Persia (2.0, 13.1). */
export const PERSIAN_BASE_LIMIT: Limit = { value: 3, provenance: 'confirmed', source: '2.0, 13.1' };

/** Strategos tokens per Side, State Ship not included (2.0). */
export const STRATEGOS_PER_SIDE: Readonly<Record<Side, Limit>> = {
  athens: { value: 26, provenance: 'confirmed', source: '2.0, A.1', discrepancy: 'D2', note: 'Token shape differs between texts; the count agrees.' },
  sparta: { value: 26, provenance: 'confirmed', source: '2.0, A.1', discrepancy: 'D2', note: 'Token shape differs between texts; the count agrees.' },
};

/** The Athenian State Ship Strategos (12.3). */
export const STATE_SHIP: Limit = { value: 1, provenance: 'confirmed', source: '2.0, 12.3', note: 'Usable once per turn.' };

/** Treachery markers per Side: the maximum in play at once (3.2, 9.8). */
export const TREACHERY_PER_SIDE: Readonly<Record<Side, Limit>> = {
  athens: { value: 10, provenance: 'confirmed', source: '3.2, 9.8, A.3' },
  sparta: { value: 10, provenance: 'confirmed', source: '3.2, 9.8, A.3' },
};

/** Bases per theater, both Sides together (8.2). */
export const BASES_PER_THEATER: Limit = { value: 3, provenance: 'confirmed', source: '8.2, A.4' };

/** Argos units that may stay in Sparta without a Delian base there (12.1). */
export const ARGOS_WITHOUT_DL_BASE: Limit = { value: 1, provenance: 'confirmed', source: '12.1, A.4' };

export function unitLimit(force: Force, kind: UnitKind): number {
  return UNIT_LIMITS[force][kind].value;
}
export function baseLimit(owner: BaseOwner): number {
  return BASE_LIMITS[owner].value;
}
