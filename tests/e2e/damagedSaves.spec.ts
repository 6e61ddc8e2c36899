// #31 item 3 through the real page: the saves browser shows what a save's game holds, not what its
// file claims (summary-lies: the file says turn 99 and Honor 999), and opening a save whose game no
// rules can reach (theater-missing: theater 1 gone from the map) is refused as damaged or altered,
// naming what is wrong in the player's language, never as "made with different rules".
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, type WebHost } from './fixtures.js';

const CORPUS = join(import.meta.dirname, '..', 'fixtures', 'hostile-saves');

/** The two corpus files in the host's saves folder, then the saves browser opened. */
async function openBrowser(page: Page, host: WebHost): Promise<void> {
  const saves = join(host.userData, 'saves');
  mkdirSync(saves, { recursive: true });
  copyFileSync(join(CORPUS, 'summary-lies.json'), join(saves, 'Boastful.json'));
  copyFileSync(join(CORPUS, 'theater-missing.json'), join(saves, 'Forged.json'));
  await page.goto(host.url);
  await expect(page.locator('[data-screen="start"]')).toBeVisible();
  await page.locator('[data-open-saves]').click();
  await expect(page.locator('[data-saves-browser] [data-save-entry="Boastful"]')).toBeVisible();
}

test('the saves browser shows the game\'s own turn and Honor; a forged game is refused by name', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openBrowser(page, host);
  const boastful = page.locator('[data-save-entry="Boastful"]');
  // The corpus's base game is at turn 6 of the development setup; the file claims 99.
  await expect(boastful.locator('[data-save-turn]')).toHaveAttribute('data-save-turn', '6');
  await expect(boastful.locator('[data-save-honor]')).toHaveCount(4);
  for (const chip of await boastful.locator('[data-save-honor] b').allInnerTexts()) expect(chip).not.toBe('999');

  await page.locator('[data-save-load="Forged"]').click();
  const error = page.locator('[data-error]');
  await expect(error).toContainText('This save is damaged or has been altered: theater 1 Sicily is missing from the map.');
  await expect(error).not.toContainText(/different rules|theaterMissing|engine\./);
  await page.screenshot({ path: 'test-results/loadcheck-damaged-en.png' });
});

test.describe('in Greek', () => {
  test.use({ hostArgs: ['--lang', 'el'] });

  test('the refusal names what is wrong in Greek', async ({ page, host }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await openBrowser(page, host);
    await page.locator('[data-save-load="Forged"]').click();
    const error = page.locator('[data-error]');
    await expect(error).toContainText('Αυτή η αποθήκευση είναι κατεστραμμένη ή έχει αλλοιωθεί: το Θέατρο 1 Σικελία λείπει από τον χάρτη.');
    await page.screenshot({ path: 'test-results/loadcheck-damaged-el.png' });
  });
});
