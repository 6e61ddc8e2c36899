// Battle values and casualty tables as data (9.32, 9.42, 9.44, 9.45; RECONSTRUCTION.md §4–5).
// The printed tables are missing from both texts (Gaps G4–G6): each value says where it comes from.
import type { Force, UnitKind } from '../model/ids.js';
import type { Provenance } from './board.js';

export interface ValueFact {
  value: number;
  provenance: Provenance;
  source: string;
  note?: string;
}

/**
 * Military Value of one unit of a force, per kind (3.2, 9.32, 9.42). The same values serve the
 * movement strength test (9.32) and the Battle total (9.42). Zero where the force has no such unit.
 */
export const UNIT_MV: Readonly<Record<Force, Readonly<Record<UnitKind, ValueFact>>>> = {
  athens: {
    land: { value: 1, provenance: 'confirmed', source: '3.2, 9.32, 9.42' },
    naval: { value: 2, provenance: 'confirmed', source: '3.2, 9.32, 9.42', note: 'Athenian naval units have MV 2.' },
  },
  delian: {
    land: { value: 1, provenance: 'confirmed', source: '3.2, 9.32, 9.42' },
    naval: { value: 1, provenance: 'confirmed', source: '3.2, 9.32, 9.42' },
  },
  sparta: {
    land: { value: 2, provenance: 'confirmed', source: '3.2, 9.32, 9.42', note: 'Spartan land units have MV 2.' },
    naval: { value: 1, provenance: 'confirmed', source: '3.2, 9.32, 9.42' },
  },
  the300: {
    land: { value: 2, provenance: 'confirmed', source: '9.32, 9.42, 12.4', note: 'The 300 is a Spartan land unit (MV 2).' },
    naval: { value: 0, provenance: 'confirmed', source: '12.4', note: 'No naval side.' },
  },
  peloponnesian: {
    land: { value: 1, provenance: 'confirmed', source: '3.2, 9.32, 9.42' },
    naval: { value: 1, provenance: 'confirmed', source: '3.2, 9.32, 9.42' },
  },
  argos: {
    land: { value: 1, provenance: 'confirmed', source: '12.1', note: 'In every other respect a DL land unit (MV 1).' },
    naval: { value: 0, provenance: 'confirmed', source: '12.1', note: 'Argos has land units only.' },
  },
};

/** A base counts 2 as a land and 2 as a naval unit, for movement and Battle (3.2, 9.32, 9.42). */
export const BASE_MV: ValueFact = { value: 2, provenance: 'confirmed', source: '3.2, 9.32, 9.42' };

/** Each committed Strategos in the Battle total, State Ship and the 300's role included (9.42). */
export const STRATEGOS_MV: ValueFact = {
  value: 1, provenance: 'inferred', source: '9.42 [Gap G4]',
  note: 'Table value missing; 8.51 compares raw Strategos counts against MV, so 1 each.',
};

/** Strategos role of the 300 in any Battle in the theater it occupies (12.4, Q35). */
export const THE300_STRATEGOS: ValueFact = {
  value: 1, provenance: 'inferred', source: '12.4 [Interp Q35]',
  note: 'Counts beyond the commitment limit; +1 in any Battle, land or naval, in its theater.',
};

/** Each friendly Treachery marker in the theater (9.42, 9.8). */
export const TREACHERY_MV: ValueFact = {
  value: 1, provenance: 'reconstructed', source: '9.42 [Gap G4]',
  note: 'Table value missing; presumed 1 each.',
};

/** 9.44: one enemy base destroyed per this much leftover differential, rounded down. */
export const BASE_DESTRUCTION_DIFFERENTIAL: ValueFact = { value: 2, provenance: 'confirmed', source: '9.44' };

/** Honor values of 9.5, 9.46, 9.54. */
export type BattleHonorKey =
  | 'cincPerEliminated' | 'compatriotPerEliminated' | 'otherSidePerEliminated'
  | 'hostages' | 'loserPerOwnLoss' | 'majorDefeatThreshold';
