// The whole game, checked as one (#31 item 3): what a game that the rules played can look like,
// whatever the file it came from says. Two parts:
//   - conservation (conservationProblems): every theater of the map and every card of the game
//     accounted for exactly once (3.1, 3.3, 5.2). It holds after every decision, so the
//     simulator's invariants (invariants.ts) check it too;
//   - the game at rest (atRestProblems): what holds whenever a game waits for a decision or is
//     over, which is when it is saved (the simulator checks it after every decision): the flow
//     and its pending decision agree with the phase (4.0), a result exactly when the game is
//     over (11.1), a turn of the scenario, a random stream that still draws (rules/random.ts).
// wholeGameProblems is both: the load check (src-main/host/loadCheck.ts).
// Each problem comes as a Reason (a player reads it, worded by the renderer, #18) and a sentence
// for developers (logs, the simulator's report).
import { reason, type Reason } from '../bots/types.js';
import { THEATERS } from '../data/board.js';
import { scenarioById } from '../data/scenarios/index.js';
import { decisionSpec } from '../decisions/registry.js';
import { FACTIONS, FACTIONS_OF, SIDES, sideOf, type Faction, type Side } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { ARISTOPHANES_IDS, isLeaderCard, leaderCardOf, politicalCardIds } from './decks.js';
import { segmentOf } from './driver.js';
import { assemblySides } from '../rules/assemblySides.js';

export interface GameProblem {
  /** What is wrong, for the player (engine.damaged.*; src-renderer/games/pericles/i18n/en.load.ts). */
  reason: Reason;
  /** The same in a developer's words, with the engine's ids. */
  text: string;
}

const problem = (key: `engine.damaged.${string}`, args: Record<string, string | number>, text: string): GameProblem => ({
  reason: reason(key, args), text,
});

/** Each Side's 32 Political cards (Leaders included, Q41): fixed data, built once. */
const SIDE_CARDS: Record<Side, ReadonlySet<string>> = { athens: new Set(politicalCardIds('athens')), sparta: new Set(politicalCardIds('sparta')) };
const THEATER_KEYS: readonly string[] = THEATERS.map((t) => String(t.id));
/** 8.31: a queue of face-down markers per theater, and Persia's (13.1). */
const QUEUE_KEYS: readonly string[] = [...THEATER_KEYS, 'persia'];

/** Keys `want` lacks in `have`, and keys `have` holds beyond `want`. */
function keyDifference(have: object, want: readonly string[]): { missing: string[]; extra: string[] } {
  const keys = Object.keys(have);
  return { missing: want.filter((k) => !Object.hasOwn(have, k)), extra: keys.filter((k) => !want.includes(k)) };
}

/**
 * The cards of the Debate being played (6.12) and of a Brain Trust revealed (6.31): face up, in no
 * pile until their Side's debate is resolved (6.13), when they go to its discard.
 */
function cardsOnTheTable(g: GameState): Partial<Record<Faction, string[]>> {
  if (g.flow.segment !== 'assembly.debates') return {};
  const d = g.flow.data as { stage?: unknown; resolving?: unknown; played?: Partial<Record<Faction, unknown>>; btCard?: Partial<Record<Faction, unknown>> };
  const resolved = d.stage === 'resolve' && typeof d.resolving === 'number' ? assemblySides(g).slice(0, d.resolving) : [];
  const out: Partial<Record<Faction, string[]>> = {};
  for (const f of FACTIONS) {
    if (resolved.includes(sideOf(f))) continue;
    out[f] = [d.played?.[f], d.btCard?.[f]].filter((c): c is string => typeof c === 'string');
  }
  return out;
}

