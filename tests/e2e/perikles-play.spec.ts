// #33 Perikles through the real page: a whole 4-player game (one person, three bots) started from the
// start screen, and a whole 5-player hot-seat game started by the CLI contract
// (`--game perikles --players 5 --seed 1 --bots human,…`), both played to the end through the prompt's
// buttons. The hot-seat game reaches every decision kind of the game (state.ts Decision).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

const ALL_KINDS = [
  'setup.place', 'influence.take', 'influence.anyCity', 'influence.candidate', 'influence.assassin', 'influence.after',
  'special.alkibiades', 'candidates.propose', 'commit.firstPlayer', 'commit.recover', 'commit.send', 'commit.permission', 'battle.special',
];

/**
 * Plays the game shown to its end through the page: takes each hand-off, and answers each prompt
 * with a Special tile when one is offered, on every third commit turn a counter sent to defend
 * (so leaders are asked permission), else the first option offered. Returns the kinds of prompt met.
 */
async function playToEnd(page: Page, maxClicks = 1500): Promise<{ kinds: Set<string>; clicks: number }> {
  const kinds = new Set<string>();
  let sends = 0;
  let clicks = 0;
  const over = page.locator('[data-game-over]');
  const handoff = page.locator('[data-handoff] [data-take-seat]');
  const options = page.locator('[data-prompt] button[data-option]:enabled');
  while (clicks < maxClicks) {
    await expect(over.or(handoff).or(options.first())).toBeVisible({ timeout: 60_000 });
    if (await over.isVisible()) break;
    if (await handoff.isVisible()) { await handoff.click(); continue; }
    const prompt = page.locator('[data-prompt]');
    const kind = await prompt.getAttribute('data-prompt');
    const decisions = await page.locator('[data-screen="game"]').getAttribute('data-decisions');
    if (kind) kinds.add(kind);
    const special = page.locator('[data-prompt] button[data-option][data-action="special"]:enabled');
    const hasSend = await page.locator('[data-prompt] button[data-action="send"]:enabled').count() > 0;
    const defend = page.locator('[data-prompt] button[data-action="send"][data-side="defend"]:enabled');
    // Every commit prompt counts, whichever option it gets (so the seed's game is the one a node sim of this policy reached every kind in).
    const third = hasSend && ++sends % 3 === 0;
    let target = options.first();
    if (await special.count() > 0) target = special.first();
    else if (third && await defend.count() > 0) target = defend.first();
    await target.click();
    clicks++;
    // The decision was taken: the page shows the next one (or a hand-off, or the end).
    await expect(page.locator(`[data-screen="game"][data-decisions="${decisions}"] [data-prompt="${kind}"]`)).toHaveCount(0, { timeout: 60_000 });
  }
  return { kinds, clicks };
}

test.describe('Perikles through the page (#33)', () => {
  test.setTimeout(30 * 60_000);

  test('a whole 4-player game, one person and three bots, started from the start screen', async ({ page, host }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(host.url);
    await expect(page.locator('[data-screen="start"]')).toBeVisible();
    await page.locator('select[data-field="scenario"]').selectOption('perikles:standard');
    await page.locator('select[data-field="players"]').selectOption('4');
    await expect(page.locator('select[data-seat-kind]')).toHaveCount(4);
    // The levels are the module's (listGames), each seat a person or a bot.
    await expect(page.locator('select[data-seat-kind="green"] option')).not.toHaveCount(0);
    await expect(page.locator('[data-scenario-game="perikles"]')).toBeVisible();
    await page.screenshot({ path: 'test-results/ptable-start-1280.png' });
    await page.locator('button[data-start-game]').click();
    await expect(page.locator('[data-screen="game"]')).toBeVisible();
    await expect(page.locator('[data-city="athens"]')).toBeVisible();
    await page.screenshot({ path: 'test-results/ptable-4p-start-1280.png' });
    const { kinds, clicks } = await playToEnd(page);
    await expect(page.locator('[data-game-over]')).toBeVisible();
    await expect(page.locator('[data-score]')).toHaveCount(4);
    console.log(`perikles 4p: ${clicks} clicks, kinds ${[...kinds].sort().join(',')}`);
    for (const k of ['setup.place', 'influence.take', 'commit.send']) expect(kinds).toContain(k);
    await page.screenshot({ path: 'test-results/ptable-4p-over-1280.png' });
  });

  test.describe('hot-seat by the CLI', () => {
    test.use({ hostArgs: ['--game', 'perikles', '--players', '5', '--seed', '1', '--bots', 'human,human,human,human,human'] });
    test('a whole 5-player hot-seat game reaches every decision kind through the prompts', async ({ page, host }) => {
      await page.setViewportSize({ width: 1600, height: 1000 });
      await page.goto(host.url);
      // Straight into the game: the hand-off first, naming only whose turn it is.
      await expect(page.locator('[data-handoff]')).toBeVisible();
      await expect(page.locator('[data-prompt]')).toHaveCount(0);
      const { kinds, clicks } = await playToEnd(page);
      console.log(`perikles 5p hot-seat: ${clicks} clicks, kinds ${[...kinds].sort().join(',')}`);
      expect([...kinds].sort()).toEqual([...ALL_KINDS].sort());
      await expect(page.locator('[data-score]')).toHaveCount(5);
    });
  });
});
