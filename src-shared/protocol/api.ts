// PericlesApi: the one typed interface the renderer talks to (`window.pericles`). In Electron the
// preload implements it over IPC; in a browser (`npm run web`) src-renderer's WebSocket client
// implements it over the protocol in messages.ts. Both build their request methods from one
// table (commands.ts) and end in the same GameHost.
//
// Every request resolves (never rejects) to a Result: crossing contextBridge keeps only an
// Error's message, so refusals travel as data with their `code` (see ErrorCode in messages.ts).
//
// Mapping to the wire (WebSocket): each method sends one ClientMessage with a fresh `id` and
// resolves with the `ok`/`error` message whose `re` equals that id:
//   newGame → {type:'newGame', scenario, seed?, seats?, lesson?} act → {type:'act', seat, action}
//   viewAs → {type:'viewAs', seat}                          sync → {type:'sync'}
//   undo → {type:'undo', seat}
//   listScenarios, save {name}, load {name}, continueLatest → {type:'continue'}, listSaves,
//   deleteSave {name}, renameSave {name, newName}, duplicateSave {name, newName}
//   setThumbnail → {type:'thumbnail', data}, save {name, thumbnail?},
//   replayInfo → {type:'replayInfo', source?}, replayView → {type:'replayView', at, source?, asSpectator?, seat?}
//   replayTakeOver → {type:'replayTakeOver', at, source?}
//   listRecords → {type:'listRecords'} (the record of finished games, #17.5)
//   logPage → {type:'logPage', from, count} (a page of this seat's log, #31 item 4)
// onView/onNotice listen to pushed `view`/`notice` messages.
//
// Every type is generic over the game's wire types (wire.ts); a game's page reads them narrowed by
// its own (games/pericles/wire.ts).
import type { Action, GameWire, Reason, SeatKind } from './wire.js';
import type { ErrorCode, MenuCommand, NoticeMessage, ViewMessage, ViewSeat } from './messages.js';
import type { Divergence, ReplayFrame, ReplayInfo, ReplaySource } from './replay.js';

export type { GameWire, SeatView } from './wire.js';

export type { Divergence, ReplayFrame, ReplayInfo, ReplaySource, ReplayTurn } from './replay.js';

/** A refusal: its code, the host's English for developers, and (some codes) what in particular is wrong. */
export type Result<T> = { ok: true; value: T } | { ok: false; code: ErrorCode | string; message: string; reason?: Reason };

export interface NewGameRequest<W extends GameWire = GameWire> {
  /** The game to start (#33: 'pericles' or 'perikles'); absent: the first game ('pericles'). */
  game?: string;
  scenario: string;
  /** Omitted: a random seed. */
  seed?: string | number;
  /** Seats not listed are human. */
  seats?: Partial<Record<W['seat'], SeatKind>>;
  /** Seats at the table, for a game whose count varies (#33 Perikles: 3 to 5); absent: the scenario's most. */
  players?: number;
  /** Pericles' option: extra starting Honor for every bot Faction (its module bounds it); omitted: none. */
  handicap?: number;
  /** Start this lesson (#17.1) instead: its scenario, seed and seats, at its starting position. */
  lesson?: string;
}

/** No seed here, nor in any other reply (4.1): it would rebuild every hand; it stays in the host and the save. */
export interface GameStarted<W extends GameWire = GameWire> {
  scenario: string;
  seats: Record<W['seat'], SeatKind>;
  /** The solo handicap the game started with (0: none). */
  handicap: number;
  /** The seat this client now views (first human seat asked to decide, or spectator). */
  seat: ViewSeat<W>;
}

/** The game "Play from here" started (replayTakeOver). */
/** A seat changed hands ('setSeat'): the record's length and the seat this client now views. */
export interface SeatChanged<W extends GameWire = GameWire> {
  decisions: number;
  seat: ViewSeat<W>;
}

export interface TakenOver<W extends GameWire = GameWire> extends GameStarted<W> {
  /** Decisions the new game starts with (the original's first `at`). */
  decisions: number;
}

export interface ActResult {
  /** Decisions since setup, this one included. */
  decisions: number;
}

export interface ScenarioInfo { id: string; name: string; intro: string }

// --- listGames (#32): the games this host plays, for the start screen (src-main/host/games.ts).
/** A game the host plays: its scenarios (in the order its module lists them) and its bots' levels. */
export interface GameListing {
  /** The game's id ('pericles'): the page finds its renderer module by it. */
  id: string;
  /** English; the page words it through the game's renderer module. */
  title: string;
  scenarios: ScenarioListing[];
  /** The levels a seat's bot may play at (seat kinds `bot:<level>`). */
  levels: string[];
}
export interface ScenarioListing {
  id: string;
  /** English; the page words it through the game's renderer module. */
  title: string;
  /** Seats at setup. */
  players: { min: number; max: number };
  /** Offered to players (false: the development setup, tests and the CLI only). */
  offered: boolean;
  /** The seats of its game. */
  seats: string[];
}

