// GameHost: the transport-agnostic game host (ARCHITECTURE.md "Host and transports"). It owns the
// XState actor of the turn sequence, who plays each seat, and the decisions since setup. Clients
// (an Electron window, a WebSocket) connect as HostSessions; every message from them is untrusted
// and goes through protocol.ts before it can reach the actor. After every change each session
// receives its own seat's redacted view, bots are asked for their seats' decisions off the
// current call stack, and the game is autosaved through the persistence seam.
import type { Action, Reason } from '../../src-shared/games/contract.js';
import type {
  ActResult, GameStarted, LoadedGame, NewGameRequest, ReplaySource, SaveInfo, SeatChanged, TakenOver,
} from '../../src-shared/protocol/api.js';
import type { BotReasonView, ClientMessage, NoticeMessage, ViewSeat } from '../../src-shared/protocol/messages.js';
import type { Decision, ExportedSave, GameRecord, Persistence, SaveFileSource } from './persistence.js';
import { gameBots } from './bots.js';
import { UndoStack } from './undo.js';
import { ReplayService, setupOf } from './replay.js';
import { finishedGameKey } from './records.js';
import { Autosaver } from './autosaver.js';
import { BotRunner } from './botRunner.js';
import { BotReasons, type BotReasonRecord } from './reasons.js';
import { Decisions } from './decisions.js';
import { Library, type Beginning, type ExportSource, type ImportedFile } from './library.js';
import { humanSeats, idle, isOver, requireState, stateOf, type Running, type Seat } from './running.js';
import { Table } from './table.js';
import { HostSession, type Outgoing, type Send } from './session.js';
import type { GameHostOptions } from './options.js';
import { runCommand, type CommandRooms } from './commands.js';

export { HostError, HostSession, describeError, withoutPaths } from './session.js';
export type { ExportSource, ImportedFile } from './library.js';
export type { GameHostOptions } from './options.js';

/**
 * The game host. `St` is the state of the games it is made to play as its maker knows them (a test
 * of Pericles' host: Pericles' GameState); the host itself holds every game's state opaque, as its
 * module's (#32: the statechart's context is the contract's), and only `game` hands it back so typed.
 */
export class GameHost<St = unknown> {
  private readonly running: Running = idle();
  private readonly undo = new UndoStack();
  private readonly replays = new ReplayService({
    current: () => (this.running.actor ? {
      setup: setupOf({ game: this.running.game.id, ...this.decisionRoom.setup() }),
      decisions: this.running.decisions,
      snapshot: { context: { game: requireState(this.running) } },
      botReasonOf: (index: number) => this.botReasonOf(index),
    } : null),
    persistence: () => this.saves,
  });
  private readonly autosaver: Autosaver;
  private readonly botRunner: BotRunner;
  private readonly decisionRoom: Decisions;
  private readonly library: Library;
  private readonly table: Table;
  private readonly reasons = new BotReasons({ game: () => this.playing(), over: () => isOver(this.running) });
  private readonly commandRooms: CommandRooms;
  private readonly log: NonNullable<GameHostOptions['log']>;

  constructor(private readonly opts: GameHostOptions = {}) {
    const persistence = opts.persistence ?? null;
    const autosaveEnabled = opts.autosave ?? persistence !== null;
    const log = this.log = opts.log ?? ((m, e) => console.error(`[host] ${m}`, e ?? ''));
    const notice = (level: NoticeMessage['level'], code: string, message: string) => this.table.notice(level, code, message);
    this.table = new Table({ running: this.running, undo: this.undo, reasons: this.reasons, log });
    this.autosaver = new Autosaver({
      persistence, enabled: autosaveEnabled, intervalDuringBotsMs: opts.autosaveIntervalDuringBotsMs ?? 2000,
      hasGame: () => this.running.actor !== null, inLesson: () => this.running.lesson !== null,
      journaled: () => this.decisionRoom.journaled, botsBusy: () => this.botRunner.busy, record: () => this.record(), log, notice,
    });
    this.decisionRoom = new Decisions({
      running: this.running, undo: this.undo, reasons: this.reasons, persistence, journaling: autosaveEnabled,
      humanDecided: () => this.autosaver.noteHumanDecision(), cancelBots: () => this.botRunner.cancel(),
      changed: (autosave) => this.changed(autosave), rebind: (by) => this.table.rebind(by), log, notice,
    });
    this.library = new Library({
      running: this.running, persistence, hideDevGames: opts.hideDevGames ?? false, reasons: this.reasons,
      autosaver: this.autosaver, replays: this.replays, setup: () => this.decisionRoom.setup(),
      begin: (b) => this.begin(b), tell: (m) => this.table.tell(m), log,
    });
    this.botRunner = new BotRunner({
      bots: gameBots(opts.bots), botSeed: opts.botSeed, delayMs: opts.botDelayMs ?? 0,
      game: () => this.playing(), version: () => this.running.version, decisionsMade: () => this.running.decisions.length, disposed: () => this.running.disposed,
      decide: (seat, action, why) => void this.decisionRoom.decide(seat, action, why), idle: () => this.autosaver.schedule(), log, notice,
    });
    this.commandRooms = {
      running: this.running, table: this.table, autosaver: this.autosaver, replays: this.replays, host: this,
      saves: () => this.saves, records: opts.records, wholeLogResendMinMs: opts.wholeLogResendMinMs,
    };
  }

