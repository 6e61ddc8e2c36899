// A `host` fixture: the real web host (`node --import tsx src-main/web/cli.ts --port 0 --no-open`) with its
// own empty user-data directory, started for each test and killed after it. Its first stdout
// line is `listening: http://127.0.0.1:N/?token=…`; `page` is pointed at that URL by `openApp`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { test as base, expect, type Page } from '@playwright/test';

const ROOT = join(import.meta.dirname, '..', '..');
/** Overridable for debugging against another entry point; the tests use the real CLI. */
const CLI = process.env.PERICLES_E2E_CLI ?? 'src-main/web/cli.ts';
// The tests start games on the development setup, which players are not offered: every web host
// started from the tests (here and in specs that spawn their own) offers it too.
process.env.PERICLES_DEV = '1';

export interface WebHost {
  url: string;
  userData: string;
  /** Everything the host wrote, for failure messages. */
  output(): string;
}

export function startHost(userData: string, args: string[] = []): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  // As `npm run web` serves: node with tsx's loader, not the tsx CLI, whose relaying parent kills a
  // host that takes over 60 ms to answer a signal (its last autosave lost, #31).
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', '--no-open', ...args], {
    cwd: ROOT,
    env: { ...process.env, PERICLES_USER_DATA: userData },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so the kill reaches anything it started too.
    detached: true,
  });
  let log = '';
  child.stderr?.on('data', (d: Buffer) => { log += d.toString(); });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { stop(child); reject(new Error(`web host did not start in 30 s:\n${log}`)); }, 30_000);
    const lines = createInterface({ input: child.stdout! });
    let first = true;
    lines.on('line', (line) => {
      log += `${line}\n`;
      if (!first) return;
      first = false;
      clearTimeout(timer);
      const m = /^listening: (\S+)/.exec(line);
      if (m) resolve({ child, url: m[1]!, output: () => log });
      else { stop(child); reject(new Error(`unexpected first line from the web host: ${line}\n${log}`)); }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web host exited (${code}) before listening:\n${log}`));
    });
  });
}

export function stop(child: ChildProcess): void {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

export const test = base.extend<{ host: WebHost; hostArgs: string[] }>({
  /** More command-line arguments for the host (`test.use({ hostArgs: ['--scenario', …] })`). */
  hostArgs: [[], { option: true }],
  host: async ({ hostArgs }, use, testInfo) => {
    const userData = mkdtempSync(join(tmpdir(), 'pericles-e2e-'));
    const { child, url, output } = await startHost(userData, hostArgs);
    try {
      await use({ url, userData, output });
    } finally {
      // A failure shows what the host said (a page cut off, a connection closed): CI keeps no more.
      if (testInfo.status !== testInfo.expectedStatus) console.log(`[host] ${testInfo.title}:\n${output().slice(-4000)}`);
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      stop(child);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null && child.pid !== undefined) {
        try { process.kill(-child.pid, 'SIGKILL'); } catch { /* already gone */ }
      }
      rmSync(userData, { recursive: true, force: true });
    }
  },
});

export { expect };

/** A seat on the new-game screen: a human, a level (#30), or the random bot (offered with PERICLES_DEV=1 only). */
export type SeatChoice = 'human' | 'bot:easy' | 'bot:normal' | 'bot:hard' | 'bot:expert' | 'bot:random';

/** Opens the start screen's Advanced section (collapsed by default, 4.1) and types a seed. */
export async function fillSeed(page: Page, seed: string): Promise<void> {
  const advanced = page.locator('details[data-advanced]');
  if (!(await advanced.evaluate((d) => (d as HTMLDetailsElement).open))) await advanced.locator('summary').click();
  await page.locator('input[data-field="seed"]').fill(seed);
}

/** Opens the app and starts a new game from the start screen. */
export async function startGame(
  page: Page,
  host: WebHost,
  opts: { scenario?: string; seed?: string; seats?: Partial<Record<string, SeatChoice>>; handicap?: number } = {},
): Promise<void> {
  await page.goto(host.url);
  await expect(page.locator('[data-screen="start"]')).toBeVisible();
  const scenario = page.locator('select[data-field="scenario"]');
  await expect(scenario.locator('option')).not.toHaveCount(0);
  await scenario.selectOption(opts.scenario ?? 'development');
  for (const [faction, kind] of Object.entries(opts.seats ?? {})) {
    await page.locator(`select[data-seat-kind="${faction}"]`).selectOption(kind!);
  }
  if (opts.seed !== undefined) await fillSeed(page, opts.seed);
  if (opts.handicap !== undefined) await page.locator('input[data-field="handicap"]').fill(String(opts.handicap));
  await page.locator('button[data-start-game]').click();
}
