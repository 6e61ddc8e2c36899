// #18 the app in English, Spanish and Greek, through the real page: `npm run web -- --lang es`
// opens in Spanish (<html lang="es">); the language picker switches a game in play at once — the
// page's words and the board's canvas — keeping the game, the decision and a half-made choice; a
// reload keeps the language; a game saved in Greek opens in Spanish (saves hold no words). And a
// played turn in Spanish and in Greek shows no English words (it names what it finds).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { en } from '../../src-renderer/i18n/en.js';
import { el, es } from '../../src-renderer/i18n/locales.js';
import { THEATER_RX, THEATER_RY } from '../../src-renderer/games/pericles/board/layout.js';
import { testRng } from '../unit/testRng.js';
import { expect, startGame, test } from './fixtures.js';
import { decide, decisionCount } from './soak/choose.js';
import { theaterOnScreen } from './boardView.js';
import { LESSONS } from '../../src-shared/games/pericles/lessons/index.js';

type Dict = Readonly<Record<string, string>>;
const DICTS: Record<'en' | 'es' | 'el', Dict> = { en: en as Dict, es, el };
/** The string the page shows for `key` in `lang` (English where a translation still lacks it). */
function word(lang: 'en' | 'es' | 'el', key: string): string {
  return DICTS[lang][key] ?? (en as Dict)[key] ?? key;
}

const BOTS = { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;
const ME = '[data-prompt][data-seat="aristocrats"]';

/** The page's language as the page itself says it. */
async function htmlLang(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.lang);
}

/** Our prompt, ready to be used (not waiting on the host or the bots). */
async function ourPrompt(page: Page): Promise<Locator> {
  const prompt = page.locator(`${ME}:not([data-waiting])`);
  await expect(prompt.locator('[data-picker] button:not([data-closed])').first()).toBeEnabled({ timeout: 30_000 });
  return prompt;
}

/** The pixels of theater `id`'s name plate on the board's canvas (a PNG of that clip). */
async function plate(page: Page, id: number): Promise<Buffer> {
  const c = await theaterOnScreen(page, id);
  const w = THEATER_RX * 2.2 * c.scale;
  const h = THEATER_RY * 0.7 * c.scale;
  const x = c.x - w / 2;
  const y = c.y - THEATER_RY * c.scale - h / 2;
  return page.screenshot({ clip: { x: Math.max(0, x), y: Math.max(0, y), width: w, height: h } });
}

