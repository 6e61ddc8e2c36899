// Choosing a legal action by its `data-action` button, now inside the command palette (#16 "Words
// a player uses"): the buttons are in the prompt but hidden until the palette opens.
import { expect, type Locator } from '@playwright/test';

/** The prompt's "Commands…" button: shown only when the viewed seat has a decision to take. */
export const PALETTE_OPEN = '[data-palette-open]';

/** Opens the palette of `prompt` (a `[data-prompt]` locator) and clicks its `nth` action; returns the action's key. */
export async function chooseAction(prompt: Locator, nth = 0): Promise<string> {
  const open = prompt.locator(PALETTE_OPEN);
  await expect(open).toBeEnabled();
  await open.click();
  const button = prompt.locator('[data-palette="open"] button[data-action]').nth(nth);
  await expect(button).toBeEnabled();
  const key = (await button.getAttribute('data-action')) ?? '';
  await button.click();
  return key;
}
