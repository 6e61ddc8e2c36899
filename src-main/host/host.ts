// GameHost: the transport-agnostic game host (ARCHITECTURE.md "Host and transports"). It owns the
// XState actor of the turn sequence, who plays each seat, and the decisions since setup. Clients
// (an Electron window, a WebSocket) connect as HostSessions; every message from them is untrusted
// and goes through protocol.ts before it can reach the actor. After every change each session
// receives its own seat's redacted view, bots are asked for their seats' decisions off the
// current call stack, and the game is autosaved through the persistence seam.
import { loadedGameFault, pendingReplayFault, summaryFault, type GameProblem } from './loadCheck.js';
import { summaryOf } from '../../src-shared/engine/summary.js';
import { randomBytes } from 'node:crypto';
import { createActor, type Actor, type Snapshot } from 'xstate';
import { gameMachine } from '../../src-shared/machine/gameMachine.js';
import { seatLog } from '../../src-shared/view.js';
import { logPage, logTailStart } from '../../src-shared/viewLog.js';
import { closedOptions } from '../../src-shared/explain/index.js';
import { aidsFor } from './aidsFor.js';
import {
  EngineError, hashGame, legalActions, newGame, pending, viewFor,
  type Action, type GameState,
} from '../../src-shared/engine.js';
import { handicapForReplay, handicapSetupOf, type HandicapSetup } from '../../src-shared/engine/handicap.js';
import { applyRecorded, seatChangeOf, seatsAtSetup, type OfferedSeatKind } from '../../src-shared/engine/seats.js';
import { FACTIONS, type Faction } from '../../src-shared/model/ids.js';
import type { SeatKind } from '../../src-shared/model/state.js';
import { isDecisionKind, type DecisionKind } from '../../src-shared/decisions/registry.js';
import { reason as botReason, type Reason } from '../../src-shared/bots/types.js';
import { SCENARIOS, scenarioById } from '../../src-shared/data/scenarios/index.js';
import { lessonById, lessonStart } from '../../src-shared/lessons/index.js';
import type {
  ActResult, GameStarted, LoadedGame, NewGameRequest, ReplaySource, ReplyValues, SaveInfo, ScenarioInfo, SeatChanged, TakenOver,
} from '../../src-shared/protocol/api.js';
import { DEFAULT_BOTS, PUBLIC_REASON_KINDS, botChoice, botKindOfSeat, botRng, publicReason, randomBot, type BotKind, type BotPlayer } from './bots.js';
import {
  BOT_REASONS_KEPT, WHOLE_LOG_RESEND_MIN_MS, parseClientText, parseClientValue,
  type BotReasonView, type ClientMessage, type ErrorCode, type ErrorMessage, type HostMessage, type NoticeMessage, type OkMessage,
  type ParseOutcome, type ViewMessage, type ViewSeat,
} from '../../src-shared/protocol/messages.js';
import {
  type Decision, type ExportedSave, type GameRecord, type JournalWriter, type LoadedRecord, type Persistence, type SaveFileSource,
} from './persistence.js';
import type { JournalContent } from '../saves/journal.js';
import type { SavedBotReason } from '../saves/format.js';
import { autosaveChain } from '../saves/store.js';
import { jsonEqual } from '../../src-shared/model/hash.js';
import { UndoStack } from './undo.js';
import { ReplayService, publicDivergence, setupOf, verifyRecord } from './replay.js';
import { finishedGameKey, finishedGameOf, type RecordStore } from './records.js';
import { openFileRefused } from './saveFiles.js';

/** What the host exports (exportFile): a save by name, or the game being played under a title. */
export type ExportSource = { save: string } | { title: string };

/** A save file taken in (importFile): the save that holds it now, and whether it was there already. */
export interface ImportedFile { name: string; existing: boolean }

/** A refusal with a code for the client; the host's state is unchanged when it is thrown. */
export class HostError extends Error {
  readonly code: ErrorCode | string;
  /** What in particular is wrong, for the player's words (a damaged save: engine.damaged.*). */
  readonly reason: Reason | undefined;
  constructor(code: ErrorCode | string, message: string, reason?: Reason) {
    super(message);
    this.name = 'HostError';
    this.code = code;
    this.reason = reason;
  }
}

export interface GameHostOptions {
  /** Where saves and autosaves go; null/absent: save commands answer 'no-persistence'. */
  persistence?: Persistence | null;
  /** Autosave after every accepted decision and new game (default: true when persistence is set). */
  autosave?: boolean;
  /**
   * While bots play a run of decisions, autosave at most this often (default 2000 ms); the newest
   * state is written as soon as they stop, and a person's decision at once. Bot decisions replay
   * from the bot seed, so a crash in a run loses no one's work, and the host is not kept busy
   * serializing saves between bot moves.
   */
  autosaveIntervalDuringBotsMs?: number;
  /** Decision makers per bot kind; missing kinds use DEFAULT_BOTS. */
  bots?: Partial<Record<BotKind, BotPlayer>>;
  /** Seed of the bots' own random streams (default: the game's seed). */
  botSeed?: string;
  /** Pause before each bot decision, so people can follow the game (default 0). */
  botDelayMs?: number;
  /** Shortest time between two whole-log resends to one client on its 'sync' (default 1000 ms). */
  wholeLogResendMinMs?: number;
  /** Where host-side failures are reported (default console.error). */
  log?: (message: string, error?: unknown) => void;
  /** The record of finished games (records.ts); absent: games are not recorded. */
  records?: RecordStore | null;
  /**
   * Leave games of the setups players are not offered (the development setup, for the tests) out
   * of the saves list and Continue (#29 item 14). The app sets it unless PERICLES_DEV=1, the switch
   * that also offers that setup on the start screen; absent: every game is listed (tests).
   */
  hideDevGames?: boolean;
}

type GameActor = Actor<typeof gameMachine>;

const VIEW_FAILED: NoticeMessage = {
  type: 'notice', level: 'warning', code: 'view-failed',
  message: 'The game could not be shown. Load a save or start a new game; your saves are unchanged.',
};
type Send = (message: HostMessage) => void;

/** Notices kept for a page while none is connected (the latest: a bot game left running adds more). */
const UNHEARD_NOTICES_KEPT = 10;

/**
 * How long an autosave waits after a change when a journal already holds the decisions: long enough
 * for the page to draw the change first (its slowest decisions take ~150 ms on software GL).
 */
const AUTOSAVE_AFTER_CHANGE_MS = 300;

