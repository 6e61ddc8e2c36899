// The library: the running game as a save holds it (record), and games brought back from saves,
// files, journals and replays (restore, load, Continue, take-over), each checked whole before it
// replaces the game being played (#13 item 4). The saves themselves are persistence.ts's.
import { randomBytes } from 'node:crypto';
import { jsonEqual } from '../../src-shared/kit/hash.js';
import { GAMES } from '../../src-shared/games/index.js';
import type { GameStarted, LoadedGame, NewGameRequest, ReplaySource, SaveInfo, TakenOver } from '../../src-shared/protocol/api.js';
import type { NoticeMessage, ViewSeat } from '../../src-shared/protocol/messages.js';
import type { Decision, ExportedSave, GameRecord, LoadedRecord, Persistence, SaveFileSource } from './persistence.js';
import { autosaveChain } from '../saves/store.js';
import { publicDivergence, verifyRecord } from './replay.js';
import { openFileRefused } from './saveFiles.js';
import { damaged, persisted, playable, restoreActor, startActor, type ActorLog, type GameActor } from './actors.js';
import { restoredReasons, type BotReasonRecord } from './reasons.js';
import { recoverFromJournal, type RecoveredGame } from './recovery.js';
import { hostGame, requireActor, type HostGame, type HostSetup, type Running, type SavedOptions, type Seat, type SeatKind } from './running.js';
import { HostError, describeError, type HostSession } from './session.js';

/** What the host exports (exportFile): a save by name, or the game being played under a title. */
export type ExportSource = { save: string } | { title: string };

/** A save file taken in (importFile): the save that holds it now, and whether it was there already. */
export interface ImportedFile { name: string; existing: boolean }

/** A game put in play (host.ts begin): its actor, record so far, id and picture; `by` is moved to its seat. */
export interface Beginning {
  /** The module the game is played by. */
  game: HostGame;
  actor: GameActor;
  decisions: Decision[];
  /** The bots' reasons for `decisions` (restoredReasons), kept for the end of the game. */
  reasons?: BotReasonRecord[];
  gameId: string;
  thumbnail: string | null;
  by: HostSession | undefined;
  /** The game is autosaved at once (not a game loaded as it was saved). */
  autosave: boolean;
  lesson?: string;
  /** Runs once the old game is gone, before anyone is told. */
  before?: () => void;
}

/** What the library asks of the host. */
export interface LibraryDeps {
  running: Running;
  persistence: Persistence | null;
  /** Leave games of the setups players are not offered out of the list and Continue (GameHostOptions). */
  hideDevGames: boolean;
  reasons: { readonly all: readonly BotReasonRecord[] };
  autosaver: { thumbnail: string | null; rewriteWithPicture(): void; flush(): Promise<void> };
  replays: { takeOverPoint(source: ReplaySource, at: number): Promise<{ decisions: Decision[]; game: HostGame; state: unknown }>; clear(): void };
  /** The setup the running game began with (decisions.ts). */
  setup(): HostSetup;
  begin(b: Beginning): ViewSeat;
  tell(m: NoticeMessage): void;
  log: ActorLog;
}

export class Library {
  constructor(private readonly deps: LibraryDeps) {}

  /** Starts a new game; `by` (the requesting session) is moved to the first human seat asked to decide. */
  newGame(req: NewGameRequest, by?: HostSession): GameStarted {
    if (req.lesson) return this.startLesson(req.lesson, req.game, by);
    // The game the request names (#33); none: the first game, as older clients mean.
    const game = hostGame(req.game);
    if (!game.scenarios.some((s) => s.id === req.scenario)) {
      throw new HostError('bad-setup', `Unknown scenario "${req.scenario}" (known: ${game.scenarios.map((s) => s.id).join(', ')}).`);
    }
    const seed = req.seed === undefined ? randomBytes(6).toString('hex') : String(req.seed);
    // Seats not named are people's.
    const seats = Object.fromEntries(game.seatsFor(req.scenario, req.players).map((s) => [s, req.seats?.[s] ?? 'human'])) as Record<Seat, SeatKind>;
    const state = game.newGame({ scenario: req.scenario, seed, seats, ...(req.handicap ? { options: { handicap: req.handicap } } : {}) });
    const seat = this.deps.begin({ game, actor: startActor(game, state, this.deps.log), decisions: [], gameId: newGameId(), thumbnail: null, by, autosave: true });
    return this.started(game, state, seat);
  }

