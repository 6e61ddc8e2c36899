// Prompts a player meets through the page (#13 items 1 and 3): a won League issue's options draw
// (no action field is guessed to be a theater), a new prompt starts with nothing selected, and a
// decision is sent at most once however fast the player clicks.
import type { Page } from '@playwright/test';
import { expect, test, type WebHost } from './fixtures.js';
import { buildPosition } from './positions.js';
import { decisionCount } from './soak/choose.js';
import { chooseAction } from './palette.js';

/** Opens the app, presses Continue, takes the hot-seat hand-off, and waits for `kind`'s prompt. */
async function continueTo(page: Page, host: WebHost, kind: string, errors: string[]): Promise<void> {
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(host.url);
  await page.locator('[data-saves-continue], section.resume button').first().click();
  const handoff = page.locator('[data-handoff]');
  const prompt = page.locator(`[data-prompt="${kind}"]`);
  await expect(handoff.or(prompt)).toBeVisible();
  if (await handoff.isVisible()) await handoff.locator('button').click();
  await expect(prompt).toBeVisible();
}

/** The game screen's decision count, -1 while another screen (a hand-off) is up: read at once, never waited for. */
function decisions(page: Page): Promise<number> {
  return decisionCount(page);
}

test('9.2 League won: its options draw and a units option (no naval units) is chosen — #13 item 1', async ({ page, host }) => {
  const at = await buildPosition(host.userData, { scenario: 'campaign', seeds: ['a', 'b', 'c'], kind: 'league.option' });
  const errors: string[] = [];
  await continueTo(page, host, 'league.option', errors);
  const prompt = page.locator('[data-prompt="league.option"]');
  await expect(page.locator('[data-screen-error]')).toHaveCount(0);
  // `naval: 0` in a League option is a unit count, not a theater: the choice list, not a theater list.
  const choices = prompt.locator('[data-picker] button[data-choice]');
  await expect(choices.first()).toBeVisible();
  const keys = await choices.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-choice') ?? ''));
  const pick = keys.findIndex((k) => k.includes('"naval":0')) >= 0 ? keys.findIndex((k) => k.includes('"naval":0')) : 0;
  await choices.nth(pick).click();
  const confirm = prompt.locator('[data-confirm]');
  if (await confirm.count()) await confirm.click();
  // Decided: the game moves on (to the next seat's hand-off, or a later decision of ours).
  await expect.poll(async () => (await page.locator('[data-handoff]').count()) > 0 || (await decisions(page)) > at.decisions).toBe(true);
  await expect(page.locator('[data-screen-error]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('5.32 C: the second pick of three starts with nothing selected and no Confirm — #13 item 3', async ({ page, host }) => {
  const at = await buildPosition(host.userData, { scenario: 'development', seeds: ['p1', 'p2'], kind: 'boule.C' });
  const errors: string[] = [];
  await continueTo(page, host, 'boule.C', errors);
  const prompt = page.locator('[data-prompt="boule.C"]');
  await prompt.locator('[data-picker] button[data-choice]').first().click();
  await expect(prompt.locator('[data-confirm]')).toBeVisible();
  await prompt.locator('[data-confirm]').click();
  await expect.poll(() => decisions(page)).toBe(at.decisions + 1);
  // The next pick of the same step: a fresh prompt.
  await expect(prompt).toBeVisible();
  await expect(prompt.locator('[data-picker] button[data-choice]').first()).toBeEnabled();
  await expect(prompt.locator('[data-confirm]')).toHaveCount(0);
  await expect(prompt.locator('[data-picker] button[aria-pressed="true"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a double click on Confirm sends the decision once — #13 item 3', async ({ page, host }) => {
  const at = await buildPosition(host.userData, { scenario: 'development', seeds: ['p1', 'p2'], kind: 'boule.C' });
  const errors: string[] = [];
  await continueTo(page, host, 'boule.C', errors);
  const prompt = page.locator('[data-prompt="boule.C"]');
  await prompt.locator('[data-picker] button[data-choice]').first().click();
  // Two clicks in one task, before the page can redraw: what a fast double click does.
  await prompt.locator('[data-confirm]').evaluate((b) => { (b as HTMLButtonElement).click(); (b as HTMLButtonElement).click(); });
  await expect.poll(() => decisions(page)).toBe(at.decisions + 1);
  // Give a second send time to arrive: it would be refused (the same tile twice) or counted.
  await page.waitForTimeout(1500);
  expect(await decisions(page)).toBe(at.decisions + 1);
  await expect(page.locator('[data-error]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('8.41 reveals: a board click for one decision never pre-selects the next — #13 item 3', async ({ page, host }) => {
  test.setTimeout(120_000);
  await buildPosition(host.userData, { scenario: 'campaign', seeds: ['a', 'b', 'c'], kind: 'theater.reveal' });
  const errors: string[] = [];
  await continueTo(page, host, 'theater.reveal', errors);
  const handoff = page.locator('[data-handoff]');
  const active = page.locator('[data-prompt]:not([data-waiting])');
  let checked = 0;
  let clicked = false;
  for (let i = 0; i < 60 && checked < 3; i++) {
    await expect(handoff.or(active)).toBeVisible();
    if (await handoff.count()) { await handoff.locator('button').click(); continue; }
    const before = await decisions(page);
    const theaters = active.locator('[data-picker="theater"]');
    if (await theaters.count()) {
      // A theater prompt opens fresh, whatever was clicked on the board for the one before.
      if (clicked) {
        checked++;
        await expect(theaters.locator('[data-confirm]')).toHaveCount(0);
        await expect(theaters.locator('[aria-pressed="true"]')).toHaveCount(0);
      }
      // Choose on the board (its accessible mirror), then confirm when asked.
      const place = (await theaters.locator('[data-choice-theater]').first().getAttribute('data-choice-theater'))!;
      await page.locator(`[data-board-mirror] [data-theater="${place}"]`).evaluate((b) => (b as HTMLButtonElement).click());
      clicked = true;
      const confirm = theaters.locator('[data-confirm]');
      await expect.poll(async () => (await confirm.count()) > 0 || (await handoff.count()) > 0 || (await decisions(page)) > before).toBe(true);
      if (await confirm.count()) await confirm.click();
    } else {
      await chooseAction(active);
    }
    await expect.poll(async () => (await handoff.count()) > 0 || (await decisions(page)) > before).toBe(true);
  }
  expect(checked, 'theater prompts met after a board click').toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('9.1 / 8.5: building nothing is offered in words beside Decline, never "Build 0 naval, 0 land" — #29', async ({ page, host }) => {
  test.setTimeout(180_000);
  await buildPosition(host.userData, { scenario: 'campaign', seeds: ['e', 'd'], kind: 'military.build' }); // seed e reaches it in 92 decisions
  const errors: string[] = [];
  await continueTo(page, host, 'military.build', errors);
  const prompt = page.locator('[data-prompt="military.build"]:not([data-waiting])');
  const none = prompt.locator(`[data-choice='${JSON.stringify({ land: 0, naval: 0, type: 'build' })}']`);
  await expect(none).toHaveText('Build no units and go on with the Military issue (9.1)');
  await expect(prompt.locator(`[data-choice='${JSON.stringify({ type: 'decline' })}']`)).toHaveText('Decline');
  await expect(prompt).not.toContainText(/Build 0 naval, 0 land/);
  expect(errors).toEqual([]);
});
