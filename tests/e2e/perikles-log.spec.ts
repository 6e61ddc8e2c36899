// #33 Perikles' log, replay and saves list in Spanish and Greek through the real page: the log shows
// every entry in the page's language (never the engine's English sentence), its filters work, a
// replayed decision names what was decided, and the saves list shows each family's points as chips.
// Screenshots of the log (1280×720) and of the saves list go to /work/notes/shots/ for a person.
import { LOG_TEXT } from '../../src-shared/games/perikles/board.js';
import { expect, test } from './fixtures.js';

const ENGLISH = Object.values(LOG_TEXT);
const TOKEN = /\bperikles\.|\{[a-z]+\}|\b(?:slaveRevolt|persianFleet|thessalianAllies|megara-tile|influence\.take|setup\.freeCube)\b/;
const TOOK_TILE = { es: 'tomó una loseta de Influencia', el: 'πήρε πλακίδιο Επιρροής' } as const;
const POINTS = { es: 'Puntos de victoria', el: 'Πόντοι νίκης' } as const;
const SHOTS = process.env.SHOTS_DIR ?? 'test-results';
const GAME = { es: 'Perikles', el: 'Περικλής (Perikles)' } as const;
const SEARCH_HINT = { es: 'Fase 5', el: 'Φάση 5' } as const;

for (const lang of ['es', 'el'] as const) {
  test.describe(`Perikles' log in ${lang}`, () => {
    test.use({ hostArgs: ['--game', 'perikles', '--players', '4', '--seed', '3', '--bots', 'human,easy,normal,hard', '--lang', lang] });
    test(`the log, a replayed decision and the saves list speak ${lang}`, async ({ page, host }) => {
      test.setTimeout(6 * 60_000);
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(host.url);
      const options = page.locator('[data-prompt] button[data-option]:enabled');
      // Play into the Influence tiles: free cubes, tiles taken by every family.
      for (let i = 0; i < 6; i++) {
        await expect(options.first()).toBeVisible({ timeout: 60_000 });
        const decisions = await page.locator('[data-screen="game"]').getAttribute('data-decisions');
        await options.first().click();
        await expect(page.locator(`[data-screen="game"][data-decisions="${decisions}"]`)).toHaveCount(0, { timeout: 60_000 });
      }
      await expect(options.first()).toBeVisible({ timeout: 60_000 });
      // The window names the game played, and the rules drawer's search gives an example of its own headings.
      await expect(page).toHaveTitle(GAME[lang]);
      await page.locator('[data-open-rules]').click();
      const search = page.locator('[data-rules-search]');
      await expect(search).toHaveAttribute('placeholder', new RegExp(SEARCH_HINT[lang]));
      expect(await search.getAttribute('placeholder')).not.toContain('9.32');
      await page.locator('[data-rules-close]').click();

      // The log, unfolded: every entry in words of this language, its rule by this rulebook's heading.
      const fold = page.locator('[data-fold="perikles-log"]');
      if (await fold.getAttribute('data-folded') === 'true') await page.locator('[data-fold-toggle="perikles-log"]').click();
      const log = page.locator('[data-panel="log"]');
      await expect(log.locator('li[data-log="influence.take"]').first()).toBeVisible();
      const text = await log.innerText();
      for (const english of ENGLISH) expect(text, english).not.toContain(english);
      expect(text).not.toMatch(TOKEN);
      expect(text).not.toContain('Phase 2'); // the rule's heading is this language's
      await log.locator('li').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/words-log-${lang}-1280.png` });

      // Filters: Influence keeps the free cubes and tiles taken; All brings every entry back.
      const all = Number(await log.locator('ol').getAttribute('data-log-count'));
      await log.locator('[data-log-filter="elections"]').click();
      await expect(log.locator('[data-log-no-match]')).toBeVisible();
      await log.locator('[data-log-filter="elections"]').click();
      await log.locator('[data-log-filter="influence"]').click();
      await expect(log).toHaveAttribute('data-log-filtered', 'influence');
      const kinds = await log.locator('li[data-log]').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-log') ?? ''));
      expect(kinds.length).toBeGreaterThan(0);
      expect(kinds.every((k) => k.startsWith('setup.') || k.startsWith('influence.'))).toBe(true);
      await log.locator('[data-log-filter="all"]').click();
      await expect(log.locator('li[data-log]')).toHaveCount(all);

      // The replay's decision line names what was decided, in this language.
      await page.locator('[data-control="replay"]').click();
      const replay = page.locator('[data-replay]');
      await expect(replay).toBeVisible();
      // Once the replay has its record (it opens at the last decision), Home goes to the start;
      // a Home pressed before it arrives is undone by its arrival.
      await expect(replay).toHaveAttribute('data-replay-total', /^\d+$/);
      await replay.focus();
      await page.keyboard.press('Home');
      await expect(replay).toHaveAttribute('data-replay-at', '0');
      const line = replay.locator('[data-replay-decision] .replay-who');
      const total = Number(await replay.getAttribute('data-replay-total'));
      let found = false;
      for (let at = 1; at <= total && !found; at++) {
        await page.keyboard.press('ArrowRight');
        await expect(replay).toHaveAttribute('data-replay-at', String(at));
        found = (await line.innerText()).includes(TOOK_TILE[lang]);
      }
      expect(found, 'a replayed decision says a tile was taken').toBe(true);
      expect(await line.innerText()).not.toMatch(TOKEN);
      await page.screenshot({ path: `${SHOTS}/words-replay-${lang}-1280.png` });
      await page.keyboard.press('Escape');

      // The saves list: the game's autosave with each family's points as chips.
      await page.goto(host.url);
      await expect(options.first()).toBeVisible({ timeout: 60_000 });
      await page.locator('[data-control="open"]').click();
      const browser = page.locator('[data-saves-browser]');
      const chips = browser.locator('[data-save-scores]').first();
      await expect(chips).toBeVisible({ timeout: 30_000 });
      await expect(chips).toContainText(POINTS[lang]);
      await expect(chips.locator('[data-save-score]')).toHaveCount(4);
      expect(await browser.innerText()).not.toMatch(TOKEN);
      await page.screenshot({ path: `${SHOTS}/words-saves-${lang}-1280.png` });
    });
  });
}
