// The game-module contract (#32 "The contract"): what one game gives the host, the saves, the
// journal, the protocol and the tests. A game is its module; nothing else of it crosses. GMT's
// *Pericles* is the first (games/pericles/module.ts); a second game is a second module.
//
// Members are declared with method syntax on purpose: TypeScript checks method parameters
// bivariantly, so a typed module (`GameModule<GameState, GameView, Faction, …>`) is assignable to
// the erased `AnyGame` (state `unknown`, seat `string`) the registry holds. The host only ever
// hands a state back to the module it came from.
//
// Only what a module implements for real is here; the rest of the design (plan32 §3.1: setup
// schema, rules reference, board aids, queries) joins when a module has it.
import type { Action, Reason, WhyNot } from '../kit/types.js';
import type { RngState } from '../kit/random.js';
import type { ZodType } from 'zod';

export type { Action, Reason, WhyNot, RngState };

/** A game's id: lower case, digits and dashes ('pericles'; #33: 'perikles'). A save names it. */
export type GameId = string;

/** Who plays a seat: a person, or a bot at one of the game's levels (`bots`). */
export type SeatKind = 'human' | `bot:${string}`;

/** A seat's id as its game names it (Pericles: a faction): the host, saves and journal hold it as text. */
export type SeatId = string;

/** Whose eyes a view is for: a seat, or someone playing none. */
export type ViewSeat<S extends string = string> = S | 'spectator';

/** What the start screen, the CLI, the saves list and file titles need of a scenario. */
export interface ScenarioInfo {
  id: string;
  /** English, for file titles, menus and logs; the page words it through its UI module. */
  title: string;
  /** Seats at setup: Pericles 4–4 (#33's Perikles: 3–5). */
  players: { min: number; max: number };
  /** On the start screen; false: development, tests and the CLI only. */
  offered: boolean;
}

/** Everything a replay starts from: a save, a journal header and a record keep exactly this. */
export interface GameSetup<S extends string = string, O = unknown> {
  scenario: string;
  seed: string;
  /** The seats the game began with (later changes are entries of its record). */
  seats: Record<S, SeatKind>;
  /** The game's own options (Pericles: its handicap). */
  options?: O;
}

/** One entry of a game's record: a decision, or a seat changing hands (`{ type: 'seat.change', … }`). */
export interface RecordEntry<S extends string = string> {
  seat: S;
  action: Action;
}

/** Who must decide what now. */
export interface Pending<S extends string = string> {
  kind: string;
  seats: S[];
  /** The rule that asks it (a rule number or a heading of the game's rulebook). */
  rule: string;
  phase: string;
  segment: string;
}

/** A game that cannot be played (a damaged or altered save): words for the player and the developer. */
export interface GameProblem {
  reason: Reason;
  text: string;
}

/** An option the open decision does not offer now, with every rule that refuses it. */
export interface ClosedOption {
  option: Readonly<Record<string, unknown>>;
  why: readonly WhyNot[];
  /** Shown disabled beside the legal options; else explained only when pointed at on the board. */
  listed: boolean;
}

export interface BotDecision {
  action: Action;
  /** One line a person can read: what the bot does and why (for the bot's own seat). */
  reason: Reason;
}

/** Why a decision ends undo: never across dice, draws, reveals or hand-offs; null: it may be undone. */
export type UndoBarrier = 'random' | 'draw' | 'reveal' | 'handoff' | null;

/** The turn table a game's statechart is generated from. */
export interface TurnTable<St> {
  /** The statechart's id: saved snapshots name their states under it. */
  readonly machineId: string;
  /**
   * True: the game is played by a flat statechart, one state while it runs (machine/tableMachine.ts;
   * #33 Perikles, whose saved snapshots name it); absent: the nested turn sequence (machine/turnMachine.ts).
   */
  readonly flat?: boolean;
  readonly phases: readonly string[];
  /** The turn sequence's steps, in order. */
  readonly segments: readonly { id: string; phase: string; rule: string }[];
  /** Every kind of decision, the segment that asks it and its stage there ('expedition.battle'). */
  readonly decisions: readonly { kind: string; segment: string; stage?: string; rule: string }[];
  /** Where the game stands: the statechart's routing guards. */
  at(state: St): { over: boolean; segment: string; decision: string | null };
  /** ACT: a decision already passed by the module's `check` (a throw here is a bug in the rules). */
  applyChecked(state: St, seat: string, action: Action): St;
  /** SEATS: a seat changing hands, already passed by `seatChangeRefusal`. */
  changeSeat(state: St, seat: string, to: SeatKind): St;
}

