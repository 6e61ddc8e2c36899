// Saves end to end: start a game, make a few decisions, save (with a board thumbnail), then
// reload the page and also restart the host on the same user-data folder, and continue where we
// left off: same turn, same pending decision, same hand, same number of decisions.
// The host is started here (not with the `host` fixture) so it can be stopped and started again
// on the same folder, as a player quitting and reopening the app would.
import { spawn, type ChildProcess } from 'node:child_process';
import type { GameView } from '../../src-shared/engine.js';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test, type Page } from '@playwright/test';
import { captureBoardThumbnail } from '../../src-renderer/saves/thumbnail.js';
import { fillSeed } from './fixtures.js';
import { PALETTE_OPEN, chooseAction } from './palette.js';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = process.env.PERICLES_E2E_CLI ?? 'src-main/web/cli.ts';

interface RunningHost { child: ChildProcess; url: string; output: () => string }

function startHost(userData: string): Promise<RunningHost> {
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [CLI, '--port', '0', '--no-open'], {
    cwd: ROOT, env: { ...process.env, PERICLES_USER_DATA: userData }, stdio: ['ignore', 'pipe', 'pipe'], detached: true,
  });
  let log = '';
  child.stderr?.on('data', (d: Buffer) => { log += d.toString(); });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { void stopHost(child); reject(new Error(`web host did not start in 30 s:\n${log}`)); }, 30_000);
    const lines = createInterface({ input: child.stdout! });
    let first = true;
    lines.on('line', (line) => {
      log += `${line}\n`;
      if (!first) return;
      first = false;
      clearTimeout(timer);
      const m = /^listening: (\S+)/.exec(line);
      if (m) resolve({ child, url: m[1]!, output: () => log });
      else { void stopHost(child); reject(new Error(`unexpected first line from the web host: ${line}\n${log}`)); }
    });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`web host exited (${code}) before listening:\n${log}`)); });
  });
}

/** SIGTERM (the host writes its last autosave and exits), SIGKILL after 5 s. */
async function stopHost(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try { process.kill(-child.pid, 'SIGTERM'); } catch { child.kill('SIGTERM'); }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  if (child.exitCode === null) {
    try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
  }
}

interface Position { decisions: number; turn: string | null; phase: string | null; prompt: string | null; hand: string; actions: string[] }

async function position(page: Page): Promise<Position> {
  const screen = page.locator('[data-screen="game"]');
  await expect(screen).toBeVisible();
  const prompt = page.locator('[data-prompt][data-seat="aristocrats"]');
  await expect(prompt.locator(PALETTE_OPEN)).toBeEnabled();
  return {
    decisions: Number(await screen.getAttribute('data-decisions')),
    turn: await page.locator('.status-line[data-turn]').getAttribute('data-turn'),
    phase: await page.locator('.status-line[data-phase]').getAttribute('data-phase'),
    prompt: await prompt.getAttribute('data-prompt'),
    hand: (await page.locator('[data-hand="aristocrats"]').innerText()).trim(),
    actions: await prompt.locator('button[data-action]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-action') ?? '')),
  };
}

async function continueGame(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('[data-screen="start"]')).toBeVisible();
  const mine = page.locator('[data-saves-continue]');
  if (await mine.count()) await mine.click();
  else await page.locator('section.resume button').first().click();
  await expect(page.locator('[data-screen="game"]')).toBeVisible();
}