test.describe('started with --lang es', () => {
  test.use({ hostArgs: ['--lang', 'es'] });

  test('the start screen opens in Spanish; the picker switches it to Greek, named in each language', async ({ page, host }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(host.url);
    await expect(page.locator('[data-screen="start"]')).toBeVisible();
    expect(await htmlLang(page)).toBe('es');
    const picker = page.locator('[data-screen="start"] [data-lang-picker]');
    await expect(picker).toHaveValue('es');
    // Each language named in itself, whatever the page shows.
    expect(await picker.locator('option').evaluateAll((os) => os.map((o) => `${o.getAttribute('data-lang')}=${o.textContent}`)))
      .toEqual(['en=English', 'es=Español', 'el=Ελληνικά']);
    await expect(page.locator('button[data-start-game]')).toHaveText(word('es', 'start.begin'));
    await expect(page.locator('[data-screen="start"] h1')).toHaveText(word('es', 'start.heading'));
    await expect(page).toHaveTitle(word('es', 'app.title'));
    await page.screenshot({ path: 'test-results/i18n-start-es.png' });

    await picker.selectOption('el');
    expect(await htmlLang(page)).toBe('el');
    await expect(page.locator('button[data-start-game]')).toHaveText(word('el', 'start.begin'), { timeout: 1000 });
    await expect(page).toHaveTitle(word('el', 'app.title'));
    await page.screenshot({ path: 'test-results/i18n-start-el.png' });
    // The pick is remembered: a reload of this start does not go back to the flag's Spanish.
    await page.reload();
    await expect(page.locator('[data-screen="start"]')).toBeVisible();
    expect(await htmlLang(page)).toBe('el');
    await expect(page.locator('button[data-start-game]')).toHaveText(word('el', 'start.begin'));
  });

  test('switching to Greek in a game redraws words and board at once, keeping the game and the half-made choice; a reload stays Greek; the Greek save opens in Spanish', async ({ page, host }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 720 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await startGame(page, host, { seed: 'i18n-switch', seats: BOTS });
    await expect(page.locator('[data-screen="game"]')).toBeVisible();
    expect(await htmlLang(page)).toBe('es');
    const board = page.locator('[data-board]').first();
    await expect(board).toHaveAttribute('data-board-ready', 'true');
    await expect(board).toHaveAttribute('data-board-locale', 'es');
    const prompt = await ourPrompt(page);
    const rules = page.locator('[data-open-rules]');
    await expect(rules).toHaveText(word('es', 'panel.rules'));

    // A half-made choice: one option picked, not yet confirmed.
    const kind = await prompt.getAttribute('data-prompt');
    await prompt.locator('[data-picker] button[data-choice]:not([data-closed]), [data-picker] button[data-choice-card]:not([data-closed])').first().click();
    const pressed = await prompt.locator('[data-picker] [aria-pressed="true"]').count();
    const confirms = await prompt.locator('[data-confirm]').count();
    expect(pressed + confirms, 'the click left a choice in the making').toBeGreaterThan(0);
    const decisions = await decisionCount(page);
    const mirror = page.locator('[data-board-mirror] button[data-theater="1"]');
    await expect(mirror).toContainText(word('es', 'place.1'));
    // The plate's pixels are steady while nothing changes, so a change below is the new language.
    const before = await plate(page, 1);
    expect((await plate(page, 1)).equals(before), 'the plate drawn the same twice').toBe(true);

    await page.locator('.game-header [data-lang-picker]').selectOption('el');
    expect(await htmlLang(page)).toBe('el');
    // At once: the header, the board's mirror and its canvas.
    await expect(rules).toHaveText(word('el', 'panel.rules'), { timeout: 1000 });
    await expect(mirror).toContainText(word('el', 'place.1'), { timeout: 1000 });
    await expect(board).toHaveAttribute('data-board-locale', 'el', { timeout: 1000 });
    // The parts that redraw only when their part of the view changes (#16 speed) hear the new
    // language themselves: the status strip, the side panels, the log.
    const war = await page.locator('[data-strip-war]').getAttribute('data-strip-war');
    await expect(page.locator('[data-strip-war]')).toHaveText(word('el', war === 'war' ? 'panel.war' : 'panel.peace'), { timeout: 1000 });
    await expect(page.locator('.panel-honor h2')).toHaveText(word('el', 'panel.honor'), { timeout: 1000 });
    await expect(page.locator('.panel-strategos h2')).toHaveText(word('el', 'panel.strategos'), { timeout: 1000 });
    await expect(page.locator('.panel-log h2')).toHaveText(word('el', 'panel.log'), { timeout: 1000 });
    await expect.poll(async () => (await plate(page, 1)).equals(before), { timeout: 3000, message: 'the canvas plate redrawn in Greek' }).toBe(false);
    // The game and the decision as they were, and the choice still in the making.
    expect(await decisionCount(page)).toBe(decisions);
    await expect(page.locator(ME)).toHaveAttribute('data-prompt', kind!);
    await expect(prompt.locator('[data-picker] [aria-pressed="true"]')).toHaveCount(pressed);
    await expect(prompt.locator('[data-confirm]')).toHaveCount(confirms);
    await page.screenshot({ path: 'test-results/i18n-game-el.png' });

    // A reload stays Greek (the start's --lang es is not applied again).
    await page.reload();
    await expect(page.locator('[data-screen="start"]')).toBeVisible();
    expect(await htmlLang(page)).toBe('el');
    await page.locator('[data-continue]').click();
    await expect(page.locator('[data-screen="game"]')).toBeVisible();
    await expect(rules).toHaveText(word('el', 'panel.rules'));
    expect(await decisionCount(page)).toBe(decisions);

    // Saved in Greek…
    await page.keyboard.press('Control+Shift+S');
    await page.locator('[data-field="save-name"]').fill('i18n save');
    await page.locator('[data-save-as] button[type="submit"]').click();
    const status = page.locator('[data-save-status]');
    await expect(status).toHaveText(word('el', 'controls.saved').replace('{name}', 'i18n save'));
    // The note is worded again in the language chosen after the save, not kept in Greek.
    await page.locator('.game-header [data-lang-picker]').selectOption('es');
    await expect(status).toHaveText(word('es', 'controls.saved').replace('{name}', 'i18n save'));
    await page.locator('.game-header [data-lang-picker]').selectOption('el');
    const file = readFileSync(join(host.userData, 'saves', 'i18n save.json'), 'utf8');
    expect(file, 'a save holds no Greek words').not.toMatch(/[\u0370-\u03ff\u1f00-\u1fff]/);
    // …opened in Spanish.
    await page.goto(host.url);
    await expect(page.locator('[data-screen="start"]')).toBeVisible();
    await page.locator('[data-screen="start"] [data-lang-picker]').selectOption('es');
    expect(await htmlLang(page)).toBe('es');
    await page.locator('[data-open-saves]').click();
    await page.locator('[data-save-load="i18n save"]').click();
    await expect(page.locator('[data-screen="game"]')).toBeVisible();
    await expect(rules).toHaveText(word('es', 'panel.rules'));
    await expect(board).toHaveAttribute('data-board-locale', 'es');
    await expect(mirror).toContainText(word('es', 'place.1'));
    expect(await decisionCount(page)).toBe(decisions);
    await expect(page.locator(ME)).toHaveAttribute('data-prompt', kind!);
    expect(errors).toEqual([]);
  });
});

