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

test('while the connection is being opened again, the prompt takes no decision: what it shows may be behind the game — #31 item 7', async ({ page, host }) => {
  const pageSides: WebSocketRoute[] = [];
  // The second connection waits at the test's relay until the test lets it through.
  let letThrough: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => { letThrough = resolve; });
  await page.routeWebSocket(/\/ws\?token=/, async (ws) => {
    pageSides.push(ws);
    if (pageSides.length > 1) await gate;
    ws.connectToServer();
  });
  await startGame(page, host, {
    scenario: 'development', seed: 'reconnect-offline',
    seats: { aristocrats: 'human', demagogues: 'bot:normal', eurypontids: 'bot:normal', agiads: 'bot:normal' },
  });
  const app = page.locator('.app');
  const prompt = page.locator('[data-screen="game"] [data-prompt]:not([data-waiting]):not([data-prompt=""])');
  await expect(prompt).toBeVisible();
  const choices = prompt.locator('[data-picker] button:not([data-more])'); // "+N more" only shows more
  await expect(choices.first()).toBeEnabled();

  await pageSides.at(-1)!.close({ code: 1011, reason: 'dropped by the test' });
  await expect(app).toHaveAttribute('data-connection', 'connecting');
  await expect.poll(() => pageSides.length).toBe(2);
  // The page still shows the decision, and every choice of it is closed until the host is back.
  await expect(choices.first()).toBeDisabled();
  expect(await choices.evaluateAll((bs) => bs.filter((b) => !(b as HTMLButtonElement).disabled).map((b) => b.outerHTML.slice(0, 200)))).toEqual([]);

  letThrough();
  await expect(app).toHaveAttribute('data-connection', 'open');
  await expect(choices.first()).toBeEnabled();
});
