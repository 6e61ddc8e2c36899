// #33 "Battles are moments", through the real page, one person against three easy bots
// (`--game perikles --players 4 --seed 3 --bots human,easy,easy,easy`), the prompt's first option each time:
// 1. While a battle that just happened is read, the board holds the position it happened in (the
//    bots play on), and catches up when the moment closes or the player decides through the prompt.
// 2. A fought battle reopens from its log entry, also after the page is reloaded.
// 3. At the end, no empty prompt strip above the board; the last battles open under the final
//    ranking, never over it.
// 5. A save of the game carries a picture of the board, shown in the saves browser.
// Screenshots at 1280×720 and 1600×1000 (PK_MOMENT_SHOTS, else test-results).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

const SHOTS = process.env.PK_MOMENT_SHOTS ?? 'test-results';
/** The gap the test's relay leaves between two messages from the host to the page. */
const VIEW_GAP_MS = 40;
const screen = (page: Page) => page.locator('[data-screen="game"]');
const options = (page: Page) => page.locator('[data-prompt] button[data-option]:enabled');
const board = (page: Page) => page.locator('[data-board-slot] [data-perikles-board]');
const moment = (page: Page) => page.locator('[data-moment="battle"]');
const over = (page: Page) => page.locator('[data-game-over]');

/** Clicks the prompt's first option and waits for the page to show the next decision. */
async function decide(page: Page): Promise<void> {
  const decisions = await screen(page).getAttribute('data-decisions');
  const kind = await page.locator('[data-prompt]').getAttribute('data-prompt');
  await options(page).first().click();
  await expect(page.locator(`[data-screen="game"][data-decisions="${decisions}"] [data-prompt="${kind}"]`)).toHaveCount(0, { timeout: 60_000 });
}

/** Plays first options until `stop` holds (checked whenever the page shows a decision, a moment or the end). */
async function playUntil(page: Page, stop: () => Promise<boolean>, max = 1500): Promise<void> {
  for (let i = 0; i < max; i++) {
    await expect(options(page).first().or(moment(page)).or(over(page)).first()).toBeVisible({ timeout: 60_000 });
    if (await stop()) return;
    if (await over(page).isVisible()) throw new Error('the game ended first');
    await expect(options(page).first()).toBeVisible({ timeout: 60_000 });
    await decide(page);
  }
  throw new Error('not reached');
}

async function openLog(page: Page): Promise<void> {
  const fold = page.locator('[data-fold="perikles-log"]');
  if (await fold.getAttribute('data-folded') === 'true') await page.locator('[data-fold-toggle="perikles-log"]').click();
}

