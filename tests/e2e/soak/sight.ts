// #29.6 "no legal option is ever hidden": whether a prompt's option is in sight — wholly inside the
// window and inside every box that clips it (a list cut to its rows, the prompt bar's own scroll),
// and not covered by another part of the prompt (its Confirm) — and, when it is not, the visible
// control one click away that shows it ("+N more", decisions/OptionList.tsx).
import { expect, type Locator, type Page } from '@playwright/test';

/** Every legal option a prompt's picker offers (closed options, #17, are not legal). */
export const OPTION = '[data-picker] :is([data-choice], [data-choice-card], [data-choice-theater], [data-choice-unit], [data-choice-marker]):not([data-closed])';

/** Whether `el` is in sight (see above); run in the page. */
export function inSight(el: Element): boolean {
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return false;
  if (r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1) return false;
  for (let a = el.parentElement; a; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.display === 'contents') continue;
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    const b = a.getBoundingClientRect();
    // Inside the clipping box's padding edge (its borders are not where content shows).
    const left = b.left + a.clientLeft;
    const top = b.top + a.clientTop;
    if (r.left < left - 1 || r.top < top - 1 || r.right > left + a.clientWidth + 1 || r.bottom > top + a.clientHeight + 1) return false;
  }
  const prompt = el.closest('[data-prompt]');
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !hit || el.contains(hit) || !prompt?.contains(hit);
}

/** For each option of `prompt`: in sight, or not and then the "+N more" of its list (in sight or null). */
async function survey(prompt: Locator): Promise<{ label: string; seen: boolean; more: boolean }[]> {
  return prompt.locator(OPTION).evaluateAll((els, fn) => {
    const seen = new Function(`return (${fn})`)() as (e: Element) => boolean;
    return els.map((e) => {
      const more = e.closest('[data-option-list]')?.querySelector(':scope > [data-more]');
      return { label: (e.textContent ?? '').trim().slice(0, 40), seen: seen(e), more: !!more && seen(more) };
    });
  }, inSight.toString());
}

/**
 * Every legal option of `prompt` is in sight or one visible control away; with `open`, those
 * controls are pressed and then every option must be in sight.
 */
export async function expectOptionsInSight(_page: Page, prompt: Locator, what: string, open = false): Promise<{ options: number; hidden: number }> {
  const first = await survey(prompt);
  const lost = first.filter((o) => !o.seen && !o.more);
  expect(lost.map((o) => o.label), `${what}: options out of sight with no visible "more" beside them`).toEqual([]);
  const hidden = first.filter((o) => !o.seen).length;
  if (open && hidden > 0) {
    for (const more of await prompt.locator('[data-option-list] > [data-more]:not([data-more="fewer"])').all()) await more.click();
    await expect.poll(async () => (await survey(prompt)).filter((o) => !o.seen).map((o) => o.label), { message: `${what}: every option in sight once shown` }).toEqual([]);
  }
  return { options: first.length, hidden };
}

/** Brings one option into sight the player's way (its list's "+N more"), if it is not already. */
export async function reveal(target: Locator): Promise<void> {
  const f = inSight.toString();
  const seen = (): Promise<boolean> => target.evaluate((e, fn) => (new Function(`return (${fn})`)() as (x: Element) => boolean)(e), f);
  if (await seen()) return;
  const more = target.locator('xpath=ancestor::*[@data-option-list][1]/*[@data-more]');
  await expect(more, 'a "more" control beside an option out of sight').toBeVisible();
  await more.click();
  await expect.poll(seen, { message: 'the option is in sight once its list is opened' }).toBe(true);
}
