// #17.3 battle odds through the page, for the two decisions odds.spec does not cover: the State
// Ship (12.3: every commitment revealed; the odds with and without the ship) and a Military
// marker's placement (8.3: the Battle it would bring, all four Factions committing in secret).
// The line shows the figures the odds module gives for the seat's own view (src-shared/games/pericles/odds),
// formatted as the line formats them (shownOdds), and follows the choice the player selects.
// Screenshots: test-results/odds-stateship-<w>x<h>.png, test-results/odds-marker-1280x720.png.
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

type Shown = ReturnType<typeof shownOdds>;

/** The page's odds line as figures (its data attributes) and its words. */
async function pageOdds(page: Page, kind: string): Promise<{ figures: Shown; rule: string; text: string }> {
  const line = page.locator(`[data-prompt="${kind}"] [data-odds="battle"]`);
  await expect(line).toBeVisible();
  const attr = async (name: string): Promise<string> => (await line.getAttribute(name)) ?? '';
  return {
    figures: {
      win: Number(await attr('data-odds-win')), tie: Number(await attr('data-odds-tie')), lose: Number(await attr('data-odds-lose')),
      own: await attr('data-odds-own'), enemy: await attr('data-odds-enemy'), honor: await attr('data-odds-honor'),
    },
    rule: await attr('data-odds-rule'),
    text: await line.innerText(),
  };
}

/** The odds module's figures for `seat`'s view of `g` if it answers `action`. */
function expected(g: GameState, seat: Faction, action: Action): Shown {
  const odds = decisionOdds(viewFor(g, seat), seat, action);
  if (!odds?.battle) throw new Error(`expected Battle odds for ${actionKey(action)}`);
  return shownOdds(odds.odds);
}

const noTokens = (text: string): string[] => text.split('\n').filter((l) => ENGINE_TOKEN.test(l));

test('12.3: the State Ship decision shows the Battle odds from the seat\'s view, with the ship and without it — #17.3', async ({ page, host }) => {
  test.setTimeout(180_000);
  let g: GameState | null = null;
  await buildPosition(host.userData, { scenario: 'campaign', seeds: ['b', 'a'], kind: 'battle.stateShip', when: (s) => { g = cloneJson(s); return true; } });
  await page.setViewportSize({ width: 1280, height: 720 });
  await continueTo(page, host, 'battle.stateShip');
  const prompt = page.locator('[data-prompt="battle.stateShip"]:not([data-waiting])');
  const seat = (await prompt.getAttribute('data-seat')) as Faction;
  const legal = legalActions(g!, seat);
  const use = legal.find((a) => a.use === true)!;
  const keep = legal.find((a) => a.use === false)!;
  expect(use && keep).toBeTruthy();

  // Nothing selected yet: the first choice's odds (using the ship).
  const first = await pageOdds(page, 'battle.stateShip');
  const withShip = expected(g!, seat, legal[0]!);
  expect(first.figures).toEqual(withShip);
  expect(first.rule).toBe('12.3');
  expect(first.figures.win + first.figures.tie + first.figures.lose).toBeGreaterThanOrEqual(99);
  expect(first.text).toContain(`win ${withShip.win}%`);
  await expect(prompt.locator('[data-odds-assumes]')).toContainText('the Strategos as committed and revealed');
  expect(noTokens(await prompt.innerText())).toEqual([]);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/odds-stateship-1280x720.png` });

  // The other choice: the line follows it.
  const other = legal[0] === use ? keep : use;
  await prompt.locator(`[data-choice='${actionKey(other)}']`).click();
  const want = expected(g!, seat, other);
  await expect.poll(async () => JSON.stringify((await pageOdds(page, 'battle.stateShip')).figures)).toBe(JSON.stringify(want));
  // The State Ship adds to Athens' total (12.3): Athens' chance to win is no lower with it.
  const p = (s: Shown): number => s.win;
  const athensWins = (s: Shown): number => (seat === 'aristocrats' || seat === 'demagogues' ? p(s) : s.lose);
  expect(athensWins(expected(g!, seat, use))).toBeGreaterThanOrEqual(athensWins(expected(g!, seat, keep)));
  await page.setViewportSize({ width: 1600, height: 1000 });
  await expect(prompt.locator('[data-odds="battle"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/odds-stateship-1600x1000.png` });
  console.log(`[odds-more] ${seat} State Ship: use ${JSON.stringify(expected(g!, seat, use))}; keep ${JSON.stringify(expected(g!, seat, keep))}`);
});

