// Perikles' rule bot (#33): one heuristic per decision kind, from a seat's VIEW only (never the
// state). Each legal action gets a score; the best wins (`noise` > 0: the easy level, which blurs
// the scores with seeded noise). Ties go to the first legal action, so the same view decides the same.
import type { Action } from '../../../kit/types.js';
import type { BotDecision } from '../../contract.js';
import type { RngState } from '../../../kit/random.js';
import { nextFloat } from '../../../kit/random.js';
import { CITIES, CITY_IDS, LOCATION_BY_ID, SPECIAL_EFFECTS, type CityId, type UnitKind } from '../data/index.js';
import { INFLUENCE_BY_ID, type Seat, type Side } from '../state.js';
import type { PeriklesView } from '../view.js';
import { attackOdds, myCommander } from './odds.js';

type Scorer = (v: PeriklesView, me: Seat, a: Action) => number;

const cubesIn = (v: PeriklesView, city: CityId, seat: Seat): number =>
  v.cities[city].cubes[seat] + v.cities[city].candidates.filter((s) => s === seat).length;
const bestRival = (v: PeriklesView, city: CityId, me: Seat): number =>
  Math.max(0, ...v.seats.filter((s) => s !== me).map((s) => cubesIn(v, city, s)));
/** What a city's leadership is worth: its forces (Athens and Sparta the most) and its statue square. */
const cityWorth = (city: CityId): number => {
  const c = CITIES[city];
  const units = [...c.hoplites, ...c.triremes].reduce((n, g) => n + g.count * g.strength, 0);
  return units / 10 + (c.squares[0] ?? 0) / 2;
};

/** A cube in a city: worth most where it wins or keeps the lead (Phase 4 Hold Elections). */
function cubeValue(v: PeriklesView, city: CityId, me: Seat, n = 1): number {
  const mine = cubesIn(v, city, me);
  const rival = bestRival(v, city, me);
  const gap = rival - mine;
  const contest = gap >= -1 && gap < n + 2 ? 2 : gap < -1 ? 0.5 : 0.3;
  return n * (1 + contest * cityWorth(city) / 4);
}

/** The chance `me` would lead `city` as `as`'s candidate against the other candidate (α wins ties, EN:219). */
function candidateScore(v: PeriklesView, me: Seat, city: CityId, as: Seat): number {
  const c = v.cities[city];
  const alpha = c.candidates[0];
  const temple = (s: Seat): number => c.cubes[s] + 1;
  if (as === me) {
    if (alpha === null) return 4 + cityWorth(city) + (c.cubes[me] - bestRival(v, city, me)) * 0.5;
    const margin = temple(me) - temple(alpha);
    return margin > 0 ? 6 + cityWorth(city) : margin === 0 ? -1 : -3;
  }
  // Proposing another: a weak rival against my own candidate, or the weakest where I can't stand.
  if (alpha === me) return temple(me) >= temple(as) ? 3 - c.cubes[as] * 0.3 : -6;
  return -2 - c.cubes[as] * 0.5;
}

// --- Phase 5 Commit military forces -----------------------------------------------------------

/** The battle value of sending one counter there, for `me`: VP of the tile won or kept, a defeat spared. */
function sendValue(v: PeriklesView, me: Seat, a: Action): number {
  const slot = a.slot as number;
  const side = a.side as Side;
  const s = v.slots[slot]!;
  const tile = LOCATION_BY_ID[s.tile]!;
  if (!tile.rounds.includes(a.kind as UnitKind)) return -5; // never fights there
  const decisive = tile.rounds[tile.rounds.length - 1] === a.kind ? 1 : 0.5;
  const commander = myCommander(v, me);
  const main = side === 'attack' ? s.attacker : s.defender;
  if (main !== null && main !== commander) {
    // Helping another: only to save a city I lead from a defeat.
    return side === 'defend' && v.cities[tile.city].leader === me && s.attacker !== null ? 1 : -3;
  }
  const before = attackOdds(v, slot);
  const after = attackOdds(v, slot, { side, kind: a.kind as UnitKind, strength: a.strength as number });
  const statue = v.cities[tile.city].leader === me ? (CITIES[tile.city].squares[v.cities[tile.city].defeats] ?? 0) : 0;
  if (side === 'attack') {
    const gain = (after - (main === null ? 0 : before)) * tile.vp;
    return gain * decisive - (a.strength as number) * 0.15 - statue;
  }
  const keep = (before - after) * (tile.vp + statue);
  // An unattacked defender places two cubes (EN:307): worth a defender of the first counter.
  const quiet = main === null && s.attacker === null ? 1.5 : 0;
  return keep * decisive + quiet - (a.strength as number) * 0.15;
}

function specialValue(v: PeriklesView, me: Seat, a: Action): number {
  const tile = a.tile as string;
  const commander = myCommander(v, me);
  if (tile === 'perikles') return 2 + cubeValue(v, 'athens', me, SPECIAL_EFFECTS.perikles.cubes);
  if (tile === 'alkibiades') return 3;
  if (tile === 'plague') {
    // Plague: half the cubes of everyone there go; worth what rivals lose beyond my own loss.
    const city = a.city as CityId;
    const loss = (s: Seat): number => Math.floor(cubesIn(v, city, s) / 2);
    return v.seats.reduce((n, s) => n + (s === me ? -loss(s) : loss(s) / (v.seats.length - 1)), 0) - 0.5;
  }
  const slot = v.slots.findIndex((s) => s.revealed && s.outcome === null);
  if (slot < 0) return -1;
  const s = v.slots[slot]!;
  const mySide: Side | null = s.attacker === commander ? 'attack' : s.defender === commander ? 'defend' : null;
  if (tile === 'slaveRevolt') {
    // From a Location where Spartan hoplites face me, else from a rival leader's hand.
    if (a.from === 'leader') return v.cities.sparta.leader !== me ? 0.5 : -2;
    const at = v.slots[a.from as number]!;
    const foe = at.attacker === commander ? 'defend' : at.defender === commander ? 'attack' : null;
    return foe && v.counters.some((c) => c.place === 'location' && c.slot === a.from && c.side === foe && c.force === 'sparta' && c.kind === 'hoplite') ? 3 : -1;
  }
  if (mySide === null) return -1;
  if (tile === 'brasidas' || tile === 'phormio') {
    const e = SPECIAL_EFFECTS[tile];
    const on = (side: Side): boolean => v.counters.some((c) => c.place === 'location' && c.slot === slot && c.side === side && c.force === e.city && c.kind === e.kind);
    return on(mySide) && !on(mySide === 'attack' ? 'defend' : 'attack') ? 2 : -1;
  }
  return a.side === mySide ? 2 : -2; // Persian Fleet, Thessalian Allies: a token for my side
}

