// Board: the DOM mirror lists every theater, Persia and every link with its type; hovering a link
// on the canvas shows its rule (explainLink); selecting a unit in a prepared position highlights
// exactly the theaters the engine reports reachable. Screenshots go to test-results/.
// Part 1 runs in the real app (web host fixture); part 2 uses the board dev page
// (src-renderer/games/pericles/board/dev) with prepared positions, built and served here.
import type { Server } from 'node:http';
import { expect, startGame, test } from './fixtures.js';
import { test as plain } from '@playwright/test';
import { LINKS, THEATERS, linkKey } from '../../src-shared/games/pericles/data/board.js';
import { explainLink, reachable } from '../../src-shared/games/pericles/rules/movement.js';
import { musterState } from '../../src-renderer/games/pericles/board/dev/positions.js';
import { query } from '../../src-shared/games/pericles/query.js';
import { stateFromScenario } from '../../src-shared/games/pericles/engine/setup.js';
import { scenarioById } from '../../src-shared/games/pericles/data/scenarios/index.js';
import { buildBoardDev, serveDir } from '../../scripts/bench-board.js';
import { decodePng, distinctColours, dominantShare } from './png.js';
import { THEATER_RY, WORLD } from '../../src-renderer/games/pericles/board/layout.js';
import { PALETTE_OPEN } from './palette.js';
import { placeName } from '../../src-renderer/games/pericles/names.js';