test.describe('npm run web -- --lang', () => {
  test.use({ hostArgs: ['--lang', 'el'] });
  test('--lang el opens in Greek over the system\'s English', async ({ page, host }) => {
    await page.goto(host.url);
    await expect(page.locator('[data-screen="start"]')).toBeVisible();
    expect(await page.evaluate(() => navigator.language)).toMatch(/^en/);
    expect(await htmlLang(page)).toBe('el');
    await expect(page.locator('[data-screen="start"] [data-lang-picker]')).toHaveValue('el');
  });
});

test('without --lang the first run follows the system language, and a pick is remembered', async ({ browser, host }) => {
  const context = await browser.newContext({ locale: 'es-AR' });
  const page = await context.newPage();
  try {
    await page.goto(host.url);
    await expect(page.locator('[data-screen="start"]')).toBeVisible();
    expect(await htmlLang(page)).toBe('es');
    await page.locator('[data-lang-picker]').selectOption('en');
    expect(await htmlLang(page)).toBe('en');
    // A new tab of the same browser: the remembered pick, not the system's Spanish.
    const other = await context.newPage();
    await other.goto(host.url);
    await expect(other.locator('[data-screen="start"]')).toBeVisible();
    expect(await htmlLang(other)).toBe('en');
    await expect(other.locator('button[data-start-game]')).toHaveText(en['start.begin']);
  } finally {
    await context.close();
  }
});

// ——— no English in a played turn ———

/**
 * Common English words of the UI. A word is English here only if the language has no such word
 * of its own: Spanish writes Honor, naval, Rumor and bots as English does, so those count in Greek
 * only; a, no, base, final, total, general, plan… are Spanish too and are left out.
 */
