// #31 item 1: one process owns a saves folder. The lock is held by the first taker, refused to
// any other with the folder and the holder's process named, taken over when its process is gone,
// and given up when its process exits.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderInUseError, LOCK_FILE, lockFolder, processAlive, type LockOwner } from '../../../../src-main/saves/folderLock.js';
import { folderInUseText } from '../../../../src-main/electron/menuWords.js';
import { openSaveStore } from '../../../../src-main/host/persistence.js';
import { SaveStore } from '../../../../src-main/saves/store.js';
import { makeTempDir } from './helpers.js';
import { REPO_ROOT } from '../../root.js';

const ROOT = REPO_ROOT;
const MODULE = path.join(ROOT, 'src-main', 'saves', 'folderLock.ts');

let root: string;
let cleanup: () => Promise<void>;
let n = 0;
beforeAll(async () => ({ dir: root, cleanup } = await makeTempDir('pericles-lock-')));
afterAll(() => cleanup());
const freshDir = (): string => path.join(root, `saves-${n++}`);
const ownerOf = (dir: string): LockOwner => JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockOwner;

/** The pid of a process that has ended (a child run to completion). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  expect(processAlive(child.pid!)).toBe(false);
  return child.pid!;
}

/** Runs a Node child that takes the lock of `dir` (tsx, so it uses the module itself) and runs `then`. */
function lockInChild(dir: string, then: string): ReturnType<typeof spawn> {
  const code = `import { lockFolder } from ${JSON.stringify(MODULE)};
    try { lockFolder(${JSON.stringify(dir)}); process.stdout.write('held\\n'); ${then} }
    catch (e) { process.stdout.write((e.code ?? 'error') + '\\n'); process.exit(3); }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin!.on('error', () => undefined); // EPIPE once a refused child has exited
  return child;
}

const outputOf = (child: ReturnType<typeof spawn>): Promise<{ out: string; code: number | null }> => new Promise((resolve) => {
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.on('close', (code) => resolve({ out, code }));
});

describe('#31 item 1: one process owns a saves folder', () => {
  it('the first taker holds it: the lock names this process', () => {
    const dir = freshDir();
    const lock = lockFolder(dir, { releaseOnExit: false });
    expect(lock.held).toBe(true);
    expect(ownerOf(dir)).toMatchObject({ pid: process.pid, hostname: hostname() });
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('a second taker is refused with the folder and the holder\'s process named', () => {
    const dir = freshDir();
    const first = lockFolder(dir, { releaseOnExit: false });
    // Another live process holds it (its pid is alive as far as the check can tell).
    expect(() => lockFolder(dir, { releaseOnExit: false })).toThrow(FolderInUseError);
    first.release();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 424242, hostname: hostname(), since: '2026-01-01T00:00:00.000Z', nonce: 'abc' }));
    let refusal: unknown = null;
    try {
      lockFolder(dir, { isAlive: (pid) => pid === 424242, releaseOnExit: false });
    } catch (e) {
      refusal = e;
    }
    expect(refusal).toBeInstanceOf(FolderInUseError);
    expect((refusal as Error).message).toContain(dir);
    expect((refusal as Error).message).toMatch(/process 424242\b/);
    // Refused: the holder's lock is left as it was.
    expect(ownerOf(dir).nonce).toBe('abc');
  });

  it('a lock left by a dead process is taken over', () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    const dead = deadPid();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: dead, hostname: hostname(), since: '2026-01-01T00:00:00.000Z', nonce: 'gone' }));
    const lock = lockFolder(dir, { releaseOnExit: false });
    expect(lock.held).toBe(true);
    expect(ownerOf(dir)).toMatchObject({ pid: process.pid });
    lock.release();
    // No takeover guard or temp file is left behind.
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a lock of another machine is never judged by this machine\'s processes', () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), hostname: `${hostname()}-elsewhere`, since: '2026-01-01T00:00:00.000Z', nonce: 'far' }));
    expect(() => lockFolder(dir, { releaseOnExit: false })).toThrow(/on .*-elsewhere/);
  });

  it('is given up when its process exits, and refused to others while it runs', async () => {
    const dir = freshDir();
    // The holder waits for a line on stdin, then exits normally (no explicit release).
    const holder = lockInChild(dir, "process.stdin.once('data', () => process.exit(0));");
    const held = outputOf(holder);
    await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
    expect(ownerOf(dir).pid).toBe(holder.pid);
    const second = await outputOf(lockInChild(dir, 'process.exit(0);'));
    expect(second).toEqual({ out: 'folder-in-use\n', code: 3 });
    holder.stdin!.write('go\n');
    expect((await held).code).toBe(0);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('four hosts starting at once over a stale lock: exactly one takes it', async () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), hostname: hostname(), since: '2026-01-01T00:00:00.000Z', nonce: 'gone' }));
    // Each holds what it got until all have answered, so none releases before the others try.
    const children = Array.from({ length: 4 }, () => lockInChild(dir, "process.stdin.once('data', () => process.exit(0));"));
    const closed = children.map((c) => new Promise((r) => c.once('close', r)));
    const firstLines = children.map((c) => new Promise<string>((resolve) => c.stdout!.once('data', (d: Buffer) => resolve(String(d)))));
    const answers = await Promise.all(firstLines);
    for (const c of children) c.stdin!.end('go\n');
    await Promise.all(closed);
    expect(answers.filter((a) => a === 'held\n')).toHaveLength(1);
    expect(answers.filter((a) => a === 'folder-in-use\n')).toHaveLength(3);
  });
});

describe('#31 item 6: leftover temp files are swept at start when the folder is owned', () => {
  it('a fresh leftover of a dead writer goes at once; this process\'s own writes stay', async () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    const leftover = `.autosave-0123456789ab.json.${deadPid()}.0badf00d.tmp`;
    const journalLeftover = `.journal-0123456789ab.jsonl.${deadPid()}.0badf00d.tmp`;
    const mine = `.current-game.${process.pid}.1234abcd.tmp`;
    for (const name of [leftover, journalLeftover, mine]) writeFileSync(path.join(dir, name), 'half a save');
    const lock = lockFolder(dir, { releaseOnExit: false });
    openSaveStore(dir, { ownsFolder: lock.held });
    await expect.poll(() => readdirSync(dir).sort()).toEqual([LOCK_FILE, mine].sort());
    lock.release();
  });

  it('without the folder\'s lock only leftovers older than a minute go (another writer may be live)', async () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    const fresh = `.autosave-0123456789ab.json.${deadPid()}.0badf00d.tmp`;
    writeFileSync(path.join(dir, fresh), 'half a save');
    expect(await new SaveStore(dir).sweepTempFiles()).toEqual([]);
    expect(readdirSync(dir)).toEqual([fresh]);
  });
});

describe('#31 item 1: the desktop app says why it cannot start, in the player\'s language', () => {
  it('names the folder and the holder\'s process in en, es and el, with no placeholder left', () => {
    const refusal = new FolderInUseError('/home/ana/.config/Pericles/saves', { pid: 4242, hostname: hostname(), since: '2026-01-01T00:00:00.000Z', nonce: 'n' });
    const texts = (['en', 'es', 'el'] as const).map((l) => folderInUseText(l, refusal));
    for (const t of texts) {
      expect(t).toContain('/home/ana/.config/Pericles/saves');
      expect(t).toMatch(/\b4242\b/);
      expect(t).not.toMatch(/[{}]/);
    }
    expect(new Set(texts).size).toBe(3);
    expect(folderInUseText('el', new FolderInUseError('/x/saves', null))).toMatch(/^[^{}]*\/x\/saves[^{}]*$/);
  });
});
