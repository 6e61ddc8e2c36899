// One decision made the way a player makes it: through the prompt's own picker (cards, units,
// markers, theaters — on the board or in its list) and its Confirm, choosing at random among the
// legal options. The prompt's generic list of every legal action is only read (to know the legal
// options), never clicked: a decision that could only be made there is a failure of the prompt.
// With `input: 'keyboard'` the same decision is made by keyboard alone (#16): every press is Tab or
// Shift+Tab to the control, which must show its focus ring, then Enter or Space — no click at all.
import { expect, type Locator, type Page } from '@playwright/test';
import { OPTION, expectOptionsInSight, inSight, reveal } from './sight.js';

type Action = Record<string, unknown> & { type: string };
export type Rand = () => number;
export type Input = 'mouse' | 'keyboard';

export interface Made { kind: string; picker: string; viaBoard: boolean; input: Input }

/** How one decision is made: with the mouse (and the board), or by keyboard alone. */
interface Ui { page: Page; rand: Rand; input: Input }

/** Most Tab presses from where the focus is to any control of the prompt. */
const MAX_TABS = 120;

/**
 * Moves the keyboard focus to `target` with Tab (or Shift+Tab when it lies before the focus in the
 * page), as a player would; fails if the focus never gets there (the control is not in the Tab
 * order) or if it shows no focus ring there.
 */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  const el = await target.elementHandle();
  if (!el) throw new Error('no such control');
  const label = await el.evaluate((e) => e.outerHTML.slice(0, 120));
  for (let i = 0; ; i++) {
    const where = await el.evaluate((e) => {
      const a = document.activeElement;
      if (a === e) return 0;
      if (!a || a === document.body) return 1;
      return a.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING ? 1 : -1;
    });
    if (where === 0) {
      // Focused by the page (a new decision focuses its first choice) after a mouse action: the
      // browser shows no ring until a key is pressed. A keyboard player's Tab and back shows it.
      if (i === 0 && !(await el.evaluate((e) => e.matches(':focus-visible')))) {
        await page.keyboard.press('Tab');
        await page.keyboard.press('Shift+Tab');
        continue;
      }
      break;
    }
    if (i >= MAX_TABS) throw new Error(`Tab does not reach ${label} (focus on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))})`);
    await page.keyboard.press(where > 0 ? 'Tab' : 'Shift+Tab');
  }
  // The player sees where the focus is: a focus ring drawn by :focus-visible (outline or shadow).
  const ring = await el.evaluate((e) => {
    const s = getComputedStyle(e);
    return e.matches(':focus-visible') && ((s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none');
  });
  expect(ring, `a visible focus ring on ${label}`).toBe(true);
}

/**
 * Presses a control the player's way: a click, or Tab to it and Enter or Space. An option out of
 * sight is first shown as a player would (#29.6): its list's "+N more" with the mouse; by
 * keyboard, Tab reaching it shows its list.
 */
async function press(ui: Ui, target: Locator): Promise<void> {
  const option = await target.evaluate((e, sel) => e.matches(sel), OPTION);
  if (ui.input === 'mouse') {
    if (option) await reveal(target);
    await target.click();
    return;
  }
  await tabTo(ui.page, target);
  if (option) {
    const f = inSight.toString();
    await expect.poll(() => target.evaluate((e, fn) => (new Function(`return (${fn})`)() as (x: Element) => boolean)(e), f),
      { message: 'an option Tab reaches is in sight' }).toBe(true);
  }
  await ui.page.keyboard.press(ui.rand() < 0.5 ? 'Enter' : 'Space');
}

const pick = <T>(xs: readonly T[], rand: Rand): T => xs[Math.floor(rand() * xs.length)]!;

async function legalOf(prompt: Locator): Promise<Action[]> {
  const keys = await prompt.locator('button[data-action]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-action') ?? ''));
  return keys.map((k) => JSON.parse(k) as Action);
}

/**
 * Clicks a theater: on the board (its accessible mirror, as a click on the map does) or in the
 * prompt's list. By keyboard, the prompt's list: every theater the board offers is a button there.
 */
async function chooseTheater(ui: Ui, picker: Locator, id: string, move = false): Promise<boolean> {
  const onBoard = ui.page.locator(`[data-board-mirror] [data-theater="${id}"]`);
  if (ui.rand() < 0.5 && ui.input === 'mouse' && await onBoard.count()) {
    // A move: the board shows the chosen unit's destinations once it has drawn the choice (a
    // player sees the rings before clicking); a click before that would go to the last unit's.
    if (move) await expect(onBoard).toHaveAttribute('data-reachable', 'true');
    await onBoard.evaluate((b) => (b as HTMLButtonElement).click());
    return true;
  }
  await press(ui, picker.locator(`[data-choice-theater="${id}"]`).first());
  return false;
}

