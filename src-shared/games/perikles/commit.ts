// Phase 4 Hold Elections ([P4] EN:203-225) and Phase 5 Commit Military Forces ([P5] EN:227-263),
// with the Persians ([Pers] EN:342) and Special tiles: Slave Revolt (EN:388-392).
import type { Action } from '../contract.js';
import { nextInt } from '../../kit/random.js';
import { BATTLE, CITY_IDS, LOCATION_BY_ID, SPECIAL_EFFECTS, type CityId, type ForceId, type UnitKind } from './data/index.js';
import { COUNTERS, COUNTER_BY_ID, INFLUENCE_BY_ID, pairKey, placementOf, type Commander, type Placement, type Decision, type PeriklesState, type Seat, type SendAction, type Side } from './state.js';
import { clockwiseFrom, commanderOf, forcesOf, ledCities, log, otherSide, seatAfter } from './board.js';

// --- Phase 4 Hold Elections ---------------------------------------------------------------------

/**
 * Every city's election (the order does not matter, EN:207): the candidate with more cubes in the
 * city leads, α on a tie (EN:219); both candidate cubes go back; the winner then removes as many of
 * his cubes as his opponent has left there (EN:209; DE:584 says "left" after the candidates go).
 */
export function holdElections(g: PeriklesState): void {
  for (const city of CITY_IDS) {
    const c = g.cities[city];
    const [alpha, beta] = c.candidates;
    c.candidates = [null, null];
    if (!alpha) { log(g, 'Phase 4 Hold Elections', 'elections.noLeader', { city }); continue; }
    let winner = alpha;
    if (beta) {
      const a = c.cubes[alpha] + 1;
      const b = c.cubes[beta] + 1;
      winner = b > a ? beta : alpha;
      const loser = winner === alpha ? beta : alpha;
      c.cubes[winner] = Math.max(0, c.cubes[winner] - c.cubes[loser]);
    }
    c.leader = winner;
    if (city === 'athens') g.lastAthensLeader = winner;
    log(g, 'Phase 4 Hold Elections', 'elections.elected', { city, seat: winner, opposed: beta !== null });
  }
}

// --- counters -----------------------------------------------------------------------------------

/** Counters by their position in COUNTERS: all of them sorted by id, and each force's (of one type, or both). */
const BY_ID: readonly number[] = COUNTERS.map((_, i) => i).sort((a, b) => (COUNTERS[a]!.id < COUNTERS[b]!.id ? -1 : 1));
const FORCE_IDS = {} as Record<ForceId, { all: string[]; hoplite: string[]; trireme: string[] }>;
const FORCE_COUNTERS = {} as Record<ForceId, Record<UnitKind, number[]>>;
for (const i of BY_ID) {
  const c = COUNTERS[i]!;
  const f = (FORCE_IDS[c.force] ??= { all: [], hoplite: [], trireme: [] });
  f.all.push(c.id);
  f[c.kind].push(c.id);
  (FORCE_COUNTERS[c.force] ??= { hoplite: [], trireme: [] })[c.kind].push(i);
}
const idsOf = (force: ForceId, kind?: UnitKind): readonly string[] => FORCE_IDS[force]?.[kind ?? 'all'] ?? [];

/** Counters of a force at home (in its leader's hands during the commit phase, EN:237). */
export function homeCounters(g: PeriklesState, force: ForceId, kind?: UnitKind): string[] {
  return idsOf(force, kind).filter((id) => g.units[id]!.at === 'home');
}

const hasHomeCounter = (g: PeriklesState, force: ForceId): boolean => idsOf(force).some((id) => g.units[id]!.at === 'home');

/** The counters on a Location (on one side of it), sorted by id. */
export function slotCounters(g: PeriklesState, slot: number, side?: Side, p: Placement = placementOf(g)): string[] {
  const out: string[] = [];
  for (const i of BY_ID) {
    const u = p.places[i]!;
    if (u.at === 'location' && u.slot === slot && (!side || u.side === side)) out.push(COUNTERS[i]!.id);
  }
  return out;
}

