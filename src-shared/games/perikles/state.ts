// Perikles' game state: plain JSON, the seeded PRNG inside it (rules/random.ts, as Pericles), so a
// seed and a list of decisions give the same game. Static facts stay in data/; the state keeps
// only what changes.
import type { seedRng } from '../../kit/random.js';
import type { SeatKind } from '../contract.js';
import {
  ANY_CITY_TILES, CITIES, CITY_IDS, PERSIA, SHARDS,
  type CityId, type CounterMix, type ForceId, type Seat, type SpecialId, type UnitKind,
} from './data/index.js';

/** The seeded generator's state (kit/random.ts), as it is saved with the game. */
type RngState = ReturnType<typeof seedRng>;

export type { Seat };
/** Who commands a side of a Location: a seat, or the Persians (every seat that leads no city, [Pers] EN:342). */
export type Commander = Seat | 'persians';
export type Side = 'attack' | 'defend';

export const PHASES = ['setup', 'influence', 'candidates', 'elections', 'commit', 'battles', 'endOfTurn', 'over'] as const;
export type Phase = (typeof PHASES)[number];

// --- static components built from the data ---------------------------------------------------

export interface Counter { id: string; force: ForceId; kind: UnitKind; strength: number }

function countersOf(force: ForceId, kind: UnitKind, mix: CounterMix): Counter[] {
  const out: Counter[] = [];
  for (const g of mix) for (let i = 0; i < g.count; i++) out.push({ id: `${force}-${kind[0]}${g.strength}-${i}`, force, kind, strength: g.strength });
  return out;
}

/** Every military counter (PERIKLES.md §2c, §3; D1: the implementation's 71). */
export const COUNTERS: readonly Counter[] = [
  ...CITY_IDS.flatMap((c) => [...countersOf(c, 'hoplite', CITIES[c].hoplites), ...countersOf(c, 'trireme', CITIES[c].triremes)]),
  ...countersOf('persia', 'hoplite', PERSIA.hoplites), ...countersOf('persia', 'trireme', PERSIA.triremes),
];
export const COUNTER_BY_ID: Readonly<Record<string, Counter>> = Object.fromEntries(COUNTERS.map((c) => [c.id, c]));

export type TileSymbol = 'candidate' | 'assassin' | null;
export interface InfluenceTile { id: string; colour: CityId | 'any'; shards: number; symbol: TileSymbol }

/** The 36 Influence tiles (PERIKLES.md §5). */
export const INFLUENCE_TILES: readonly InfluenceTile[] = [
  ...CITY_IDS.flatMap((c) => {
    const n = CITIES[c].influence;
    const tiles: InfluenceTile[] = [];
    for (let i = 0; i < n.twoShard; i++) tiles.push({ id: `${c}-2-${i}`, colour: c, shards: SHARDS.twoShard, symbol: null });
    for (let i = 0; i < n.candidate; i++) tiles.push({ id: `${c}-c-${i}`, colour: c, shards: SHARDS.candidate, symbol: 'candidate' });
    for (let i = 0; i < n.assassin; i++) tiles.push({ id: `${c}-a-${i}`, colour: c, shards: SHARDS.assassin, symbol: 'assassin' });
    return tiles;
  }),
  ...Array.from({ length: ANY_CITY_TILES.count }, (_, i): InfluenceTile => ({ id: `any-${i}`, colour: 'any', shards: ANY_CITY_TILES.shards, symbol: null })),
];
export const INFLUENCE_BY_ID: Readonly<Record<string, InfluenceTile>> = Object.fromEntries(INFLUENCE_TILES.map((t) => [t.id, t]));

// --- the changing state ----------------------------------------------------------------------

export type UnitPlace =
  | { at: 'home' }
  | { at: 'dead' }
  /** Slave Revolt: back in Sparta, out of play until the next turn ([Spec] EN:392). */
  | { at: 'revolt' }
  | { at: 'location'; slot: number; side: Side; by: Commander };

export interface CityState {
  /** Cubes in the temple (not on the candidate spaces), per seat. */
  cubes: Record<Seat, number>;
  /** The α and β candidate spaces ([P3] EN:194). */
  candidates: [Seat | null, Seat | null];
  leader: Seat | null;
  defeats: number;
  statues: Record<Seat, number>;
}

export interface PlayerState {
  special: SpecialId | null;
  specialUsed: boolean;
  /** Influence tiles taken this turn and not yet used to commit forces ([P2] EN:184; [P5] EN:243). */
  tiles: string[];
  /** Colours taken this turn ([P2] EN:186). */
  colours: (CityId | 'any')[];
  /** Location tiles won: their VP score at the end ([End] EN:405; Persians: [Pers] EN:344). */
  won: string[];
}

