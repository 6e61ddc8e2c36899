// Plays a game in the real page as its human players would: takes hot-seat hand-offs, and makes
// every decision through its prompt (choose.ts), until the game ends or a decision budget is
// spent. Records which decision kinds it met and every page error; a stall is an error too.
import { expect, type Page } from '@playwright/test';
import { decide, decisionCount, type Rand } from './choose.js';

export interface SoakTally {
  decisions: number;
  /** Decisions made per kind. */
  kinds: Map<string, number>;
  /** Of those, how many were made by clicking the board. */
  viaBoard: number;
  pageErrors: string[];
  ended: boolean;
}

export function newTally(): SoakTally {
  return { decisions: 0, kinds: new Map(), viaBoard: 0, pageErrors: [], ended: false };
}

/** Listens for uncaught page errors into `tally` (call once per page). */
export function watchErrors(page: Page, tally: SoakTally): void {
  page.on('pageerror', (e) => tally.pageErrors.push(e.message));
}

/** Plays on from the current screen for up to `budget` decisions (or until `until` has been decided). */
export async function playOn(page: Page, rand: Rand, budget: number, tally: SoakTally, until?: string): Promise<void> {
  page.setDefaultTimeout(10_000);
  const handoff = page.locator('[data-handoff]');
  const active = page.locator('[data-screen="game"] [data-prompt]:not([data-waiting]):not([data-prompt=""])');
  const over = page.locator('[data-screen="game"] [data-prompt=""]');
  const failed = page.locator('[data-screen-error], [data-error], .app[data-connection="closed"]');
  let idleSince = Date.now();
  for (let made = 0; made < budget;) {
    if (await failed.count()) throw new Error(`the page shows an error after ${tally.decisions} decisions: ${await failed.first().innerText()}`);
    if (Date.now() - idleSince > 30_000) throw new Error(`stalled after ${tally.decisions} decisions`);
    if (await handoff.count()) {
      await handoff.locator('button').click();
      idleSince = Date.now();
      continue;
    }
    if (await over.count() && !(await active.count())) { tally.ended = true; return; }
    // A prompt that can be used now (it is disabled while a decision is on its way).
    const ready = (await active.count()) === 1 && await active.locator('[data-picker] button').first().isEnabled({ timeout: 200 }).catch(() => false);
    if (!ready) { await page.waitForTimeout(50); continue; }
    const before = await decisionCount(page);
    const m = await decide(page, active, rand);
    tally.kinds.set(m.kind, (tally.kinds.get(m.kind) ?? 0) + 1);
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
