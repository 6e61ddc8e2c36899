// STARTING THE GAME ([Setup] EN:110-140) and Phase 1 Location and Influence Tiles ([P1] EN:156-158).
import { nextInt, seedRng, shuffleInPlace } from '../../kit/random.js';
import { EngineError } from '../../kit/errors.js';
import type { SeatKind } from '../contract.js';
import { CITY_IDS, LOCATIONS, SEATS, SETUP, SPECIAL_IDS, type Seat, type SpecialId } from './data/index.js';
import { COUNTERS, INFLUENCE_TILES, type CityState, type PeriklesState, type PlayerState, type UnitPlace } from './state.js';
import { log } from './board.js';

export const SCENARIO = 'standard';

export interface PeriklesSetup {
  seed: string;
  /** One entry per seat, in table order (3-5 colour families). */
  seats: Partial<Record<Seat, SeatKind>>;
  scenario?: string;
}

/** The seats of a game of `players` (the first colour families). */
export function seatsFor(players: number): Seat[] {
  if (!Number.isInteger(players) || players < SETUP.players.min || players > SETUP.players.max) {
    throw new EngineError('bad-setup', `Perikles is for ${SETUP.players.min} to ${SETUP.players.max} players, not ${players}.`);
  }
  return SEATS.slice(0, players);
}

const perSeat = <T>(seats: Seat[], f: () => T): Record<Seat, T> => Object.fromEntries(seats.map((s) => [s, f()])) as Record<Seat, T>;

/**
 * A new game at its first decision: Influence display, one Special tile each, seven Location tiles,
 * the first player by dice, two cubes per city each; then the two free cubes ([Setup] EN:132).
 */
export function setupGame(setup: PeriklesSetup): PeriklesState {
  const scenario = setup.scenario ?? SCENARIO;
  if (scenario !== SCENARIO) throw new EngineError('bad-setup', `Unknown scenario "${scenario}"`);
  if (typeof setup.seed !== 'string') throw new EngineError('bad-setup', 'A game needs a seed.');
  const given = Object.keys(setup.seats ?? {});
  const seats = seatsFor(given.length);
  for (const s of given) if (!seats.includes(s as Seat)) throw new EngineError('bad-setup', `Seat "${s}" is not one of ${seats.join(', ')}.`);
  const kinds = {} as Record<Seat, SeatKind>;
  for (const s of seats) kinds[s] = setup.seats[s]!;

  const rng = seedRng(`perikles:${setup.seed}`);
  const influencePile = shuffleInPlace(rng, INFLUENCE_TILES.map((t) => t.id));
  const display = influencePile.splice(0, SETUP.display.influence);
  const specials = shuffleInPlace(rng, [...SPECIAL_IDS]);
  const dealt = specials.splice(0, seats.length);
  const locationPile = shuffleInPlace(rng, LOCATIONS.map((l) => l.id));
  const slots = locationPile.splice(0, SETUP.locationsPerTurn.count)
    .map((tile) => ({ tile, attacker: null, defender: null, revealed: false, outcome: null }));
  const firstPlayer = seats[nextInt(rng, seats.length)]!;

  const cities = Object.fromEntries(CITY_IDS.map((c): [string, CityState] => [c, {
    cubes: perSeat(seats, () => SETUP.startingCubesPerCity.count),
    candidates: [null, null], leader: null, defeats: 0, statues: perSeat(seats, () => 0),
  }])) as PeriklesState['cities'];
  const players = Object.fromEntries(seats.map((s, i): [Seat, PlayerState] => [s, {
    special: dealt[i] as SpecialId, specialUsed: false, tiles: [], colours: [], won: [],
  }])) as Record<Seat, PlayerState>;
  const units = Object.fromEntries(COUNTERS.map((c): [string, UnitPlace] => [c.id, { at: 'home' }]));

  const g: PeriklesState = {
    game: 'perikles', format: 1, scenario, seed: setup.seed, rng, seats, kinds, setupKinds: { ...kinds },
    turn: 1, phase: 'setup', firstPlayer, lastAthensLeader: null, step: 0,
    cities, players, display, influencePile, locationPile, slots, setAside: [],
    specialsInBox: specials, units, war: [], allied: [], commit: null, battle: null, decision: null, log: [],
  };
  log(g, 'Starting the game', 'setup.firstPlayer', { seat: firstPlayer });
  return g;
}

/** Phase 1 Location and Influence Tiles (turns 2 and 3): seven new Locations; all 36 Influence tiles reshuffled, ten shown. */
export function drawTiles(g: PeriklesState): void {
  g.slots = g.locationPile.splice(0, SETUP.locationsPerTurn.count)
    .map((tile) => ({ tile, attacker: null, defender: null, revealed: false, outcome: null }));
  g.influencePile = shuffleInPlace(g.rng, INFLUENCE_TILES.map((t) => t.id));
  g.display = g.influencePile.splice(0, SETUP.display.influence);
  log(g, 'Phase 1 Location and Influence Tiles', 'tiles.drawn');
}
