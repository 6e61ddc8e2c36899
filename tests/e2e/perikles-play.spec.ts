// #33 Perikles through the real page: a whole 4-player game (one person, three bots) started from the
// start screen, and a whole 5-player hot-seat game started by the CLI contract
// (`--game perikles --players 5 --seed 9 --bots human,…`), both played to the end through the prompt's
// buttons. The hot-seat game reaches every decision kind of the game (state.ts Decision).
import { expect, test } from './fixtures.js';
import { playToEnd } from './perikles-policy.js';

const ALL_KINDS = [
  'setup.place', 'influence.take', 'influence.anyCity', 'influence.candidate', 'influence.assassin', 'influence.after',
  'special.alkibiades', 'candidates.propose', 'commit.firstPlayer', 'commit.recover', 'commit.send', 'commit.permission', 'battle.special',
  'battle.casualty',
];

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
    // Seed 9: a node run of the policy (perikles-policy.ts) meets every kind, battle.casualty included (seed 1 meets no allied casualty).
    test.use({ hostArgs: ['--game', 'perikles', '--players', '5', '--seed', '9', '--bots', 'human,human,human,human,human'] });
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
