// #29 "every option in sight, a board that keeps still", at a laptop's 1280×720 and at 1600×1000:
// each legal option of a decision is on screen or one visible "+N more" away (6), and the board's
// rectangle does not change while one decision is made — choosing an option, Confirm showing,
// every option shown (7). Screenshots go to test-results/still-*.png.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { buildPosition, type PositionWanted } from './positions.js';
import { continueTo } from './boardView.js';
import { expectOptionsInSight, reveal } from './soak/sight.js';
import { decisionCount } from './soak/choose.js';

const SIZES = [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }] as const;

/** The board canvas's rectangle on screen. */
function boardBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  return page.locator('[data-board-slot] canvas').first().evaluate((c) => {
    const r = c.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
}

interface Case { what: string; at: Omit<PositionWanted, 'kind'>; kind: string; choose(page: Page): Promise<void> }

const prompt = (page: Page, kind: string) => page.locator(`[data-prompt="${kind}"]:not([data-waiting])`);

const CASES: Case[] = [
  {
    what: '6.11 a debate issue', kind: 'debate.issue', at: { scenario: 'development', seeds: ['p1', 'p2', 'p3'] },
    choose: async (page) => {
      await prompt(page, 'debate.issue').locator('[data-choice]').first().click();
      await expect(prompt(page, 'debate.issue').locator('[data-confirm]')).toBeVisible();
    },
  },
  {
    what: '5.2 the Entourage kept', kind: 'entourage.keep', at: { scenario: 'development', seeds: ['p1', 'p2', 's1'] },
    choose: async (page) => {
      const cards = prompt(page, 'entourage.keep').locator('[data-choice-card]');
      await cards.nth(0).click();
      await cards.nth(1).click();
      await expect(prompt(page, 'entourage.keep').locator('[data-confirm]')).toBeVisible();
    },
  },
  {
    what: '6.12 a debate card', kind: 'debate.card', at: { scenario: 'development', seeds: ['p1', 'p2'] },
    choose: async (page) => {
      const last = prompt(page, 'debate.card').locator('[data-choice-card]').last();
      await reveal(last);
      await last.click();
      await expect(prompt(page, 'debate.card').locator('[data-confirm]')).toBeVisible();
    },
  },
  {
    what: '9.32 a unit to move', kind: 'muster.move', at: { scenario: 'campaign', seeds: ['s1', 's2', 's3'] },
    choose: async (page) => {
      const last = prompt(page, 'muster.move').locator('[data-choice-unit]').last();
      await reveal(last);
      await last.click();
      await expect(prompt(page, 'muster.move').locator('[data-choice-theater]').first()).toBeVisible();
    },
  },
  {
    what: '8.3 a theater to place in', kind: 'theater.place', at: { scenario: 'campaign', seeds: ['a', 'b', 'c'] },
    choose: async (page) => {
      const p = prompt(page, 'theater.place');
      const marker = p.locator('[data-choice-marker]');
      if (await marker.count() > 1) await marker.first().click();
      const last = p.locator('[data-choice-theater]').last();
      await reveal(last);
      await last.click();
      await expect(p.locator('[data-confirm]')).toBeVisible();
    },
  },
];

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    for (const c of CASES) {
      test(`${c.what}: every option in sight or one "more" away, and the board keeps still while deciding — #29`, async ({ page, host }) => {
        test.setTimeout(150_000);
        await buildPosition(host.userData, { ...c.at, kind: c.kind });
        await continueTo(page, host, c.kind);
        const p = prompt(page, c.kind);
        const before = await boardBox(page);
        const first = await expectOptionsInSight(page, p, c.what);
        console.log(`[still] ${c.kind} at ${size.width}×${size.height}: ${first.options} options, ${first.hidden} behind "more"`);
        await c.choose(page);
        await expectOptionsInSight(page, p, `${c.what}, chosen`);
        expect(await boardBox(page), 'the board keeps its place once an option is chosen').toEqual(before);
        await expectOptionsInSight(page, p, `${c.what}, every option shown`, true);
        expect(await boardBox(page), 'the board keeps its place with every option shown').toEqual(before);
        await page.screenshot({ path: `test-results/still-${c.kind}-${size.width}.png` });
      });
    }
  });
}