/** 3.3, 5.2, 6.13: where each card of `side` lies, and what is wrong with that. */
function sideCardProblems(g: GameState, side: Side, table: Partial<Record<Faction, string[]>>): GameProblem[] {
  const out: GameProblem[] = [];
  const s = g.sides[side];
  const places: Array<{ cards: readonly string[]; holder?: Faction }> = [
    { cards: s.politicalDeck }, { cards: s.discard }, { cards: s.battleDeck },
    ...FACTIONS_OF[side].flatMap((f) => [
      { cards: g.factions[f].hand, holder: f }, { cards: g.factions[f].entourage, holder: f }, { cards: table[f] ?? [], holder: f },
    ]),
  ];
  const seen = new Map<string, number>();
  for (const { cards, holder } of places) {
    for (const c of cards) {
      seen.set(c, (seen.get(c) ?? 0) + 1);
      if (!SIDE_CARDS[side].has(c)) out.push(problem('engine.damaged.cardForeign', { side }, `card ${c} does not belong to ${side}`));
      // 5.2: a Leader is added to its own Faction's hand, never dealt to another.
      else if (isLeaderCard(c) && holder && c !== leaderCardOf(holder)) out.push(problem('engine.damaged.leaderElsewhere', { card: c, faction: holder }, `the Leader ${c} is held by ${holder}`));
    }
  }
  for (const c of SIDE_CARDS[side]) {
    const n = seen.get(c) ?? 0;
    if (n > 1) out.push(problem('engine.damaged.cardTwice', { card: c }, `card ${c} is in ${n} places`));
    // A Leader out of its Faction's hand waits beside it (5.2 adds it back), in no pile: only the
    // other cards must always be somewhere.
    else if (n === 0 && !isLeaderCard(c)) out.push(problem('engine.damaged.cardMissing', { card: c }, `card ${c} is in no deck, discard, hand or Entourage`));
  }
  return out;
}

/** 5.1: the scenario's Aristophanes cards, each in the deck, the discard or in play, once. */
function aristophanesProblems(g: GameState): GameProblem[] {
  const sc = scenarioById(g.scenario);
  if (!sc) return [];
  const want = sc.aristophanes === 'all' ? ARISTOPHANES_IDS : sc.aristophanes;
  const have = [...g.aristophanesDeck, ...g.aristophanesDiscard, ...(g.currentAristophanes === null ? [] : [g.currentAristophanes])];
  const out: GameProblem[] = [];
  const seen = new Map<string, number>();
  for (const c of have) seen.set(c, (seen.get(c) ?? 0) + 1);
  for (const [c, n] of seen) {
    if (!want.includes(c)) out.push(problem('engine.damaged.aristophanesForeign', {}, `Aristophanes card ${c} is not one of the scenario's`));
    else if (n > 1) out.push(problem('engine.damaged.aristophanesTwice', {}, `Aristophanes card ${c} is in ${n} places`));
  }
  for (const c of want) if (!seen.has(c)) out.push(problem('engine.damaged.aristophanesMissing', {}, `Aristophanes card ${c} is missing`));
  return out;
}

/**
 * Conservation (3.1, 3.3): each of the map's theaters once, with its marker queue (8.31); each
 * Political card of a Side exactly once in its decks, discard, hands, Entourages or face up in
 * the Debate being played (a Leader at most once, 5.2); each Aristophanes card of the scenario
 * exactly once. Holds after every decision and at setup.
 */
export function conservationProblems(g: GameState): GameProblem[] {
  const out: GameProblem[] = [];
  const theaters = keyDifference(g.theaters, THEATER_KEYS);
  for (const t of theaters.missing) out.push(problem('engine.damaged.theaterMissing', { theater: Number(t) }, `theater ${t} is missing`));
  for (const t of theaters.extra) out.push(problem('engine.damaged.theaterUnknown', {}, `theater ${t} is not on the map`));
  const queues = keyDifference(g.queues, QUEUE_KEYS);
  for (const q of queues.missing) out.push(problem('engine.damaged.queueMissing', { place: q === 'persia' ? q : Number(q) }, `the marker queue of ${q} is missing`));
  for (const q of queues.extra) out.push(problem('engine.damaged.theaterUnknown', {}, `the marker queue ${q} is not on the map`));
  const table = cardsOnTheTable(g);
  for (const side of SIDES) out.push(...sideCardProblems(g, side, table));
  out.push(...aristophanesProblems(g));
  return out;
}

