// The host's persistence seam: what the GameHost needs from saves, and its implementation over
// src-main/saves (SaveStore). The host only ever sees GameRecords; envelopes, checksums, files
// and autosave rotation are the SaveStore's business.
import { SaveStore } from '../saves/store.js';
import {
  MAX_SAVED_BOT_REASONS, PERICLES, THUMBNAIL_MAX_CHARS, botReasonSchema, seatsSchema, isSmallPng, createEnvelope, gameStateOfSnapshot, sealEnvelope, serializeEnvelope, summarySchema,
  chosenOptions, type SaveEnvelope, type SaveOptions, type SavedBotReason, type SaveSummary, type StateSelector,
} from '../saves/format.js';
import { gameOfSnapshot } from '../../src-shared/machine/snapshot.js';
import { gameById } from '../../src-shared/games/index.js';
import type { Action } from '../../src-shared/kit/types.js';
import type { AnyGame } from '../../src-shared/games/contract.js';
import type { SaveInfo } from '../../src-shared/protocol/api.js';
import type { Seat, SeatKind } from '../saves/seats.js';
import { DecisionJournal, currentGame, discardJournal, readJournal, type JournalContent, type JournalSetup } from '../saves/journal.js';

export interface Decision { seat: Seat; action: Action }

/** One game as the host persists it: the persisted actor snapshot and every decision since setup. */
export interface GameRecord extends SaveOptions {
  /** The game it is (envelope.ts SAVED_GAMES); absent: Pericles, the one game yet. */
  game?: string;
  /** Which game this is (random, not the seed): its autosaves and journal are keyed by it (#13 item 2). Old saves have none. */
  gameId?: string;
  scenario: string;
  seed: string;
  seats: Record<Seat, SeatKind>;
  /** `actor.getPersistedSnapshot()` as plain JSON. */
  snapshot: unknown;
  decisions: Decision[];
  summary: { turn: number; phase: string; factionsHonor: Record<Seat, number> };
  /** A small PNG data URL of the board, for the saves browser. */
  thumbnail?: string;
  /**
   * The bots' reasons for this game's decisions, oldest first (#29 item 3): secret until the game
   * ends, so never listed. Saves made before have none.
   */
  botReasons?: SavedBotReason[];
}

export interface LoadedRecord {
  name: string;
  record: GameRecord;
  notice?: string;
}

/** Appends one game's decisions as they are made (src-main/saves/journal.ts). */
export interface JournalWriter {
  /** `why`: the bot's reason for it, kept on the same line (journal.ts). */
  append(n: number, decision: Decision, durable: boolean, why?: SavedBotReason): void;
  undoTo(decisions: number): void;
  close(): void;
}

/** The decision journals of the saves folder. */
export interface Journals {
  /**
   * Starts the journal of `header.gameId` afresh with the decisions already made (and the bots'
   * reasons for them), in the current journal format (journal.ts journalHeaderOf) whatever
   * `header.journal` says: the host's tag from before journals named their game.
   */
  begin(header: JournalSetup & { journal?: number }, decisions: readonly Decision[], reasons?: readonly SavedBotReason[]): JournalWriter;
  read(gameId: string): JournalContent | null;
  /** The game played last: the last journal begun (a new game, a load, a Continue). */
  current(): string | null;
  /** Removes a journal the host could not keep up, so that it never stands for the game again. */
  discard(gameId: string): void;
}