export const BATTLE_HONOR: Readonly<Record<BattleHonorKey, ValueFact>> = {
  cincPerEliminated: { value: 2, provenance: 'confirmed', source: '9.51, 10.12 E' },
  compatriotPerEliminated: { value: 1, provenance: 'confirmed', source: '9.51, 10.12 F' },
  otherSidePerEliminated: { value: 1, provenance: 'confirmed', source: '9.52, 10.12 G' },
  hostages: { value: 5, provenance: 'confirmed', source: '9.51, 9.52, 10.12 E/G' },
  loserPerOwnLoss: { value: 1, provenance: 'confirmed', source: '9.53, 10.12 H [Disc D10]' },
  majorDefeatThreshold: { value: 5, provenance: 'confirmed', source: '9.54' },
};

/** "City-State" = Athenian or Spartan units, the 300 included; "League" = Delian, Peloponnesian, Argos (3.2, 12.1). */
export type UnitClass = 'cityState' | 'league';

/** 9.44 Loser Casualty Table row: for each `per` winning units present, eliminate `eliminate` losing units of `loserClass`. */
export interface LoserCasualtyRow {
  id: string;
  battle: UnitKind;
  /** Winning units of the Battle's kind present (any class), counted as pieces. */
  per: number;
  eliminate: number;
  loserClass: UnitClass;
  provenance: Provenance;
  source: string;
}

/** 9.45 Winner Casualty Table row: for each `per` losing units of `loserClass` eliminated, eliminate `eliminate` winning units of `winnerClass`. */
export interface WinnerCasualtyRow {
  id: string;
  battle: UnitKind;
  per: number;
  loserClass: UnitClass;
  eliminate: number;
  winnerClass: UnitClass;
  provenance: Provenance;
  source: string;
}

const LOSER_SRC = '9.44 [Gap G5]; RECONSTRUCTION §5';
const WINNER_SRC = '9.45 [Gap G6]; RECONSTRUCTION §5 (land costs the winner little, naval more: 9.45 note)';

export const LOSER_CASUALTY_TABLE: readonly LoserCasualtyRow[] = [
  { id: 'L-land-cs', battle: 'land', per: 2, eliminate: 1, loserClass: 'cityState', provenance: 'reconstructed', source: LOSER_SRC },
  { id: 'L-land-lg', battle: 'land', per: 1, eliminate: 1, loserClass: 'league', provenance: 'reconstructed', source: LOSER_SRC },
  { id: 'L-naval-cs', battle: 'naval', per: 2, eliminate: 1, loserClass: 'cityState', provenance: 'reconstructed', source: LOSER_SRC },
  { id: 'L-naval-lg', battle: 'naval', per: 1, eliminate: 1, loserClass: 'league', provenance: 'reconstructed', source: LOSER_SRC },
];

export const WINNER_CASUALTY_TABLE: readonly WinnerCasualtyRow[] = [
  { id: 'W-land-cs-cs', battle: 'land', per: 3, loserClass: 'cityState', eliminate: 1, winnerClass: 'cityState', provenance: 'reconstructed', source: WINNER_SRC },
  { id: 'W-land-cs-lg', battle: 'land', per: 2, loserClass: 'cityState', eliminate: 1, winnerClass: 'league', provenance: 'reconstructed', source: WINNER_SRC },
  { id: 'W-land-lg-cs', battle: 'land', per: 4, loserClass: 'league', eliminate: 1, winnerClass: 'cityState', provenance: 'reconstructed', source: WINNER_SRC },
  { id: 'W-land-lg-lg', battle: 'land', per: 3, loserClass: 'league', eliminate: 1, winnerClass: 'league', provenance: 'reconstructed', source: WINNER_SRC },
  { id: 'W-naval-cs-cs', battle: 'naval', per: 2, loserClass: 'cityState', eliminate: 1, winnerClass: 'cityState', provenance: 'reconstructed', source: WINNER_SRC },
  { id: 'W-naval-cs-lg', battle: 'naval', per: 1, loserClass: 'cityState', eliminate: 1, winnerClass: 'league', provenance: 'reconstructed', source: WINNER_SRC },
  { id: 'W-naval-lg-cs', battle: 'naval', per: 3, loserClass: 'league', eliminate: 1, winnerClass: 'cityState', provenance: 'reconstructed', source: WINNER_SRC },
  { id: 'W-naval-lg-lg', battle: 'naval', per: 2, loserClass: 'league', eliminate: 1, winnerClass: 'league', provenance: 'reconstructed', source: WINNER_SRC },
];
