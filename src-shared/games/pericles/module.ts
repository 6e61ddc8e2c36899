// GMT's *Pericles: The Peloponnesian Wars* as a game module (#32 "The contract"): the engine's
// own functions, each under the contract's name. Nothing here decides a rule; it only says which
// function answers which question. (It imports the engine's parts, not engine.ts, which exports it.)
import { FACTIONS, type Faction } from './model/ids.js';
import { LEGACY_SEAT_KINDS, SEAT_KINDS, TURN_PHASES, type GameState, type LogEntry, type SeatKind } from './model/state.js';
import { hashJson, jsonEqual } from '../../kit/hash.js';
import { asSavedBefore } from './rules/log.js';
import { newGame } from './engine/setup.js';
import { apply, applyChecked, checkAction, legalActions, pending } from './engine/driver.js';
import { applyRecorded, changeSeat, checkSeatChange, seatChangeOf, seatChangeRefusal, seatsAtSetup } from './engine/seats.js';
import { handicapForReplay, handicapSetupOf, type EVERY_BOT, type HandicapSetup } from './engine/handicap.js';
import { problemsAtRest } from './engine/simulate.js';
import { summaryOf } from './engine/summary.js';
import { TURN } from './engine/turn.js';
import { EngineError } from './engine/types.js';
import { DECISIONS, DECISION_KINDS, isDecisionKind } from './decisions/registry.js';
import { seatLog, viewFor, type GameView } from './view.js';
import { closedOptions } from './explain/index.js';
import { LEVELS, PLAYER_LEVELS, decide, isBotLevel, isPlayerLevel, ruleDecide, type BotOptions } from './bots/index.js';
import type { FinishedGame } from '../../protocol/api.js';
import { PERICLES } from '../catalog.js';
import type { GameModule, GameSetup, TurnTable } from '../contract.js';
import { publicReason } from './botReasons.js';
import { finishedGameIdentity, finishedGameOf } from './records.js';
import { loadedGameFault, pendingReplayFault, summaryFault } from './saveChecks.js';
import { undoBarrier } from './undoBarrier.js';
import { z } from 'zod';
import { SCENARIOS } from './data/scenarios/index.js';
import { aids } from './aids.js';
import { LESSONS, lessonById, lessonStart } from './lessons/index.js';
import { query, querySchema, type PericlesQuery } from './query.js';
import { timedOut } from '../../kit/overrun.js';

/** Pericles' setup options: its handicap (engine/handicap.ts); `handicapped` absent: the rule picks. */
export interface PericlesOptions {
  handicap?: number;
  handicapped?: readonly Faction[] | typeof EVERY_BOT;
}

export type PericlesSetup = GameSetup<Faction, PericlesOptions>;

/** The handicap part of a setup's options, as handicapForReplay reads it (EVERY_BOT reads as naming none). */
function setupHandicap(setup: PericlesSetup): HandicapSetup {
  const o = setup.options ?? {};
  return { ...(o.handicap ? { handicap: o.handicap } : {}), ...(Array.isArray(o.handicapped) ? { handicapped: [...o.handicapped] } : {}) };
}

const FACTION_IDS = FACTIONS as readonly Faction[] as [Faction, ...Faction[]];

const isFaction = (seat: string): seat is Faction => (FACTIONS as readonly string[]).includes(seat);

/** A setup's seats as the engine takes them: every Faction, each a person or a bot this game has. */
function seatsOf(setup: PericlesSetup): Record<Faction, SeatKind> {
  const seats = {} as Record<Faction, SeatKind>;
  for (const f of FACTIONS) {
    const kind = SEAT_KINDS.find((k) => k === setup.seats[f]);
    if (!kind) throw new EngineError('bad-setup', `${f} must be played by a person or a bot (${SEAT_KINDS.join(', ')}), not ${String(setup.seats[f])}.`);
    seats[f] = kind;
  }
  return seats;
}

/** The statechart's turn table (machine.ts; the host's: machine/gameMachine.ts machineOf): the phases, the segments of 4.0 and the decision registry. */
const turnTable: TurnTable<GameState> = {
  machineId: 'pericles',
  phases: TURN_PHASES,
  segments: TURN.map((s) => ({ id: s.id, phase: s.phase, rule: s.rule })),
  decisions: DECISION_KINDS.map((kind) => {
    const d = DECISIONS[kind];
    return { kind, segment: d.segment, rule: d.rule, ...(d.stage ? { stage: d.stage } : {}) };
  }),
  at: (g) => ({ over: g.flow.phase === 'over', segment: g.flow.segment, decision: g.flow.pending?.kind ?? null }),
  applyChecked,
  changeSeat,
};

