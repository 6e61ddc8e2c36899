// #13 item 3 with #16: a prompt starts fresh for each of the player's decisions, but a bot's
// answer to the same simultaneous decision (5.23 forming an Entourage: all four Factions choose at
// once, 4.1) must not clear what the player has half chosen. The Expert bots search for up to a
// second each, so they answer while the player is choosing.
import { expect, startGame, test } from './fixtures.js';
import { decisionCount } from './soak/choose.js';

test('5.23 a card chosen for the Entourage stays chosen while the bots answer the same decision', async ({ page, host }) => {
  test.setTimeout(120_000);
  await startGame(page, host, {
    scenario: 'campaign', seed: 'simultaneous-1',
    seats: { aristocrats: 'human', demagogues: 'bot:expert', eurypontids: 'bot:expert', agiads: 'bot:expert' },
  });
  const prompt = page.locator('[data-prompt="entourage.form"]:not([data-waiting])');
  await expect(prompt).toBeVisible();
  const before = await decisionCount(page);
  await prompt.locator('[data-choice-card]').first().click();
  await expect(prompt.locator('[data-choice-card][aria-pressed="true"]')).toHaveCount(1);
  // The bots answered (the decision count moved) and the Aristocrats still have to choose.
  await expect.poll(() => decisionCount(page), { timeout: 30_000 }).toBeGreaterThan(before + 1);
  await expect(prompt).toBeVisible();
  // Give the page time to draw what it received, then the choice must still be there.
  await page.waitForTimeout(500);
  await expect(prompt.locator('[data-choice-card][aria-pressed="true"]')).toHaveCount(1);
});
