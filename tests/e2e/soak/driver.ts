// Plays a game in the real page as its human players would: takes hot-seat hand-offs, and makes
// every decision through its prompt (choose.ts), until the game ends or a decision budget is
// spent. Records which decision kinds it met and every page error; a stall is an error too.
// Keyboard play (#16): the first decision of each kind is made by keyboard alone (Tab, Enter,
// Space; hand-offs by Enter), later ones by keyboard now and then, the rest with the mouse and the
// board; the tally records the kinds decided by keyboard.
import { expect, type Page } from '@playwright/test';
import { decide, decisionCount, tabTo, type Input, type Rand } from './choose.js';
import { testRng } from '../../unit/testRng.js';

export interface SoakTally {
  decisions: number;
  /** Decisions made per kind. */
  kinds: Map<string, number>;
  /** Of those, how many were made by clicking the board. */
  viaBoard: number;
  /** Decisions made by keyboard alone, per kind. */
  byKeyboard: Map<string, number>;
  pageErrors: string[];
  ended: boolean;
}

/** Of the decisions after the first of each kind, the share made by keyboard. */
const KEYBOARD_SHARE = 0.05;

export function newTally(): SoakTally {
  return { decisions: 0, kinds: new Map(), viaBoard: 0, byKeyboard: new Map(), pageErrors: [], ended: false };
}

/** Listens for uncaught page errors into `tally` (call once per page). */
export function watchErrors(page: Page, tally: SoakTally): void {
  page.on('pageerror', (e) => tally.pageErrors.push(e.message));
}

/** Plays on from the current screen for up to `budget` decisions (or until `until` has been decided). */
export async function playOn(page: Page, rand: Rand, budget: number, tally: SoakTally, until?: string): Promise<void> {
  page.setDefaultTimeout(10_000);
  // Its own sequence, so the choice of input leaves the game's random choices as they were.
  const coin = testRng(tally.decisions * 7919 + budget);
  const inputFor = (kind: string): Input => (!tally.byKeyboard.has(kind) || coin() < KEYBOARD_SHARE ? 'keyboard' : 'mouse');
  const handoff = page.locator('[data-handoff]');
  const active = page.locator('[data-screen="game"] [data-prompt]:not([data-waiting]):not([data-prompt=""])');
  const over = page.locator('[data-screen="game"] [data-prompt=""]');
  const failed = page.locator('[data-screen-error], [data-error], .app[data-connection="closed"]');
  let idleSince = Date.now();
  for (let made = 0; made < budget;) {
    if (await failed.count()) throw new Error(`the page shows an error after ${tally.decisions} decisions: ${await failed.first().innerText()}`);
    if (Date.now() - idleSince > 30_000) throw new Error(`stalled after ${tally.decisions} decisions`);
    if (await handoff.count()) {
      // The hand-off's button takes the focus: Enter (now and then) takes it by keyboard.
      const take = handoff.locator('button');
      if (coin() < KEYBOARD_SHARE) { await tabTo(page, take); await page.keyboard.press('Enter'); } else await take.click();
      idleSince = Date.now();
      continue;
    }
    if (await over.count() && !(await active.count())) { tally.ended = true; return; }
    // A prompt that can be used now (it is disabled while a decision is on its way).
    const ready = (await active.count()) === 1 && await active.locator('[data-picker] button:not([data-closed])').first().isEnabled({ timeout: 200 }).catch(() => false);
    if (!ready) { await page.waitForTimeout(50); continue; }
    const before = await decisionCount(page);
    const kind = (await active.getAttribute('data-prompt')) ?? '';
    const m = await decide(page, active, rand, inputFor(kind));
    tally.kinds.set(m.kind, (tally.kinds.get(m.kind) ?? 0) + 1);
    if (m.input === 'keyboard') tally.byKeyboard.set(m.kind, (tally.byKeyboard.get(m.kind) ?? 0) + 1);
    if (m.viaBoard) tally.viaBoard++;
    tally.decisions++;
    made++;
    // The decision was taken: the count moves on, or another seat's hand-off comes up.
    await expect.poll(async () => (await handoff.count()) > 0 || (await failed.count()) > 0 || (await decisionCount(page)) !== before,
      { message: `${m.kind} was not taken`, timeout: 20_000 }).toBe(true);
    idleSince = Date.now();
    if (until && m.kind === until) return;
  }
}