export interface GameModule<St = unknown, V = unknown, S extends string = string, O = unknown, Finished = unknown> {
  // --- identity
  readonly id: GameId;
  /** English ("Pericles: The Peloponnesian Wars"). */
  readonly title: string;

  // --- scenarios, seats and setup
  readonly scenarios: readonly ScenarioInfo[];
  /** The seats of a scenario's game (for `players` of them, where the count may vary). */
  seatsFor(scenario: string, players?: number): readonly S[];
  isSeat(seat: string): seat is S;
  /** A new game, at its first decision; refused with an EngineError('bad-setup'). */
  newGame(setup: GameSetup<S, O>): St;
  /** The setup `state` began from, its record telling the seats it began with: newGame(setupOf(…)) replays it. */
  setupOf(state: St, record: readonly RecordEntry<S>[]): GameSetup<S, O>;

  // --- the flow
  readonly turnTable: TurnTable<St>;
  /** Who must decide what now; null when the game is over. */
  pending(state: St): Pending<S> | null;
  isOver(state: St): boolean;
  /** Every action `seat` may take now (none when it is not its decision). */
  legalActions(state: St, seat: S): Action[];
  /** The one legality check: throws an EngineError (bad-action, game-over, not-your-turn, illegal-action). */
  check(state: St, seat: S, action: unknown): asserts action is Action;
  /** `check`, then the decision applied to a copy (bots, simulations); `state` never changes. */
  apply(state: St, seat: S, action: unknown): St;
  /** Why `seat` may not go to `to` now (e.g. 'seat-mid-secret'), or null when it may. */
  seatChangeRefusal(state: St, seat: S, to: unknown): string | null;
  /** One entry of a record, untrusted (a decision or a seat change): refused with an EngineError. */
  replayEntry(state: St, entry: RecordEntry<S>): St;
  /** The game's identity: saves verify replays by it, determinism tests compare by it. */
  hash(state: St): string;
  /** Every broken invariant in words; empty when sound (simulations and tests). */
  invariants(state: St): string[];
  /** What the saves browser shows of a game, always derived from the game; `scores`: each seat's points now, for a game whose chips the summary carries (#33 Perikles). */
  summary(state: St): { turn: number; phase: string; scores?: Readonly<Record<string, number>> };

  // --- what a seat sees (never the state)
  view(state: St, seat: ViewSeat<S>, opts?: { withoutLog?: boolean }): V;
  /** The options `seat`'s open decision does not offer, and why not. */
  whyNot(state: St, seat: S): ClosedOption[];

  // --- board (#32 D): what a seat's board shows, worked out by the rules on the true state and handed
  // to the page as data (the chessground way); the page never rebuilds a state to ask the rules itself.
  /** The board aids of `seat`'s open decision (Pericles: the muster's moves, 9.32), or null when it has none. */
  aids?(state: St, seat: S): unknown;
  /** What a page may ask (Rally the Troops' `query`): bounded; the host checks a question with it before `query` sees it. */
  readonly querySchema?: import('zod').ZodType;
  /**
   * The answer to a question that passed `querySchema`, about the running game (`state`) or, with
   * none, about the game's scenarios; never more than `seat` may see. Null: it needs a game and none runs.
   */
  query?(q: unknown, at: { state: St | null; seat: ViewSeat<S> }): unknown;

  // --- lessons (#17.1 "Learn to play"; #33 serves each game's): the page words and runs them, the host starts them
  readonly lessons?: {
    readonly list: readonly LessonInfo<S>[];
    /**
     * Lesson `id`'s game at its starting position, and the record that leads there from setup (the
     * game replays and verifies like any other); refused with an EngineError('bad-setup') for an unknown id.
     */
    start(id: string): { state: St; decisions: RecordEntry<S>[] };
  };

  // --- hidden information
  /** Why a decision of `seat` may not be undone (`before` → `after`), or null when it may. */
  undoBarrier(before: St, after: St, seat: S): UndoBarrier;

  // --- the record of finished games
  readonly records: {
    /** The line records.json keeps of a finished game, or null while it is not over. */
    finished(state: St, at: Date): Finished | null;
    /** A game's identity across loads as text, from its setup and record (the host digests it to a key). */
    identity(state: St, record: readonly RecordEntry<S>[]): string;
  };