async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.screenshot({ path: `${SHOTS}/${name}-1600.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('Perikles battle moments through the page (#33)', () => {
  test.setTimeout(30 * 60_000);
  test.use({ hostArgs: ['--game', 'perikles', '--players', '4', '--seed', '3', '--bots', 'human,easy,easy,easy'] });

  test('[P6] the board holds a battle\'s position while its moment is read; battles reopen from the log (after a reload too) and the end screen', async ({ page, host }) => {
    // The host's messages reach the page one by one, a little apart, as from a bot that takes its
    // time: on a fast machine several views came in one task and the page drew only the last, so
    // the battle's own position was never on screen to hold (the final e2e run once met no battle
    // that the game had moved past while it was read).
    await page.routeWebSocket(/\/ws\?token=/, (ws) => {
      const server = ws.connectToServer();
      let delivered = Promise.resolve();
      server.onMessage((message) => {
        delivered = delivered.then(() => new Promise((resolve) => setTimeout(resolve, VIEW_GAP_MS))).then(() => ws.send(message));
      });
    });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(host.url);

    // 1. A battle's moment while the game has moved on (the bots played after it): the board
    // shows the position the battle happened in, not the later one. Moments read before that
    // are closed on the way.
    const liveLog = async (): Promise<number> => Number(await page.locator('[data-status-strip]').getAttribute('data-log'));
    const boardLog = async (): Promise<number> => Number(await board(page).getAttribute('data-view-log'));
    // A moment held while the bots play on: once the player's next options are up (a moment can
    // show before them), and with the battle's Location still on the held board (the last battle
    // of a turn first shows in the view after the turn's end, where its tile is gone).
    const heldWithOptions = async (): Promise<boolean> => {
      if (await moment(page).count() === 0 || await moment(page).first().getAttribute('data-held') !== 'true') return false;
      await expect(options(page).first().or(over(page))).toBeVisible({ timeout: 60_000 });
      return await options(page).count() > 0;
    };
    await playUntil(page, async () => {
      if (await moment(page).count() === 0) return false;
      const shownTile = await moment(page).first().getAttribute('data-tile');
      if (await heldWithOptions() && await liveLog() > await boardLog()
        && await board(page).locator(`[data-location="${shownTile}"]`).count() > 0) return true;
      while (await moment(page).count() > 0) await moment(page).first().locator('[data-moment-close]').click();
      return false;
    });
    const panel = moment(page).first();
    await expect(panel.locator('[data-moment-held]')).toBeVisible();
    const at = Number(await panel.getAttribute('data-moment-at'));
    const tile = (await panel.getAttribute('data-tile'))!;
    const heldLog = await boardLog();
    expect(heldLog).toBeGreaterThan(at);
    expect(await liveLog()).toBeGreaterThan(heldLog);
    // The battle's Location is on the board as the battle left it; the board keeps still while the moment is read.
    await expect(board(page).locator(`[data-location="${tile}"]`)).toBeAttached();
    const heldWords = await page.locator('[data-board-mirror]').textContent();
    await shots(page, 'moment-held');
    expect(await boardLog()).toBe(heldLog);
    expect(await page.locator('[data-board-mirror]').textContent()).toBe(heldWords);
    // Closed (and any battle queued after it): the board catches up with the game.
    while (await moment(page).count() > 0) await moment(page).first().locator('[data-moment-close]').click();
    await expect.poll(async () => (await boardLog()) === (await liveLog())).toBe(true);

    // A decision made while a moment is read is made on the board as it is now: the board catches up, the moment stays.
    await playUntil(page, heldWithOptions);
    const reading = await moment(page).first().getAttribute('data-moment-at');
    await decide(page);
    await expect(moment(page).first()).toHaveAttribute('data-moment-at', reading!);
    await expect(moment(page).first()).toHaveAttribute('data-held', 'false');
    await expect.poll(async () => (await boardLog()) === (await liveLog())).toBe(true);
    while (await moment(page).count() > 0) await moment(page).first().locator('[data-moment-close]').click();

    // 2. Reopened from its log entry: the live board stays.
    await openLog(page);
    const open = page.locator(`[data-panel="log"] [data-moment-open="battle"][data-log-index="${at}"]`);
    await open.scrollIntoViewIfNeeded();
    await open.click();
    await expect(moment(page)).toHaveAttribute('data-moment-at', String(at));
    await expect(moment(page)).toHaveAttribute('data-held', 'false');
    await expect(moment(page).locator('[data-moment-round]').first()).toBeVisible();
    expect(await moment(page).innerText()).not.toMatch(/[{}?]|\bperikles\.|\bundefined\b|NaN/);
    await moment(page).locator('[data-moment-close]').click();
    await expect(moment(page)).toHaveCount(0);
    // After a reload: nothing pops up, and the log still opens it.
    await page.reload();
    const start = page.locator('[data-screen="start"]');
    await expect(screen(page).or(start).first()).toBeVisible({ timeout: 60_000 });
    if (await start.isVisible()) {
      const mine = page.locator('[data-saves-continue]');
      if (await mine.count()) await mine.click();
      else await page.locator('section.resume button').first().click();
    }
    await expect(board(page)).toHaveAttribute('data-board-ready', 'true', { timeout: 60_000 });
    await expect(moment(page)).toHaveCount(0);
    await openLog(page);
    await page.locator(`[data-panel="log"] [data-moment-open="battle"][data-log-index="${at}"]`).click();
    await expect(moment(page)).toHaveAttribute('data-moment-at', String(at));
    await moment(page).locator('[data-moment-close]').click();

    // 5. A save carries a picture of the board, and the saves browser shows it.
    await page.keyboard.press('Control+Shift+S');
    await page.locator('[data-field="save-name"]').fill('Perikles picture');
    await page.locator('[data-save-as] button[type="submit"]').click();
    await expect(page.locator('[data-save-status]')).toContainText('Perikles picture');
    await page.locator('[data-control="open"]').click();
    const row = page.locator('[data-saves-browser] [data-save-entry="Perikles picture"]');
    await expect(row.locator('img[data-save-thumbnail]')).toHaveAttribute('src', /^data:image\/png;base64,/, { timeout: 30_000 });
    await shots(page, 'moment-saves');
    await page.locator('[data-saves-browser]').getByRole('button', { name: 'Close', exact: true }).click();

    // 3. On to the end: the final ranking without an empty strip above it, the last battles under it.
    await expect(screen(page)).toBeVisible();
    await playUntil(page, async () => over(page).isVisible());
    await expect(over(page)).toBeVisible();
    const slot = await page.locator('[data-prompt-slot]').boundingBox();
    expect(slot?.height ?? 0).toBeLessThan(1);
    const boardBox = (await page.locator('[data-board-slot]').boundingBox())!;
    const endBox = (await over(page).boundingBox())!;
    expect(Math.abs(endBox.y - boardBox.y)).toBeLessThan(2);
    // A battle of the last turn shown now (queued, or opened from the ranking) lies under the ranking.
    if (await moment(page).count() === 0) await over(page).locator('[data-end-battle]').first().click();
    await expect(moment(page).first()).toBeVisible();
    const m = (await moment(page).first().boundingBox())!;
    expect(m.y).toBeGreaterThanOrEqual(endBox.y + endBox.height - 1);
    await expect(over(page).locator('[data-winner-line]')).toBeInViewport();
    await shots(page, 'moment-end');
    while (await moment(page).count() > 0) await moment(page).first().locator('[data-moment-close]').click();
    await over(page).locator('[data-end-battle]').last().click();
    await expect(moment(page)).toHaveCount(1);
    await shots(page, 'moment-end-reopened');
  });
});
