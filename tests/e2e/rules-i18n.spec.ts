// The players' rulebook in Spanish and Greek (#18, #17 item 6): after the language picker switches,
// the drawer shows the printed rulebook of that language, a prompt's rule link still lands on its
// paragraph, and search ignores accents (Greek "Βουλη" finds "Βουλή", Spanish "sequito" "Séquito").
import { expect, startGame, test } from './fixtures.js';
import { ruleLinkLands } from './rulesDrawer.js';

const SHOTS = process.env.RULES_SHOTS ?? 'test-results';
const SEATS = { aristocrats: 'human', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;

test('the rulebook follows the language: Greek and Spanish text, rule links, accent-free search', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await startGame(page, host, { seed: 'rules-i18n', seats: SEATS });
  const link = page.locator('[data-prompt] [data-rule-link]').first();
  await expect(link).toBeVisible();

  await page.locator('[data-lang-picker]').first().selectOption('el');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await page.locator('[data-open-rules]').click();
  const book = page.locator('[data-rules-page]');
  await expect(book).toBeVisible();

  // Typed without accents, the Greek word is found and marked as printed.
  const search = book.locator('[data-rules-search]');
  await search.fill('τμημα βουλης');
  await expect(book.locator('[data-rule-section]').first()).toHaveAttribute('data-rule-section', '5.3');
  await expect(book.locator('[data-rule-section="5.3"] h4, [data-rule-section="5.3"] h3, [data-rule-section="5.3"] h5').first()).toContainText('Τμήμα Βουλής');
  await expect(book.locator('mark[data-rules-hit]', { hasText: 'Βουλής' }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/rules-el-1280-search.png` });

  // A prompt's rule link lands on its paragraph in the Greek book too.
  const target = await ruleLinkLands(link, book);
  await expect(target).toContainText(/[α-ω]/);

  // 9.32 in Greek, with the app's note in Greek, at the other window size.
  await page.setViewportSize({ width: 1600, height: 1000 });
  await search.fill('9.32');
  const muster = book.locator('[data-rule-section="9.32"]');
  await expect(muster).toContainText('Μετακίνηση Στρατιωτικών Μονάδων');
  await expect(muster.locator('[data-rules-note="reading"]')).toContainText('Οι μονάδες κινούνται μία κάθε φορά');
  await page.screenshot({ path: `${SHOTS}/rules-el-1600-9.32.png` });

  // Switching to Spanish redraws the open drawer in the Spanish rulebook's words.
  await page.locator('[data-lang-picker]').first().selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(muster).toContainText('Movimiento de Unidades Militares');
  await search.fill('sequito');
  await expect(book.locator('[data-rule-section]').first()).toHaveAttribute('data-rule-section', '5.23');
  // The glossary follows the search (#29.13): emptied, it shows every term.
  await search.fill('');
  await book.locator('[data-rules-tab="glossary"]').click();
  await expect(book.locator('[data-glossary-term="Compatriota"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/rules-es-1600-glossary.png` });
  await page.keyboard.press('Escape');
  await expect(book).toHaveCount(0);
});
