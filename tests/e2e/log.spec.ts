// The log a player reads (#16 "Words a player uses"): filters (All, Mine, Honor, Battles) that
// stay pressed across a reload, an entry naming a theater that shows it on the board (highlighted,
// and a zoomed board pans to it), and "Since your last decision" complete behind "more…".
import type { Locator, Page } from '@playwright/test';
import { THEATERS } from '../../src-shared/games/pericles/data/board.js';
import { expect, startGame, test } from './fixtures.js';
import { buildPosition } from './positions.js';
import { continueTo, theaterInView } from './boardView.js';
import { decide, decisionCount } from './soak/choose.js';
import { testRng } from '../unit/testRng.js';

const SHOTS = process.env.LOG_SHOTS ?? 'test-results';
const BATTLE = /^9\.[3-7]/;

const logPanel = (page: Page): Locator => page.locator('section.panel-log');
const filter = (page: Page, f: string): Locator => logPanel(page).locator(`[data-log-filter="${f}"]`);
const entries = (page: Page): Locator => logPanel(page).locator('ol.log > li[data-log-index]');

/** Every shown entry's message key and rule. */
function shown(page: Page): Promise<{ msg: string; rule: string }[]> {
  return entries(page).evaluateAll((lis) => lis.map((li) => ({ msg: li.getAttribute('data-log') ?? '', rule: li.getAttribute('data-rule') ?? '' })));
}

async function expectPressed(page: Page, pressed: string[]): Promise<void> {
  for (const f of ['all', 'mine', 'honor', 'battles']) {
    await expect(filter(page, f), f).toHaveAttribute('aria-pressed', String(pressed.includes(f)));
  }
}

