// Martin Wallace's *Perikles* as a game module (#32 "The contract", #33): the engine's functions
// under the contract's names. Nothing here decides a rule. Not registered in games/index.ts yet
// (no page); its conformance test imports it directly.
import { EngineError } from '../../kit/errors.js';
import { z } from 'zod';
import { canonicalJson, hashJson, jsonEqual } from '../../kit/hash.js';
import { cloneJson } from '../../kit/clone.js';
import type { GameModule, GameSetup, RecordEntry, SeatKind, TurnTable } from '../contract.js';
import { SEATS, SETUP, type Seat } from './data/index.js';
import { PHASES, cloneState, type PeriklesState } from './state.js';
import { DECISION_KINDS, DECISION_RULES, applyInPlace, check, legalActions, newGame, pending } from './flow.js';
import { viewFor, type PeriklesView } from './view.js';
import { invariants } from './invariants.js';
import { scores, winners, type Score } from './scoring.js';
import { SCENARIO, seatsFor } from './setup.js';
import { LOG_FIELDS_ADDED, LOG_FIELDS_DROPPED, logMsgOf } from './board.js';
import { whyNotPerikles } from './whyNot.js';
import { PERIKLES_BOTS, PERIKLES_LEVELS, decidePerikles } from './bots/index.js';
import { PERIKLES_LESSONS, lessonStart, periklesLessonById } from './lessons/index.js';
import { timedOut } from '../../kit/overrun.js';

export const PERIKLES_ID = 'perikles';

/** A finished game's line in records.json. */
export interface FinishedPerikles { game: 'perikles'; seed: string; seats: Record<string, SeatKind>; winners: Seat[]; scores: Score[]; finishedAt: string }

/** Every bot a seat may be given: the offered levels and the test bots (bots/index.ts). */
const LEVELS = PERIKLES_BOTS;

const isSeat = (seat: string): seat is Seat => (SEATS as readonly string[]).includes(seat);
const isSeatKind = (k: unknown): k is SeatKind => k === 'human' || (typeof k === 'string' && LEVELS.some((l) => k === `bot:${l}`));

function setupOf(setup: GameSetup<Seat>): PeriklesState {
  if (setup.scenario !== SCENARIO) throw new EngineError('bad-setup', `Unknown scenario "${setup.scenario}"`);
  for (const [seat, kind] of Object.entries(setup.seats)) {
    if (!isSeatKind(kind)) throw new EngineError('bad-setup', `${seat} must be played by a person or a bot (human, ${LEVELS.map((l) => `bot:${l}`).join(', ')}), not ${String(kind)}.`);
  }
  return newGame({ seed: setup.seed, seats: setup.seats, scenario: setup.scenario });
}

function changeSeat(g: PeriklesState, seat: string, to: SeatKind): PeriklesState {
  const next = cloneJson(g);
  next.kinds[seat as Seat] = to;
  return next;
}

function seatChangeRefusal(g: PeriklesState, seat: Seat, to: unknown): string | null {
  if (!g.seats.includes(seat) || !isSeatKind(to)) return 'bad-action';
  if (g.phase === 'over') return 'game-over';
  if (g.kinds[seat] === to) return 'seat-unchanged';
  return null;
}

function applyChecked(g: PeriklesState, _seat: string, action: Parameters<typeof applyInPlace>[1]): PeriklesState {
  const next = cloneState(g);
  applyInPlace(next, action);
  return next;
}

/** What the saves browser shows of a game: its turn and phase, and each family's victory points now (scoring.ts). */
export function periklesSummary(g: PeriklesState): PeriklesSummary {
  return { turn: g.turn, phase: g.phase, scores: Object.fromEntries(scores(g).map((s) => [s.seat, s.total])) as Record<Seat, number> };
}
export interface PeriklesSummary { turn: number; phase: string; scores?: Record<Seat, number> }

/** A saved summary: a save made before the scores were summarized (#33) has none. */
const SUMMARY_SHAPE = z.object({
  turn: z.number().int().nonnegative(),
  phase: z.string().max(40),
  scores: z.partialRecord(z.enum(SEATS), z.number().int().nonnegative()).optional(),
});

/**
 * The replayed entry as its save would hold it: a save made before the log's keys lacks the facts
 * added with them (board.ts LOG_FIELDS_ADDED); one made before a round's duplicate `tile` was
 * dropped still holds it, equal to its `location` (board.ts LOG_FIELDS_DROPPED).
 */