/**
 * Where a part of the board (a Pixi container named `label`, or the first whose name starts so)
 * is drawn on screen: the centre of its tap area, or with `at` a point of that area (0..1 of its
 * width and height).
 */
async function partOnScreen(page: Page, label: string, at = { x: 0.5, y: 0.5 }): Promise<{ x: number; y: number }> {
  return page.locator('[data-board-canvas-host]').evaluate((h, { label, at }) => {
    interface Part { label?: string; children?: Part[]; hitArea?: { x: number; y: number; width?: number; height?: number }; toGlobal(p: { x: number; y: number }): { x: number; y: number } }
    const scene = (h as HTMLElement & { __boardScene?: { app: { stage: Part; canvas: HTMLCanvasElement } } }).__boardScene!;
    const find = (c: Part): Part | null => {
      if (c.label === label || (label.endsWith(':') && c.label?.startsWith(label))) return c;
      for (const k of c.children ?? []) { const f = find(k); if (f) return f; }
      return null;
    };
    const part = find(scene.app.stage);
    if (!part?.hitArea) throw new Error(`no board part ${label}`);
    const a = part.hitArea;
    const g = part.toGlobal({ x: a.x + (a.width ?? 0) * at.x, y: a.y + (a.height ?? 0) * at.y });
    const r = scene.app.canvas.getBoundingClientRect();
    return { x: r.left + g.x, y: r.top + g.y };
  }, { label, at });
}

test.describe('#29.8 board input: any part of a theater chooses it when it is a choice, and the board confirms as the list does', () => {
  test.use({ viewport: SIZES[0] });

  test('8.3 a theater to place in: its area, name plate, number and pieces choose it; Confirm is asked as from the list', async ({ page, host }) => {
    test.setTimeout(150_000);
    await buildPosition(host.userData, { scenario: 'campaign', seeds: ['a', 'b', 'c'], kind: 'theater.place' });
    await continueTo(page, host, 'theater.place');
    const p = prompt(page, 'theater.place');
    const marker = p.locator('[data-choice-marker]');
    if (await marker.count() > 1) await marker.first().click();
    const ids = await p.locator('[data-choice-theater]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-choice-theater')!).filter((x) => /^\d+$/.test(x)));
    expect(ids.length).toBeGreaterThan(0);
    const id = ids[0]!;
    const before = await boardBox(page);
    const decisions = await page.locator('[data-screen="game"]').getAttribute('data-decisions');
    const chosen = p.locator(`[data-choice-theater="${id}"]`);
    const pinned = page.locator('[data-theater-detail][data-pinned="true"]');
    const clickAndExpectChosen = async (where: { x: number; y: number }, what: string): Promise<void> => {
      await page.mouse.click(where.x, where.y);
      await expect(chosen, `a click on theater ${id}'s ${what} chooses it`).toHaveAttribute('aria-pressed', 'true');
      // Chosen, not sent: Confirm is asked, as when the list's button is pressed.
      await expect(p.locator('[data-confirm]')).toBeVisible();
      expect(await page.locator('[data-screen="game"]').getAttribute('data-decisions')).toBe(decisions);
      await expect(pinned, 'a choice opens no detail over the board').toHaveCount(0);
      await page.mouse.move(2, 2);
      await page.screenshot({ path: `test-results/still-board-${what.replace(/\W+/g, '-')}.png` });
      await p.locator('[data-confirm-for] button:not([data-confirm])').click(); // Change
      await expect(chosen).toHaveAttribute('aria-pressed', 'false');
    };
    await clickAndExpectChosen(await partOnScreen(page, `theater:${id}`), 'area');
    await clickAndExpectChosen(await partOnScreen(page, `plate:${id}`), 'name plate');
    // The number's disc is the plate's left end (scene/labels.ts).
    await clickAndExpectChosen(await partOnScreen(page, `plate:${id}`, { x: 0.06, y: 0.5 }), 'number');
    const pieces = await page.locator('[data-board-canvas-host]').evaluate((h, id) => {
      interface Part { label?: string; children?: Part[] }
      const stage = (h as HTMLElement & { __boardScene?: { app: { stage: Part } } }).__boardScene!.app.stage;
      const all: string[] = [];
      const walk = (c: Part): void => { if (c.label?.startsWith(`unit:${id}:`)) all.push(c.label); for (const k of c.children ?? []) walk(k); };
      walk(stage);
      return all;
    }, id);
    if (pieces.length) await clickAndExpectChosen(await partOnScreen(page, pieces[0]!), 'pieces');
    else console.log(`[still] theater ${id} has no pieces to click`);
    // The list's button: the same choice, the same Confirm.
    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(p.locator('[data-confirm]')).toBeVisible();
    expect(await boardBox(page), 'the board kept still through every click').toEqual(before);
  });

  test('9.32 a unit moved on the board: its pieces choose it, a destination\'s name plate moves it at once, as its button in the list does', async ({ page, host }) => {
    test.setTimeout(150_000);
    await buildPosition(host.userData, { scenario: 'campaign', seeds: ['s1', 's2', 's3'], kind: 'muster.move' });
    await continueTo(page, host, 'muster.move');
    const p = prompt(page, 'muster.move');
    const unit = (await p.locator('[data-choice-unit]').first().getAttribute('data-choice-unit'))!;
    const [force, kind, from] = unit.split('/');
    await page.mouse.click(...Object.values(await partOnScreen(page, `unit:${from}:${force}:${kind}`)) as [number, number]);
    await expect(p.locator(`[data-choice-unit="${unit}"]`), 'a click on a unit\'s pieces chooses that unit').toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-theater-detail][data-pinned="true"]')).toHaveCount(0);
    const to = (await p.locator('.theater-list [data-choice-theater]').first().getAttribute('data-choice-theater'))!;
    const decisions = Number(await page.locator('[data-screen="game"]').getAttribute('data-decisions'));
    const plate = await partOnScreen(page, `plate:${to}`);
    await page.mouse.click(plate.x, plate.y);
    // A move is one step of the muster (stepwise, no Confirm), from the board as from the list.
    await expect.poll(async () => (await page.locator('[data-handoff]').count()) > 0 || (await decisionCount(page)) > decisions,
      { message: 'the move is sent at once' }).toBe(true);
  });
});

