// The table (#16 Layout) at a laptop's 1280×720 and at 1600×1000: the board is the main surface
// (its visible share of the window is measured), the page never scrolls, the prompt's options and
// Confirm are on screen, the Expedition Theater stays in view during a muster (9.3), the status
// strip says the turn, the phase, War/Peace and the four Factions' Honor in words, and folded
// panels stay folded after a reload; State of Greece reads without cramped wrapping in English,
// Spanish and Greek, the turn summary leaves the board its room, and a pinned theater detail
// closes with its decision. Screenshots go to test-results/table-*.png.
import type { Page } from '@playwright/test';
import { expect, startGame, test } from './fixtures.js';
import { buildPosition } from './positions.js';
import { continueTo, takeHandoff, theaterInView, theaterOnScreen } from './boardView.js';
import { decisionCount } from './soak/choose.js';
import { PALETTE_CONFIRM, PALETTE_OPEN } from './palette.js';

const SIZES = [
  // At 1280×720 the aim is half the window (the figure reached is logged); at 1600×1000, 60%.
  { width: 1280, height: 720, share: 0.5 },
  { width: 1600, height: 1000, share: 0.6 },
] as const;

/** The board canvas's visible area as a share of the window, and whether the page can scroll. */
function layout(page: Page): Promise<{ share: number; scrollHeight: number; innerHeight: number; scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => {
    const c = document.querySelector('[data-board-slot] canvas')!.getBoundingClientRect();
    const w = innerWidth;
    const h = innerHeight;
    const vis = Math.max(0, Math.min(w, c.right) - Math.max(0, c.left)) * Math.max(0, Math.min(h, c.bottom) - Math.max(0, c.top));
    const se = document.scrollingElement!;
    return { share: vis / (w * h), scrollHeight: se.scrollHeight, innerHeight: h, scrollWidth: se.scrollWidth, innerWidth: w };
  });
}

/** Whether an element lies wholly inside the window. */
async function onScreen(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
  });
}

async function expectTheaterInView(page: Page, id: number): Promise<void> {
  await expect.poll(async () => {
    const p = await theaterOnScreen(page, id);
    return p.x > p.left && p.x < p.right && p.y > p.top && p.y < p.bottom;
    // Software GL on a shared machine can hold the page's frames back for seconds.
  }, { message: `theater ${id} is in the visible board area`, timeout: 40_000 }).toBe(true);
}