export interface LocationSlot {
  tile: string;
  attacker: Commander | null;
  defender: Commander | null;
  /** The counters were revealed when its battle began ([P6] EN:281). */
  revealed: boolean;
  /** What became of the tile: kept by a player, or set aside. */
  outcome: null | { winner: Commander | null; setAside: boolean };
}

/** The open decision and what the rule asking it needs to remember. */
export type Decision =
  | { kind: 'setup.place'; seat: Seat }
  | { kind: 'influence.take'; seat: Seat }
  | { kind: 'influence.anyCity'; seat: Seat }
  | { kind: 'influence.candidate'; seat: Seat }
  | { kind: 'influence.assassin'; seat: Seat }
  | { kind: 'influence.after'; seat: Seat }
  | { kind: 'special.alkibiades'; seat: Seat; to: CityId | null; moved: number; resume: 'take' | 'after' }
  | { kind: 'candidates.propose'; seat: Seat }
  | { kind: 'commit.firstPlayer'; seat: Seat }
  | { kind: 'commit.recover'; seat: Seat; city: CityId }
  | { kind: 'commit.send'; seat: Seat; sent: number; cubeCity: CityId | null; extra: number; refused: number[] }
  | { kind: 'commit.permission'; seat: Seat; asker: Seat; send: SendAction }
  | { kind: 'battle.special'; seat: Seat }
  /** A lost round's casualty among allied cities' counters alike in value: the side's main player chooses whose (DE:680). */
  | { kind: 'battle.casualty'; seat: Seat; slot: number; side: Side; unit: UnitKind };

export type DecisionKind = Decision['kind'];

export interface SendAction {
  type: 'send';
  force: ForceId;
  kind: UnitKind;
  strength: number;
  slot: number;
  side: Side;
  [field: string]: unknown;
}

export interface BattleState {
  slot: number;
  round: number;
  /** Tokens each side holds now ([P6] EN:279, EN:299). */
  tokens: Record<Side, number>;
  /** Seats asked about Special tiles before this round, and tiles played on it. */
  asked: Seat[];
  played: SpecialId[];
  /** Winner of each round so far (null: not fought). */
  winners: (Side | null)[];
}

export interface LogEntry { turn: number; rule: string; text: string; [field: string]: unknown }

export interface PeriklesState {
  game: 'perikles';
  format: 1;
  scenario: string;
  seed: string;
  rng: RngState;
  seats: Seat[];
  /** Who plays each seat now, and who did at setup (a replay starts from the latter). */
  kinds: Record<Seat, SeatKind>;
  setupKinds: Record<Seat, SeatKind>;
  turn: number;
  phase: Phase;
  firstPlayer: Seat;
  /** The most recent leader of Athens: first player of turns 2 and 3 ([P2] EN:166; O13). */
  lastAthensLeader: Seat | null;
  /** Phase-local counters: setup placements and Influence tiles taken so far this phase. */
  step: number;
  cities: Record<CityId, CityState>;
  players: Record<Seat, PlayerState>;
  /** Face-up Influence display (10 boxes) and the face-down pile ([Setup] EN:120). */
  display: (string | null)[];
  influencePile: string[];
  locationPile: string[];
  slots: LocationSlot[];
  setAside: string[];
  /** The Special tiles not dealt: back in the box unseen ([Setup] EN:124). */
  specialsInBox: SpecialId[];
  units: Record<string, UnitPlace>;
  /** Relations between forces this turn, as sorted pairs "a|b" (D8 working reading). */
  war: string[];
  allied: string[];
  /**
   * Commit phase: its first player, the tiles' order class (2 shards, then 1), the last seat to use
   * a tile, the recoveries still to choose, and a commit turn paused for a leader's permission.
   */
  commit: {
    first: Seat | null; shards: number; last: Seat | null;
    recoverQueue: { seat: Seat; city: CityId }[];
    paused: Extract<Decision, { kind: 'commit.send' }> | null;
  } | null;
  battle: BattleState | null;
  decision: Decision | null;
  log: LogEntry[];
}

export const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

// --- reading where the counters are ----------------------------------------------------------

/** Each counter's position in COUNTERS. */
const COUNTER_INDEX: ReadonlyMap<string, number> = new Map(COUNTERS.map((c, i) => [c.id, i]));
/** The counters' ids as a record's keys (interned: comparing one with a state's key is one pointer check). */
const UNIT_KEYS: readonly string[] = Object.keys(Object.fromEntries(COUNTERS.map((c) => [c.id, 0])));
const COUNTERS_IN_ORDER: readonly number[] = COUNTERS.map((_, i) => i);