export interface Persistence {
  save(name: string, record: GameRecord): Promise<{ name: string }>;
  autosave(record: GameRecord): Promise<void>;
  load(name: string): Promise<LoadedRecord>;
  /** The newest loadable save or autosave, or null. */
  latest(): Promise<LoadedRecord | null>;
  list(): Promise<SaveInfo[]>;
  delete(name: string): Promise<void>;
  rename(name: string, newName: string): Promise<{ name: string }>;
  duplicate(name: string, newName: string): Promise<{ name: string }>;
  /**
   * A save file from outside (a path the player chose, or the bytes of a browser upload) added to
   * the saves once it passes the file's checks and `check` (the host's load check); `existing`:
   * the folder already held this very game, and `name` is its save (nothing was written).
   */
  importFile?(source: SaveFileSource, check: (record: GameRecord) => void): Promise<{ name: string; existing: boolean }>;
  /** A save's file as an export writes it (its checksum included): what importFile accepts again. */
  exportText?(name: string): Promise<ExportedSave>;
  /** The game being played as an exported file, named `name`. */
  recordText?(name: string, record: GameRecord): ExportedSave;
  /** Absent: a decision is on the disk only once the next autosave is written. */
  journals?: Journals;
}

/** A save file from outside: a path, or its bytes (a browser upload) and the name it had. */
export type SaveFileSource = { file: string } | { bytes: Uint8Array; fileName: string };

/** An exported save: the file's text and the name the game goes by (the file is `<name>.pericles`). */
export interface ExportedSave { name: string; text: string }

/** A persistence failure with a code for the client ('not-found', 'invalid-name', 'exists'...). */
export class PersistenceError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'PersistenceError';
    this.code = code;
  }
}

export interface SaveStorePersistenceOptions {
  appVersion: string;
  rulesDataVersion: string;
}

/** Hashing only `snapshot.context.game` keeps the state hash comparable with a replayed game. */
const STATE_OF: StateSelector = gameStateOfSnapshot;

/** A snapshot's game when it names a registered game other than the first (#33: Perikles' `game` field), with its module. */
function otherGameOf(snapshot: unknown): { game: AnyGame; state: unknown } | null {
  const state = gameOfSnapshot(snapshot);
  const id = typeof state === 'object' && state !== null ? (state as { game?: unknown }).game : undefined;
  const game = typeof id === 'string' && id !== PERICLES ? gameById(id) : null;
  return game && !game.saveChecks.stateFault(state) ? { game, state } : null;
}

/**
 * What the saves browser shows of a snapshot: summaryOf its game (#31 item 3), or null when the
 * snapshot holds no game to summarize (the listing then calls the file damaged).
 */
export function shownSummary(snapshot: unknown, gameId: string = PERICLES): SaveSummary | null {
  const game = gameById(gameId);
  if (!game) return null;
  try {
    const s = game.summary(gameOfSnapshot(snapshot));
    return game.summarySchema.safeParse(s).success && summarySchema.safeParse(s).success ? s as SaveSummary : null;
  } catch {
    return null;
  }
}

/** Who plays each seat now (#30: seats change hands mid-game), or null when the snapshot's game has no seats to show. */
export function shownSeats(snapshot: unknown): Record<Seat, SeatKind> | null {
  const other = otherGameOf(snapshot);
  if (other) {
    try { return other.game.seatKinds(other.state) as Record<Seat, SeatKind>; } catch { return null; }
  }
  const game = gameOfSnapshot(snapshot);
  const seats = typeof game === 'object' && game !== null ? (game as { seats?: unknown }).seats : undefined;
  return seatsSchema.safeParse(seats).success ? seats as Record<Seat, SeatKind> : null;
}

/**
 * Opens the saves folder with the selector and the summary the host's records need. `ownsFolder`:
 * this process holds the folder's lock (saves/folderLock.ts), so every temp file but its own is a leftover.
 */
export function openSaveStore(dir: string, opts: { ownsFolder?: boolean } = {}): SaveStore {
  const store = new SaveStore(dir, { stateOf: STATE_OF, summaryOf: shownSummary, seatsOf: shownSeats });
  // Temp files left by a write that a crash interrupted are swept once, on opening (#13 item 9).
  store.sweepTempFiles(undefined, opts.ownsFolder).catch(() => { /* a folder that cannot be read is reported when used */ });
  return store;
}