export const pericles: GameModule<GameState, GameView, Faction, PericlesOptions, FinishedGame> = {
  id: PERICLES.id,
  title: PERICLES.title,

  scenarios: PERICLES.scenarios,
  seatsFor(scenario) {
    if (!PERICLES.scenarios.some((s) => s.id === scenario)) throw new EngineError('bad-setup', `Unknown scenario "${scenario}"`);
    return FACTIONS;
  },
  isSeat: isFaction,
  newGame: (setup) => newGame({ scenario: setup.scenario, seed: setup.seed, seats: seatsOf(setup), ...setup.options }),
  setupOf: (g, record) => ({
    scenario: g.scenario, seed: g.seed, seats: seatsAtSetup(g.seats, record),
    ...(g.handicap ? { options: handicapForReplay(g) } : {}),
  }),

  turnTable,
  pending,
  isOver: (g) => g.flow.phase === 'over',
  legalActions,
  check: checkAction,
  apply,
  seatChangeRefusal,
  replayEntry: (g, entry) => applyRecorded(g, entry.seat, entry.action),
  hash: hashJson,
  // What the simulator checks after every decision: the game at rest, as a save holds it.
  invariants: (g) => problemsAtRest(g, true),
  summary: summaryOf,

  view: viewFor,
  whyNot: closedOptions,
  // board (#32 D): the muster's moves in the view message, and the page's questions about the board.
  aids,
  querySchema,
  query: (q: PericlesQuery, at) => query(q, at),
  lessons: {
    list: LESSONS.map((l) => ({ id: l.id, scenario: l.scenario, player: l.player })),
    start(id) {
      const lesson = lessonById(id);
      if (!lesson) throw new EngineError('bad-setup', `Unknown lesson "${id}".`);
      const { game, decisions } = lessonStart(lesson);
      return { state: game, decisions };
    },
  },

  undoBarrier,

  records: { finished: finishedGameOf, identity: finishedGameIdentity },

  bots: {
    levels: PLAYER_LEVELS,
    legacyKinds: LEGACY_SEAT_KINDS,
    decide(level: string, view: GameView, legal, rng, opts?: BotOptions) {
      if (!isBotLevel(level)) throw new EngineError('bad-setup', `No bot plays at level "${level}".`);
      return decide(level, view, legal, rng, opts);
    },
    publicReason,
    overrun: {
      // A searching level's own time cap (levels.ts; the bare 'search' bot's from its options); the rule bot keeps none.
      budgetMs(level: string, opts: BotOptions = {}) {
        if (level === 'search') return opts.search?.budgetMs ?? 1000;
        const search = isPlayerLevel(level) ? LEVELS[level].search : undefined;
        return search ? opts.levelBudgetMs ?? search.budgetMs : null;
      },
      // The rule bot answers on the spot, and its reason says the level ran out of time.
      fallback(view: GameView, legal, rng) {
        const d = ruleDecide(view, legal, rng);
        return { action: d.action, reason: timedOut(d.reason) };
      },
    },
  },

  saveChecks: {
    stateFault: loadedGameFault,
    summaryFault,
    replayFault: pendingReplayFault,
    isDecisionKind,
  },

  // --- host (#32 B3)
  seatKinds: (g) => g.seats,
  logAddressees: (g) => g.log,
  seatLog,
  seatChange(g, seat, to) {
    checkSeatChange(g, seat, to); // the one refusal, worded in seats.ts
    return seatChangeOf(g, seat, to);
  },
  savedSetup: (g, record) => ({
    scenario: g.scenario, seed: g.seed, seats: seatsAtSetup(g.seats, record),
    ...(g.handicap ? { options: handicapSetupOf(g) } : {}),
  }),
  // A saved handicap that names no Factions is from before #29: every bot got it (handicapForReplay).
  replayStart: (setup) => newGame({ scenario: setup.scenario, seed: setup.seed, seats: seatsOf(setup), ...handicapForReplay(setupHandicap(setup)) }),
  scenarioTexts: () => SCENARIOS.map((s) => ({ id: s.id, name: s.name, intro: s.intro })),
  progress: (g) => ({ turn: g.turn, phase: g.flow.phase, war: g.war }),
  sameLogEntry: (replayed, saved) => jsonEqual(asSavedBefore(replayed as LogEntry, saved as LogEntry | undefined), saved),
  // Structural equality of the JSON: the same verdict as comparing hashes, at a fraction of the cost.
  sameGame: (g, saved) => g.log.length === saved.log.length && jsonEqual({ ...g, log: saved.log }, saved),
  setupSchema: z.object({
    scenario: z.string().min(1), seed: z.string(), seats: z.record(z.enum(FACTION_IDS), z.enum(SEAT_KINDS)),
    options: z.strictObject({
      handicap: z.number().int().nonnegative().optional(),
      handicapped: z.array(z.enum(FACTION_IDS)).max(FACTIONS.length).optional(),
    }).optional(),
  }),
  summarySchema: z.object({
    turn: z.number().int().nonnegative(),
    phase: z.string(),
    factionsHonor: z.record(z.enum(FACTION_IDS), z.number().finite()),
  }),
};