async function expectTable(page: Page, size: (typeof SIZES)[number], what: string): Promise<void> {
  const l = await layout(page);
  console.log(`[table] ${what} at ${size.width}×${size.height}: board canvas ${(l.share * 100).toFixed(1)}% of the window`);
  expect(l.share, `board share at ${size.width}×${size.height}`).toBeGreaterThanOrEqual(size.share);
  // The page itself never scrolls: panels and a long prompt scroll inside themselves.
  expect(l.scrollHeight).toBeLessThanOrEqual(l.innerHeight);
  expect(l.scrollWidth).toBeLessThanOrEqual(l.innerWidth);
  // The prompt's heading and its first choice are on screen, not below the fold.
  expect(await onScreen(page, '[data-prompt]:not([data-waiting]) #prompt-heading')).toBe(true);
  expect(await onScreen(page, '[data-prompt]:not([data-waiting]) [data-picker] button')).toBe(true);
  expect(await onScreen(page, `[data-prompt]:not([data-waiting]) ${PALETTE_OPEN}`)).toBe(true);
  // The board's tools (zoom, fit, pieces, legend) are not under the prompt or a panel: each is what a click at its middle reaches.
  const covered = await page.locator('[data-board-tools] button').evaluateAll((buttons) => buttons.filter((b) => {
    const r = b.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !(hit && b.contains(hit));
  }).map((b) => b.getAttribute('aria-label') ?? b.textContent));
  expect(covered, `board tools covered at ${size.width}×${size.height}`).toEqual([]);
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('6.12 a debate card: the board is the main surface, the card and Confirm are on screen, the strip speaks words', async ({ page, host }) => {
      const at = await buildPosition(host.userData, { scenario: 'development', seeds: ['p1', 'p2'], kind: 'debate.card' });
      await continueTo(page, host, 'debate.card');
      await expectTable(page, size, 'debate card');

      // The strip: turn, the rulebook's phase and step, War/Peace, Plague, the four Factions' Honor.
      const strip = page.locator('[data-status-strip]');
      await expect(strip).toContainText(/Turn \d+ of \d+/);
      await expect(strip.locator('[data-strip-phase]')).toHaveText('Assembly Phase (6.0) · Debates (6.1)');
      await expect(strip.locator('[data-strip-step]')).toContainText('6.12');
      await expect(strip.locator('[data-strip-war]')).toHaveText(/^(War|Peace)$/);
      await expect(strip.locator('[data-strip-plague]')).toHaveText(/^(Pre|Post)-Plague$/);
      await expect(strip.locator('[data-honor-of]')).toHaveCount(4);
      for (const f of ['Aristocrats', 'Demagogues', 'Eurypontids', 'Agiads']) await expect(strip).toContainText(new RegExp(`${f} \\d+`));
      // No engine token: the segment id and the decision kind are attributes, never words.
      const words = await strip.innerText();
      expect(words).not.toMatch(/assembly\.debates|debate\.card|nobody|Step:/);

      // Choose a card: Confirm appears, on screen, and sends the decision.
      const prompt = page.locator('[data-prompt="debate.card"]:not([data-waiting])');
      // The cards wrap onto rows: none off to the side, where a mouse wheel does not reach.
      const overflowX = await prompt.locator('.card-row').evaluate((row) => row.scrollWidth - row.clientWidth);
      expect(overflowX, 'no card beyond the row\'s right edge').toBeLessThanOrEqual(0);
      await prompt.locator('[data-choice-card]').first().click();
      await expect(prompt.locator('[data-confirm]')).toBeVisible();
      expect(await onScreen(page, '[data-prompt] [data-confirm]')).toBe(true);
      await page.screenshot({ path: `test-results/table-debate-${size.width}.png` });
      // Choosing the card closes its detail (opened by the hover before the click): nothing covers Confirm.
      await expect(page.locator('[data-card-detail]')).toHaveCount(0);
      expect(await prompt.locator('[data-confirm]').evaluate((b) => {
        const r = b.getBoundingClientRect();
        return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      }), 'nothing covers Confirm').toBe(true);
      await prompt.locator('[data-confirm]').click();
      await expect.poll(async () => (await page.locator('[data-handoff]').count()) > 0 || (await decisionCount(page)) > at.decisions).toBe(true);
    });

    test('the strip keeps its three lines when several Factions decide (who decides is cut, whole on hover) — 5.23', async ({ page, host }) => {
      await buildPosition(host.userData, {
        scenario: 'campaign', seeds: ['s1', 's2', 's3'], kind: 'entourage.form',
        when: (g) => (g.flow.pending?.seats.length ?? 0) === 3,
      });
      await continueTo(page, host, 'entourage.form');
      for (const lang of ['en', 'es', 'el']) {
        await page.locator('.game-header [data-lang-picker]').selectOption(lang);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const strip = page.locator('[data-status-strip]');
        const deciding = strip.locator('[data-deciding]');
        await expect(deciding).toHaveAttribute('data-deciding', / /);
        // The strip as one frame drew it: every box read in the same task, after the fonts the
        // new language needs are in and two frames have run. Read one by one, a re-render landing
        // between two reads would compare boxes of two layouts (#31.7: failed once beside a CPU hog).
        const boxes = await strip.evaluate(async (el) => {
          await document.fonts.ready;
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const box = (e: Element) => { const r = e.getBoundingClientRect(); return { y: r.y, height: r.height }; };
          const at = (sel: string) => box(el.querySelector(sel)!);
          return { turn: at('.status-turn'), step: at('[data-strip-step]'), who: at('[data-deciding]'), honor: at('[data-strip-honor]'), strip: box(el) };
        });
        const { turn, step, who, honor } = boxes;
        // Line 1 the turn and phase, line 2 the step with who decides, line 3 the Honor Order.
        expect(Math.abs(who.y - step.y), 'who decides is on the step\'s line').toBeLessThan(turn.height / 2);
        expect(honor.y - step.y, 'the Honor Order is the next line').toBeLessThan(turn.height * 1.6);
        expect(boxes.strip.height, 'three lines').toBeLessThan(turn.height * 3.8);
        // Cut on screen, not lost: the whole list is its title.
        await expect(deciding).toHaveAttribute('title', (await deciding.textContent()) ?? '');
        await page.locator('.game-header').screenshot({ path: `test-results/table-strip-deciders-${lang}-${size.width}.png` });
      }
    });

    test('side panels: every panel unfolded, nothing spills out of the side column (State of Greece included)', async ({ page, host }) => {
      await buildPosition(host.userData, { scenario: 'development', seeds: ['p1', 'p2'], kind: 'debate.card' });
      await continueTo(page, host, 'debate.card');
      // Unfold every panel (some start folded) so each one is measured.
      const folded = page.locator('[data-fold][data-folded="true"] [data-fold-toggle]');
      for (let n = await folded.count(); n > 0; n--) await folded.first().click();
      await expect(page.locator('[data-fold][data-folded="true"]')).toHaveCount(0);
      await expect(page.locator('.panel-state dd').first()).toBeVisible();
      const spills = await page.locator('.side-scroll').evaluate((col) => {
        const out: string[] = [];
        // The column scrolls down, never sideways.
        if (col.scrollWidth > col.clientWidth + 1) out.push(`side column scrolls sideways: ${col.scrollWidth} > ${col.clientWidth}`);
        const right = col.getBoundingClientRect().left + col.clientWidth;
        for (const el of col.querySelectorAll<HTMLElement>('.panel *')) {
          const r = el.getBoundingClientRect();
          if (r.width > 0 && r.right > right + 1) out.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 30)}" ends at ${Math.round(r.right)} > ${Math.round(right)}`);
        }
        return out;
      });
      await page.locator('.panel-state').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/table-panels-${size.width}.png` });
      expect(spills).toEqual([]);
    });

    test('9.32 muster movement: the Expedition Theater stays in view, at Fit and when zoomed away', async ({ page, host }) => {
      test.setTimeout(120_000);
      await buildPosition(host.userData, { scenario: 'campaign', seeds: ['s1', 's2', 's3'], kind: 'muster.move' });
      await continueTo(page, host, 'muster.move');
      await expectTable(page, size, 'muster movement');
      const board = page.locator('[data-board]').first();
      await expect(board).toHaveAttribute('data-expedition', /^\d+$/);
      const expedition = Number(await board.getAttribute('data-expedition'));
      await expectTheaterInView(page, expedition);
      await expect(page.locator('[data-strip-phase]')).toHaveText('Theater Phase (8.0) · Theater Issue Resolution Segment (8.4)');
      await page.screenshot({ path: `test-results/table-muster-${size.width}.png` });

      // Zoom in and pan far away (through the scene the board exposes on its canvas host, without
      // animation, so nothing races); choosing a unit to move brings the Expedition Theater back.
      // The pan stops with the map's edge at mid-view (#16), so a theater near the middle of the
      // map leaves the view only one way: try each direction until it is off screen.
      const scene = page.locator('[data-board-canvas-host]');
      await scene.evaluate((h) => {
        (h as HTMLElement & { __boardScene?: { zoomBy(f: number): void } }).__boardScene!.zoomBy(2.5);
      });
      let away = false;
      for (const [dx, dy] of [[3000, 0], [-6000, 0], [3000, 3000], [0, -6000]] as const) {
        await scene.evaluate((h, d) => {
          (h as HTMLElement & { __boardScene?: { panBy(dx: number, dy: number): void } }).__boardScene!.panBy(d.dx, d.dy);
        }, { dx, dy });
        await page.waitForTimeout(100);
        if (!(await theaterInView(page, expedition))) { away = true; break; }
      }
      expect(away, 'panned away first').toBe(true);
      await page.locator('[data-prompt="muster.move"] [data-choice-unit]').first().click();
      await expectTheaterInView(page, expedition);
      await page.screenshot({ path: `test-results/table-muster-zoomed-${size.width}.png` });
    });
  });
}

test('panels fold away and the side column hides; both stay so after a reload', async ({ page, host }) => {
  await buildPosition(host.userData, { scenario: 'development', seeds: ['p1', 'p2'], kind: 'debate.card' });
  await continueTo(page, host, 'debate.card');
  const honor = page.locator('[data-fold="honor"]');
  await expect(honor).toHaveAttribute('data-folded', 'false');
  await expect(page.locator('[data-honor]').first()).toBeVisible();
  await page.locator('[data-fold-toggle="honor"]').click();
  await expect(honor).toHaveAttribute('data-folded', 'true');
  await expect(page.locator('[data-honor]').first()).toBeHidden();
  // The Assembly tracks in words: each tile's box on its Side's track.
  await expect(page.locator('[data-assembly-panel] [data-track-issue]').first()).toContainText(/box \d|captured/);
  // #29: no two rows of a track read the same (like tiles are one row with their count).
  for (const side of ['athens', 'sparta']) {
    const rows = await page.locator(`[data-assembly-panel] [data-track="${side}"] [data-track-issue]`).allInnerTexts();
    expect(new Set(rows).size, rows.join(' | ')).toBe(rows.length);
  }

  await page.reload();
  await page.locator('[data-saves-continue], section.resume button').first().click();
  await takeHandoff(page, 'debate.card');
  await expect(page.locator('[data-fold="honor"]')).toHaveAttribute('data-folded', 'true');
  await expect(page.locator('[data-fold="log"]')).toHaveAttribute('data-folded', 'false');

  // The whole column: hidden, the board grows; still hidden after a reload.
  const before = (await layout(page)).share;
  await page.locator('[data-side-toggle]').click();
  await expect(page.locator('[data-side-panels]')).toHaveAttribute('data-hidden', 'true');
  await expect.poll(async () => (await layout(page)).share).toBeGreaterThan(before);
  await page.reload();
  await page.locator('[data-saves-continue], section.resume button').first().click();
  await takeHandoff(page, 'debate.card');
  await expect(page.locator('[data-side-panels]')).toHaveAttribute('data-hidden', 'true');
  await page.screenshot({ path: 'test-results/table-side-hidden.png' });
  await page.locator('[data-side-toggle]').click();
  await expect(page.locator('[data-side-panels]')).toHaveAttribute('data-hidden', 'false');
  await expect(page.locator('[data-fold="honor"]')).toHaveAttribute('data-folded', 'true');
  await page.screenshot({ path: 'test-results/table-honor-folded.png' });
});

/** A development game saved in its second turn (so the turn summary has a turn to show), at a debate card. */
function secondTurn(userData: string): ReturnType<typeof buildPosition> {
  let first: number | undefined;
  return buildPosition(userData, {
    scenario: 'development', seeds: ['p1', 'p2', 'p3'], kind: 'debate.card',
    when: (g) => { first ??= g.turn; return g.turn > first; },
  });
}

for (const lang of ['en', 'es', 'el'] as const) {
  test.describe(`State of Greece in ${lang}`, () => {
    test.use({ hostArgs: ['--lang', lang] });

    test(`its terms and values take at most two lines each and nothing spills sideways, at 1280×720 and 1600×1000 (${lang}) — #16`, async ({ page, host }) => {
      await page.setViewportSize(SIZES[0]);
      await secondTurn(host.userData);
      await continueTo(page, host, 'debate.card');
      const fold = page.locator('[data-fold="state"]');
      if ((await fold.getAttribute('data-folded')) === 'true') await page.locator('[data-fold-toggle="state"]').click();
      const panel = page.locator('.panel-state');
      await expect(panel.locator('dd[data-dominant="sparta"]')).toBeVisible();
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await panel.scrollIntoViewIfNeeded();
        const m = await panel.evaluate((p) => {
          /** Lines a box's text is laid out on (its text fragments' tops, a line apart). */
          const lines = (el: Element): number => {
            const range = document.createRange();
            range.selectNodeContents(el);
            const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top).sort((a, b) => a - b);
            return tops.filter((t, i) => i === 0 || t - tops[i - 1]! > 4).length;
          };
          const box = p.getBoundingClientRect();
          const style = getComputedStyle(p);
          const right = box.right - parseFloat(style.borderRightWidth);
          const left = box.left + parseFloat(style.borderLeftWidth);
          const spills: string[] = [];
          if (p.scrollWidth > p.clientWidth + 1) spills.push(`panel scrolls sideways: ${p.scrollWidth} > ${p.clientWidth}`);
          for (const el of p.querySelectorAll<HTMLElement>('*')) {
            const r = el.getBoundingClientRect();
            if (r.width > 0 && (r.right > right + 1 || r.left < left - 1)) spills.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 30)}" spans ${Math.round(r.left)}–${Math.round(r.right)}, panel ${Math.round(left)}–${Math.round(right)}`);
          }
          const terms = [...p.querySelectorAll('dt')].map((dt) => ({ term: dt.textContent ?? '', lines: lines(dt) }));
          const values = [...p.querySelectorAll('dd')].map((dd) => lines(dd));
          return { width: Math.round(box.width), terms, values, spills };
        });
        console.log(`[table] State of Greece in ${lang} at ${size.width}×${size.height}: ${m.width} px wide; term lines ${m.terms.map((x) => x.lines).join(',')}; value lines ${m.values.join(',')}`);
        expect(m.terms).toHaveLength(10);
        for (const x of m.terms) expect(x.lines, `"${x.term}" at ${size.width}×${size.height}`).toBeLessThanOrEqual(2);
        // Squeezed beside its term, a value ran onto 3–5 lines ("Paz de / Calias · / Bases / persas 0").
        for (const [i, n] of m.values.entries()) expect(n, `the value of "${m.terms[i]!.term}" at ${size.width}×${size.height}`).toBeLessThanOrEqual(2);
        expect(m.spills).toEqual([]);
        // The side column scrolls down, never sideways.
        const col = await page.locator('.side-scroll').evaluate((c) => ({ sw: c.scrollWidth, cw: c.clientWidth }));
        expect(col.sw).toBeLessThanOrEqual(col.cw + 1);
        await panel.screenshot({ path: `test-results/table-state-${lang}-${size.width}.png` });
      }
    });
  });
}