const ENGLISH = new Set([
  'the', 'and', 'of', 'your', 'you', 'choose', 'chosen', 'confirm', 'turn', 'turns', 'card', 'cards', 'theater', 'theaters',
  'unit', 'units', 'with', 'from', 'for', 'this', 'that', 'select', 'show', 'hide', 'pieces', 'decision', 'decisions',
  'player', 'players', 'waiting', 'each', 'land', 'phase', 'issue', 'issues', 'battle', 'peace', 'war', 'deck',
  'hand', 'legend', 'zoom', 'undo', 'save', 'saved', 'load', 'game', 'new', 'rules', 'log', 'more', 'less', 'none',
  'who', 'what', 'where', 'when', 'played', 'play', 'wins', 'win', 'lose', 'tie', 'back', 'next', 'start',
  'done', 'yes', 'open', 'close', 'is', 'are', 'was', 'have', 'not', 'all', 'any', 'only', 'will', 'by', 'on', 'in', 'at',
  'it', 'or', 'to', 'be', 'its', 'their', 'here', 'there', 'out', 'up', 'off', 'than', 'then', 'since', 'after', 'before',
  'commands', 'details', 'strength', 'leader', 'entourage', 'assembly', 'council', 'stock', 'discard', 'markers', 'marker',
  'treachery', 'league', 'oracle', 'military', 'diplomatic', 'ostracism', 'games', 'colony', 'plague',
  'athens', 'sparta', 'athenian', 'spartan', 'aristocrats', 'demagogues', 'eurypontids', 'agiads', 'faction', 'factions',
]);
const ENGLISH_ONLY_IN = { honor: ['el'], naval: ['el'], rumor: ['el'], bot: ['el'], bots: ['el'] } as Record<string, string[]>;
/** Names printed alike in every edition, and the game's own name. */
const PROPER = new Set(['pericles', 'boulé', 'boule', 'strategos', 'strategoi', 'ctrl', 'shift', 'esc', 'enter', 'tab', 'home', 'end']);

/** Lines of the page's visible text (the language picker's own names set aside), as the player sees them. */
async function visibleLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    // Screen-reader-only text (the board's mirror) sits in a 1-pixel box: not visible text.
    const hidden = new Map<Element, boolean>();
    const srOnly = (e: Element | null): boolean => {
      if (!e || e === document.body) return false;
      let v = hidden.get(e);
      if (v === undefined) {
        const r = e.getBoundingClientRect();
        v = r.width <= 1 || r.height <= 1 || srOnly(e.parentElement);
        hidden.set(e, v);
      }
      return v;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('[data-lang-picker], script, style, option')) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      if (srOnly(el)) continue;
      for (const line of (n.textContent ?? '').split('\n')) if (line.trim()) out.add(line.trim());
    }
    for (const s of document.querySelectorAll('select:not([data-lang-picker])')) {
      const o = (s as HTMLSelectElement).selectedOptions[0];
      if (o?.textContent?.trim() && (s as HTMLElement).checkVisibility()) out.add(o.textContent.trim());
    }
    return [...out];
  });
}

