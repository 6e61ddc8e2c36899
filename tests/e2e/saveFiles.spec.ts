// #31 through the real page: a save goes out of the saves browser as a `.pericles` file (a browser
// download of the very bytes the saves folder holds, which a load accepts) and comes back in with
// Import… (the page's file input): the same file twice is the game already saved, not a copy; a
// file the load check refuses is refused saying why, in the player's language, and nothing is added.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, startGame, test, type WebHost } from './fixtures.js';

const CORPUS = join(import.meta.dirname, '..', 'fixtures', 'hostile-saves');
const savesOf = (host: WebHost) => join(host.userData, 'saves');
const jsonFiles = (host: WebHost) => readdirSync(savesOf(host)).filter((f) => f.endsWith('.json') && !f.startsWith('.')).sort();

/** A game of the development setup, saved as "Evening game", then the saves browser. */
async function savedGame(page: Page, host: WebHost): Promise<void> {
  await startGame(page, host, { seed: 'save-files' });
  await expect(page.locator('[data-save-controls]')).toBeVisible();
  await page.locator('[data-control="saveAs"]').click();
  await page.locator('input[data-field="save-name"]').fill('Evening game');
  await page.locator('[data-save-as] button[type="submit"]').click();
  await expect(page.locator('[data-save-status]')).toBeVisible();
  await page.locator('[data-control="open"]').click();
  await expect(page.locator('[data-saves-browser] [data-save-entry="Evening game"]')).toBeVisible();
}

/** Clicks `button` and answers with the download's file name and bytes. */
async function download(page: Page, button: string): Promise<{ name: string; text: string; path: string }> {
  const [d] = await Promise.all([page.waitForEvent('download'), page.locator(button).click()]);
  const path = await d.path();
  return { name: d.suggestedFilename(), text: readFileSync(path, 'utf8'), path };
}

test('Export… downloads the save\'s own file; Import… of it opens the game already saved, adding nothing', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await savedGame(page, host);
  await page.screenshot({ path: 'test-results/keep-saves-export-1280.png' });

  const saved = await download(page, '[data-save-export="Evening game"]');
  expect(saved.name).toBe('Evening game.pericles');
  expect(saved.text).toBe(readFileSync(join(savesOf(host), 'Evening game.json'), 'utf8'));
  expect(JSON.parse(saved.text)).toMatchObject({ kind: 'pericles-save', name: 'Evening game', checksum: expect.stringMatching(/^sha256:/) });
  await expect(page.locator('[data-saves-exported]')).toHaveText('Exported as “Evening game.pericles”.');

  // The game being played, under the title the saves list gives it.
  const current = await download(page, '[data-saves-export-current]');
  expect(current.name).toMatch(/^Development.*\.pericles$/);
  expect(JSON.parse(current.text)).toMatchObject({ kind: 'pericles-save', seed: 'save-files' });

  // Import… the file twice: the saved game opens, and the folder holds no copy of it.
  const before = jsonFiles(host);
  for (let i = 0; i < 2; i++) {
    if (i > 0) {
      await page.locator('[data-control="open"]').click();
      await expect(page.locator('[data-saves-browser]')).toBeVisible();
    }
    await page.locator('[data-saves-import-file]').setInputFiles({ name: 'Evening game.pericles', mimeType: 'application/octet-stream', buffer: Buffer.from(saved.text) });
    await expect(page.locator('[data-save-controls]')).toBeVisible();
  }
  expect(jsonFiles(host)).toEqual(before);
  await expect(page.locator('[data-error]')).toHaveCount(0);
});