const BOTS = { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;
// The board as drawn, DOM overlays hidden: the WebGL canvas and the map's image under it.
const CANVAS_ONLY = '[data-board-slot] * { visibility: hidden !important; } [data-board-slot] canvas, [data-board-map] img { visibility: visible !important; }';

/** Pixel statistics of the board canvas (DOM overlays hidden): a drawn board has many colours. */
async function canvasStats(page: import('@playwright/test').Page): Promise<{ colours: number; share: number }> {
  const img = decodePng(await page.locator('[data-board-slot] canvas').first().screenshot({ style: CANVAS_ONLY }));
  return { colours: distinctColours(img), share: dominantShare(img) };
}

test('the board mirror lists every theater, Persia and every link; hovering a link explains it', async ({ page, host }) => {
  await startGame(page, host, { seed: 'board-1', seats: { aristocrats: 'human', ...BOTS } });
  const board = page.locator('[data-board]').first();
  await expect(board).toHaveAttribute('data-board-ready', 'true');

  for (const t of THEATERS) await expect(board.locator(`[data-theater="${t.id}"]`)).toContainText(t.name);
  await expect(board.locator('[data-theater="persia"]')).toContainText('Persia');
  // In the mirror: the link tooltip carries data-link too, and shows if the board appears under
  // the pointer (where the click that started the game left it).
  await expect(board.locator('[data-board-mirror] [data-link]')).toHaveCount(LINKS.length);
  for (const l of LINKS) {
    const el = board.locator(`[data-board-mirror] [data-link="${linkKey(l.a, l.b)}"]`);
    await expect(el).toHaveAttribute('data-link-type', l.type);
    if (l.base) await expect(el).toHaveAttribute('data-link-base', l.base);
    else await expect(el).not.toHaveAttribute('data-link-base', /.+/);
  }

  // Hover the middle of link 2-7 on the canvas: the tooltip shows that link's rule.
  const link = LINKS.find((l) => linkKey(l.a, l.b) === '2-7');
  if (!link) throw new Error('no link 2-7');
  const mirror = board.locator('[data-board-mirror] [data-link="2-7"]');
  const host0 = board.locator('[data-board-canvas-host]');
  const mx = Number(await mirror.getAttribute('data-mid-x'));
  const my = Number(await mirror.getAttribute('data-mid-y'));
  const s = Number(await host0.getAttribute('data-view-scale'));
  const vx = Number(await host0.getAttribute('data-view-x'));
  const vy = Number(await host0.getAttribute('data-view-y'));
  const box = await host0.boundingBox();
  if (!box) throw new Error('no canvas host');
  await page.mouse.move(box.x + vx + mx * s, box.y + vy + my * s);
  const tip = page.locator('[data-board-tooltip]');
  await expect(tip).toHaveAttribute('data-link', '2-7');
  await expect(tip).toContainText(explainLink(link).title);
  await page.screenshot({ path: 'test-results/board-link-hover.png' });
});

for (const [width, height] of [[1280, 720], [1600, 1000]] as const) {
  test(`#32 a unit chosen outside a muster shows where it could go as the host's rules answer, the board still (${width}×${height})`, async ({ page, host }) => {
    await page.setViewportSize({ width, height });
    await startGame(page, host, { seed: 'board-q', seats: { aristocrats: 'human', ...BOTS } });
    const board = page.locator('[data-board]').first();
    await expect(board).toHaveAttribute('data-board-ready', 'true');
    const before = await board.locator('[data-board-canvas-host]').boundingBox();
    // Athens' fleet in Athens at the development setup's opening (no muster: no Expedition Theater).
    const opening = stateFromScenario(scenarioById('development')!, 'any');
    const asked = query({ kind: 'reach', from: 7, force: 'athens', unit: 'naval', expedition: 0 }, { state: opening, seat: 'aristocrats' });
    const expected = asked?.kind === 'reach' ? asked.reach.ends.map((e) => e.theater).sort((a, b) => a - b) : [];
    expect(expected.length).toBeGreaterThan(0);
    await board.locator('[data-unit="7:athens:naval"]').focus();
    await page.keyboard.press('Enter');
    // The answer comes from the host: the board says which unit's move it shows once it has it.
    await expect(board).toHaveAttribute('data-reach-for', '7:athens:naval:0');
    const got = await board.locator('[data-board-mirror] [data-reachable="true"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-theater'))));
    expect(got.sort((a, b) => a - b)).toEqual(expected);
    await expect(board.locator('[data-board-mirror] [data-blocked="true"]').first()).toBeAttached();
    // The board kept its place and size while the answer came.
    expect(await board.locator('[data-board-canvas-host]').boundingBox()).toEqual(before);
    // Chosen again: no unit, no highlight.
    await board.locator('[data-unit="7:athens:naval"]').focus();
    await page.keyboard.press('Enter');
    await expect(board).not.toHaveAttribute('data-reach-for', /.+/);
    await expect(board.locator('[data-board-mirror] [data-reachable]')).toHaveCount(0);
    await board.locator('[data-unit="7:athens:naval"]').focus();
    await page.keyboard.press('Enter');
    await expect(board).toHaveAttribute('data-reach-for', '7:athens:naval:0');
    await page.keyboard.press('Tab'); // off the mirror, so the picture shows the board as a pointer user sees it
    await page.screenshot({ path: `test-results/board-reach-${width}.png` });
  });
}

