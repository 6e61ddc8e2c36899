// #31: the web host stopped by a signal to its whole process group (a terminal's Ctrl+C, a
// `kill -TERM -<group>`, a supervisor) saves and closes: the same signal arriving twice (the group's
// and the one npm passes on) never cuts the last autosave short; it exits 0 with every journaled
// decision in its autosave. Bounded for CI: one real host, random bots, stopped once they have played.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { StopSignals } from '../../../../src-main/web/cli.js';
import { REPO_ROOT } from '../../root.js';

const ROOT = REPO_ROOT;
const userData = mkdtempSync(join(tmpdir(), 'pericles-stop-'));
afterAll(() => rmSync(userData, { recursive: true, force: true }));

describe('StopSignals', () => {
  it('the first signal saves and closes; a repeated SIGTERM, or a SIGINT relayed at once, does not cut it short', () => {
    let now = 0;
    const stop = vi.fn();
    const exit = vi.fn();
    const s = new StopSignals(stop, () => now, exit, () => undefined);
    s.signal('SIGTERM');
    expect(stop).toHaveBeenCalledTimes(1);
    now = 5;
    s.signal('SIGTERM');
    s.signal('SIGINT');
    now = 60_000;
    s.signal('SIGTERM'); // a supervisor's SIGTERM again: it escalates with SIGKILL, not by cutting the save
    expect(stop).toHaveBeenCalledTimes(1);
    expect(exit).not.toHaveBeenCalled();
  });

  it('a person\'s second Ctrl+C (a while after the first) stops at once, 130', () => {
    let now = 0;
    const exit = vi.fn();
    const s = new StopSignals(() => undefined, () => now, exit, () => undefined);
    s.signal('SIGINT');
    now = 30;
    s.signal('SIGINT'); // the same Ctrl+C, passed on by npm
    expect(exit).not.toHaveBeenCalled();
    now = StopSignals.AGAIN_AFTER_MS + 1;
    s.signal('SIGINT');
    expect(exit).toHaveBeenCalledWith(130);
  });
});

interface Host { pid: number; exit: Promise<number | null>; stderr(): string; saves: string }

/** `command` (argv) started as its own process group on a fresh user-data folder, once it listens and its bots have played. */
async function startPlaying(command: string[]): Promise<Host> {
  const dir = mkdtempSync(join(userData, 'run-'));
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT, env: { ...process.env, PERICLES_USER_DATA: dir, PERICLES_DEV: '1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true,
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  // As a shell reports it: killed by SIGTERM is 143.
  const exit = new Promise<number | null>((resolve) => child.once('close', (code, signal) => resolve(code ?? (signal === 'SIGTERM' ? 143 : null))));
  await new Promise<void>((resolve) => child.stdout!.setEncoding('utf8').on('data', (d: string) => { if (d.includes('listening: ')) resolve(); }));
  const saves = join(dir, 'saves');
  // The bots have played some decisions: the journal holds them, the autosave may lag behind.
  await vi.waitFor(() => expect(journalOf(saves)?.decisions ?? 0).toBeGreaterThan(50), { timeout: 30_000, interval: 50 });
  return { pid: child.pid!, exit, stderr: () => stderr, saves };
}

const HOST_ARGS = ['--port', '0', '--no-open', '--scenario', 'development', '--seed', '7', '--bots', 'random'];

function journalOf(saves: string): { id: string; decisions: number } | null {
  const j = existsSync(saves) ? readdirSync(saves).find((f) => f.startsWith('journal-')) : undefined;
  if (!j) return null;
  // The header, then one line a decision.
  return { id: j.slice('journal-'.length, -'.jsonl'.length), decisions: readFileSync(join(saves, j), 'utf8').trim().split('\n').length - 1 };
}

/** Every decision the journal holds is in the game's autosave, and no temp file is left. */
function expectFlushed(saves: string): void {
  const { id, decisions } = journalOf(saves)!;
  const autosave = JSON.parse(readFileSync(join(saves, `autosave-${id}.json`), 'utf8')) as { decisions: unknown[] };
  expect(autosave.decisions.length).toBe(decisions);
  expect(readdirSync(saves).filter((f) => f.endsWith('.tmp'))).toEqual([]);
}

const groupAlive = (pgid: number): boolean => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the web host under SIGTERM to its process group', () => {
  it('exits 0 having written every journaled decision, though the signal comes again while it saves', async () => {
    const host = await startPlaying([process.execPath, '--import', 'tsx', 'src-main/web/cli.ts', ...HOST_ARGS]);
    process.kill(-host.pid, 'SIGTERM');
    await vi.waitFor(() => expect(host.stderr()).toContain('SIGTERM, saving and closing'), { timeout: 10_000, interval: 10 });
    process.kill(-host.pid, 'SIGTERM'); // the copy a relaying parent (npm) passes on
    expect(await host.exit, host.stderr()).toBe(0);
    expectFlushed(host.saves);
  }, 90_000);

  it('as `npm run web` serves (its script after the build, under sh): the shell goes at once (143), the host saves and closes', async () => {
    const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { web: string } }).scripts.web;
    const serve = script.split('&&').at(-1)!.trim();
    expect(serve).toMatch(/^node --import tsx /); // no tsx CLI in between: it kills a host that takes 60 ms to answer a signal
    const host = await startPlaying(['sh', '-c', `${serve} ${HOST_ARGS.join(' ')}`]);
    process.kill(-host.pid, 'SIGTERM');
    expect([0, 143]).toContain(await host.exit);
    await vi.waitFor(() => expect(groupAlive(host.pid)).toBe(false), { timeout: 30_000, interval: 20 });
    expectFlushed(host.saves);
  }, 90_000);
});