test('Import… of a file the load refuses says why, and adds nothing', async ({ page, host }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await savedGame(page, host);
  await page.screenshot({ path: 'test-results/keep-saves-export-1600.png' });
  const before = jsonFiles(host);
  const good = readFileSync(join(savesOf(host), 'Evening game.json'), 'utf8');
  const cases: Array<[string, string, string]> = [
    ['altered.pericles', good.replace('"seed":"save-files"', '"seed":"other"'), 'This save has been changed or damaged since it was written'],
    ['newer.pericles', readFileSync(join(CORPUS, 'future-format.json'), 'utf8'), 'This save was made by a newer version of Pericles'],
    ['forged.pericles', readFileSync(join(CORPUS, 'theater-missing.json'), 'utf8'), 'This save is damaged or has been altered: theater 1 Sicily is missing from the map.'],
    ['photo.pericles', 'not a save at all', 'This file is not a Pericles save.'],
  ];
  for (const [name, text, words] of cases) {
    await page.locator('[data-saves-import-file]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(text) });
    const error = page.locator('[data-error]');
    await expect(error).toContainText(words);
    await expect(error).not.toContainText(/engine\.|checksum-mismatch|newer-format|theaterMissing|\{/);
    await error.locator('button').click();
    await expect(error).toHaveCount(0);
  }
  expect(jsonFiles(host)).toEqual(before);
  await expect(page.locator('[data-saves-browser]')).toBeVisible();
});

for (const [lang, words, shot] of [
  ['es', 'Esta partida guardada está dañada o ha sido alterada', 'es'],
  ['el', 'κατεστραμμένη ή έχει αλλοιωθεί', 'el'],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ hostArgs: ['--lang', lang] });

    test('the refusal of an imported file says why in the player\'s language; the buttons are worded', async ({ page, host }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      mkdirSync(savesOf(host), { recursive: true });
      copyFileSync(join(CORPUS, 'summary-lies.json'), join(savesOf(host), 'Boastful.json'));
      await page.goto(host.url);
      await page.locator('[data-open-saves]').click();
      await expect(page.locator('[data-save-export="Boastful"]')).toHaveText(lang === 'es' ? 'Exportar…' : 'Εξαγωγή…');
      await expect(page.locator('[data-saves-import]')).toHaveText(lang === 'es' ? 'Importar…' : 'Εισαγωγή…');
      await page.locator('[data-saves-import-file]').setInputFiles({
        name: 'forged.pericles', mimeType: 'application/octet-stream', buffer: readFileSync(join(CORPUS, 'theater-missing.json')),
      });
      await expect(page.locator('[data-error]')).toContainText(words);
      await page.screenshot({ path: `test-results/keep-import-refused-${shot}.png` });
      expect(jsonFiles(host)).toEqual(['Boastful.json']);
    });
  });
}

// A file the player opens from outside the page (`npm run web -- --open FILE`, as a double-click
// opens the desktop app on one) and the load refuses: the first page's notice names it and why.
const OUTSIDE = mkdtempSync(join(tmpdir(), 'pericles-e2e-open-'));
const NEWER = join(OUTSIDE, 'From the future.pericles');
const FORGED = join(OUTSIDE, 'Sicily gone.pericles');
writeFileSync(NEWER, readFileSync(join(CORPUS, 'future-format.json')));
writeFileSync(FORGED, readFileSync(join(CORPUS, 'theater-missing.json')));

for (const [lang, file, words, shot] of [
  ['en', NEWER, '“From the future.pericles” could not be opened. This save was made by a newer version of Pericles: update Pericles to open it.', 'en'],
  ['es', FORGED, 'No se pudo abrir «Sicily gone.pericles». Esta partida guardada está dañada o ha sido alterada', 'es'],
  ['el', FORGED, 'Το «Sicily gone.pericles» δεν άνοιξε.', 'el'],
] as const) {
  test.describe(`a file opened from outside, refused (${lang})`, () => {
    test.use({ hostArgs: ['--open', file, '--lang', lang] });

    test('the notice names the file and says why; nothing is added to the saves', async ({ page, host }) => {
      await page.setViewportSize({ width: 1600, height: 1000 });
      await page.goto(host.url);
      await expect(page.locator('[data-screen="start"]')).toBeVisible();
      const notice = page.locator('[data-notice="open-file-failed"]');
      await expect(notice).toContainText(words);
      await expect(notice).not.toContainText(/engine\.|newer-format|bad-save|theaterMissing|\{|\/tmp\//);
      await page.screenshot({ path: `test-results/keep-open-refused-${shot}.png` });
      expect(readdirSync(host.userData).includes('saves') ? jsonFiles(host) : []).toEqual([]);
    });
  });
}
