// #29 The solo handicap through the real page (engine/handicap.ts; RECONSTRUCTION.md §8, the
// printed solo system: +20 Honor for each Spartan bot against a player on Athens). A solo
// Aristocrats player with the suggested handicap: the new-game screen shows each Faction's
// starting Honor before Start (the Aristocrats and their Demagogues bot partner at the
// scenario's, the Spartan bots +20), the Honor panel shows the same once the game is on, and the
// log says it in words in English, Spanish and Greek (no `[handicap]`, no token).
import type { Page } from '@playwright/test';
import { en } from '../../src-renderer/i18n/en.js';
import { el, es } from '../../src-renderer/i18n/locales.js';
import { scenarioById } from '../../src-shared/games/pericles/data/scenarios/index.js';
import { FACTIONS, type Faction } from '../../src-shared/games/pericles/model/ids.js';
import { expect, test } from './fixtures.js';

type Lang = 'en' | 'es' | 'el';
const DICTS: Record<Lang, Readonly<Record<string, string>>> = { en, es, el };
const word = (lang: Lang, key: string, args: Record<string, string | number> = {}): string =>
  (DICTS[lang][key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(args[k]));

// 10/10 v 20/20: the game, where the Demagogues bot used to start at 30 against the player's 10.
const SCENARIO = 'second-peloponnesian-war';
const HONOR = scenarioById(SCENARIO)!.honor;
const EXPECTED: Record<Faction, number> = {
  aristocrats: HONOR.aristocrats, demagogues: HONOR.demagogues, eurypontids: HONOR.eurypontids + 20, agiads: HONOR.agiads + 20,
};

/** Where the screenshots go: SHOTS_DIR when set (a person looks at them), else the test's output folder. */
const shot = (name: string, outputPath: (n: string) => string): string => (process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : outputPath(name));

async function startingHonorShown(page: Page): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const f of FACTIONS) out[f] = Number(await page.locator(`[data-starting-honor="${f}"]`).getAttribute('data-honor'));
  return out;
}

async function chooseSoloAristocrats(page: Page): Promise<void> {
  await page.locator('select[data-field="scenario"]').selectOption(SCENARIO);
  for (const f of FACTIONS) await page.locator(`select[data-seat-kind="${f}"]`).selectOption(f === 'aristocrats' ? 'human' : 'bot:normal');
}

