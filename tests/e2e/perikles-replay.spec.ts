// #33 A Perikles game replays through the page: the header's Replay opens the viewer on its board
// (the game's own ReplayBoard, drawn as the spectator sees it) and steps through the decisions.
import { expect, test } from './fixtures.js';

test.use({ hostArgs: ['--game', 'perikles', '--players', '3', '--seed', '5', '--bots', 'human,easy,easy'] });

test('a Perikles game replays: the viewer shows its board and steps through its decisions', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(host.url);
  const options = page.locator('[data-prompt] button[data-option]:enabled');
  for (let i = 0; i < 3; i++) {
    await expect(options.first()).toBeVisible({ timeout: 60_000 });
    const decisions = await page.locator('[data-screen="game"]').getAttribute('data-decisions');
    await options.first().click();
    await expect(page.locator(`[data-screen="game"][data-decisions="${decisions}"]`)).toHaveCount(0, { timeout: 60_000 });
  }
  await page.locator('[data-control="replay"]').click();
  const replay = page.locator('[data-replay]');
  await expect(replay).toBeVisible();
  await expect(replay.locator('[data-board-slot] [data-city="athens"]')).toBeAttached();
  const total = Number(await replay.getAttribute('data-replay-total'));
  expect(total).toBeGreaterThanOrEqual(3);
  await replay.focus();
  await page.keyboard.press('Home');
  await expect(replay).toHaveAttribute('data-replay-at', '0');
  await page.keyboard.press('ArrowRight');
  await expect(replay).toHaveAttribute('data-replay-at', '1');
  await page.screenshot({ path: 'test-results/perikles-replay-1280.png' });
});
