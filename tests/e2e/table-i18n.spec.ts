// #18 the table area through the real page: in Spanish and in Greek the board's buttons, legend,
// DOM mirror and link explanations (9.32) are in the page's language, and the canvas is drawn in
// it (screenshots at 1280x720 and 1600x1000 go to test-results/ to be looked at).
import { LINKS, THEATERS, linkKey } from '../../src-shared/games/pericles/data/board.js';
import { es, el } from '../../src-renderer/i18n/locales.js';
import { linkWords } from '../../src-renderer/games/pericles/board/linkWords.js';
import { setLocale } from '../../src-renderer/i18n/index.js';
import { expect, startGame, test } from './fixtures.js';

const BOTS = { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;
const DICT = { es, el } as const;
/** English words the board used to print whatever the language. */
const ENGLISH = /\b(?:Fit|Hide|Show|pieces|Legend|Links|theater|Theaters|Board contents|Reachable|Select|units?|strength|row|Persia box|abstract box|Empty)\b/;

for (const lang of ['es', 'el'] as const) {
  test.describe(`the board in ${lang}`, () => {
    test.use({ hostArgs: ['--lang', lang] });

    test(`buttons, legend, mirror and link tips are in the page's language (${lang})`, async ({ page, host }) => {
      const d = DICT[lang];
      await page.setViewportSize({ width: 1280, height: 720 });
      await startGame(page, host, { seed: `table-${lang}`, seats: { aristocrats: 'human', ...BOTS } });
      const board = page.locator('[data-board]').first();
      await expect(board).toHaveAttribute('data-board-ready', 'true');
      await expect(board).toHaveAttribute('aria-label', d['board.aria']!);
      await expect(board.locator('[data-board-fit]')).toHaveText(d['board.fit']!);
      await expect(board.getByRole('button', { name: d['board.hide'] })).toBeVisible();
      await board.getByRole('button', { name: d['board.legend'] }).click();
      await expect(board.locator('[data-board-legend]')).toContainText(d['board.legend.coastal']!);
      await expect(board.getByText(d['board.links']!, { exact: true })).toBeVisible();

      const mirror = board.locator('[data-board-mirror]');
      await expect(mirror).toHaveAttribute('aria-label', d['board.mirror']!);
      const athens = await mirror.locator('[data-theater="7"]').textContent();
      expect(athens).toContain(d[THEATERS[6]!.type === 'land' ? 'board.mirror.landTheater' : 'board.mirror.navalTheater']);
      expect(athens).not.toMatch(ENGLISH);
      const persia = await mirror.locator('[data-theater="persia"]').textContent();
      expect(persia).toContain(d['board.mirror.persia']);
      const unitButtons = await mirror.locator('[data-unit]').allTextContents();
      expect(unitButtons.length).toBeGreaterThan(0);
      for (const b of unitButtons) expect(b).not.toMatch(ENGLISH);

      // A link's explanation, in the mirror and on hover, as linkWords words it in this language.
      setLocale(lang);
      const link = LINKS.find((l) => linkKey(l.a, l.b) === '2-7')!;
      const words = linkWords(link);
      setLocale('en');
      const linkButton = mirror.locator('[data-link="2-7"]');
      await expect(linkButton).toContainText(words.title);
      expect(await linkButton.textContent()).not.toMatch(ENGLISH);
      await linkButton.focus();
      const tip = page.locator('[data-board-tooltip]');
      await expect(tip).toHaveAttribute('data-link', '2-7');
      await expect(tip).toContainText(words.title);
      await expect(tip).toContainText(words.naval);

      await board.locator('[data-board-fit]').click();
      await page.screenshot({ path: `test-results/table-i18n-${lang}-1280.png` });
      await page.setViewportSize({ width: 1600, height: 1000 });
      await board.locator('[data-board-fit]').click();
      await page.screenshot({ path: `test-results/table-i18n-${lang}-1600.png` });
    });
  });
}
