// Playing it: one human (Aristocrats) plays a complete turn of the development scenario against
// three bots through the UI alone — the dedicated prompts by mouse (cards, confirm), the first
// phase by keyboard only — with a screenshot of every phase in test-results/.
import type { Page } from '@playwright/test';
import { expect, startGame, test } from './fixtures.js';
import { PALETTE_OPEN, chooseAction } from './palette.js';

const SEAT = 'aristocrats';

async function decisions(page: Page): Promise<number> {
  return Number(await page.locator('[data-screen="game"]').getAttribute('data-decisions'));
}

/** Waits until the host accepted one more decision (or the game ended). */
async function accepted(page: Page, before: number): Promise<void> {
  await expect.poll(async () => (await page.locator('[data-screen="game"]').count()) === 0 || (await decisions(page)) > before, { timeout: 30_000 }).toBe(true);
}

/** Plays the open decision with the dedicated prompt where there is one, else the quick list. */
async function playByMouse(page: Page, kind: string): Promise<void> {
  const prompt = page.locator(`[data-prompt="${kind}"][data-seat="${SEAT}"]`);
  if (kind === 'entourage.form') {
    const cards = prompt.locator('[data-picker="cards"] [data-choice-card]');
    for (let i = 0; i < 3; i++) await cards.nth(i).click();
    await expect(prompt.locator('[data-confirm]')).toBeEnabled();
    await prompt.locator('[data-confirm]').click();
    return;
  }
  if (kind === 'debate.card' || kind === 'council.card') {
    const tiles = prompt.locator('[data-picker="card"] [data-choice-card]');
    await expect(tiles.first()).toBeVisible();
    if (kind === 'debate.card') await expect(tiles.first().locator('[data-card-now]')).toBeVisible();
    await tiles.first().click();
    await prompt.locator('[data-confirm]').click();
    return;
  }
  if (kind === 'theater.place') {
    await prompt.locator('[data-choice-marker]').first().click();
    await prompt.locator('[data-picker="theater"] [data-choice-theater]').first().click();
    await prompt.locator('[data-confirm]').click();
    return;
  }
  if (kind === 'muster.move') {
    // One unit by its reach on the board's list of targets, then end the moves.
    const target = prompt.locator('[data-picker="move"] .theater-list [data-choice-theater]');
    const unit = prompt.locator('[data-choice-unit]');
    if (await unit.count()) {
      await unit.first().click();
      if (await target.count()) { await target.first().click(); return; }
    }
  }
  await chooseAction(prompt);
}

test('one human plays a whole turn against three bots, by mouse and keyboard', async ({ page, host }) => {
  test.setTimeout(600_000);
  await startGame(page, host, {
    seed: 'play-1',
    seats: { aristocrats: 'human', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' },
  });
  const screen = page.locator('[data-screen="game"]');
  await expect(screen).toBeVisible();
  const status = page.locator('.status-line[data-turn]');
  const startTurn = Number(await status.getAttribute('data-turn'));
  const shots = new Set<string>();
  const kinds = new Set<string>();
  let keyboardPhase: string | null = null;
  let keyboardUsed = 0;

  for (let step = 0; step < 400; step++) {
    if (await page.locator('[data-error]').count()) throw new Error(await page.locator('[data-error]').innerText());
    const turn = Number(await status.getAttribute('data-turn'));
    const over = await page.locator('.status-over').count();
    if (turn > startTurn || over) break;
    const phase = (await status.getAttribute('data-phase')) ?? '';
    const mine = page.locator(`[data-prompt][data-seat="${SEAT}"]:not([data-waiting]) ${PALETTE_OPEN}`);
    const ready = await mine.isVisible().catch(() => false);
    if (!ready) { await page.waitForTimeout(150); continue; }
    const kind = (await page.locator('[data-prompt]').getAttribute('data-prompt')) ?? '';
    kinds.add(kind);
    if (!shots.has(phase)) {
      shots.add(phase);
      await page.screenshot({ path: `test-results/play-${String(shots.size).padStart(2, '0')}-${phase}.png`, fullPage: false });
    }
    // Prompt contract: a title, the stake, the rule linked, and only legal choices.
    await expect(page.locator('[data-prompt] .prompt-text')).toContainText('At stake');
    await expect(page.locator('[data-prompt] [data-rule-link]').first()).toBeVisible();
    const before = await decisions(page);
    keyboardPhase ??= phase;
    if (phase === keyboardPhase) {
      // Keyboard only: focus is on the decision's first choice; the palette (Ctrl+K), Down, Enter.
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-prompt] [data-picker]'))).toBe(true);
      await page.keyboard.press('Control+k');
      await expect(page.locator('[data-palette-search]')).toBeFocused();
      const n = await page.locator('[data-prompt] button[data-action]').count();
      if (n > 1) await page.keyboard.press('ArrowDown');
      const focused = await page.locator('[data-palette="open"] button.active[data-action]').getAttribute('data-action');
      expect(focused, 'the palette marks a legal action').not.toBeNull();
      await page.keyboard.press('Enter');
      // The palette asks to confirm, as the prompt does: Enter on its Confirm sends.
      await expect(page.locator('[data-palette-confirm]')).toBeFocused();
      await page.keyboard.press('Enter');
      keyboardUsed++;
    } else {
      await playByMouse(page, kind);
    }
    await accepted(page, before);
  }
  expect(keyboardUsed).toBeGreaterThan(0);
  expect(Number(await status.getAttribute('data-turn')) > startTurn || (await page.locator('.status-over').count()) > 0).toBe(true);
  await page.screenshot({ path: 'test-results/play-99-next-turn.png' });
  // The log explains what happened: Battle or debate arithmetic and rule links.
  await expect(page.locator('[data-log="debate.values"]').first()).toBeAttached();
  expect(kinds.size).toBeGreaterThan(2);
});

test('the rules reference opens at the prompt\'s rule and is searchable', async ({ page, host }) => {
  await startGame(page, host, { seed: 'play-2', seats: { aristocrats: 'human', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } });
  const link = page.locator('[data-prompt] [data-rule-link]').first();
  await expect(link).toBeVisible();
  await link.click();
  const rules = page.locator('[data-rules-page]');
  await expect(rules).toBeVisible();
  await expect(rules.locator('.rule-target')).toBeVisible();
  await page.screenshot({ path: 'test-results/play-rules.png' });
  await rules.locator('[data-rules-search]').fill('State Ship');
  await expect(rules.locator('[data-rule-section="12.3"]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rules).toHaveCount(0);
});