  /** The running game's module and state, or null with no game. */
  private playing(): { game: Running['game']; state: unknown } | null {
    const state = stateOf(this.running);
    return state === null ? null : { game: this.running.game, state };
  }

  // -------------------------------------------------------------------------------------------
  // Sessions

  /** Connects a client; it receives its view (spectator at first) at once. */
  connect(send: Send, outgoing?: Outgoing): HostSession {
    const session = new HostSession(this, send, outgoing);
    this.table.seat(session);
    return session;
  }

  /** @internal called by HostSession.close(). */
  disconnect(session: HostSession): void {
    this.table.leave(session);
  }

  /** Runs one validated client message (commands.ts). Throws HostError/EngineError/SaveError to refuse. */
  dispatch(session: HostSession, m: ClientMessage): Promise<unknown> {
    return runCommand(this.commandRooms, session, m);
  }

  // -------------------------------------------------------------------------------------------
  // The game

  /** The true game state (never send this to a client: use views), as `St`. */
  get game(): St | null {
    return (stateOf(this.running) as St | null);
  }

  /** Hash of the true state, for tests and determinism checks. */
  get stateHash(): string | null {
    const state = stateOf(this.running);
    return state === null ? null : this.running.game.hash(state);
  }

  get decisionList(): readonly Decision[] {
    return this.running.decisions;
  }

  /** The bots' latest reasons in full (host side only: people get `botReasonsFor(seat)`). */
  get botReasonList(): readonly Readonly<BotReasonRecord>[] {
    return this.reasons.latest;
  }

  /** The bots' latest reasons as `seat` may see them (bots.ts `publicReason`). */
  botReasonsFor(seat: ViewSeat): BotReasonView[] {
    return this.reasons.for(seat);
  }

  /** Once the game is over, the reasons of every secret bot decision of the game, for the end screen. */
  secretBotReasonsFor(seat: ViewSeat): BotReasonView[] | undefined {
    return this.reasons.secretFor(seat);
  }

  /** The reason of the bot decision with index `decision` (0-based) as people may read it now, if one was kept. */
  botReasonOf(decision: number): { seat: Seat; reason: Reason } | null {
    return this.reasons.of(decision);
  }

  /** Starts a new game (or a lesson); `by` (the requesting session) is moved to the first human seat asked to decide. */
  newGame(req: NewGameRequest, by?: HostSession): GameStarted {
    return this.library.newGame(req, by);
  }

  /** Applies one decision for `seat` (no session checks: for trusted callers and bots). */
  act(seat: Seat, action: Action): ActResult {
    return this.decisionRoom.decide(seat, action);
  }

  /** Hands `seat` to a bot at a level, or a bot's Faction to a person, mid-game (decisions.ts). */
  setSeat(seat: Seat, to: unknown, by?: HostSession): SeatChanged {
    return this.decisionRoom.setSeat(seat, to, by);
  }

  /** Puts a game in play in place of the one running: every new game, load, recovery and take-over comes in here. */
  private begin(b: Beginning): ViewSeat {
    this.running.lesson = null;
    this.cancelBots();
    this.running.actor?.stop();
    this.running.game = b.game;
    this.running.actor = b.actor;
    this.running.logEpoch++;
    this.running.decisions = b.decisions;
    this.reasons.reset(b.reasons);
    this.undo.reset();
    if (b.lesson) this.running.lesson = b.lesson;
    this.decisionRoom.startJournal(b.gameId);
    this.autosaver.thumbnail = b.thumbnail;
    b.before?.();
    const seat = this.table.rebind(b.by);
    this.changed(b.autosave);
    return seat;
  }

