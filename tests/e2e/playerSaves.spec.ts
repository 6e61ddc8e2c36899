// #29 item 14 through the real page: a lesson is practice and never reaches the player's saves.
// A real game is played (its autosave appears), then a lesson: a step read and its decision made.
// Back on the start screen, the saves browser lists the real game alone, no file of the lesson's
// is on the disk, and Continue opens the real game, not the lesson. In the lesson, Save and Save
// As are not offered.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, startGame, test } from './fixtures.js';
import { decide, decisionCount } from './soak/choose.js';
import { testRng } from '../unit/testRng.js';

const files = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).filter((f) => f !== 'current-game' && !f.startsWith('.')).sort() : []);

async function toStartScreen(page: Page): Promise<void> {
  await page.locator('[data-control="new"]').click();
  await expect(page.locator('[data-screen="start"]')).toBeVisible();
}

test('a lesson played leaves nothing in the saves browser, and Continue opens the real game', async ({ page, host }) => {
  const saves = join(host.userData, 'saves');
  await startGame(page, host, {
    scenario: 'second-peloponnesian-war', seed: 'real',
    seats: { aristocrats: 'human', demagogues: 'bot:normal', eurypontids: 'bot:normal', agiads: 'bot:normal' },
  });
  await expect(page.locator('[data-screen="game"]')).toHaveAttribute('data-seat', 'aristocrats');
  // The game's autosave chain: its newest file (the backups `.1.json`, `.2.json` rotate in as the bots play).
  const newest = (): string[] => files(saves).filter((f) => /^autosave-[0-9a-f]+\.json$/.test(f));
  await expect.poll(() => newest().length, { timeout: 20_000 }).toBe(1);
  const realId = /^autosave-([0-9a-f]+)\.json$/.exec(newest()[0]!)![1]!;
  await toStartScreen(page);
  const onDisk = files(saves);

  // The lesson: its reading steps (Next), then its decision through the prompt.
  await page.locator('[data-lesson="board"] [data-lesson-start]').click();
  const bar = page.locator('[data-lesson-bar="board"]');
  await expect(bar).toBeVisible();
  await expect(page.locator('[data-control="save"], [data-control="saveAs"]')).toHaveCount(0);
  await expect(page.locator('[data-control="open"]')).toBeVisible();
  while ((await bar.getAttribute('data-step')) !== 'place') {
    const step = await bar.getAttribute('data-step');
    await bar.locator('[data-lesson-next]').click();
    await expect(bar).not.toHaveAttribute('data-step', step!);
  }
  const before = await decisionCount(page);
  const prompt = page.locator('[data-screen="game"] [data-prompt][data-seat="demagogues"]:not([data-waiting])');
  await expect(prompt.locator('[data-picker] button:not([data-closed])').first()).toBeEnabled();
  await decide(page, prompt, testRng(29));
  await expect.poll(() => decisionCount(page)).toBeGreaterThan(before);
  await expect(bar).not.toHaveAttribute('data-step', 'place');
  // The keyboard's Save does nothing in a lesson either.
  await page.keyboard.press('Control+s');
  await expect(page.locator('[data-save-as]')).toHaveCount(0);
  await toStartScreen(page);

  // Nothing of the lesson's on the disk, nothing in the browser.
  // (The real game's own autosave may have rotated meanwhile: its board picture came after it.)
  const gameIds = (list: string[]) => new Set(list.map((f) => /^(?:autosave|journal)-([0-9a-f]+)/.exec(f)?.[1] ?? f));
  expect(gameIds(files(saves))).toEqual(gameIds(onDisk));
  expect(gameIds(onDisk)).toEqual(new Set([realId]));
  await page.locator('[data-open-saves]').click();
  const entries = page.locator('[data-saves-browser] [data-save-entry]');
  await expect(entries.first()).toBeVisible();
  const names = await entries.evaluateAll((es) => es.map((e) => e.getAttribute('data-save-entry') ?? ''));
  expect(names.length).toBeGreaterThan(0);
  for (const n of names) expect(n).toMatch(new RegExp(`^autosave-${realId}(\\.\\d)?$`));
  // Closed, the browser goes back to the game the host holds (the lesson, where it was left).
  await page.locator('[data-saves-browser] button', { hasText: 'Close' }).first().click();
  await expect(bar).toBeVisible();
  await toStartScreen(page);

  // Continue: the real game, as the player left it, without the lesson's bar.
  await page.locator('[data-continue]').click();
  await expect(page.locator('[data-screen="game"]')).toHaveAttribute('data-seat', 'aristocrats');
  await expect(page.locator('[data-lesson-bar]')).toHaveCount(0);
  await expect(page.locator('[data-control="save"]')).toBeVisible();
});
