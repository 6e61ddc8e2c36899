// The players' rulebook (#17 item 6): it opens beside the game with the board still in view and
// playable, finds a rule by its number first, matches the UI's spellings (Boulé typed "Boule"),
// lands a prompt's rule link on its paragraph, has a glossary and an index, and Escape closes it.
import type { Page } from '@playwright/test';
import { expect, startGame, test } from './fixtures.js';
import { ruleLinkLands } from './rulesDrawer.js';

/** Screenshots go to test-results/ (RULES_SHOTS overrides: other runs clear test-results/). */
const SHOTS = process.env.RULES_SHOTS ?? 'test-results';
const SEATS = { aristocrats: 'human', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;

/** The drawer takes the side panels' place: the whole board stays in view, and can be clicked. */
async function boardUsable(page: Page): Promise<void> {
  const slot = (await page.locator('[data-board-slot]').boundingBox())!;
  const drawer = (await page.locator('[data-rules-page]').boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(slot.x + slot.width).toBeLessThanOrEqual(drawer.x + 1);
  expect(slot.width).toBeGreaterThan(width * 0.55);
  await expect(page.locator('[data-side-panels]')).toBeHidden();
  const onBoard = await page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-board-slot]'), [slot.x + slot.width / 2, slot.y + slot.height / 2]);
  expect(onBoard).toBe(true);
}

test('the rulebook opens beside the game; rule numbers, spellings, prompt links, glossary, index, Escape', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await startGame(page, host, { seed: 'rules-1', seats: SEATS });
  const link = page.locator('[data-prompt] [data-rule-link]').first();
  await expect(link).toBeVisible();

  // From the header: beside the board, which stays visible and usable.
  await page.locator('[data-open-rules]').click();
  const book = page.locator('[data-rules-page]');
  await expect(book).toBeVisible();
  await expect(page.locator('[data-board-slot] canvas')).toBeVisible();
  await boardUsable(page);
  await page.screenshot({ path: `${SHOTS}/rules-1280-open.png` });

  // A rule number finds that rule first.
  const search = book.locator('[data-rules-search]');
  await search.fill('9.32');
  await expect(book.locator('[data-rule-section]').first()).toHaveAttribute('data-rule-section', '9.32');
  await expect(book.locator('[data-rule-section="9.32"]')).toBeInViewport();

  // The UI writes Boulé; typed without the accent it is found and marked.
  await search.fill('Boule');
  await expect(book.locator('[data-rule-section]').first()).toHaveAttribute('data-rule-section', '5.3');
  await expect(book.locator('mark[data-rules-hit]', { hasText: 'Boulé' }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/rules-1280-search.png` });

  // A prompt's rule link lands on its paragraph, scrolled into view and marked.
  await ruleLinkLands(link, book);
  await expect(search).toHaveValue('');

  // Glossary and index (at 1600×1000, the other size players use).
  await page.setViewportSize({ width: 1600, height: 1000 });
  await boardUsable(page);
  await book.locator('[data-rules-tab="glossary"]').click();
  await expect(book.locator('[data-glossary-term="Compatriot"]')).toBeVisible();
  // A term the rules do not define points at the rule that governs it.
  await book.locator('[data-glossary-term="Krypteia"] a').click();
  await expect(book.locator('[data-rule-target="true"]')).toHaveAttribute('data-rule-section', '7.45');
  await expect(book.locator('[data-rule-section="7.45"]')).toBeInViewport();
  await book.locator('[data-rules-tab="glossary"]').click();
  await page.screenshot({ path: `${SHOTS}/rules-1600-glossary.png` });
  // #29: the glossary follows the search: only the terms holding the words, marked, each tab
  // counting its hits; a rule number finds the terms it governs.
  const all = await book.locator('[data-glossary-term]').count();
  await search.fill('compatriot');
  await expect(book.locator('[data-rules-body="glossary"]')).toBeVisible();
  const terms = book.locator('[data-glossary-term]');
  await expect(terms.first()).toHaveAttribute('data-glossary-term', /Compatriot/);
  const n = await terms.count();
  expect(n).toBeGreaterThan(0);
  expect(n).toBeLessThan(all);
  for (const text of await terms.allInnerTexts()) expect(text.toLowerCase()).toContain('compatriot');
  await expect(terms.first().locator('mark[data-rules-hit]').first()).toBeVisible();
  await expect(book.locator('[data-rules-tab="glossary"]')).toHaveText(`Glossary (${n})`);
  await expect(book.locator('[data-rules-count]')).toHaveText(n === 1 ? '1 glossary term matches' : `${n} glossary terms match`);
  await expect(book.locator('[data-rules-tab="rules"]')).toHaveText(/^Rules \(\d+\)$/);
  if (process.env.WORDS_SHOTS) await page.screenshot({ path: `${process.env.WORDS_SHOTS}/words-glossary-search-1600.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  if (process.env.WORDS_SHOTS) await page.screenshot({ path: `${process.env.WORDS_SHOTS}/words-glossary-search-1280.png` });
  await search.fill('7.45');
  await expect(book.locator('[data-glossary-term="Krypteia"]')).toBeVisible();
  await search.fill('zzqx');
  await expect(terms).toHaveCount(0);
  await expect(book.locator('[data-rules-count]')).toHaveText('No glossary term matches “zzqx”.');
  await search.fill('');
  await expect(terms).toHaveCount(all);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await book.locator('[data-rules-tab="index"]').click();
  const muster = book.locator('[data-index-topic="Expeditionary Muster"]');
  await expect(muster).toBeVisible();
  await muster.locator('a', { hasText: '9.32' }).click();
  await expect(book.locator('[data-rule-target="true"]')).toHaveAttribute('data-rule-section', '9.32');
  await expect(book.locator('[data-rule-section="9.32"]')).toBeInViewport();
  // The open questions' working readings stand at their rule.
  await page.screenshot({ path: `${SHOTS}/rules-1600-9.32.png` });
  await expect(book.locator('[data-rule-section="9.32"] [data-rules-note="reading"]')).toBeAttached();


  // Escape closes it; the game is as it was.
  await page.keyboard.press('Escape');
  await expect(book).toHaveCount(0);
  await expect(link).toBeVisible();
  await expect(page.locator('[data-side-panels]')).toBeVisible();
});

test('the rulebook opens from the start screen', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(host.url);
  await expect(page.locator('[data-screen="start"]')).toBeVisible();
  await page.locator('[data-open-rulebook]').click();
  const book = page.locator('[data-rules-page]');
  await expect(book).toBeVisible();
  await expect(book.locator('[data-rule-section="1.0"]')).toBeVisible();
  // The contents lead to a chapter.
  await book.locator('[data-rules-contents] summary').click();
  await page.screenshot({ path: `${SHOTS}/rules-start-contents.png` });
  await book.locator('[data-rules-contents] a', { hasText: '11.0 End Phase' }).click();
  await expect(book.locator('[data-rule-section="11.0"]')).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/rules-start.png` });
  await page.keyboard.press('Escape');
  await expect(book).toHaveCount(0);
});
