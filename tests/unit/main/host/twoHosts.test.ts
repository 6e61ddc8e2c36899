// #31 item 1, bounded for CI: the real web host (`tsx src-main/web/cli.ts`, as tests/e2e/fixtures.ts
// starts it) twice on one saves folder. The second exits non-zero naming the folder and the first's
// process, and nothing of the first's game (its journal, the game played last) changes. Once the
// first is killed (SIGKILL: its lock is left behind), a new host takes the folder over.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, processAlive, type LockOwner } from '../../../../src-main/saves/folderLock.js';
import { CURRENT_GAME_FILE } from '../../../../src-main/saves/journal.js';
import { REPO_ROOT } from '../../root.js';

const ROOT = REPO_ROOT;
const userData = mkdtempSync(join(tmpdir(), 'pericles-two-hosts-'));
const saves = join(userData, 'saves');
const started: ChildProcess[] = [];
afterAll(() => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) try { process.kill(-c.pid!, 'SIGKILL'); } catch { /* gone */ }
  rmSync(userData, { recursive: true, force: true });
});

interface Run { child: ChildProcess; firstLine: Promise<string>; exit: Promise<number | null>; stderr: () => string }

function startHost(seed: string): Run {
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['src-main/web/cli.ts', '--port', '0', '--no-open', '--scenario', 'development', '--seed', seed], {
    cwd: ROOT, env: { ...process.env, PERICLES_USER_DATA: userData, PERICLES_DEV: '1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true,
  });
  started.push(child);
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  let out = '';
  const firstLine = new Promise<string>((resolve) => {
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('close', () => resolve(out.split('\n')[0]!));
  });
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, firstLine, exit, stderr: () => stderr };
}

/**
 * The journals and the game played last, with their bytes and inodes (a journal renamed over shows
 * as a new inode). The first host's own autosave may land meanwhile: it is not compared.
 */
function folderState(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(saves).filter((n) => n.startsWith('journal-') || n === CURRENT_GAME_FILE).sort()) {
    const file = join(saves, name);
    out[name] = `${statSync(file).ino}:${readFileSync(file, 'utf8')}`;
  }
  return out;
}

describe('#31 item 1: two hosts on one saves folder', () => {
  it('the second exits non-zero naming the folder and the first\'s process; the first\'s game is untouched', async () => {
    const a = startHost('first-host');
    expect(await a.firstLine).toMatch(/^listening: http:\/\/127\.0\.0\.1:\d+\/\?token=/);
    const before = folderState();
    expect(Object.keys(before).some((n) => /^journal-[0-9a-f]+\.jsonl$/.test(n))).toBe(true);
    const holder = JSON.parse(readFileSync(join(saves, LOCK_FILE), 'utf8')) as LockOwner;
    expect(processAlive(holder.pid)).toBe(true);

    const b = startHost('second-host');
    expect(await b.firstLine, b.stderr()).toBe(''); // never listened
    expect(await b.exit).toBe(3);
    expect(b.stderr()).toContain(saves);
    expect(b.stderr()).toMatch(new RegExp(`process ${holder.pid}\\b`));
    expect(folderState()).toEqual(before);
    // No other game's files either: any autosave is the first game's.
    const firstGame = readFileSync(join(saves, CURRENT_GAME_FILE), 'utf8').trim();
    expect(readdirSync(saves).filter((n) => n.startsWith('autosave-') && !n.startsWith(`autosave-${firstGame}`))).toEqual([]);

    // Killed, the first leaves its lock behind; the next host takes the folder over.
    process.kill(-a.child.pid!, 'SIGKILL');
    await a.exit;
    const c = startHost('third-host');
    expect(await c.firstLine, c.stderr()).toMatch(/^listening: /);
    const taker = JSON.parse(readFileSync(join(saves, LOCK_FILE), 'utf8')) as LockOwner;
    expect(taker.pid).not.toBe(holder.pid);
    // To the host itself (the lock names it), not through tsx, which relays a second one.
    process.kill(taker.pid, 'SIGTERM');
    expect(await c.exit, c.stderr()).toBe(0);
    // Stopped cleanly, it gives the folder up.
    expect(readdirSync(saves)).not.toContain(LOCK_FILE);
  });
});