  // --- bots
  readonly bots: {
    /** The levels a player may give a seat (seat kinds `bot:<level>`). */
    readonly levels: readonly string[];
    /** Seat kinds of old saves and what they play as now ('bot:rule' → 'bot:normal'). */
    readonly legacyKinds: Readonly<Record<string, string>>;
    /**
     * One decision by a bot of `level` (an offered level, or one of the game's test bots), from a
     * seat's view, never the state; `opts` are the game's own (Pericles: search budgets, a clock).
     */
    decide(level: string, view: V, legal: readonly Action[], rng: RngState, opts?: unknown): BotDecision;
    /** A bot's reason as other seats may read it now, or null while it stays withheld. */
    publicReason(kind: string, reason: Reason, over: boolean): Reason | null;
    /**
     * What the bot worker (src-main/host/botWorker.ts) holds a level to: how long its decision may take
     * (ms, the bot's own soft cap; null when it keeps no clock), and the quick decision played instead
     * when it overruns. The worker stops a decision at twice the budget and one second more (five
     * seconds without one) and asks `fallback` on the host's thread: it must take a millisecond or two.
     * The fallback's reason is kit/overrun.ts `timedOut(<the quick bot's reason>)`: every game's player reads
     * that the bot ran out of time, in the same words.
     */
    readonly overrun: {
      budgetMs(level: string, opts?: unknown): number | null;
      fallback(view: V, legal: readonly Action[], rng: RngState): BotDecision;
    };
  };

  // --- save checks
  readonly saveChecks: {
    /** The first reason `value` cannot be played as this game, or null when it can. */
    stateFault(value: unknown): GameProblem | null;
    /** A saved summary that is not its game's: the file was edited. */
    summaryFault(summary: unknown, state: St): GameProblem | null;
    /** Replaying a save's decisions moved only the pending decision: the file was altered. */
    replayFault(saved: St, replayed: St): GameProblem | null;
    /** A kind of decision this game has (bot reasons in saves and journals name one). */
    isDecisionKind(kind: string): boolean;
  };

  // --- host (#32 B3): what the host, its saves and its journal ask beyond the members above
  /** Who plays each seat now. */
  seatKinds(state: St): Readonly<Record<S, SeatKind>>;
  /** The game's whole log, by whom each entry is for (no `to`: everyone): what a seat has seen is counted in it. */
  logAddressees(state: St): readonly { readonly to?: readonly string[] }[];
  /** The log `seat` reads (its view's log), for paging. */
  seatLog(state: St, seat: ViewSeat<S>): readonly unknown[];
  /** The record's entry of `seat` going to `to` mid-game; its refusal thrown as the game words it (EngineError). */
  seatChange(state: St, seat: S, to: unknown): RecordEntry<S>;
  /** The setup as a save and a journal keep it: the seats it began with, options only as chosen. */
  savedSetup(state: St, record: readonly RecordEntry<S>[]): GameSetup<S, O>;
  /** The game a saved setup (savedSetup, a save's, a journal's) starts: every replay begins here. */
  replayStart(setup: GameSetup<S, O>): St;
  /** The scenarios as the start screen lists them (English words; the page translates by id). */
  scenarioTexts(): readonly { id: string; name: string; intro: string }[];
  /** Where a state stands, for replays (turn list, messages). */
  progress(state: St): { turn: number; phase: string; war?: string };
  /** A replayed log entry is the saved one (a save made before an entry carried a fact logged now still matches). */
  sameLogEntry(replayed: unknown, saved: unknown): boolean;
  /** A replayed game is the saved one, their logs matching entry by entry (sameLogEntry). */
  sameGame(replayed: St, saved: St): boolean;
  /** Bounded checks of a setup (saves, journals, the CLI) and of a saved summary. */
  readonly setupSchema: ZodType<GameSetup<S, O>>;
  readonly summarySchema: ZodType<unknown>;
}

/** A lesson of "Learn to play" as the host knows it (#17.1; #33): its id (unique among every game's), scenario and the player's seat. */
export interface LessonInfo<S extends string = string> {
  id: string;
  scenario: string;
  player: S;
}

/** The erased module the host, saves, journal and protocol hold. */
export type AnyGame = GameModule;
