// #33 Perikles' prompts at 1280×720 through the real page (a 4-player hot-seat game, seed 5, played by
// perikles-policy.ts): refused Influence tiles shown compactly, in the flow of the open ones, with
// their "why not?" on hover and focus (Phase 2 Take Influence Tiles, EN:186); the Assassin symbol's
// cube chosen by city, then by cube, in the prompt or on the board (a city, a cube: [P2] EN:176-182); the send-forces
// picker with room to spare in Greek (Phase 5 Commit military forces); the cities panel's defeats
// column named. A node run of the same policy on the engine (below) says where each decision comes.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { allInside, playToEnd } from './perikles-policy.js';
import { perikles } from '../../src-shared/games/perikles/module.js';
import type { PeriklesState } from '../../src-shared/games/perikles/state.js';

const SHOTS = 'test-results';
const SEED = '5';
const PLAYERS = 4;
/** Room the send picker keeps under the prompt bar's cap (216 px at 1280×720): more than a row of buttons. */
const MARGIN = 32;

/** The engine's game after `n` decisions of the policy (a Special tile when offered, else the first option). */
function engineAfter(n: number): PeriklesState {
  const seats = Object.fromEntries(perikles.seatsFor('standard', PLAYERS).map((s) => [s, 'human' as const]));
  let g = perikles.newGame({ scenario: 'standard', seed: SEED, seats: seats as Parameters<typeof perikles.newGame>[0]['seats'] });
  for (let i = 0; i < n; i++) {
    const seat = perikles.pending(g)!.seats[0]!;
    const legal = perikles.legalActions(g, seat);
    g = perikles.apply(g, seat, legal.find((a) => a.type === 'special') ?? legal[0]!);
  }
  return g;
}

/** The first decision of `kind` the policy meets, and how many decisions come before it. */
function firstOf(kind: string, also: (g: PeriklesState) => boolean = () => true): { at: number; g: PeriklesState } {
  for (let n = 0; n < 400; n++) {
    const g = engineAfter(n);
    if (g.decision?.kind === kind && also(g)) return { at: n, g };
  }
  throw new Error(`no ${kind}`);
}

/** Takes the hand-off, if one is shown, and waits for the prompt's options. */
async function seated(page: Page): Promise<void> {
  const handoff = page.locator('[data-handoff] [data-take-seat]');
  const option = page.locator('[data-prompt] button[data-option]:enabled').first();
  await expect(handoff.or(option)).toBeVisible({ timeout: 60_000 });
  if (await handoff.isVisible()) await handoff.click();
  await expect(option).toBeVisible({ timeout: 60_000 });
}

/**
 * The prompt bar's room left under its cap (30vh): the cap less all it holds, each part at its own
 * full height (a part that gives way under the cap, as the odds do, counts what it hides).
 */
const roomLeft = (prompt: Locator): Promise<number> => prompt.evaluate((el) => {
  // The bar may stand taller than what it holds (the slot keeps a decision's tallest prompt): its parts are measured.
  const css = getComputedStyle(el);
  const bottom = Math.max(...[...el.children].map((c) => c.getBoundingClientRect().bottom + parseFloat(getComputedStyle(c).marginBottom)));
  const used = bottom - el.getBoundingClientRect().top + el.scrollTop + parseFloat(css.paddingBottom) + parseFloat(css.borderBottomWidth);
  const hidden = [...el.querySelectorAll<HTMLElement>('*')].reduce((n, x) => n + (getComputedStyle(x).overflowY === 'visible' ? 0 : Math.max(0, x.scrollHeight - x.clientHeight)), 0);
  return parseFloat(css.maxHeight) - used - hidden;
});