test('8.3 → 9.31: placing a Military marker shows, once a theater is chosen, the odds of the Battle it would bring — #17.3', async ({ page, host }) => {
  test.setTimeout(180_000);
  let g: GameState | null = null;
  // A seat placing a Military marker where a Battle would be fought (not Friendly-Controlled or Neutral).
  const battleAt = (s: GameState, seat: Faction): Action[] => {
    const v = viewFor(s, seat);
    return legalActions(s, seat).filter((a) => decisionOdds(v, seat, a)?.battle === true);
  };
  await buildPosition(host.userData, {
    scenario: 'campaign', seeds: ['a', 'b', 'c'], kind: 'theater.place',
    when: (s) => {
      const seat = s.flow.pending!.seats[0]!;
      const ok = s.flow.pending!.seats.length === 1 && battleAt(s, seat).length > 0;
      if (ok) g = cloneJson(s);
      return ok;
    },
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await continueTo(page, host, 'theater.place');
  const prompt = page.locator('[data-prompt="theater.place"]:not([data-waiting])');
  const seat = (await prompt.getAttribute('data-seat')) as Faction;
  const action = battleAt(g!, seat)[0]!;
  // No theater chosen yet: no odds.
  await expect(prompt.locator('[data-odds]')).toHaveCount(0);
  const marker = prompt.locator(`[data-choice-marker="${String(action.marker)}"]`);
  if ((await marker.getAttribute('aria-pressed')) !== 'true') await marker.click();
  await prompt.locator(`[data-picker="theater"] [data-choice-theater="${String(action.place)}"]`).click();
  const shown = await pageOdds(page, 'theater.place');
  expect(shown.figures).toEqual(expected(g!, seat, action));
  expect(shown.rule).toBe('9.31 B');
  await expect(prompt.locator('[data-odds-assumes]')).toContainText('all four Factions commit in secret');
  expect(noTokens(await prompt.innerText())).toEqual([]);
  // #29: in words a player reads, and what the figures count said on the line itself: the units the
  // CinC moves in, one per Strategos (9.32), and with one Side there alone it is fought only if
  // units move in (9.4) — before, this read "lose 99% · expected losses 0.0 and 0.0".
  const odds = decisionOdds(viewFor(g!, seat), seat, action);
  if (!odds?.battle) throw new Error('expected Battle odds');
  const line = prompt.locator('[data-odds="battle"] .odds-line');
  const unitsThere = prompt.locator('[data-odds-units-there]');
  await expect(unitsThere).toBeVisible();
  await expect(unitsThere).toHaveText(odds.sidesThere.length === 1
    ? `with the units there now (only ${odds.sidesThere[0] === 'athens' ? 'Athens' : 'Sparta'}’s: no Battle unless units move in, 9.4)`
    : odds.sidesThere.length === 0 ? 'with no units there now (no Battle unless units move in, 9.4)'
      : odds.assumptions.includes('musterArrivals') ? 'with the units that can move in, one per Strategos' : 'with the units there now');
  await expect(line).toContainText(`you win ${shown.figures.win}%, tie ${shown.figures.tie}%, lose ${shown.figures.lose}%`);
  await expect(line.locator('.odds-losses')).toHaveText(/^you lose (no units|about [\d.]+ units?), they lose (none|about [\d.]+)$/);
  await expect(line.locator('.odds-honor')).toHaveText(/^(you (gain|lose) about [\d.]+ Honor|no Honor change on average)$/);
  await expect(line).not.toContainText('expected');
  await page.screenshot({ path: `${SHOTS}/odds-marker-1280x720.png` });
  if (process.env.WORDS_SHOTS) await page.screenshot({ path: `${process.env.WORDS_SHOTS}/words-odds-en.png` });
  // The same line in Spanish and Greek, their own words and decimal commas.
  for (const [lang, win, losses] of [['es', 'ganas el', /^(no pierdes unidades|pierdes cerca de [\d,]+ unidad(es)?), el enemigo (ninguna|cerca de [\d,]+)$/], ['el', 'νικάτε', /^(δεν χάνετε μονάδες|χάνετε περίπου [\d,]+ μονάδ(α|ες)), ο αντίπαλος (καμία|περίπου [\d,]+)$/]] as const) {
    await page.locator('.game-header [data-lang-picker]').selectOption(lang);
    await expect(line).toContainText(`${win} ${shown.figures.win}%`);
    await expect(line.locator('.odds-losses')).toHaveText(losses);
    await expect(unitsThere).toBeVisible();
    expect(noTokens(await line.innerText())).toEqual([]);
    if (process.env.WORDS_SHOTS) await page.screenshot({ path: `${process.env.WORDS_SHOTS}/words-odds-${lang}.png` });
  }
  await page.locator('.game-header [data-lang-picker]').selectOption('en');

  // Another marker of the seat's, or another theater: a Friendly or Neutral one says no Battle.
  const view = viewFor(g!, seat);
  const quiet = legalActions(g!, seat).find((a) => a.marker === action.marker && decisionOdds(view, seat, a)?.battle === false && a.place !== 'persia');
  if (quiet) {
    await prompt.locator(`[data-picker="theater"] [data-choice-theater="${String(quiet.place)}"]`).click();
    await expect(prompt.locator('[data-odds="none"]')).toBeVisible();
    await expect(prompt.locator('[data-odds="battle"]')).toHaveCount(0);
  }
  console.log(`[odds-more] ${seat} marker at ${String(action.place)}: ${JSON.stringify(shown.figures)}; quiet theater ${quiet ? String(quiet.place) : 'none'}`);
});