/**
 * Where every counter is, read at once: `places[i]` is COUNTERS[i]'s place, and `order` lists the
 * counters in the order of `g.units`' keys (the order a look over the board meets them). One
 * Object.values of the record is many times quicker than a look-up by id per counter; a game the
 * engine made keeps its counters in COUNTERS' order (setup writes them so, nothing adds or removes one).
 */
export interface Placement { places: readonly UnitPlace[]; order: readonly number[] }

export function placementOf(g: PeriklesState): Placement {
  const keys = Object.keys(g.units);
  const values = Object.values(g.units);
  let standard = keys.length === UNIT_KEYS.length;
  for (let i = 0; standard && i < keys.length; i++) standard = keys[i] === UNIT_KEYS[i];
  if (standard) return { places: values, order: COUNTERS_IN_ORDER };
  // Another order (a sampled world, a hand-made state): each counter found by its id.
  const places: UnitPlace[] = new Array<UnitPlace>(COUNTERS.length);
  const order: number[] = [];
  for (let k = 0; k < keys.length; k++) {
    const i = COUNTER_INDEX.get(keys[k]!);
    if (i === undefined) continue;
    places[i] = values[k]!;
    order.push(i);
  }
  return { places, order };
}

// --- copying a state -------------------------------------------------------------------------

const cloneCity = (c: CityState): CityState => ({ cubes: { ...c.cubes }, candidates: [c.candidates[0], c.candidates[1]], leader: c.leader, defeats: c.defeats, statues: { ...c.statues } });

/**
 * A copy of a game for `apply` and the search bot, field by field (several times quicker than a
 * generic deep copy; a field added to the state must be added here, which the types enforce).
 * Shared, because nothing changes them once written: the log's entries (a fresh array of them)
 * and each counter's place (a move writes a new one). The small open-shaped parts (the decision,
 * the commit and battle bookkeeping) are copied by their shapes, too.
 */
export function cloneCities(cities: Record<CityId, CityState>): Record<CityId, CityState> {
  const out = {} as Record<CityId, CityState>;
  for (const id in cities) out[id as CityId] = cloneCity(cities[id as CityId]);
  return out;
}

/** A decision's copy: its fields are values, but for commit.send's refused Locations and the send a permission asks about. */
function cloneDecision(d: Decision): Decision {
  const c = { ...d };
  if (c.kind === 'commit.send') c.refused = [...c.refused];
  else if (c.kind === 'commit.permission') c.send = { ...c.send };
  return c;
}

function cloneCommit(c: NonNullable<PeriklesState['commit']>): PeriklesState['commit'] {
  return {
    first: c.first, shards: c.shards, last: c.last,
    recoverQueue: c.recoverQueue.map((r) => ({ ...r })),
    paused: c.paused && (cloneDecision(c.paused) as NonNullable<typeof c.paused>),
  };
}

function cloneBattle(b: BattleState): BattleState {
  return { slot: b.slot, round: b.round, tokens: { ...b.tokens }, asked: [...b.asked], played: [...b.played], winners: [...b.winners] };
}

export function cloneState(g: PeriklesState): PeriklesState {
  const players = {} as Record<Seat, PlayerState>;
  for (const s in g.players) {
    const p = g.players[s as Seat];
    players[s as Seat] = { special: p.special, specialUsed: p.specialUsed, tiles: [...p.tiles], colours: [...p.colours], won: [...p.won] };
  }
  // Field by field, not `{ ...g, … }`: V8 builds a spread-then-override literal many times slower.
  return {
    game: g.game, format: g.format, scenario: g.scenario, seed: g.seed,
    rng: [...g.rng] as RngState, seats: [...g.seats], kinds: { ...g.kinds }, setupKinds: { ...g.setupKinds },
    turn: g.turn, phase: g.phase, firstPlayer: g.firstPlayer, lastAthensLeader: g.lastAthensLeader, step: g.step,
    cities: cloneCities(g.cities), players,
    display: [...g.display], influencePile: [...g.influencePile], locationPile: [...g.locationPile],
    slots: g.slots.map((s) => ({ tile: s.tile, attacker: s.attacker, defender: s.defender, revealed: s.revealed, outcome: s.outcome && { winner: s.outcome.winner, setAside: s.outcome.setAside } })),
    setAside: [...g.setAside], specialsInBox: [...g.specialsInBox],
    units: { ...g.units },
    war: [...g.war], allied: [...g.allied],
    commit: g.commit && cloneCommit(g.commit), battle: g.battle && cloneBattle(g.battle), decision: g.decision && cloneDecision(g.decision),
    log: g.log.slice(),
  };
}
