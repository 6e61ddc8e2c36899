// "Why not?" through the page (#17 item 2): an option the rules refuse now is shown closed, its
// reason (rule and numbers) appears on hover and on keyboard focus, and a click on a closed theater
// on the board leaves an explanation near the prompt.
import type { Page } from '@playwright/test';
import { THEATERS } from '../../src-shared/games/pericles/data/board.js';
import { expect, test } from './fixtures.js';
import { buildPosition } from './positions.js';
import { continueTo, optionInSight } from './boardView.js';
import { reveal } from './soak/sight.js';

/** Screenshots at both window sizes; `again` redoes a hover the resize undid. */
async function shot(page: Page, name: string, again?: () => Promise<void>): Promise<void> {
  for (const size of [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }]) {
    await page.setViewportSize(size);
    if (again) { await page.mouse.move(0, 0); await again(); }
    await page.screenshot({ path: `reports/screenshots/whynot-${name}-${size.width}x${size.height}.png` });
  }
}

/** Presses a theater through the board's accessible mirror (the same handler as a canvas click). */
async function clickTheater(page: Page, id: number | 'persia'): Promise<void> {
  await page.locator(`[data-board-mirror] [data-theater="${id}"]`).evaluate((b) => (b as HTMLButtonElement).click());
}

test('8.3 / 13.1: Persia, still closed, is shown disabled with its reason on hover and on focus; a board click on it explains', async ({ page, host }) => {
  test.setTimeout(120_000);
  await buildPosition(host.userData, { scenario: 'campaign', seeds: ['a', 'b', 'c'], kind: 'theater.place', when: (g) => !g.persiaOpen });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 720 });
  await continueTo(page, host, 'theater.place');
  const prompt = page.locator('[data-prompt="theater.place"]:not([data-waiting])');
  const markers = prompt.locator('[data-choice-marker]');
  if (!(await prompt.locator('[data-picker="theater"]').count())) await markers.first().click();

  const persia = prompt.locator('[data-closed-theater="persia"]');
  // The last of 21 theaters: past the list's rows at 1280×720, shown by its "+N more" (#29.6).
  await reveal(persia);
  await expect(persia).toBeVisible();
  await expect(persia).toHaveAttribute('aria-disabled', 'true');
  await expect(persia).toHaveAttribute('data-why-not', '13.1');
  // Not one of the choices tools and tests press.
  await expect(prompt.locator('[data-choice-theater="persia"]')).toHaveCount(0);
  const tipId = (await persia.getAttribute('aria-describedby'))!;
  const tip = page.locator(`[id="${tipId}"]`);
  await expect(tip).toBeHidden();

  // Hover: the reason, in rule terms, with the rule number.
  await persia.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('Ionia');
  await expect(tip).toContainText('13.1');
  // Wholly inside the window (drawn over the page, not clipped by the prompt's scrolling).
  const box = (await tip.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(720);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  expect(box.height).toBeGreaterThan(10);
  await shot(page, 'hover', () => persia.hover());
  await page.setViewportSize({ width: 1280, height: 720 });

  // Keyboard focus: Tab from the last open theater lands on the closed one and shows the reason.
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();
  await prompt.locator('[data-choice-theater]').last().focus();
  await page.keyboard.press('Tab');
  await expect(persia).toBeFocused();
  await expect(tip).toBeVisible();

  // Pressing it only explains: no decision is sent.
  await persia.press('Enter');
  const message = prompt.locator('[data-why-not-message]');
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute('data-why-not-message', '13.1');
  await expect(prompt).toBeVisible();
  await message.locator('button').click();
  await expect(message).toHaveCount(0);

  // A click on Persia on the board explains too.
  await clickTheater(page, 'persia');
  await expect(message).toBeVisible();
  await expect(message).toContainText('Persia');
  await shot(page, 'board-click');
  expect(errors).toEqual([]);
});

