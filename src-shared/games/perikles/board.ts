// Small questions about the board that several phases ask: seat order, cubes, leaders, commanders.
import { SETUP, CITY_IDS, type CityId, type ForceId } from './data/index.js';
import type { Commander, LogEntry, PeriklesState, Seat, Side } from './state.js';

/** The seat `k` places clockwise after `seat` (seats are listed in table order). */
export function seatAfter(g: PeriklesState, seat: Seat, k = 1): Seat {
  const i = g.seats.indexOf(seat);
  return g.seats[(i + k) % g.seats.length]!;
}

/** Seats clockwise, starting with `from`. */
export function clockwiseFrom(g: PeriklesState, from: Seat): Seat[] {
  return g.seats.map((_, k) => seatAfter(g, from, k));
}

/** Cubes of `seat` in a city: the temple and a candidate space ([P4] EN:207 counts both). */
export function cubesInCity(g: PeriklesState, city: CityId, seat: Seat): number {
  const c = g.cities[city];
  return c.cubes[seat] + c.candidates.filter((s) => s === seat).length;
}

/** Cubes of `seat` on the whole board (O7: at most the supply). */
export function cubesOnBoard(g: PeriklesState, seat: Seat): number {
  let n = 0;
  for (const city of CITY_IDS) n += cubesInCity(g, city, seat);
  return n;
}

/** Places up to `n` of `seat`'s cubes in a city's temple; a player out of cubes places no more (O7). */
export function placeCubes(g: PeriklesState, seat: Seat, city: CityId, n: number): number {
  const placed = Math.max(0, Math.min(n, SETUP.cubeSupply.count - cubesOnBoard(g, seat)));
  g.cities[city].cubes[seat] += placed;
  return placed;
}

export const ledCities = (g: PeriklesState, seat: Seat): CityId[] => CITY_IDS.filter((c) => g.cities[c].leader === seat);

/** A seat that leads no city commands the Persians ([P5] EN:239; [Pers] EN:342). */
export const commanderOf = (g: PeriklesState, seat: Seat): Commander => (ledCities(g, seat).length > 0 ? seat : 'persians');

export const persianSeats = (g: PeriklesState): Seat[] => g.seats.filter((s) => ledCities(g, s).length === 0);

/** The forces a seat sends in the commit phase: its cities' ([P5] EN:237), or the Persians'. */
export function forcesOf(g: PeriklesState, seat: Seat): ForceId[] {
  const led = ledCities(g, seat);
  return led.length > 0 ? led : ['persia'];
}

/** The seats a commander stands for (the Persians: every seat leading no city). */
export const seatsOfCommander = (g: PeriklesState, c: Commander): Seat[] => (c === 'persians' ? persianSeats(g) : [c]);

export const otherSide = (side: Side): Side => (side === 'attack' ? 'defend' : 'attack');

/**
 * The log's messages (#33 "the log in keys"): an entry carries its message's key (`msg`), which
 * the page words in the reader's language (src-renderer/games/perikles/i18n/*.log.ts), and the
 * English sentence sims, tests and the bots' views read (`text`); its facts are its other fields.
 * Every fact is public: a hidden Special tile, draw or counter strength is never logged (view.ts).
 */
export const LOG_TEXT = {
  'setup.firstPlayer': 'first player by dice',
  'setup.freeCube': 'free cube placed',
  'tiles.drawn': 'new tiles drawn',
  'influence.take': 'tile taken',
  'influence.assassin': 'cube removed',
  'candidates.propose': 'candidate proposed',
  'elections.noLeader': 'no candidate: no leader',
  'elections.elected': 'leader elected',
  'commit.firstPlayer': 'first player chosen',
  'commit.recover': 'counter recovered',
  'commit.send': 'counter sent',
  'commit.cubeSpent': 'cube spent',
  'commit.permit': 'permission given',
  'commit.refuse': 'permission refused',
  'special.played': 'special tile played',
  'special.alkibiadesMove': 'cube moved',
  'battle.round': 'round rolled',
  'battle.roundOutright': 'round won outright: only one side has forces of the type',
  'battle.casualty': 'casualty',
  'battle.attackerWins': 'attacker takes the tile; the city suffers a defeat',
  'battle.defenderWins': 'defender keeps the tile',
  'battle.unattacked': 'not attacked: the defender places two cubes',
  'battle.setAsideEmpty': 'no forces: set aside (O9)',
  'battle.setAsideHeld': 'intrinsic defenders hold: set aside (O11)',
  'battle.setAsideUnfought': 'the deciding round was not fought: set aside (O10)',
  'endOfTurn.statues': 'leaders become statues',
  'end.scores': 'final scores',
} as const;
export type LogMsg = keyof typeof LOG_TEXT;

/** Facts the entries gained with their keys (#33): a save made before them replays without them (module.ts sameLogEntry). */
export const LOG_FIELDS_ADDED = ['msg', 'location', 'city'] as const;

/**
 * Facts an entry no longer carries, by its message (#33): a round's Location was noted twice, as
 * `location` and `tile`; `location` stays. A save that holds the dropped one still replays (module.ts).
 */
export const LOG_FIELDS_DROPPED: Readonly<Partial<Record<LogMsg, readonly string[]>>> = {
  'battle.round': ['tile'],
  'battle.roundOutright': ['tile'],
};

/** The key of an entry's message, also of one saved before entries carried keys (by its English sentence). */
export function logMsgOf(e: { msg?: unknown; text?: unknown }): LogMsg | null {
  if (typeof e.msg === 'string' && e.msg in LOG_TEXT) return e.msg as LogMsg;
  const found = (Object.keys(LOG_TEXT) as LogMsg[]).find((k) => LOG_TEXT[k] === e.text);
  return found ?? null;
}

/** Logs message `msg` under the rule it applies (the rulebook's heading) with its facts. */
export function log(g: PeriklesState, rule: string, msg: LogMsg, facts: Record<string, unknown> = {}): void {
  const entry: LogEntry = { turn: g.turn, rule, msg, text: LOG_TEXT[msg] };
  // The facts after the words, field by field (quicker than a spread of so many shapes of facts).
  for (const k in facts) entry[k] = facts[k];
  g.log.push(entry);
}
