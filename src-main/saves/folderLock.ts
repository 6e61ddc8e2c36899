// One process owns a saves folder (#31 item 1). Two hosts on one folder would each rewrite the
// other's journal (DecisionJournal.begin renames a new journal over one the other still appends
// to) and confirmed decisions would be lost. So a host takes `.pericles.lock` in the folder before
// it reads or writes anything there, and a second host on the same folder is refused with the
// folder and the process that holds it. Plain Node: the web host (src-main/web/cli.ts) and the
// desktop app (src-main/electron/main.ts) both call `lockFolder`.
//
// The lock file names its owner (pid, machine, a random nonce). It is created whole and
// exclusively (written to a temp file, then hard-linked into place, which fails if the lock
// exists), so a reader never sees half an owner. A lock whose process is gone (a crash, SIGKILL)
// is stale and is taken over; two hosts starting at once over a stale lock take it over under a
// guard file, so only the stale file itself is ever removed, never a live owner's.
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { errnoOf } from './atomicWrite.js';

export const LOCK_FILE = '.pericles.lock';
const GUARD_SUFFIX = '.takeover';
/** A takeover lasts milliseconds: a guard older than this was left by a process that died in it. */
const GUARD_STALE_MS = 10_000;
/** A lock file that cannot be read is given this long to be a live owner's (a fallback write in progress). */
const UNREADABLE_GRACE_MS = 5_000;

export interface LockOwner {
  pid: number;
  hostname: string;
  /** When the owner took the folder (ISO date). */
  since: string;
  nonce: string;
}

/** The folder is held by a live process (or by another machine, whose processes cannot be checked). */
export class FolderInUseError extends Error {
  override readonly name = 'FolderInUseError';
  readonly code = 'folder-in-use';
  constructor(readonly dir: string, readonly owner: LockOwner | null) {
    super(owner
      ? `The saves folder ${dir} is in use by another Pericles (process ${owner.pid}${owner.hostname === os.hostname() ? '' : ` on ${owner.hostname}`}, since ${owner.since}). `
        + 'Close that one first, or start this one on another folder (PERICLES_USER_DATA). '
        + `If no Pericles is running, delete ${path.join(dir, LOCK_FILE)}.`
      : `The saves folder ${dir} is being taken by another Pericles right now. Close it first, or start this one on another folder (PERICLES_USER_DATA).`);
  }
}

export interface FolderLock {
  readonly dir: string;
  readonly file: string;
  /**
   * Whether this process holds the folder. False only when the lock could not be written at all
   * (a read-only or unwritable folder): then no process can write there either, and the host goes
   * on reading what it can.
   */
  readonly held: boolean;
  /** Why the lock could not be written (held: false). */
  readonly reason?: string;
  /** Gives the folder up (also done when the process exits). Safe to call more than once. */
  release(): void;
}

export interface LockOptions {
  /** Whether a process runs (default: signal 0). Tests replace it. */
  isAlive?: (pid: number) => boolean;
  /** Release the lock when this process exits (default true). */
  releaseOnExit?: boolean;
}

/**
 * Signal 0 checks that a process exists (EPERM: it exists but belongs to someone else). A zombie
 * (ended, not yet reaped: a killed host whose parent has not collected it) exists but writes nothing.
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return errnoOf(e) === 'EPERM';
  }
  return !zombie(pid);
}

function zombie(pid: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    // `pid (comm) S ...`: the state follows the last ')' (comm may hold spaces and parentheses).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return /^\s*[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 1));
  } catch {
    return false;
  }
}

/** The nonces of the locks this process holds (a second lockFolder of the same folder here is refused too). */
const heldHere = new Set<string>();

function readOwner(file: string): LockOwner | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    return errnoOf(e) === 'ENOENT' ? 'missing' : 'unreadable';
  }
  try {
    const v = JSON.parse(text) as Partial<LockOwner>;
    if (Number.isSafeInteger(v.pid) && (v.pid as number) > 0 && typeof v.hostname === 'string'
      && typeof v.since === 'string' && typeof v.nonce === 'string') {
      return { pid: v.pid as number, hostname: v.hostname, since: v.since, nonce: v.nonce };
    }
  } catch {
    // not JSON: below
  }
  return 'unreadable';
}

