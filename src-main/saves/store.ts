// SaveStore: the saves folder (the app's user-data `saves/`). Named saves are `<name>.json`;
// each game's autosaves rotate in its own chain, `autosave-<gameId>.json`,
// `autosave-<gameId>.1.json` ... `.<N>.json` (saves made before game ids use the chain `autosave`),
// so starting or loading another game never pushes a game's autosaves out (#13 item 2). Beside a
// chain, `journal-<gameId>.jsonl` holds the game's decisions as they are made (journal.ts). Deleted
// files go to `.trash/`. Every write is atomic (atomicWrite.ts) and every read is validated
// (format.ts), so a crash or a damaged file never costs more than the file being written.
import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import type { Seat, SeatKind } from './seats.js';
import {
  AtomicWriteError, atomicWriteFile, errnoOf, isTempFileName, nodeFs, prepareAtomicWrite, renameWithRetry,
  sweepTempFiles, syncDir, describeWriteError, type StatLike,
  type FsLike, type PreparedWrite,
} from './atomicWrite.js';
import {
  computeStateHash, parseSave, SaveError, sealEnvelope, serializeEnvelope, wholeSnapshot,
  type SaveEnvelope, type SaveSummary, type StateSelector, type UnsealedEnvelope,
} from './format.js';
import { canonicalJson } from '../../src-shared/kit/hash.js';
import { fileIdentity, INDEX_FILE, keepsOutcome, parseIndex, serializeIndex, type IndexLine } from './listIndex.js';
import { PERICLES } from './envelope.js';

export const SAVE_NAME_MAX = 80;
export const AUTOSAVE = 'autosave';
export const TRASH_DIR = '.trash';
/** Files larger than this are refused before reading (a campaign save is well under 5 MB). */
export const MAX_SAVE_BYTES = 64 * 1024 * 1024;