test('a one-turn scenario says so in the strip, not "Turn 7 of 7" — #29', async ({ page, host }) => {
  await startGame(page, host, { scenario: 'training-amphipolis', seed: 'one-turn' });
  const strip = page.locator('[data-status-strip]');
  await expect(strip).toBeVisible();
  const turn = await strip.getAttribute('data-turn');
  expect(Number(turn)).toBeGreaterThan(1);
  await expect(strip.locator('.status-turn')).toHaveText(`Turn ${turn} (one-turn scenario)`);
  await page.locator('.game-header [data-lang-picker]').selectOption('el');
  await expect(strip.locator('.status-turn')).toHaveText(`Γύρος ${turn} (σενάριο ενός γύρου)`);
  await page.locator('.game-header [data-lang-picker]').selectOption('es');
  await expect(strip.locator('.status-turn')).toHaveText(`Turno ${turn} (escenario de un solo turno)`);
});

test('the turn summary takes the side column\'s place: the board canvas keeps 65% of the window\'s width at 1280×720 and 1600×1000 — #16', async ({ page, host }) => {
  await page.setViewportSize(SIZES[0]);
  await secondTurn(host.userData);
  await continueTo(page, host, 'debate.card');
  const canvasShare = (): Promise<number> => page.evaluate(() => document.querySelector('[data-board-canvas]')!.getBoundingClientRect().width / innerWidth);
  const drawer = page.locator('[data-turn-summary]');
  await page.locator('[data-open-summary]').click();
  await expect(drawer).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // A third column beside the board and the side panels left it 55% (1280) and 56% (1600) of the
    // window; in the side column's place, 74%.
    await expect.poll(canvasShare, { message: `board canvas share with the summary open at ${size.width}×${size.height}` }).toBeGreaterThanOrEqual(0.65);
    console.log(`[table] turn summary open at ${size.width}×${size.height}: board canvas ${((await canvasShare()) * 100).toFixed(1)}% of the window`);
    await expect(page.locator('[data-side-panels]')).toBeHidden();
    // Beside the board, not over it; the page does not scroll; the prompt is still there.
    const board = (await page.locator('[data-board-slot]').boundingBox())!;
    const side = (await drawer.boundingBox())!;
    expect(board.x + board.width).toBeLessThanOrEqual(side.x + 1);
    expect(side.x + side.width).toBeLessThanOrEqual(size.width + 1);
    expect(await onScreen(page, '[data-prompt]:not([data-waiting]) #prompt-heading')).toBe(true);
    const l = await layout(page);
    expect(l.scrollHeight).toBeLessThanOrEqual(l.innerHeight);
    expect(l.scrollWidth).toBeLessThanOrEqual(l.innerWidth);
    await page.screenshot({ path: `test-results/table-summary-${size.width}.png` });
  }
  // Closed: the side panels come back.
  await drawer.locator('[data-summary-close]').click();
  await expect(drawer).toHaveCount(0);
  await expect(page.locator('[data-side-panels]')).toBeVisible();
  await expect(page.locator('[data-fold="log"]')).toBeVisible();
});

