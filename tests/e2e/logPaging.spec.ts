// #31 item 4 through the real page: a save whose log has 190,000 entries (a view of ~25 MB, which
// used to close the page's connection before any reply, at every reconnect) opens with Continue;
// the log panel shows the tail the view carries and pages back through the earlier entries.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { buildPosition } from './positions.js';
import { takeHandoff } from './boardView.js';

const HUGE = 190_000;
const PAGE = 200; // LogPanel's LOG_PAGE_SIZE

const logPanel = (page: Page) => page.locator('section.panel-log');

test('a 190,000-entry log: Continue opens the game, and the log pages back — #31', async ({ page, host }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await buildPosition(host.userData, {
    scenario: 'development', seeds: ['huge-log'], kind: 'entourage.form',
    // The game's own first entries, again and again: entries the page words like any other.
    alter: (g) => {
      const own = g.log.slice();
      for (let i = 0; i < HUGE; i++) g.log.push({ ...own[i % own.length]! });
    },
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(host.url);
  await page.locator('[data-saves-continue], section.resume button').first().click();
  // Reading and checking a 25 MB save takes the host a while on a busy machine.
  await expect(page.locator('[data-handoff], [data-prompt="entourage.form"]').first()).toBeVisible({ timeout: 120_000 });
  await takeHandoff(page, 'entourage.form');
  await expect(page.locator('.app')).toHaveAttribute('data-connection', 'open');

  const list = logPanel(page).locator('ol.log');
  await logPanel(page).scrollIntoViewIfNeeded();
  const start = Number(await list.getAttribute('data-log-start'));
  const held = Number(await list.getAttribute('data-log-count'));
  expect(start).toBeGreaterThan(0);
  expect(start + held).toBeGreaterThan(HUGE);
  await logPanel(page).locator('[data-log-more]').click();
  const earlier = logPanel(page).locator('[data-log-earlier]');
  await expect(earlier).toHaveAttribute('data-log-earlier', String(start));
  await expect(earlier).toHaveText(`Show ${PAGE} earlier entries (${start} not shown)`);

  // Two pages back: 400 entries below the held ones, numbered on from them.
  await earlier.click();
  await expect(list.locator('li[data-log-paged]')).toHaveCount(PAGE);
  await earlier.click();
  await expect(list.locator('li[data-log-paged]')).toHaveCount(2 * PAGE);
  await expect(earlier).toHaveAttribute('data-log-earlier', String(start - 2 * PAGE));
  const numbers = await list.locator('li[data-log-paged]').evaluateAll((lis) => lis.map((li) => (li as HTMLLIElement).value));
  expect(numbers[0]).toBe(start);
  expect(numbers.at(-1)).toBe(start - 2 * PAGE + 1);
  expect(numbers.every((n, i) => i === 0 || n === numbers[i - 1]! - 1)).toBe(true);
  // The paged entries are worded like the rest (no message key shows).
  const words = await list.locator('li[data-log-paged]').first().innerText();
  expect(words).not.toMatch(/\b[a-z]+\.[a-z]+\b|\{/);
  await page.screenshot({ path: 'test-results/paging-log-1280.png' });
  await page.setViewportSize({ width: 1600, height: 1000 });
  await list.locator('li[data-log-paged]').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/paging-log-1600.png' });

  // A reload reconnects into the same game: the page is never cut off.
  await page.reload();
  await page.locator('[data-saves-continue], section.resume button').first().click();
  await expect(page.locator('[data-handoff], [data-prompt="entourage.form"]').first()).toBeVisible({ timeout: 120_000 });
  await expect(page.locator('.app')).toHaveAttribute('data-connection', 'open');
  expect(errors).toEqual([]);
});