export interface LoadedGame<W extends GameWire = GameWire> extends GameStarted<W> {
  name: string;
  /** A sentence for the player when something unusual happened (fallback, migration, divergence). */
  notice?: string;
  /**
   * Replaying the saved decisions from setup: 'ok' reproduces the snapshot; 'diverged' means the
   * rules changed since the save (the snapshot is loaded anyway, and `notice` says so).
   */
  replay: 'ok' | 'diverged';
  /** When `replay` is 'diverged': where and why (see the load policy in replay.ts). */
  divergence?: Divergence;
}

export interface SaveInfo<W extends GameWire = GameWire> {
  /** Pass to load/deleteSave/...: the file name without `.json` ('autosave-<gameId>', 'autosave-<gameId>.2' included). */
  name: string;
  kind: 'save' | 'autosave' | 'autosave-backup';
  ok: boolean;
  /** For ok saves. */
  title?: string;
  scenario?: string;
  turn?: number;
  phase?: string;
  /** The save's chips by seat: Pericles' Honor, or the points of a game without Honor (#33 Perikles). */
  honor?: Record<W['seat'], number>;
  savedAt?: string;
  /** Which game it is a save of ('pericles'), for ok saves (a save names its game, #32). */
  game?: string;
  /** Which game it belongs to: the saves browser groups a game's saves (absent in old saves). */
  gameId?: string;
  /** Who played each seat (for the game's title: "Campaign, Aristocrats, turn 4"). */
  seats?: Record<W['seat'], SeatKind>;
  /** Small PNG data URL of the board when it was saved. */
  thumbnail?: string;
  /** Size of the file, bytes. */
  sizeBytes?: number;
  /** For damaged saves: why it cannot be loaded. */
  error?: { code: string; message: string };
}

/** One game played to its end, as the host's record of finished games keeps it (#17.5). */
export interface FinishedGame<W extends GameWire = GameWire> {
  /** Which game was played ('pericles'); the host fills it in for lines recorded before #32. */
  game?: string;
  scenario: string;
  /** The seats people played. */
  humans: W['seat'][];
  /** The bots' levels, by seat. */
  bots: Partial<Record<W['seat'], Exclude<SeatKind, 'human'>>>;
  handicap?: number;
  result: W['result'];
  /** Each seat's final Honor (or points). */
  honor: Record<W['seat'], number>;
  turn: number;
  /** When it ended (ISO date). */
  finishedAt: string;
}

export interface PericlesApi<W extends GameWire = GameWire> {
  newGame(request: NewGameRequest<W>): Promise<Result<GameStarted<W>>>;
  /** One decision for `seat`, which must be the human seat this client views. */
  act(seat: W['seat'], action: Action): Promise<Result<ActResult>>;
  /** Hot-seat: switch this client's view to another human seat (or 'spectator'). */
  viewAs(seat: ViewSeat<W>): Promise<Result<{ seat: ViewSeat<W> }>>;
  /** Take back `seat`'s last decision (ViewMessage.canUndo says when). Optional: older clients lack it. */
  undo?(seat: W['seat']): Promise<Result<ActResult>>;
  /**
   * Hand `seat` to a bot at a level, or take a bot's seat over (`to` 'human'), mid-game: a
   * logged, saved entry of the record that undo does not cross. Optional: older hosts lack it.
   */
  setSeat?(seat: W['seat'], to: W['offeredSeatKind']): Promise<Result<SeatChanged<W>>>;
  /** Ask for the current view again (it arrives through onView). */
  sync(): Promise<Result<null>>;
  listScenarios(): Promise<Result<ScenarioInfo[]>>;
  /** The games this host plays, with their scenarios and bot levels (#32). Optional: older hosts lack it. */
  listGames?(): Promise<Result<GameListing[]>>;

  /** `thumbnail`: a small PNG data URL of the board (see saves/thumbnail in the renderer). */
  save(name: string, thumbnail?: string): Promise<Result<{ name: string }>>;
  load(name: string): Promise<Result<LoadedGame<W>>>;
  /** Load the newest save or autosave; ok with null when there is none. */
  continueLatest(): Promise<Result<LoadedGame<W> | null>>;
  listSaves(): Promise<Result<SaveInfo<W>[]>>;
  deleteSave(name: string): Promise<Result<{ name: string }>>;
  renameSave(name: string, newName: string): Promise<Result<{ name: string }>>;
  duplicateSave(name: string, newName: string): Promise<Result<{ name: string }>>;

