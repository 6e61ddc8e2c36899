// The search bot's determinizer (#33): a full game state sampled from ONE seat's view, consistent
// with everything that seat has seen — other players' unplayed Special tiles drawn from those not
// yet seen (the rest back in the box, [Setup] EN:124), both piles in a fresh order, face-down
// counters given strengths from their force and type's counters not seen elsewhere ([P5] EN:251).
// What the view does not carry (the commit and battle bookkeeping) is read back from its log, its
// entries known by their message keys (board.ts logMsgOf), never by their English sentences.
import { nextInt, seedRng, shuffleInPlace } from '../../../kit/random.js';
import type { RngState } from '../../../kit/random.js';
import { LOCATIONS, LOCATION_BY_ID, SPECIAL_IDS, type CityId, type SpecialId } from '../data/index.js';
import {
  COUNTERS, COUNTER_BY_ID, INFLUENCE_BY_ID, INFLUENCE_TILES,
  type BattleState, type Decision, type LogEntry, type PeriklesState, type PlayerState, type Seat, type Side, type UnitPlace,
} from '../state.js';
import type { PeriklesView } from '../view.js';
import { logMsgOf } from '../board.js';
import { cloneJson } from '../../../kit/clone.js';

const clockwise = (seats: readonly Seat[], from: Seat): Seat[] => seats.map((_, k) => seats[(seats.indexOf(from) + k) % seats.length]!);

function sampleSpecials(v: PeriklesView, me: Seat, rng: RngState): { players: Record<Seat, PlayerState>; box: SpecialId[] } {
  const seen = new Set(v.seats.map((s) => v.players[s].special).filter((t): t is SpecialId => t !== null));
  const unseen = shuffleInPlace(rng, SPECIAL_IDS.filter((t) => !seen.has(t)));
  const players = {} as Record<Seat, PlayerState>;
  for (const s of v.seats) {
    const p = v.players[s];
    const special = s === me || p.specialUsed ? p.special : unseen.shift()!;
    players[s] = { special, specialUsed: p.specialUsed, tiles: [...p.tiles], colours: [...p.colours] as PlayerState['colours'], won: [...p.won] };
  }
  return { players, box: unseen };
}

/** Each counter the view shows, given an id: the seen strengths first, then the hidden ones at random. */
function sampleUnits(v: PeriklesView, rng: RngState): Record<string, UnitPlace> {
  const units: Record<string, UnitPlace> = {};
  const groups = new Map<string, string[]>();
  for (const c of COUNTERS) {
    const k = `${c.force}|${c.kind}`;
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(c.id);
  }
  const placeOf = (c: PeriklesView['counters'][number]): UnitPlace =>
    c.place === 'location' ? { at: 'location', slot: c.slot!, side: c.side!, by: c.by! } : { at: c.place };
  const known = v.counters.filter((c) => c.strength !== null);
  const hidden = v.counters.filter((c) => c.strength === null);
  const free = new Map([...groups].map(([k, ids]) => [k, [...ids]]));
  for (const c of known) {
    const pool = free.get(`${c.force}|${c.kind}`)!;
    const i = pool.findIndex((id) => COUNTER_BY_ID[id]!.strength === c.strength);
    units[pool.splice(i, 1)[0]!] = placeOf(c);
  }
  for (const [, pool] of free) shuffleInPlace(rng, pool);
  for (const c of hidden) units[free.get(`${c.force}|${c.kind}`)!.shift()!] = placeOf(c);
  return units;
}

const thisTurn = (v: PeriklesView): LogEntry[] => v.log.filter((e) => e.turn === v.turn);

function commitOf(v: PeriklesView, decision: Decision | null): PeriklesState['commit'] {
  if (v.phase !== 'commit') return null;
  const chosen = thisTurn(v).filter((e) => logMsgOf(e) === 'commit.firstPlayer').pop();
  const holdsTwo = v.seats.some((s) => v.players[s].tiles.some((t) => INFLUENCE_BY_ID[t]!.shards === 2));
  const asking = decision?.kind === 'commit.send' ? decision.seat : decision?.kind === 'commit.permission' ? decision.asker : null;
  const paused = decision?.kind === 'commit.permission'
    ? { kind: 'commit.send' as const, seat: decision.asker, sent: 0, cubeCity: null, extra: 0, refused: [] } : null;
  return { first: (chosen?.seat as Seat | undefined) ?? (decision?.kind === 'commit.firstPlayer' ? null : v.firstPlayer), shards: holdsTwo ? 2 : 1, last: asking, recoverQueue: [], paused };
}