/** The counters of one type on one side of a Location, by position in COUNTERS, in the order of their ids. */
export function sideCounters(p: Placement, slot: number, side: Side, kind: UnitKind): number[] {
  const out: number[] = [];
  for (const i of BY_ID) {
    const u = p.places[i]!;
    if (u.at === 'location' && u.slot === slot && u.side === side && COUNTERS[i]!.kind === kind) out.push(i);
  }
  return out;
}

const lowest = (ids: string[]): string | undefined =>
  [...ids].sort((a, b) => COUNTER_BY_ID[a]!.strength - COUNTER_BY_ID[b]!.strength || (a < b ? -1 : 1))[0];

// --- recovering the dead (EN:241) ---------------------------------------------------------------

const deadOf = (g: PeriklesState, city: CityId, kind?: UnitKind): string[] => idsOf(city, kind).filter((id) => g.units[id]!.at === 'dead');

function recover(g: PeriklesState, seat: Seat, city: CityId, kind: UnitKind): void {
  const id = lowest(deadOf(g, city, kind))!;
  g.units[id] = { at: 'home' };
  log(g, 'Phase 5 Commit military forces', 'commit.recover', { seat, city, kind });
}

/** Each leader, clockwise from the commit phase's first player, recovers one dead counter per city led. */
function queueRecoveries(g: PeriklesState, first: Seat): void {
  const queue: { seat: Seat; city: CityId }[] = [];
  for (const seat of clockwiseFrom(g, first)) {
    for (const city of ledCities(g, seat)) {
      const kinds = (['hoplite', 'trireme'] as const).filter((k) => deadOf(g, city, k).length > 0);
      if (kinds.length === 1) recover(g, seat, city, kinds[0]!);
      else if (kinds.length === 2) queue.push({ seat, city });
    }
  }
  g.commit!.recoverQueue = queue;
}

// --- where counters may go (EN:253-259; D8) -----------------------------------------------------

/** Each pair of forces' key, made once: `war` and `allied` hold these very strings, so looking one up compares pointers. */
const FORCES: readonly ForceId[] = [...CITY_IDS, 'persia'];
const PAIRS = Object.fromEntries(FORCES.map((a) => [a, Object.fromEntries(FORCES.map((b) => [b, pairKey(a, b)]))])) as Record<string, Record<string, string>>;
const pair = (a: string, b: string): string => PAIRS[a]?.[b] ?? pairKey(a, b);

const atWar = (g: PeriklesState, a: string, b: string): boolean => g.war.includes(pair(a, b));
const alliedWith = (g: PeriklesState, a: string, b: string): boolean => g.allied.includes(pair(a, b));

/** Who stands on each side of each Location now: the forces there (the tile's city with the defence) and the commanders who sent them. */
interface SlotSides { forces: Record<Side, ForceId[]>; by: Record<Side, Commander[]> }

/** Adds `x` unless listed: a set of a few, in the order met. */
const addTo = <T>(xs: T[], x: T): void => { if (!xs.includes(x)) xs.push(x); };

/** Each Location's sides (`only`: that one Location's, the others left out), the counters met in `g.units`' order. */
function slotSides(g: PeriklesState, only?: number, p: Placement = placementOf(g)): (SlotSides | null)[] {
  const out = g.slots.map((s, slot): SlotSides | null => (only !== undefined && slot !== only ? null : {
    forces: { attack: [], defend: [LOCATION_BY_ID[s.tile]!.city] },
    by: { attack: s.attacker ? [s.attacker] : [], defend: s.defender ? [s.defender] : [] },
  }));
  for (const i of p.order) {
    const u = p.places[i]!;
    if (u.at !== 'location') continue;
    const here = out[u.slot];
    if (!here) continue;
    addTo(here.forces[u.side], COUNTERS[i]!.force);
    addTo(here.by[u.side], u.by);
  }
  return out;
}

/** Why `seat` may not send `force` to a side of a Location now; null when it may (permission aside). */
export function placementRefusal(
  g: PeriklesState, seat: Seat, force: ForceId, slot: number, side: Side, sides = slotSides(g), me = commanderOf(g, seat),
): string | null {
  const city = LOCATION_BY_ID[g.slots[slot]!.tile]!.city;
  if (side === 'attack' && g.cities[city].leader === seat) return 'never attack a location of a city you lead';
  const here = sides[slot]!;
  const other = otherSide(side);
  // A player's forces never stand on both sides of one tile (EN:259).
  if (here.by[other].includes(me)) return 'your forces are on the other side';
  if (here.forces[other].includes(force)) return 'a city\'s forces never fight each other';
  for (const f of here.forces[side]) if (f !== force && atWar(g, f, force)) return `at war with ${f}`;
  for (const f of here.forces[other]) if (alliedWith(g, f, force)) return `allied with ${f}`;
  return null;
}

