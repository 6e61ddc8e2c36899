// Undo through the UI (src-main/host/undo.ts): a human takes back its own decisions while they
// leave the decision with the same seat and hide nothing new — here the Dominant Faction's three
// Boulé picks into box 0 (5.32 C) in the Ostracism training vignette, where only Athens' Assembly
// is played: each pick is kept secret (only this seat's log shows it, the prompt counts "n of 3")
// and the next pick is the same seat's again, until the third reveals all three. Undo is
// taken with the prompt's button and with Ctrl+Z; the decision count, the log and the open prompt
// must go back, and an undo note must be logged. A pick that hands the decision to another seat
// (the Aristocrat bot's 5.32 D picks) ends undo, as do the simultaneous Entourage choice and the
// Boulé pick A before it.
import type { Page } from '@playwright/test';
import { expect, startGame, test } from './fixtures.js';
import { PALETTE_OPEN, chooseAction } from './palette.js';

const SEAT = 'demagogues';

const screen = (page: Page) => page.locator('[data-screen="game"]');
/** The viewed seat's own open prompt of `kind` (any kind when absent). */
const myPrompt = (page: Page, kind?: string) =>
  page.locator(`[data-prompt${kind ? `="${kind}"` : ''}][data-seat="${SEAT}"]:not([data-waiting])`);
const undoButton = (page: Page) => page.locator('[data-undo]');
const logPanel = (page: Page) => page.locator('.panel-log');
const undoNotes = (page: Page) => logPanel(page).locator('[data-log="undo"]');
/** This seat's secret Boulé picks, in its own log only (5.32 C/D). */
const boulePicks = (page: Page) => logPanel(page).locator('[data-log="boule.picked"]');
/** Step C Boulé picks placed on the track: all at once, after both Sides chose (5.32 C/D). */
const placed = (page: Page) => logPanel(page).locator('[data-log="boule.issue"][data-rule="5.32 C"]');

async function decisions(page: Page): Promise<number> {
  return Number(await screen(page).getAttribute('data-decisions'));
}

async function logLength(page: Page): Promise<number> {
  return Number(await logPanel(page).locator('ol.log').getAttribute('data-log-count'));
}

async function noError(page: Page): Promise<void> {
  if (await page.locator('[data-error]').count()) throw new Error(await page.locator('[data-error]').innerText());
}

/** Plays the `index`-th legal action of the open prompt `kind` from the command palette and waits until the host accepted it. */
async function pick(page: Page, kind: string, index = 0): Promise<void> {
  await expect(myPrompt(page, kind).locator(PALETTE_OPEN)).toBeEnabled();
  const before = await decisions(page);
  await chooseAction(myPrompt(page, kind), index);
  await expect.poll(() => decisions(page)).toBeGreaterThan(before);
  await noError(page);
}