/** After a choice: the prompt either sent it at once or asks to confirm it; confirm then. */
async function confirmIfAsked(ui: Ui, picker: Locator, sent: () => Promise<boolean>): Promise<void> {
  const confirm = picker.locator('[data-confirm]');
  await expect.poll(async () => (await confirm.count()) > 0 || await sent(), { timeout: 10_000 }).toBe(true);
  if (!(await sent()) && await confirm.count()) await press(ui, confirm.first());
}

/** The decision count the game screen shows (-1 while another screen, e.g. a hand-off, is up). */
export async function decisionCount(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.querySelector('[data-screen="game"]')?.getAttribute('data-decisions') ?? -1));
}

/** Makes one random legal decision in `prompt` through its dedicated picker, by mouse or by keyboard alone. */
export async function decide(page: Page, prompt: Locator, rand: Rand, input: Input = 'mouse'): Promise<Made> {
  const ui: Ui = { page, rand, input };
  const kind = (await prompt.getAttribute('data-prompt')) ?? '';
  const before = await decisionCount(page);
  // Sent already (a stepwise choice goes at once): the prompt is disabled or the game moved on.
  // A prompt that is gone (the game ended, another screen came up) was sent too.
  const sent = async (): Promise<boolean> => (await decisionCount(page)) !== before
    || (await prompt.count()) === 0
    // Buttons disabled while the decision is on its way (a closed option, #17.2, is always
    // aria-disabled, so it says nothing); a picker caught between two renders is not "sent".
    || await prompt.locator('[data-picker] button:not([data-closed])').first().isDisabled({ timeout: 500 }).catch(() => false);
  const picker = prompt.locator('[data-picker]').first();
  const type = (await picker.getAttribute('data-picker')) ?? 'none';
  // #29.6: no legal option hidden: each is in sight, or its list's "+N more" is.
  await expectOptionsInSight(page, prompt, kind);
  let viaBoard = false;
  switch (type) {
    case 'card': {
      await press(ui, pick(await picker.locator('[data-choice-card]').all(), rand));
      await confirmIfAsked(ui, picker, sent);
      break;
    }
    case 'cards': {
      const field = kind === 'entourage.keep' ? 'keep' : 'cards';
      const chosen = pick(await legalOf(prompt), rand)[field] as string[];
      for (const c of chosen) await press(ui, picker.locator(`[data-choice-card="${c}"]`));
      await confirmIfAsked(ui, picker, sent);
      break;
    }
    case 'move': {
      const action = pick(await legalOf(prompt), rand);
      if ('from' in action && 'to' in action) {
        const unit = `${String(action.force)}/${String(action.kind)}/${String(action.from)}`;
        const button = picker.locator(`[data-choice-unit="${unit}"]`);
        if ((await button.getAttribute('aria-pressed')) !== 'true') await press(ui, button);
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        await expectOptionsInSight(page, prompt, `${kind}, a unit chosen`);
        viaBoard = await chooseTheater(ui, picker, String(action.to), true);
      } else {
        await press(ui, picker.locator(`[data-choice='${JSON.stringify(sortKeys(action))}']`));
        await confirmIfAsked(ui, picker, sent);
      }
      break;
    }
    case 'place': {
      const markers = await picker.locator('[data-choice-marker]').all();
      if (markers.length > 1) await press(ui, pick(markers, rand));
      viaBoard = await theaterStep(ui, picker.locator('[data-picker="theater"]'), sent);
      break;
    }
    case 'theater': {
      viaBoard = await theaterStep(ui, picker, sent);
      break;
    }
    case 'choice': {
      await press(ui, pick(await picker.locator('[data-choice]').all(), rand));
      await confirmIfAsked(ui, picker, sent);
      break;
    }
    default:
      throw new Error(`the ${kind} prompt has no picker a player can use (only the generic list)`);
  }
  return { kind, picker: type, viaBoard, input };
}

/** A theater picker: a theater (board or list) or one of its other choices, then which one there, then Confirm. */
async function theaterStep(ui: Ui, picker: Locator, sent: () => Promise<boolean>): Promise<boolean> {
  const { rand } = ui;
  const theaters = await picker.locator('[data-choice-theater]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-choice-theater') ?? ''));
  const others = await picker.locator(':scope > .choice-list:last-of-type [data-choice]').count();
  let viaBoard = false;
  if (theaters.length && (others === 0 || rand() < theaters.length / (theaters.length + others))) {
    viaBoard = await chooseTheater(ui, picker, pick(theaters, rand));
    if (await sent()) return viaBoard;
    // Several choices in that theater: pick one of them.
    const here = picker.locator('.choice-list [data-choice]');
    if (await picker.locator('[data-confirm]').count() === 0 && await here.count()) await press(ui, pick(await here.all(), rand));
    if (await sent()) return viaBoard;
  } else {
    await press(ui, pick(await picker.locator('[data-choice]').all(), rand));
  }
  await confirmIfAsked(ui, picker, sent);
  return viaBoard;
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]));
  return v;
}