/** Defending a location of a city the seat does not lead needs its leader's permission (EN:255). */
export function permissionFrom(g: PeriklesState, seat: Seat, slot: number, side: Side): Seat | null {
  if (side !== 'defend') return null;
  const leader = g.cities[LOCATION_BY_ID[g.slots[slot]!.tile]!.city].leader;
  return leader && leader !== seat ? leader : null;
}

function place(g: PeriklesState, seat: Seat, a: SendAction): void {
  const me = commanderOf(g, seat);
  const s = g.slots[a.slot]!;
  const here = slotSides(g, a.slot)[a.slot]!;
  // The first to place on a side is its main attacker/defender (EN:249).
  if (a.side === 'attack') s.attacker ??= me;
  else s.defender ??= me;
  // D8: standing together allies two cities for the turn; facing each other puts them at war.
  for (const f of here.forces[a.side]) if (f !== a.force && !alliedWith(g, f, a.force)) g.allied.push(pair(f, a.force));
  for (const f of here.forces[otherSide(a.side)]) if (!atWar(g, f, a.force)) g.war.push(pair(f, a.force));
  const id = homeCounters(g, a.force, a.kind).find((c) => COUNTER_BY_ID[c]!.strength === a.strength)!;
  g.units[id] = { at: 'location', slot: a.slot, side: a.side, by: me };
  log(g, 'Phase 5 Commit military forces', 'commit.send', { seat, force: a.force, kind: a.kind, slot: a.slot, location: g.slots[a.slot]!.tile, side: a.side });
}

/** Each force's and type's distinct counter strengths, in the order sends lists them. */
const strengthsOf = (ids: readonly string[]): number[] => [...new Set(ids.map((id) => COUNTER_BY_ID[id]!.strength))].sort();
const STRENGTHS = {} as Record<ForceId, Record<UnitKind, number[]>>;
for (const force in FORCE_IDS) STRENGTHS[force as ForceId] = { hoplite: strengthsOf(idsOf(force as ForceId, 'hoplite')), trireme: strengthsOf(idsOf(force as ForceId, 'trireme')) };

const SIDES = ['attack', 'defend'] as const;

/**
 * The counters `seat` may send now: from its cities (or the Persians), or from the city a cube was
 * spent in. `only`: just the sends to that action's force, slot and side (what `check` compares it with).
 */
function sends(g: PeriklesState, d: Extract<Decision, { kind: 'commit.send' }>, only?: Action): SendAction[] {
  const more = d.cubeCity ? d.extra < BATTLE.unitsPerCube : d.sent < BATTLE.unitsPerTile;
  if (!more) return [];
  const forces: ForceId[] = d.cubeCity ? [forcesOf(g, d.seat).includes(d.cubeCity) ? d.cubeCity : 'persia'] : forcesOf(g, d.seat);
  const out: SendAction[] = [];
  const p = placementOf(g);
  const sides = slotSides(g, only ? only.slot as number : undefined, p);
  const me = commanderOf(g, d.seat);
  for (const force of forces) {
    if (only && only.force !== force) continue;
    // The distinct strengths in hand per type: counters of one value are alike.
    const inHand = [{ kind: 'hoplite' as const, strengths: strengthsInHand(p, force, 'hoplite') }, { kind: 'trireme' as const, strengths: strengthsInHand(p, force, 'trireme') }];
    if (inHand[0]!.strengths.length === 0 && inHand[1]!.strengths.length === 0) continue; // nothing in hand: no send, wherever
    for (let slot = 0; slot < g.slots.length; slot++) {
      if (only && only.slot !== slot) continue;
      for (const side of SIDES) {
        if (only && only.side !== side) continue;
        if (side === 'defend' && d.refused.includes(slot)) continue;
        if (placementRefusal(g, d.seat, force, slot, side, sides, me) !== null) continue;
        for (const { kind, strengths } of inHand) for (const strength of strengths) out.push({ type: 'send', force, kind, strength, slot, side });
      }
    }
  }
  return out;
}