/** Each theater name plate's box on screen (its baked picture's bounds), by theater. */
async function plateBoxes(page: Page): Promise<{ id: string; x0: number; y0: number; x1: number; y1: number }[]> {
  return page.locator('[data-board-canvas-host]').evaluate((h) => {
    interface Part { label?: string; children?: Part[]; getBounds(): { x: number; y: number; width: number; height: number } }
    const scene = (h as HTMLElement & { __boardScene?: { app: { stage: Part; canvas: HTMLCanvasElement } } }).__boardScene!;
    const r = scene.app.canvas.getBoundingClientRect();
    const out: { id: string; x0: number; y0: number; x1: number; y1: number }[] = [];
    const walk = (c: Part): void => {
      if (c.label?.startsWith('plate:')) {
        const b = c.getBounds();
        out.push({ id: c.label.slice(6), x0: r.left + b.x, y0: r.top + b.y, x1: r.left + b.x + b.width, y1: r.top + b.y + b.height });
      }
      for (const k of c.children ?? []) walk(k);
    };
    walk(scene.app.stage);
    return out;
  });
}

type Box = { x0: number; y0: number; x1: number; y1: number };
/** Whether two boxes overlap by more than `slack` px (a baked plate's picture has a few transparent pixels round it). */
const meet = (a: Box, b: Box, slack = 1): boolean => a.x0 < b.x1 - slack && b.x0 < a.x1 - slack && a.y0 < b.y1 - slack && b.y0 < a.y1 - slack;
const boxOf = (r: { x: number; y: number; width: number; height: number }): Box => ({ x0: r.x, y0: r.y, x1: r.x + r.width, y1: r.y + r.height });