test('a human takes back its own decisions with the undo button and Ctrl+Z; a hand-off ends undo', async ({ page, host }) => {
  test.setTimeout(90_000);
  await startGame(page, host, {
    scenario: 'training-ostracism',
    seed: 'undo-e2e',
    seats: { aristocrats: 'bot:random', demagogues: 'human', eurypontids: 'bot:random', agiads: 'bot:random' },
  });
  await expect(screen(page)).toHaveAttribute('data-seat', SEAT);

  await test.step('no undo before any decision, after a simultaneous secret choice, or after a hand-off', async () => {
    await expect(myPrompt(page, 'entourage.form')).toBeVisible();
    await expect(undoButton(page)).toHaveCount(0);
    // Entourage (5.23): chosen secretly with the Aristocrats. Once their bot has answered, this
    // seat's answer completes the choice (a reveal) and the next decision, Boulé pick A, is this
    // seat's again: only the reveal may end undo here.
    await expect(page.locator('.status-deciding')).toHaveAttribute('data-deciding', SEAT);
    await pick(page, 'entourage.form');
    await expect(myPrompt(page, 'boule.A')).toBeVisible();
    await expect(undoButton(page)).toHaveCount(0);
    // Boulé pick A hands the decision to the Aristocrats (pick B, a bot), then pick C comes back.
    await pick(page, 'boule.A');
    await expect(myPrompt(page, 'boule.C')).toBeVisible();
    await expect(undoButton(page)).toHaveCount(0);
    await expect(undoNotes(page)).toHaveCount(0);
  });

  const start = await decisions(page);
  const startLog = await logLength(page);
  const startPicks = await boulePicks(page).count();
  const startPlaced = await placed(page).count();

  await test.step('the undo button takes back one Boulé pick', async () => {
    // The dedicated picker: choose, then confirm.
    const prompt = myPrompt(page, 'boule.C');
    await prompt.locator('[data-picker="choice"] [data-choice]').first().click();
    await prompt.locator('[data-confirm]').click();
    await expect.poll(() => decisions(page)).toBe(start + 1);
    await noError(page);
    // The pick is logged for this seat only, not placed yet, and the same seat picks again (5.32 C, 2 of 3).
    await expect(boulePicks(page)).toHaveCount(startPicks + 1);
    await expect(myPrompt(page, 'boule.C')).toBeVisible();
    await expect(myPrompt(page, 'boule.C').locator('h2')).toContainText('2 of 3');
    await expect(placed(page)).toHaveCount(startPlaced);
    const undo = undoButton(page);
    await expect(undo).toBeVisible();
    await expect(undo).toBeEnabled();

    await undo.click();
    await expect.poll(() => decisions(page)).toBe(start);
    await noError(page);
    await expect(myPrompt(page, 'boule.C')).toBeVisible();
    await expect(myPrompt(page, 'boule.C').locator('h2')).toContainText('1 of 3');
    await expect(boulePicks(page)).toHaveCount(startPicks);
    expect(await logLength(page)).toBe(startLog);
    await expect(undoNotes(page)).toHaveCount(1);
    await expect(undoNotes(page).first()).toContainText('took back a decision');
    // That was the only decision to take back.
    await expect(undoButton(page)).toHaveCount(0);
  });

  await test.step('Ctrl+Z takes back two picks, one at a time', async () => {
    await pick(page, 'boule.C', 0);
    await pick(page, 'boule.C', 1);
    expect(await decisions(page)).toBe(start + 2);
    await expect(boulePicks(page)).toHaveCount(startPicks + 2);
    await expect(undoButton(page)).toBeEnabled();

    await page.keyboard.press('Control+z');
    await expect.poll(() => decisions(page)).toBe(start + 1);
    await expect(boulePicks(page)).toHaveCount(startPicks + 1);
    await expect(myPrompt(page, 'boule.C')).toBeVisible();
    await expect(undoNotes(page)).toHaveCount(2);
    await expect(undoButton(page)).toBeEnabled();

    await page.keyboard.press('Control+z');
    await expect.poll(() => decisions(page)).toBe(start);
    await noError(page);
    await expect(boulePicks(page)).toHaveCount(startPicks);
    expect(await logLength(page)).toBe(startLog);
    await expect(myPrompt(page, 'boule.C')).toBeVisible();
    await expect(undoNotes(page)).toHaveCount(3);
    await expect(undoButton(page)).toHaveCount(0);
  });

  await test.step('the pick that hands the decision to another seat ends undo', async () => {
    await pick(page, 'boule.C');
    await pick(page, 'boule.C');
    await expect(undoButton(page)).toBeEnabled();
    await expect(placed(page)).toHaveCount(startPlaced);
    // The third pick 5.32 C reveals all three at once and hands the decision to the Aristocrats (5.32 D, a bot).
    await pick(page, 'boule.C');
    await expect(placed(page)).toHaveCount(startPlaced + 3);
    await expect(undoButton(page)).toHaveCount(0);
    // Back to this seat for its next decision: still nothing to take back.
    const next = myPrompt(page).locator(PALETTE_OPEN);
    await expect(next).toBeEnabled();
    expect(await myPrompt(page).getAttribute('data-prompt')).not.toBe('boule.C');
    await expect(undoButton(page)).toHaveCount(0);
    const now = await decisions(page);
    expect(now).toBeGreaterThan(start + 3);
    await page.keyboard.press('Control+z');
    await page.waitForTimeout(500);
    expect(await decisions(page)).toBe(now);
    await expect(undoNotes(page)).toHaveCount(3);
    await noError(page);
  });
});