const isWord = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 0xffffffff;

/** The whole game as a save holds it: conservation, and what holds at rest (atRestProblems). */
export function wholeGameProblems(g: GameState): GameProblem[] {
  return [...conservationProblems(g), ...atRestProblems(g)];
}

/**
 * What holds whenever the game waits for a decision or is over (after setup and after every
 * decision): 4.0 a decision pending exactly while the game goes on, of the open segment, asked of
 * as many seats as it may be; 11.1 a result exactly when the game is over; a turn of the scenario;
 * a random state of four 32-bit words, not all zero (sfc32 from zero draws a run anyone can
 * foresee, and no seed gives it).
 */
export function atRestProblems(g: GameState): GameProblem[] {
  const out: GameProblem[] = [];
  const over = g.flow.phase === 'over';
  if (over && !g.result) out.push(problem('engine.damaged.overWithoutResult', {}, 'the game is over but has no result'));
  if (!over && g.result) out.push(problem('engine.damaged.resultWhilePlaying', {}, `the game has a result (${g.result.reason}) while play goes on`));
  if (g.result?.winner && g.result.winningSide && sideOf(g.result.winner) !== g.result.winningSide) {
    out.push(problem('engine.damaged.resultWinner', {}, `the winner ${g.result.winner} is not of the winning Side ${g.result.winningSide}`));
  }
  out.push(...pendingProblems(g));
  const sc = scenarioById(g.scenario);
  if (sc) {
    // 11.0: the turn marker moves on only up to the scenario's last turn.
    if (g.lastTurn !== sc.lastTurn) out.push(problem('engine.damaged.lastTurn', { last: g.lastTurn, scenarioLast: sc.lastTurn }, `the game ends at turn ${g.lastTurn}, the scenario at ${sc.lastTurn}`));
    if (g.turn < sc.firstTurn || g.turn > sc.lastTurn) {
      out.push(problem('engine.damaged.turn', { turn: g.turn, first: sc.firstTurn, last: sc.lastTurn }, `turn ${g.turn} is not one of the scenario's turns ${sc.firstTurn}–${sc.lastTurn}`));
    }
  }
  if (!Array.isArray(g.rng) || g.rng.length !== 4 || !g.rng.every(isWord)) out.push(problem('engine.damaged.rngShape', {}, `the random state ${JSON.stringify(g.rng)} is not four 32-bit words`));
  else if (g.rng.every((w) => w === 0)) out.push(problem('engine.damaged.rngZero', {}, 'the random state is all zero'));
  return out;
}

/** 4.0: the decision the game waits for, against its phase, segment and seats. */
function pendingProblems(g: GameState): GameProblem[] {
  const p = g.flow.pending;
  const over = g.flow.phase === 'over';
  if (over) return p ? [problem('engine.damaged.pendingWhenOver', {}, `the game is over but waits for ${p.kind}`)] : [];
  if (!p || p.seats.length === 0) return [problem('engine.damaged.noPending', {}, 'the game goes on but waits for no decision')];
  const out: GameProblem[] = [];
  const spec = decisionSpec(p.kind);
  const seg = segmentOf(g);
  if (!spec || !seg) return out; // named by the load check's earlier steps
  if (seg.phase !== g.flow.phase) out.push(problem('engine.damaged.segmentPhase', {}, `step ${seg.id} is not part of the ${g.flow.phase} phase`));
  if (spec.segment !== g.flow.segment) out.push(problem('engine.damaged.pendingSegment', {}, `the decision ${p.kind} is not asked at step ${g.flow.segment}`));
  if (new Set(p.seats).size !== p.seats.length) out.push(problem('engine.damaged.pendingSeats', {}, `the decision ${p.kind} asks a seat twice: ${p.seats.join(', ')}`));
  if (!spec.simultaneous && p.seats.length !== 1) out.push(problem('engine.damaged.pendingSeats', {}, `the decision ${p.kind} is asked of one Faction, not ${p.seats.join(', ')}`));
  return out;
}
