// The first game (#29) as a newcomer meets it: Amphipolis, the Demagogues against three rule bots.
// The key decision (the Military marker on Amphipolis) shows the battle's odds on the board's
// prompt; the player then musters and fights; the end screen says who won and why — each Side's
// Honor and the Battle that decided it — and lists the bots' secret decisions with their reasons,
// in words (English, then Spanish). Screenshots at 1280×720 and 1600×1000 for a person to look at.
import { mkdirSync } from 'node:fs';
import type { GameView } from '../../src-shared/engine.js';
import type { Page } from '@playwright/test';
import { expect, startGame, test } from './fixtures.js';

const SHOTS = 'test-results';
const SIZES = [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }] as const;
/** Engine tokens a player must never read: camelCase ids, placeholders, dotted keys. */
const TOKENS = [/\b[a-z]+[A-Z][A-Za-z]*\b/, /\{\w+\}/, /\b[a-z]+\.[a-z]+\b/];
const tokensIn = (text: string) => TOKENS.flatMap((re) => re.exec(text)?.[0] ?? []);

async function shoot(page: Page, what: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/firstgame-${what}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

/**
 * Plays the Demagogues' decisions through their own client the way a player who came to fight
 * would: Muster (not Raid), every Strategos, land units into Amphipolis, the State Ship; any
 * other decision its first legal choice. Returns when the game is over.
 */
async function fightItOut(page: Page): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const over = await page.evaluate(async () => {
      const api = window.pericles!;
      const m = await new Promise<{ seat: string; legalActions: Array<Record<string, unknown>>; view: { result: unknown } | null } | null>((resolve) => {
        let done = false;
        const off = api.onView((v) => {
          if (done || (!v.legalActions.length && !v.view?.result)) return;
          done = true;
          queueMicrotask(() => off());
          resolve(v as never);
        });
        if (!done) void api.sync();
        setTimeout(() => { if (!done) { done = true; off(); resolve(null); } }, 3000);
      });
      if (!m) return false;
      if (m.view?.result) return true;
      const legal = m.legalActions;
      const pick = legal.find((a) => a.type === 'muster')
        ?? legal.filter((a) => a.type === 'commit').sort((a, b) => Number(b.n) - Number(a.n))[0]
        ?? legal.find((a) => a.type === 'move' && a.kind === 'land' && a.to === 12)
        ?? legal.find((a) => a.type === 'endMoves')
        ?? legal.find((a) => a.type === 'stateShip' && a.use === true)
        ?? legal[0]!;
      await api.act(m.seat as 'demagogues', pick as never);
      return false;
    });
    if (over) return;
  }
  throw new Error('the first game did not end');
}