test('the board stays drawn after a decision is played by keyboard', async ({ page, host }) => {
  await startGame(page, host, { seed: 'e2e-2', seats: { aristocrats: 'human', ...BOTS } });
  const board = page.locator('[data-board]').first();
  await expect(board).toHaveAttribute('data-board-ready', 'true');
  const prompt = page.locator('[data-prompt][data-seat="aristocrats"]');
  await expect(prompt.locator(PALETTE_OPEN)).toBeEnabled();
  await expect.poll(async () => (await canvasStats(page)).colours, { timeout: 20_000 }).toBeGreaterThan(50);
  const screen = page.locator('[data-screen="game"]');
  const before = Number(await screen.getAttribute('data-decisions'));

  // As a keyboard user does: Tab on through the page — here from the board's first mirror
  // button, so every theater and link is focused (and revealed) on the way — to a choice, Enter.
  await board.locator('[data-theater="1"]').focus();
  await page.keyboard.press('Tab');
  let focused: string | null = null;
  for (let i = 0; i < 400 && !focused; i++) {
    // A choice of the decision's own picker (#16: the specific prompt is the keyboard's way).
    focused = await page.evaluate(() => document.activeElement?.closest('[data-prompt] [data-picker]') ? document.activeElement.outerHTML.slice(0, 80) : null);
    if (!focused) await page.keyboard.press('Tab');
  }
  expect(focused, 'Tab reaches a choice of the prompt').not.toBeNull();
  // Then the command palette by keyboard: Ctrl+K, Enter picks its first legal action, Enter confirms.
  await page.keyboard.press('Control+k');
  await expect(page.locator('[data-palette-search]')).toBeFocused();
  await expect(prompt.locator('[data-palette="open"] button.active[data-action]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  // The palette asks to confirm, as the prompt does: Enter on its Confirm sends.
  await expect(prompt.locator('[data-palette-confirm]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => Number(await screen.getAttribute('data-decisions'))).toBeGreaterThan(before);

  // The camera is sane and the canvas is still drawn (not one solid colour).
  const host0 = board.locator('[data-board-canvas-host]');
  for (const a of ['data-view-scale', 'data-view-x', 'data-view-y']) expect(Number.isFinite(Number(await host0.getAttribute(a))), a).toBe(true);
  expect(Number(await host0.getAttribute('data-view-scale'))).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await expect.poll(async () => (await canvasStats(page)).colours, { timeout: 20_000, message: 'board canvas should stay drawn' }).toBeGreaterThan(50);
  expect((await canvasStats(page)).share).toBeLessThan(0.9);
  // The board's wrapper and canvas host were not scrolled by focus moves.
  expect(await board.evaluate((el) => [el.scrollLeft, el.scrollTop, el.parentElement?.scrollTop ?? 0])).toEqual([0, 0, 0]);
  await page.screenshot({ path: 'test-results/board-after-keyboard-decision.png' });
});

/** The board's camera as the scene publishes it on its canvas host, and the host's box on the page. */
async function camera(page: import('@playwright/test').Page): Promise<{ s: number; x: number; y: number; box: { x: number; y: number; width: number; height: number } }> {
  const host = page.locator('[data-board-canvas-host]').first();
  const box = await host.boundingBox();
  if (!box) throw new Error('no canvas host');
  return {
    s: Number(await host.getAttribute('data-view-scale')), x: Number(await host.getAttribute('data-view-x')),
    y: Number(await host.getAttribute('data-view-y')), box,
  };
}

/** Height in screen pixels of the ink (the name's letters) on a theater's name plate, measured in a screenshot. */
async function nameInkHeight(page: import('@playwright/test').Page, id: number, fontPx: number): Promise<number> {
  const t = THEATERS.find((x) => x.id === id)!;
  const c = await camera(page);
  const cx = c.box.x + c.x + t.x * c.s;
  const cy = c.box.y + c.y + (t.y - THEATER_RY + 2) * c.s;
  const half = Math.max(14, Math.ceil(fontPx * 0.8));
  const clip = { x: Math.round(cx - 40), y: Math.round(cy - half), width: 80, height: 2 * half };
  const img = decodePng(await page.screenshot({ clip, style: '[data-board] [role="toolbar"] { visibility: hidden !important; }' }));
  let top = Infinity;
  let bottom = -Infinity;
  for (let y = 0; y < img.height; y++) {
    for (let x = 20; x < img.width - 20; x++) {
      const i = (y * img.width + x) * img.channels;
      // INK (0x2b2118) on the cream plate (0xfbf4e0).
      if ((img.data[i] as number) < 110 && (img.data[i + 1] as number) < 100 && (img.data[i + 2] as number) < 90) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  return bottom >= top ? bottom - top + 1 : 0;
}

for (const size of [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }]) {
  test(`#16 theater names read at Fit at ${size.width}×${size.height}, and still when zoomed in`, async ({ page, host }) => {
    await page.setViewportSize(size);
    await startGame(page, host, { seed: 'board-names', seats: { aristocrats: 'human', ...BOTS } });
    const board = page.locator('[data-board]').first();
    await expect(board).toHaveAttribute('data-board-ready', 'true');
    const mirror = board.locator('[data-board-mirror]');
    await board.locator('[data-board-fit]').click();
    await page.waitForTimeout(400);
    // Every name at least ~11 CSS px on screen, and no two plates on top of each other.
    await expect.poll(async () => Number(await mirror.getAttribute('data-theater-name-px'))).toBeGreaterThanOrEqual(11);
    await expect(mirror).toHaveAttribute('data-theater-name-overlaps', '0');
    // Measured on screen: the letters of "Athens" (cap height about 0.7 of the font size).
    const fitPx = Number(await mirror.getAttribute('data-theater-name-px'));
    expect(await nameInkHeight(page, 7, fitPx)).toBeGreaterThanOrEqual(7);
    const fitScale = (await camera(page)).s;
    await page.screenshot({ path: test.info().outputPath(`board-names-fit-${size.width}.png`) });

    // Zoomed in, the plates are the map's own size again: names grow with the map.
    await board.focus();
    // One step at a time: each animated step zooms from where the last one got to.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('+');
      await page.waitForTimeout(250);
    }
    await expect.poll(async () => (await camera(page)).s).toBeGreaterThan(fitScale * 2.5);
    await page.waitForTimeout(400);
    const zoomed = await camera(page);
    const px = Number(await mirror.getAttribute('data-theater-name-px'));
    expect(px).toBeGreaterThan(11);
    // Not counter-scaled any more: a name is its board size (32 units, long ones shrunk) times the zoom.
    expect(px).toBeLessThanOrEqual(32 * zoomed.s + 0.1);
    expect(px).toBeGreaterThan(32 * zoomed.s * 0.6);
    await expect(mirror).toHaveAttribute('data-theater-name-overlaps', '0');
    // Boeotia, near the middle of the map (the zoom keeps the centre): its letters (mostly x-height
    // ones in the middle of the word) at the map's scale.
    expect(await nameInkHeight(page, 8, 32 * zoomed.s)).toBeGreaterThanOrEqual(Math.floor(32 * zoomed.s * 0.45));
    await page.screenshot({ path: test.info().outputPath(`board-names-zoomed-${size.width}.png`) });
  });
}

test('#16 the pan stops at the map\'s edge: dragging, keys and panBy cannot take the map out of view', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await startGame(page, host, { seed: 'board-pan', seats: { aristocrats: 'human', ...BOTS } });
  const board = page.locator('[data-board]').first();
  await expect(board).toHaveAttribute('data-board-ready', 'true');
  /** How much of the view the map covers, across and down (1 = all of it). */
  const covered = async (): Promise<{ across: number; down: number; mapW: number; mapH: number; w: number; h: number }> => {
    const c = await camera(page);
    const left = c.x + WORLD.x * c.s;
    const top = c.y + WORLD.y * c.s;
    const mapW = WORLD.w * c.s;
    const mapH = WORLD.h * c.s;
    const across = Math.max(0, Math.min(c.box.width, left + mapW) - Math.max(0, left));
    const down = Math.max(0, Math.min(c.box.height, top + mapH) - Math.max(0, top));
    return { across, down, mapW, mapH, w: c.box.width, h: c.box.height };
  };
  /** The map keeps at least half the view (or all of itself, when smaller than that). */
  const expectHeld = async (what: string): Promise<void> => {
    const v = await covered();
    expect(v.across, `${what}: across`).toBeGreaterThanOrEqual(Math.min(v.mapW, v.w / 2) - 1);
    expect(v.down, `${what}: down`).toBeGreaterThanOrEqual(Math.min(v.mapH, v.h / 2) - 1);
  };
  const hostBox = (await camera(page)).box;
  const mid = { x: hostBox.x + hostBox.width / 2, y: hostBox.y + hostBox.height / 2 };
  const drag = async (dx: number, dy: number): Promise<void> => {
    await page.mouse.move(mid.x, mid.y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(mid.x + (dx * i) / 8, mid.y + (dy * i) / 8);
    await page.mouse.up();
  };
  // At Fit, then zoomed in: drag far to each side; the map stops with its edge mid-view.
  for (const zoomed of [false, true]) {
    if (zoomed) {
      await board.focus();
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('+');
        await page.waitForTimeout(250);
      }
      await page.waitForTimeout(400);
    }
    for (const [dx, dy] of [[2000, 0], [-2000, 0], [0, 1500], [0, -1500], [1800, 1800]] as const) {
      await drag(dx, dy);
      await drag(dx, dy);
      await expectHeld(`${zoomed ? 'zoomed' : 'fit'} drag ${dx},${dy}`);
    }
  }
  // Zoomed in and dragged to the west edge: the map's left edge is at the middle of the view, not beyond.
  await drag(3000, 0);
  const c = await camera(page);
  expect(c.x + WORLD.x * c.s).toBeLessThanOrEqual(c.box.width / 2 + 1);
  expect(c.x + WORLD.x * c.s).toBeGreaterThan(c.box.width / 2 - 2);
  // The arrow keys and the scene's own panBy are held too.
  await board.focus();
  for (let i = 0; i < 60; i++) await page.keyboard.press('ArrowUp');
  await expectHeld('arrow keys');
  await page.locator('[data-board-canvas-host]').evaluate((h) => {
    (h as HTMLElement & { __boardScene?: { panBy(dx: number, dy: number): void } }).__boardScene!.panBy(-100_000, -100_000);
  });
  await expectHeld('panBy');
  await page.screenshot({ path: test.info().outputPath('board-pan-edge.png') });
});

plain.describe('board dev page (prepared positions)', () => {
  let server: Server | null = null;
  let url = '';
  plain.beforeAll(async () => {
    plain.setTimeout(180_000);
    const served = await serveDir(await buildBoardDev());
    server = served.server;
    url = served.url;
  });
  plain.afterAll(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  });

  plain('selecting a unit highlights exactly the theaters the engine reports reachable', async ({ page }) => {
    await page.goto(`${url}?pos=muster&exp=14`);
    await expect(page.locator('[data-board-ready="true"]')).toBeAttached({ timeout: 30_000 });
    // Select the Athenian land unit in Athens through the keyboard-operable mirror.
    const unit = page.locator('[data-unit="7:athens:land"]');
    await unit.focus();
    await page.keyboard.press('Enter');

    const g = musterState();
    const expected = reachable(g, 'athens', 'athens', 'land', 7, 14).ends.map((e) => String(e.theater)).sort();
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.locator('[data-reachable="true"]')).toHaveCount(expected.length);
    const got = await page.locator('[data-reachable="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-theater') ?? '').sort());
    expect(got).toEqual(expected);
    // The keyboard mirror says the way there by the theaters' names, not their numbers.
    const far = reachable(g, 'athens', 'athens', 'land', 7, 14).ends.find((e) => e.path.length > 2);
    expect(far, 'a destination more than one link away').toBeDefined();
    await expect(page.locator(`[data-board-mirror] [data-theater="${far!.theater}"]`))
      .toContainText(`Reachable by ${far!.path.map((id) => placeName(id)).join(' → ')}.`);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: 'test-results/board-reachable.png' });
  });

  plain('#16 speed: on software GL a movement highlight is drawn once, then the board rests (no pulse)', async ({ page }) => {
    await page.goto(`${url}?pos=muster&exp=14`);
    await expect(page.locator('[data-board-ready="true"]')).toBeAttached({ timeout: 30_000 });
    type SceneLike = { renderTimes: number[]; glRenderer: string };
    const scene = async (): Promise<{ frames: number; gl: string }> => page.locator('[data-board-canvas-host]').evaluate((h) => {
      const s = (h as HTMLElement & { __boardScene?: SceneLike }).__boardScene!;
      return { frames: s.renderTimes.length, gl: s.glRenderer };
    });
    // Each frame there is drawn on the CPU and read back for the compositor: the page cannot afford idle frames.
    expect((await scene()).gl).toMatch(/SwiftShader/);
    const unit = page.locator('[data-unit="7:athens:land"]');
    await unit.focus();
    const before = (await scene()).frames;
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-reachable="true"]').first()).toBeAttached();
    // The highlight's own few frames, however late a busy machine draws them (a fixed 300 ms wait
    // once counted two of them as "after"); then the board rests.
    await expect.poll(async () => {
      const at = (await scene()).frames;
      await page.waitForTimeout(400);
      return (await scene()).frames - at;
    }, { timeout: 20_000 }).toBe(0);
    const drawn = (await scene()).frames;
    // The pulse drew ~50 frames over its 0.9 s; the highlight takes a handful, and stands still now.
    expect(drawn - before).toBeLessThanOrEqual(6);
    await page.waitForTimeout(1200);
    expect((await scene()).frames - drawn).toBe(0);
  });

  plain('#16 speed: the map is shown by the page under a transparent canvas; each baked part is the size of what it shows', async ({ page }) => {
    await page.goto(`${url}?pos=mid`);
    await expect(page.locator('[data-board-ready="true"]')).toBeAttached({ timeout: 30_000 });
    // The whole-board raster is copied into the page (asynchronously), under the WebGL canvas, as a
    // decoded image: a 2D canvas there was copied again by the compositor at every frame (8-9 ms).
    await expect(page.locator('[data-board-map] img')).toHaveCount(1, { timeout: 10_000 });
    await expect(page.locator('[data-board-map] canvas')).toHaveCount(0);
    const map = await page.locator('[data-board-map] img').evaluate((i) => {
      const img = i as HTMLImageElement;
      return { complete: img.complete, natural: [img.naturalWidth, img.naturalHeight], size: [img.width, img.height] };
    });
    expect(map.complete).toBe(true);
    expect(map.natural[0]).toBeGreaterThan(500);
    expect(map.natural).toEqual(map.size);
    type SceneLike = { app: { renderer: { gl: WebGLRenderingContext } }; parts: Map<string, { slot: { children: { texture?: { frame: { width: number; height: number } } }[] } }> };
    const info = await page.locator('[data-board-canvas-host]').evaluate((h) => {
      const s = (h as HTMLElement & { __boardScene?: SceneLike }).__boardScene!;
      const pixels: Record<string, number> = {};
      for (const [id, p] of s.parts) {
        pixels[id] = p.slot.children.reduce((n, c) => n + (c.texture ? c.texture.frame.width * c.texture.frame.height : 0), 0);
      }
      return { alpha: s.app.renderer.gl.getContextAttributes()?.alpha ?? false, pixels };
    });
    expect(info.alpha, 'the board canvas is transparent over the map').toBe(true);
    // The decks line is one line of words: an empty Graphics at the board's corner once made it a
    // 1,000-unit-tall picture (1.9 million pixels, drawn every frame).
    for (const side of ['athens', 'sparta']) expect(info.pixels[`display:${side}:decks`]).toBeLessThan(100_000);
    for (const [id, n] of Object.entries(info.pixels)) expect(n, id).toBeLessThan(400_000);
  });

  plain('the movement explorer shows the same answer on any position', async ({ page }) => {
    await page.goto(`${url}?page=explorer&pos=muster&select=7:athens:land&exp=14`);
    await expect(page.locator('[data-board-ready="true"]')).toBeAttached({ timeout: 30_000 });
    const g = musterState();
    const r = reachable(g, 'athens', 'athens', 'land', 7, 14);
    expect(r.ends.length).toBeGreaterThan(0);
    await expect(page.locator('[data-explore-end]')).toHaveCount(r.ends.length);
    await expect(page.locator('[data-reachable="true"]')).toHaveCount(r.ends.length);
    await page.screenshot({ path: 'test-results/board-explorer.png' });
  });
});
