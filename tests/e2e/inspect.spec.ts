// Inspect anything, in the words a player uses (#16): a card is shown by its name and opens its
// full text on hover, keyboard focus or click; a card named in the log does too; a theater's
// detail lists its units, bases and control; and across a played stretch the page's visible text
// holds no engine token (card ids, Leader ids, camelCase, step ids, placeholders).
import type { Locator, Page } from '@playwright/test';
import { THEATERS } from '../../src-shared/games/pericles/data/board.js';
import { expect, startGame, test, type WebHost } from './fixtures.js';
import { buildPosition } from './positions.js';
import { PALETTE_OPEN, chooseAction } from './palette.js';

/** What must never be read on the page (the same pattern as tests/unit/renderer/cardText.test.ts). */
const ENGINE_TOKEN = /\b(?:ath|spa)-\d\d\b|\bleader-[a-z]+|\b[a-z]+-[ABC]\b|\b[a-z]+[A-Z][a-zA-Z]*\b|\bm\d+\b|\b[a-z]{3,}\.[a-z]{3,}|[{}]/;

const SHOTS = process.env.INSPECT_SHOTS ?? 'test-results';

async function openGame(page: Page, host: WebHost, seed: string): Promise<void> {
  await startGame(page, host, { seed, seats: { aristocrats: 'human', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } });
  await expect(page.locator('[data-screen="game"]')).toBeVisible();
}

/** Every line of the page's visible text that carries an engine token. */
async function tokenLines(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return text.split('\n').filter((l) => ENGINE_TOKEN.test(l));
}

/**
 * Where the scene draws a theater, in page pixels, once it keeps that place for two frames. Opening
 * the rulebook narrows the board, which then fits the map again; read during that refit (#31.7:
 * beside a CPU hog), the place is the old one and a click there lands beside the theater.
 */
async function theaterOnScreen(page: Page, theater: { x: number; y: number }): Promise<{ x: number; y: number }> {
  const host = page.locator('[data-board-canvas-host]');
  const read = (): Promise<{ x: number; y: number; still: boolean }> => host.evaluate(async (el, p) => {
    const s = (el as HTMLElement & { __boardScene?: { toScreen(x: number, y: number): { x: number; y: number } } }).__boardScene!;
    const at = (): { x: number; y: number } => {
      const r = el.getBoundingClientRect();
      const q = s.toScreen(p.x, p.y);
      return { x: r.left + q.x, y: r.top + q.y };
    };
    const before = at();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const after = at();
    return { ...after, still: after.x === before.x && after.y === before.y };
  }, { x: theater.x, y: theater.y });
  let at = await read();
  await expect.poll(async () => (at = await read()).still).toBe(true);
  return { x: at.x, y: at.y };
}

async function expectDetail(page: Page, id: string): Promise<Locator> {
  const detail = page.locator(`[data-card-detail="${id}"]`);
  await expect(detail).toBeVisible();
  return detail;
}

test('a hand card shows its name, and its text opens on hover, keyboard focus and click (3.13) — #16', async ({ page, host }) => {
  await openGame(page, host, 'inspect-1');
  const card = page.locator('[data-hand] [data-card]').first();
  await expect(card).toBeVisible();
  const id = (await card.getAttribute('data-card'))!;
  const shown = await card.innerText();
  expect(shown).not.toContain(id);
  expect(shown).toMatch(/value \d/);

  // Hover: the detail names the card, its value and its entries.
  await card.hover();
  const detail = await expectDetail(page, id);
  const text = await detail.innerText();
  // The tile is titled as the card is named: its title (and value), or the Leader's name.
  const name = await detail.locator('h3').innerText();
  expect(name).toMatch(/^\S.* \(\d\)$|Leader$/);
  expect(shown).toContain(name.replace(/ \(\d\)$/, ''));
  expect(text).toMatch(/value \d/);
  expect(text).toMatch(/Strategos/);
  expect(text).not.toMatch(ENGINE_TOKEN);
  await page.screenshot({ path: `${SHOTS}/inspect-card-detail.png` });
  await page.mouse.move(2, 2);
  await expect(page.locator('[data-card-detail]')).toHaveCount(0);

  // Keyboard: reaching it with Tab opens it, Escape closes it.
  await card.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(card).toBeFocused();
  await expectDetail(page, id);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-card-detail]')).toHaveCount(0);

  // Click: it stays open after the pointer leaves, until a click elsewhere.
  await card.click();
  await page.mouse.move(2, 2);
  await page.waitForTimeout(400);
  await expectDetail(page, id);
  await page.locator('[data-screen="game"] header').first().click({ position: { x: 2, y: 2 } });
  await expect(page.locator('[data-card-detail]')).toHaveCount(0);
});

