// #18 the engine area through the real page: the rule bots' reasons come from the host as message
// keys with arguments (never English) and the log words them in the player's language, theaters
// and forces by their names; switching the language rewords the same lines at once.
import { expect, startGame, test } from './fixtures.js';
import { decide, decisionCount } from './soak/choose.js';
import { testRng } from '../unit/testRng.js';

const ME = '[data-prompt][data-seat="aristocrats"]';
const SHOTS = process.env.ENGINE_SHOTS ?? 'test-results';
const RULE_BOTS = { demagogues: 'bot:normal', eurypontids: 'bot:normal', agiads: 'bot:normal' } as const;
/** Engine tokens, placeholders, and English words a Spanish or Greek reason never has. */
const NOT_WORDED = /\b[a-z]+[A-Z][A-Za-z]*\b|[{}]|engine\.|\b(?:the|and|its|with|from|plays|commits|moves|declines|builds|unit|units)\b/;

/** The texts of the bots' reasons the log shows (withheld ones left out). */
async function shownReasons(page: import('@playwright/test').Page): Promise<string[]> {
  return page.locator('[data-log="bot.reason"]:not(.withheld)').evaluateAll((ls) => ls.map((l) => (l.textContent ?? '').trim()));
}

test.describe('bot reasons in Spanish', () => {
  test.use({ hostArgs: ['--lang', 'es'] });
  test('the log words the rule bots\' reasons in Spanish, then in Greek after the picker — #18', async ({ page, host }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 720 });
    await startGame(page, host, { scenario: 'training-naupactus', seed: 'engine-i18n', seats: RULE_BOTS });
    await expect(page.locator('[data-screen="game"]')).toBeVisible();
    const rand = testRng(1818);
    // Play until the bots have given reasons a player may read (public decisions, or the game's end).
    for (let made = 0; made < 60 && (await shownReasons(page)).length < 3; made++) {
      const prompt = page.locator(`${ME}:not([data-waiting]):not([data-prompt=""])`);
      const ready = await prompt.locator('[data-picker] button:not([data-closed])').first().isEnabled({ timeout: 30_000 }).catch(() => false);
      if (!ready) break;
      const before = await decisionCount(page);
      await decide(page, prompt, rand);
      await expect.poll(async () => (await decisionCount(page)) !== before, { timeout: 20_000 }).toBe(true);
    }
    // Read the log once the game stands still: this seat deciding, or the game over. Over, the end
    // screen stands where the log was (#29.9); back to the board and its panels to read the log.
    // (#31.7: beside a CPU hog the bots ended the game after a first look, and the end screen then
    // covered the log this test was scrolling to.)
    const endBoard = page.locator('[data-end-board]');
    const myTurn = page.locator(`${ME}:not([data-waiting]):not([data-prompt=""])`);
    await expect(endBoard.or(myTurn).first()).toBeVisible({ timeout: 120_000 });
    if (await endBoard.isVisible()) await endBoard.click();
    const es = await shownReasons(page);
    expect(es.length).toBeGreaterThan(0);
    for (const line of es) expect(line, line).not.toMatch(NOT_WORDED);
    // Theaters by their names, never a bare id.
    expect(es.some((l) => /\d+ \p{Lu}\p{Ll}/u.test(l))).toBe(true);
    await page.locator('[data-log="bot.reason"]:not(.withheld)').last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/engine-i18n-es-1280.png` });

    await page.locator('.game-header [data-lang-picker]').selectOption('el');
    await expect.poll(async () => (await shownReasons(page)).join('\n')).toMatch(/[\u0370-\u03ff]/);
    const el = await shownReasons(page);
    console.log(`[engine-i18n] ${es.length} reasons:\n${es.join('\n')}\n${el.join('\n')}`);
    expect(el.length).toBeGreaterThanOrEqual(es.length);
    for (const line of el) expect(line, line).not.toMatch(NOT_WORDED);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.locator('[data-log="bot.reason"]:not(.withheld)').last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/engine-i18n-el-1600.png` });
  });
});
