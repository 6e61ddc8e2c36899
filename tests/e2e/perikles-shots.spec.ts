// #33 Perikles' table in en, es and el at 1280×720 and 1600×1000 (screenshots to test-results/
// for a person to look at): the prompt and the board's mirror are on screen, the words are the
// language's, and no engine token shows (started by the CLI contract, one human and three bots).
import { expect, test } from './fixtures.js';

const PHASE5 = { en: 'Phase 5', es: 'Fase 5', el: 'Φάση 5' } as const;
const SIZES = [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }];
const TOKEN = /\bperikles\.|\{[a-z]+\}|\b(?:slaveRevolt|persianFleet|thessalianAllies|megara-tile|bot:random|commit\.send|influence\.take)\b/;

for (const lang of ['en', 'es', 'el'] as const) {
  test.describe(`Perikles in ${lang}`, () => {
    test.use({ hostArgs: ['--game', 'perikles', '--players', '4', '--seed', '3', '--bots', 'human,easy,normal,hard', '--lang', lang] });
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
        await page.screenshot({ path: `test-results/ptable-${lang}-${size.width}.png` });
      }
      // The rules drawer is Perikles' own book in this language, opened at the rule of the decision asked.
      await expect(page.locator('[data-prompt="commit.send"]')).toBeVisible();
      await page.locator('[data-open-rules]').click();
      const drawer = page.locator('[data-rules-drawer]');
      const section = drawer.locator('[data-rule-section="phase-5-commit-military-forces"]');
      await expect(section).toHaveAttribute('data-rule-target', 'true');
      await expect(section).toBeInViewport();
      await expect(section.locator('h3, h4').first()).toContainText(PHASE5[lang]);
      expect(await drawer.innerText()).not.toContain('Strategos'); // not Pericles' rulebook
      await page.screenshot({ path: `test-results/ptable-rules-${lang}.png` });
    });
  });
}
