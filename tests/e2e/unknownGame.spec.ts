// #32 through the real page: a save names its game. A file of a game this version does not have
// (v2/game-unknown: "no-such-game") or naming none (v2/game-missing) stays listed in the saves browser
// as one that cannot be opened, and Import… of it is refused in the player's language, adding
// nothing; a save made before saves named their game (format 1) is still listed as an ordinary one.
import { copyFileSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, type WebHost } from './fixtures.js';

const CORPUS = join(import.meta.dirname, '..', 'fixtures', 'hostile-saves');
const savesOf = (host: WebHost) => join(host.userData, 'saves');

/** A format-1 save and a save of an unknown game in the saves folder, then the saves browser. */
async function openBrowser(page: Page, host: WebHost): Promise<void> {
  mkdirSync(savesOf(host), { recursive: true });
  copyFileSync(join(CORPUS, 'summary-lies.json'), join(savesOf(host), 'Old format.json'));
  copyFileSync(join(CORPUS, 'v2', 'game-unknown.json'), join(savesOf(host), 'Other game.json'));
  await page.goto(host.url);
  await expect(page.locator('[data-screen="start"]')).toBeVisible();
  await page.locator('[data-open-saves]').click();
  await expect(page.locator('[data-saves-browser] [data-save-entry="Old format"]')).toBeVisible();
}

for (const [lang, words, size] of [
  ['en', 'This save is of a game this version of Pericles does not have, or it does not say which game it is: it cannot be opened.', { width: 1280, height: 720 }],
  ['es', 'Esta partida guardada es de un juego que esta versión de Pericles no tiene, o no dice de qué juego es', { width: 1600, height: 1000 }],
  ['el', 'Αυτή η αποθήκευση είναι από παιχνίδι που δεν έχει αυτή η έκδοση του Pericles', { width: 1280, height: 720 }],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ hostArgs: ['--lang', lang] });

    test('a save of a game this version does not have stays listed, and Import… of one is refused saying why', async ({ page, host }) => {
      await page.setViewportSize(size);
      await openBrowser(page, host);
      // The format-1 save lists as an ordinary one; the other game's as one that cannot be opened.
      await expect(page.locator('[data-save-entry="Old format"] [data-save-turn]')).toHaveAttribute('data-save-turn', '6');
      await expect(page.locator('[data-save-entry="Other game"] [data-save-error]')).toHaveAttribute('data-save-error', 'unknown-game');
      // In the player's language, never the host's English message.
      await expect(page.locator('[data-save-entry="Other game"] [data-save-error]')).toContainText(words);
      const before = readdirSync(savesOf(host)).filter((f) => !f.startsWith('.')).sort();
      for (const file of ['game-unknown.json', 'game-missing.json']) {
        await page.locator('[data-saves-import-file]').setInputFiles({
          name: 'other.pericles', mimeType: 'application/octet-stream', buffer: readFileSync(join(CORPUS, 'v2', file)),
        });
        const error = page.locator('[data-error]');
        await expect(error).toContainText(words);
        await expect(error).not.toContainText(/engine\.|unknown-game|no-such-game|\{/);
        if (file === 'game-unknown.json') await page.screenshot({ path: `test-results/saves2-unknown-game-${lang}.png` });
        await error.locator('button').click();
        await expect(error).toHaveCount(0);
      }
      expect(readdirSync(savesOf(host)).filter((f) => !f.startsWith('.')).sort()).toEqual(before);
    });
  });
}
