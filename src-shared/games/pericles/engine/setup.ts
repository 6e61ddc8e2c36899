// 3.3 Setup: a new game from a scenario, and a position builder for tests, the board and bots.
import {
  BASE_OWNERS, FACTIONS, FORCES, SIDES, sideOf, type Faction, type Side,
} from '../model/ids.js';
import type {
  CityStateState, FactionState, GameState, Phase, SeatKind, TheaterState,
} from '../model/state.js';
import { THEATERS } from '../data/board.js';
import { scenarioById } from '../data/scenarios/index.js';
import { ALL_PHASES, type ScenarioSetup, type TheaterSetup } from '../data/scenarios/types.js';
import { seedRng, shuffleInPlace } from '../../../kit/random.js';
import { athensHoldsGranary } from '../rules/victory.js';
import { ARISTOPHANES_IDS, shuffledPoliticalDeck, strategosSupply } from './decks.js';
import { advance } from './driver.js';
import { addHandicapHonor, checkHandicap, type EVERY_BOT } from './handicap.js';
import { TURN } from './turn.js';
import { EngineError } from './types.js';

export function emptyTheater(): TheaterState {
  const units = {} as TheaterState['units'];
  for (const f of FORCES) units[f] = { land: 0, naval: 0 };
  const bases = {} as TheaterState['bases'];
  for (const b of BASE_OWNERS) bases[b] = 0;
  return { units, bases, treachery: { athens: 0, sparta: 0 } };
}

function theaterFrom(spec: TheaterSetup | undefined): TheaterState {
  const t = emptyTheater();
  if (!spec) return t;
  for (const [force, counts] of Object.entries(spec.units ?? {})) {
    const u = t.units[force as keyof TheaterState['units']];
    u.land = counts?.land ?? 0;
    u.naval = counts?.naval ?? 0;
  }
  for (const [owner, n] of Object.entries(spec.bases ?? {})) t.bases[owner as keyof TheaterState['bases']] = n ?? 0;
  t.treachery.athens = spec.treachery?.athens ?? 0;
  t.treachery.sparta = spec.treachery?.sparta ?? 0;
  return t;
}

function emptyCityState(side: Side, dominant: Faction): CityStateState {
  return {
    dominant, favor: 0, track: [], removedIssues: [], stock: strategosSupply(side), council: 0,
    withheld: 0, withheldUntilTurn: 0, hostage: false,
    politicalDeck: [], discard: [], battleDeck: [], will: null, majorDefeatThisTurn: false,
  };
}

function emptyFaction(honor: number): FactionState {
  return { honor, strategos: 0, hand: [], entourage: [], brainTrustUsed: false, dealtSixThisTurn: false, markers: [] };
}

/** The scenario's switches, copied into the game so a save is self-contained. */
function scenarioRules(sc: ScenarioSetup): GameState['rules'] {
  const rules: GameState['rules'] = { ...sc.rules, phases: [...sc.rules.phases] };
  if (sc.playArea) rules.playArea = [...sc.playArea];
  if (sc.soloCity) rules.soloCity = sc.soloCity;
  if (sc.ravagesOfWar) rules.ravagesOfWar = { declarerHonorLoss: sc.ravagesOfWar.declarerHonorLoss };
  return rules;
}

/** Training vignettes: "issues and Strategos given" (theater markers and tokens held at the start). */
function grantTrainingComponents(g: GameState, sc: ScenarioSetup): void {
  for (const f of FACTIONS) {
    for (const grant of sc.markers?.[f] ?? []) {
      for (let i = 0; i < grant.count; i++) g.factions[f].markers.push({ id: `m${g.nextId++}`, owner: f, kind: grant.kind });
    }
    const n = sc.strategos?.[f] ?? 0;
    const side = g.sides[sideOf(f)];
    const given = Math.min(n, side.stock);
    side.stock -= given;
    g.factions[f].strategos += given;
  }
}

