// Summaries (#17.5) as a player meets them: a turn summary beside the board when a turn ends
// (Honor by cause adding up to each Faction's change, Battles, control, the Will of the Assembly,
// Persia), the end screen of a finished game (winner, the scoring arithmetic, the Honor chart,
// Replay and New game), and the record of finished games on the start screen.
import { mkdirSync } from 'node:fs';
import type { GameView } from '../../src-shared/engine.js';
import { expect, startGame, test } from './fixtures.js';
import type { Locator, Page } from '@playwright/test';

const SHOTS = '/tmp/summary-shots';
const SIZES = [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }] as const;
/** Engine tokens a player must never read: camelCase ids, placeholders, step ids. */
const TOKENS = [/\b[a-z]+[A-Z][A-Za-z]*\b/, /\{\w+\}/, /\b[a-z]+\.[a-z]+\b/];
const tokensIn = (text: string) => TOKENS.flatMap((re) => re.exec(text)?.[0] ?? []);

/**
 * Plays this page's seat through its own client (seeded choices among the legal actions) until
 * `done` shows; the prompt's widgets are other specs' business.
 */
async function playUntil(page: Page, done: Locator, max: number): Promise<number> {
  for (let i = 0; i < max; i++) {
    if (await done.isVisible()) return i;
    await page.evaluate(async (n) => {
      const api = window.pericles!;
      const m = await new Promise<{ seat: string; legalActions: Array<{ type: string }>; view: { result: unknown } | null } | null>((resolve) => {
        let done = false;
        const off = api.onView((v) => {
          if (done || (!v.legalActions.length && !v.view?.result)) return;
          done = true;
          queueMicrotask(() => off());
          resolve(v as { seat: string; legalActions: Array<{ type: string }>; view: { result: unknown } | null });
        });
        if (!done) void api.sync();
        setTimeout(() => { if (!done) { done = true; off(); resolve(null); } }, 3000);
      });
      if (!m || !m.legalActions.length) return;
      await api.act(m.seat as 'aristocrats', m.legalActions[(n * 7919) % m.legalActions.length]!);
    }, i);
  }
  await expect(done).toBeVisible();
  return max;
}

/** The drawer sits beside the board: the board's canvas is whole and on screen. */
async function boardUncovered(page: Page, drawer: Locator): Promise<void> {
  const board = await page.locator('[data-screen="game"] [data-board-slot]').boundingBox();
  const side = await drawer.boundingBox();
  expect(board && side).toBeTruthy();
  expect(board!.width).toBeGreaterThan(250);
  expect(board!.x + board!.width).toBeLessThanOrEqual(side!.x + 1);
}

test('a turn summary opens beside the board when a turn ends; its Honor causes add up; it closes and reopens', async ({ page, host }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(SIZES[0]);
  await startGame(page, host, {
    scenario: 'first-peloponnesian-war', seed: 'e2e-summary',
    seats: { aristocrats: 'human', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' },
  });
  await expect(page.locator('[data-screen="game"]')).toBeVisible();
  const drawer = page.locator('[data-turn-summary]');
  await playUntil(page, drawer, 400);
  await expect(drawer).toHaveAttribute('data-turn-summary', '1');
  // Honor by cause: each Faction's causes add up to the change from before to after.
  const rows = drawer.locator('[data-summary-faction]');
  await expect(rows).toHaveCount(4);
  let causes = 0;
  for (let i = 0; i < 4; i++) {
    const row = rows.nth(i);
    const before = Number(await row.getAttribute('data-before'));
    const after = Number(await row.getAttribute('data-after'));
    const deltas = await row.locator('[data-cause]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-delta'))));
    causes += deltas.length;
    expect(deltas.reduce((n, d) => n + d, 0)).toBe(after - before);
  }
  expect(causes).toBeGreaterThan(0);
  // Control is read from the replay of the turn's start and end.
  await expect(drawer.locator('[data-summary-control]')).not.toHaveAttribute('data-summary-control', 'loading');
  await expect(drawer.locator('[data-summary-control]')).not.toHaveAttribute('data-summary-control', 'unknown');
  for (const section of ['battles', 'will', 'persia']) await expect(drawer.locator(`[data-summary-${section}]`)).toBeVisible();
  expect(tokensIn(await drawer.innerText())).toEqual([]);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await boardUncovered(page, drawer);
    await page.screenshot({ path: `${SHOTS}/turn-summary-${size.width}.png` });
  }
  // Dismissed, then reopened from the header.
  await drawer.locator('[data-summary-close]').click();
  await expect(drawer).toHaveCount(0);
  await page.locator('[data-open-summary]').click();
  await expect(page.locator('[data-turn-summary="1"]')).toBeVisible();
});

