// Board: the DOM mirror lists every theater, Persia and every link with its type; hovering a link
// on the canvas shows its rule (explainLink); selecting a unit in a prepared position highlights
// exactly the theaters the engine reports reachable. Screenshots go to test-results/.
// Part 1 runs in the real app (web host fixture); part 2 uses the board dev page
// (src-renderer/board/dev) with prepared positions, built and served here.
import type { Server } from 'node:http';
import { expect, startGame, test } from './fixtures.js';
import { test as plain } from '@playwright/test';
import { LINKS, THEATERS, linkKey } from '../../src-shared/data/board.js';
import { explainLink, reachable } from '../../src-shared/rules/movement.js';
import { musterState } from '../../src-renderer/board/dev/positions.js';
import { buildBoardDev, serveDir } from '../../scripts/bench-board.js';
import { decodePng, distinctColours, dominantShare } from './png.js';
import { PALETTE_OPEN } from './palette.js';

const BOTS = { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;
const CANVAS_ONLY = '[data-board-slot] * { visibility: hidden !important; } [data-board-slot] canvas { visibility: visible !important; }';

/** Pixel statistics of the board canvas (DOM overlays hidden): a drawn board has many colours. */
async function canvasStats(page: import('@playwright/test').Page): Promise<{ colours: number; share: number }> {
  const img = decodePng(await page.locator('[data-board-slot] canvas').first().screenshot({ style: CANVAS_ONLY }));
  return { colours: distinctColours(img), share: dominantShare(img) };
}

test('the board mirror lists every theater, Persia and every link; hovering a link explains it', async ({ page, host }) => {
  await startGame(page, host, { seed: 'board-1', seats: { aristocrats: 'human', ...BOTS } });
  const board = page.locator('[data-board]').first();
  await expect(board).toHaveAttribute('data-board-ready', 'true');

  for (const t of THEATERS) await expect(board.locator(`[data-theater="${t.id}"]`)).toContainText(t.name);
  await expect(board.locator('[data-theater="persia"]')).toContainText('Persia');
  await expect(board.locator('[data-link]')).toHaveCount(LINKS.length);
  for (const l of LINKS) {
    const el = board.locator(`[data-link="${linkKey(l.a, l.b)}"]`);
    await expect(el).toHaveAttribute('data-link-type', l.type);
    if (l.base) await expect(el).toHaveAttribute('data-link-base', l.base);
    else await expect(el).not.toHaveAttribute('data-link-base', /.+/);
  }

  // Hover the middle of link 2-7 on the canvas: the tooltip shows that link's rule.
  const link = LINKS.find((l) => linkKey(l.a, l.b) === '2-7');
  if (!link) throw new Error('no link 2-7');
  const mirror = board.locator('[data-link="2-7"]');
  const host0 = board.locator('[data-board-canvas-host]');
  const mx = Number(await mirror.getAttribute('data-mid-x'));
  const my = Number(await mirror.getAttribute('data-mid-y'));
  const s = Number(await host0.getAttribute('data-view-scale'));
  const vx = Number(await host0.getAttribute('data-view-x'));
  const vy = Number(await host0.getAttribute('data-view-y'));
  const box = await host0.boundingBox();
  if (!box) throw new Error('no canvas host');
  await page.mouse.move(box.x + vx + mx * s, box.y + vy + my * s);
  const tip = page.locator('[data-board-tooltip]');
  await expect(tip).toHaveAttribute('data-link', '2-7');
  await expect(tip).toContainText(explainLink(link).title);
  await page.screenshot({ path: 'test-results/board-link-hover.png' });
});

test('the board stays drawn after a decision is played by keyboard', async ({ page, host }) => {
  await startGame(page, host, { seed: 'e2e-2', seats: { aristocrats: 'human', ...BOTS } });
  const board = page.locator('[data-board]').first();
  await expect(board).toHaveAttribute('data-board-ready', 'true');
  const prompt = page.locator('[data-prompt][data-seat="aristocrats"]');
  await expect(prompt.locator(PALETTE_OPEN)).toBeEnabled();
  await expect.poll(async () => (await canvasStats(page)).colours, { timeout: 20_000 }).toBeGreaterThan(50);
  const screen = page.locator('[data-screen="game"]');
  const before = Number(await screen.getAttribute('data-decisions'));

  // As a keyboard user does: Tab on through the page — here from the board's first mirror
  // button, so every theater and link is focused (and revealed) on the way — to a choice, Enter.
  await board.locator('[data-theater="1"]').focus();
  await page.keyboard.press('Tab');
  let focused: string | null = null;
  for (let i = 0; i < 400 && !focused; i++) {
    // A choice of the decision's own picker (#16: the specific prompt is the keyboard's way).
    focused = await page.evaluate(() => document.activeElement?.closest('[data-prompt] [data-picker]') ? document.activeElement.outerHTML.slice(0, 80) : null);
    if (!focused) await page.keyboard.press('Tab');
  }
  expect(focused, 'Tab reaches a choice of the prompt').not.toBeNull();
  // Then the command palette by keyboard: Ctrl+K, Enter picks its first legal action, Enter confirms.
  await page.keyboard.press('Control+k');
  await expect(page.locator('[data-palette-search]')).toBeFocused();
  await expect(prompt.locator('[data-palette="open"] button.active[data-action]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  // The palette asks to confirm, as the prompt does: Enter on its Confirm sends.
  await expect(prompt.locator('[data-palette-confirm]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => Number(await screen.getAttribute('data-decisions'))).toBeGreaterThan(before);

  // The camera is sane and the canvas is still drawn (not one solid colour).
  const host0 = board.locator('[data-board-canvas-host]');
  for (const a of ['data-view-scale', 'data-view-x', 'data-view-y']) expect(Number.isFinite(Number(await host0.getAttribute(a))), a).toBe(true);
  expect(Number(await host0.getAttribute('data-view-scale'))).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await expect.poll(async () => (await canvasStats(page)).colours, { timeout: 20_000, message: 'board canvas should stay drawn' }).toBeGreaterThan(50);
  expect((await canvasStats(page)).share).toBeLessThan(0.9);
  // The board's wrapper and canvas host were not scrolled by focus moves.
  expect(await board.evaluate((el) => [el.scrollLeft, el.scrollTop, el.parentElement?.scrollTop ?? 0])).toEqual([0, 0, 0]);
  await page.screenshot({ path: 'test-results/board-after-keyboard-decision.png' });
});

plain.describe('board dev page (prepared positions)', () => {
  let server: Server | null = null;
  let url = '';
  plain.beforeAll(async () => {
    plain.setTimeout(180_000);
    const served = await serveDir(await buildBoardDev());
    server = served.server;
    url = served.url;
  });
  plain.afterAll(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  });

  plain('selecting a unit highlights exactly the theaters the engine reports reachable', async ({ page }) => {
    await page.goto(`${url}?pos=muster&exp=14`);
    await expect(page.locator('[data-board-ready="true"]')).toBeAttached({ timeout: 30_000 });
    // Select the Athenian land unit in Athens through the keyboard-operable mirror.
    const unit = page.locator('[data-unit="7:athens:land"]');
    await unit.focus();
    await page.keyboard.press('Enter');

    const g = musterState();
    const expected = reachable(g, 'athens', 'athens', 'land', 7, 14).ends.map((e) => String(e.theater)).sort();
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.locator('[data-reachable="true"]')).toHaveCount(expected.length);
    const got = await page.locator('[data-reachable="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-theater') ?? '').sort());
    expect(got).toEqual(expected);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: 'test-results/board-reachable.png' });
  });

  plain('the movement explorer shows the same answer on any position', async ({ page }) => {
    await page.goto(`${url}?page=explorer&pos=muster&select=7:athens:land&exp=14`);
    await expect(page.locator('[data-board-ready="true"]')).toBeAttached({ timeout: 30_000 });
    const g = musterState();
    const r = reachable(g, 'athens', 'athens', 'land', 7, 14);
    expect(r.ends.length).toBeGreaterThan(0);
    await expect(page.locator('[data-explore-end]')).toHaveCount(r.ends.length);
    await expect(page.locator('[data-reachable="true"]')).toHaveCount(r.ends.length);
    await page.screenshot({ path: 'test-results/board-explorer.png' });
  });
});
