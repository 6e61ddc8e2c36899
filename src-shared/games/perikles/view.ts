// What a seat may see of a Perikles game: never the state itself. Hidden: other players' unplayed
// Special tiles and the tiles left in the box ([Setup] EN:124), the strength of face-down counters
// ([P5] EN:251) and of those in a leader's hands, the Slave Revolt's counter (EN:392), the order
// of both piles, and the PRNG.
import { hashJson } from '../../kit/hash.js';
import type { CityId, ForceId, SpecialId, UnitKind } from './data/index.js';
import { COUNTERS, cloneCities, placementOf, type CityState, type Counter, type UnitPlace, type Commander, type Decision, type LocationSlot, type LogEntry, type PeriklesState, type Phase, type Seat, type Side } from './state.js';
import { commanderOf, ledCities } from './board.js';
import { pending, type PeriklesPending } from './flow.js';
import { ranking, scores, type Ranked, type Score } from './scoring.js';

export type PeriklesViewSeat = Seat | 'spectator';

/** A counter as a seat sees it: its strength only when face up or the seat's own. */
export interface CounterView { force: ForceId; kind: UnitKind; strength: number | null; place: 'home' | 'dead' | 'revolt' | 'location'; slot?: number; side?: Side; by?: Commander }

export interface PeriklesView {
  game: 'perikles';
  seat: PeriklesViewSeat;
  seats: Seat[];
  turn: number;
  phase: Phase;
  firstPlayer: Seat;
  pending: PeriklesPending | null;
  decision: Decision | null;
  cities: Record<CityId, CityState>;
  players: Record<Seat, { special: SpecialId | null; specialUsed: boolean; tiles: string[]; colours: string[]; won: string[]; commander: Commander }>;
  display: (string | null)[];
  influencePile: number;
  locationPile: number;
  slots: LocationSlot[];
  setAside: string[];
  counters: CounterView[];
  war: string[];
  allied: string[];
  scores: Score[] | null;
  /** Once the game is over: the seats in their final places, with the tie-break that placed each. */
  ranking: Ranked[] | null;
  /** The battle being fought (Phase 6 Resolve Battles): its Location's slot and round, public to all. */
  battle: { slot: number; round: number } | null;
  log: LogEntry[];
}

/** What a seat's eyes depend on, worked out once per view: the commander it is and the forces in its hands. */
interface Eyes { seat: PeriklesViewSeat; commander: Commander | null; holds: (force: ForceId) => boolean }

function eyesOf(g: PeriklesState, seat: PeriklesViewSeat): Eyes {
  if (seat === 'spectator') return { seat, commander: null, holds: () => false };
  const persian = ledCities(g, seat).length === 0;
  return { seat, commander: commanderOf(g, seat), holds: (force) => (force === 'persia' ? persian : g.cities[force].leader === seat) };
}

/** May the seat see this counter's strength? Face up (dead, or its battle begun), or the forces it commands or sent. */
function seesStrength(g: PeriklesState, eyes: Eyes, c: Counter, u: UnitPlace): boolean {
  if (u.at === 'dead') return true;
  if (u.at === 'location' && g.slots[u.slot]!.revealed) return true;
  if (eyes.seat === 'spectator') return false;
  if (u.at === 'location' && u.by === eyes.commander) return true;
  if (u.at === 'revolt') return false; // nobody examines it (EN:392)
  if (g.phase !== 'commit' && g.phase !== 'battles') return false;
  return eyes.holds(c.force);
}

export function viewFor(g: PeriklesState, seat: PeriklesViewSeat, opts: { withoutLog?: boolean } = {}): PeriklesView {
  const players = {} as PeriklesView['players'];
  for (const s of g.seats) {
    const p = g.players[s];
    const shown = s === seat || p.specialUsed;
    players[s] = { special: shown ? p.special : null, specialUsed: p.specialUsed, tiles: [...p.tiles], colours: [...p.colours], won: [...p.won], commander: commanderOf(g, s) };
  }
  const eyes = eyesOf(g, seat);
  const p = placementOf(g);
  const sorted = p.order.map((i) => {
    const u = p.places[i]!;
    const c = COUNTERS[i]!;
    const strength = seesStrength(g, eyes, c, u) ? c.strength : null;
    const view: CounterView = u.at === 'location'
      ? { force: c.force, kind: c.kind, strength, place: u.at, slot: u.slot, side: u.side, by: u.by }
      : { force: c.force, kind: c.kind, strength, place: u.at };
    return { view, key: `${view.place}|${view.slot ?? ''}|${view.side ?? ''}|${view.force}|${view.kind}|${view.strength ?? 0}` };
  });
  // A stable order that tells nothing of hidden strengths (each counter's key made once, not per comparison).
  sorted.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const counters = sorted.map((c) => c.view);
  let decision = g.decision ? { ...g.decision } as Decision : null;
  // A leader asked for permission learns where and what, not the counter's strength (0: unseen).
  if (decision?.kind === 'commit.permission' && seat !== decision.asker) decision = { ...decision, send: { ...decision.send, strength: 0 } };
  // The log names no hidden strength: a sent counter by its city and type, casualties once revealed.
  const log = opts.withoutLog ? [] : g.log.slice();
  return {
    game: 'perikles', seat, seats: [...g.seats], turn: g.turn, phase: g.phase, firstPlayer: g.firstPlayer,
    pending: pending(g), decision,
    cities: cloneCities(g.cities),
    players, display: [...g.display], influencePile: g.influencePile.length, locationPile: g.locationPile.length,
    slots: g.slots.map((s) => ({ ...s })), setAside: [...g.setAside], counters,
    war: [...g.war], allied: [...g.allied],
    battle: g.battle && { slot: g.battle.slot, round: g.battle.round },
    scores: g.phase === 'over' ? scores(g) : null,
    ranking: g.phase === 'over' ? ranking(scores(g)) : null,
    log,
  };
}

/** The game's identity: saves verify replays by it, determinism tests compare by it. */
export const hashGame = (g: PeriklesState): string => hashJson(g);
