// Perikles' six cities and the Persians as data (../../../../../shared/data/PERIKLES.md §2, §3, §5).
// Provenance per fact: `rulebook` (seed 002, EN line), `implementation` (the public BGA
// implementation's facts, as PERIKLES.md cites them) or `inferred`. Rules code reads these tables;
// a physical set that differs is corrected here alone.

export const CITY_IDS = ['athens', 'sparta', 'argos', 'corinth', 'thebes', 'megara'] as const;
export type CityId = (typeof CITY_IDS)[number];
/** Whose counters: a city's, or the Persians' (rulebook [Pers] EN:342). */
export type ForceId = CityId | 'persia';

export type UnitKind = 'hoplite' | 'trireme';
/** `strength × count` groups of a side's counters. */
export type CounterMix = readonly { strength: number; count: number }[];

export interface CityData {
  id: CityId;
  /** Display colour (implementation css:49–54; O1 working reading). */
  colour: string;
  /**
   * Victory-point squares under the city, highest first: a statue scores the highest uncovered
   * one, a defeat covers the highest (rulebook [P6] EN:301, [End] EN:406).
   */
  squares: readonly number[];
  hoplites: CounterMix;
  triremes: CounterMix;
  /** Influence tiles of this colour: 2-shard, Candidate (1 shard), Assassin (1 shard) (§5). */
  influence: { twoShard: number; candidate: number; assassin: number };
  source: string;
}

const mix = (...counts: number[]): CounterMix => counts.map((count, i) => ({ strength: i + 1, count })).filter((g) => g.count > 0);

export const CITIES: Readonly<Record<CityId, CityData>> = {
  athens: {
    id: 'athens', colour: '#83CBFA', squares: [5, 5, 3, 1], hoplites: mix(2, 2, 2), triremes: mix(2, 2, 2, 2),
    influence: { twoShard: 3, candidate: 2, assassin: 1 },
    source: 'implementation Cities:25-28, view:108-111, game:301 (squares 5,5,3,1: O3, check on a physical board)',
  },
  sparta: {
    id: 'sparta', colour: '#F3BE7A', squares: [5, 4, 3, 2], hoplites: mix(2, 3, 3, 2), triremes: mix(1, 2, 1),
    influence: { twoShard: 3, candidate: 2, assassin: 1 },
    source: 'implementation Cities:31-34, view:147-150, game:301',
  },
  argos: {
    id: 'argos', colour: '#A9D035', squares: [6, 3], hoplites: mix(2, 2, 2), triremes: mix(1, 1, 1),
    influence: { twoShard: 2, candidate: 2, assassin: 1 },
    source: 'implementation Cities:37-40, view:95-98, game:301',
  },
  corinth: {
    id: 'corinth', colour: '#B95AB4', squares: [9, 7, 5, 3], hoplites: mix(1, 3, 1), triremes: mix(2, 2, 1),
    influence: { twoShard: 2, candidate: 2, assassin: 1 },
    source: 'implementation Cities:43-46, view:121-124, game:301; rulebook [P6] EN:305 (9 then 7), [End] EN:410 (5)',
  },
  thebes: {
    id: 'thebes', colour: '#F8F654', squares: [7, 5, 3], hoplites: mix(2, 3, 2), triremes: mix(1, 1),
    influence: { twoShard: 2, candidate: 2, assassin: 1 },
    source: 'implementation Cities:49-52, view:160-163, game:301',
  },
  megara: {
    id: 'megara', colour: '#FF633A', squares: [6, 3], hoplites: mix(1, 1), triremes: mix(1, 1, 1),
    influence: { twoShard: 2, candidate: 1, assassin: 1 },
    source: 'implementation Cities:55-58, view:134-137, game:301',
  },
};

/** The Persian forces on the Persian shield: never lost (rulebook [Pers] EN:342). */
export const PERSIA = {
  colour: '#C9C5C4',
  hoplites: mix(0, 2, 4),
  triremes: mix(0, 2, 2),
  source: 'implementation Cities:13 (mix), css:55 (colour); rulebook [Setup] EN:116, [Pers] EN:342',
} as const;

/** The brown "Any City" Influence tiles: 1 shard, no symbol (rulebook [P2] EN:168, EN:186). */
export const ANY_CITY_TILES = { count: 5, shards: 1, colour: '#9A5200', source: 'implementation game:303, 529-531; rulebook [P2] EN:186 (brown)' } as const;

/** Shards per tile kind: a 2-shard tile has no symbol; symbol tiles and Any City tiles have 1 (O4). */
export const SHARDS = { twoShard: 2, candidate: 1, assassin: 1, any: 1, source: 'implementation game:525-544; O4 working reading' } as const;
