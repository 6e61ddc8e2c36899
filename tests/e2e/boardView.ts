// Shared by the table and log specs: open a saved game at a decision, and where a theater is
// drawn on screen (the scene publishes its camera on the canvas host).
import type { Locator, Page } from '@playwright/test';
import { THEATERS } from '../../src-shared/games/pericles/data/board.js';
import { expect, type WebHost } from './fixtures.js';

/** Opens the app, presses Continue, takes the hot-seat hand-off, and waits for `kind`'s own prompt. */
export async function continueTo(page: Page, host: WebHost, kind: string): Promise<void> {
  await page.goto(host.url);
  await page.locator('[data-saves-continue], section.resume button').first().click();
  await takeHandoff(page, kind);
}

export async function takeHandoff(page: Page, kind: string): Promise<void> {
  const handoff = page.locator('[data-handoff]');
  const prompt = page.locator(`[data-prompt="${kind}"]:not([data-waiting])`);
  await expect(handoff.or(prompt)).toBeVisible();
  if (await handoff.isVisible()) await handoff.locator('button').click();
  await expect(prompt).toBeVisible();
  await expect(page.locator('[data-board]').first()).toHaveAttribute('data-board-ready', 'true');
}

export interface TheaterOnScreen { x: number; y: number; left: number; top: number; right: number; bottom: number; /** Screen px per board unit. */ scale: number }

/** Where theater `id`'s centre is drawn on screen, and the part of the board's canvas the window shows. */
export async function theaterOnScreen(page: Page, id: number): Promise<TheaterOnScreen> {
  const t = THEATERS.find((x) => x.id === id)!;
  const host = page.locator('[data-board-canvas-host]');
  const s = Number(await host.getAttribute('data-view-scale'));
  const vx = Number(await host.getAttribute('data-view-x'));
  const vy = Number(await host.getAttribute('data-view-y'));
  const box = (await host.boundingBox())!;
  const size = page.viewportSize()!;
  return {
    x: box.x + vx + t.x * s, y: box.y + vy + t.y * s,
    left: Math.max(0, box.x), top: Math.max(0, box.y),
    right: Math.min(size.width, box.x + box.width), bottom: Math.min(size.height, box.y + box.height),
    scale: s,
  };
}

/** Whether theater `id`'s centre lies in the visible board area. */
export async function theaterInView(page: Page, id: number): Promise<boolean> {
  const p = await theaterOnScreen(page, id);
  return p.x > p.left && p.x < p.right && p.y > p.top && p.y < p.bottom;
}

/**
 * `option` shown whole before a test points at it: a collapsed option list (OptionList) opens
 * itself when a browser scrolls it to an option, and the options then move. Pointed at during that
 * move, a hover or press lands beside it (#31.7: beside a CPU hog). So open the list by its own
 * "+N more" first, and wait for the option to keep its place for two frames.
 */
export async function optionInSight(option: Locator): Promise<void> {
  const more = option.locator('xpath=ancestor::*[@data-option-list][1]').locator(':scope > [data-more]:not([data-more="fewer"])');
  if (await more.count()) await more.click();
  await expect.poll(() => option.evaluate(async (el) => {
    const at = (): string => { const r = el.getBoundingClientRect(); return `${r.x} ${r.y}`; };
    const before = at();
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return at() === before;
  })).toBe(true);
}