test('filters All, Mine, Honor, Battles: by rule and entry, pressed state kept after a reload — #16', async ({ page, host }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // A Campaign game stopped at the offer of a second Battle (9.6), its first Battle and Battle Honor logged.
  await buildPosition(host.userData, { scenario: 'campaign', seeds: ['b3', 'b8'], kind: 'battle.second' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await continueTo(page, host, 'battle.second');
  await logPanel(page).scrollIntoViewIfNeeded();
  await expectPressed(page, ['all']);
  // The four filters sit on one row even in the narrow side column of a 1280×720 window.
  const tops = await logPanel(page).locator('[data-log-filter]').evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(new Set(tops).size, `filter rows: ${tops.join(', ')}`).toBe(1);
  // The whole log (a long one waits behind "Show all"), to compare the filters with.
  const showAll = logPanel(page).locator('[data-log-more]');
  if (await showAll.count()) await showAll.click();
  const all = await shown(page);
  expect(all.length).toBe(Number(await logPanel(page).locator('ol.log').getAttribute('data-log-count')));
  expect(all.length).toBeGreaterThan(50);

  // Honor: Honor changes only, each an 'honor' entry, and all of them.
  await filter(page, 'honor').click();
  await expectPressed(page, ['honor']);
  const honor = await shown(page);
  expect(honor.length).toBeGreaterThan(0);
  for (const e of honor) expect(['honor', 'handicap.honor']).toContain(e.msg);
  expect(honor.length).toBe(all.filter((e) => e.msg === 'honor' || e.msg === 'handicap.honor').length);
  await expect(logPanel(page).locator('[data-log-matched]')).toHaveText(`${honor.length} of ${Number(await logPanel(page).locator('ol.log').getAttribute('data-log-count'))} entries`);

  // Battles (and Honor off): the muster and the Battle so far, by their rules (9.3–9.7).
  await filter(page, 'honor').click();
  await filter(page, 'battles').click();
  await expectPressed(page, ['battles']);
  const battles = await shown(page);
  expect(battles.some((e) => e.msg === 'battle.total')).toBe(true);
  for (const e of battles) expect(BATTLE.test(e.rule) || e.msg === 'honor', `[${e.rule}] ${e.msg}`).toBe(true);
  expect(battles.length).toBe(all.filter((e) => BATTLE.test(e.rule)).length + battles.filter((e) => !BATTLE.test(e.rule)).length);
  await page.screenshot({ path: `${SHOTS}/log-filter-battles-1280.png` });

  // Mine with Battles: both must match, fewer entries; never the turn's start or the Honor Order.
  await filter(page, 'mine').click();
  await expectPressed(page, ['mine', 'battles']);
  const mineBattles = await shown(page);
  expect(mineBattles.length).toBeLessThanOrEqual(battles.length);
  await filter(page, 'battles').click();
  const mine = await shown(page);
  expect(mine.length).toBeGreaterThan(0);
  expect(mine.length).toBeLessThan(all.length);
  for (const e of mine) expect(['turn.start', 'honorOrder', 'plague', 'council.refill'], e.msg).not.toContain(e.msg);

  // Remembered: after a reload the same filters are pressed.
  await filter(page, 'battles').click();
  await expectPressed(page, ['mine', 'battles']);
  await page.reload();
  await page.locator('[data-saves-continue], section.resume button').first().click();
  const handoff = page.locator('[data-handoff]');
  await expect(handoff.or(page.locator('[data-prompt="battle.second"]'))).toBeVisible();
  if (await handoff.isVisible()) await handoff.locator('button').click();
  await expectPressed(page, ['mine', 'battles']);
  expect(await shown(page)).toEqual(mineBattles);

  // All clears every filter.
  await filter(page, 'all').click();
  await expectPressed(page, ['all']);
  expect((await shown(page)).length).toBe(Math.min(all.length, 300));

  await page.setViewportSize({ width: 1600, height: 1000 });
  await filter(page, 'honor').click();
  await logPanel(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/log-filter-honor-1600.png` });
  await filter(page, 'all').click();
  expect(errors).toEqual([]);
});

test('a log entry naming a theater shows it on the board: highlighted, and a zoomed board pans to it — #16', async ({ page, host }) => {
  test.setTimeout(180_000);
  await buildPosition(host.userData, { scenario: 'campaign', seeds: ['b3', 'b8'], kind: 'battle.second' });
  await page.setViewportSize({ width: 1600, height: 1000 });
  await continueTo(page, host, 'battle.second');
  const board = page.locator('[data-board]').first();
  await expect(board).not.toHaveAttribute('data-shown-theater', /.*/);

  // A chip in an entry (a marker placed, a unit moved…): click it.
  const chip = logPanel(page).locator('li[data-log-theater] [data-chip-theater]').first();
  await chip.scrollIntoViewIfNeeded();
  const chipTheater = (await chip.getAttribute('data-chip-theater'))!;
  await chip.click();
  await expect(board).toHaveAttribute('data-shown-theater', chipTheater);
  if (chipTheater !== 'persia') {
    await page.mouse.move(2, 2); // the chip's hover mark is gone; the shown mark stays
    await expect(page.locator(`[data-board-mirror] [data-theater="${chipTheater}"]`)).toHaveAttribute('data-reachable', 'true');
    expect(await page.locator('[data-board-mirror] [data-theater][data-reachable="true"]').count()).toBe(1);
    // Its words in the keyboard mirror say it is marked (no empty "Reachable by .": nothing moves).
    await expect(page.locator(`[data-board-mirror] [data-theater="${chipTheater}"]`)).toContainText('Marked on the board.');
    expect(await page.locator('[data-board-mirror]').innerText()).not.toContain('Reachable by .');
  }

  // The Battle's entry, clicked on its words (not a chip or a card).
  await filter(page, 'battles').click();
  const battle = logPanel(page).locator('li[data-log="battle.total"]').first();
  const id = Number(await battle.getAttribute('data-log-theater'));
  expect(id).toBeGreaterThan(0);
  await battle.locator('.battle-parts').click();
  await expect(board).toHaveAttribute('data-shown-theater', String(id));
  await expect(page.locator(`[data-board-mirror] [data-theater="${id}"]`)).toHaveAttribute('data-reachable', 'true');

  // Zoomed in and panned away from a theater far from the Battle (the board itself keeps the
  // Expedition Theater in view, so only the shown theater's own pan can bring this one back).
  await filter(page, 'all').click();
  const battleAt = THEATERS.find((t) => t.id === id)!;
  const named = await logPanel(page).locator('li[data-log-theater] [data-chip-theater]').evaluateAll((cs) => cs.map((c) => c.getAttribute('data-chip-theater') ?? ''));
  const far = THEATERS.filter((t) => named.includes(String(t.id)))
    .sort((p, q) => Math.hypot(q.x - battleAt.x, q.y - battleAt.y) - Math.hypot(p.x - battleAt.x, p.y - battleAt.y))[0]!;
  expect(Math.hypot(far.x - battleAt.x, far.y - battleAt.y)).toBeGreaterThan(500);
  await page.locator('[data-board-canvas-host]').evaluate((h, east) => {
    const scene = (h as HTMLElement & { __boardScene?: { zoomBy(f: number): void; panBy(dx: number, dy: number): void } }).__boardScene!;
    scene.zoomBy(2.5);
    scene.panBy(east ? 3000 : -3000, 0);
  }, far.x > 1800);
  await expect.poll(() => theaterInView(page, far.id), { message: 'panned away first' }).toBe(false);
  const farChip = logPanel(page).locator(`li[data-log-theater] [data-chip-theater="${far.id}"]`).first();
  await farChip.scrollIntoViewIfNeeded();
  await farChip.click();
  await expect(board).toHaveAttribute('data-shown-theater', String(far.id));
  // Software GL on a shared machine can hold the page's frames back for seconds.
  await expect.poll(() => theaterInView(page, far.id), { message: `theater ${far.id} shown in the board's view`, timeout: 40_000 }).toBe(true);
  await page.screenshot({ path: `${SHOTS}/log-show-theater-1600.png` });

  // Keyboard: Enter on a focused chip shows its theater too.
  const other = logPanel(page).locator(`li[data-log-theater] [data-chip-theater]:not([data-chip-theater="${far.id}"])`).first();
  const otherId = (await other.getAttribute('data-chip-theater'))!;
  await other.focus();
  await page.keyboard.press('Enter');
  await expect(board).toHaveAttribute('data-shown-theater', otherId);
  // It is a moment's pointer, not a lasting mark: it goes after a few seconds.
  await expect(board).not.toHaveAttribute('data-shown-theater', /.*/, { timeout: 15_000 });
  await filter(page, 'all').click();
});

test('"Since your last decision" lists everything since, the earlier part behind "more…" — #16', async ({ page, host }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await startGame(page, host, { seed: 'since-1', seats: { aristocrats: 'human', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } });
  await expect(page.locator('[data-screen="game"]')).toBeVisible();
  const since = page.locator('section.panel-since');
  const active = page.locator('[data-screen="game"] [data-prompt]:not([data-waiting]):not([data-prompt=""])');
  const rand = testRng(16);
  // Decide until the bots have done more since one of ours than the panel shows at first.
  for (let n = 0; n < 40; n++) {
    if (await since.count() && Number(await since.getAttribute('data-since-hidden')) > 0) break;
    await expect(active).toHaveCount(1, { timeout: 30_000 });
    await expect(active.locator('[data-picker] button').first()).toBeEnabled({ timeout: 30_000 });
    const before = await decisionCount(page);
    if ((await active.getAttribute('data-prompt')) === 'entourage.form') {
      // 5.23: the first three cards (as play.spec.ts forms an Entourage).
      const cards = active.locator('[data-picker="cards"] [data-choice-card]');
      for (let i = 0; i < 3; i++) await cards.nth(i).click();
      await active.locator('[data-confirm]').click();
    } else await decide(page, active, rand);
    await expect.poll(() => decisionCount(page), { timeout: 30_000 }).not.toBe(before);
    await expect(active.or(page.locator('[data-prompt=""]')).first()).toBeVisible({ timeout: 30_000 });
  }
  const hidden = Number(await since.getAttribute('data-since-hidden'));
  const items = Number(await since.getAttribute('data-since-items'));
  expect(hidden).toBeGreaterThan(0);
  const rows = since.locator('ul.log > li');
  await expect(rows).toHaveCount(items - hidden);
  const more = since.locator('[data-since-more]');
  await expect(more).toHaveText(`more… (${hidden} earlier)`);
  await since.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/log-since-1280.png` });
  await more.click();
  await expect(rows).toHaveCount(items);
  await expect(since).toHaveAttribute('data-since-hidden', '0');
  // Every entry since the decision, in the log's order: the log's fresh entries are the same ones.
  const indices = await since.locator('ul.log > li[data-log-index]').evaluateAll((lis) => lis.map((li) => Number(li.getAttribute('data-log-index'))));
  expect(indices.length).toBe(Number(await since.getAttribute('data-since-count')));
  expect(indices).toEqual([...indices].sort((a, b) => a - b));
  expect(await logPanel(page).locator('li[data-since="true"]').count()).toBe(indices.length);
  await since.locator('[data-since-less]').click();
  await expect(rows).toHaveCount(items - hidden);
});