/** Creates `file` holding `text`, whole, only if it does not exist: true when created. */
function createExclusive(file: string, text: string): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, text, { flag: 'wx' });
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (e) {
    if (errnoOf(e) === 'EEXIST') return false;
    // A file system without hard links: an exclusive create (a reader may briefly see it empty).
    if (!['EPERM', 'ENOTSUP', 'ENOSYS', 'EOPNOTSUPP'].includes(errnoOf(e) ?? '')) throw e;
    try {
      fs.writeFileSync(file, text, { flag: 'wx' });
      return true;
    } catch (e2) {
      if (errnoOf(e2) === 'EEXIST') return false;
      throw e2;
    }
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** The errors of a folder nothing can be written in (any other failure is not taken for one). */
const cannotWrite = (e: unknown): boolean => ['EROFS', 'EACCES', 'EPERM', 'ENOSPC', 'EDQUOT', 'ENOTDIR', 'EEXIST'].includes(errnoOf(e) ?? '');

const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/**
 * Takes the saves folder `dir` for this process (creating the folder if needed). Throws
 * FolderInUseError when another live process holds it; a lock left by a dead process is taken over.
 */
export function lockFolder(dir: string, opts: LockOptions = {}): FolderLock {
  const isAlive = opts.isAlive ?? processAlive;
  const file = path.join(dir, LOCK_FILE);
  const guard = file + GUARD_SUFFIX;
  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), since: new Date().toISOString(), nonce: randomBytes(8).toString('hex') };
  const unheld = (e: unknown): FolderLock => ({
    dir, file, held: false, reason: (e as Error)?.message ?? String(e), release: () => undefined,
  });
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (e) {
    if (cannotWrite(e)) return unheld(e);
    throw e;
  }
  /** The owner is gone: its process has ended (on this machine), or it is an earlier process that had our pid. */
  const stale = (o: LockOwner): boolean => o.hostname === os.hostname()
    && !heldHere.has(o.nonce) && (o.pid === process.pid || !isAlive(o.pid));
  let last: LockOwner | null = null;
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      if (createExclusive(file, `${JSON.stringify(me)}\n`)) return held(dir, file, me, opts.releaseOnExit ?? true);
    } catch (e) {
      if (cannotWrite(e)) return unheld(e); // the folder cannot be written: no one can write it
      // Our temp file was swept by the owner's start-up, or the folder removed: try again.
      if (errnoOf(e) !== 'ENOENT') throw e;
      fs.mkdirSync(dir, { recursive: true });
      continue;
    }
    const owner = readOwner(file);
    if (owner === 'missing') continue; // released meanwhile: try again
    if (owner === 'unreadable' && ageMs(file) < UNREADABLE_GRACE_MS) {
      sleep(50);
      continue;
    }
    if (owner !== 'unreadable') {
      last = owner;
      if (!stale(owner)) throw new FolderInUseError(dir, owner);
    }
    // Stale: removed under the guard, and only if it is still the very file judged stale.
    let guarded: boolean;
    try {
      guarded = createExclusive(guard, `${JSON.stringify(me)}\n`);
    } catch (e) {
      if (errnoOf(e) !== 'ENOENT') throw e;
      continue;
    }
    if (!guarded) {
      if (ageMs(guard) > GUARD_STALE_MS) fs.rmSync(guard, { force: true });
      else sleep(20);
      continue;
    }
    try {
      const again = readOwner(file);
      const same = owner === 'unreadable' ? again === 'unreadable' : again !== 'missing' && again !== 'unreadable' && again.nonce === owner.nonce;
      if (same) fs.rmSync(file, { force: true });
    } finally {
      fs.rmSync(guard, { force: true });
    }
  }
  throw new FolderInUseError(dir, last);
}

function held(dir: string, file: string, me: LockOwner, releaseOnExit: boolean): FolderLock {
  heldHere.add(me.nonce);
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    heldHere.delete(me.nonce);
    process.off('exit', release);
    // Only our own lock: never one another process took over meanwhile.
    const owner = readOwner(file);
    if (owner !== 'missing' && owner !== 'unreadable' && owner.nonce === me.nonce) fs.rmSync(file, { force: true });
  };
  if (releaseOnExit) process.on('exit', release);
  return { dir, file, held: true, release };
}