function battleOf(v: PeriklesView, decision: Decision | null): BattleState | null {
  const slot = v.slots.findIndex((s) => s.revealed && s.outcome === null);
  if (v.phase !== 'battles' || slot < 0) return null;
  const entries = thisTurn(v).filter((e) => e.slot === slot);
  const rounds = entries.filter((e) => logMsgOf(e) === 'battle.round' || logMsgOf(e) === 'battle.roundOutright');
  // A round no one could fight leaves no entry: the view says which round is next, the tile the order.
  const round = v.battle?.round ?? rounds.length;
  const order = LOCATION_BY_ID[v.slots[slot]!.tile]!.rounds;
  const winners = order.slice(0, round).map((kind) => (rounds.find((e) => e.kind === kind)?.winner as Side | null | undefined) ?? null);
  const last = winners[winners.length - 1] ?? null;
  const tokens = { attack: last === 'attack' ? 1 : 0, defend: last === 'defend' ? 1 : 0 };
  const lastRound = rounds.length > 0 ? entries.lastIndexOf(rounds[rounds.length - 1]!) : -1;
  const played: SpecialId[] = [];
  for (const e of entries.slice(lastRound + 1)) {
    if (logMsgOf(e) !== 'special.played') continue;
    played.push(e.tile as SpecialId);
    if (e.side) tokens[e.side as Side]++;
  }
  const asked = decision?.kind === 'battle.special' ? clockwise(v.seats, v.firstPlayer).slice(0, clockwise(v.seats, v.firstPlayer).indexOf(decision.seat)) : [];
  return { slot, round, tokens, asked, played, winners };
}

function stepOf(v: PeriklesView): number {
  const taken = v.seats.reduce((n, s) => n + v.players[s].tiles.length, 0);
  const first = v.seats.indexOf(v.firstPlayer);
  const seat = v.decision ? v.seats.indexOf(v.decision.seat) : first;
  switch (v.phase) {
    case 'setup': return v.log.filter((e) => logMsgOf(e) === 'setup.freeCube').length;
    case 'influence': return v.decision?.kind === 'influence.take' || !v.decision ? taken : taken - 1;
    case 'candidates': return (seat - first + v.seats.length) % v.seats.length;
    default: return 0;
  }
}

/** One full state `v.seat` cannot tell from the true one. */
export function determinize(v: PeriklesView, rng: RngState): PeriklesState {
  const me = v.seat as Seat;
  const { players, box } = sampleSpecials(v, me, rng);
  const taken = new Set([...v.display.filter((t): t is string => t !== null), ...v.seats.flatMap((s) => v.players[s].tiles)]);
  const influencePile = shuffleInPlace(rng, INFLUENCE_TILES.map((t) => t.id).filter((t) => !taken.has(t))).slice(0, v.influencePile);
  const gone = new Set([...v.slots.map((s) => s.tile), ...v.setAside, ...v.seats.flatMap((s) => v.players[s].won)]);
  const locationPile = shuffleInPlace(rng, LOCATIONS.map((l) => l.id).filter((t) => !gone.has(t))).slice(0, v.locationPile);
  const units = sampleUnits(v, rng);
  const decision = v.decision ? cloneJson(v.decision) : null;
  if (decision?.kind === 'commit.permission' && decision.send.strength === 0) {
    // The strength the asker sends is hidden from the leader asked: one of the counters in hand.
    const inHand = COUNTERS.filter((c) => c.force === decision.send.force && c.kind === decision.send.kind && units[c.id]!.at === 'home');
    decision.send.strength = inHand.length > 0 ? inHand[nextInt(rng, inHand.length)]!.strength : 1;
  }
  const athens = [...v.log].reverse().find((e) => logMsgOf(e) === 'elections.elected' && e.city === 'athens');
  const kinds = Object.fromEntries(v.seats.map((s) => [s, 'bot:rule'])) as unknown as PeriklesState['kinds'];
  return {
    game: 'perikles', format: 1, scenario: 'standard', seed: 'determinized',
    rng: seedRng(`determinized:${nextInt(rng, 2 ** 30)}`),
    seats: [...v.seats], kinds, setupKinds: { ...kinds },
    turn: v.turn, phase: v.phase, firstPlayer: v.firstPlayer,
    lastAthensLeader: (athens?.seat as Seat | undefined) ?? v.cities.athens.leader,
    step: stepOf(v),
    cities: cloneJson(v.cities) as Record<CityId, PeriklesState['cities'][CityId]>,
    players, display: [...v.display], influencePile, locationPile,
    slots: v.slots.map((s) => ({ ...s, outcome: s.outcome ? { ...s.outcome } : null })), setAside: [...v.setAside],
    specialsInBox: box, units, war: [...v.war], allied: [...v.allied],
    commit: commitOf(v, decision), battle: battleOf(v, decision), decision, log: [],
  };
}
