// Keyboard-only play (#16 "Words a player uses"): the specific prompts — cards, Boulé picks,
// markers on the board's theaters, units — are played with Tab, Shift+Tab, Enter and Space alone
// (no mouse, no clicks), the skip link leads past the board to the decision, and the command
// palette (Ctrl+K) filters the legal actions and chooses one with Enter.
import type { Page } from '@playwright/test';
import { expect, startGame, test } from './fixtures.js';
import { decisionCount } from './soak/choose.js';

test.use({ viewport: { width: 1280, height: 720 } });

const SEAT = 'aristocrats';
const BOTS = { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;
const MY_PROMPT = `[data-prompt][data-seat="${SEAT}"]:not([data-waiting])`;

/** Presses Tab (Shift+Tab with `back`) until the focused element matches `selector`; false if it never does. */
async function tabTo(page: Page, selector: string, back = false, max = 250): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return true;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  return false;
}

async function focusedAttr(page: Page, name: string): Promise<string | null> {
  return page.evaluate((n) => document.activeElement?.getAttribute(n) ?? null, name);
}

/** Waits until the decision was accepted, or the prompt asks to confirm, or (with `choices`) offers its choices. */
async function acceptedOrConfirm(page: Page, before: number, choices = false): Promise<'done' | 'confirm' | 'choice'> {
  let state: 'done' | 'confirm' | 'choice' | null = null;
  await expect.poll(async () => {
    if ((await decisionCount(page)) > before) state = 'done';
    else if (await page.locator(`${MY_PROMPT} [data-confirm]:not([disabled])`).count()) state = 'confirm';
    else if (choices && (await page.locator(`${MY_PROMPT} [data-picker] [data-choice]`).count())) state = 'choice';
    return state;
  }).not.toBeNull();
  return state!;
}

/** Confirm, reached by Tab (forward inside the prompt, or back from the board). */
async function confirmByKeyboard(page: Page, back = false): Promise<void> {
  expect(await tabTo(page, '[data-prompt] [data-confirm]:not([disabled])', back), 'Tab reaches Confirm').toBe(true);
  await page.keyboard.press('Enter');
}

/**
 * A theater of the picker, chosen on the board's DOM mirror (Tab on past the prompt) unless it is
 * the only one (already chosen); then what it offers there (Shift+Tab back to the prompt), then
 * Confirm if asked.
 */
async function theaterOnBoard(page: Page, before: number): Promise<void> {
  const theaters = page.locator(`${MY_PROMPT} [data-picker] [data-choice-theater]`);
  let back = false;
  if (!(await theaters.and(page.locator('[aria-pressed="true"]')).count())) {
    const place = await theaters.first().getAttribute('data-choice-theater');
    expect(place).not.toBeNull();
    expect(await tabTo(page, `[data-board-mirror] [data-theater="${place}"]`), `Tab reaches theater ${place} on the board`).toBe(true);
    await page.keyboard.press('Enter');
    back = true;
  }
  let state = await acceptedOrConfirm(page, before, true);
  if (state === 'choice') {
    expect(await tabTo(page, '[data-prompt] [data-picker] [data-choice]', back), 'Tab reaches a choice').toBe(true);
    await page.keyboard.press('Enter');
    state = await acceptedOrConfirm(page, before);
  }
  if (state === 'confirm') await confirmByKeyboard(page, back);
}

/**
 * Waits until the bots have answered their part of a simultaneous decision (the decision count
 * holds still): each answer redraws the prompt, which would drop a half-made choice.
 */
async function settled(page: Page): Promise<void> {
  let last = -2;
  await expect.poll(async () => {
    const now = await decisionCount(page);
    const still = now === last;
    last = now;
    return still;
  }, { intervals: [700] }).toBe(true);
}