function asSavedBefore(replayed: unknown, saved: unknown): unknown {
  if (!isObject(replayed) || !isObject(saved)) return replayed;
  const out = { ...replayed };
  if (!('msg' in saved)) for (const f of LOG_FIELDS_ADDED) if (!(f in saved)) delete out[f];
  const msg = logMsgOf(replayed);
  for (const f of (msg && LOG_FIELDS_DROPPED[msg]) || []) if (f in saved && !(f in out) && saved[f] === replayed.location) out[f] = saved[f];
  return out;
}
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const sameLogEntry = (replayed: unknown, saved: unknown): boolean => jsonEqual(asSavedBefore(replayed, saved), saved);

const SEGMENTS = [
  { id: 'setup', phase: 'setup', rule: 'Starting the game' },
  { id: 'take', phase: 'influence', rule: 'Phase 2 Take Influence Tiles' },
  { id: 'propose', phase: 'candidates', rule: 'Phase 3 Propose Candidates' },
  { id: 'elections', phase: 'elections', rule: 'Phase 4 Hold Elections' },
  { id: 'recover', phase: 'commit', rule: 'Phase 5 Commit military forces' },
  { id: 'send', phase: 'commit', rule: 'Phase 5 Commit military forces' },
  { id: 'battle', phase: 'battles', rule: 'Phase 6 Resolve Battles' },
  { id: 'endOfTurn', phase: 'endOfTurn', rule: 'Phase 7 End of Turn' },
] as const;

const turnTable: TurnTable<PeriklesState> = {
  machineId: PERIKLES_ID,
  flat: true,
  phases: PHASES,
  segments: SEGMENTS,
  decisions: DECISION_KINDS.map((kind) => ({ kind, segment: DECISION_RULES[kind].segment, rule: DECISION_RULES[kind].rule })),
  at: (g) => ({ over: g.phase === 'over', segment: g.decision ? DECISION_RULES[g.decision.kind].segment : 'endOfTurn', decision: g.decision?.kind ?? null }),
  applyChecked,
  changeSeat: (g, seat, to) => changeSeat(g, seat, to),
};

function replayEntry(g: PeriklesState, entry: RecordEntry<Seat>): PeriklesState {
  const a = entry.action as { type?: unknown; to?: unknown } | null;
  if (a && a.type === 'seat.change') {
    const why = seatChangeRefusal(g, entry.seat, a.to);
    if (why) throw new EngineError('bad-action', `A seat change refused: ${why}.`);
    return changeSeat(g, entry.seat, a.to as SeatKind);
  }
  return perikles.apply(g, entry.seat, entry.action);
}

// A setup as saves, journals and the CLI give it: the seats of its player count (3 to 5 of the five
// colours; the contract's Record<S, …> with some colours absent).
const SETUP_SHAPE = z.object({
  scenario: z.literal(SCENARIO), seed: z.string().max(200),
  seats: z.partialRecord(z.enum(SEATS), z.custom<SeatKind>(isSeatKind))
    .refine((seats) => Object.keys(seats).length >= SETUP.players.min, 'too few seats'),
});