function recordOf(env: SaveEnvelope): GameRecord {
  return {
    game: env.game,
    ...(env.gameId ? { gameId: env.gameId } : {}),
    scenario: env.scenario,
    seed: env.seed,
    seats: env.seats,
    // The solo handicap and who got it (engine/handicap.ts): replays need both.
    ...chosenOptions(env.options ?? {}),
    snapshot: env.snapshot,
    decisions: env.decisions as Decision[],
    summary: env.summary as GameRecord['summary'],
    ...(env.thumbnail === undefined ? {} : { thumbnail: env.thumbnail }),
    ...(env.botReasons?.length ? { botReasons: env.botReasons } : {}),
  };
}

/**
 * The reasons a save keeps: those that fit the save's bounds (format.ts; every bot's reason does,
 * a test checks it), the newest MAX_SAVED_BOT_REASONS. A reason never makes a save fail.
 */
function savedReasons(reasons: readonly SavedBotReason[] | undefined): { botReasons?: SavedBotReason[] } {
  const kept = (reasons ?? []).filter((r) => botReasonSchema.safeParse(r).success).slice(-MAX_SAVED_BOT_REASONS);
  return kept.length ? { botReasons: kept } : {};
}

/** Persistence over a SaveStore (src-main/saves). The store must hash `snapshot.context.game`. */
export function saveStorePersistence(store: SaveStore, opts: SaveStorePersistenceOptions): Persistence {
  const envelope = (name: string, r: GameRecord) => createEnvelope({
    appVersion: opts.appVersion,
    rulesDataVersion: opts.rulesDataVersion,
    name,
    game: r.game ?? PERICLES,
    ...(r.gameId ? { gameId: r.gameId } : {}),
    scenario: r.scenario,
    seed: r.seed,
    seats: r.seats,
    ...savedOptions(r),
    summary: r.summary,
    snapshot: r.snapshot as object,
    decisions: r.decisions,
    // A thumbnail that is not a small PNG is left out rather than failing the save.
    ...(validThumbnail(r.thumbnail) ? { thumbnail: r.thumbnail } : {}),
    ...savedReasons(r.botReasons),
  }, STATE_OF);
  const loaded = (res: { name: string; envelope: SaveEnvelope; notice?: string }): LoadedRecord => ({
    name: res.name, record: recordOf(res.envelope), ...(res.notice ? { notice: res.notice } : {}),
  });
  return {
    async save(name, record) {
      const res = await store.save(name, envelope(name, record));
      return { name: res.name };
    },
    async autosave(record) {
      const scenario = gameById(record.game ?? PERICLES)?.scenarios.find((s) => s.id === record.scenario)?.title ?? record.scenario;
      await store.autosave(envelope(`Autosave: ${scenario}, turn ${record.summary.turn}`, record));
    },
    async load(name) {
      return loaded(await store.load(name));
    },
    async latest() {
      const res = await store.latest();
      return res ? loaded(res) : null;
    },
    async list() {
      return (await store.list()).map((e): SaveInfo => (e.ok
        ? {
          name: e.name, kind: e.kind, ok: true, game: e.game, title: e.title, scenario: e.scenario, turn: e.turn,
          phase: e.phase, honor: e.honor, savedAt: e.savedAt, sizeBytes: e.sizeBytes, seats: e.seats,
          ...(e.gameId === undefined ? {} : { gameId: e.gameId }),
          ...(e.thumbnail === undefined ? {} : { thumbnail: e.thumbnail }),
        }
        : { name: e.name, kind: e.kind, ok: false, error: e.error, sizeBytes: e.sizeBytes }));
    },
    async delete(name) {
      await store.delete(name);
    },
    async rename(name, newName) {
      return { name: (await store.rename(name, newName)).name };
    },
    async duplicate(name, newName) {
      return { name: (await store.duplicate(name, newName)).name };
    },
    async importFile(source, check) {
      const opts = { check: (env: SaveEnvelope) => check(recordOf(env)) };
      const r = 'file' in source ? await store.importFrom(source.file, undefined, opts) : await store.importBytes(source.bytes, source.fileName, opts);
      return { name: r.name, existing: r.existing };
    },
    async exportText(name) {
      const { envelope } = await store.load(name);
      return { name: envelope.name, text: serializeEnvelope(sealEnvelope(envelope)) };
    },
    recordText(name, record) {
      return { name, text: serializeEnvelope(envelope(name, record)) };
    },
    journals: {
      begin: (header, decisions, reasons) => DecisionJournal.begin(store.dir, header, decisions, reasons),
      read: (gameId) => readJournal(store.dir, gameId),
      current: () => currentGame(store.dir),
      discard: (gameId) => discardJournal(store.dir, gameId),
    },
  };
}

