// GameHost: the transport-agnostic game host (ARCHITECTURE.md "Host and transports"). It owns the
// XState actor of the turn sequence, who plays each seat, and the decisions since setup. Clients
// (an Electron window, a WebSocket) connect as HostSessions; every message from them is untrusted
// and goes through protocol.ts before it can reach the actor. After every change each session
// receives its own seat's redacted view, bots are asked for their seats' decisions off the
// current call stack, and the game is autosaved through the persistence seam.
import { seatLog } from '../../src-shared/view.js';
import { logPage } from '../../src-shared/viewLog.js';
import { hashGame, type Action, type GameState } from '../../src-shared/engine.js';
import type { OfferedSeatKind } from '../../src-shared/engine/seats.js';
import { FACTIONS, type Faction } from '../../src-shared/model/ids.js';
import type { SeatKind } from '../../src-shared/model/state.js';
import type { Reason } from '../../src-shared/bots/types.js';
import { SCENARIOS } from '../../src-shared/data/scenarios/index.js';
import type {
  ActResult, GameStarted, LoadedGame, NewGameRequest, ReplaySource, ReplyValues, SaveInfo, ScenarioInfo, SeatChanged, TakenOver,
} from '../../src-shared/protocol/api.js';
import {
  WHOLE_LOG_RESEND_MIN_MS,
  type BotReasonView, type ClientMessage, type NoticeMessage, type ViewSeat,
} from '../../src-shared/protocol/messages.js';
import type { Decision, ExportedSave, GameRecord, Persistence, SaveFileSource } from './persistence.js';
import { DEFAULT_BOTS } from './bots.js';
import { UndoStack } from './undo.js';
import { ReplayService, setupOf } from './replay.js';
import { finishedGameKey, finishedGameOf } from './records.js';
import { Autosaver } from './autosaver.js';
import { BotRunner } from './botRunner.js';
import { BotReasons, type BotReasonRecord } from './reasons.js';
import { Decisions } from './decisions.js';
import { Library, type Beginning, type ExportSource, type ImportedFile } from './library.js';
import { idle, isOver, requireActor, requireGame, type Running } from './running.js';
import { Table } from './table.js';
import { HostError, HostSession, type Send } from './session.js';
import type { GameHostOptions } from './options.js';
import { listGames } from './games.js';
import { answerQuery } from './query.js';

export { HostError, HostSession, describeError, withoutPaths } from './session.js';
export type { ExportSource, ImportedFile } from './library.js';
export type { GameHostOptions } from './options.js';


export class GameHost {
  private readonly running: Running = idle();
  private readonly undo = new UndoStack();
  /** The key of the finished game last recorded (records.ts): a game is recorded once. */
  private recorded: string | null = null;
  private readonly replays = new ReplayService({
    current: () => (this.running.actor ? {
      setup: { ...setupOf(requireGame(this.running)), seats: this.setupSeats() },
      decisions: this.running.decisions,
      snapshot: { context: { game: requireGame(this.running) } },
      botReasonOf: (index: number) => this.botReasonOf(index),
    } : null),
    persistence: () => this.persistence,
  });
  private readonly persistence: Persistence | null;
  private readonly autosaver: Autosaver;
  private readonly botRunner: BotRunner;
  private readonly decisionRoom: Decisions;
  private readonly library: Library;
  private readonly table: Table;
  private readonly reasons = new BotReasons({ game: () => this.game, over: () => this.gameOver() });
  private readonly log: (message: string, error?: unknown) => void;

  constructor(private readonly opts: GameHostOptions = {}) {
    this.persistence = opts.persistence ?? null;
    const autosaveEnabled = opts.autosave ?? this.persistence !== null;
    this.log = opts.log ?? ((m, e) => console.error(`[host] ${m}`, e ?? ''));
    this.table = new Table({ running: this.running, undo: this.undo, reasons: this.reasons, log: this.log });
    this.autosaver = new Autosaver({
      persistence: this.persistence, enabled: autosaveEnabled,
      intervalDuringBotsMs: opts.autosaveIntervalDuringBotsMs ?? 2000,
      hasGame: () => this.running.actor !== null, inLesson: () => this.running.lesson !== null,
      journaled: () => this.decisionRoom.journaled, botsBusy: () => this.botRunner.busy,
      record: () => this.record(), log: this.log, notice: (level, code, message) => this.table.notice(level, code, message),
    });
    this.decisionRoom = new Decisions({
      running: this.running, undo: this.undo, reasons: this.reasons, persistence: this.persistence, journaling: autosaveEnabled,
      humanDecided: () => this.autosaver.noteHumanDecision(), cancelBots: () => this.botRunner.cancel(),
      changed: (autosave) => this.changed(autosave), rebind: (by) => this.table.rebind(by),
      log: this.log, notice: (level, code, message) => this.table.notice(level, code, message),
    });
    this.library = new Library({
      running: this.running, persistence: this.persistence, hideDevGames: opts.hideDevGames ?? false, reasons: this.reasons,
      autosaver: this.autosaver, replays: this.replays, setupSeats: () => this.decisionRoom.setupSeats(),
      begin: (b) => this.begin(b), tell: (m) => this.table.tell(m), log: this.log,
    });
    this.botRunner = new BotRunner({
      bots: { ...DEFAULT_BOTS, ...opts.bots }, botSeed: opts.botSeed, delayMs: opts.botDelayMs ?? 0,
      game: () => this.game, version: () => this.running.version, decisionsMade: () => this.running.decisions.length, disposed: () => this.running.disposed,
      decide: (seat, action, why) => void this.decisionRoom.decide(seat, action, why), idle: () => this.autosaver.schedule(),
      log: this.log, notice: (level, code, message) => this.table.notice(level, code, message),
    });
  }