/** The distinct strengths of a force's counters of one type at home, in STRENGTHS' order. */
function strengthsInHand(p: Placement, force: ForceId, kind: UnitKind): number[] {
  const out: number[] = [];
  const mine = FORCE_COUNTERS[force][kind];
  for (const n of STRENGTHS[force][kind]) {
    for (const i of mine) if (COUNTERS[i]!.strength === n && p.places[i]!.at === 'home') { out.push(n); break; }
  }
  return out;
}

/** Sending additional forces: one cube, after a counter was sent with this tile (EN:261-263; D7). */
function cubeSpends(g: PeriklesState, d: Extract<Decision, { kind: 'commit.send' }>): Action[] {
  if (d.cubeCity || d.sent === 0) return [];
  const led = ledCities(g, d.seat);
  // The cube comes from the city the forces are sent from; a Persian player's from any city (EN:342).
  const cities = led.length > 0 ? led.filter((c) => hasHomeCounter(g, c)) : hasHomeCounter(g, 'persia') ? [...CITY_IDS] : [];
  return cities.filter((c) => g.cities[c].cubes[d.seat] > 0).map((city) => ({ type: 'spendCube', city }));
}

/** Special tiles: Slave Revolt — on the owner's commit turn, from a Location or Sparta's leader's hand (EN:392; D4). */
function slaveRevolts(g: PeriklesState, seat: Seat): Action[] {
  const p = g.players[seat];
  if (p.special !== 'slaveRevolt' || p.specialUsed) return [];
  const { city, kind } = SPECIAL_EFFECTS.slaveRevolt;
  const out: Action[] = [];
  if (g.cities[city].leader && homeCounters(g, city, kind).length > 0) out.push({ type: 'special', tile: 'slaveRevolt', from: 'leader' });
  const revolting = idsOf(city, kind).map((id) => g.units[id]!);
  g.slots.forEach((_, slot) => {
    if (revolting.some((u) => u.at === 'location' && u.slot === slot)) out.push({ type: 'special', tile: 'slaveRevolt', from: slot });
  });
  return out;
}

function slaveRevolt(g: PeriklesState, seat: Seat, from: number | 'leader'): void {
  const { city, kind } = SPECIAL_EFFECTS.slaveRevolt;
  const pool = from === 'leader' ? homeCounters(g, city, kind)
    : slotCounters(g, from).filter((id) => COUNTER_BY_ID[id]!.force === city && COUNTER_BY_ID[id]!.kind === kind);
  const id = pool[nextInt(g.rng, pool.length)]!; // unseen, at random (EN:392; DE:799)
  g.units[id] = { at: 'revolt' };
  g.players[seat].specialUsed = true;
  log(g, 'Special tiles: Slave Revolt', 'special.played', { seat, tile: 'slaveRevolt', from, ...(from === 'leader' ? {} : { location: g.slots[from]!.tile }) });
}

// --- the order of commitment (EN:243) -----------------------------------------------------------

/** Opens the next seat's commit turn, 2-shard tiles before 1-shard ones; false when every tile is used. */
export function nextCommitTurn(g: PeriklesState): boolean {
  const c = g.commit!;
  for (;;) {
    // Clockwise from the first player, then from the left of the last to use a tile: the switch to
    // 1-shard tiles continues with the player left of the last to use a 2-shard tile (EN:243).
    const from = c.last ? seatAfter(g, c.last) : c.first!;
    const seat = clockwiseFrom(g, from).find((s) => g.players[s].tiles.some((t) => INFLUENCE_BY_ID[t]!.shards === c.shards));
    if (seat) {
      // The tile is handed in at once (EN:243).
      const p = g.players[seat];
      p.tiles.splice(p.tiles.findIndex((t) => INFLUENCE_BY_ID[t]!.shards === c.shards), 1);
      c.last = seat;
      g.decision = { kind: 'commit.send', seat, sent: 0, cubeCity: null, extra: 0, refused: [] };
      return true;
    }
    if (c.shards === 1) return false;
    c.shards = 1;
  }
}