test('a card named in the log opens its detail (6.12) — #16', async ({ page, host }) => {
  // A later debate: the log holds the cards played in the first (6.12).
  await buildPosition(host.userData, {
    scenario: 'development', seeds: ['i1', 'i2', 'i3'], kind: 'debate.card', when: (g) => g.log.some((e) => e.msg === 'debate.card'),
  });
  await page.goto(host.url);
  await page.locator('[data-saves-continue], section.resume button').first().click();
  const handoff = page.locator('[data-handoff]');
  const game = page.locator('[data-screen="game"]');
  await expect(handoff.or(game)).toBeVisible();
  if (await handoff.isVisible()) await handoff.locator('button').click();
  await expect(game).toBeVisible();
  const logCard = page.locator('[data-log="debate.card"] [data-card]').first();
  await logCard.scrollIntoViewIfNeeded();
  const id = (await logCard.getAttribute('data-card'))!;
  expect(await logCard.innerText()).not.toContain(id);
  await logCard.hover();
  const detail = await expectDetail(page, id);
  expect(await detail.innerText()).toMatch(/value \d/);
  await page.screenshot({ path: `${SHOTS}/inspect-log-card.png` });
});

test('a theater shows its units, bases, markers and control on hover, focus and click (3.2) — #16', async ({ page, host }) => {
  await openGame(page, host, 'inspect-2');
  const board = page.locator('[data-board]');
  await expect(board).toHaveAttribute('data-board-ready', 'true');
  const athens = THEATERS.find((t) => t.name === 'Athens')!;
  const mirror = (await page.locator(`[data-board-mirror] [data-theater="${athens.id}"]`).textContent()) ?? '';

  // Hover on the canvas: where the scene draws the theater.
  const at = await theaterOnScreen(page, athens);
  await page.mouse.move(at.x, at.y);
  const detail = page.locator(`[data-theater-detail="${athens.id}"]`);
  await expect(detail).toBeVisible();
  const text = await detail.innerText();
  expect(text).toContain('Athens');
  expect(await detail.locator('[data-theater-control]').getAttribute('data-theater-control')).toMatch(/^(athens|sparta|contested|neutral)$/);
  // The same counts as the board's own description of the theater.
  const land = /Athenian (\d+) land/.exec(mirror);
  if (land) expect(await detail.locator('[data-force="athens"]').innerText()).toContain(`${land[1]} land`);
  expect(text).toMatch(/Units/);
  expect(text).toMatch(/Bases/);
  expect(text).toMatch(/Issue markers/);
  expect(text).not.toMatch(ENGINE_TOKEN);
  await page.screenshot({ path: `${SHOTS}/inspect-theater-detail.png` });

  // Click pins it: it stays when the pointer leaves the theater, until closed.
  await page.mouse.click(at.x, at.y);
  await page.mouse.move(2, 2);
  await expect(page.locator(`[data-theater-detail="${athens.id}"][data-pinned="true"]`)).toBeVisible();
  await page.locator(`[data-theater-detail="${athens.id}"] .inspect-close`).click();
  await expect(page.locator(`[data-theater-detail="${athens.id}"][data-pinned="true"]`)).toHaveCount(0);

  // Keyboard: focusing the theater in the board's list shows it.
  await page.locator(`[data-board-mirror] [data-theater="${athens.id}"]`).focus();
  await expect(page.locator(`[data-theater-detail="${athens.id}"]`)).toBeVisible();
});