  // -------------------------------------------------------------------------------------------
  // Sessions

  /** Connects a client; it receives its view (spectator at first) at once. */
  connect(send: Send): HostSession {
    const session = new HostSession(this, send);
    this.table.seat(session);
    return session;
  }

  /** @internal called by HostSession.close(). */
  disconnect(session: HostSession): void {
    this.table.leave(session);
  }

  /** Runs one validated client message. Throws HostError/EngineError/SaveError to refuse. */
  async dispatch(session: HostSession, m: ClientMessage): Promise<unknown> {
    if (this.running.disposed) throw new HostError('internal', 'The host is shutting down.');
    switch (m.type) {
      case 'act': {
        const game = requireGame(this.running);
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
          const game = requireGame(this.running);
          if (game.seats[m.seat] !== 'human') throw new HostError('not-human-seat', `${m.seat} is played by a bot; its view is secret.`);
        }
        session.bind(m.seat);
        this.table.publishTo(session);
        return { seat: m.seat } satisfies ReplyValues['viewAs'];
      }
      case 'undo': {
        const game = requireGame(this.running);
        if (game.seats[m.seat] !== 'human') throw new HostError('not-human-seat', `${m.seat} is played by a bot.`);
        if (session.seat !== m.seat) throw new HostError('not-viewing-seat', `This client views ${session.seat}, not ${m.seat}.`);
        return this.undoLast(m.seat) satisfies ReplyValues['undo'];
      }
      case 'setSeat':
        return this.setSeat(m.seat, m.to, session) satisfies ReplyValues['setSeat'];
      case 'sync':
        // The client asks for the whole log again; a flood of asks gets one resend a second.
        session.throttleWholeLog(this.opts.wholeLogResendMinMs ?? WHOLE_LOG_RESEND_MIN_MS, () => {
          session.noteLogSent(this.running.logEpoch, null);
          this.table.publishTo(session);
        });
        return null;
      case 'listScenarios':
        return SCENARIOS.map((s): ScenarioInfo => ({ id: s.id, name: s.name, intro: s.intro }));
      case 'listGames': return listGames() satisfies ReplyValues['listGames'];
      case 'save':
        return this.save(m.name, m.thumbnail);
      case 'thumbnail':
        requireActor(this.running);
        this.autosaver.thumbnail = m.data;
        this.autosaver.rewriteWithPicture();
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
        const log = seatLog(requireGame(this.running), session.seat);
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
      case 'query': return answerQuery(this.running, session.seat, m.q); // board (#32 D): query.ts
    }
  }

  // -------------------------------------------------------------------------------------------
  // The game

  /** The true game state (never send this to a client: use views). */
  get game(): GameState | null {
    return this.running.actor?.getSnapshot().context.game ?? null;
  }

  /** Hash of the true state, for tests and determinism checks. */
  get stateHash(): string | null {
    const g = this.game;
    return g ? hashGame(g) : null;
  }

  get decisionList(): readonly Decision[] {
    return this.running.decisions;
  }

  /** The bots' latest reasons in full (host side only: people get `botReasonsFor(seat)`). */
  get botReasonList(): readonly Readonly<BotReasonRecord>[] {
    return this.reasons.latest;
  }

  /** The running game is over: nothing is secret any more (4.1), bots' reasons included. */
  private gameOver(): boolean {
    return isOver(this.game);
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
  botReasonOf(decision: number): { seat: Faction; reason: Reason } | null {
    return this.reasons.of(decision);
  }

  /** Starts a new game (or a lesson); `by` (the requesting session) is moved to the first human seat asked to decide. */
  newGame(req: NewGameRequest, by?: HostSession): GameStarted {
    return this.library.newGame(req, by);
  }

  /** Applies one decision for `seat` (no session checks: for trusted callers and bots). */
  act(seat: Faction, action: Action): ActResult {
    return this.decisionRoom.decide(seat, action);
  }

  /** Hands `seat` to a bot at a level, or a bot's Faction to a person, mid-game (decisions.ts). */
  setSeat(seat: Faction, to: OfferedSeatKind, by?: HostSession): SeatChanged {
    return this.decisionRoom.setSeat(seat, to, by);
  }

  private setupSeats(): Record<Faction, SeatKind> {
    return this.decisionRoom.setupSeats();
  }

  /** Puts a game in play in place of the one running: every new game, load, recovery and take-over comes in here. */
  private begin(b: Beginning): ViewSeat {
    this.running.lesson = null;
    this.cancelBots();
    this.running.actor?.stop();
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
  undoLast(seat: Faction): ActResult {
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
    const game = this.game;
    const records = this.opts.records;
    if (!records || this.running.lesson || !game?.result || !FACTIONS.some((f) => game.seats[f] === 'human')) return;
    const key = finishedGameKey(game, this.running.decisions);
    if (this.recorded === key) return;
    this.recorded = key;
    const line = finishedGameOf(game, new Date());
    if (line) records.add(key, line).catch((e: unknown) => this.log('the finished game could not be recorded', e));
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
    return this.persistence;
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

  // -------------------------------------------------------------------------------------------

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

  private requirePersistence(): Persistence {
    if (!this.persistence) throw new HostError('no-persistence', 'Saves are not available in this session.');
    return this.persistence;
  }
}

