// #17.3 battle odds and #17.4 the advisor, through the page. A built position at a secret
// Strategos commitment (9.31 B): the prompt's odds line shows the figures the odds module gives
// for that seat's view (src-shared/games/pericles/odds), for the first choice and again after the player picks
// another amount; the figures assumed are said in words. The advisor is off until toggled, then
// names the rule bot's choice (one of the legal actions) and its reason, in words.
// Screenshots: test-results/odds-<w>x<h>.png.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { buildPosition } from './positions.js';
import { continueTo } from './boardView.js';
import { cloneJson } from '../../src-shared/kit/clone.js';
import { legalActions, viewFor, type Action } from '../../src-shared/engine.js';
import type { GameState } from '../../src-shared/games/pericles/model/state.js';
import type { Faction } from '../../src-shared/games/pericles/model/ids.js';
import { decisionOdds } from '../../src-shared/games/pericles/odds/decisionOdds.js';
import { shownOdds } from '../../src-renderer/games/pericles/odds/OddsLine.js';
import { actionKey } from '../../src-renderer/games/pericles/game/actions.js';

const SHOTS = process.env.ODDS_SHOTS ?? 'test-results';
const ENGINE_TOKEN = /\b(?:ath|spa)-\d\d\b|\bleader-[a-z]+|\b[a-z]+-[ABC]\b|\b[a-z]+[A-Z][a-zA-Z]*\b|\bm\d+\b|\b[a-z]{3,}\.[a-z]{3,}|[{}]/;

/** A Campaign game played at random until a secret Strategos commitment is pending; the game as saved. */
async function commitPosition(userData: string): Promise<GameState> {
  let saved: GameState | null = null;
  await buildPosition(userData, {
    scenario: 'campaign', seeds: ['odds-1', 'odds-2', 'odds-3', 'a', 'b'], kind: 'muster.commit',
    when: (g) => { saved = cloneJson(g); return true; },
  });
  if (!saved) throw new Error('no position');
  return saved;
}

/** What the page's odds line says, from its data attributes and its text. */
async function pageOdds(page: Page, kind = 'muster.commit'): Promise<{ win: number; tie: number; lose: number; own: string; enemy: string; honor: string; text: string }> {
  const line = page.locator(`[data-prompt="${kind}"] [data-odds="battle"]`);
  await expect(line).toBeVisible();
  const attr = async (name: string): Promise<string> => (await line.getAttribute(name)) ?? '';
  return {
    win: Number(await attr('data-odds-win')), tie: Number(await attr('data-odds-tie')), lose: Number(await attr('data-odds-lose')),
    own: await attr('data-odds-own'), enemy: await attr('data-odds-enemy'), honor: await attr('data-odds-honor'),
    text: await line.innerText(),
  };
}

function expected(g: GameState, seat: Faction, action: Action): ReturnType<typeof shownOdds> {
  const odds = decisionOdds(viewFor(g, seat), seat, action);
  if (!odds?.battle) throw new Error('expected Battle odds');
  return shownOdds(odds.odds);
}