function startCommit(g: PeriklesState, first: Seat): void {
  g.commit!.first = first;
  log(g, 'Phase 5 Commit military forces', 'commit.firstPlayer', { seat: first });
  queueRecoveries(g, first);
  g.decision = null;
}

/** Opens Phase 5: Sparta's leader chooses the first player (EN:241); without one, the turn's first player starts. */
export function beginCommit(g: PeriklesState): void {
  g.commit = { first: null, shards: 2, last: null, recoverQueue: [], paused: null };
  const sparta = g.cities.sparta.leader;
  if (sparta) g.decision = { kind: 'commit.firstPlayer', seat: sparta };
  else startCommit(g, g.firstPlayer);
}

/** The automatic part of Phase 5 between decisions; false once every tile is used. */
export function continueCommit(g: PeriklesState): boolean {
  const q = g.commit!.recoverQueue;
  if (q.length > 0) { const r = q.shift()!; g.decision = { kind: 'commit.recover', seat: r.seat, city: r.city }; return true; }
  return nextCommitTurn(g);
}

type Handler<K extends Decision['kind']> = {
  legal(g: PeriklesState, d: Extract<Decision, { kind: K }>): Action[];
  /** Optional: the legal actions `a` could equal, fewer than `legal`'s (check compares with these only). */
  legalLike?(g: PeriklesState, d: Extract<Decision, { kind: K }>, a: Action): Action[];
  act(g: PeriklesState, d: Extract<Decision, { kind: K }>, a: Action): void;
};

export const COMMIT_DECISIONS: { [K in 'commit.firstPlayer' | 'commit.recover' | 'commit.send' | 'commit.permission']: Handler<K> } = {
  'commit.firstPlayer': {
    legal: (g) => g.seats.map((seat) => ({ type: 'firstPlayer', seat })),
    act: (g, _d, a) => startCommit(g, a.seat as Seat),
  },
  'commit.recover': {
    legal: () => [{ type: 'recover', kind: 'hoplite' }, { type: 'recover', kind: 'trireme' }],
    act(g, d, a) { recover(g, d.seat, d.city, a.kind as UnitKind); g.decision = null; },
  },
  'commit.send': {
    legal: (g, d) => [...sends(g, d), ...cubeSpends(g, d), ...slaveRevolts(g, d.seat), { type: 'done' }],
    // A send is compared with the sends to its force, slot and side only (most decisions are sends); anything else with all.
    legalLike: (g, d, a) => (a.type === 'send' ? sends(g, d, a) : COMMIT_DECISIONS['commit.send'].legal(g, d)),
    act(g, d, a) {
      if (a.type === 'done') { g.decision = null; return; }
      if (a.type === 'spendCube') {
        g.cities[a.city as CityId].cubes[d.seat]--;
        d.cubeCity = a.city as CityId;
        log(g, 'Phase 5 Commit military forces: sending additional forces', 'commit.cubeSpent', { seat: d.seat, city: a.city });
      } else if (a.type === 'special') {
        slaveRevolt(g, d.seat, a.from as number | 'leader');
      } else {
        const send = a as SendAction;
        const leader = permissionFrom(g, d.seat, send.slot, send.side);
        if (leader) { g.decision = { kind: 'commit.permission', seat: leader, asker: d.seat, send: { ...send } }; g.commit!.paused = d; return; }
        place(g, d.seat, send);
        if (d.cubeCity) d.extra++; else d.sent++;
      }
    },
  },
  'commit.permission': {
    // Defending another city's location needs its leader's leave (EN:255).
    legal: () => [{ type: 'permit' }, { type: 'refuse' }],
    act(g, d, a) {
      const asked = g.commit!.paused!;
      g.commit!.paused = null;
      if (a.type === 'permit') {
        place(g, d.asker, d.send);
        if (asked.cubeCity) asked.extra++; else asked.sent++;
      } else {
        asked.refused.push(d.send.slot);
      }
      log(g, 'Phase 5 Commit military forces', a.type === 'permit' ? 'commit.permit' : 'commit.refuse', { seat: d.seat, asker: d.asker, slot: d.send.slot, location: g.slots[d.send.slot]!.tile });
      g.decision = asked;
    },
  },
};