  /** What a client is told of a game put in play: its scenario, who plays each seat and its handicap (no seed: 4.1). */
  private started(game: HostGame, state: unknown, seat: ViewSeat): GameStarted {
    const { scenario, options } = game.savedSetup(state, []);
    return { scenario, seats: { ...game.seatKinds(state) }, handicap: options?.handicap ?? 0, seat };
  }

  /**
   * A lesson (#17.1): a new game at the lesson's position, its record holding the decisions that
   * lead there. Every game's lessons come through its module (#33); the game a request names, else
   * the one whose lessons have that id.
   */
  private startLesson(id: string, gameId: string | undefined, by?: HostSession): GameStarted {
    const games = gameId === undefined ? GAMES.map((g) => g as HostGame) : [hostGame(gameId)];
    const game = games.find((g) => g.lessons?.list.some((l) => l.id === id));
    if (!game?.lessons) throw new HostError('bad-setup', `Unknown lesson "${id}".`);
    const { state, decisions } = game.lessons.start(id);
    // Its journal begins none: a lesson is not journaled.
    const seat = this.deps.begin({ game, actor: startActor(game, state, this.deps.log), decisions, gameId: newGameId(), thumbnail: null, by, autosave: true, lesson: id });
    return { ...this.started(game, state, seat), handicap: 0 };
  }

  /** What a save holds: the persisted snapshot and the decisions since setup. */
  record(): GameRecord {
    const { running } = this.deps;
    const actor = requireActor(running);
    // The seats the game began with: its decisions (seat changes included) replay from them.
    const { options, ...setup } = this.deps.setup();
    return {
      // The game it is (#33): a save names it, and a load finds its module by it.
      game: running.game.id,
      ...(running.gameId ? { gameId: running.gameId } : {}),
      ...setup,
      ...options,
      // Round-trip through JSON: the persisted snapshot may hold `undefined` fields.
      snapshot: persisted(actor),
      decisions: structuredClone(running.decisions),
      summary: running.game.summary(actor.getSnapshot().context.game),
      ...(this.deps.autosaver.thumbnail ? { thumbnail: this.deps.autosaver.thumbnail } : {}),
      ...(this.deps.reasons.all.length ? { botReasons: structuredClone([...this.deps.reasons.all]) } : {}),
    };
  }

  /**
   * Restores a game from a record. Replaying its decisions from setup must reproduce the
   * snapshot; when it does not (rules changed since), the snapshot still wins and `replay` says so.
   */
  restore(record: GameRecord, by?: HostSession): Pick<LoadedGame, 'replay' | 'notice' | 'divergence'> & GameStarted {
    // All or nothing (#13 item 4): everything is checked before the current game is replaced.
    const { game, state, reasons, check } = checkedRecord(record);
    const actor = restoreActor(game, record.snapshot, state, this.deps.log);
    const replay = check.ok ? 'ok' as const : 'diverged' as const;
    const seat = this.deps.begin({
      game, actor, decisions: structuredClone(record.decisions), reasons,
      // A save made before game ids starts a chain of its own from here on.
      gameId: record.gameId ?? newGameId(), thumbnail: record.thumbnail ?? null, by, autosave: false,
    });
    return {
      ...this.started(game, state, seat), replay,
      ...(check.ok ? {} : { notice: check.message, divergence: publicDivergence(check)! }),
    };
  }

  async save(name: string, thumbnail?: string): Promise<{ name: string }> {
    const persistence = this.requirePersistence();
    requireActor(this.deps.running);
    if (this.deps.running.lesson) throw new HostError('lesson', 'A lesson is practice and is not saved: it starts afresh from Learn to play.');
    if (thumbnail) this.deps.autosaver.thumbnail = thumbnail;
    const saved = await persistence.save(name, this.record());
    this.deps.autosaver.rewriteWithPicture();
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
      const recovered = journal ? recoverFromJournal(hostGame(journal.header.game), base, journal) : null;
      if (recovered && this.listsGamesOf(journal!.header.scenario)) return this.restoreRecovered(recovered, base?.name ?? autosaveChain(gameId), by);
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
    const seat = this.deps.begin({
      game: r.game, actor: startActor(r.game, r.state, this.deps.log), decisions: r.decisions, reasons: restoredReasons(r.game, r.botReasons, r.decisions, false),
      gameId: r.gameId, thumbnail: null, by, autosave: true,
    });
    return { name, ...this.started(r.game, r.state, seat), replay: 'ok', notice: r.notice };
  }

