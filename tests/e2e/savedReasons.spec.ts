// #29 item 3 through the real page: a game saved, then loaded (after another game was started in
// between, so nothing is left in the host's memory), and played to its end lists on the end screen
// the bots' secret decisions made before the save, with their reasons, in words.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, startGame, test } from './fixtures.js';

const SHOTS = 'test-results';
const SIZES = [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }] as const;
/** Engine tokens a player must never read: camelCase ids, placeholders, dotted keys. */
const TOKENS = [/\b[a-z]+[A-Z][A-Za-z]*\b/, /\{\w+\}/, /\b[a-z]+\.[a-z]+\b/];
const tokensIn = (text: string) => TOKENS.flatMap((re) => re.exec(text)?.[0] ?? []);

interface Seen { seat: string; decisions: number; legalActions: unknown[]; over: boolean; secretReasons: number }

/** The next view with something to do (or the game over), as this page's client receives it. */
async function nextView(page: Page): Promise<Seen> {
  return page.evaluate(async () => new Promise<Seen>((resolve) => {
    const off = window.pericles!.onView((v) => {
      if (!v.legalActions.length && !v.view?.result) return;
      queueMicrotask(() => off());
      resolve({
        seat: v.seat, decisions: v.decisions, legalActions: v.legalActions, over: !!v.view?.result,
        secretReasons: (v.secretBotReasons ?? []).length,
      });
    });
    void window.pericles!.sync();
  }));
}

/** The person's first legal choice, `n` times or until the game is over. */
async function play(page: Page, n: number): Promise<Seen> {
  let v = await nextView(page);
  for (let i = 0; i < n && !v.over; i++) {
    await page.evaluate(async ({ seat, action }) => { await window.pericles!.act(seat as 'demagogues', action as never); }, { seat: v.seat, action: v.legalActions[0] });
    v = await nextView(page);
  }
  return v;
}

test('the bots\' secret reasons from before a save are on the end screen of the loaded game', async ({ page, host }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(SIZES[0]);
  await startGame(page, host, {
    scenario: 'training-aegean', seed: 'e2e-saved-reasons',
    seats: { aristocrats: 'bot:normal', demagogues: 'human', eurypontids: 'bot:normal', agiads: 'bot:normal' },
  });
  await expect(page.locator('[data-screen="game"]')).toBeVisible();
  // A few of the person's decisions: the bots have placed their markers in secret (8.3) by then.
  const before = await play(page, 3);
  expect(before.over).toBe(false);
  expect(before.secretReasons).toBe(0); // nothing secret is sent while the game runs
  const saved = await page.evaluate(async () => window.pericles!.save('Reasons kept'));
  expect(saved.ok).toBe(true);
  // Another game in between: whatever the host kept in memory goes.
  await page.evaluate(async () => window.pericles!.newGame({ scenario: 'training-naupactus', seats: { aristocrats: 'bot:rule', demagogues: 'human', eurypontids: 'bot:rule', agiads: 'bot:rule' } }));
  const loaded = await page.evaluate(async () => window.pericles!.load('Reasons kept'));
  expect(loaded.ok).toBe(true);
  expect((await nextView(page)).decisions).toBe(before.decisions);

  expect((await play(page, 200)).over).toBe(true);
  const end = page.locator('[data-end-screen]');
  await expect(end).toBeVisible();
  const list = end.locator('[data-end-bot-reasons]');
  await list.scrollIntoViewIfNeeded();
  const decisions = await list.locator('[data-end-bot-reason]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-decision'))));
  // Reasons of decisions made before the save are there, each in words.
  expect(decisions.filter((d) => d < before.decisions).length).toBeGreaterThan(2);
  await expect(list.locator('[data-end-bot-reason="theater.place"]').first()).toContainText(/\(bot\): /);
  expect(tokensIn(await list.innerText())).toEqual([]);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/reasons-after-load-${size.width}.png` });
  }
});