/** A record's setup options as a save keeps them: only those chosen (absent ones stay absent, engine/handicap.ts). */
function savedOptions(r: SaveOptions): { options?: SaveOptions } {
  const options = chosenOptions(r);
  return Object.keys(options).length ? { options } : {};
}

function validThumbnail(t: string | undefined): t is string {
  return typeof t === 'string' && t.length <= THUMBNAIL_MAX_CHARS && isSmallPng(t);
}

/** In-memory persistence for tests and throwaway sessions (nothing touches the disk). */
const MEMORY_AUTOSAVES_KEPT = 4;

export function memoryPersistence(): Persistence & { autosaves: GameRecord[] } {
  const saves = new Map<string, { record: GameRecord; savedAt: string }>();
  const autosaves: GameRecord[] = [];
  const copy = (r: GameRecord): GameRecord => structuredClone(r);
  const get = (name: string) => {
    const found = name === 'autosave' ? autosaves.at(-1) && { record: autosaves.at(-1)!, savedAt: '' } : saves.get(name);
    if (!found) throw new PersistenceError('not-found', `No save named "${name}" exists.`);
    return found;
  };
  const checkName = (name: string) => {
    if (!name.trim() || /[/\\:*?"<>|]/.test(name) || name.startsWith('.') || /^autosave/i.test(name)) {
      throw new PersistenceError('invalid-name', `"${name}" cannot be used as a save name.`);
    }
  };
  return {
    autosaves,
    async save(name, record) {
      checkName(name);
      saves.set(name, { record: copy(record), savedAt: new Date().toISOString() });
      return { name };
    },
    async autosave(record) {
      autosaves.push(copy(record));
      // Like the SaveStore's rotation: the newest autosave and a few backups, not every one.
      if (autosaves.length > MEMORY_AUTOSAVES_KEPT) autosaves.shift();
    },
    async load(name) {
      return { name, record: copy(get(name).record) };
    },
    async latest() {
      const last = autosaves.at(-1);
      return last ? { name: 'autosave', record: copy(last) } : null;
    },
    async list() {
      const out: SaveInfo[] = [...saves].map(([name, s]) => ({
        name, kind: 'save', ok: true, game: s.record.game ?? PERICLES, title: name, scenario: s.record.scenario, turn: s.record.summary.turn,
        phase: s.record.summary.phase, honor: s.record.summary.factionsHonor, savedAt: s.savedAt,
        ...(s.record.thumbnail ? { thumbnail: s.record.thumbnail } : {}),
      }));
      if (autosaves.length) out.push({ name: 'autosave', kind: 'autosave', ok: true, game: autosaves.at(-1)!.game ?? PERICLES, scenario: autosaves.at(-1)!.scenario });
      return out;
    },
    async delete(name) {
      get(name);
      if (name === 'autosave') autosaves.length = 0;
      else saves.delete(name);
    },
    async rename(name, newName) {
      checkName(newName);
      const s = get(name);
      if (saves.has(newName)) throw new PersistenceError('exists', `A save named "${newName}" already exists.`);
      saves.set(newName, s);
      if (name === 'autosave') autosaves.length = 0;
      else saves.delete(name);
      return { name: newName };
    },
    async duplicate(name, newName) {
      checkName(newName);
      const s = get(name);
      if (saves.has(newName)) throw new PersistenceError('exists', `A save named "${newName}" already exists.`);
      saves.set(newName, { record: copy(s.record), savedAt: s.savedAt });
      return { name: newName };
    },
  };
}