test('9.31 B: the odds line at a Strategos commitment equals the odds module for the seat\'s view, and follows the chosen amount — #17.3', async ({ page, host }) => {
  const g = await commitPosition(host.userData);
  await page.setViewportSize({ width: 1280, height: 720 });
  await continueTo(page, host, 'muster.commit');
  const prompt = page.locator('[data-prompt="muster.commit"]:not([data-waiting])');
  const seat = (await prompt.getAttribute('data-seat')) as Faction;
  const legal = legalActions(g, seat);
  expect(legal.length).toBeGreaterThan(1);

  // Nothing selected yet: the odds of the first amount.
  const first = await pageOdds(page);
  const want0 = expected(g, seat, legal[0]!);
  expect({ win: first.win, tie: first.tie, lose: first.lose, own: first.own, enemy: first.enemy, honor: first.honor }).toEqual(want0);
  expect(first.text).toContain(`win ${want0.win}%`);
  expect(first.text).toContain(`lose ${want0.lose}%`);
  expect(first.win + first.tie + first.lose).toBeGreaterThanOrEqual(99);
  await expect(prompt.locator('[data-odds-assumes]')).toContainText('every amount each may commit equally likely');
  await page.screenshot({ path: `${SHOTS}/odds-1280x720.png` });

  // The player picks the largest amount: the line follows.
  const last = legal[legal.length - 1]!;
  await prompt.locator(`[data-choice='${actionKey(last)}']`).click();
  const wantN = expected(g, seat, last);
  await expect.poll(async () => (await pageOdds(page)).win).toBe(wantN.win);
  const after = await pageOdds(page);
  expect({ win: after.win, tie: after.tie, lose: after.lose, own: after.own, enemy: after.enemy, honor: after.honor }).toEqual(wantN);
  // The choice is named once, by Confirm; the odds line goes straight to the Battle (#29.10).
  await expect(prompt.locator('[data-confirm-for]')).toContainText('Commit');
  const text = await page.locator('[data-prompt]').innerText();
  expect(text.split('\n').filter((l) => ENGINE_TOKEN.test(l))).toEqual([]);

  await page.setViewportSize({ width: 1600, height: 1000 });
  await expect(prompt.locator('[data-odds="battle"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/odds-1600x1000.png` });
  console.log(`[odds] ${seat}: first ${JSON.stringify(want0)}; largest ${JSON.stringify(wantN)}`);
});

test('9.6: the second Battle\'s prompt shows that Battle\'s odds from the seat\'s view, commitments as revealed — #17.3', async ({ page, host }) => {
  let g: GameState | null = null;
  await buildPosition(host.userData, { scenario: 'campaign', seeds: ['b3', 'b8'], kind: 'battle.second', when: (s) => { g = cloneJson(s); return true; } });
  await continueTo(page, host, 'battle.second');
  const prompt = page.locator('[data-prompt="battle.second"]:not([data-waiting])');
  const seat = (await prompt.getAttribute('data-seat')) as Faction;
  const shown = await pageOdds(page, 'battle.second');
  const want = expected(g!, seat, { type: 'secondBattle', fight: true });
  expect({ win: shown.win, tie: shown.tie, lose: shown.lose, own: shown.own, enemy: shown.enemy, honor: shown.honor }).toEqual(want);
  expect(shown.text).toContain('second Battle');
  await expect(prompt.locator('[data-odds-assumes]')).toContainText('the Strategos as committed and revealed');
  // Choosing not to fight says so instead.
  await prompt.locator(`[data-choice='${actionKey({ type: 'secondBattle', fight: false })}']`).click();
  await expect(prompt.locator('[data-odds="none"]')).toContainText('No second Battle');
});

test('the advisor is off until the player turns it on, then says the rule bot\'s choice and reason in words — #17.4', async ({ page, host }) => {
  const g = await commitPosition(host.userData);
  await continueTo(page, host, 'muster.commit');
  const prompt = page.locator('[data-prompt="muster.commit"]:not([data-waiting])');
  const seat = (await prompt.getAttribute('data-seat')) as Faction;
  const keys = legalActions(g, seat).map(actionKey);
  await expect(prompt.locator('[data-advisor]')).toHaveAttribute('data-advisor', 'off');
  await expect(prompt.locator('[data-advisor-ask]')).toHaveCount(0);
  await prompt.locator('[data-advisor-toggle]').click();
  await prompt.locator('[data-advisor-ask]').click();
  const advice = prompt.locator('[data-advice]');
  await expect(advice).toBeVisible();
  expect(keys).toContain(await advice.getAttribute('data-advice'));
  await expect(advice.locator('[data-advice-choice]')).toContainText(/The rule bot would choose: Commit \d+ Strategos/);
  // The reason comes from the engine as a key and its arguments (#18): the theater by its name.
  await expect(advice.locator('[data-advice-reason]')).toContainText(/commits \d+ Strategos in secret to \d+ [A-Z][a-z]/);
  const text = await advice.innerText();
  expect(text.split('\n').filter((l) => ENGINE_TOKEN.test(l))).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/odds-advisor.png` });
  // The same reasoning in the player's language, switched in the game (#18).
  const picker = page.locator('.game-header [data-lang-picker]');
  await picker.selectOption('es');
  await expect(advice.locator('[data-advice-reason]')).toContainText(/compromete en secreto \d+ Strategos en \d+ \p{Lu}/u);
  await picker.selectOption('el');
  await expect(advice.locator('[data-advice-reason]')).toContainText(/δεσμεύει κρυφά Στρατηγούς \(\d+\) στο Θέατρο \d+ \p{Lu}/u);
  expect((await advice.innerText()).split('\n').filter((l) => ENGINE_TOKEN.test(l))).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/odds-advisor-el.png` });
  await picker.selectOption('en');
  // The choice is remembered: after a reload the advisor is still on.
  await continueTo(page, host, 'muster.commit');
  await expect(prompt.locator('[data-advisor]')).toHaveAttribute('data-advisor', 'on');
});