const FORBIDDEN_CHARS = /[/\\:*?"<>|]/;
const isControl = (ch: string): boolean => {
  const c = ch.charCodeAt(0);
  return c < 0x20 || c === 0x7f;
};
const hasForbidden = (s: string): boolean => FORBIDDEN_CHARS.test(s) || [...s].some(isControl);
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
/** `autosave`, `autosave.3`, `autosave-<gameId>`, `autosave-<gameId>.3`: (1) the game id, (2) the backup number. */
const AUTOSAVE_REF = /^autosave(?:-([0-9a-f]{8,32}))?(?:\.([1-9][0-9]{0,3}))?$/;

/** A save whose file name is not UTF-8: `raw:` and 16 hex digits of its name's SHA-256 (rawRef). */
const RAW_REF = /^raw:[0-9a-f]{16}$/;
const JSON_SUFFIX = Buffer.from('.json');

/** The ref of a save by its file name's bytes (a name that is not UTF-8 has no text to be named by). */
export function rawRef(fileName: Uint8Array): string {
  return `raw:${createHash('sha256').update(fileName).digest('hex').slice(0, 16)}`;
}

/** The head of a game's autosave chain (the legacy chain `autosave` for saves without a game id). */
export function autosaveChain(gameId?: string): string {
  return gameId ? `${AUTOSAVE}-${gameId}` : AUTOSAVE;
}

/** A ref's autosave chain and place in it (0: the chain's newest), or null for a named save. */
export function autosavePlace(ref: string): { head: string; gameId: string | null; backup: number } | null {
  const m = AUTOSAVE_REF.exec(ref);
  if (!m) return null;
  return { head: autosaveChain(m[1]), gameId: m[1] ?? null, backup: Number(m[2] ?? 0) };
}

/** The decision journal beside a game's autosaves (journal.ts). */
export function journalFileName(gameId: string): string {
  return `journal-${gameId}.jsonl`;
}

/** Checks a name chosen by the player; throws SaveError('invalid-name') saying what is wrong. */
export function validateSaveName(name: unknown): string {
  const bad = (why: string): never => {
    throw new SaveError('invalid-name', `"${String(name)}" cannot be used as a save name: ${why}.`);
  };
  if (typeof name !== 'string') return bad('it is not text');
  if (name.length === 0 || name.trim().length === 0) bad('it is empty');
  if (name.length > SAVE_NAME_MAX) bad(`it is longer than ${SAVE_NAME_MAX} characters`);
  if (name !== name.trim()) bad('it starts or ends with a space');
  if (hasForbidden(name)) bad('it contains one of / \\ : * ? " < > | or a control character');
  if (name.includes('..')) bad('it contains ".."');
  if (name.startsWith('.')) bad('it starts with a dot');
  if (name.endsWith('.')) bad('it ends with a dot');
  if (WINDOWS_DEVICE.test(name)) bad('it is a reserved device name on Windows');
  if (/^autosave(-[0-9a-f]+)?(\.\d+)?$/i.test(name)) bad('it is reserved for autosaves');
  return name;
}

/** Turns any text (e.g. the name inside an imported file) into a valid save name. */
export function sanitizeSaveName(raw: string, fallback = 'Imported game'): string {
  let s = [...raw].map((ch) => (FORBIDDEN_CHARS.test(ch) || isControl(ch) ? ' ' : ch)).join('');
  s = s.replace(/\.{2,}/g, '.').replace(/\s+/g, ' ').replace(/^[\s.]+/, '').replace(/[\s.]+$/, '');
  s = s.slice(0, SAVE_NAME_MAX).replace(/[\s.]+$/, '');
  if (s === '') return fallback;
  try {
    return validateSaveName(s);
  } catch {
    try {
      return validateSaveName(`${s} game`.trim().slice(0, SAVE_NAME_MAX));
    } catch {
      return fallback;
    }
  }
}

export interface SaveStoreOptions {
  /** File-system layer (tests inject faults). Default: node:fs/promises. */
  fs?: FsLike;
  /** Older autosaves kept besides `autosave.json` (default 5: autosave.1 ... autosave.5). */
  autosaveBackups?: number;
  /** How `stateHash` is computed; checked on save and load. Default: the whole snapshot. */
  stateOf?: StateSelector;
  /**
   * The summary the saves browser shows, derived from the snapshot (#31 item 3: a file's own is
   * never trusted); null when the snapshot has none to give. Default: the file's summary.
   */
  summaryOf?: (snapshot: unknown, game: string) => SaveSummary | null;
  /**
   * Who plays each Faction now, from the snapshot (#30: seats change hands mid-game, and the
   * envelope's seats are those the game began with); null: the envelope's. Default: the envelope's.
   */
  seatsOf?: (snapshot: unknown, game: string) => Record<Seat, SeatKind> | null;
  maxFileBytes?: number;
  now?: () => Date;
}

export interface LoadResult {
  /** The ref actually loaded ('autosave.2' when the autosave fell back). */
  name: string;
  file: string;
  envelope: SaveEnvelope;
  /** The file was in an older format and was converted in memory. */
  migratedFrom?: number;
  /** Set when the requested autosave could not be read and an older backup was loaded. */
  fellBack?: { requested: string; loaded: string; reasons: Array<{ name: string; error: SaveError }> };
  /** A sentence for the player when something unusual happened (fallback, migration). */
  notice?: string;
}

/** What an import did: the save it added, or (`existing`) the one already holding that very game. */
export interface ImportResult extends LoadResult {
  existing: boolean;
}

export interface ImportOptions {
  /** More checks before anything is written (the host's load check): throws to refuse the file. */
  check?: (envelope: SaveEnvelope) => void;
}

export type SaveKind = 'save' | 'autosave' | 'autosave-backup';

interface ListCommon {
  /** The ref to pass to load()/delete()...: the file name without `.json`. */
  name: string;
  file: string;
  kind: SaveKind;
  sizeBytes: number;
  modifiedAt: string;
}
export interface ListEntryOk extends ListCommon {
  ok: true;
  /** The name stored inside the save. */
  title: string;
  scenario: string;
  turn: number;
  phase: string;
  honor: Record<Seat, number>;
  savedAt: string;
  appVersion: string;
  /** Which game it is a save of (envelope.ts SAVED_GAMES). */
  game: string;
  /** The game the save belongs to (absent in saves made before game ids). */
  gameId?: string;
  seats: Record<Seat, SeatKind>;
  thumbnail?: string;
  migratedFrom?: number;
}
export interface ListEntryBad extends ListCommon {
  ok: false;
  error: { code: SaveError['code']; message: string };
}
export type SaveListEntry = ListEntryOk | ListEntryBad;

export interface WriteResult {
  name: string;
  file: string;
  bytes: number;
}

/** When a save was last played (ms): its own date counts only up to its file's, so one dated 9999 inside does not always win. */
function lastPlayed(e: SaveListEntry): number {
  return e.ok ? Math.min(Date.parse(e.savedAt) || 0, Date.parse(e.modifiedAt)) : Date.parse(e.modifiedAt);
}

/** What the saves list shows of a save, but for what its file's name and status say. */
/** `summary`: what the saves browser shows, made from the file's game (#31 item 3), never the file's own. */
function listLineOf(env: UnsealedEnvelope | SaveEnvelope, summary: SaveSummary, seats: Record<Seat, SeatKind>, migratedFrom?: number): IndexLine {
  return {
    ok: true,
    title: env.name,
    scenario: env.scenario,
    turn: summary.turn,
    phase: summary.phase,
    // The save's chips: Pericles' Honor, or the points of a game without Honor (#33 Perikles).
    honor: summary.factionsHonor ?? summary.scores ?? {},
    savedAt: env.savedAt,
    appVersion: env.appVersion,
    game: env.game,
    seats,
    ...(env.gameId === undefined ? {} : { gameId: env.gameId }),
    ...(env.thumbnail === undefined ? {} : { thumbnail: env.thumbnail }),
    ...(migratedFrom === undefined ? {} : { migratedFrom }),
  };
}

function kindOf(ref: string): SaveKind {
  const place = autosavePlace(ref);
  return !place ? 'save' : place.backup === 0 ? 'autosave' : 'autosave-backup';
}

export class SaveStore {
  readonly dir: string;
  readonly trashDir: string;
  readonly autosaveBackups: number;
  private readonly fs: FsLike;
  private readonly stateOf: StateSelector;
  private readonly summaryOf: ((snapshot: unknown, game: string) => SaveSummary | null) | undefined;
  private readonly seatsOf: ((snapshot: unknown, game: string) => Record<Seat, SeatKind> | null) | undefined;
  private readonly maxFileBytes: number;
  private readonly now: () => Date;
  private queue: Promise<unknown> = Promise.resolve();
  /** The saves list's index (listIndex.ts), once read. */
  private listIndex: Map<string, IndexLine> | null = null;
  /** Lines of the host's own writes not yet in the index's file. */
  private listIndexUnwritten = false;

  constructor(dir: string, opts: SaveStoreOptions = {}) {
    this.dir = path.resolve(dir);
    this.trashDir = path.join(this.dir, TRASH_DIR);
    this.fs = opts.fs ?? nodeFs;
    this.autosaveBackups = Math.max(0, Math.floor(opts.autosaveBackups ?? 5));
    this.stateOf = opts.stateOf ?? wholeSnapshot;
    this.summaryOf = opts.summaryOf;
    this.seatsOf = opts.seatsOf;
    this.maxFileBytes = opts.maxFileBytes ?? MAX_SAVE_BYTES;
    this.now = opts.now ?? (() => new Date());
  }

  // -------------------------------------------------------------------------------------------
  // Writing

  /** Writes (or replaces) the named save. The envelope's `name` is set to `name`. */
  async save(name: string, envelope: UnsealedEnvelope | SaveEnvelope): Promise<WriteResult> {
    validateSaveName(name);
    return this.exclusive(async () => {
      const text = this.prepareText({ ...envelope, name });
      await this.ensureDir();
      const file = this.fileOf(name);
      await this.writeAtomic(file, text);
      await this.indexOwnWrite(file, { ...envelope, name });
      return { name, file, bytes: Buffer.byteLength(text) };
    });
  }

  /**
   * Writes the newest autosave of the envelope's game (`autosave-<gameId>.json`), keeping its
   * previous ones as `.1` ... `.N`; other games' chains are never touched. The new file is fully
   * written and flushed before anything is renamed; a crash mid-rotation leaves at worst no chain
   * head, and loading the head then falls back to `.1`.
   */
  async autosave(envelope: UnsealedEnvelope | SaveEnvelope): Promise<WriteResult> {
    return this.exclusive(async () => {
      const text = this.prepareText(envelope);
      await this.ensureDir();
      const head = autosaveChain(envelope.gameId);
      const file = this.fileOf(head);
      const prepared = await this.prepare(file, text);
      try {
        await this.rotateAutosaves(head);
      } catch (e) {
        await prepared.abort();
        throw this.writeError(e, file);
      }
      await this.commit(prepared);
      await this.indexOwnWrite(file, envelope);
      return { name: head, file, bytes: Buffer.byteLength(text) };
    });
  }

  private async rotateAutosaves(head: string): Promise<void> {
    const n = this.autosaveBackups;
    if (n === 0) return;
    for (let k = n; k >= 1; k--) {
      const from = this.fileOf(k === 1 ? head : `${head}.${k - 1}`);
      try {
        await renameWithRetry(this.fs, from, this.fileOf(`${head}.${k}`));
      } catch (e) {
        if (errnoOf(e) !== 'ENOENT') throw e;
      }
    }
    // Backups beyond N (left by a larger setting) go away.
    for (const ref of await this.autosaveRefs(head)) {
      if ((autosavePlace(ref)?.backup ?? 0) > n) await this.fs.unlink(this.fileOf(ref)).catch(() => undefined);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Reading

  /**
   * Loads a save by name (autosaves and their backups included). For the head of an autosave
   * chain, a missing or damaged file falls back to the chain's newest loadable backup and
   * `notice` says so.
   */
  async load(name: string): Promise<LoadResult> {
    this.checkRef(name);
    const place = autosavePlace(name);
    if (!place || place.backup !== 0) return this.loadOne(name);
    const reasons: Array<{ name: string; error: SaveError }> = [];
    const refs = [name, ...(await this.autosaveRefs(name)).filter((r) => r !== name)];
    for (const ref of refs) {
      try {
        const result = await this.loadOne(ref);
        if (reasons.length === 0) return result;
        const first = reasons[0]!;
        const why = first.error.code === 'not-found' ? 'is missing' : `could not be read (${first.error.message})`;
        return {
          ...result,
          fellBack: { requested: name, loaded: ref, reasons },
          notice: `The latest autosave ${why}. Loaded the previous autosave "${ref}" from ${result.envelope.savedAt} instead.`,
        };
      } catch (e) {
        if (!(e instanceof SaveError)) throw e;
        reasons.push({ name: ref, error: e });
      }
    }
    const first = reasons[0];
    if (!first || reasons.every((r) => r.error.code === 'not-found')) {
      throw new SaveError('not-found', 'There is no autosave yet.', { file: this.fileOf(name) });
    }
    const real = reasons.find((r) => r.error.code !== 'not-found') ?? first;
    throw new SaveError(real.error.code, `No autosave could be loaded: ${real.error.message}`, { field: real.error.field, file: real.error.file, cause: real.error });
  }

  private async loadOne(ref: string): Promise<LoadResult> {
    const raw = RAW_REF.test(ref) ? (await this.rawNamedSaves()).get(ref) : undefined;
    const file = raw?.toString() ?? this.fileOf(ref);
    const bytes = await this.readChecked(raw ?? file, `No save named "${ref}" exists.`);
    const parsed = parseSave(bytes, { stateOf: this.stateOf });
    if (!parsed.ok) throw parsed.error.withFile(file);
    const result: LoadResult = { name: ref, file, envelope: parsed.envelope };
    if (parsed.migratedFrom !== undefined) {
      result.migratedFrom = parsed.migratedFrom;
      result.notice = `This save was made by an older version of Pericles (format ${parsed.migratedFrom}) and was converted; saving it will store it in the current format.`;
    }
    return result;
  }

  /** Metadata for the saves browser, newest first. Damaged files are listed with their error. */
  async list(): Promise<SaveListEntry[]> {
    let names: string[];
    try {
      names = await this.fs.readdir(this.dir);
    } catch (e) {
      if (errnoOf(e) === 'ENOENT' || errnoOf(e) === 'ENOTDIR') return [];
      throw new SaveError('io', `The saves folder ${this.dir} could not be read: ${(e as Error).message}`, { file: this.dir, cause: e });
    }
    const entries: SaveListEntry[] = [];
    const files: Array<{ ref: string; file: string | Buffer }> = [];
    const index = await this.loadIndex();
    const seen = new Map<string, IndexLine>();
    for (const fileName of names) {
      if (!fileName.endsWith('.json') || fileName.startsWith('.') || isTempFileName(fileName)) continue;
      const ref = fileName.slice(0, -'.json'.length);
      if (this.isRef(ref)) files.push({ ref, file: path.join(this.dir, fileName) });
    }
    for (const [ref, file] of await this.rawNamedSaves()) files.push({ ref, file });
    for (const { ref, file } of files) {
      let st;
      try {
        st = await this.ownFileStat(file);
      } catch {
        continue; // removed meanwhile
      }
      if (!st.isFile() || st.isSymbolicLink?.()) continue;
      const common: ListCommon = {
        name: ref,
        file: file.toString(),
        kind: kindOf(ref),
        sizeBytes: st.size,
        modifiedAt: new Date(st.mtimeMs).toISOString(),
      };
      // The index's line for this very file, or a full read of it (listIndex.ts).
      const id = fileIdentity(`${ref}.json`, st);
      const line = index.get(id) ?? await this.fullListLine(ref);
      if (!line) continue; // removed meanwhile
      if (keepsOutcome(line)) seen.set(id, line);
      entries.push(line.ok
        ? { ...common, ...line, game: line.game ?? PERICLES, honor: line.honor as Record<Seat, number>, seats: line.seats as Record<Seat, SeatKind> }
        : { ...common, ok: false, error: { code: line.error.code as SaveError['code'], message: line.error.message } });
    }
    await this.keepIndex(index, seen);
    // Loadable saves first, newest first; damaged files after them, most recently modified first.
    return entries.sort((a, b) => Number(b.ok) - Number(a.ok) || lastPlayed(b) - lastPlayed(a) || a.name.localeCompare(b.name));
  }

  /** The summary the saves browser shows of `env`: its game's (`summaryOf`), or the file's without one. */
  private shownSummary(env: UnsealedEnvelope | SaveEnvelope): SaveSummary {
    const summary = this.summaryOf ? this.summaryOf(env.snapshot, env.game ?? PERICLES) : env.summary;
    if (!summary) throw new SaveError('corrupt-field', 'This save is damaged: its game has no turn, phase and Honor to show.', { field: 'snapshot' });
    return summary;
  }

  /** Who plays each Faction now, as the saves browser says it: the game's seats (`seatsOf`), or the file's. */
  private shownSeats(env: UnsealedEnvelope | SaveEnvelope): Record<Seat, SeatKind> {
    return this.seatsOf?.(env.snapshot, env.game ?? PERICLES) ?? env.seats;
  }

  /** A save's listing line from reading it in full, with every check of a load; null when it is gone. */
  private async fullListLine(ref: string): Promise<IndexLine | null> {
    try {
      const { envelope, migratedFrom } = await this.loadOne(ref);
      return listLineOf(envelope, this.shownSummary(envelope), this.shownSeats(envelope), migratedFrom);
    } catch (e) {
      if (e instanceof SaveError && e.code === 'not-found') return null;
      const err = e instanceof SaveError ? e : new SaveError('io', String((e as Error)?.message ?? e));
      return { ok: false, error: { code: err.code, message: err.message } };
    }
  }

  /** The saves list's index (listIndex.ts), read from the folder once; unreadable: empty. */
  private async loadIndex(): Promise<Map<string, IndexLine>> {
    if (this.listIndex) return this.listIndex;
    let text: string | null = null;
    try {
      const file = path.join(this.dir, INDEX_FILE);
      const st = await this.ownFileStat(file);
      if (st.isFile() && !st.isSymbolicLink?.() && st.size <= this.maxFileBytes) text = new TextDecoder().decode(await this.fs.readFile(file));
    } catch {
      // none yet, or unreadable: rebuilt by this listing
    }
    this.listIndex = parseIndex(text);
    return this.listIndex;
  }

  /** Keeps the lines of the files listed now; written only when they changed, and a failure only costs speed. */
  private async keepIndex(before: Map<string, IndexLine>, now: Map<string, IndexLine>): Promise<void> {
    this.listIndex = now;
    if (!this.listIndexUnwritten && before.size === now.size && [...now.keys()].every((id) => before.has(id))) return;
    try {
      await atomicWriteFile(path.join(this.dir, INDEX_FILE), serializeIndex(now), { fs: this.fs });
      this.listIndexUnwritten = false;
    } catch {
      // A read-only or full folder: the next listing reads the new files in full again.
    }
  }

  /**
   * The host's own write of `envelope` to `file` goes into the index at once: its summary was made
   * from the game at that moment (host.ts \`record\`), so listing it needs no full read.
   */
  private async indexOwnWrite(file: string, envelope: UnsealedEnvelope | SaveEnvelope): Promise<void> {
    try {
      const index = await this.loadIndex();
      index.set(fileIdentity(path.basename(file), await this.ownFileStat(file)), listLineOf(envelope, this.shownSummary(envelope), this.shownSeats(envelope)));
      this.listIndexUnwritten = true;
    } catch {
      // The listing reads the file in full instead.
    }
  }

  /** The newest loadable save or autosave, for "Continue"; null when there is none. */
  async latest(): Promise<LoadResult | null> {
    for (const entry of (await this.list()).filter((e) => e.ok)) {
      try {
        return await this.loadOne(entry.name);
      } catch {
        // Changed since listing: try the next one.
      }
    }
    return null;
  }

  // -------------------------------------------------------------------------------------------
  // Managing

  /**
   * Moves a save to `.trash/`. The head of an autosave chain moves the whole chain, and the
   * game's decision journal with it (deleting a game's autosaves deletes the game's progress).
   */
  async delete(name: string): Promise<void> {
    this.checkRef(name);
    return this.exclusive(async () => {
      const place = autosavePlace(name);
      const wholeChain = place !== null && place.backup === 0;
      const refs = wholeChain ? await this.autosaveRefs(name) : [name];
      const raw = RAW_REF.test(name) ? (await this.rawNamedSaves()).get(name) : undefined;
      if (refs.length === 0 || (!wholeChain && !raw && !(await this.exists(name)))) throw this.notFound(name);
      try {
        await this.fs.mkdir(this.trashDir, { recursive: true });
      } catch (e) {
        throw this.writeError(e, this.trashDir);
      }
      const stamp = this.now().toISOString().replace(/[:.]/g, '-');
      const files: Array<{ from: string | Buffer; as: string }> = refs.map((ref) => ({
        from: raw ?? this.fileOf(ref), as: `${ref.replace(':', '-')}.${stamp}.${Math.random().toString(36).slice(2, 8)}.json`,
      }));
      if (wholeChain && place.gameId) {
        files.push({ from: path.join(this.dir, journalFileName(place.gameId)), as: `${journalFileName(place.gameId)}.${stamp}` });
      }
      for (const { from, as } of files) {
        try {
          await renameWithRetry(this.fs, from, path.join(this.trashDir, as));
        } catch (e) {
          if (errnoOf(e) === 'ENOENT') continue;
          throw this.writeError(e, from.toString());
        }
      }
      await syncDir(this.fs, this.dir).catch(() => undefined);
    });
  }

  /** Copies a (valid) save under a new name; refuses to overwrite. */
  async duplicate(name: string, newName: string): Promise<WriteResult> {
    this.checkRef(name);
    validateSaveName(newName);
    return this.exclusive(async () => {
      const { envelope } = await this.loadOne(name);
      if (await this.exists(newName)) throw this.alreadyExists(newName);
      const text = this.prepareText({ ...envelope, name: newName });
      const file = this.fileOf(newName);
      await this.writeAtomic(file, text);
      return { name: newName, file, bytes: Buffer.byteLength(text) };
    });
  }

  /** Renames a save (an autosave may be renamed into a named save); refuses to overwrite. */
  async rename(oldName: string, newName: string): Promise<WriteResult> {
    this.checkRef(oldName);
    validateSaveName(newName);
    return this.exclusive(async () => {
      const { envelope } = await this.loadOne(oldName);
      const oldFile = (RAW_REF.test(oldName) ? (await this.rawNamedSaves()).get(oldName) : undefined) ?? this.fileOf(oldName);
      const file = this.fileOf(newName);
      const text = this.prepareText({ ...envelope, name: newName });
      if (oldName === newName) return { name: newName, file, bytes: Buffer.byteLength(text) };
      if (oldName.toLowerCase() === newName.toLowerCase()) {
        // Case-only change: on case-insensitive disks both names are one file, so move, then rewrite.
        try {
          await renameWithRetry(this.fs, oldFile, file);
        } catch (e) {
          throw this.writeError(e, file);
        }
        await this.writeAtomic(file, text);
        return { name: newName, file, bytes: Buffer.byteLength(text) };
      }
      if (await this.exists(newName)) throw this.alreadyExists(newName);
      await this.writeAtomic(file, text);
      try {
        await this.fs.unlink(oldFile);
        await syncDir(this.fs, this.dir);
      } catch (e) {
        if (errnoOf(e) !== 'ENOENT') throw this.writeError(e, oldFile.toString());
      }
      return { name: newName, file, bytes: Buffer.byteLength(text) };
    });
  }

  /**
   * Validates a file from anywhere and adds it to the store (importBytes). The file itself is
   * never written; a link to it is followed (it was chosen by the player, not found in the folder).
   */
  async importFrom(source: string, asName?: string, opts: ImportOptions = {}): Promise<ImportResult> {
    const file = path.resolve(source);
    const bytes = await this.readChecked(file, `The file ${file} does not exist.`, { followLinks: true });
    return this.importBytes(bytes, path.basename(file), { ...opts, ...(asName === undefined ? {} : { asName }), file });
  }

  /**
   * Validates a save file's bytes (an exported `.pericles` file, a browser upload) and adds it to
   * the store (migrated to the current format), under `asName` or the name inside it, made unique
   * with " (2)", " (3)"... A bad file is refused with its SaveError (or `check`'s error) and
   * nothing changes. A file of a game the folder already holds as it is (the same game id, the
   * same position and decisions: a file opened twice) is not added again: the save that holds it
   * is answered, `existing`.
   */
  async importBytes(bytes: Uint8Array, fileName: string, opts: ImportOptions & { asName?: string; file?: string } = {}): Promise<ImportResult> {
    const { asName } = opts;
    if (asName !== undefined) validateSaveName(asName);
    if (bytes.byteLength > this.maxFileBytes) {
      throw new SaveError('too-large', `This file is too large to be a Pericles save (${bytes.byteLength} bytes).`, { file: opts.file ?? fileName });
    }
    return this.exclusive(async () => {
      const parsed = parseSave(bytes, { stateOf: this.stateOf });
      if (!parsed.ok) throw parsed.error.withFile(opts.file ?? fileName);
      opts.check?.(parsed.envelope);
      const same = asName === undefined ? await this.saveOfSameGame(parsed.envelope) : null;
      if (same) return { ...same, existing: true };
      let name: string;
      if (asName !== undefined) {
        if (await this.exists(asName)) throw this.alreadyExists(asName);
        name = asName;
      } else {
        name = await this.uniqueName(sanitizeSaveName(parsed.envelope.name || path.basename(fileName, path.extname(fileName))));
      }
      const text = this.prepareText({ ...parsed.envelope, name });
      await this.ensureDir();
      const target = this.fileOf(name);
      await this.writeAtomic(target, text);
      const result: ImportResult = { name, file: target, envelope: sealEnvelope({ ...parsed.envelope, name }), existing: false };
      if (parsed.migratedFrom !== undefined) result.migratedFrom = parsed.migratedFrom;
      return result;
    });
  }

  /**
   * The save in this folder that holds `envelope`'s game as it is: the same game id, position
   * (state hash) and decisions, whatever its name or when it was written. The save named as the
   * file says is preferred (the one it was exported from), then the game's newest autosave (opening
   * it continues the game), then other named saves, then older autosaves. Saves without a game id
   * (older versions) are never taken for one another.
   */
  private async saveOfSameGame(envelope: SaveEnvelope): Promise<LoadResult | null> {
    if (!envelope.gameId) return null;
    const rank = (e: SaveListEntry) => (e.kind === 'save' && e.name === envelope.name ? 0 : e.kind === 'autosave' ? 1 : e.kind === 'save' ? 2 : 3);
    const candidates = (await this.list())
      .filter((e): e is ListEntryOk => e.ok && e.gameId === envelope.gameId)
      .sort((a, b) => rank(a) - rank(b));
    const decisions = canonicalJson(envelope.decisions);
    for (const c of candidates) {
      try {
        const held = await this.loadOne(c.name);
        if (held.envelope.stateHash === envelope.stateHash && canonicalJson(held.envelope.decisions) === decisions) return held;
      } catch {
        // gone or damaged meanwhile: not this game's
      }
    }
    return null;
  }

  /**
   * Removes temp files left by crashed writes: older than a minute by default; `owned` (this
   * process holds the folder's lock, folderLock.ts, so no other process writes here) every one
   * but this process's own, whatever its age (#31 item 6).
   */
  sweepTempFiles(olderThanMs = 60_000, owned = false): Promise<string[]> {
    return sweepTempFiles(this.dir, {
      fs: this.fs, olderThanMs: owned ? 0 : olderThanMs, now: this.now().getTime(), ...(owned ? { keepPid: process.pid } : {}),
    });
  }

  // -------------------------------------------------------------------------------------------
  // Helpers

  /** The file behind a ref ('My game', 'autosave-<gameId>', 'autosave-<gameId>.3'). */
  fileOf(ref: string): string {
    return path.join(this.dir, `${ref}.json`);
  }

  private isRef(ref: string): boolean {
    if (AUTOSAVE_REF.test(ref)) return true;
    try {
      validateSaveName(ref);
      return true;
    } catch {
      return false;
    }
  }

  private checkRef(ref: string): void {
    if (typeof ref === 'string' && (AUTOSAVE_REF.test(ref) || RAW_REF.test(ref))) return;
    validateSaveName(ref);
  }

  /**
   * The saves whose file names are not UTF-8 (made elsewhere, or by an old system; #31 item 6): no
   * text names them, so each is listed and loaded by `raw:` and a digest of its name's bytes.
   */
  private async rawNamedSaves(): Promise<Map<string, Buffer>> {
    const out = new Map<string, Buffer>();
    let names: Buffer[];
    try {
      names = (await this.fs.readdirRaw?.(this.dir)) ?? [];
    } catch {
      return out;
    }
    const dir = Buffer.from(this.dir + path.sep);
    for (const name of names) {
      if (isUtf8(name) || name[0] === 0x2e || !name.subarray(-5).equals(JSON_SUFFIX)) continue;
      out.set(rawRef(name), Buffer.concat([dir, name]));
    }
    return out;
  }

  /** The files of the autosave chain whose head is `head`, newest first. */
  private async autosaveRefs(head: string): Promise<string[]> {
    let names: string[];
    try {
      names = await this.fs.readdir(this.dir);
    } catch {
      return [];
    }
    return names
      .filter((n) => n.endsWith('.json') && autosavePlace(n.slice(0, -5))?.head === head)
      .map((n) => n.slice(0, -5))
      .sort((a, b) => (autosavePlace(a)?.backup ?? 0) - (autosavePlace(b)?.backup ?? 0));
  }

  private prepareText(envelope: UnsealedEnvelope | SaveEnvelope): string {
    // One memo for the three canonical texts of this envelope: made once, each part (the game
    // above all) is reused by the state hash and the written text.
    const memo = new Map<object, string>();
    const sealed = sealEnvelope(envelope, memo);
    const actual = computeStateHash(sealed.snapshot, this.stateOf, memo);
    if (actual !== sealed.stateHash) {
      throw new SaveError('invalid-envelope', `Cannot save: stateHash ${sealed.stateHash} does not match the snapshot (${actual}).`, { field: 'stateHash' });
    }
    return serializeEnvelope(sealed, memo);
  }

  private async exists(ref: string): Promise<boolean> {
    try {
      await this.fs.stat(this.fileOf(ref));
      return true;
    } catch (e) {
      if (errnoOf(e) === 'ENOENT' || errnoOf(e) === 'ENOTDIR') return false;
      throw new SaveError('io', `Could not check for "${ref}": ${(e as Error).message}`, { cause: e });
    }
  }

  private async uniqueName(base: string): Promise<string> {
    if (!(await this.exists(base))) return base;
    for (let i = 2; ; i++) {
      const suffix = ` (${i})`;
      const candidate = base.slice(0, SAVE_NAME_MAX - suffix.length).trimEnd() + suffix;
      if (!(await this.exists(candidate))) return candidate;
    }
  }

  /** The file's own status: a symbolic link is not followed. */
  private ownFileStat(file: string | Buffer): Promise<StatLike> {
    return this.fs.lstat ? this.fs.lstat(file) : this.fs.stat(file);
  }

  /** `followLinks`: a file the player chose outside the folder (importFrom), whose link may be followed. */
  private async readChecked(file: string | Buffer, missing: string, opts: { followLinks?: boolean } = {}): Promise<Uint8Array> {
    const shown = file.toString(); // a name that is not UTF-8 is shown with replacement characters
    try {
      const st = opts.followLinks ? await this.fs.stat(file) : await this.ownFileStat(file);
      // Only regular files in the folder itself: a link could lead anywhere on the disk.
      if (!st.isFile() || st.isSymbolicLink?.()) throw new SaveError('not-found', `${shown} is not a save file in the saves folder.`, { file: shown });
      if (st.size > this.maxFileBytes) {
        throw new SaveError('too-large', `This file is too large to be a Pericles save (${st.size} bytes).`, { file: shown });
      }
      return await this.fs.readFile(file);
    } catch (e) {
      if (e instanceof SaveError) throw e;
      const errno = errnoOf(e);
      if (errno === 'ENOENT' || errno === 'ENOTDIR') throw new SaveError('not-found', missing, { file: shown, cause: e });
      if (errno === 'EACCES' || errno === 'EPERM') {
        throw new SaveError('permission', `Pericles is not allowed to read ${shown} (permission denied).`, { file: shown, cause: e });
      }
      throw new SaveError('io', `${shown} could not be read: ${(e as Error).message}`, { file: shown, cause: e });
    }
  }

  private async ensureDir(): Promise<void> {
    try {
      await this.fs.mkdir(this.dir, { recursive: true });
    } catch (e) {
      throw this.writeError(e, path.join(this.dir, '.'));
    }
  }

  private async prepare(file: string, text: string): Promise<PreparedWrite> {
    try {
      return await prepareAtomicWrite(file, text, { fs: this.fs });
    } catch (e) {
      throw this.writeError(e, file);
    }
  }

  private async commit(prepared: PreparedWrite): Promise<void> {
    try {
      await prepared.commit();
    } catch (e) {
      throw this.writeError(e, prepared.target);
    }
  }

  private async writeAtomic(file: string, text: string): Promise<void> {
    try {
      await atomicWriteFile(file, text, { fs: this.fs });
    } catch (e) {
      throw this.writeError(e, file);
    }
  }

  private writeError(e: unknown, file: string): SaveError {
    if (e instanceof SaveError) return e;
    const w = e instanceof AtomicWriteError ? e : describeWriteError(e, file);
    return new SaveError(w.code, w.message, { file: w.file, cause: w });
  }

  private notFound(ref: string): SaveError {
    return new SaveError('not-found', `No save named "${ref}" exists.`, { file: this.fileOf(ref) });
  }

  private alreadyExists(ref: string): SaveError {
    return new SaveError('exists', `A save named "${ref}" already exists. Choose another name.`, { file: this.fileOf(ref) });
  }

  /** Runs writes one at a time, so an autosave never interleaves with a manual save. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