test('save, reload and restart the host, then continue where we left off', async ({ page }) => {
  test.setTimeout(180_000);
  const userData = mkdtempSync(join(tmpdir(), 'pericles-e2e-saves-'));
  let host = await startHost(userData);
  try {
    await page.goto(host.url);
    await expect(page.locator('[data-screen="start"]')).toBeVisible();
    const scenario = page.locator('select[data-field="scenario"]');
    await expect(scenario.locator('option')).not.toHaveCount(0);
    await scenario.selectOption('development');
    for (const f of ['demagogues', 'eurypontids', 'agiads']) await page.locator(`select[data-seat-kind="${f}"]`).selectOption('bot:random');
    await fillSeed(page, 'e2e-saves');
    await page.locator('button[data-start-game]').click();

    // A few decisions of our own (bots answer in between).
    const screen = page.locator('[data-screen="game"]');
    for (let i = 0; i < 4; i++) {
      const before = (await position(page)).decisions;
      await chooseAction(page.locator('[data-prompt][data-seat="aristocrats"]'));
      await expect.poll(async () => Number(await screen.getAttribute('data-decisions'))).toBeGreaterThan(before);
    }
    const saved = await position(page);
    expect(saved.decisions).toBeGreaterThan(4);

    // Save with a picture of the board: through the save controls when the game screen has
    // them, else through the page's own client (window.pericles) — the same host request.
    const canvas = page.locator('[data-board-slot] canvas').first();
    await expect(canvas).toBeVisible();
    let thumbnail: string | null = null;
    await expect.poll(async () => (thumbnail = await page.evaluate(captureBoardThumbnail, 60_000)) !== null, { timeout: 20_000 }).toBe(true);
    expect(thumbnail!.length).toBeLessThan(60_000);
    const controls = page.locator('[data-save-controls]');
    if (await controls.count()) {
      await page.keyboard.press('Control+Shift+S');
      await page.locator('[data-field="save-name"]').fill('E2E campaign');
      await page.locator('[data-save-as] button[type="submit"]').click();
      await expect(page.locator('[data-save-status]')).toContainText('E2E campaign');
    } else {
      const r = await page.evaluate(async (thumb) => window.pericles!.save('E2E campaign', thumb), thumbnail!);
      expect(r).toEqual({ ok: true, value: { name: 'E2E campaign' } });
    }
    const file = join(userData, 'saves', 'E2E campaign.json');
    expect(existsSync(file)).toBe(true);
    const envelope = JSON.parse(readFileSync(file, 'utf8')) as { thumbnail?: string; decisions: unknown[]; summary: { turn: number } };
    expect(envelope.thumbnail).toMatch(/^data:image\/png;base64,/);
    expect(envelope.decisions.length).toBe(saved.decisions);
    expect(String(envelope.summary.turn)).toBe(saved.turn);

    // 1. Reload the page: Continue brings back the same position.
    await continueGame(page, host.url);
    expect(await position(page)).toEqual(saved);

    // 2. Quit and restart the host on the same user-data folder.
    await stopHost(host.child);
    host = await startHost(userData);
    await continueGame(page, host.url);
    expect(await position(page)).toEqual(saved);

    // The saves list shows the save with its turn, Honor and thumbnail.
    const list = await page.evaluate(async () => window.pericles!.listSaves());
    expect(list.ok).toBe(true);
    const entry = list.ok ? list.value.find((s) => s.name === 'E2E campaign') : undefined;
    expect(entry).toMatchObject({ ok: true, scenario: 'development', turn: Number(saved.turn) });
    expect(entry?.thumbnail).toMatch(/^data:image\/png;base64,/);

    // The replay of the current game reaches the same position, seen as our own seat only.
    const frame = await page.evaluate(async (at) => window.pericles!.replayView!(at), saved.decisions);
    expect(frame.ok).toBe(true);
    if (frame.ok) {
      expect(frame.value.seat).toBe('aristocrats');
      expect(String(frame.value.turn)).toBe(saved.turn);
      for (const f of ['demagogues', 'eurypontids', 'agiads'] as const) expect((frame.value.view as GameView).factions[f].hand).toBeNull();
    }

    // Playing on from the restored game works.
    await chooseAction(page.locator('[data-prompt][data-seat="aristocrats"]'));
    await expect.poll(async () => Number(await screen.getAttribute('data-decisions'))).toBeGreaterThan(saved.decisions);
    await page.screenshot({ path: 'test-results/saves-continued.png' });
  } finally {
    await stopHost(host.child);
    rmSync(userData, { recursive: true, force: true });
  }
});

async function startGame(page: Page, url: string, scenario: string, seed: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('[data-screen="start"]')).toBeVisible();
  const select = page.locator('select[data-field="scenario"]');
  await expect(select.locator('option')).not.toHaveCount(0);
  await select.selectOption(scenario);
  for (const f of ['demagogues', 'eurypontids', 'agiads']) await page.locator(`select[data-seat-kind="${f}"]`).selectOption('bot:random');
  await fillSeed(page, seed);
  await page.locator('button[data-start-game]').click();
  await expect(page.locator('[data-screen="game"]')).toBeVisible();
}

/** Our decisions through the prompt; returns once it is our turn again. */
async function decide(page: Page, times: number): Promise<Position> {
  const screen = page.locator('[data-screen="game"]');
  for (let i = 0; i < times; i++) {
    const before = (await position(page)).decisions;
    await chooseAction(page.locator('[data-prompt][data-seat="aristocrats"]'));
    await expect.poll(async () => Number(await screen.getAttribute('data-decisions'))).toBeGreaterThan(before);
  }
  return position(page);
}

test('#13 items 2 and 8: each game keeps its own autosaves, grouped by game; a decision shown as done survives killing the host', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const userData = mkdtempSync(join(tmpdir(), 'pericles-e2e-games-'));
  let host = await startHost(userData);
  try {
    await startGame(page, host.url, 'development', 'e2e-game-a');
    const a = await decide(page, 3);
    // A second game, played longer than a chain keeps backups: the first game's autosave stays.
    await startGame(page, host.url, 'campaign', 'e2e-game-b');
    await decide(page, 7);
    // The last decision: the moment the page shows it done, the host dies without any warning.
    const screen = page.locator('[data-screen="game"]');
    const before = Number(await screen.getAttribute('data-decisions'));
    await chooseAction(page.locator('[data-prompt][data-seat="aristocrats"]'));
    await expect.poll(async () => Number(await screen.getAttribute('data-decisions'))).toBeGreaterThan(before);
    const shown = Number(await screen.getAttribute('data-decisions'));
    process.kill(-host.child.pid!, 'SIGKILL');
    await new Promise((r) => host.child.once('exit', r));

    host = await startHost(userData);
    await continueGame(page, host.url);
    expect(Number(await screen.getAttribute('data-decisions'))).toBeGreaterThanOrEqual(shown);

    // The saves browser: one block per game, titled by scenario, the player's Faction and turn.
    await page.goto(host.url);
    await page.locator('[data-open-saves]').click();
    const games = page.locator('[data-save-game]');
    await expect(games).toHaveCount(2);
    await expect(games.nth(0).locator('[data-save-game-title]')).toHaveText(/^The Campaign.*, Aristocrats, turn \d+$/);
    await expect(games.nth(1).locator('[data-save-game-title]')).toHaveText(new RegExp(`^Development setup.*, Aristocrats, turn ${a.turn}$`));
    await page.screenshot({ path: 'test-results/saves-by-game-1280.png' });

    // The first game's own autosave is still there and opens where we left it.
    await games.nth(1).locator('[data-save-kind="autosave"] [data-save-load]').click();
    expect(await position(page)).toEqual(a);
  } finally {
    await stopHost(host.child);
    rmSync(userData, { recursive: true, force: true });
  }
});