/** Plays the open decision by keyboard through its specific picker; returns what was played. */
async function playDecision(page: Page): Promise<string> {
  await settled(page);
  const prompt = page.locator(MY_PROMPT);
  const kind = (await prompt.getAttribute('data-prompt')) ?? '';
  const picker = (await prompt.locator('[data-picker]').first().getAttribute('data-picker')) ?? '';
  const before = await decisionCount(page);
  // A new decision puts the focus on its picker's first choice.
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-prompt] [data-picker]'))).toBe(true);
  if (picker === 'cards') {
    // Entourage (5.1): Space toggles a card; forming takes exactly three, keeping any set.
    const need = kind === 'entourage.form' ? 3 : 1;
    for (let i = 0; i < need; i++) {
      expect(await tabTo(page, '[data-choice-card][aria-pressed="false"]')).toBe(true);
      await page.keyboard.press('Space');
      await expect.poll(() => focusedAttr(page, 'aria-pressed')).toBe('true');
    }
    await confirmByKeyboard(page);
  } else if (picker === 'card') {
    expect(await tabTo(page, '[data-choice-card]')).toBe(true);
    await page.keyboard.press('Enter');
    await confirmByKeyboard(page);
  } else if (picker === 'place') {
    // 8.3: a marker (Enter), then its theater on the board.
    expect(await tabTo(page, '[data-choice-marker]')).toBe(true);
    await page.keyboard.press('Enter');
    await expect(prompt.locator('[data-choice-theater]').first()).toBeAttached();
    await theaterOnBoard(page, before);
  } else if (picker === 'theater') {
    await theaterOnBoard(page, before);
  } else if (picker === 'move' && (await prompt.locator('[data-choice-unit]').count())) {
    // 9.3: a unit (Enter), then where it goes (Enter moves it).
    expect(await tabTo(page, '[data-choice-unit]')).toBe(true);
    await page.keyboard.press('Enter');
    expect(await tabTo(page, '[data-prompt] [data-choice-theater]')).toBe(true);
    await page.keyboard.press('Enter');
  } else {
    expect(await tabTo(page, '[data-prompt] [data-picker] [data-choice]')).toBe(true);
    await page.keyboard.press('Enter');
    if ((await acceptedOrConfirm(page, before)) === 'confirm') await confirmByKeyboard(page);
  }
  await expect.poll(() => decisionCount(page)).toBeGreaterThan(before);
  await expect(page.locator('[data-error]')).toHaveCount(0);
  return `${kind}:${picker}`;
}

/** A unit moved (9.3 muster, or a redeployment): the move picker played by keyboard. */
const moved = (kinds: Set<string>): boolean => kinds.has('muster.move') || kinds.has('redeploy.move');

test('a stretch of a game played with the keyboard alone, through the specific prompts — #16', async ({ page, host }) => {
  test.setTimeout(240_000);
  await startGame(page, host, { seed: 'keyboard-1', seats: { [SEAT]: 'human', ...BOTS } });
  await expect(page.locator(MY_PROMPT)).toBeVisible({ timeout: 30_000 });

  // The skip link is the game screen's first stop of Tab (Shift+Tab back to it from the
  // decision), shown when focused, and leads past the board to the decision.
  const skip = page.locator('[data-skip-link]');
  expect(await page.evaluate(() => document.querySelector('[data-screen="game"]')?.querySelector('a[href], button, input, select, textarea, [tabindex]')?.hasAttribute('data-skip-link'))).toBe(true);
  await expect(skip).not.toBeInViewport();
  expect(await tabTo(page, '[data-skip-link]', true), 'Shift+Tab reaches the skip link').toBe(true);
  await expect(skip).toBeInViewport();
  await page.screenshot({ path: 'test-results/keyboard-skip-link.png' });
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-prompt] [data-picker]'))).toBe(true);

  const played: string[] = [];
  const kinds = new Set<string>();
  // #16 speed: the prompt bar and the status header keep their tallest height, so the board is
  // never resized back up when a shorter prompt follows a taller one (each canvas resize cost 100–250 ms).
  const boardHeight = (): Promise<number> => page.locator('[data-board-canvas-host]').evaluate((h) => h.clientHeight);
  let lowest = Infinity;
  let grew = 0;
  for (let step = 0; step < 60; step++) {
    const mine = page.locator(MY_PROMPT);
    await expect(mine.or(page.locator('.status-over'))).toBeVisible({ timeout: 60_000 });
    if (await page.locator('.status-over').count()) break;
    const h = await boardHeight();
    if (h > lowest) grew++;
    lowest = Math.min(lowest, h);
    const what = await playDecision(page);
    played.push(what);
    kinds.add(what.split(':')[0]!);
    const secret = [...kinds].some((k) => k.startsWith('entourage.') || k === 'debate.card');
    const boule = [...kinds].some((k) => k.startsWith('boule.'));
    if (secret && boule && kinds.has('theater.place') && moved(kinds)) break;
  }
  console.log(`[keyboard] ${played.length} decisions by keyboard: ${played.join(', ')}; board ${lowest} px high, grew back ${grew} times`);
  expect(grew, 'the board never grows back as prompts get shorter').toBe(0);
  expect([...kinds].some((k) => k.startsWith('entourage.') || k === 'debate.card'), 'a secret card choice').toBe(true);
  expect([...kinds].some((k) => k.startsWith('boule.')), 'a Boulé pick').toBe(true);
  expect(kinds.has('theater.place'), 'a theater marker placed').toBe(true);
  expect(moved(kinds), 'a unit moved').toBe(true);
  await page.screenshot({ path: 'test-results/keyboard-stretch.png' });
});