test('the first game: a battle decided at Amphipolis, explained at the end with the bots\' secret reasons', async ({ page, host }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(SIZES[0]);
  await startGame(page, host, {
    scenario: 'training-amphipolis', seed: 'e2e-first-game',
    seats: { aristocrats: 'bot:normal', demagogues: 'human', eurypontids: 'bot:normal', agiads: 'bot:normal' },
  });
  // The key decision: the Military marker, placed on Amphipolis, shows the battle's odds.
  const prompt = page.locator('[data-prompt="theater.place"]:not([data-waiting])');
  await expect(prompt).toBeVisible({ timeout: 60_000 });
  const military = prompt.locator('[data-choice-marker]').filter({ hasText: /Military/ });
  if ((await military.getAttribute('aria-pressed')) !== 'true') await military.click();
  await prompt.locator('[data-picker="theater"] [data-choice-theater="12"]').click();
  const odds = prompt.locator('[data-odds="battle"]');
  await expect(odds).toBeVisible();
  // A battle in doubt as the position stands: neither side is sure of it.
  expect(Number(await odds.getAttribute('data-odds-win'))).toBeGreaterThan(0);
  expect(Number(await odds.getAttribute('data-odds-lose'))).toBeLessThan(100);
  expect(tokensIn(await prompt.innerText())).toEqual([]);
  await shoot(page, 'decision');
  await page.locator('.game-header [data-lang-picker]').selectOption('es');
  await expect(prompt.locator('[data-odds="battle"]')).toBeVisible();
  await shoot(page, 'decision-es');
  await page.locator('.game-header [data-lang-picker]').selectOption('en');
  await prompt.locator('[data-confirm]').click();

  await fightItOut(page);
  const end = page.locator('[data-end-screen]');
  await expect(end).toBeVisible();
  const result = await page.evaluate(async () => new Promise<{ winner: string | null }>((resolve) => {
    const off = window.pericles!.onView((v) => { if (v.view?.result) { queueMicrotask(() => off()); resolve((v.view as GameView).result!); } });
    void window.pericles!.sync();
  }));
  // Who won, each Side's Honor, and the Battle that decided it, in words.
  await expect(end.locator('[data-end-winner]')).toContainText(result.winner === 'demagogues' ? 'The Demagogues win the game' : 'win the game');
  await expect(end.locator('[data-end-scoring]')).toContainText(/Step 1: \d+ for Athens, \d+ for Sparta/);
  const why = end.locator('[data-end-why]');
  await expect(why).toHaveAttribute('data-end-why', /[1-9]/);
  await expect(why.locator('[data-end-battle="12"]').first()).toContainText(/Land Battle in 12 Amphipolis: Athens \d+ – Sparta \d+ · (Athens|Sparta) won by \d+|a draw/);
  await expect(why.locator('[data-end-battle="12"]').first()).toContainText(/Battle Honor \(9\.5\): .*(Demagogues|Eurypontids) [+−]\d/);
  // The bots' secret decisions, with their reasons, now that the game is over.
  const reasons = end.locator('[data-end-bot-reasons] [data-end-bot-reason]');
  expect(await reasons.count()).toBeGreaterThan(2);
  await expect(end.locator('[data-end-bot-reason="muster.commit"][data-bot-seat="eurypontids"]')).toContainText(/Turn 7 · Eurypontids \(bot\): .*Strategos/);
  await expect(end.locator('[data-end-bot-reason="theater.place"]').first()).toContainText(/\(bot\): /);
  expect(tokensIn(await end.innerText())).toEqual([]);
  await shoot(page, 'end');
  await end.locator('[data-end-bot-reasons]').scrollIntoViewIfNeeded();
  await shoot(page, 'end-bot-reasons');
  // In Spanish, the same explanation in Spanish words.
  await page.locator('.game-header [data-lang-picker]').selectOption('es');
  await expect(end.locator('[data-end-why] h3')).toHaveText('Qué lo decidió');
  await expect(end.locator('[data-end-bot-reason="muster.commit"][data-bot-seat="eurypontids"]')).toContainText(/Turno 7 · /);
  expect(tokensIn(await end.innerText())).toEqual([]);
  await end.locator('[data-end-why]').scrollIntoViewIfNeeded();
  await shoot(page, 'end-es');
  await page.locator('.game-header [data-lang-picker]').selectOption('en');
  // The replay of the game just played shows a bot's reasoning under its decision.
  await end.locator('[data-end-replay]').click();
  const replay = page.locator('[data-replay]');
  await expect(replay).toBeVisible();
  await expect.poll(async () => replay.getAttribute('data-replay-at')).toBe(await replay.getAttribute('data-replay-total'));
  const reasonShown = replay.locator('[data-replay-bot-reason]');
  for (let i = 0; i < 40 && (await reasonShown.count()) === 0; i++) {
    const at = await replay.getAttribute('data-replay-at');
    await replay.locator('[data-replay-step="prev"]').click();
    await expect.poll(async () => replay.getAttribute('data-replay-at')).not.toBe(at);
  }
  await expect(reasonShown).toContainText(/Its reasoning: /);
  expect(tokensIn(await reasonShown.innerText())).toEqual([]);
});