const ALL_HUMAN: Record<Faction, SeatKind> = { aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' };

/** One connected client (a window or a socket), bound to the seat whose view it receives. */
export class HostSession {
  private boundSeat: ViewSeat = 'spectator';
  private closed = false;
  /** The log this client holds: whose, of which game lineage (GameHost.logEpoch), how many entries. */
  private logSent: { seat: ViewSeat; epoch: number; length: number } | null = null;
  /** When the whole log was last resent on request ('sync'), and the merged resend waiting, if any. */
  private lastWholeLogAt = -Infinity;
  private wholeLogTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly host: GameHost, private readonly sendFn: Send) {}

  get seat(): ViewSeat {
    return this.boundSeat;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** @internal the host rebinds sessions when seats change. */
  bind(seat: ViewSeat): void {
    this.boundSeat = seat;
  }

  /** @internal the first log entry this client lacks, for a log of `epoch` (0: it holds none). */
  logHeld(epoch: number): number {
    const sent = this.logSent;
    return sent && sent.seat === this.boundSeat && sent.epoch === epoch ? sent.length : 0;
  }

  /**
   * @internal Runs `resend` now, or once at the end of the current `minGapMs` window when a resend
   * already ran in it: a client asking again and again gets one resend a window, not one an ask.
   */
  throttleWholeLog(minGapMs: number, resend: () => void): void {
    if (this.wholeLogTimer) return; // merged into the resend already waiting
    const run = () => {
      this.wholeLogTimer = null;
      if (this.closed) return;
      this.lastWholeLogAt = performance.now();
      resend();
    };
    const wait = this.lastWholeLogAt + minGapMs - performance.now();
    if (wait <= 0) run();
    else this.wholeLogTimer = setTimeout(run, wait);
  }

  /** @internal after sending: the client now holds `length` entries of `epoch`'s log (null: forget). */
  noteLogSent(epoch: number, length: number | null): void {
    this.logSent = length === null ? null : { seat: this.boundSeat, epoch, length };
  }

  /** Delivers a message; a failing transport never breaks the host. */
  send(message: HostMessage): void {
    if (this.closed) return;
    try {
      this.sendFn(message);
    } catch {
      // The transport is gone; its close handler will end the session.
    }
  }

  /** Handles one text frame (WebSocket) and sends the answer with `re` set. */
  async handleText(text: string): Promise<OkMessage | ErrorMessage> {
    const reply = await this.answer(parseClientText(text));
    this.send(reply);
    return reply;
  }

  /** Handles one decoded value (Electron IPC) and returns the answer (also not sent). */
  request(value: unknown): Promise<OkMessage | ErrorMessage> {
    return this.answer(parseClientValue(value));
  }

  private async answer(parsed: ParseOutcome): Promise<OkMessage | ErrorMessage> {
    if (!parsed.ok) return parsed.error;
    const re = parsed.message.id ?? null;
    try {
      const value = await this.host.dispatch(this, parsed.message);
      return { type: 'ok', re, value };
    } catch (e) {
      return { type: 'error', re, ...describeError(e) };
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.wholeLogTimer) clearTimeout(this.wholeLogTimer);
    this.host.disconnect(this);
  }
}

/** A refusal as the client reads it: its code, the reason a damaged save gives, and English without paths. */
export function describeError(e: unknown): { code: string; message: string; reason?: Reason } {
  if (e instanceof HostError && e.reason) return { code: e.code, message: withoutPaths(e.message), reason: e.reason };
  if (e instanceof HostError || e instanceof EngineError) return { code: e.code, message: withoutPaths(e.message) };
  const err = e as { code?: unknown; message?: unknown; name?: unknown } | null;
  // SaveError / PersistenceError carry a player-facing message and a string code.
  if (err && typeof err.code === 'string' && typeof err.message === 'string' && (err.name === 'SaveError' || err.name === 'PersistenceError' || err.name === 'ReplayError')) {
    return { code: err.code, message: withoutPaths(err.message) };
  }
  return { code: 'internal', message: withoutPaths(`Internal error: ${err && typeof err.message === 'string' ? err.message : String(e)}`) };
}

/**
 * A client never learns where files live (#13 item 9): an absolute path in a message becomes
 * its last part ("/home/ann/.config/Pericles/saves/Mine.json" → "Mine.json").
 */
export function withoutPaths(message: string): string {
  return message.replace(/(?:[A-Za-z]:)?(?:[\\/][^\\/\s"'`]+)+[\\/]?/g, (p) => {
    const parts = p.split(/[\\/]/).filter(Boolean);
    return parts.length > 1 ? (parts[parts.length - 1] ?? '') : p;
  });
}

interface BotJob {
  cancelled: boolean;
  cancelTimer: () => void;
}

/**
 * A bot decision's reason as the host keeps it: beside the decision, never in the game state (the
 * game and its log replay from the decisions alone). Saves and the journal keep them beside the
 * decisions too (#29 item 3), so a game loaded or recovered still shows them when it ends.
 */
interface BotReasonRecord {
  seat: Faction;
  decision: number;
  turn: number;
  kind: DecisionKind;
  /** The game log's length right after the decision. */
  logLength: number;
  /** In full, as the bot wrote it for its own seat; bots.ts `publicReason` decides what people see. */
  reason: Reason;
}

/** What a bot says of the decision it is about to make: the decision's kind and turn, and why. */
interface BotReasonNote { kind: DecisionKind; turn: number; reason: Reason }

/**
 * The bots' reasons a save or a journal brings back, for the decisions it brings back: only those
 * of a decision that is there, by the seat that made it (a decision taken back, or a journal cut
 * short, takes its reason with it), of a kind the rules know. `strict` (a save): any other is a
 * damaged save, refused; a journal's (written as play went) are only filtered.
 */
function restoredReasons(saved: readonly SavedBotReason[] | undefined, decisions: readonly Decision[], strict: boolean): BotReasonRecord[] {
  const out: BotReasonRecord[] = [];
  for (const r of saved ?? []) {
    const fits = r.decision < decisions.length && decisions[r.decision]!.seat === r.seat && isDecisionKind(r.kind)
      && (out.at(-1)?.decision ?? -1) < r.decision;
    if (fits) out.push({ ...structuredClone(r), kind: r.kind as DecisionKind });
    else if (strict) throw new HostError('bad-save', 'This save cannot be played: a bot\'s reason in it does not fit its decisions (one to a decision, by the seat that made it, of a kind of decision the rules know). The game you had stays open.');
  }
  return out;
}

export class GameHost {
  private actor: GameActor | null = null;
  private decisions: Decision[] = [];
  /** The running game's id (saves, autosave chain and journal are keyed by it); never the seed. */
  private gameId: string | null = null;
  /** The running game's decision journal, when the persistence keeps one. */
  private journal: JournalWriter | null = null;
  /** The autosave waiting for the page to draw the last change (scheduleAutosave). */
  private autosaveTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * Every bot reason of this game, oldest first: the latest BOT_REASONS_KEPT go out with each view,
   * and once the game is over the secret decisions' reasons all go out (secretBotReasonsFor).
   */
  private botReasons: BotReasonRecord[] = [];
  private readonly undo = new UndoStack();
  /** The board as a player last saw it (renderer-captured PNG), stored in the next saves. */
  private thumbnail: string | null = null;
  /** An autosave went out without a board picture: the first picture rewrites it (#16). */
  private autosavedWithoutThumbnail = false;
  /** The key of the finished game last recorded (records.ts): a game is recorded once. */
  private recorded: string | null = null;
  /**
   * The lesson being played (#17.1): a lesson's game is practice, not a game of the player's. It is
   * not recorded when finished, not autosaved nor journaled, and cannot be saved, so it never shows
   * in the saves browser nor comes back with Continue (#29 item 14); which lessons the player has
   * finished is kept by the page (src-renderer/learn/progress.ts), and a lesson starts afresh.
   */
  private lesson: string | null = null;
  private readonly replays = new ReplayService({
    current: () => (this.actor ? {
      setup: { ...setupOf(this.requireGame()), seats: this.setupSeats() },
      decisions: this.decisions,
      snapshot: { context: { game: this.requireGame() } },
      botReasonOf: (index: number) => this.botReasonOf(index),
    } : null),
    persistence: () => this.persistence,
  });
  private readonly sessions = new Set<HostSession>();
  /** Notices given while no page was connected, oldest first: the next page to connect gets them. */
  private readonly unheard: NoticeMessage[] = [];
  /** Bumped by every change of game or decision: stale bot work compares against it. */
  private version = 0;
  private botJob: BotJob | null = null;
  /** Bumped whenever the log may stop being an extension of what clients hold (new game, load, undo). */
  private logEpoch = 0;
  private idleWaiters: Array<() => void> = [];
  private autosaveDirty = false;
  private autosaving: Promise<void> | null = null;
  /** When the last autosave started (performance.now()), for the bot-run interval. */
  private lastAutosaveAt = -Infinity;
  /** A person's decision not yet in an autosave: written at once, whatever the bots are doing. */
  private humanDecisionUnsaved = false;
  private disposed = false;
  private readonly persistence: Persistence | null;
  private readonly autosaveEnabled: boolean;
  private readonly bots: Record<BotKind, BotPlayer>;
  private readonly log: (message: string, error?: unknown) => void;

  constructor(private readonly opts: GameHostOptions = {}) {
    this.persistence = opts.persistence ?? null;
    this.autosaveEnabled = opts.autosave ?? this.persistence !== null;
    this.bots = { ...DEFAULT_BOTS, ...opts.bots };
    this.log = opts.log ?? ((m, e) => console.error(`[host] ${m}`, e ?? ''));
  }

  // -------------------------------------------------------------------------------------------
  // Sessions

  /** Connects a client; it receives its view (spectator at first) at once. */
  connect(send: Send): HostSession {
    const session = new HostSession(this, send);
    this.sessions.add(session);
    this.publishTo(session);
    for (const m of this.unheard.splice(0)) session.send(m);
    return session;
  }

  /** @internal called by HostSession.close(). */
  disconnect(session: HostSession): void {
    this.sessions.delete(session);
  }

  /** Runs one validated client message. Throws HostError/EngineError/SaveError to refuse. */
  async dispatch(session: HostSession, m: ClientMessage): Promise<unknown> {
    if (this.disposed) throw new HostError('internal', 'The host is shutting down.');
    switch (m.type) {
      case 'act': {
        const game = this.requireGame();
        if (game.seats[m.seat] !== 'human') throw new HostError('not-human-seat', `${m.seat} is played by a bot.`);
        if (session.seat !== m.seat) {
          throw new HostError('not-viewing-seat', `This client views ${session.seat}; switch to ${m.seat} (viewAs) before acting for it.`);
        }
        return this.act(m.seat, m.action as Action) satisfies ReplyValues['act'];
      }
      case 'newGame': {
        const started = this.newGame({
          scenario: m.scenario, ...(m.seed === undefined ? {} : { seed: m.seed }), ...(m.seats ? { seats: m.seats } : {}),
          ...(m.handicap === undefined ? {} : { handicap: m.handicap }), ...(m.lesson ? { lesson: m.lesson } : {}),
        }, session);
        return started satisfies ReplyValues['newGame'];
      }
      case 'viewAs': {
        if (m.seat !== 'spectator') {
          const game = this.requireGame();
          if (game.seats[m.seat] !== 'human') throw new HostError('not-human-seat', `${m.seat} is played by a bot; its view is secret.`);
        }
        session.bind(m.seat);
        this.publishTo(session);
        return { seat: m.seat } satisfies ReplyValues['viewAs'];
      }
      case 'undo': {
        const game = this.requireGame();
        if (game.seats[m.seat] !== 'human') throw new HostError('not-human-seat', `${m.seat} is played by a bot.`);
        if (session.seat !== m.seat) throw new HostError('not-viewing-seat', `This client views ${session.seat}, not ${m.seat}.`);
        return this.undoLast(m.seat) satisfies ReplyValues['undo'];
      }
      case 'setSeat':
        return this.setSeat(m.seat, m.to, session) satisfies ReplyValues['setSeat'];
      case 'sync':
        // The client asks for the whole log again; a flood of asks gets one resend a second.
        session.throttleWholeLog(this.opts.wholeLogResendMinMs ?? WHOLE_LOG_RESEND_MIN_MS, () => {
          session.noteLogSent(this.logEpoch, null);
          this.publishTo(session);
        });
        return null;
      case 'listScenarios':
        return SCENARIOS.map((s): ScenarioInfo => ({ id: s.id, name: s.name, intro: s.intro }));
      case 'save':
        return this.save(m.name, m.thumbnail);
      case 'thumbnail':
        this.requireActor();
        this.thumbnail = m.data;
        this.rewriteAutosaveWithPicture();
        return null satisfies ReplyValues['thumbnail'];
      case 'replayInfo':
        return this.replays.info(m.source ?? 'current', session.seat) satisfies Promise<ReplyValues['replayInfo']>;
      case 'replayView':
        // A seat asked for is shown only when it is a human seat of that game: a bot's is refused (#31 item 6);
        // the client's own seat, when that game has it as a bot's, gives the public view (replaySeat).
        return this.replays.view(m.source ?? 'current', m.at, m.seat ?? session.seat, m.asSpectator ?? false, m.seat !== undefined) satisfies Promise<ReplyValues['replayView']>;
      case 'replayTakeOver':
        return this.takeOver(m.source ?? 'current', m.at, session) satisfies Promise<ReplyValues['replayTakeOver']>;
      case 'load':
        return this.load(m.name, session);
      case 'continue':
        return this.continueLatest(session);
      case 'listSaves':
        return this.listSaves();
      case 'logPage': {
        // This client's seat's log, as its views carry it (4.1): the page it shows.
        const log = seatLog(this.requireGame(), session.seat);
        return { from: m.from, entries: logPage(log, m.from, m.count), length: log.length } satisfies ReplyValues['logPage'];
      }
      case 'listRecords':
        return (this.opts.records ? this.opts.records.list() : []) satisfies Promise<ReplyValues['listRecords']> | ReplyValues['listRecords'];
      case 'deleteSave':
        await this.requirePersistence().delete(m.name);
        return { name: m.name };
      case 'renameSave':
        return this.requirePersistence().rename(m.name, m.newName);
      case 'duplicateSave':
        return this.requirePersistence().duplicate(m.name, m.newName);
    }
  }

  // -------------------------------------------------------------------------------------------
  // The game

  /** The true game state (never send this to a client: use views). */
  get game(): GameState | null {
    return this.actor?.getSnapshot().context.game ?? null;
  }

  /** Hash of the true state, for tests and determinism checks. */
  get stateHash(): string | null {
    const g = this.game;
    return g ? hashGame(g) : null;
  }

  get decisionList(): readonly Decision[] {
    return this.decisions;
  }

  /** The bots' latest reasons in full (host side only: people get `botReasonsFor(seat)`). */
  get botReasonList(): readonly Readonly<BotReasonRecord>[] {
    return this.botReasons.slice(-BOT_REASONS_KEPT);
  }

  /** The running game is over: nothing is secret any more (4.1), bots' reasons included. */
  private gameOver(): boolean {
    const game = this.game;
    return !!game && (game.flow.phase === 'over' || game.result !== null);
  }

  private reasonView(r: BotReasonRecord, seat: ViewSeat, over: boolean): BotReasonView {
    const game = this.requireGame();
    const at = game.log.slice(0, r.logLength).filter((e) => !e.to || (seat !== 'spectator' && e.to.includes(seat))).length;
    return { seat: r.seat, decision: r.decision, turn: r.turn, kind: r.kind, at, reason: publicReason(r.kind, r.reason, over) };
  }

  /** The bots' latest reasons as `seat` may see them (bots.ts `publicReason`). */
  botReasonsFor(seat: ViewSeat): BotReasonView[] {
    if (!this.game) return [];
    const over = this.gameOver();
    return this.botReasonList.map((r) => this.reasonView(r, seat, over));
  }

  /**
   * Once the game is over, the reasons of every secret bot decision of the game (those withheld
   * while it ran: PUBLIC_REASON_KINDS is the rest), for the end screen; before, none at all.
   */
  secretBotReasonsFor(seat: ViewSeat): BotReasonView[] | undefined {
    if (!this.game || !this.gameOver()) return undefined;
    return this.botReasons.filter((r) => !PUBLIC_REASON_KINDS.has(r.kind)).map((r) => this.reasonView(r, seat, true));
  }

  /** The reason of the bot decision with index `decision` (0-based) as people may read it now, if one was kept. */
  botReasonOf(decision: number): { seat: Faction; reason: Reason } | null {
    const r = this.botReasons.find((x) => x.decision === decision);
    const reason = r ? publicReason(r.kind, r.reason, this.gameOver()) : null;
    return r && reason ? { seat: r.seat, reason } : null;
  }

  /** Notes the reason of the decision just made (the last one); returns the record, for the journal. */
  private noteBotReason(seat: Faction, why: BotReasonNote): BotReasonRecord | undefined {
    const game = this.game;
    if (!game) return undefined;
    const record = { seat, decision: this.decisions.length - 1, turn: why.turn, kind: why.kind, logLength: game.log.length, reason: why.reason };
    this.botReasons.push(record);
    return record;
  }

  /** Starts a new game; `by` (the requesting session) is moved to the first human seat asked to decide. */
  newGame(req: NewGameRequest, by?: HostSession): GameStarted {
    if (req.lesson) return this.startLesson(req.lesson, by);
    if (!scenarioById(req.scenario)) {
      throw new HostError('bad-setup', `Unknown scenario "${req.scenario}" (known: ${SCENARIOS.map((s) => s.id).join(', ')}).`);
    }
    const seed = req.seed === undefined ? randomBytes(6).toString('hex') : String(req.seed);
    const seats = { ...ALL_HUMAN, ...req.seats };
    const game = newGame({ scenario: req.scenario, seed, seats, ...(req.handicap ? { handicap: req.handicap } : {}) });
    this.replaceActor(createActor(gameMachine, { input: { game } }), []);
    this.startJournal(newGameId());
    this.thumbnail = null;
    const seat = this.rebindAfterSwitch(by);
    this.changed(true);
    return { scenario: req.scenario, seats: { ...game.seats }, handicap: game.handicap ?? 0, seat };
  }

  /** A lesson (#17.1): a new game at the lesson's position, its record holding the decisions that lead there. */
  private startLesson(id: string, by?: HostSession): GameStarted {
    const lesson = lessonById(id);
    if (!lesson) throw new HostError('bad-setup', `Unknown lesson "${id}".`);
    const { game, decisions } = lessonStart(lesson);
    this.replaceActor(createActor(gameMachine, { input: { game } }), decisions);
    this.lesson = lesson.id;
    this.startJournal(newGameId()); // begins none: a lesson is not journaled
    this.thumbnail = null;
    const seat = this.rebindAfterSwitch(by);
    this.changed(true);
    return { scenario: game.scenario, seats: { ...game.seats }, handicap: 0, seat };
  }

  /** Applies one decision for `seat` (no session checks: for trusted callers and bots). */
  act(seat: Faction, action: Action): ActResult {
    this.applyDecision(seat, action);
    return { decisions: this.decisions.length };
  }

  /**
   * Hands `seat` to a bot at a level, or a bot's Faction to a person (`to` 'human'), mid-game
   * (src-shared/engine/seats.ts, which refuses it while the seat is halfway through a secret
   * choice). It is an entry of the record like a decision: journaled before anyone is told,
   * autosaved, replayed; and an undo barrier, so no decision before it may be taken back. `by`
   * is moved to the human seat asked to decide (rebindAfterSwitch); bots pick up their seats'
   * decisions from the next change on (scheduleBots), and a bot's answer thought out for a seat
   * that changed hands meanwhile is dropped as stale.
   */
  setSeat(seat: Faction, to: OfferedSeatKind, by?: HostSession): SeatChanged {
    const actor = this.requireActor();
    if (this.lesson) throw new HostError('lesson-seats', 'A lesson sets who plays each Faction: its seats do not change hands.');
    const snapshot = actor.getSnapshot();
    // A finished game's statechart takes no event: its seats are what they were at its end.
    if (snapshot.status !== 'active' || snapshot.context.game.flow.phase === 'over') throw new HostError('game-over', 'The game is over.');
    const before = snapshot.context.game;
    const entry = seatChangeOf(before, seat, to);
    actor.send({ type: 'SEATS', seat, to });
    const after = actor.getSnapshot().context;
    if (after.game === before) {
      const r = after.rejection;
      throw new HostError(r?.code ?? 'bad-action', r?.message ?? 'The seat change was refused.');
    }
    this.undo.clear();
    this.decisions.push(entry);
    this.journalWrite((j) => j.append(this.decisions.length - 1, entry, true));
    this.humanDecisionUnsaved = true;
    const viewing = this.rebindAfterSwitch(by);
    this.changed(true);
    return { decisions: this.decisions.length, seat: viewing };
  }

  /** The seats the running game began with (seats.ts seatsAtSetup): saves, journals and replays start from them. */
  private setupSeats(): Record<Faction, SeatKind> {
    return seatsAtSetup(this.requireGame().seats, this.decisions);
  }

  /** What a save holds: the persisted snapshot and the decisions since setup. */
  record(): GameRecord {
    const actor = this.requireActor();
    const game = actor.getSnapshot().context.game;
    return {
      ...(this.gameId ? { gameId: this.gameId } : {}),
      scenario: game.scenario,
      seed: game.seed,
      // The seats the game began with: its decisions (seat changes included) replay from them.
      seats: this.setupSeats(),
      ...handicapSetupOf(game),
      // Round-trip through JSON: the persisted snapshot may hold `undefined` fields.
      snapshot: JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown,
      decisions: structuredClone(this.decisions),
      summary: summaryOf(game),
      ...(this.thumbnail ? { thumbnail: this.thumbnail } : {}),
      ...(this.botReasons.length ? { botReasons: structuredClone(this.botReasons) } : {}),
    };
  }

  /**
   * Restores a game from a record. Replaying its decisions from setup must reproduce the
   * snapshot; when it does not (rules changed since), the snapshot still wins and `replay` says so.
   */
  restore(record: GameRecord, by?: HostSession): Pick<LoadedGame, 'replay' | 'notice' | 'divergence'> & GameStarted {
    // All or nothing (#13 item 4): everything is checked before the current game is replaced.
    const { game, reasons, check } = checkedRecord(record);
    let actor: GameActor;
    try {
      actor = createActor(gameMachine, { snapshot: record.snapshot as Snapshot<unknown>, input: { game } });
      if (actor.getSnapshot().status !== 'active') throw new Error('inactive snapshot');
    } catch {
      // A snapshot from another statechart version: rebuild the actor from the game itself
      // (the machine routes to the right state from `game.flow`).
      actor = createActor(gameMachine, { input: { game } });
    }
    const replay = check.ok ? 'ok' as const : 'diverged' as const;
    this.replaceActor(actor, structuredClone(record.decisions), reasons);
    // A save made before game ids starts a chain of its own from here on.
    this.startJournal(record.gameId ?? newGameId());
    this.thumbnail = record.thumbnail ?? null;
    const seat = this.rebindAfterSwitch(by);
    this.changed(false);
    return {
      scenario: game.scenario, seats: { ...game.seats }, handicap: game.handicap ?? 0, seat, replay,
      ...(check.ok ? {} : { notice: check.message, divergence: publicDivergence(check)! }),
    };
  }

  /** `reasons`: the bots' reasons for `decisions` (restoredReasons), kept for the end of the game. */
  private replaceActor(actor: GameActor, decisions: Decision[], reasons: BotReasonRecord[] = []): void {
    this.lesson = null;
    this.cancelBots();
    this.actor?.stop();
    // Without an error observer XState rethrows actor errors asynchronously and Node exits.
    actor.subscribe({ error: (e) => this.log('game actor error', e) });
    actor.start();
    this.actor = actor;
    this.logEpoch++;
    this.decisions = decisions;
    this.botReasons = reasons;
    this.undo.reset();
  }

  /** Takes back `seat`'s last decision when undo.ts still allows it; the undo is noted in the log. */
  undoLast(seat: Faction): ActResult {
    const entry = this.undo.pop(seat);
    if (!entry) throw new HostError('nothing-to-undo', 'There is no decision of yours to take back now (undo ends at a random draw, a reveal or a hand-off).');
    const snapshot = structuredClone(entry.snapshot);
    const game = gameOfSnapshot(snapshot);
    let actor = createActor(gameMachine, { snapshot: snapshot as Snapshot<unknown>, input: { game } });
    if (actor.getSnapshot().status !== 'active') actor = createActor(gameMachine, { input: { game } });
    this.cancelBots();
    actor.subscribe({ error: (e) => this.log('game actor error', e) });
    actor.start();
    this.actor?.stop();
    this.actor = actor;
    this.logEpoch++;
    this.decisions = this.decisions.slice(0, entry.decisions);
    this.journalWrite((j) => j.undoTo(this.decisions.length));
    this.botReasons = this.botReasons.filter((r) => r.decision < this.decisions.length);
    this.undo.note({ seat, turn: game.turn, logLength: game.log.length });
    this.changed(true);
    return { decisions: this.decisions.length };
  }

  /** Moves `by` to a sensible human seat, and any session viewing a seat now played by a bot to spectator. */
  private rebindAfterSwitch(by?: HostSession): ViewSeat {
    const game = this.requireGame();
    const humans = FACTIONS.filter((f) => game.seats[f] === 'human');
    for (const s of this.sessions) if (s.seat !== 'spectator' && !humans.includes(s.seat)) s.bind('spectator');
    if (!by) return 'spectator';
    const asked = pending(game)?.seats.find((f) => humans.includes(f));
    by.bind(asked ?? humans[0] ?? 'spectator');
    return by.seat;
  }

  /** `why`: a bot's reason, noted beside the decision (and journaled with it) before anyone is told. */
  private applyDecision(seat: Faction, action: Action, why?: BotReasonNote): void {
    const actor = this.requireActor();
    const before = actor.getSnapshot();
    if (before.status !== 'active' || before.context.game.flow.phase === 'over') {
      throw new HostError('game-over', 'The game is over.');
    }
    // The persisted form of the state before, made only if the decision stays undoable (undo.ts).
    const undoPoint = () => JSON.parse(JSON.stringify(gameMachine.getPersistedSnapshot(before))) as unknown;
    const human = before.context.game.seats[seat] === 'human';
    actor.send({ type: 'ACT', seat, action });
    const after = actor.getSnapshot();
    if (after.status === 'error') {
      // A bug in the rules: put the last good game back so the host stays usable.
      // The action's kind only: its fields may name a secret card, and this goes to the terminal.
      this.log(`a ${String(action.type)} decision by ${seat} crashed the statechart`, after.error);
      // Pending bot work stays valid: the version did not change.
      const fresh = createActor(gameMachine, { input: { game: before.context.game } });
      fresh.subscribe({ error: (e) => this.log('game actor error', e) });
      fresh.start();
      actor.stop();
      this.actor = fresh;
      throw new HostError('internal', 'The rules failed on this decision; nothing was changed.');
    }
    if (after.context.game === before.context.game) {
      const r = after.context.rejection;
      if (r && r !== before.context.rejection) throw new HostError(r.code, r.message);
      throw new HostError('illegal-action', 'The decision was refused.');
    }
    this.undo.record(seat, human, before.context.game, after.context.game, undoPoint, this.decisions.length);
    this.decisions.push({ seat, action: structuredClone(action) });
    const reason = why && this.noteBotReason(seat, why);
    // On the disk before anyone is told (#13 item 8): a person's decision is flushed at once.
    this.journalWrite((j) => j.append(this.decisions.length - 1, this.decisions.at(-1)!, human, reason));
    if (human) this.humanDecisionUnsaved = true;
    this.changed(true);
  }

  private changed(autosave: boolean): void {
    this.version++;
    this.publish();
    this.recordIfFinished();
    if (autosave) this.autosaveDirty = true;
    this.scheduleBots();
    this.scheduleAutosave();
  }

  /** A game people played to its end goes into the record of finished games, once (records.ts). */
  private recordIfFinished(): void {
    const game = this.game;
    const records = this.opts.records;
    if (!records || this.lesson || !game?.result || !FACTIONS.some((f) => game.seats[f] === 'human')) return;
    const key = finishedGameKey(game, this.decisions);
    if (this.recorded === key) return;
    this.recorded = key;
    const line = finishedGameOf(game, new Date());
    if (line) records.add(key, line).catch((e: unknown) => this.log('the finished game could not be recorded', e));
  }

  // -------------------------------------------------------------------------------------------
  // Views

  private viewMessage(seat: ViewSeat): ViewMessage {
    const game = this.game;
    if (!game) {
      return { type: 'view', seat, view: null, pending: null, legalActions: [], decisions: 0, humanSeats: [], botsPending: [] };
    }
    const p = pending(game);
    const humans = FACTIONS.filter((f) => game.seats[f] === 'human');
    return {
      type: 'view',
      seat,
      view: viewFor(game, seat),
      pending: p,
      legalActions: seat !== 'spectator' && humans.includes(seat) ? legalActions(game, seat) : [],
      whyNot: seat !== 'spectator' && humans.includes(seat) ? closedOptions(game, seat) : [],
      ...aidsFor(game, seat, humans),
      decisions: this.decisions.length,
      humanSeats: humans,
      botsPending: (p?.seats ?? []).filter((f) => game.seats[f] !== 'human'),
      canUndo: seat !== 'spectator' && this.undo.canUndo(seat),
      undos: this.undo.notes.map((n) => ({
        seat: n.seat, turn: n.turn,
        at: game.log.slice(0, n.logLength).filter((e) => !e.to || (seat !== 'spectator' && e.to.includes(seat))).length,
      })),
      botReasons: this.botReasonsFor(seat),
      ...(this.gameOver() ? { secretBotReasons: this.secretBotReasonsFor(seat) } : {}),
    };
  }

  private publishTo(session: HostSession): void {
    const msg = this.safeViewMessage(session.seat);
    if (msg) this.sendView(session, msg);
    else session.send(VIEW_FAILED);
  }

  private publish(): void {
    // Sessions on the same seat share one view.
    const bySeat = new Map<ViewSeat, ViewMessage | null>();
    for (const s of this.sessions) {
      if (!bySeat.has(s.seat)) bySeat.set(s.seat, this.safeViewMessage(s.seat));
      const msg = bySeat.get(s.seat);
      if (msg) this.sendView(s, msg);
      else s.send(VIEW_FAILED);
    }
  }

  /** A seat's view, or null (logged) when the game cannot produce one: a client never kills the host. */
  private safeViewMessage(seat: ViewSeat): ViewMessage | null {
    try {
      return this.viewMessage(seat);
    } catch (e) {
      this.log(`view for ${seat} failed`, e);
      return null;
    }
  }

  /**
   * Sends `whole` with only the log entries the session does not hold yet, or, to a session that
   * holds none of this log, the log's tail (src-shared/viewLog.ts): the earlier entries it asks
   * for in pages. No view message grows with the game (#31 item 4).
   */
  private sendView(session: HostSession, whole: ViewMessage): void {
    if (!whole.view) {
      session.noteLogSent(this.logEpoch, null);
      session.send(whole);
      return;
    }
    const log = whole.view.log;
    const held = session.logHeld(this.logEpoch);
    // Appending is worth it while what is missing is no more than a tail would carry.
    const appends = held > 0 && held <= log.length && logTailStart(log.slice(held)) === 0;
    const start = appends ? held : logTailStart(log);
    session.send({
      ...whole, ...(appends ? { logFrom: held } : { logStart: start }), logLength: log.length,
      view: start === 0 ? whole.view : { ...whole.view, log: log.slice(start) },
    });
    session.noteLogSent(this.logEpoch, log.length);
  }

  /**
   * A notice reaches every page connected; with none (a failure at launch, before the page opens:
   * a read-only saves folder) it waits for the next page to connect (#31 item 6).
   */
  private notice(level: NoticeMessage['level'], code: string, message: string): void {
    this.tell({ type: 'notice', level, code, message });
  }

  /** A notice for every page, or, while none is connected, for the first that connects. */
  tell(m: NoticeMessage): void {
    if (this.sessions.size === 0) {
      this.unheard.push(m);
      if (this.unheard.length > UNHEARD_NOTICES_KEPT) this.unheard.shift();
      return;
    }
    for (const s of this.sessions) s.send(m);
  }

  // -------------------------------------------------------------------------------------------
  // Bots

  /** Schedules the next bot decision, if a bot seat must decide. Never runs it synchronously. */
  private scheduleBots(): void {
    this.cancelBots();
    const game = this.game;
    const p = game && !this.disposed ? pending(game) : null;
    const seat = p?.seats.find((f) => game!.seats[f] !== 'human');
    if (!game || !seat) {
      this.settleIdle();
      return;
    }
    const kind = botKindOfSeat(game.seats[seat] as Exclude<SeatKind, 'human'>);
    const version = this.version;
    const job: BotJob = { cancelled: false, cancelTimer: () => undefined };
    const run = () => void this.runBot(job, version, seat, kind).catch((e: unknown) => {
      // Never an unhandled rejection: that would end the process.
      this.log(`bot ${kind} for ${seat} could not decide; bots stop until the next change`, e);
      if (this.botJob === job) this.botJob = null;
      this.settleIdle();
    });
    const delay = this.opts.botDelayMs ?? 0;
    if (delay > 0) {
      const t = setTimeout(run, delay);
      job.cancelTimer = () => clearTimeout(t);
    } else {
      const t = setImmediate(run);
      job.cancelTimer = () => clearImmediate(t);
    }
    this.botJob = job;
  }

  private async runBot(job: BotJob, version: number, seat: Faction, kind: BotKind): Promise<void> {
    const stale = () => job.cancelled || version !== this.version || this.disposed;
    if (stale()) return;
    const game = this.requireGame();
    const legal = legalActions(game, seat);
    const rng = botRng(this.opts.botSeed ?? game.seed, seat, this.decisions.length);
    const decisionKind = pending(game)?.kind;
    const turn = game.turn;
    let action: Action;
    let reason: Reason | null;
    try {
      // The bot's seat's view without the log (bots do not read it; it is most of a late game's view).
      ({ action, reason } = botChoice(await this.bots[kind](viewFor(game, seat, { withoutLog: true }), legal, rng)));
    } catch (e) {
      this.log(`bot ${kind} for ${seat} failed`, e);
      action = randomBot(viewFor(game, seat), legal, rng) as Action;
      reason = botReason('engine.bot.failed');
    }
    // The game may have moved on (a human acted, a game was loaded) while the bot thought.
    if (stale()) return;
    this.botJob = null;
    // Noted with the decision, before it is published (applyDecision publishes), so the view carries it.
    const note = (): BotReasonNote | undefined => (reason !== null && decisionKind ? { kind: decisionKind, turn, reason } : undefined);
    try {
      this.applyDecision(seat, action, note());
    } catch (e) {
      if (stale()) return;
      this.log(`bot ${kind} for ${seat} chose an illegal action; playing a random legal one`, e);
      this.notice('warning', 'bot-fallback', `The ${seat} bot chose an illegal action; it played a random legal one instead.`);
      try {
        reason = botReason('engine.bot.illegal');
        this.applyDecision(seat, randomBot(viewFor(game, seat), legal, rng) as Action, note());
      } catch (e2) {
        this.log(`bot fallback for ${seat} failed too; bots stop until the next change`, e2);
        this.settleIdle();
      }
    }
  }

  /** Cancels pending bot work (it is scheduled again after the next change). */
  cancelBots(): void {
    if (this.botJob) {
      this.botJob.cancelled = true;
      this.botJob.cancelTimer();
      this.botJob = null;
    }
  }

  /** Resolves once no bot work is pending (humans must decide, the game is over, or no game). */
  whenIdle(): Promise<void> {
    if (!this.botJob) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private settleIdle(): void {
    this.scheduleAutosave();
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  // -------------------------------------------------------------------------------------------
  // Saves

  /** `now`: its wait for the page is over (the delay is up, or flush() waits for it). */
  private scheduleAutosave(now = false): void {
    if (!this.autosaveDirty || !this.persistence || !this.autosaveEnabled || !this.actor || this.lesson) return;
    if (this.autosaveWaitsForBots()) return; // written when the bots stop (settleIdle) or the interval is up
    if (this.autosaving) return; // coalesced: the newest state is written when the one under way is done
    // With a journal every decision is on the disk before it is shown: the autosave (tens of ms of
    // serializing a late game) waits until the page has drawn the decision (#16 speed).
    if (this.journal && !now) {
      this.autosaveTimer ??= setTimeout(() => this.autosaveNow(), AUTOSAVE_AFTER_CHANGE_MS);
      return;
    }
    this.autosaving = this.runAutosaves();
  }

  /** Writes the waiting autosave now (its delay is up, or someone waits for it). */
  private autosaveNow(): void {
    if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
    this.autosaveTimer = null;
    this.scheduleAutosave(true);
  }

  private autosaveWaitsForBots(): boolean {
    const every = this.opts.autosaveIntervalDuringBotsMs ?? 2000;
    return !this.humanDecisionUnsaved && this.botJob !== null && performance.now() - this.lastAutosaveAt < every;
  }

  private async runAutosaves(): Promise<void> {
    try {
      while (this.autosaveDirty && this.actor && this.persistence && !this.autosaveWaitsForBots()) {
        this.autosaveDirty = false;
        this.humanDecisionUnsaved = false;
        this.lastAutosaveAt = performance.now();
        try {
          this.autosavedWithoutThumbnail = !this.thumbnail;
          await this.persistence.autosave(this.record());
        } catch (e) {
          this.log('autosave failed', e);
          this.notice('warning', 'autosave-failed', `Autosave failed: ${describeError(e).message}`);
        }
      }
    } finally {
      this.autosaving = null;
    }
  }

  /**
   * The picture arrives after the decision's autosave (the board is drawn first): an autosave
   * written without one is written again with it, so the saves browser shows the board.
   */
  private rewriteAutosaveWithPicture(): void {
    if (!this.autosavedWithoutThumbnail || !this.thumbnail) return;
    this.autosavedWithoutThumbnail = false;
    this.autosaveDirty = true;
    this.humanDecisionUnsaved = true; // written now, not after the bots' interval
    this.scheduleAutosave();
  }

  /** Resolves when pending autosaves are written. */
  async flush(): Promise<void> {
    if (this.autosaveTimer) this.autosaveNow();
    while (this.autosaving) await this.autosaving;
  }

  async save(name: string, thumbnail?: string): Promise<{ name: string }> {
    const persistence = this.requirePersistence();
    this.requireActor();
    if (this.lesson) throw new HostError('lesson', 'A lesson is practice and is not saved: it starts afresh from Learn to play.');
    if (thumbnail) this.thumbnail = thumbnail;
    const saved = await persistence.save(name, this.record());
    this.rewriteAutosaveWithPicture();
    return saved;
  }

  async load(name: string, by?: HostSession): Promise<LoadedGame> {
    return this.restoreLoaded(await this.requirePersistence().load(name), by);
  }

  /**
   * Continue: the game played last, with every decision its journal holds beyond its newest
   * autosave (a crash between a decision and its autosave loses nothing, #13 item 8).
   */
  async continueLatest(by?: HostSession): Promise<LoadedGame | null> {
    const persistence = this.requirePersistence();
    // The game played last is named by the journals (journal.ts); without one, the newest save.
    const gameId = persistence.journals?.current() ?? null;
    if (gameId) {
      const base = await persistence.load(autosaveChain(gameId)).catch(() => null);
      const journal = persistence.journals!.read(gameId);
      const recovered = journal ? recoverFromJournal(base, journal) : null;
      if (recovered && this.listsGamesOf(recovered.game.scenario)) return this.restoreRecovered(recovered, base?.name ?? autosaveChain(gameId), by);
      if (base && this.listsGamesOf(base.record.scenario)) return this.restoreLoaded(base, by);
    }
    const latest = await persistence.latest();
    if (!latest || this.listsGamesOf(latest.record.scenario)) return latest ? this.restoreLoaded(latest, by) : null;
    // The newest save is of a game the list leaves out (hideDevGames): the newest one it shows.
    const shown = (await this.listSaves()).filter((s) => s.ok && s.kind !== 'autosave-backup');
    const newest = shown.sort((a, b) => (b.savedAt ?? '').localeCompare(a.savedAt ?? ''))[0];
    return newest ? this.load(newest.name, by) : null;
  }

  private restoreRecovered(r: RecoveredGame, name: string, by?: HostSession): LoadedGame {
    this.replaceActor(createActor(gameMachine, { input: { game: r.game } }), r.decisions, restoredReasons(r.botReasons, r.decisions, false));
    this.startJournal(r.gameId);
    this.thumbnail = null;
    const seat = this.rebindAfterSwitch(by);
    this.changed(true);
    const game = r.game;
    return {
      name, scenario: game.scenario, seats: { ...game.seats }, handicap: game.handicap ?? 0, seat, replay: 'ok',
      notice: r.notice,
    };
  }

  /**
   * "Play from here": a new game at the replayed position after `at` decisions, same scenario,
   * seed and seats. It gets a new game id, so the original's saves and autosaves are never
   * overwritten; its record holds the original's first `at` decisions and replays exactly.
   */
  async takeOver(source: ReplaySource, at: number, by?: HostSession): Promise<TakenOver> {
    const point = await this.replays.takeOverPoint(source, at);
    // The running game's bots' reasons for the decisions taken over come along (a save's are not read here).
    const reasons = source === 'current' ? restoredReasons(this.botReasons.filter((r) => r.decision < at), point.decisions, false) : [];
    this.replaceActor(createActor(gameMachine, { input: { game: point.game } }), point.decisions, reasons);
    this.startJournal(newGameId());
    this.thumbnail = null;
    this.replays.clear();
    const seat = this.rebindAfterSwitch(by);
    this.changed(true);
    const game = point.game;
    return { scenario: game.scenario, seats: { ...game.seats }, handicap: game.handicap ?? 0, seat, decisions: point.decisions.length };
  }

  /** Starts the journal of game `gameId` with the decisions made so far; without one, play goes on. */
  private startJournal(gameId: string): void {
    this.gameId = gameId;
    this.journal?.close();
    this.journal = null;
    const journals = this.persistence?.journals;
    // A lesson's journal would make it "the game played last", which Continue opens.
    if (!journals || !this.autosaveEnabled || this.lesson) return;
    const game = this.requireGame();
    try {
      this.journal = journals.begin({
        journal: 1, gameId, scenario: game.scenario, seed: game.seed, seats: this.setupSeats(),
        ...handicapSetupOf(game),
      }, this.decisions, this.botReasons);
    } catch (e) {
      this.journalFailed(e);
    }
  }

  private journalWrite(write: (j: JournalWriter) => void): void {
    if (!this.journal) return;
    try {
      write(this.journal);
    } catch (e) {
      this.journalFailed(e);
    }
  }

  /** The journal cannot be written (disk full, removed folder): decisions are kept by the autosaves alone. */
  private journalFailed(e: unknown): void {
    try {
      this.journal?.close();
    } catch {
      // already unusable
    }
    this.journal = null;
    // A journal that fell behind must never stand for the game: the autosaves carry it from here.
    if (this.gameId) this.persistence?.journals?.discard(this.gameId);
    this.log('the decision journal could not be written; decisions are kept by autosaves only', e);
    this.notice('warning', 'journal-failed', `Decisions can no longer be written as they are made (${describeError(e).message}); they are kept by the autosaves.`);
  }

  async listSaves(): Promise<SaveInfo[]> {
    const list = await this.requirePersistence().list();
    // A damaged save stays listed (the player is told why it cannot be opened).
    return list.filter((s) => !s.ok || s.scenario === undefined || this.listsGamesOf(s.scenario));
  }

  /**
   * The id a loaded game goes on under (#31 item 2). A file names its game, but never decides which
   * existing game's files (journal, autosave chain) get written: its id is kept only when no files
   * are kept under it or they are of the same game (the same setup); a clash gets a new id.
   */
  private async loadedGameId(record: GameRecord): Promise<string | undefined> {
    const id = record.gameId;
    const persistence = this.persistence;
    if (!id || !persistence) return id;
    const journal = persistence.journals?.read(id);
    if (journal) return sameSetup(journal.header, record) ? id : newGameId();
    let chain: LoadedRecord | null;
    try {
      chain = await persistence.load(autosaveChain(id));
    } catch (e) {
      // No chain: nothing of another game to overwrite. One that cannot be read may be another game's.
      if ((e as { code?: unknown } | null)?.code === 'not-found') return id;
      return newGameId();
    }
    return sameSetup(chain.record, record) ? id : newGameId();
  }

  /** Whether the saves list and Continue show games of this scenario (hideDevGames). */
  private listsGamesOf(scenario: string): boolean {
    return !this.opts.hideDevGames || !!scenarioById(scenario)?.forPlayers;
  }

  get saves(): Persistence | null {
    return this.persistence;
  }

  /**
   * A save file from outside the saves folder (a `.pericles` file the system opened the app on,
   * the player's Import…, a browser upload): refused, naming why, unless a load would accept it
   * (checkedRecord), and then kept in the saves folder. The same file opened twice is one game:
   * when the folder holds that very game (same id, same position and decisions) its save is
   * answered and nothing is written (`existing`); the same id with other content is added, and
   * the load gives it a new id if the game under that id is another (loadedGameId).
   */
  async importFile(source: SaveFileSource): Promise<ImportedFile> {
    const persistence = this.requirePersistence();
    if (!persistence.importFile) throw new HostError('no-persistence', 'Save files cannot be imported in this session.');
    return persistence.importFile(source, (record) => { checkedRecord(record); });
  }

  /**
   * A save file the player asked to open from outside the page (`npm run web -- --open FILE`; the
   * desktop app's double-click goes the same way in main.ts): taken in (importFile) and loaded.
   * Refused, the pages are told which file and why (saveFiles.ts openFileRefused), and null.
   */
  async openFile(file: string, by?: HostSession): Promise<LoadedGame | null> {
    try {
      return await this.load((await this.importFile({ file })).name, by);
    } catch (e) {
      this.tell(openFileRefused(file, describeError(e)));
      return null;
    }
  }

  /**
   * A save as an exported file (#31): a save of the folder by name, or the game being played (its
   * record now, `title` the name it goes by). The file is the save's envelope, checksum included,
   * so it holds nothing a save does not (the seed and the bots' reasons, as any save; no path).
   */
  async exportFile(source: ExportSource): Promise<ExportedSave> {
    const persistence = this.requirePersistence();
    if (!persistence.exportText || !persistence.recordText) throw new HostError('no-persistence', 'Saves cannot be exported in this session.');
    if ('save' in source) return persistence.exportText(source.save);
    this.requireActor();
    if (this.lesson) throw new HostError('lesson', 'A lesson is practice and is not saved: it starts afresh from Learn to play.');
    // The game's autosave first: the file opened again is then found as that game (importFile).
    await this.flush();
    return persistence.recordText(source.title, this.record());
  }

  private async restoreLoaded(loaded: LoadedRecord, by?: HostSession): Promise<LoadedGame> {
    const gameId = await this.loadedGameId(loaded.record);
    const restored = this.restore({ ...loaded.record, ...(gameId ? { gameId } : {}) }, by);
    const notice = [loaded.notice, restored.notice].filter(Boolean).join(' ');
    return { ...restored, name: loaded.name, ...(notice ? { notice } : {}) };
  }

  // -------------------------------------------------------------------------------------------

  /** Stops bots, writes the last autosave and stops the actor. */
  async dispose(): Promise<void> {
    this.cancelBots();
    this.disposed = true;
    this.settleIdle();
    await this.flush();
    this.actor?.stop();
    this.journal?.close();
    this.journal = null;
    for (const s of [...this.sessions]) s.close();
  }

  private requireActor(): GameActor {
    if (!this.actor) throw new HostError('no-game', 'No game is running: start or load one first.');
    return this.actor;
  }

  private requireGame(): GameState {
    return this.requireActor().getSnapshot().context.game;
  }

  private requirePersistence(): Persistence {
    if (!this.persistence) throw new HostError('no-persistence', 'Saves are not available in this session.');
    return this.persistence;
  }
}

type Setup = HandicapSetup & { scenario: string; seed: string; seats: Record<Faction, SeatKind> };

/** Two records (or a journal's header) of one game: the same scenario, seed, seats and handicap. */
function sameSetup(a: Setup, b: Setup): boolean {
  const key = (s: Setup) => [s.scenario, s.seed, FACTIONS.map((f) => s.seats[f]), handicapSetupOf(s)];
  return jsonEqual(key(a), key(b));
}

function newGameId(): string {
  return randomBytes(6).toString('hex');
}

interface RecoveredGame { gameId: string; game: GameState; decisions: Decision[]; botReasons: SavedBotReason[]; notice: string }

/**
 * The game its journal leads to, when the journal holds other decisions than `base` (the game's
 * newest autosave). The journal is written before every autosave and rewritten on every load, so
 * it is the game's latest line of play: its decisions after the base's are applied to the base;
 * a journal that left the base's line (a load, or an undo, then a crash before the next autosave)
 * is replayed from setup. Null: the base is the game. A decision the rules refuse ends the
 * recovery there.
 */
function recoverFromJournal(base: LoadedRecord | null, journal: JournalContent): RecoveredGame | null {
  const j = journal.decisions;
  const same = base?.record.gameId === journal.header.gameId;
  const saved = same ? base!.record.decisions : [];
  const samePrefix = saved.length <= j.length && saved.every((d, i) => jsonEqual(d, j[i]));
  if (same && samePrefix && j.length === saved.length) return null;
  const extends_ = same && samePrefix;
  let game: GameState;
  let from: number;
  try {
    game = extends_ ? gameOfSnapshot(base!.record.snapshot) : newGame({
      scenario: journal.header.scenario, seed: journal.header.seed, seats: journal.header.seats,
      ...handicapForReplay(journal.header),
    });
    from = extends_ ? saved.length : 0;
  } catch {
    return null;
  }
  let n = from;
  for (; n < j.length; n++) {
    try {
      game = applyRecorded(game, j[n]!.seat, j[n]!.action);
    } catch {
      break;
    }
  }
  // A replay from setup that the rules cut short is worth less than the save it would replace.
  if (!extends_ && n < j.length && base) return null;
  const got = n - saved.length;
  const notice = extends_
    ? `${got} decision${got === 1 ? '' : 's'} made after the last autosave ${got === 1 ? 'was' : 'were'} recovered from the game's journal.`
    : `The game was rebuilt from its journal (${n} decisions).`;
  // The bots' reasons: the journal's, and the base's for its decisions where the journal has none
  // (a journal written before #29 item 3); restoredReasons keeps those of the decisions recovered.
  const journaled = new Set(journal.botReasons.map((r) => r.decision));
  const botReasons = [...(extends_ ? base!.record.botReasons ?? [] : []).filter((r) => !journaled.has(r.decision)), ...journal.botReasons]
    .sort((a, b) => a.decision - b.decision);
  return {
    gameId: journal.header.gameId, game, decisions: j.slice(0, n).map((d) => ({ seat: d.seat, action: d.action as Action })), botReasons,
    notice: n < j.length ? `${notice} ${j.length - n} later decision${j.length - n === 1 ? '' : 's'} could not be replayed.` : notice,
  };
}

/**
 * Everything a load checks of a record before its game may replace the one being played (the same
 * check for a save loaded, a file opened or imported): a game that can be played, its summary its
 * game's, its bots' reasons its decisions', and its decisions leading to its position or, when they
 * do not (the rules changed since: `check` says where), not merely to another decision awaited
 * (an altered file). Throws the refusal, naming what is wrong.
 */
function checkedRecord(record: GameRecord): { game: GameState; reasons: BotReasonRecord[]; check: ReturnType<typeof verifyRecord> } {
  const game = gameOfSnapshot(record.snapshot);
  const lie = summaryFault(record.summary, game);
  if (lie) throw damaged(lie);
  const reasons = restoredReasons(record.botReasons, record.decisions, true);
  // Load policy (replay.ts): the snapshot wins; a replay that departs from it is reported,
  // unless all it changes is the decision awaited: that file was altered, not made by other rules.
  let replayed: GameState | null = null;
  const check = verifyRecord(record, (k, g) => { if (k === record.decisions.length) replayed = g; });
  const moved = !check.ok && check.reason === 'final' && replayed ? pendingReplayFault(game, replayed) : null;
  if (moved) throw damaged(moved);
  return { game, reasons, check };
}

/** The GameState inside a persisted snapshot, refused with the reason when it cannot be played (loadCheck.ts). */
function gameOfSnapshot(snapshot: unknown): GameState {
  const game = (snapshot as { context?: { game?: unknown } } | null)?.context?.game;
  const problem = loadedGameFault(game);
  if (problem) throw damaged(problem);
  return game as GameState;
}

/** A save refused as damaged or altered (#31 item 3), naming what is wrong. */
function damaged(p: GameProblem): HostError {
  return new HostError('bad-save', `This save is damaged or altered and cannot be played: ${p.text}. The game you had stays open.`, p.reason);
}
