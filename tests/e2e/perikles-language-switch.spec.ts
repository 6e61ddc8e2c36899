// #33 Perikles: a player who changes the language in the middle of a decision reads the status line
// (whose turn, which phase) in the new language at once, not only after the next decision.
import { expect, test } from './fixtures.js';

const STATUS = {
  es: 'Preparación: decide Rojo',
  el: 'Προετοιμασία: αποφασίζει ο Κόκκινος',
} as const;

test.describe('Perikles: switching the language mid-game', () => {
  test.use({ hostArgs: ['--game', 'perikles', '--players', '4', '--seed', '5', '--bots', 'human,normal,normal,normal'] });
  test('the status line follows the language picker while the same decision waits', async ({ page, host }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(host.url);
    const strip = page.locator('[data-status-strip]');
    await expect(page.locator('[data-prompt="setup.place"]')).toBeVisible({ timeout: 60_000 });
    await expect(strip).toContainText('Setup: Red to decide');
    const decisions = await page.locator('[data-screen="game"]').getAttribute('data-decisions');
    for (const lang of ['es', 'el'] as const) {
      await page.locator('[data-lang-picker]').first().selectOption(lang);
      // The same decision is still waiting: only the words changed.
      await expect(page.locator(`[data-screen="game"][data-decisions="${decisions}"] [data-prompt="setup.place"]`)).toBeVisible();
      await expect(strip).toContainText(STATUS[lang]);
      await expect(strip).not.toContainText('to decide');
    }
  });
});
