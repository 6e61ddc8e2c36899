// The game screen's header stays one row at 1280×720 in English, Spanish and Greek (#30: the
// "Seats…" button had wrapped it onto two): the file commands and Seats… show as icons, each with
// its word as its accessible name and as its tip (title on hover, a tip on keyboard focus), and
// every command is still reached by Tab, in order. Screenshots: test-results/header-*.png.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { el, es } from '../../src-renderer/i18n/locales.js';
import { en } from '../../src-renderer/i18n/en.js';
import { SAVES_EN } from '../../src-renderer/saves/strings.js';
import { expect, startGame, test } from './fixtures.js';

const SHOTS = 'test-results';
const SIZES = [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }];
type Dict = Record<string, string>;
const DICTS: Record<'en' | 'es' | 'el', Dict> = { en: en as Dict, es: es as Dict, el: el as Dict };
const word = (lang: 'en' | 'es' | 'el', key: string): string => DICTS[lang][key] ?? (en as Dict)[key] ?? (SAVES_EN as Dict)[key] ?? key;

/** The header's commands in Tab order: [selector, dictionary key of its name]. */
const COMMANDS: Array<[string, string]> = [
  ['[data-open-rules]', 'panel.rules'],
  ['[data-control="save"]', 'controls.save'],
  ['[data-control="saveAs"]', 'controls.saveAs'],
  ['[data-control="open"]', 'controls.open'],
  ['[data-control="new"]', 'controls.new'],
  ['[data-control="replay"]', 'controls.replay'],
  ['[data-control="seats"]', 'seats.open'],
  ['.game-header [data-lang-picker]', 'lang.label'],
  ['.game-header [data-display-picker] summary', 'display.label'],
];

/** The header's boxes: the header, the status strip, and each command. */
async function boxes(page: Page) {
  return page.evaluate((sels) => {
    const box = (e: Element | null) => { const r = e!.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height }; };
    return {
      header: box(document.querySelector('.game-header')),
      status: box(document.querySelector('.game-header .status-line')),
      tools: box(document.querySelector('.header-tools')),
      commands: sels.map((s) => box(document.querySelector(s))),
    };
  }, COMMANDS.map(([s]) => s));
}

test('the game header is one row at 1280×720 in en, es and el; every command named, tipped and reached by Tab', async ({ page, host }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(SIZES[0]!);
  await startGame(page, host, {
    scenario: 'training-ostracism',
    seed: 'header-row',
    seats: { aristocrats: 'bot:random', demagogues: 'human', eurypontids: 'bot:random', agiads: 'bot:random' },
  });
  await expect(page.locator('[data-screen="game"]')).toHaveAttribute('data-seat', 'demagogues');
  for (const lang of ['en', 'es', 'el'] as const) {
    await page.locator('.game-header [data-lang-picker]').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
      const b = await boxes(page);
      // One row: every command on the same line, the tools' box no taller than its tallest command…
      const tallest = Math.max(...b.commands.map((c) => c.height));
      expect(b.tools.height, `${lang} ${size.width}: tools' height`).toBeLessThanOrEqual(tallest + 1);
      for (const [i, c] of b.commands.entries()) {
        expect(Math.abs(c.top + c.height / 2 - (b.tools.top + b.tools.height / 2)), `${lang} ${size.width}: ${COMMANDS[i]![0]} off the row`).toBeLessThanOrEqual(2);
        expect(c.right, `${lang} ${size.width}: ${COMMANDS[i]![0]} in the window`).toBeLessThanOrEqual(size.width);
      }
      // …and the header no taller than the status strip beside it (the tools add no row).
      expect(b.header.height, `${lang} ${size.width}: header height`).toBeLessThanOrEqual(b.status.height + 10);
      expect(b.header.height).toBeGreaterThanOrEqual(tallest);
      await page.screenshot({ path: `${SHOTS}/header-${lang}-${size.width}.png` });
    }
    await page.setViewportSize(SIZES[0]!);
    // Each command is named in words (the icons are decoration), and a pointer over it reads the word.
    for (const [sel, key] of COMMANDS.slice(0, 7)) {
      const button = page.locator(sel);
      await expect(button, `${lang} ${sel}`).toHaveAccessibleName(word(lang, key));
      if (key !== 'seats.open' && key !== 'panel.rules') await expect(button).toHaveAttribute('title', word(lang, key));
    }
    await expect(page.locator('[data-control="seats"]')).toHaveAttribute('title', word(lang, 'seats.openHint'));
    // By keyboard: Tab from Rules reaches every command in order, each showing its word as a tip.
    await page.locator('[data-open-rules]').focus();
    for (const [i, [sel, key]] of COMMANDS.entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      await expect(page.locator(sel), `${lang}: Tab #${i} on ${sel}`).toBeFocused();
      if (sel.includes('data-control')) {
        const tip = await page.locator(sel).evaluate((e) => getComputedStyle(e, '::after').content);
        expect(tip, `${lang}: the tip of ${sel}`).toBe(`${JSON.stringify(word(lang, key))} / ""`);
      }
    }
    await page.locator('[data-control="saveAs"]').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await page.screenshot({ path: `${SHOTS}/header-${lang}-tip-1280.png`, clip: { x: 640, y: 0, width: 640, height: 90 } });
  }
  // Every command still works from its icon: Seats… opens its dialog.
  await page.locator('[data-control="seats"]').press('Enter');
  await expect(page.locator('[data-seats-dialog]')).toBeVisible();
});
