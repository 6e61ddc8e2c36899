// Perikles' numbers that are not components: setup, turn, table and battle figures
// (PERIKLES.md §7, §8), each with its provenance.

/** Seats are colour families (rulebook [Setup] EN:112; colours: implementation gameinfos:104, O1). */
export const SEAT_COLOURS = [
  { id: 'red', hex: '#E53738' },
  { id: 'green', hex: '#37BC4C' },
  { id: 'black', hex: '#39364F' },
  { id: 'orange', hex: '#E5A137' },
  { id: 'white', hex: '#FFFFFF' },
] as const;
export type Seat = (typeof SEAT_COLOURS)[number]['id'];
export const SEATS: readonly Seat[] = SEAT_COLOURS.map((c) => c.id);

export const SETUP = {
  players: { min: 3, max: 5, source: 'rulebook [Ovw] EN:80' },
  /** Influence tiles each player takes per turn, by player count ([Ovw] EN:82; [P2] EN:184). */
  tilesPerPlayer: { 3: 5, 4: 5, 5: 4 } as Readonly<Record<number, number>>,
  display: { influence: 10, source: 'rulebook [Setup] EN:120' },
  locationsPerTurn: { count: 7, source: 'rulebook [Setup] EN:128; [P1] EN:158' },
  startingCubesPerCity: { count: 2, source: 'rulebook [Setup] EN:132' },
  freePlacements: { count: 2, source: 'rulebook [Setup] EN:132 (one cube, clockwise, done twice)' },
  cubeSupply: { count: 30, source: 'inferred (150 / 5, EN:102); O7: no more cubes once 30 are on the board' },
  turns: { count: 3, source: 'rulebook [P7] EN:338; [End] EN:402' },
} as const;

/** Rulebook [P6] EN:279-307. */
export const BATTLE = {
  dicePerSide: 2,
  dieFaces: 6,
  tokensToWin: 2,
  /** Units a player sends per Influence tile, and per cube spent ([P5] EN:245, EN:261). */
  unitsPerTile: 2,
  unitsPerCube: 2,
  /** Cubes the main defender places when nobody attacks ([P6] EN:307; [Pers] EN:344). */
  unattackedCubes: 2,
  /** Athens or Sparta with this many defeats ends the game at the end of the turn ([P7] EN:338). */
  knockoutDefeats: 4,
  knockoutCities: ['athens', 'sparta'] as const,
  /** Special tiles that double counters ([Spec] EN:360, EN:378). */
  doubling: 2,
  source: 'rulebook [P6] EN:279-307; [P7] EN:338; [Spec] EN:360-380',
} as const;

/** Rulebook [CRT] EN:315-318 (identical in DE:700-703, FR:1083-1086, IT:313-316). */
export const COMBAT_TABLE = [
  { column: '1:2', attacker: 10, defender: 5 },
  { column: '-2', attacker: 9, defender: 6 },
  { column: '1:1', attacker: 8, defender: 7 },
  { column: '+2', attacker: 7, defender: 8 },
  { column: '2:1', attacker: 6, defender: 9 },
  { column: '3:1', attacker: 5, defender: 10 },
] as const;
export type CombatColumn = (typeof COMBAT_TABLE)[number]['column'];

/**
 * When a column "fits" (PERIKLES.md §7a working reading, inferred from the rulebook's examples
 * [CRT] EN:320-322, DE:707, [Ex] EN:326-328): ratio columns by multiples, difference columns by 2 points.
 */
export const COLUMN_FITS = {
  attackerBest: [
    { column: '3:1', ratio: 3 }, { column: '2:1', ratio: 2 }, { column: '+2', difference: 2 },
  ],
  defenderBest: [
    { column: '1:2', ratio: 2 }, { column: '-2', difference: 2 },
  ],
  even: '1:1',
  source: 'inferred from rulebook [CRT] EN:313-322, DE:707, [Ex] EN:326-328',
} as const;
