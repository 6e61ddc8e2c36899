// #30 "Fair scenarios": a scenario's balance adjustment is this edition's, not the rulebook's, and
// the players are told so. The new-game screen's "How to win" says what was changed (the
// Archidamian War: Honor and two units) and the figure it was measured by (the scenario data's
// `balance`), in English, Spanish and Greek; never a key, a token or a {placeholder}.
import { en } from '../../src-renderer/i18n/en.js';
import { el, es } from '../../src-renderer/i18n/locales.js';
import { scenarioById } from '../../src-shared/games/pericles/data/scenarios/index.js';
import { expect, test } from './fixtures.js';

type Lang = 'en' | 'es' | 'el';
const DICTS: Record<Lang, Readonly<Record<string, string>>> = { en, es, el };
const word = (lang: Lang, key: string, args: Record<string, string | number> = {}): string =>
  (DICTS[lang][key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(args[k]));

const SCENARIO = 'archidamian-war';
const b = scenarioById(SCENARIO)!.balance!;
const SHARE = Math.round((100 * b.athensWins) / (b.athensWins + b.spartaWins + b.draws));

/** Where the screenshots go: SHOTS_DIR when set (a person looks at them), else the test's output folder. */
const shot = (name: string, outputPath: (n: string) => string): string => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : outputPath(name));

test('the Archidamian War\'s balance adjustment and its measured figure are shown under "How to win", in en, es and el', async ({ page, host }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(host.url);
  await page.locator('select[data-field="scenario"]').selectOption(SCENARIO);
  const note = page.locator(`[data-scenario-balance="${SCENARIO}"]`);
  await expect(note).toBeHidden(); // inside the closed "How to win"
  await page.locator('.scenario-victory summary').click();
  for (const lang of ['en', 'es', 'el'] as const) {
    if (lang !== 'en') await page.locator('[data-screen="start"] [data-lang-picker]').selectOption(lang);
    await expect(note).toBeVisible();
    await expect(note).toHaveText(`${word(lang, 'scenario.balanceHead')}: ${word(lang, `scenario.${SCENARIO}.balance`)} `
      + word(lang, 'scenario.balanceMeasured', { share: SHARE, games: b.games }));
    await expect(note).not.toContainText(/[{}]|scenario\.|balance\./);
  }
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('balance-note-el-1280.png', (n) => testInfo.outputPath(n)) });
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.locator('[data-screen="start"] [data-lang-picker]').selectOption('en');
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('balance-note-en-1600.png', (n) => testInfo.outputPath(n)) });
});

test('every full scenario for players says how its setup was balanced; the training vignettes have nothing to say', async ({ page, host }) => {
  await page.goto(host.url);
  for (const id of ['war-in-time-of-peace', 'first-peloponnesian-war', 'second-peloponnesian-war', 'campaign', 'training-amphipolis']) {
    await page.locator('select[data-field="scenario"]').selectOption(id);
    const note = page.locator(`[data-scenario-balance="${id}"]`);
    if (id.startsWith('training-')) await expect(note).toHaveCount(0);
    else await expect(note).toContainText(word('en', `scenario.${id}.balance`));
  }
});