test('a finished game: the end screen, its arithmetic and chart, Replay and New game; the record on the start screen', async ({ page, host }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(SIZES[0]);
  await startGame(page, host, {
    scenario: 'training-amphipolis', seed: 'e2e-end',
    seats: { aristocrats: 'bot:normal', demagogues: 'bot:normal', eurypontids: 'human', agiads: 'bot:random' },
  });
  await expect(page.locator('[data-screen="game"]')).toBeVisible();
  const end = page.locator('[data-end-screen]');
  await playUntil(page, end, 200);
  const result = await page.evaluate(async () => new Promise<{ winner: string | null; winningSide: string | null }>((resolve) => {
    const off = window.pericles!.onView((v) => { if (v.view?.result) { queueMicrotask(() => off()); resolve((v.view as GameView).result!); } });
    void window.pericles!.sync();
  }));
  await expect(end).toHaveAttribute('data-winner', result.winner ?? 'draw');
  await expect(end.locator('[data-end-winner]')).toContainText(/win the game|A draw/);
  // The scoring table: each City-State's total is its two Factions' final Honor.
  const scoring = end.locator('[data-end-scoring]');
  await expect(scoring).toBeVisible();
  const final = async (f: string) => Number(await scoring.locator(`[data-end-faction="${f}"] [data-final]`).getAttribute('data-final'));
  expect(Number(await scoring.locator('[data-end-side="athens"]').getAttribute('data-total'))).toBe(await final('aristocrats') + await final('demagogues'));
  expect(Number(await scoring.locator('[data-end-side="sparta"]').getAttribute('data-total'))).toBe(await final('eurypontids') + await final('agiads'));
  // The chart: one line per Faction, ending at its final Honor.
  const chart = end.locator('svg[data-honor-chart]');
  await expect(chart.locator('[data-chart-faction]')).toHaveCount(4);
  for (const f of ['aristocrats', 'demagogues', 'eurypontids', 'agiads']) {
    const values = (await chart.locator(`[data-chart-faction="${f}"]`).getAttribute('data-chart-values'))!.split(',').map(Number);
    expect(values[values.length - 1]).toBe(await final(f));
  }
  expect(tokensIn(await end.innerText())).toEqual([]);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await boardUncovered(page, end);
    await page.screenshot({ path: `${SHOTS}/end-screen-${size.width}.png` });
  }
  // The board alone, then the results again.
  await end.locator('[data-end-board]').click();
  await expect(end).toHaveCount(0);
  // The prompt bar says the game is over, not that no decision is open.
  await expect(page.locator('[data-screen="game"] [data-prompt=""]')).toHaveText(/The game is over\./);
  await page.locator('[data-open-results]').click();
  await expect(end).toBeVisible();
  // Replay: the existing replay screen, at the last decision.
  await end.locator('[data-end-replay]').click();
  const replay = page.locator('[data-replay]');
  await expect(replay).toBeVisible();
  await expect.poll(async () => replay.getAttribute('data-replay-at')).toBe(await replay.getAttribute('data-replay-total'));
  await replay.locator('[data-replay-close]').click();
  // New game: the start screen, where the record lists this game.
  await page.locator('[data-end-new]').click();
  await expect(page.locator('[data-screen="start"]')).toBeVisible();
  const record = page.locator('[data-game-record]');
  await expect(record).toHaveAttribute('data-game-record', '1');
  const won = result.winner === 'eurypontids' ? 1 : 0;
  await expect(record.locator('[data-record-scenario="training-amphipolis"]')).toContainText(`${won} of 1 won`);
  await expect(record.locator('[data-record-faction="eurypontids"]')).toContainText(`${won} of 1 won`);
  await expect(record.locator('[data-record-game]')).toHaveCount(1);
  expect(tokensIn(await record.innerText())).toEqual([]);
  await page.setViewportSize(SIZES[1]);
  await record.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/start-record-1600.png` });
  // Loading the finished game again does not record it twice.
  await page.locator('[data-continue]').click();
  await expect(page.locator('[data-end-screen]')).toBeVisible();
  await page.locator('[data-end-new]').click();
  await expect(page.locator('[data-game-record]')).toHaveAttribute('data-game-record', '1');
});
