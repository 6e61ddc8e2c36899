// The policy the Perikles page tests play by (perikles-play.spec.ts, perikles-picker.spec.ts): takes
// each hand-off, and answers each prompt with a Special tile when one is offered, on every third commit
// turn a counter sent to defend (so leaders are asked permission), else the first option offered. In
// the send picker (prompts/SendForces.tsx) the first option is the first counter to its first open
// Location, as the engine lists them; a defend is found as the engine lists it too: the first city
// with a Location open to defend. A node run of this policy on the engine chose the specs' seeds.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** In the send picker: choose the engine's first "defend" (by city, then Location); false when none is open. */
async function pickFirstDefend(page: Page): Promise<boolean> {
  const forces = page.locator('[data-prompt] [data-send-force]');
  const n = await forces.count();
  for (let i = 0; i < n; i++) {
    await forces.nth(i).locator('button[data-pick-counter]').first().click();
    const open = page.locator('[data-prompt] button[data-pick-location][data-sides~="defend"]');
    if (await open.count() > 0) { await open.first().click(); return true; }
  }
  // None: back to the first counter at its first open Location (the picker's own first choice).
  await forces.first().locator('button[data-pick-counter]').first().click();
  await page.locator('[data-prompt] button[data-pick-location]:enabled').first().click();
  return false;
}

/** Plays on until the game ends or `until` holds for the prompt shown. Returns the kinds of prompt met. */
export async function playToEnd(page: Page, opts: { maxClicks?: number; until?: (kind: string) => boolean } = {}): Promise<{ kinds: Set<string>; clicks: number; stopped: boolean }> {
  const maxClicks = opts.maxClicks ?? 1500;
  const kinds = new Set<string>();
  let sends = 0;
  let clicks = 0;
  const over = page.locator('[data-game-over]');
  const handoff = page.locator('[data-handoff] [data-take-seat]');
  const options = page.locator('[data-prompt] button[data-option]:enabled');
  while (clicks < maxClicks) {
    await expect(over.or(handoff).or(options.first())).toBeVisible({ timeout: 60_000 });
    if (await over.isVisible()) break;
    if (await handoff.isVisible()) { await handoff.click(); continue; }
    const prompt = page.locator('[data-prompt]');
    const kind = await prompt.getAttribute('data-prompt');
    if (kind && opts.until?.(kind)) return { kinds, clicks, stopped: true };
    const decisions = await page.locator('[data-screen="game"]').getAttribute('data-decisions');
    if (kind) kinds.add(kind);
    const special = page.locator('[data-prompt] button[data-option][data-action="special"]:enabled');
    const hasSend = await page.locator('[data-prompt] button[data-action="send"]:enabled').count() > 0;
    const defend = page.locator('[data-prompt] button[data-action="send"][data-side="defend"]:enabled');
    // Every commit prompt counts, whichever option it gets (so the seed's game is the one a node sim of this policy reached every kind in).
    const third = hasSend && ++sends % 3 === 0;
    let target = options.first();
    if (await special.count() > 0) target = special.first();
    else if (third && await pickFirstDefend(page)) target = defend.first();
    await target.click();
    clicks++;
    // The decision was taken: the page shows the next one (or a hand-off, or the end).
    await expect(page.locator(`[data-screen="game"][data-decisions="${decisions}"] [data-prompt="${kind}"]`)).toHaveCount(0, { timeout: 60_000 });
  }
  return { kinds, clicks, stopped: false };
}

/** Every box of `items` lies inside the viewport and inside the box of `within` (nothing cut off or scrolled away). */
export async function allInside(page: Page, items: Locator, within: Locator): Promise<number> {
  const vp = page.viewportSize()!;
  const outer = (await within.boundingBox())!;
  const n = await items.count();
  for (let i = 0; i < n; i++) {
    const b = (await items.nth(i).boundingBox())!;
    const what = `${await items.nth(i).innerText()} at ${JSON.stringify(b)}`;
    expect(b.x >= 0 && b.y >= 0 && b.x + b.width <= vp.width + 0.5 && b.y + b.height <= vp.height + 0.5, `${what} in the viewport`).toBe(true);
    expect(b.y >= outer.y - 0.5 && b.y + b.height <= outer.y + outer.height + 0.5, `${what} inside the box ${JSON.stringify(outer)}`).toBe(true);
  }
  return n;
}