test('the command palette: Ctrl+K opens it, typing filters, arrows move, Enter chooses, Confirm sends, Escape closes — #16', async ({ page, host }) => {
  await startGame(page, host, { seed: 'keyboard-2', seats: { [SEAT]: 'human', ...BOTS } });
  const prompt = page.locator(MY_PROMPT);
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await settled(page);
  const palette = prompt.locator('[data-palette]');
  const buttons = palette.locator('button[data-action]');
  const total = await buttons.count();
  expect(total).toBeGreaterThan(1);
  // Closed, the list is in the page (its attributes readable) but hidden; the bar shows the shortcut.
  await expect(palette).toBeHidden();
  await expect(prompt.locator('[data-palette-open]')).toContainText('Ctrl+K');

  // Escape closes and gives the focus back.
  await page.keyboard.press('Control+k');
  await expect(palette).toBeVisible();
  await expect(page.locator('[data-palette-search]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-prompt] [data-picker]'))).toBe(true);

  await page.keyboard.press('Control+k');
  await expect(palette).toBeVisible();
  await expect(buttons.filter({ visible: true })).toHaveCount(total);
  // Filter by a word of the last action's label: fewer (or as many) entries, all containing it.
  const label = (await buttons.last().innerText()).trim();
  const word = label.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
  await page.keyboard.type(word);
  const shown = buttons.filter({ visible: true });
  await expect.poll(() => shown.count()).toBeGreaterThan(0);
  const n = await shown.count();
  expect(n).toBeLessThanOrEqual(total);
  for (const text of await shown.allInnerTexts()) expect(text.toLowerCase()).toContain(word.toLowerCase());
  await page.screenshot({ path: 'test-results/keyboard-palette.png' });
  // Arrows move the mark (wrapping round), Enter plays the marked action.
  const active = palette.locator('button.active[data-action]');
  const first = await active.getAttribute('data-action');
  if (n > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(active).not.toHaveAttribute('data-action', first!);
    await page.keyboard.press('ArrowUp');
    await expect(active).toHaveAttribute('data-action', first!);
    await page.keyboard.press('ArrowDown');
  }
  const chosen = await active.getAttribute('data-action');
  const before = await decisionCount(page);
  await expect(page.locator('[data-palette-search]')).toBeFocused();
  // Enter only picks the entry: like the prompt, the palette asks to confirm it, and sends nothing yet.
  await page.keyboard.press('Enter');
  const step = palette.locator('[data-palette-confirm-for]');
  await expect(step).toHaveAttribute('data-palette-confirm-for', chosen!);
  await expect(palette.locator('[data-palette-confirm]')).toBeFocused();
  await expect(step).toContainText('Confirm:');
  await page.screenshot({ path: 'test-results/keyboard-palette-confirm.png' });
  // Escape goes back to the list (the same entry marked), Enter picks it again.
  await page.keyboard.press('Escape');
  await expect(step).toHaveCount(0);
  await expect(palette).toBeVisible();
  await expect(page.locator('[data-palette-search]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(palette.locator('[data-palette-confirm]')).toBeFocused();
  // Tab moves between Confirm and Change, never out of the dialog.
  await page.keyboard.press('Tab');
  await expect(palette.locator('[data-palette-back]')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(palette.locator('[data-palette-confirm]')).toBeFocused();
  expect(await decisionCount(page)).toBe(before);
  // Space (or Enter) on Confirm sends it.
  await page.keyboard.press('Space');
  await expect(palette).toBeHidden();
  await expect.poll(() => decisionCount(page)).toBeGreaterThan(before);
  await expect(page.locator('[data-error]')).toHaveCount(0);
  expect(chosen).not.toBeNull();
});
