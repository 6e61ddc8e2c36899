// Atomic file replacement: the new bytes go to a temp file in the same folder, are flushed to
// disk (fsync), then renamed over the target and the folder entry flushed. A reader sees the
// old file or the new one, never a mix; a crash at any moment leaves the previous good file.
import { randomBytes } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import * as path from 'node:path';

/** The slice of a file handle used here (node:fs/promises FileHandle satisfies it). */
export interface FileHandleLike {
  writeFile(data: string | Uint8Array): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface StatLike {
  size: number;
  mtimeMs: number;
  /** The file's inode number, where the file system has one (the saves list's index, listIndex.ts). */
  ino?: number;
  isFile(): boolean;
  isDirectory(): boolean;
  isSymbolicLink?(): boolean;
}

/** The file-system operations the saves layer uses; tests inject faults through it. */
export interface FsLike {
  open(file: string, flags: string, mode?: number): Promise<FileHandleLike>;
  rename(from: string | Buffer, to: string): Promise<void>;
  unlink(file: string | Buffer): Promise<void>;
  /** A Buffer path: a file whose name is not UTF-8 (readdirRaw). */
  readFile(file: string | Buffer): Promise<Uint8Array>;
  readdir(dir: string): Promise<string[]>;
  /** The folder's entries by the bytes of their names, which need not be UTF-8 (#31 item 6). */
  readdirRaw?(dir: string): Promise<Buffer[]>;
  stat(file: string | Buffer): Promise<StatLike>;
  /** Like stat, but a symbolic link is reported as itself (not followed). */
  lstat?(file: string | Buffer): Promise<StatLike>;
  mkdir(dir: string, opts: { recursive: true }): Promise<unknown>;
}

export const nodeFs: FsLike = {
  open: (file, flags, mode) => fsp.open(file, flags, mode),
  rename: (from, to) => fsp.rename(from, to),
  unlink: (file) => fsp.unlink(file),
  readFile: (file) => fsp.readFile(file),
  readdir: (dir) => fsp.readdir(dir),
  readdirRaw: (dir) => fsp.readdir(dir, { encoding: 'buffer' }),
  stat: (file) => fsp.stat(file),
  lstat: (file) => fsp.lstat(file),
  mkdir: (dir, opts) => fsp.mkdir(dir, opts),
};

export type AtomicWriteErrorCode = 'disk-full' | 'read-only' | 'permission' | 'missing-folder' | 'io';

/** A write that failed; the previous file (if any) is untouched and the temp file removed. */
export class AtomicWriteError extends Error {
  override readonly name = 'AtomicWriteError';
  readonly code: AtomicWriteErrorCode;
  /** The underlying errno code (ENOSPC, EROFS, ...), when there was one. */
  readonly errno: string | undefined;
  readonly file: string;
  constructor(code: AtomicWriteErrorCode, message: string, file: string, errno: string | undefined, cause: unknown) {
    super(message, { cause });
    this.code = code;
    this.errno = errno;
    this.file = file;
  }
}

export function errnoOf(e: unknown): string | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Maps a file-system error to a message for the player. */
export function describeWriteError(e: unknown, target: string): AtomicWriteError {
  const errno = errnoOf(e);
  const file = path.basename(target);
  const dir = path.dirname(target);
  const unchanged = 'The previous version, if any, is unchanged.';
  switch (errno) {
    case 'ENOSPC':
    case 'EDQUOT':
      return new AtomicWriteError('disk-full', `Not enough disk space to write "${file}" in ${dir}. ${unchanged} Free some space and try again.`, target, errno, e);
    case 'EROFS':
      return new AtomicWriteError('read-only', `Cannot write "${file}": the folder ${dir} is on a read-only disk. ${unchanged}`, target, errno, e);
    case 'EACCES':
    case 'EPERM':
      return new AtomicWriteError('permission', `Cannot write "${file}": Pericles is not allowed to write in ${dir} (permission denied). ${unchanged}`, target, errno, e);
    case 'ENOENT':
      return new AtomicWriteError('missing-folder', `Cannot write "${file}": the folder ${dir} does not exist.`, target, errno, e);
    case 'ENOTDIR':
      return new AtomicWriteError('missing-folder', `Cannot write "${file}": ${dir} is not a folder (part of the path is a file).`, target, errno, e);
    default:
      return new AtomicWriteError('io', `Cannot write "${file}" in ${dir}: ${(e as Error)?.message ?? String(e)}. ${unchanged}`, target, errno, e);
  }
}

const TEMP_SUFFIX = '.tmp';

/** Temp files are hidden (leading dot) and end in `.tmp`, so nothing takes them for a save. */
export function isTempFileName(name: string): boolean {
  return name.startsWith('.') && name.endsWith(TEMP_SUFFIX);
}

function tempPathFor(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`);
}

export interface AtomicWriteOptions {
  fs?: FsLike;
  /** File mode for the new file (default 0o644). */
  mode?: number;
}

/** A fully written and flushed temp file, waiting to replace its target. */
export interface PreparedWrite {
  readonly target: string;
  readonly tempPath: string;
  /** Renames the temp file over the target and flushes the folder. */
  commit(): Promise<void>;
  /** Removes the temp file (safe to call more than once). */
  abort(): Promise<void>;
}

/**
 * Writes `data` to a temp file beside `target` and flushes it; nothing visible changes until
 * `commit()`. On failure the temp file is removed and an AtomicWriteError thrown.
 */
export async function prepareAtomicWrite(target: string, data: string | Uint8Array, opts: AtomicWriteOptions = {}): Promise<PreparedWrite> {
  const fs = opts.fs ?? nodeFs;
  const tempPath = tempPathFor(target);
  let handle: FileHandleLike | undefined;
  let created = false;
  try {
    handle = await fs.open(tempPath, 'wx', opts.mode ?? 0o644);
    created = true;
    await handle.writeFile(data);
    await handle.sync();
    const h = handle;
    handle = undefined;
    await h.close();
  } catch (e) {
    if (handle) await handle.close().catch(() => undefined);
    if (created) await fs.unlink(tempPath).catch(() => undefined);
    throw describeWriteError(e, target);
  }
  let done = false;
  return {
    target,
    tempPath,
    async commit() {
      if (done) throw new Error(`Write of ${target} already committed or aborted`);
      try {
        await renameWithRetry(fs, tempPath, target);
      } catch (e) {
        await fs.unlink(tempPath).catch(() => undefined);
        done = true;
        throw describeWriteError(e, target);
      }
      done = true;
      await syncDir(fs, path.dirname(target));
    },
    async abort() {
      if (done) return;
      done = true;
      await fs.unlink(tempPath).catch(() => undefined);
    },
  };
}

/** Atomically replaces `target` with `data` (temp file, fsync, rename, fsync folder). */
export async function atomicWriteFile(target: string, data: string | Uint8Array, opts: AtomicWriteOptions = {}): Promise<void> {
  const prepared = await prepareAtomicWrite(target, data, opts);
  await prepared.commit();
}

/** Flushes a folder's entries so a rename survives power loss. Best effort where unsupported. */
export async function syncDir(fs: FsLike, dir: string): Promise<void> {
  let handle: FileHandleLike | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch (e) {
    // Windows cannot open folders; some file systems refuse fsync on them. The rename itself is done.
    const errno = errnoOf(e);
    if (!['EISDIR', 'EPERM', 'EACCES', 'EINVAL', 'ENOTSUP', 'EBADF'].includes(errno ?? '')) throw describeWriteError(e, dir);
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** On Windows, antivirus or indexers briefly lock files: retry the rename a few times. */
export async function renameWithRetry(fs: FsLike, from: string | Buffer, to: string): Promise<void> {
  const retryable = process.platform === 'win32' ? ['EPERM', 'EACCES', 'EBUSY'] : [];
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.rename(from, to);
      return;
    } catch (e) {
      if (attempt >= 5 || !retryable.includes(errnoOf(e) ?? '')) throw e;
      await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
    }
  }
}

/** The process that wrote a temp file, from its name (`.<target>.<pid>.<random>.tmp`). */
export function tempFileWriter(name: string): number | null {
  const m = /\.([1-9][0-9]*)\.[0-9a-f]+\.tmp$/.exec(name);
  return m ? Number(m[1]) : null;
}

/**
 * Removes leftover temp files (from crashes) older than `olderThanMs`, except those written by
 * process `keepPid` (this process, whose writes may be under way); with `of`, only those of the
 * file of that name. Returns the names removed.
 */
export async function sweepTempFiles(dir: string, opts: { fs?: FsLike; olderThanMs?: number; now?: number; keepPid?: number; of?: string } = {}): Promise<string[]> {
  const fs = opts.fs ?? nodeFs;
  const olderThan = opts.olderThanMs ?? 60_000;
  const now = opts.now ?? Date.now();
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  // `of`: only the temp files of that one target (a folder shared with files not ours).
  const mine = opts.of === undefined ? isTempFileName : (name: string) => isTempFileName(name) && name.startsWith(`.${opts.of}.`);
  for (const name of names.filter(mine)) {
    if (opts.keepPid !== undefined && tempFileWriter(name) === opts.keepPid) continue;
    const file = path.join(dir, name);
    try {
      const st = await fs.stat(file);
      if (st.isFile() && now - st.mtimeMs >= olderThan) {
        await fs.unlink(file);
        removed.push(name);
      }
    } catch {
      // Gone already, or not ours to remove.
    }
  }
  return removed;
}