test('solo Aristocrats, suggested handicap: the Spartan bots start +20, the Demagogues bot as the scenario says — on the new-game screen, the Honor panel and the log in en, es, el', async ({ page, host }, testInfo) => {
  await page.goto(host.url);
  await chooseSoloAristocrats(page);
  // Before a handicap: the scenario's Honor, every Faction.
  await expect.poll(() => startingHonorShown(page)).toEqual({ ...HONOR });
  await page.getByRole('button', { name: word('en', 'start.handicapSuggested', { honor: 20 }) }).click();
  await expect(page.locator('input[data-field="handicap"]')).toHaveValue('20');
  await expect.poll(() => startingHonorShown(page)).toEqual(EXPECTED);
  for (const f of FACTIONS) {
    const cell = page.locator(`[data-starting-honor="${f}"]`);
    await expect(cell).toBeVisible();
    await expect(cell).toHaveText(EXPECTED[f] === HONOR[f]
      ? word('en', 'start.startingHonor', { honor: EXPECTED[f] })
      : word('en', 'start.startingHonorHandicap', { honor: EXPECTED[f], handicap: 20 }));
  }
  // The same in Spanish and Greek, before Start.
  for (const lang of ['es', 'el'] as const) {
    await page.locator('[data-screen="start"] [data-lang-picker]').selectOption(lang);
    await expect(page.locator('.seat-head')).toHaveText(word(lang, 'start.startingHonorHead'));
    await expect(page.locator('[data-starting-honor="agiads"]')).toHaveText(word(lang, 'start.startingHonorHandicap', { honor: EXPECTED.agiads, handicap: 20 }));
    await expect(page.locator('[data-starting-honor="agiads"]')).toHaveAttribute('aria-label', word(lang, 'start.startingHonorOf', { faction: word(lang, 'faction.agiads'), honor: EXPECTED.agiads }));
    await expect(page.locator('[data-starting-honor="demagogues"]')).toHaveText(word(lang, 'start.startingHonor', { honor: EXPECTED.demagogues }));
  }
  await page.locator('[data-screen="start"] [data-lang-picker]').selectOption('en');

  // A human on each Side: no Side is the bots' alone, nobody gets it, and the screen says so.
  await page.locator('select[data-seat-kind="agiads"]').selectOption('human');
  await expect(page.locator('input[data-field="handicap"]')).toBeDisabled();
  await expect(page.locator('[data-handicap-hint="nobody"]')).toHaveText(word('en', 'start.handicapNobody'));
  await expect.poll(() => startingHonorShown(page)).toEqual({ ...HONOR });
  await page.locator('select[data-seat-kind="agiads"]').selectOption('bot:normal');
  await expect.poll(() => startingHonorShown(page)).toEqual(EXPECTED);

  await page.locator('button[data-start-game]').click();
  await expect(page.locator('[data-screen="game"]')).toBeVisible();
  // The Honor panel: the numbers the new-game screen showed.
  for (const f of FACTIONS) await expect(page.locator(`.panel-honor [data-honor="${f}"] td`).first()).toHaveText(String(EXPECTED[f]));
  await expect(page.locator('.panel-honor [data-handicap="20"]')).toHaveAttribute('data-handicapped', 'eurypontids agiads');

  // The log: one line per Spartan bot, in words, whatever the language.
  const lines = page.locator('.panel-log [data-log="handicap.honor"]');
  await expect(lines).toHaveCount(2);
  for (const lang of ['en', 'es', 'el'] as const) {
    await page.locator('.game-header [data-lang-picker]').selectOption(lang);
    await expect(page.locator('.panel-honor h2')).toHaveText(word(lang, 'panel.honor'));
    const agiads = word(lang, 'faction.agiads');
    const line = lines.filter({ hasText: agiads });
    await expect(line).toHaveText(`[${word(lang, 'log.ruleTag.handicap')}] ${word(lang, 'log.handicap.honor', { faction: agiads, honor: 20, now: EXPECTED.agiads })}`);
    await expect(lines.filter({ hasText: word(lang, 'faction.demagogues') })).toHaveCount(0);
    for (const text of await lines.allTextContents()) expect(text, `${lang}: no engine token`).not.toMatch(/handicap\]|\{\w+\}|[a-z][A-Z]|eurypontids|agiads/);
    await expect(page.locator('.panel-honor [data-handicap]')).toHaveText(
      word(lang, 'status.handicap', { honor: 20, factions: new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format([word(lang, 'faction.eurypontids'), agiads]) }),
    );  await lines.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`handicap-game-${lang}.png`, (n) => testInfo.outputPath(n)) });
  }
});

const SHOTS = [[1280, 720], [1600, 1000]] as const;

test('the new-game screen with the handicap and each Faction\'s starting Honor: every option in sight, en/es/el, 1280×720 and 1600×1000', async ({ page, host }, testInfo) => {
  await page.goto(host.url);
  await chooseSoloAristocrats(page);
  await page.locator('input[data-field="handicap"]').fill('20');
  await expect.poll(() => startingHonorShown(page)).toEqual(EXPECTED);
  for (const lang of ['en', 'es', 'el'] as const) {
    await page.locator('[data-screen="start"] [data-lang-picker]').selectOption(lang);
    await expect(page.locator('.seat-head')).toHaveText(word(lang, 'start.startingHonorHead'));
    for (const [width, height] of SHOTS) {
      await page.setViewportSize({ width, height });
      // Every option of the form in sight at 1280×720 too: the seats, the handicap, Start.
      for (const sel of [...FACTIONS.map((f) => `select[data-seat-kind="${f}"]`), 'input[data-field="handicap"]', 'button[data-start-game]', '[data-starting-honor="agiads"]']) {
        await expect(page.locator(sel)).toBeInViewport({ ratio: 1 });
      }
      await page.screenshot({ path: shot(`handicap-newgame-${lang}-${width}x${height}.png`, (n) => testInfo.outputPath(n)) });
    }
  }
});