const ALL_HUMAN: Record<Faction, SeatKind> = { aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' };

/** The GameState a scenario describes, before the first segment runs. */
export function stateFromScenario(sc: ScenarioSetup, seed: string, seats: Partial<Record<Faction, SeatKind>> = {}): GameState {
  const theaters: Record<string, TheaterState> = {};
  for (const t of THEATERS) theaters[String(t.id)] = theaterFrom(sc.theaters[t.id]);
  const queues: Record<string, []> = { persia: [] };
  for (const t of THEATERS) queues[String(t.id)] = [];
  const lostForGood = {} as GameState['lostForGood'];
  for (const f of FORCES) lostForGood[f] = { land: 0, naval: 0 };
  const sides = {} as Record<Side, CityStateState>;
  for (const side of SIDES) {
    sides[side] = emptyCityState(side, sc.dominant[side]);
    sides[side].favor = sc.favor[side];
    sides[side].hostage = sc.hostages?.[side] ?? false;
  }
  const factions = {} as Record<Faction, FactionState>;
  for (const f of FACTIONS) factions[f] = emptyFaction(sc.honor[f]);
  const g: GameState = {
    format: 1,
    scenario: sc.id,
    seed,
    seats: { ...ALL_HUMAN, ...seats },
    rng: seedRng(seed),
    turn: sc.firstTurn,
    lastTurn: sc.lastTurn,
    war: sc.war,
    plague: sc.plague,
    plagueLossesPermanent: sc.plagueLossesPermanent,
    alcibiades: sc.alcibiades,
    stateShipAvailable: true,
    persianWar: sc.persianWar,
    persianBases: sc.persianBases,
    persiaOpen: false,
    lostForGood,
    theaters,
    sides,
    factions,
    aristophanesDeck: sc.aristophanes === 'all' ? [...ARISTOPHANES_IDS] : [...sc.aristophanes],
    aristophanesDiscard: [],
    currentAristophanes: null,
    queues,
    honorOrder: [...FACTIONS],
    athensGranaryAtTurnStart: true,
    rules: scenarioRules(sc),
    flow: { phase: 'aristophanes', segment: 'setup', pending: null, data: {} },
    log: [],
    result: null,
    nextId: 1,
  };
  grantTrainingComponents(g, sc);
  // 3.3: shuffle the three decks.
  shuffleInPlace(g.rng, g.aristophanesDeck);
  for (const side of SIDES) g.sides[side].politicalDeck = shuffledPoliticalDeck(g.rng, side);
  // 5.22: the undealt remainder of the deck is the Side's Battle deck. A vignette that skips the
  // Political Cards Phase deals no hand, so the whole shuffled deck is its Battle deck (9.42 (5)
  // then draws a card, as in any other game, instead of finding no deck at all).
  if (g.rules.phases.length > 0 && !g.rules.phases.includes('politicalCards')) {
    for (const side of SIDES) {
      g.sides[side].battleDeck = g.sides[side].politicalDeck;
      g.sides[side].politicalDeck = [];
    }
  }
  return g;
}

export interface NewGameOptions {
  scenario: string;
  seed: string | number;
  seats?: Partial<Record<Faction, SeatKind>>;
  /** Extra starting Honor for the bots against the humans (engine/handicap.ts); 0 or absent: none. */
  handicap?: number;
  /** Who gets it: absent, the rule (a new game); a replay passes what its game recorded (handicapForReplay). */
  handicapped?: readonly Faction[] | typeof EVERY_BOT;
}

/** Starts a game: scenario setup (3.3), then the turn sequence runs to the first decision. */
export function newGame(opts: NewGameOptions): GameState {
  const sc = scenarioById(opts.scenario);
  if (!sc) throw new EngineError('bad-setup', `Unknown scenario "${opts.scenario}"`);
  if (opts.handicap !== undefined) checkHandicap(opts.handicap);
  const g = stateFromScenario(sc, String(opts.seed), opts.seats);
  addHandicapHonor(g, opts.handicap ?? 0, opts.handicapped);
  g.athensGranaryAtTurnStart = athensHoldsGranary(g); // 11.13: the first turn begins on the scenario's map
  advance(g);
  return g;
}

/**
 * A position to build directly, without playing up to it (tests, the board, bots). It stands in
 * the middle of a turn, so 11.13's "Athens began this turn with a Granary base" stays true unless
 * `edit` says otherwise.
 */
export interface PositionSpec {
  seed?: string;
  /** The scenario setup it starts from (a scenario's, or the tests' own frozen base). */
  base: ScenarioSetup;
  theaters?: Record<number, TheaterSetup>;
  honor?: Partial<Record<Faction, number>>;
  strategos?: Partial<Record<Faction, number>>;
  hands?: Partial<Record<Faction, string[]>>;
  dominant?: Partial<Record<Side, Faction>>;
  war?: 'war' | 'peace';
  plague?: 'pre' | 'post';
  alcibiades?: 'athens' | 'persia';
  persianWar?: 'inProgress' | 'callias';
  turn?: number;
  phases?: Phase[];
  /** Enter this segment (its automatic work runs) and stop at its first decision. */
  at?: string;
  /** Last-minute edits for anything else. */
  edit?: (g: GameState) => void;
}

const EMPTY_BOARD_SETUP = (base: ScenarioSetup): ScenarioSetup => ({ ...base, theaters: {} });

/**
 * Builds a position: a scenario setup (`base`) with the given theaters replacing its map, then
 * overrides. With `at`, the driver enters that segment.
 */
export function buildPosition(spec: PositionSpec): GameState {
  const base = spec.base;
  const sc: ScenarioSetup = spec.theaters ? { ...EMPTY_BOARD_SETUP(base), theaters: spec.theaters } : base;
  const g = stateFromScenario(sc, spec.seed ?? 'position');
  if (spec.turn !== undefined) g.turn = spec.turn;
  if (spec.war) g.war = spec.war;
  if (spec.plague) g.plague = spec.plague;
  if (spec.alcibiades) g.alcibiades = spec.alcibiades;
  if (spec.persianWar) g.persianWar = spec.persianWar;
  if (spec.phases) g.rules.phases = [...spec.phases];
  for (const [f, h] of Object.entries(spec.honor ?? {})) g.factions[f as Faction].honor = h ?? 0;
  for (const [f, n] of Object.entries(spec.strategos ?? {})) {
    const faction = f as Faction;
    const side = faction === 'aristocrats' || faction === 'demagogues' ? 'athens' : 'sparta';
    g.sides[side].stock -= n ?? 0;
    g.factions[faction].strategos = n ?? 0;
  }
  for (const [f, cards] of Object.entries(spec.hands ?? {})) g.factions[f as Faction].hand = [...(cards ?? [])];
  for (const [side, f] of Object.entries(spec.dominant ?? {})) g.sides[side as Side].dominant = f as Faction;
  spec.edit?.(g);
  if (spec.at) {
    const i = TURN.findIndex((s) => s.id === spec.at);
    if (i < 0) throw new Error(`No segment "${spec.at}"`);
    const before = i === 0 ? TURN[TURN.length - 1] : TURN[i - 1];
    g.flow = { phase: before?.phase ?? 'aristophanes', segment: before?.id ?? 'setup', pending: null, data: {} };
    g.rules.phases = g.rules.phases.length ? g.rules.phases : [...ALL_PHASES];
    advance(g);
  }
  return g;
}
