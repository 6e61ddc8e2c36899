// #33 Perikles through the real page: the send-forces picker (Phase 5 Commit military forces) shows
// every legal option at 1280×720 without scrolling the prompt and keeps the board still; a Location
// is chosen on the board; an allied casualty (Phase 6 Resolve Battles, DE:680) is the main player's
// choice; the end screen names the winner and the tie-break. A 3-player hot-seat game, seed 3: a node
// run of the policy (perikles-policy.ts) meets an allied casualty at its 125th decision.
import { expect, test } from './fixtures.js';
import { allInside, playToEnd } from './perikles-policy.js';

const SHOTS = '/work/notes/shots';

test.describe('Perikles: the send-forces picker, allied casualties, the end screen (#33)', () => {
  test.setTimeout(30 * 60_000);
  test.use({ hostArgs: ['--game', 'perikles', '--players', '3', '--seed', '3', '--bots', 'human,human,human'] });

  test('every send option in sight at 1280×720, a Location chosen on the board, an allied casualty chosen, the winner named', async ({ page, host }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(host.url);
    await expect(page.locator('[data-handoff]')).toBeVisible();

    // --- Phase 5 Commit military forces: the first send prompt.
    let played = await playToEnd(page, { until: (k) => k === 'commit.send' });
    expect(played.stopped).toBe(true);
    const prompt = page.locator('[data-prompt="commit.send"]');
    await expect(prompt.locator('[data-send-picker]')).toBeVisible();
    const board = page.locator('[data-perikles-board]');
    // The board's place from the player's first touch: until then what the prompt shows after it came
    // (its odds) may still set the slot's height (steadyPrompt.ts); from then on nothing moves the board.
    await expect(prompt.locator('[data-send-odds] [data-odds]')).toBeVisible();
    await prompt.locator('button[data-pick-counter][aria-pressed="true"]').click();
    const boardBefore = await board.boundingBox();
    // The prompt does not scroll: all it holds fits its height.
    const scroll = await prompt.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(scroll.scroll, 'the prompt bar does not scroll').toBeLessThanOrEqual(scroll.client + 1);
    // …and the odds of the chosen send (moments/Odds.tsx), the one Location chooser being the picker's.
    const options = prompt.locator('button[data-pick-counter], button[data-pick-location], [data-send-step="side"] button, .perikles-send-others button, [data-send-odds] [data-odds]');
    await expect(prompt.locator('[data-send-odds] [data-odds]')).toBeVisible();
    await expect(prompt.locator('[data-odds]')).toHaveCount(1);
    const shown = await allInside(page, options, prompt);
    console.log(`send picker at 1280x720: ${shown} controls, prompt ${scroll.client}px high`);
    expect(shown).toBeGreaterThan(4);
    await page.screenshot({ path: `${SHOTS}/picker-send-1280.png` });

    // Every counter × open Location stays reachable: choosing each counter keeps all in sight.
    const counters = prompt.locator('button[data-pick-counter]');
    for (let i = 0; i < await counters.count(); i++) {
      await counters.nth(i).click();
      await expect(counters.nth(i)).toHaveAttribute('aria-pressed', 'true');
      await allInside(page, options, prompt);
    }
    await counters.first().click();

    // The Location chosen on the board: a clickable Location box of the mirror becomes the picker's choice.
    const openChips = prompt.locator('button[data-pick-location]:enabled');
    const open = await openChips.count();
    expect(open).toBeGreaterThan(0);
    const tile = (await openChips.nth(open - 1).getAttribute('data-pick-location'))!;
    const onBoard = page.locator(`[data-location="${tile}"]`);
    await expect(onBoard).toHaveAttribute('data-clickable', 'true');
    await onBoard.click();
    await expect(prompt.locator(`button[data-pick-location="${tile}"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect(prompt.locator('[data-send-odds]')).toHaveAttribute('data-send-odds', tile);
    await expect(prompt.locator('[data-send-odds] [data-odds]')).toHaveAttribute('data-odds-slot', (await prompt.locator(`button[data-pick-location="${tile}"]`).getAttribute('data-slot'))!);
    await allInside(page, options, prompt);
    // The board kept still while the player chose.
    expect(await board.boundingBox()).toEqual(boardBefore);
    await page.screenshot({ path: `${SHOTS}/picker-send-board-1280.png` });
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/picker-send-1600.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    // Back to the picker's first choice, so the game goes on as the node run of the policy did.
    await counters.first().click();
    await openChips.first().click();

    // --- Phase 6 Resolve Battles: the allied casualty (DE:680).
    played = await playToEnd(page, { until: (k) => k === 'battle.casualty' });
    expect(played.stopped, 'an allied casualty is asked').toBe(true);
    const casualty = page.locator('[data-prompt="battle.casualty"]');
    const choices = casualty.locator('button[data-option][data-action="casualty"]');
    expect(await choices.count()).toBeGreaterThanOrEqual(2);
    await expect(casualty.locator('h2')).not.toContainText('{');
    await page.screenshot({ path: `${SHOTS}/picker-casualty-1280.png` });
    const decisions = await page.locator('[data-screen="game"]').getAttribute('data-decisions');
    await choices.last().click();
    await expect(page.locator(`[data-screen="game"][data-decisions="${decisions}"] [data-prompt="battle.casualty"]`)).toHaveCount(0, { timeout: 60_000 });

    // --- Ending the game: the ranking, the winner, the tie-break.
    await playToEnd(page);
    const over = page.locator('[data-game-over]');
    await expect(over).toBeVisible();
    await expect(over.locator('[data-score]')).toHaveCount(3);
    const winners = (await over.getAttribute('data-winners'))!.split(' ');
    expect(winners.length).toBeGreaterThan(0);
    const line = over.locator('[data-winner-line]');
    // The winner is named in words (English: "Red wins with the most victory points."), never by an id.
    const names: Record<string, string> = { red: 'Red', green: 'Green', black: 'Black', orange: 'Orange', white: 'White' };
    for (const w of winners) await expect(line).toContainText(names[w]!);
    const by = await over.getAttribute('data-tie-break');
    const words: Record<string, RegExp> = { points: /most victory points/, locations: /Location tiles decides/, statues: /statues decides/, shared: /shared/ };
    await expect(line).toContainText(words[by!]!);
    await expect(over.locator('[data-place="1"]').first()).toHaveAttribute('data-score', winners[0]!);
    await page.screenshot({ path: `${SHOTS}/picker-over-1280.png` });
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/picker-over-1600.png` });
    // In Spanish and Greek: the winner's line in the glossary's words, no placeholder left.
    const english = await line.innerText();
    for (const lang of ['es', 'el']) {
      await page.locator('select[data-lang-picker]').selectOption(lang);
      await expect(line).not.toHaveText(english);
      await expect(line).not.toContainText('{');
      await page.screenshot({ path: `${SHOTS}/picker-over-1600-${lang}.png` });
    }
    await page.locator('select[data-lang-picker]').selectOption('en');
  });
});