for (const size of SIZES) {
  test(`#29.9 the table at ${size.width}×${size.height} in en, es, el: names apart and whole, the board's tools and a pinned detail clear of them, saving leaves the header be`, async ({ page, host }) => {
    test.setTimeout(200_000);
    await page.setViewportSize(size);
    await buildPosition(host.userData, { scenario: 'development', seeds: ['p1', 'p2'], kind: 'debate.card' });
    await continueTo(page, host, 'debate.card');
    const tools = page.locator('[data-board-tools]');
    const canvasHost = page.locator('[data-board-canvas-host]');
    for (const lang of ['en', 'es', 'el']) {
      await page.locator('.game-header [data-lang-picker]').selectOption(lang);
      await expect(page.locator('[data-board]').first()).toHaveAttribute('data-board-locale', lang);
      await page.locator('[data-board-fit]').click();
      await page.mouse.move(2, 2);
      await expect.poll(async () => (await plateBoxes(page)).length).toBe(20);
      // Let the fit's animation end before measuring.
      await expect.poll(async () => JSON.stringify(await plateBoxes(page)), { intervals: [300] }).toBe(JSON.stringify(await plateBoxes(page)));
      const plates = await plateBoxes(page);
      const view = boxOf((await canvasHost.boundingBox())!);
      const toolbar = boxOf((await tools.boundingBox())!);
      const meeting = plates.flatMap((a, i) => plates.slice(i + 1).filter((b) => meet(a, b, 4)).map((b) => `${a.id}/${b.id}`));
      expect(meeting, `${lang}: name plates that meet ${JSON.stringify(plates.filter((p) => meeting.some((m) => m.split('/').includes(p.id))).map((p) => [p.id, Math.round(p.x0), Math.round(p.y0), Math.round(p.x1), Math.round(p.y1)]))}`).toEqual([]);
      expect(plates.filter((p) => p.x0 < view.x0 - 1 || p.x1 > view.x1 + 1 || p.y0 < view.y0 - 1 || p.y1 > view.y1 + 1).map((p) => p.id), `${lang}: plates cut at the board's edge`).toEqual([]);
      expect(plates.filter((p) => meet(p, toolbar, 4)).map((p) => p.id), `${lang}: plates under the board's tools`).toEqual([]);
      await page.screenshot({ path: `test-results/still-names-${lang}-${size.width}.png` });
    }
    // A pinned detail on the right (a theater in the board's left half) leaves the tools clear.
    const at = await partOnScreen(page, 'theater:2');
    await page.mouse.click(at.x, at.y);
    await page.mouse.move(2, 2);
    const detail = page.locator('[data-theater-detail="2"][data-pinned="true"]');
    await expect(detail).toBeVisible();
    expect(meet(boxOf((await detail.boundingBox())!), boxOf((await tools.boundingBox())!)), 'a pinned detail clear of the tools').toBe(false);
    await page.screenshot({ path: `test-results/still-detail-${size.width}.png` });
    await page.keyboard.press('Escape');
    // Saving: the note shows, and the header (its Rules button, its language picker) stays put.
    await page.locator('.game-header [data-lang-picker]').selectOption('en');
    const header = page.locator('.game-header');
    const rules = page.locator('[data-open-rules]');
    const picker = page.locator('.game-header [data-lang-picker]');
    const before = [await header.boundingBox(), await rules.boundingBox(), await picker.boundingBox(), await boardBox(page)];
    await page.locator('[data-control="saveAs"]').click();
    await page.locator('[data-field="save-name"]').fill('Layout check');
    await expect.poll(async () => [await header.boundingBox(), await rules.boundingBox(), await picker.boundingBox(), await boardBox(page)], { message: 'Save As opened' }).toEqual(before);
    await page.locator('[data-save-as] button[type="submit"]').click();
    await expect(page.locator('[data-save-status]')).toContainText('Layout check');
    await page.screenshot({ path: `test-results/still-saved-${size.width}.png` });
    expect([await header.boundingBox(), await rules.boundingBox(), await picker.boundingBox(), await boardBox(page)], 'saved').toEqual(before);
  });
}