const SCORERS: Record<string, Scorer> = {
  'setup.place': (v, me, a) => cubeValue(v, a.city as CityId, me),
  'influence.anyCity': (v, me, a) => cubeValue(v, a.city as CityId, me),
  'influence.take': (v, me, a) => {
    if (a.type === 'special') return specialValue(v, me, a) - 2; // a tile first: the Special after it
    const t = INFLUENCE_BY_ID[v.display[a.box as number]!]!;
    if (t.colour === 'any') return Math.max(...CITY_IDS.map((c) => cubeValue(v, c, me))) + 0.3;
    const colourTaken = v.players[me].colours.includes(t.colour);
    return cubeValue(v, t.colour, me, t.shards) + (t.symbol === 'candidate' ? 1.5 : t.symbol === 'assassin' ? 1 : 0) + (t.shards === 2 ? 0.5 : 0) - (colourTaken ? 1 : 0);
  },
  'influence.candidate': (v, me, a) => candidateScore(v, me, a.city as CityId, a.cube as Seat),
  'candidates.propose': (v, me, a) => candidateScore(v, me, a.city as CityId, a.cube as Seat),
  'influence.assassin': (v, me, a) => {
    const city = a.city as CityId;
    const owner = a.cube as Seat;
    if (owner === me) return -10;
    const c = v.cities[city];
    if (a.space !== 'temple') return 3 + (c.candidates.includes(me) ? 4 : 0) + cityWorth(city);
    return cubesIn(v, city, owner) >= cubesIn(v, city, me) ? 1 + cityWorth(city) / 4 : 0;
  },
  'influence.after': (v, me, a) => (a.type === 'endTurn' ? 0 : specialValue(v, me, a)),
  'special.alkibiades': (v, me, a) => {
    if (a.type === 'alkibiadesTo') return cubeValue(v, a.city as CityId, me, 2);
    const owner = a.cube as Seat;
    const d = v.decision as { to: CityId | null };
    // Move my cubes from where they are idle, or rivals' from where they lead into the city.
    if (owner === me) return a.city === d.to ? -5 : 2 - cubeValue(v, a.city as CityId, me);
    return d.to !== null && cubesIn(v, d.to, owner) >= cubesIn(v, d.to, me) ? -3 : 1 + cubesIn(v, a.city as CityId, owner) / 4;
  },
  'commit.firstPlayer': (_v, me, a) => (a.seat === me ? 1 : 0),
  'commit.recover': (v, _me, a) => {
    const city = (v.decision as { city: CityId }).city;
    const worth = (k: UnitKind): number => (k === 'hoplite' ? CITIES[city].hoplites : CITIES[city].triremes).length;
    return worth(a.kind as UnitKind);
  },
  'commit.send': (v, me, a) => {
    if (a.type === 'done') return 0.2;
    if (a.type === 'spendCube') return 0.5 - (v.cities[a.city as CityId].cubes[me] <= 1 ? 1 : 0);
    if (a.type === 'special') return specialValue(v, me, a);
    return sendValue(v, me, a);
  },
  'commit.permission': (v, me, a) => {
    // Let anyone defend my city's Location once it is attacked or if I have nobody there.
    const d = v.decision as { send: { slot: number } };
    const s = v.slots[d.send.slot]!;
    const welcome = s.defender === myCommander(v, me) || s.attacker !== null;
    return a.type === 'permit' ? (welcome ? 1 : -1) : 0;
  },
  'battle.special': (v, me, a) => (a.type === 'pass' ? 0 : specialValue(v, me, a)),
  // Lose whom it costs least (DE:680): a Persian counter goes back to the shield (EN:342), a rival's city's before my own.
  'battle.casualty': (v, me, a) => (a.force === 'persia' ? 2 : v.cities[a.force as CityId].leader === me ? 0 : 1),
};

/** The rule bot's scores of the legal actions (the search bot ranks its candidates by them). */
export function ruleScores(v: PeriklesView, legal: readonly Action[]): number[] {
  const me = v.seat as Seat;
  const scorer = v.pending ? SCORERS[v.pending.kind] : undefined;
  return legal.map((a) => (scorer ? scorer(v, me, a) : 0));
}

export function ruleDecide(v: PeriklesView, legal: readonly Action[], rng: RngState, noise = 0): BotDecision {
  const scores = ruleScores(v, legal);
  let best = 0;
  let bestScore = -Infinity;
  scores.forEach((s, i) => {
    const blurred = noise > 0 ? s + (nextFloat(rng) * 2 - 1) * noise : s;
    if (blurred > bestScore) { bestScore = blurred; best = i; }
  });
  return { action: legal[best]!, reason: { key: 'engine.bot.perikles.rule', args: { kind: v.pending?.kind ?? '' } } };
}

