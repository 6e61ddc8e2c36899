// GameHost: the transport-agnostic game host (ARCHITECTURE.md "Host and transports"). It owns the
// XState actor of the turn sequence, who plays each seat, and the decisions since setup. Clients
// (an Electron window, a WebSocket) connect as HostSessions; every message from them is untrusted
// and goes through protocol.ts before it can reach the actor. After every change each session
// receives its own seat's redacted view, bots are asked for their seats' decisions off the
// current call stack, and the game is autosaved through the persistence seam.
import { pendingReplayFault, summaryFault } from './loadCheck.js';
import { summaryOf } from '../../src-shared/engine/summary.js';
import { randomBytes } from 'node:crypto';
import { seatLog } from '../../src-shared/view.js';
import { logPage, logTailStart } from '../../src-shared/viewLog.js';
import { closedOptions } from '../../src-shared/explain/index.js';
import {
  hashGame, legalActions, newGame, pending, viewFor,
  type Action, type GameState,
} from '../../src-shared/engine.js';
import { handicapForReplay, handicapSetupOf, type HandicapSetup } from '../../src-shared/engine/handicap.js';
import { applyRecorded, type OfferedSeatKind } from '../../src-shared/engine/seats.js';
import { FACTIONS, type Faction } from '../../src-shared/model/ids.js';
import type { SeatKind } from '../../src-shared/model/state.js';
import type { Reason } from '../../src-shared/bots/types.js';
import { SCENARIOS, scenarioById } from '../../src-shared/data/scenarios/index.js';
import { lessonById, lessonStart } from '../../src-shared/lessons/index.js';
import type {
  ActResult, GameStarted, LoadedGame, NewGameRequest, ReplaySource, ReplyValues, SaveInfo, ScenarioInfo, SeatChanged, TakenOver,
} from '../../src-shared/protocol/api.js';
import { DEFAULT_BOTS, type BotKind, type BotPlayer } from './bots.js';
import {
  WHOLE_LOG_RESEND_MIN_MS,
  type BotReasonView, type ClientMessage, type NoticeMessage, type ViewMessage, type ViewSeat,
} from '../../src-shared/protocol/messages.js';
import {
  type Decision, type ExportedSave, type GameRecord, type LoadedRecord, type Persistence, type SaveFileSource,
} from './persistence.js';
import type { JournalContent } from '../saves/journal.js';
import type { SavedBotReason } from '../saves/format.js';
import { autosaveChain } from '../saves/store.js';
import { jsonEqual } from '../../src-shared/model/hash.js';
import { UndoStack } from './undo.js';
import { ReplayService, publicDivergence, setupOf, verifyRecord } from './replay.js';
import { finishedGameKey, finishedGameOf, type RecordStore } from './records.js';
import { openFileRefused } from './saveFiles.js';
import { Autosaver } from './autosaver.js';
import { BotRunner } from './botRunner.js';
import { BotReasons, restoredReasons, type BotReasonRecord } from './reasons.js';
import { idle, isOver, type Running } from './running.js';
import { Decisions } from './decisions.js';
import { damaged, playable, restoreActor, startActor, type GameActor } from './actors.js';
import { HostError, HostSession, describeError, type Send } from './session.js';

export { HostError, HostSession, describeError, withoutPaths } from './session.js';

/** What the host exports (exportFile): a save by name, or the game being played under a title. */
export type ExportSource = { save: string } | { title: string };

/** A save file taken in (importFile): the save that holds it now, and whether it was there already. */
export interface ImportedFile { name: string; existing: boolean }

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


const VIEW_FAILED: NoticeMessage = {
  type: 'notice', level: 'warning', code: 'view-failed',
  message: 'The game could not be shown. Load a save or start a new game; your saves are unchanged.',
};

/** Notices kept for a page while none is connected (the latest: a bot game left running adds more). */
const UNHEARD_NOTICES_KEPT = 10;

