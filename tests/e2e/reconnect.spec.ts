// A dropped connection to the game host (the host cut off a page that fell behind, a laptop that
// slept) is not the end of the evening: the page connects again by itself, comes back to the same
// seat and decision, and play goes on. The connection is dropped here by the test's own relay
// between the page and the host (Playwright's routeWebSocket).
import type { WebSocketRoute } from '@playwright/test';
import { expect, startGame, test } from './fixtures.js';
import { decide, decisionCount } from './soak/choose.js';
import { testRng } from '../unit/testRng.js';

test('a dropped connection comes back by itself: same seat, same decision, play goes on', async ({ page, host }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const pageSides: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/ws\?token=/, (ws) => {
    ws.connectToServer();
    pageSides.push(ws);
  });
  await startGame(page, host, {
    scenario: 'development', seed: 'reconnect',
    seats: { aristocrats: 'human', demagogues: 'bot:normal', eurypontids: 'bot:normal', agiads: 'bot:normal' },
  });
  const app = page.locator('.app');
  const prompt = page.locator('[data-screen="game"] [data-prompt]:not([data-waiting]):not([data-prompt=""])');
  await expect(prompt).toBeVisible();
  const kind = await prompt.getAttribute('data-prompt');
  const before = await decisionCount(page);
  expect(await page.locator('[data-screen="game"]').getAttribute('data-seat')).toBe('aristocrats');

  // The connection drops.
  await pageSides.at(-1)!.close({ code: 1011, reason: 'dropped by the test' });
  await expect(app).toHaveAttribute('data-connection', 'connecting');
  // It comes back by itself, on the same seat and the same decision.
  await expect(app).toHaveAttribute('data-connection', 'open');
  expect(pageSides.length).toBe(2);
  await expect(page.locator('[data-screen="game"]')).toHaveAttribute('data-seat', 'aristocrats');
  await expect(prompt).toHaveAttribute('data-prompt', kind ?? '');
  // Nothing was lost (the bots may have answered the same decision meanwhile).
  expect(await decisionCount(page)).toBeGreaterThanOrEqual(before);
  await expect(page.locator('[role="alert"]', { hasText: /lost the connection/i })).toHaveCount(0);

  // And play goes on.
  const now = await decisionCount(page);
  await decide(page, prompt, testRng(5));
  await expect.poll(() => decisionCount(page)).not.toBe(now);
  expect(errors).toEqual([]);
});