  /**
   * "Play from here": a new game at the replayed position after `at` decisions, same scenario,
   * seed and seats. It gets a new game id, so the original's saves and autosaves are never
   * overwritten; its record holds the original's first `at` decisions and replays exactly.
   */
  async takeOver(source: ReplaySource, at: number, by?: HostSession): Promise<TakenOver> {
    const point = await this.deps.replays.takeOverPoint(source, at);
    // The running game's bots' reasons for the decisions taken over come along (a save's are not read here).
    const reasons = source === 'current' ? restoredReasons(point.game, this.deps.reasons.all.filter((r) => r.decision < at), point.decisions, false) : [];
    const seat = this.deps.begin({
      game: point.game, actor: startActor(point.game, point.state, this.deps.log), decisions: point.decisions, reasons, gameId: newGameId(), thumbnail: null, by, autosave: true,
      before: () => this.deps.replays.clear(),
    });
    return { ...this.started(point.game, point.state, seat), decisions: point.decisions.length };
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
    const persistence = this.deps.persistence;
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
  listsGamesOf(scenario: string): boolean {
    return !this.deps.hideDevGames || !!this.deps.running.game.scenarios.find((s) => s.id === scenario)?.offered;
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
      this.deps.tell(openFileRefused(file, describeError(e)));
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
    requireActor(this.deps.running);
    if (this.deps.running.lesson) throw new HostError('lesson', 'A lesson is practice and is not saved: it starts afresh from Learn to play.');
    // The game's autosave first: the file opened again is then found as that game (importFile).
    await this.deps.autosaver.flush();
    return persistence.recordText(source.title, this.record());
  }

  private async restoreLoaded(loaded: LoadedRecord, by?: HostSession): Promise<LoadedGame> {
    const gameId = await this.loadedGameId(loaded.record);
    const restored = this.restore({ ...loaded.record, ...(gameId ? { gameId } : {}) }, by);
    const notice = [loaded.notice, restored.notice].filter(Boolean).join(' ');
    return { ...restored, name: loaded.name, ...(notice ? { notice } : {}) };
  }

  private requirePersistence(): Persistence {
    if (!this.deps.persistence) throw new HostError('no-persistence', 'Saves are not available in this session.');
    return this.deps.persistence;
  }
}

type Setup = SavedOptions & { game?: string; scenario: string; seed: string; seats: Record<Seat, SeatKind> };

/** Two records (or a journal's header) of one game: the same game, scenario, seed, seats and options. */
function sameSetup(a: Setup, b: Setup): boolean {
  const key = (s: Setup) => {
    const game = hostGame(s.game);
    return [game.id, s.scenario, s.seed, game.seatsFor(s.scenario).map((f) => s.seats[f]), s.handicap ? { handicap: s.handicap, ...(s.handicapped ? { handicapped: [...s.handicapped] } : {}) } : {}];
  };
  return jsonEqual(key(a), key(b));
}

export function newGameId(): string {
  return randomBytes(6).toString('hex');
}

/**
 * Everything a load checks of a record before its game may replace the one being played (the same
 * check for a save loaded, a file opened or imported): a game that can be played, its summary its
 * game's, its bots' reasons its decisions', and its decisions leading to its position or, when they
 * do not (the rules changed since: `check` says where), not merely to another decision awaited
 * (an altered file). Throws the refusal, naming what is wrong.
 */
function checkedRecord(record: GameRecord): { game: HostGame; state: unknown; reasons: BotReasonRecord[]; check: ReturnType<typeof verifyRecord> } {
  const game = hostGame(record.game);
  const state = playable(game, record.snapshot);
  const lie = game.saveChecks.summaryFault(record.summary, state);
  if (lie) throw damaged(lie);
  const reasons = restoredReasons(game, record.botReasons, record.decisions, true);
  // Load policy (replay.ts): the snapshot wins; a replay that departs from it is reported,
  // unless all it changes is the decision awaited: that file was altered, not made by other rules.
  let replayed: unknown = null;
  const check = verifyRecord(record, (k, g) => { if (k === record.decisions.length) replayed = g; });
  const moved = !check.ok && check.reason === 'final' && replayed !== null ? game.saveChecks.replayFault(state, replayed) : null;
  if (moved) throw damaged(moved);
  return { game, state, reasons, check };
}