  /** Keep a board thumbnail for the next (auto)saves. Optional: older clients lack it. */
  setThumbnail?(data: string): Promise<Result<null>>;
  /** Replay (read-only): the game's length, turn starts and any divergence. */
  replayInfo?(source?: ReplaySource): Promise<Result<ReplayInfo<W>>>;
  /**
   * Replay: this client's seat's view after `at` decisions (`asSpectator`: public view only;
   * `seat`: another human seat of that game, as hot-seat players may watch it).
   */
  replayView?(at: number, source?: ReplaySource, asSpectator?: boolean, seat?: ViewSeat<W>): Promise<Result<ReplayFrame<W>>>;
  /**
   * "Play from here": the host starts a new game (a new game id: the original's saves are never
   * overwritten) at the replayed position after `at` decisions, with the same seats; its record
   * holds the original's first `at` decisions, so it replays and verifies like any other game.
   */
  replayTakeOver?(at: number, source?: ReplaySource): Promise<Result<TakenOver<W>>>;
  /** The record of finished games, oldest first (#17.5). Optional: older hosts lack it. */
  listRecords?(): Promise<Result<FinishedGame<W>[]>>;
  /**
   * A page of this client's seat's log: up to `count` entries from entry `from` (fewer when they
   * would not fit one message), and the log's length. Views carry only its tail (viewLog.ts).
   */
  logPage?(from: number, count: number): Promise<Result<LogPage<W>>>;
  /**
   * board (#32 D): a question about the board (games/<id>/query.ts: Pericles' 'reach' on the running
   * game, 'explore' on a scenario's opening), answered as this client's seat may see. Optional: older hosts lack it.
   */
  query?(q: { kind: string } & Record<string, unknown>): Promise<Result<unknown>>;

  /** Called with this client's view after every change; returns an unsubscribe function. */
  onView(listener: (message: ViewMessage<W>) => void): () => void;
  onNotice(listener: (message: NoticeMessage) => void): () => void;
  /** Desktop File menu (New, Open, Save, Save As). The browser client never calls it. */
  onMenu(listener: (command: MenuCommand) => void): () => void;

  /**
   * Export… (#31): a save (`{save}`), or the game being played under a title (`{title}`), as a
   * `.pericles` file: through a native save dialog on the desktop (null: cancelled), a download in
   * the browser. `file` is the file's name (no folder).
   */
  exportSave?(source: ExportRequest): Promise<Result<{ file: string } | null>>;
  /**
   * Import… (#31): a save file the player picks (the desktop's dialog; null: cancelled), checked as
   * a load is and kept among the saves, or found there already (`existing`); then loaded by name.
   */
  importSave?(): Promise<Result<ImportedSave | null>>;
  /** Import… in the browser: the file from the page's file input (a File), sent to the host. Absent on the desktop. */
  importSaveFile?(file: PickedFile): Promise<Result<ImportedSave>>;
  /** Desktop only: the page's language ('en', 'es', 'el'), which the native menu follows. Absent in the browser. */
  setLocale?(locale: string): void;
}

/** A file the player picked in the page (what a browser's File offers of it). */
export interface PickedFile { readonly name: string; arrayBuffer(): Promise<ArrayBuffer> }

/** What Export… makes a file of: a save by name, or the game being played, named `title`. */
export type ExportRequest = { save: string } | { title: string };

/** A save file taken in: the save that holds it, and whether the saves held that very game already. */
export interface ImportedSave { name: string; existing: boolean }

/** A page of a seat's log ('logPage'). */
export interface LogPage<W extends GameWire = GameWire> {
  /** The index of `entries[0]` in the seat's log. */
  from: number;
  entries: W['view']['log'][number][];
  /** The seat's whole log's length now. */
  length: number;
}

/** Value type answered for each client message type (what `ok.value` holds). */
export interface ReplyValues {
  act: ActResult;
  newGame: GameStarted;
  viewAs: { seat: ViewSeat };
  undo: ActResult;
  sync: null;
  listScenarios: ScenarioInfo[];
  listGames: GameListing[];
  save: { name: string };
  thumbnail: null;
  replayInfo: ReplayInfo;
  replayView: ReplayFrame;
  replayTakeOver: TakenOver;
  setSeat: SeatChanged;
  listRecords: FinishedGame[];
  logPage: LogPage;
  load: LoadedGame;
  continue: LoadedGame | null;
  listSaves: SaveInfo[];
  deleteSave: { name: string };
  renameSave: { name: string };
  duplicateSave: { name: string };
  query: unknown;
}

/** Turns the host's answer (`ok`/`error` message) into the Result every PericlesApi method returns. */
export function resultOf<T>(reply: { type: 'ok'; value: unknown } | { type: 'error'; code: string; message: string; reason?: Reason }): Result<T> {
  if (reply.type === 'ok') return { ok: true, value: reply.value as T };
  return { ok: false, code: reply.code, message: reply.message, ...(reply.reason ? { reason: reply.reason } : {}) };
}