test('no engine token in the page\'s visible text across a played stretch — #16', async ({ page, host }) => {
  test.setTimeout(180_000);
  await openGame(page, host, 'inspect-3');
  const handoff = page.locator('[data-handoff]');
  const action = page.locator(`[data-prompt]:not([data-waiting]) ${PALETTE_OPEN}`);
  const bad = new Map<string, number>();
  let checked = 0;
  for (let step = 0; step < 40; step++) {
    await expect(handoff.or(action)).toBeVisible({ timeout: 30_000 });
    for (const l of await tokenLines(page)) bad.set(l, step);
    checked++;
    if (process.env.INSPECT_DEBUG) console.log(step, await page.locator('[data-prompt]').first().getAttribute('data-prompt').catch(() => 'handoff'));
    if (await handoff.isVisible()) { await handoff.locator('button').click(); continue; }
    // Open one card's detail on the way: what it says is read too.
    if (step % 10 === 0) {
      // A turn's end opens its summary in the side panels' place (#16): close it to reach the hand.
      const summary = page.locator('[data-turn-summary] [data-summary-close]');
      if (await summary.isVisible()) await summary.click();
      const card = page.locator('[data-hand] [data-card]').first();
      if (await card.count()) {
        await card.hover();
        for (const l of await tokenLines(page)) bad.set(l, step);
        await page.mouse.move(2, 2);
      }
    }
    const before = await page.locator('[data-screen="game"]').getAttribute('data-decisions');
    await chooseAction(page.locator('[data-prompt]'));
    await expect.poll(async () => (await handoff.count()) > 0 || (await page.locator('[data-screen="game"]').getAttribute('data-decisions')) !== before).toBe(true);
  }
  expect(checked).toBeGreaterThan(20);
  expect([...bad.entries()].map(([l, s]) => `step ${s}: ${l}`)).toEqual([]);
});

test('a muster shows its running Battle total and the moves left (9.31, 9.32, 9.42) — #16', async ({ page, host }) => {
  await buildPosition(host.userData, { scenario: 'campaign', seeds: ['a', 'b', 'c', 'd'], kind: 'muster.move' });
  await page.goto(host.url);
  await page.locator('[data-saves-continue], section.resume button').first().click();
  const handoff = page.locator('[data-handoff]');
  const prompt = page.locator('[data-prompt="muster.move"]:not([data-waiting])');
  await expect(handoff.or(prompt)).toBeVisible();
  if (await handoff.isVisible()) await handoff.locator('button').click();
  const totals = prompt.locator('[data-muster-totals]');
  await expect(totals).toBeVisible();
  const [athens, sparta] = ((await totals.getAttribute('data-muster-totals')) ?? '').split(':');
  await expect(totals).toContainText(`Athens ${athens} v Sparta ${sparta}`);
  await expect(totals).toContainText(/Moves left: \d+ of \d+/);
  expect(await tokenLines(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/inspect-muster.png` });
});

test('Escape closes the last opened first: the rulebook over a pinned theater detail, or the detail over the rulebook — #16', async ({ page, host }) => {
  await openGame(page, host, 'inspect-esc');
  await expect(page.locator('[data-board]')).toHaveAttribute('data-board-ready', 'true');
  const athens = THEATERS.find((t) => t.name === 'Athens')!;
  const pinned = page.locator(`[data-theater-detail="${athens.id}"][data-pinned="true"]`);
  const rulebook = page.locator('.rules-drawer');
  const pin = async (): Promise<void> => {
    const at = await theaterOnScreen(page, athens);
    await page.mouse.move(at.x, at.y);
    await page.mouse.click(at.x, at.y);
    await page.mouse.move(2, 2);
    await expect(pinned).toBeVisible();
  };

  // The detail pinned first, then the rulebook (by keyboard: a click elsewhere would close the
  // detail): Escape closes the rulebook, then the detail.
  await pin();
  await page.locator('[data-open-rules]').focus();
  await page.keyboard.press('Enter');
  await expect(rulebook).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rulebook).toHaveCount(0);
  await expect(pinned).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pinned).toHaveCount(0);

  // The rulebook first, then the detail pinned: Escape closes the detail, then the rulebook.
  await page.locator('[data-open-rules]').click();
  await expect(rulebook).toBeVisible();
  await pin();
  await page.keyboard.press('Escape');
  await expect(pinned).toHaveCount(0);
  await expect(rulebook).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rulebook).toHaveCount(0);
});