const ALL_HUMAN: Record<Faction, SeatKind> = { aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' };

export class GameHost {
  private readonly running: Running = idle();
  private readonly undo = new UndoStack();
  /** The key of the finished game last recorded (records.ts): a game is recorded once. */
  private recorded: string | null = null;
  private readonly replays = new ReplayService({
    current: () => (this.running.actor ? {
      setup: { ...setupOf(this.requireGame()), seats: this.setupSeats() },
      decisions: this.running.decisions,
      snapshot: { context: { game: this.requireGame() } },
      botReasonOf: (index: number) => this.botReasonOf(index),
    } : null),
    persistence: () => this.persistence,
  });
  private readonly sessions = new Set<HostSession>();
  /** Notices given while no page was connected, oldest first: the next page to connect gets them. */
  private readonly unheard: NoticeMessage[] = [];
  private readonly persistence: Persistence | null;
  private readonly autosaveEnabled: boolean;
  private readonly autosaver: Autosaver;
  private readonly botRunner: BotRunner;
  private readonly decisionRoom: Decisions;
  private readonly reasons = new BotReasons({ game: () => this.game, over: () => this.gameOver() });
  private readonly log: (message: string, error?: unknown) => void;

  constructor(private readonly opts: GameHostOptions = {}) {
    this.persistence = opts.persistence ?? null;
    this.autosaveEnabled = opts.autosave ?? this.persistence !== null;
    this.log = opts.log ?? ((m, e) => console.error(`[host] ${m}`, e ?? ''));
    this.autosaver = new Autosaver({
      persistence: this.persistence, enabled: this.autosaveEnabled,
      intervalDuringBotsMs: opts.autosaveIntervalDuringBotsMs ?? 2000,
      hasGame: () => this.running.actor !== null, inLesson: () => this.running.lesson !== null,
      journaled: () => this.decisionRoom.journaled, botsBusy: () => this.botRunner.busy,
      record: () => this.record(), log: this.log, notice: (level, code, message) => this.notice(level, code, message),
    });
    this.decisionRoom = new Decisions({
      running: this.running, undo: this.undo, reasons: this.reasons, persistence: this.persistence, journaling: this.autosaveEnabled,
      humanDecided: () => this.autosaver.noteHumanDecision(), cancelBots: () => this.botRunner.cancel(),
      changed: (autosave) => this.changed(autosave), rebind: (by) => this.rebindAfterSwitch(by),
      log: this.log, notice: (level, code, message) => this.notice(level, code, message),
    });
    this.botRunner = new BotRunner({
      bots: { ...DEFAULT_BOTS, ...opts.bots }, botSeed: opts.botSeed, delayMs: opts.botDelayMs ?? 0,
      game: () => this.game, version: () => this.running.version, decisionsMade: () => this.running.decisions.length, disposed: () => this.running.disposed,
      decide: (seat, action, why) => void this.decisionRoom.decide(seat, action, why), idle: () => this.autosaver.schedule(),
      log: this.log, notice: (level, code, message) => this.notice(level, code, message),
    });
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
    if (this.running.disposed) throw new HostError('internal', 'The host is shutting down.');
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
          session.noteLogSent(this.running.logEpoch, null);
          this.publishTo(session);
        });
        return null;
      case 'listScenarios':
        return SCENARIOS.map((s): ScenarioInfo => ({ id: s.id, name: s.name, intro: s.intro }));
      case 'save':
        return this.save(m.name, m.thumbnail);
      case 'thumbnail':
        this.requireActor();
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

  /** Starts a new game; `by` (the requesting session) is moved to the first human seat asked to decide. */
  newGame(req: NewGameRequest, by?: HostSession): GameStarted {
    if (req.lesson) return this.startLesson(req.lesson, by);
    if (!scenarioById(req.scenario)) {
      throw new HostError('bad-setup', `Unknown scenario "${req.scenario}" (known: ${SCENARIOS.map((s) => s.id).join(', ')}).`);
    }
    const seed = req.seed === undefined ? randomBytes(6).toString('hex') : String(req.seed);
    const seats = { ...ALL_HUMAN, ...req.seats };
    const game = newGame({ scenario: req.scenario, seed, seats, ...(req.handicap ? { handicap: req.handicap } : {}) });
    this.replaceActor(startActor(game, this.log), []);
    this.decisionRoom.startJournal(newGameId());
    this.autosaver.thumbnail = null;
    const seat = this.rebindAfterSwitch(by);
    this.changed(true);
    return { scenario: req.scenario, seats: { ...game.seats }, handicap: game.handicap ?? 0, seat };
  }

  /** A lesson (#17.1): a new game at the lesson's position, its record holding the decisions that lead there. */
  private startLesson(id: string, by?: HostSession): GameStarted {
    const lesson = lessonById(id);
    if (!lesson) throw new HostError('bad-setup', `Unknown lesson "${id}".`);
    const { game, decisions } = lessonStart(lesson);
    this.replaceActor(startActor(game, this.log), decisions);
    this.running.lesson = lesson.id;
    this.decisionRoom.startJournal(newGameId()); // begins none: a lesson is not journaled
    this.autosaver.thumbnail = null;
    const seat = this.rebindAfterSwitch(by);
    this.changed(true);
    return { scenario: game.scenario, seats: { ...game.seats }, handicap: 0, seat };
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

  /** What a save holds: the persisted snapshot and the decisions since setup. */
  record(): GameRecord {
    const actor = this.requireActor();
    const game = actor.getSnapshot().context.game;
    return {
      ...(this.running.gameId ? { gameId: this.running.gameId } : {}),
      scenario: game.scenario,
      seed: game.seed,
      // The seats the game began with: its decisions (seat changes included) replay from them.
      seats: this.setupSeats(),
      ...handicapSetupOf(game),
      // Round-trip through JSON: the persisted snapshot may hold `undefined` fields.
      snapshot: JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown,
      decisions: structuredClone(this.running.decisions),
      summary: summaryOf(game),
      ...(this.autosaver.thumbnail ? { thumbnail: this.autosaver.thumbnail } : {}),
      ...(this.reasons.all.length ? { botReasons: structuredClone([...this.reasons.all]) } : {}),
    };
  }

  /**
   * Restores a game from a record. Replaying its decisions from setup must reproduce the
   * snapshot; when it does not (rules changed since), the snapshot still wins and `replay` says so.
   */
  restore(record: GameRecord, by?: HostSession): Pick<LoadedGame, 'replay' | 'notice' | 'divergence'> & GameStarted {
    // All or nothing (#13 item 4): everything is checked before the current game is replaced.
    const { game, reasons, check } = checkedRecord(record);
    const actor = restoreActor(record.snapshot, game, this.log);
    const replay = check.ok ? 'ok' as const : 'diverged' as const;
    this.replaceActor(actor, structuredClone(record.decisions), reasons);
    // A save made before game ids starts a chain of its own from here on.
    this.decisionRoom.startJournal(record.gameId ?? newGameId());
    this.autosaver.thumbnail = record.thumbnail ?? null;
    const seat = this.rebindAfterSwitch(by);
    this.changed(false);
    return {
      scenario: game.scenario, seats: { ...game.seats }, handicap: game.handicap ?? 0, seat, replay,
      ...(check.ok ? {} : { notice: check.message, divergence: publicDivergence(check)! }),
    };
  }

  /** `reasons`: the bots' reasons for `decisions` (restoredReasons), kept for the end of the game. */
  private replaceActor(actor: GameActor, decisions: Decision[], reasons: BotReasonRecord[] = []): void {
    this.running.lesson = null;
    this.cancelBots();
    this.running.actor?.stop();
    this.running.actor = actor;
    this.running.logEpoch++;
    this.running.decisions = decisions;
    this.reasons.reset(reasons);
    this.undo.reset();
  }

  /** Takes back `seat`'s last decision when undo.ts still allows it; the undo is noted in the log. */
  undoLast(seat: Faction): ActResult {
    return this.decisionRoom.undoLast(seat);
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

  private changed(autosave: boolean): void {
    this.running.version++;
    this.publish();
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
      decisions: this.running.decisions.length,
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
      session.noteLogSent(this.running.logEpoch, null);
      session.send(whole);
      return;
    }
    const log = whole.view.log;
    const held = session.logHeld(this.running.logEpoch);
    // Appending is worth it while what is missing is no more than a tail would carry.
    const appends = held > 0 && held <= log.length && logTailStart(log.slice(held)) === 0;
    const start = appends ? held : logTailStart(log);
    session.send({
      ...whole, ...(appends ? { logFrom: held } : { logStart: start }), logLength: log.length,
      view: start === 0 ? whole.view : { ...whole.view, log: log.slice(start) },
    });
    session.noteLogSent(this.running.logEpoch, log.length);
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

  async save(name: string, thumbnail?: string): Promise<{ name: string }> {
    const persistence = this.requirePersistence();
    this.requireActor();
    if (this.running.lesson) throw new HostError('lesson', 'A lesson is practice and is not saved: it starts afresh from Learn to play.');
    if (thumbnail) this.autosaver.thumbnail = thumbnail;
    const saved = await persistence.save(name, this.record());
    this.autosaver.rewriteWithPicture();
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
    this.replaceActor(startActor(r.game, this.log), r.decisions, restoredReasons(r.botReasons, r.decisions, false));
    this.decisionRoom.startJournal(r.gameId);
    this.autosaver.thumbnail = null;
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
    const reasons = source === 'current' ? restoredReasons(this.reasons.all.filter((r) => r.decision < at), point.decisions, false) : [];
    this.replaceActor(startActor(point.game, this.log), point.decisions, reasons);
    this.decisionRoom.startJournal(newGameId());
    this.autosaver.thumbnail = null;
    this.replays.clear();
    const seat = this.rebindAfterSwitch(by);
    this.changed(true);
    const game = point.game;
    return { scenario: game.scenario, seats: { ...game.seats }, handicap: game.handicap ?? 0, seat, decisions: point.decisions.length };
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
    if (this.running.lesson) throw new HostError('lesson', 'A lesson is practice and is not saved: it starts afresh from Learn to play.');
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
    this.running.disposed = true;
    this.botRunner.settleIdle();
    await this.flush();
    this.running.actor?.stop();
    this.decisionRoom.closeJournal();
    for (const s of [...this.sessions]) s.close();
  }

  private requireActor(): GameActor {
    if (!this.running.actor) throw new HostError('no-game', 'No game is running: start or load one first.');
    return this.running.actor;
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
    game = extends_ ? playable(base!.record.snapshot) : newGame({
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
  const game = playable(record.snapshot);
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