test('a pinned theater detail closes when this seat\'s next decision comes, on Escape and on a click elsewhere — #16', async ({ page, host }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(SIZES[0]);
  await startGame(page, host, { seed: 'table-pin', seats: { aristocrats: 'human', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } });
  await expect(page.locator('[data-board]').first()).toHaveAttribute('data-board-ready', 'true');
  const prompt = page.locator('[data-prompt]:not([data-waiting])');
  const pinnedAt = (id: number) => page.locator(`[data-theater-detail="${id}"][data-pinned="true"]`);
  const anyDetail = page.locator('[data-theater-detail]');
  /** Points at theater `id` where the board draws it (its detail shows), clicks, rests the pointer off the board. */
  const pin = async (id: number): Promise<void> => {
    await expect(prompt.locator(PALETTE_OPEN)).toBeVisible({ timeout: 60_000 });
    const at = await theaterOnScreen(page, id);
    await page.mouse.move(at.x, at.y);
    await expect(page.locator(`[data-theater-detail="${id}"]`)).toBeVisible();
    await page.mouse.click(at.x, at.y);
    await page.mouse.move(2, 2);
    await expect(pinnedAt(id)).toBeVisible();
  };
  /** This seat's decision by keyboard alone (the command palette), so no click closes the detail. */
  const decideByKeyboard = async (): Promise<void> => {
    await prompt.locator(PALETTE_OPEN).focus();
    await page.keyboard.press('Enter');
    const first = prompt.locator('[data-palette="open"] button[data-action]').first();
    await expect(first).toBeVisible();
    await first.focus();
    await page.keyboard.press('Enter');
    const confirm = prompt.locator(`[data-palette="open"] [data-palette-confirm-for] ${PALETTE_CONFIRM}`);
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
  };

  // Pinned, it stays open while the player looks elsewhere; the decision made, it closes.
  await pin(7);
  await page.waitForTimeout(300);
  await expect(pinnedAt(7)).toBeVisible();
  let decisions = await decisionCount(page);
  await decideByKeyboard();
  await expect.poll(() => decisionCount(page)).toBeGreaterThan(decisions);
  await expect(anyDetail).toHaveCount(0);
  await page.screenshot({ path: 'test-results/table-pin-closed.png' });

  // Still in use when the next decision comes (the pointer on it): it stays until the pointer leaves.
  await pin(7);
  const panel = (await pinnedAt(7).boundingBox())!;
  // Its middle: the next prompt may be taller and move the board (and the detail) down a little.
  await page.mouse.move(panel.x + panel.width / 2, panel.y + panel.height / 2);
  decisions = await decisionCount(page);
  await page.evaluate(async () => {
    const api = window.pericles!;
    const m = await new Promise<{ seat: string; legalActions: Array<{ type: string }> }>((resolve) => {
      const off = api.onView((v) => { if (v.legalActions.length) { queueMicrotask(() => off()); resolve(v); } });
      void api.sync();
    });
    await api.act(m.seat as 'aristocrats', m.legalActions[0]!);
  });
  await expect.poll(() => decisionCount(page)).toBeGreaterThan(decisions);
  await page.waitForTimeout(300);
  await expect(pinnedAt(7)).toBeVisible();
  await page.mouse.move(2, 2);
  await expect(anyDetail).toHaveCount(0);

  // Escape closes it, wherever the focus is.
  await pin(7);
  await prompt.locator(PALETTE_OPEN).focus();
  await page.keyboard.press('Escape');
  await expect(anyDetail).toHaveCount(0);

  // A click elsewhere closes it; a click on another theater pins that one instead.
  await pin(7);
  const other = await theaterOnScreen(page, 6);
  await page.mouse.move(other.x, other.y);
  await expect(page.locator('[data-theater-detail="6"]')).toBeVisible();
  await page.mouse.click(other.x, other.y);
  await page.mouse.move(2, 2);
  await expect(pinnedAt(6)).toBeVisible();
  await expect(pinnedAt(7)).toHaveCount(0);
  await prompt.locator('#prompt-heading').click();
  await expect(anyDetail).toHaveCount(0);
});