  /** Takes back `seat`'s last decision when undo.ts still allows it; the undo is noted in the log. */
  undoLast(seat: Seat): ActResult {
    return this.decisionRoom.undoLast(seat);
  }

  private changed(autosave: boolean): void {
    this.running.version++;
    this.table.publish();
    this.recordIfFinished();
    if (autosave) this.autosaver.markDirty();
    this.botRunner.schedule();
    this.autosaver.schedule();
  }

  /** A game people played to its end goes into the record of finished games, once (records.ts). */
  private recordIfFinished(): void {
    const { game, decisions } = this.running;
    const state = stateOf(this.running);
    const records = this.opts.records;
    if (!records || this.running.lesson || state === null || !game.isOver(state) || humanSeats(game, state).length === 0) return;
    const key = finishedGameKey(game.records.identity(state, decisions));
    if (this.running.recorded === key) return;
    this.running.recorded = key;
    const line = game.records.finished(state, new Date());
    if (line) records.add(key, { ...line, game: game.id }).catch((e: unknown) => this.log('the finished game could not be recorded', e));
  }

  /** A notice for every page, or, while none is connected, for the first that connects. */
  tell(m: NoticeMessage): void {
    this.table.tell(m);
  }

  // -------------------------------------------------------------------------------------------
  // Bots

  /** Cancels pending bot work (it is scheduled again after the next change). */
  cancelBots(): void {
    this.botRunner.cancel();
  }

  /** Resolves once no bot work is pending (humans must decide, the game is over, or no game). */
  whenIdle(): Promise<void> {
    return this.botRunner.whenIdle();
  }

  // -------------------------------------------------------------------------------------------
  // Saves

  /** Resolves when pending autosaves are written. */
  flush(): Promise<void> {
    return this.autosaver.flush();
  }

  /** What a save holds: the persisted snapshot and the decisions since setup. */
  record(): GameRecord {
    return this.library.record();
  }

  /** Restores a game from a record (library.ts); the snapshot wins over its replay, and `replay` says so. */
  restore(record: GameRecord, by?: HostSession): Pick<LoadedGame, 'replay' | 'notice' | 'divergence'> & GameStarted {
    return this.library.restore(record, by);
  }

  save(name: string, thumbnail?: string): Promise<{ name: string }> {
    return this.library.save(name, thumbnail);
  }

  load(name: string, by?: HostSession): Promise<LoadedGame> {
    return this.library.load(name, by);
  }

  /** Continue: the game played last, with every decision its journal holds beyond its newest autosave. */
  continueLatest(by?: HostSession): Promise<LoadedGame | null> {
    return this.library.continueLatest(by);
  }

  /** "Play from here": a new game at a replayed position (library.ts). */
  takeOver(source: ReplaySource, at: number, by?: HostSession): Promise<TakenOver> {
    return this.library.takeOver(source, at, by);
  }

  listSaves(): Promise<SaveInfo[]> {
    return this.library.listSaves();
  }

  get saves(): Persistence | null {
    return this.opts.persistence ?? null;
  }

  /** A save file from outside the saves folder, refused unless a load would accept it, then kept (library.ts). */
  importFile(source: SaveFileSource): Promise<ImportedFile> {
    return this.library.importFile(source);
  }

  /** A save file the player asked to open from outside the page: taken in and loaded, or the pages told why not. */
  openFile(file: string, by?: HostSession): Promise<LoadedGame | null> {
    return this.library.openFile(file, by);
  }

  /** A save, or the game being played, as an exported file (library.ts). */
  exportFile(source: ExportSource): Promise<ExportedSave> {
    return this.library.exportFile(source);
  }

  /** Stops bots, writes the last autosave and stops the actor. */
  async dispose(): Promise<void> {
    this.cancelBots();
    this.running.disposed = true;
    this.botRunner.settleIdle();
    await this.flush();
    this.running.actor?.stop();
    this.decisionRoom.closeJournal();
    for (const s of this.table.everyone) s.close();
  }
}

