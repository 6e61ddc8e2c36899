// #33 Perikles' table in en, es and el at 1280×720 and 1600×1000 (screenshots to /work/notes/shots/
// for a person to look at): the prompt and the board's mirror are on screen, the words are the
// language's, and no engine token shows (started by the CLI contract, one human and three bots).
import { expect, test } from './fixtures.js';

const SIZES = [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }];
const TOKEN = /\bperikles\.|\{[a-z]+\}|\b(?:slaveRevolt|persianFleet|thessalianAllies|megara-tile|bot:random|commit\.send|influence\.take)\b/;

for (const lang of ['en', 'es', 'el'] as const) {
  test.describe(`Perikles in ${lang}`, () => {
    test.use({ hostArgs: ['--game', 'perikles', '--players', '4', '--seed', '3', '--bots', 'human,random,random,random', '--lang', lang] });
    test(`the table in ${lang} at both sizes: prompt and board on screen, no engine token`, async ({ page, host }) => {
      test.setTimeout(10 * 60_000);
      await page.setViewportSize(SIZES[0]!);
      await page.goto(host.url);
      const prompt = page.locator('[data-prompt]');
      await expect(prompt.locator('button[data-option]').first()).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Play on to the commit phase, where the Location tiles have their forces.
      for (let i = 0; i < 400 && !(await page.locator('[data-prompt="commit.send"]').isVisible()); i++) {
        const decisions = await page.locator('[data-screen="game"]').getAttribute('data-decisions');
        await page.locator('[data-prompt] button[data-option]:enabled').first().click();
        await expect(page.locator(`[data-screen="game"][data-decisions="${decisions}"] [data-prompt] button[data-option]:enabled`)).toHaveCount(0, { timeout: 60_000 });
        await expect(page.locator('[data-prompt] button[data-option]:enabled').first().or(page.locator('[data-game-over]'))).toBeVisible({ timeout: 60_000 });
      }
      for (const size of SIZES) {
        await page.setViewportSize(size);
        for (const sel of ['[data-prompt] h2', '[data-prompt] button[data-option] >> nth=0', '[data-city="athens"]', '[data-turn]']) {
          const box = await page.locator(sel).boundingBox();
          expect(box, sel).not.toBeNull();
          expect(box!.y + box!.height, `${sel} within ${size.height}`).toBeLessThanOrEqual(size.height);
        }
        expect(await page.locator('body').innerText()).not.toMatch(TOKEN);
        await page.screenshot({ path: `/work/notes/shots/ptable-${lang}-${size.width}.png` });
      }
    });
  });
}
