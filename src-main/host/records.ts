// The local record of finished games (#17.5): one line per game played to its end — scenario,
// the Factions people played, the bots' levels, the result and when — kept by the host in the
// user-data folder (records.json), written atomically like the saves (saves/atomicWrite.ts). A
// game is recorded once: its key is a digest of its seed and decisions, so loading its end again
// (or Continue after a crash) finds it already there. The key never leaves the host. Each line names
// its game (#32); a line recorded before has none and is of Pericles.
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { atomicWriteFile, nodeFs, sweepTempFiles, type FsLike } from '../saves/atomicWrite.js';
import type { FinishedGame } from '../../src-shared/protocol/api.js';
import { PERICLES } from '../saves/envelope.js';

/** Lines kept; the oldest go first (win rates are about how one plays now). */
export const RECORDS_KEPT = 1000;
const FILE_VERSION = 1;

interface StoredGame extends FinishedGame {
  key: string;
}

interface RecordsFile {
  records: number;
  games: StoredGame[];
}

export function recordsFile(userData: string): string {
  return path.join(userData, 'records.json');
}

/**
 * The game's identity across loads: a digest of its setup and every decision, as its module writes
 * them (records.identity; one-way: neither can be read back).
 */
export function finishedGameKey(identity: string): string {
  return createHash('sha256').update(identity).digest('hex').slice(0, 32);
}

function isStoredGame(v: unknown): v is StoredGame {
  const g = v as Partial<StoredGame> | null;
  return !!g && typeof g.key === 'string' && (g.game === undefined || typeof g.game === 'string') && typeof g.scenario === 'string' && Array.isArray(g.humans)
    && typeof g.finishedAt === 'string' && !!g.result && typeof g.result === 'object';
}

/**
 * The record store of the user-data folder, its leftover temp files (a write a crash cut short)
 * swept first, as the saves' are (#31 item 6). `ownsFolder`: this process holds the saves folder's
 * lock (saves/folderLock.ts), which owns records.json beside it, so every temp file of it but this
 * process's own is a leftover; otherwise only those older than a minute.
 */
export function openRecordStore(userData: string, opts: { ownsFolder?: boolean; fs?: FsLike } = {}): RecordStore {
  const store = new RecordStore(recordsFile(userData), opts.fs);
  void store.sweepTempFiles(opts.ownsFolder);
  return store;
}

export class RecordStore {
  /** Writes one after another: two games ending together never lose a line. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly file: string, private readonly fs: FsLike = nodeFs) {}

  /**
   * Removes records.json's leftover temp files (openRecordStore), before any write of this store
   * (it waits in the same queue); returns the names removed. A folder that cannot be read: none.
   */
  sweepTempFiles(owned = false): Promise<string[]> {
    const run = this.queue.catch(() => undefined).then(() => sweepTempFiles(path.dirname(this.file), {
      fs: this.fs, of: path.basename(this.file), olderThanMs: owned ? 0 : 60_000, ...(owned ? { keepPid: process.pid } : {}),
    }));
    this.queue = run;
    return run;
  }

  /** The finished games, oldest first, each naming its game, without their keys. A missing or damaged file reads as none. */
  async list(): Promise<(FinishedGame & { game: string })[]> {
    await this.queue.catch(() => undefined);
    return (await this.read()).map(({ key: _key, ...g }) => ({ ...g, game: g.game ?? PERICLES }));
  }

  /** Records a finished game (of Pericles unless it says) unless a game with this key is there already; true when written. */
  add(key: string, game: FinishedGame): Promise<boolean> {
    const run = this.queue.catch(() => undefined).then(async () => {
      const games = await this.read();
      if (games.some((g) => g.key === key)) return false;
      const line: StoredGame = { key, ...game, game: game.game ?? PERICLES };
      const next: RecordsFile = { records: FILE_VERSION, games: [...games, line].slice(-RECORDS_KEPT) };
      await this.fs.mkdir(path.dirname(this.file), { recursive: true });
      await atomicWriteFile(this.file, JSON.stringify(next), { fs: this.fs });
      return true;
    });
    this.queue = run;
    return run;
  }

  private async read(): Promise<StoredGame[]> {
    let text: string;
    try {
      text = new TextDecoder().decode(await this.fs.readFile(this.file));
    } catch {
      return [];
    }
    try {
      const parsed = JSON.parse(text) as Partial<RecordsFile>;
      return Array.isArray(parsed.games) ? parsed.games.filter(isStoredGame) : [];
    } catch {
      // A damaged file is kept aside, not overwritten by the next game's line.
      await this.fs.rename(this.file, `${this.file}.damaged-${Date.now()}`).catch(() => undefined);
      return [];
    }
  }
}