export const perikles: GameModule<PeriklesState, PeriklesView, Seat, undefined, FinishedPerikles> = {
  id: PERIKLES_ID,
  title: 'Perikles',
  scenarios: [{ id: SCENARIO, title: 'Perikles', players: { min: SETUP.players.min, max: SETUP.players.max }, offered: true }],
  seatsFor(scenario, players = SETUP.players.max) {
    if (scenario !== SCENARIO) throw new EngineError('bad-setup', `Unknown scenario "${scenario}"`);
    return seatsFor(players);
  },
  isSeat,
  newGame: setupOf,
  setupOf: (g) => ({ scenario: g.scenario, seed: g.seed, seats: { ...g.setupKinds } }),

  turnTable,
  pending,
  isOver: (g) => g.phase === 'over',
  legalActions,
  check,
  apply(g, seat, action) {
    check(g, seat, action);
    return applyChecked(g, seat, action);
  },
  seatChangeRefusal,
  replayEntry,
  hash: hashJson,
  invariants,
  summary: periklesSummary,

  view: viewFor,
  // Not yet: the closed options with their reasons ("why not?"); none are listed.
  whyNot: (g, seat) => whyNotPerikles(g, seat),

  // #33: the three lessons of "Learn to play" (lessons/), each from its seeded position.
  lessons: {
    list: PERIKLES_LESSONS.map((l) => ({ id: l.id, scenario: SCENARIO, player: l.player })),
    start(id) {
      const lesson = periklesLessonById(id);
      if (!lesson) throw new EngineError('bad-setup', `Unknown lesson "${id}".`);
      const { game, decisions } = lessonStart(lesson);
      return { state: game, decisions };
    },
  },

  undoBarrier(before, after) {
    if (after.slots.filter((s) => s.revealed).length > before.slots.filter((s) => s.revealed).length) return 'reveal';
    if (after.influencePile.length !== before.influencePile.length || after.locationPile.length !== before.locationPile.length) return 'draw';
    if (canonicalJson(after.rng) !== canonicalJson(before.rng)) return 'random';
    return null;
  },

  records: {
    finished(g, at) {
      if (g.phase !== 'over') return null;
      return { game: 'perikles', seed: g.seed, seats: { ...g.kinds }, winners: winners(g), scores: scores(g), finishedAt: at.toISOString() };
    },
    identity: (g, record) => canonicalJson({ game: PERIKLES_ID, seed: g.seed, seats: g.setupKinds, record }),
  },

  bots: {
    levels: PERIKLES_LEVELS,
    legacyKinds: {},
    decide: (level, view, legal, rng, opts) => decidePerikles(level, view, legal, rng, opts as Parameters<typeof decidePerikles>[4]),
    publicReason: (_kind, reason) => reason,
    overrun: {
      // The search keeps no clock (its budget is candidates × samples): Hard's is its p95 on a busy machine
      // (3.6 s, #33 bench), so the worker's cap only stops a runaway; the deep test bot takes tens of seconds.
      budgetMs: (level) => (level === 'hard' ? 4000 : level === 'search' ? 30_000 : null),
      // The rule bot answers on the spot, and its reason says the level ran out of time, as every game's fallback does.
      fallback(view, legal, rng) {
        const d = decidePerikles('rule', view, legal, rng);
        return { action: d.action, reason: timedOut(d.reason) };
      },
    },
  },

  saveChecks: {
    stateFault(value) {
      const g = value as Partial<PeriklesState> | null;
      if (!g || typeof g !== 'object' || g.game !== 'perikles' || g.format !== 1) return { reason: { key: 'engine.save.notThisGame' }, text: 'This is not a Perikles game.' };
      const broken = invariants(g as PeriklesState);
      return broken.length > 0 ? { reason: { key: 'engine.save.damaged' }, text: broken.join('; ') } : null;
    },
    summaryFault(summary, g) {
      const s = SUMMARY_SHAPE.safeParse(summary);
      const now = periklesSummary(g);
      // Scores are checked when the save has them; a save from before they were summarized has none.
      const same = s.success && s.data.turn === now.turn && s.data.phase === now.phase && (s.data.scores === undefined || jsonEqual(s.data.scores, now.scores));
      return same ? null : { reason: { key: 'engine.save.damaged' }, text: 'The saved summary is not its game\'s.' };
    },
    replayFault: (saved, replayed) => (hashJson(saved) === hashJson(replayed) ? null : { reason: { key: 'engine.save.damaged' }, text: 'Replaying the decisions does not give the saved game.' }),
    isDecisionKind: (kind) => (DECISION_KINDS as readonly string[]).includes(kind),
  },

  // --- host (#32 B3): what the host, its saves and its journal ask of every game
  seatKinds: (g) => g.kinds,
  // Every entry of Perikles' log is public (what is hidden is kept out of it: view.ts): none names its readers.
  logAddressees: (g) => g.log.map(() => ({})),
  seatLog: (g, seat) => viewFor(g, seat).log,
  seatChange(g, seat, to) {
    const why = seatChangeRefusal(g, seat, to);
    if (why) throw new EngineError(why === 'game-over' ? 'game-over' : 'bad-action', `${seat} cannot be handed to ${String(to)} now (${why}).`);
    return { seat, action: { type: 'seat.change', from: g.kinds[seat], to: to as SeatKind } };
  },
  savedSetup: (g) => ({ scenario: g.scenario, seed: g.seed, seats: { ...g.setupKinds } }),
  replayStart: (setup) => setupOf(setup),
  scenarioTexts: () => [{ id: SCENARIO, name: 'Perikles', intro: 'Three turns of influence, elections and battles among the six cities of Greece, for 3 to 5 players.' }],
  progress: (g) => ({ turn: g.turn, phase: g.phase }),
  sameLogEntry,
  // The log as sameLogEntry compares it (a save from before the log's keys), the rest exactly.
  sameGame: (g, saved) => g.log.length === saved.log.length && g.log.every((e, i) => sameLogEntry(e, saved.log[i]))
    && jsonEqual({ ...g, log: saved.log }, saved),
  setupSchema: z.custom<GameSetup<Seat, undefined>>((value) => SETUP_SHAPE.safeParse(value).success, 'not a Perikles setup'),
  summarySchema: SUMMARY_SHAPE,
};