/** The English words of a line in `lang`'s page, and leftover {placeholders}. */
function englishIn(line: string, lang: 'es' | 'el'): string[] {
  // Whole words of any script (so "Oráculo" is not read as "Or"), then the Latin ones.
  const found = (line.match(/\p{L}[\p{L}']*/gu) ?? []).filter((w) => /^[A-Za-z']+$/.test(w)).filter((w) => {
    const l = w.toLowerCase();
    if (PROPER.has(l)) return false;
    return ENGLISH.has(l) || (ENGLISH_ONLY_IN[l]?.includes(lang) ?? false);
  });
  return [...found, ...(line.match(/\{\w+\}/g) ?? [])];
}

test('the English detector finds the English of the English page (so its silence in es and el means something)', async ({ page, host }) => {
  await startGame(page, host, { seed: 'i18n-detector', seats: BOTS });
  await expect(page.locator('[data-screen="game"]')).toBeVisible();
  await ourPrompt(page);
  expect(await htmlLang(page)).toBe('en');
  const lines = await visibleLines(page);
  const words = new Set(lines.flatMap((l) => englishIn(l, 'el').map((w) => w.toLowerCase())));
  for (const w of ['turn', 'rules', 'honor']) expect(words, `"${w}" found`).toContain(w);
  // The board's screen-reader mirror and the picker's language names are not visible text.
  expect(lines.some((l) => /^Select /.test(l))).toBe(false);
  expect(lines).not.toContain('English');
});

for (const lang of ['es', 'el'] as const) {
  test.describe(`a turn played in ${lang === 'es' ? 'Spanish' : 'Greek'}`, () => {
    test.use({ hostArgs: ['--lang', lang] });
    test(`shows no English words in the page's visible text (${lang})`, async ({ page, host }) => {
      test.setTimeout(420_000);
      await page.setViewportSize({ width: 1280, height: 720 });
      await startGame(page, host, { seed: `i18n-turn-${lang}`, seats: BOTS });
      await expect(page.locator('[data-screen="game"]')).toBeVisible();
      expect(await htmlLang(page)).toBe(lang);
      const status = page.locator('.status-line[data-turn]');
      const firstTurn = await status.getAttribute('data-turn');
      const rand = testRng(lang === 'es' ? 18 : 81);
      const english = new Map<string, string[]>();
      const look = async (): Promise<void> => {
        for (const line of await visibleLines(page)) {
          const words = englishIn(line, lang);
          if (words.length && !english.has(line)) english.set(line, words);
        }
      };
      let made = 0;
      // One whole turn of ours (bots play the others), looking at the page at each decision.
      for (; made < 150 && (await status.getAttribute('data-turn')) === firstTurn; made++) {
        const prompt = page.locator(`${ME}:not([data-waiting]):not([data-prompt=""])`);
        const ready = await prompt.locator('[data-picker] button:not([data-closed])').first().isEnabled({ timeout: 30_000 }).catch(() => false);
        if (!ready) break;
        await look();
        const before = await decisionCount(page);
        await decide(page, prompt, rand);
        await expect.poll(async () => (await decisionCount(page)) !== before, { timeout: 20_000 }).toBe(true);
      }
      await look();
      const lastTurn = await status.getAttribute('data-turn');
      const over = await page.locator('[data-screen="game"] [data-prompt=""]').count();
      await page.screenshot({ path: `test-results/i18n-turn-${lang}.png` });
      const report = [...english].map(([line, words]) => `${words.join(',')} ⟵ ${line.slice(0, 160)}`);
      test.info().annotations.push({ type: `english in ${lang}`, description: `${report.length} line(s) over ${made} decisions:\n${report.join('\n')}` });
      console.log(`[i18n ${lang}] turn ${firstTurn} → ${lastTurn}, ${made} decisions, ${report.length} line(s) with English:\n${report.join('\n')}`);
      expect(made, 'decisions played in the turn').toBeGreaterThan(3);
      expect(lastTurn !== firstTurn || over > 0, `the whole turn ${firstTurn} was played`).toBe(true);
      expect.soft(report, `English words in the ${lang} page`).toEqual([]);
    });
  });
}

for (const lang of ['es', 'el'] as const) {
  test.describe(`the lessons in ${lang === 'es' ? 'Spanish' : 'Greek'}`, () => {
    test.use({ hostArgs: ['--lang', lang] });
    test(`every lesson's reading steps show no English words (${lang})`, async ({ page, host }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(host.url);
      const english = new Map<string, string[]>();
      let steps = 0;
      for (const lesson of LESSONS) {
        await page.locator(`[data-lesson="${lesson.id}"] [data-lesson-start]`).click();
        const bar = page.locator(`[data-lesson-bar="${lesson.id}"]`);
        await expect(bar).toBeVisible({ timeout: 60_000 });
        // Each step read up to the first one that asks the player to act (a lesson's own game goes on from there).
        for (let i = 0; i < 12; i++) {
          await expect(bar.locator('[data-lesson-say]')).toBeVisible();
          steps++;
          for (const line of await visibleLines(page)) {
            const words = englishIn(line, lang);
            if (words.length && !english.has(line)) english.set(line, words);
          }
          const next = bar.locator('[data-lesson-next]');
          if (!(await next.count())) break;
          const before = await bar.getAttribute('data-step');
          await next.click();
          await expect(bar).not.toHaveAttribute('data-step', before ?? '');
        }
        await bar.locator('[data-lesson-leave]').click();
        await expect(page.locator('[data-learn]')).toBeVisible();
      }
      const report = [...english].map(([line, words]) => `${words.join(',')} ⟵ ${line.slice(0, 160)}`);
      console.log(`[i18n ${lang}] lessons: ${LESSONS.length}, steps read ${steps}, ${report.length} line(s) with English:\n${report.join('\n')}`);
      expect(steps).toBeGreaterThanOrEqual(LESSONS.length * 2);
      expect(report, `English words in the ${lang} lessons`).toEqual([]);
    });
  });
}
