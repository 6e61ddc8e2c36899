// Choosing a legal action by its `data-action` button, now inside the command palette (#16 "Words
// a player uses"): the buttons are in the prompt but hidden until the palette opens, and a chosen
// entry waits for the palette's Confirm.
import { expect, type Locator } from '@playwright/test';

/** The prompt's "Commands…" button: shown only when the viewed seat has a decision to take. */
export const PALETTE_OPEN = '[data-palette-open]';

/** The palette's Confirm: choosing an entry only asks to confirm it, as the prompt does. */
export const PALETTE_CONFIRM = '[data-palette-confirm]';

/**
 * Opens the palette of `prompt` (a `[data-prompt]` locator), clicks its `nth` action and then
 * Confirm (which sends it); returns the action's key.
 */
export async function chooseAction(prompt: Locator, nth = 0): Promise<string> {
  const open = prompt.locator(PALETTE_OPEN);
  await expect(open).toBeEnabled();
  await open.click();
  const button = prompt.locator('[data-palette="open"] button[data-action]').nth(nth);
  await expect(button).toBeEnabled();
  const key = (await button.getAttribute('data-action')) ?? '';
  await button.click();
  const confirm = prompt.locator(`[data-palette="open"] [data-palette-confirm-for] ${PALETTE_CONFIRM}`);
  await expect(confirm).toBeFocused();
  await expect(prompt.locator('[data-palette-confirm-for]')).toHaveAttribute('data-palette-confirm-for', key);
  await confirm.click();
  return key;
}