test('9.32: during a muster, a click on a theater the chosen unit cannot end in explains why', async ({ page, host }) => {
  test.setTimeout(150_000);
  await buildPosition(host.userData, { scenario: 'campaign', seeds: ['a', 'b', 'c', 'd', 'e', 'f'], kind: 'muster.move' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 720 });
  await continueTo(page, host, 'muster.move');
  const prompt = page.locator('[data-prompt="muster.move"]:not([data-waiting])');
  const units = prompt.locator('[data-choice-unit]');
  await units.first().click();
  const unitKeys = await units.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-choice-unit') ?? ''));
  const froms = new Set(unitKeys.map((k) => Number(k.split('/')[2])));
  const targets = new Set((await prompt.locator('[data-choice-theater]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-choice-theater') ?? ''))).map(Number));
  // A theater that is neither a stop of the chosen unit nor where another movable unit stands.
  const closed = THEATERS.map((t) => t.id).find((id) => !froms.has(id) && !targets.has(id));
  expect(closed, 'a theater the unit cannot end in').toBeDefined();
  const before = await page.locator('[data-decisions]').first().getAttribute('data-decisions');
  await clickTheater(page, closed!);
  const message = prompt.locator('[data-why-not-message]');
  await expect(message).toBeVisible();
  // A rule number and a reason, never an engine token.
  await expect(message).toHaveAttribute('data-why-not-message', /^\d/);
  await expect(message).toContainText(THEATERS[closed! - 1]!.name);
  await expect(message).not.toContainText('whynot.');
  await expect(message).not.toContainText('{');
  expect(await page.locator('[data-decisions]').first().getAttribute('data-decisions')).toBe(before);
  await shot(page, 'muster');
  expect(errors).toEqual([]);
});

test('8.5 / 8.51: Strategos the Faction does not hold are shown as closed amounts, their reason on hover and on focus', async ({ page, host }) => {
  test.setTimeout(150_000);
  await buildPosition(host.userData, {
    scenario: 'campaign', seeds: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], kind: 'diplomacy.commit',
    when: (g) => g.factions[g.flow.pending!.seats[0]!].strategos >= 1,
    // Holds 1 Strategos: 2 and 3 (the 8.51 cap) are refused. The rest go back to the stock (Strategos conserved).
    alter: (g) => {
      const seat = g.flow.pending!.seats[0]!;
      const extra = g.factions[seat].strategos - 1;
      g.factions[seat].strategos = 1;
      g.sides[seat === 'aristocrats' || seat === 'demagogues' ? 'athens' : 'sparta'].stock += extra;
    },
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 720 });
  await continueTo(page, host, 'diplomacy.commit');
  const prompt = page.locator('[data-prompt="diplomacy.commit"]:not([data-waiting])');
  const closed = prompt.locator('[data-picker="choice"] [data-closed]');
  await expect(closed).toHaveCount(2);
  const three = closed.last();
  await expect(three).toHaveAttribute('aria-disabled', 'true');
  await expect(three).toHaveAttribute('data-why-not', '8.5');
  const tip = page.locator(`[id="${(await three.getAttribute('aria-describedby'))!}"]`);
  await three.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText('You hold 1 Strategos: you cannot commit 3. (rule 8.5)');
  await shot(page, 'commit-hover', () => three.hover());
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();
  // Keyboard: Tab from the last open choice to the first closed one, then the next.
  await prompt.locator('[data-picker="choice"] [data-choice]').last().focus();
  await page.keyboard.press('Tab');
  await expect(closed.first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(three).toBeFocused();
  await expect(tip).toBeVisible();
  // Pressing it explains; nothing is sent.
  const before = await page.locator('[data-decisions]').first().getAttribute('data-decisions');
  await page.keyboard.press('Enter');
  await expect(prompt.locator('[data-why-not-message]')).toContainText('You hold 1 Strategos');
  expect(await page.locator('[data-decisions]').first().getAttribute('data-decisions')).toBe(before);
  expect(errors).toEqual([]);
});

test('5.23 / 6.12: in a debate the Entourage\'s cards are shown closed, with why', async ({ page, host }) => {
  test.setTimeout(150_000);
  await buildPosition(host.userData, {
    scenario: 'campaign', seeds: ['a', 'b', 'c', 'd'], kind: 'debate.card',
    when: (g) => g.factions[g.flow.pending!.seats[0]!].entourage.length > 0,
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 720 });
  await continueTo(page, host, 'debate.card');
  const prompt = page.locator('[data-prompt="debate.card"]:not([data-waiting])');
  const closed = prompt.locator('[data-picker="card"] [data-closed-card]');
  await expect(closed.first()).toBeVisible();
  await expect(closed.first()).toHaveAttribute('data-why-not', '5.23');
  await expect(prompt.locator('[data-picker="card"] [data-choice-card]').first()).toBeVisible();
  const tip = page.locator(`[id="${(await closed.first().getAttribute('aria-describedby'))!}"]`);
  await optionInSight(closed.first());
  await closed.first().hover();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('Entourage');
  await shot(page, 'card-hover', () => closed.first().hover());
  expect(errors).toEqual([]);
});