test.describe('Perikles prompts at 1280×720: refused tiles, the Assassin, the send picker, the cities panel (#33)', () => {
  test.setTimeout(30 * 60_000);
  test.use({ hostArgs: ['--game', 'perikles', '--players', String(PLAYERS), '--seed', SEED, '--bots', 'human,human,human,human'] });

  test('refused options stay compact, the Assassin picks by city then cube (or on the board), the send picker keeps room in Greek', async ({ page, host }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(host.url);
    await expect(page.locator('[data-handoff]')).toBeVisible();
    const board = page.locator('[data-perikles-board]');
    const lang = page.locator('select[data-lang-picker]');

    // --- The cities panel: its defeats column is named (a screen reader's words) and explained (a tooltip).
    await seated(page);
    const defeats = page.locator('[data-panel="cities"] thead th[data-defeats]');
    await expect.soft(page.getByRole('columnheader', { name: 'Defeats', exact: true })).toHaveCount(1);
    await expect.soft(defeats).toHaveAttribute('title', /defeats/i);

    // --- Phase 2 Take Influence Tiles (EN:186): a tile of a colour already taken this turn is refused.
    const take = firstOf('influence.take', (g) => perikles.whyNot!(g, g.decision!.seat).filter((c) => c.listed).length >= 3);
    let played = await playToEnd(page, { maxClicks: take.at });
    expect(played.clicks).toBe(take.at);
    await seated(page);
    const takePrompt = page.locator('[data-prompt="influence.take"]');
    const closed = takePrompt.locator('[data-closed-option]');
    const refused = perikles.whyNot!(take.g, take.g.decision!.seat).filter((c) => c.listed).length;
    await expect(closed).toHaveCount(refused);
    const open = takePrompt.locator('button[data-option]');
    await allInside(page, open, takePrompt);
    await allInside(page, closed, takePrompt);
    // Compact: a refused tile is a button of an open one's height in the same rows, not a row of its own.
    const row = (await open.first().boundingBox())!;
    const promptBox = (await takePrompt.boundingBox())!;
    for (let i = 0; i < refused; i++) {
      const b = (await closed.nth(i).boundingBox())!;
      expect.soft(b.height, 'a refused option is one button high').toBeLessThanOrEqual(row.height * 1.3);
      expect.soft(b.width, 'a refused option is not a whole row').toBeLessThan(promptBox.width / 2);
    }
    const tops = new Set(await Promise.all([...Array(await open.count()).keys()].map(async (i) => Math.round((await open.nth(i).boundingBox())!.y))));
    for (let i = 0; i < refused; i++) tops.add(Math.round((await closed.nth(i).boundingBox())!.y));
    expect.soft(tops.size, 'open and refused tiles share rows').toBeLessThan(await open.count() + refused);
    // Why not: on hover, and on keyboard focus (the refused option keeps its place in the Tab order).
    const tip = page.locator('[data-why-not-tip]:visible');
    await closed.first().hover();
    await expect.soft(tip).toHaveCount(1);
    await expect.soft(tip).toContainText(/already took a tile of/);
    await page.mouse.move(5, 700);
    await expect.soft(tip).toHaveCount(0);
    await closed.nth(1).focus();
    await expect.soft(tip).toContainText(/already took a tile of/);
    await expect.soft(closed.nth(1)).toHaveAttribute('aria-disabled', 'true');
    await page.screenshot({ path: `${SHOTS}/pprompt-closed-en-1280.png` });
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/pprompt-closed-en-1600.png` });
    await closed.nth(1).blur();
    await lang.selectOption('el');
    await closed.first().hover();
    await expect.soft(tip).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/pprompt-closed-el-1600.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    await allInside(page, closed, takePrompt);
    await page.screenshot({ path: `${SHOTS}/pprompt-closed-el-1280.png` });
    await lang.selectOption('en');
    await page.mouse.move(5, 700);

    // --- [P2] The Assassin symbol (EN:176-182): any one cube, in a temple or a candidate space, by city then cube.
    const assassin = firstOf('influence.assassin');
    expect(assassin.at).toBeGreaterThan(take.at);
    played = await playToEnd(page, { maxClicks: assassin.at - take.at });
    expect(played.clicks).toBe(assassin.at - take.at);
    await seated(page);
    const prompt = page.locator('[data-prompt="influence.assassin"]');
    const legal = perikles.legalActions(assassin.g, assassin.g.decision!.seat);
    expect(legal.length).toBeGreaterThan(24);
    const picker = prompt.locator('[data-city-picker]');
    await expect(picker).toBeVisible();
    const cityButtons = picker.locator('button[data-pick-city]');
    await expect(cityButtons).toHaveCount(6);
    const controls = picker.locator('button');
    const boardBefore = await board.boundingBox();
    // Every cube is one city away, and each city's cubes show whole inside the prompt, which never scrolls.
    const reached = new Set<number>();
    for (let i = 0; i < 6; i++) {
      if (!(await cityButtons.nth(i).isEnabled())) continue;
      await cityButtons.nth(i).click();
      await expect(cityButtons.nth(i)).toHaveAttribute('aria-pressed', 'true');
      await allInside(page, controls, prompt);
      const scroll = await prompt.evaluate((el) => el.scrollHeight - el.clientHeight);
      expect(scroll, 'the prompt does not scroll').toBeLessThanOrEqual(1);
      for (const o of await picker.locator('button[data-option]').all()) reached.add(Number(await o.getAttribute('data-option')));
    }
    expect([...reached].sort((a, b) => a - b)).toEqual(legal.map((_, i) => i));
    // A city chosen on the board: the city becomes the picker's choice (the cube is still the player's to choose).
    const target = legal.findLast((a) => a.city !== legal[0]!.city)!.city as string;
    await expect(page.locator(`[data-city="${target}"]`)).toHaveAttribute('data-clickable', 'true');
    // On its name band: over its cubes, a cube is a click of its own.
    await page.locator(`[data-city="${target}"]`).click({ position: { x: 12, y: 8 } });
    await expect(picker.locator(`button[data-pick-city="${target}"]`)).toHaveAttribute('aria-pressed', 'true');
    const here = legal.map((a, i) => ({ a, i })).filter(({ a }) => a.city === target).map(({ i }) => String(i));
    await expect(picker.locator('button[data-option]')).toHaveCount(here.length);
    for (const i of here) await expect(picker.locator(`button[data-option="${i}"]`)).toBeVisible();
    expect(await board.boundingBox(), 'the board keeps still').toEqual(boardBefore);
    await page.screenshot({ path: `${SHOTS}/pprompt-assassin-en-1280.png` });
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/pprompt-assassin-en-1600.png` });
    await lang.selectOption('el');
    await page.screenshot({ path: `${SHOTS}/pprompt-assassin-el-1600.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    await allInside(page, controls, prompt);
    await page.screenshot({ path: `${SHOTS}/pprompt-assassin-el-1280.png` });
    await expect(page.getByRole('columnheader', { name: 'Ήττες', exact: true })).toHaveCount(1);
    // A cube chosen on the board: the engine's first option (so the game goes on as the node run of the policy did).
    const first = legal[0]! as unknown as { city: string; space: string; cube: string };
    const piece = page.locator(`[data-piece="${first.city}:${first.space}:${first.cube}"]`);
    await expect(piece).toHaveAttribute('data-clickable', 'true');
    const decisions = await page.locator('[data-screen="game"]').getAttribute('data-decisions');
    await piece.click();
    await expect(page.locator(`[data-screen="game"][data-decisions="${decisions}"] [data-prompt="influence.assassin"]`)).toHaveCount(0, { timeout: 60_000 });

    // --- Phase 5 Commit military forces in Greek, the longest language: the picker keeps room under the cap.
    played = await playToEnd(page, { until: (k) => k === 'commit.send' });
    expect(played.stopped).toBe(true);
    await seated(page);
    const send = page.locator('[data-prompt="commit.send"]');
    await expect(send.locator('[data-send-odds] [data-odds]')).toBeVisible();
    const counters = send.locator('button[data-pick-counter]');
    let least = Infinity;
    for (let i = 0; i < await counters.count(); i++) {
      await counters.nth(i).click();
      await expect(counters.nth(i)).toHaveAttribute('aria-pressed', 'true');
      least = Math.min(least, await roomLeft(send));
    }
    console.log(`send picker in Greek at 1280x720: ${least}px left under the cap`);
    expect(least, `the send picker keeps ${MARGIN}px under the prompt bar's cap`).toBeGreaterThanOrEqual(MARGIN);
    await counters.first().click();
    await page.screenshot({ path: `${SHOTS}/pprompt-send-el-1280.png` });
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/pprompt-send-el-1600.png` });
    await lang.selectOption('en');
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(await roomLeft(send)).toBeGreaterThanOrEqual(MARGIN);
    await page.screenshot({ path: `${SHOTS}/pprompt-send-en-1280.png` });
  });
});
