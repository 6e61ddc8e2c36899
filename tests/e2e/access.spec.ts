// #29 "Everyone can read the table": the Display settings (colour-blind mode, text size) through
// the real page. The mode and the size are picked in the game's header, follow at once (page and
// board) and are remembered across a reload; in colour-blind mode the four Factions (and the two
// Sides) are told apart by more than hue — each marker carries its Faction's letter and its Side's
// shape, and, measured in the pixels drawn under simulated deuteranopia and protanopia (an SVG
// feColorMatrix on the page's root, Machado et al. 2009, severity 1), their colours differ in
// lightness. Screenshots go to test-results/access-*.png.
import type { Locator, Page } from '@playwright/test';
import { FACTIONS, FACTIONS_OF, sideOf, type Faction } from '../../src-shared/games/pericles/model/ids.js';
import { expect, startGame, test } from './fixtures.js';
import { decodePng, type Image } from './png.js';

const SHOTS = 'test-results';
// The Archidamian War starts at Honor 10/10 v 26/27; a handicap of 5 for the bots puts each
// Faction's Honor marker in a box of its own (10, 15, 31, 32), so each can be measured alone.
const GAME = {
  scenario: 'archidamian-war', seed: 'access-1', handicap: 5,
  seats: { aristocrats: 'human', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' },
} as const;

/** Machado, Oliveira & Fernandes (2009), severity 1.0, applied in linear RGB (feColorMatrix's default). */
const CVD = {
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
} as const;
type Vision = 'normal' | keyof typeof CVD;
const VISIONS: readonly Vision[] = ['normal', 'deuteranopia', 'protanopia'];

/** Renders the whole page as seen with `vision` (the filter on <html>, as a screenshot sees it). */
async function seeAs(page: Page, vision: Vision): Promise<void> {
  await page.evaluate(({ vision, cvd }) => {
    if (!document.getElementById('cvd-filters')) {
      const rows = (m: readonly number[]): string => [0, 1, 2].map((r) => `${m.slice(r * 3, r * 3 + 3).join(' ')} 0 0`).join(' ') + ' 0 0 0 1 0';
      const filters = Object.entries(cvd).map(([id, m]) => `<filter id="cvd-${id}" color-interpolation-filters="linearRGB"><feColorMatrix type="matrix" values="${rows(m)}"/></filter>`).join('');
      document.body.insertAdjacentHTML('beforeend', `<svg id="cvd-filters" width="0" height="0" style="position:absolute" aria-hidden="true">${filters}</svg>`);
    }
    document.documentElement.style.filter = vision === 'normal' ? '' : `url(#cvd-${vision})`;
  }, { vision, cvd: CVD });
}

/** sRGB → relative luminance (WCAG). */
function luminance(r: number, g: number, b: number): number {
  const lin = (c: number): number => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * The luminance of the colour most pixels within `r` of the image's centre have: a marker's fill
 * (its letter, outline and antialiased edge are each fewer pixels).
 */
function fillLuminance(img: Image, r: number): number {
  const cx = img.width / 2;
  const cy = img.height / 2;
  const counts = new Map<number, { n: number; rgb: [number, number, number] }>();
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      if (Math.hypot(x + 0.5 - cx, y + 0.5 - cy) > r) continue;
      const i = (y * img.width + x) * img.channels;
      const rgb: [number, number, number] = [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
      const key = ((rgb[0] >> 3) << 10) | ((rgb[1] >> 3) << 5) | (rgb[2] >> 3);
      const c = counts.get(key) ?? { n: 0, rgb };
      c.n++;
      counts.set(key, c);
    }
  }
  const top = [...counts.values()].sort((a, b) => b.n - a.n)[0];
  if (!top) throw new Error('no pixels to measure');
  return luminance(...top.rgb);
}

/** Every pair of Factions, each once. */
const PAIRS: readonly [Faction, Faction][] = FACTIONS.flatMap((a, i) => FACTIONS.slice(i + 1).map((b) => [a, b] as [Faction, Faction]));

/** Least lightness apart (relative luminance) of any two Factions' markers, as drawn and as seen. */
const LEAST_APART = 0.08;

async function openDisplay(page: Page): Promise<Locator> {
  const picker = page.locator('.game-header [data-display-picker]');
  if (!(await picker.evaluate((d) => (d as HTMLDetailsElement).open))) await picker.locator('summary').click();
  await expect(picker.locator('[data-display-color-blind]')).toBeVisible();
  return picker;
}

async function closeDisplay(page: Page): Promise<void> {
  const picker = page.locator('.game-header [data-display-picker]');
  if (await picker.evaluate((d) => (d as HTMLDetailsElement).open)) await picker.locator('summary').click();
}

async function startAccessGame(page: Page, host: Parameters<typeof startGame>[1]): Promise<void> {
  await startGame(page, host, { ...GAME, seats: { ...GAME.seats } });
  await expect(page.locator('[data-board]').first()).toHaveAttribute('data-board-ready', 'true');
  await expect(page.locator('[data-prompt][data-seat="aristocrats"]:not([data-waiting])')).toBeVisible();
}

/** The board's camera, from the scene the canvas host publishes. */
interface SceneLike { fit(animate?: boolean): void; zoomBy(f: number, cx?: number, cy?: number): void; toScreen(x: number, y: number): { x: number; y: number } }

/**
 * The fill luminance of `f`'s Honor marker as seen with each vision: the board zoomed in about
 * the marker (so it is some 20 px across), then a screenshot of it through each filter.
 */
async function honorMarkerLuminance(page: Page, f: Faction): Promise<Record<Vision, number>> {
  const m = page.locator(`[data-faction-marker="${f}"]`);
  const bx = Number(await m.getAttribute('data-x'));
  const by = Number(await m.getAttribute('data-y'));
  const host = page.locator('[data-board-canvas-host]');
  const at = await host.evaluate(async (h, { bx, by }) => {
    const s = (h as HTMLElement & { __boardScene?: SceneLike }).__boardScene!;
    s.fit(false);
    const p = s.toScreen(bx, by);
    s.zoomBy(6, p.x, p.y);
    const q = s.toScreen(bx, by);
    // Drawn: the frame the zoom asked for has run (the scene draws in requestAnimationFrame).
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return { x: q.x, y: q.y, scale: Number(h.dataset.viewScale) };
  }, { bx, by });
  const box = (await host.boundingBox())!;
  const r = 17 * at.scale;
  const out = {} as Record<Vision, number>;
  for (const vision of VISIONS) {
    await seeAs(page, vision);
    const png = await page.screenshot({ clip: { x: box.x + at.x - r, y: box.y + at.y - r, width: 2 * r, height: 2 * r } });
    out[vision] = fillLuminance(decodePng(png), r * 0.8);
  }
  await seeAs(page, 'normal');
  return out;
}

/** The fill luminance of each page Faction mark in the status strip as seen with each vision (one screenshot of the strip per vision). */
async function stripMarkLuminance(page: Page): Promise<Record<Vision, Record<Faction, number>>> {
  const strip = page.locator('[data-strip-honor]');
  const s = (await strip.boundingBox())!;
  const marks = {} as Record<Faction, { x: number; y: number; width: number; height: number }>;
  for (const f of FACTIONS) marks[f] = (await strip.locator(`.faction-${f}[data-faction-mark]`).boundingBox())!;
  const out = {} as Record<Vision, Record<Faction, number>>;
  for (const vision of VISIONS) {
    await seeAs(page, vision);
    const img = decodePng(await page.screenshot({ clip: s }));
    out[vision] = {} as Record<Faction, number>;
    for (const f of FACTIONS) {
      const b = marks[f];
      out[vision][f] = fillLuminance(crop(img, Math.round(b.x - s.x), Math.round(b.y - s.y), Math.floor(b.width), Math.floor(b.height)), Math.min(b.width, b.height) * 0.45);
    }
  }
  await seeAs(page, 'normal');
  return out;
}

function crop(img: Image, x0: number, y0: number, w: number, h: number): Image {
  const data = new Uint8Array(w * h * img.channels);
  for (let y = 0; y < h; y++) {
    const from = ((y0 + y) * img.width + x0) * img.channels;
    data.set(img.data.subarray(from, from + w * img.channels), y * w * img.channels);
  }
  return { width: w, height: h, channels: img.channels, data };
}

function expectApart(lum: Record<Faction, number>, what: string): void {
  for (const [a, b] of PAIRS) {
    expect(Math.abs(lum[a] - lum[b]), `${what}: ${a} ${lum[a].toFixed(3)} v ${b} ${lum[b].toFixed(3)}`).toBeGreaterThanOrEqual(LEAST_APART);
  }
}

for (const size of [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }]) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('colour-blind mode: Okabe–Ito colours, each Faction marked by its letter and its Side\'s shape, remembered across a reload', async ({ page, host }) => {
      await startAccessGame(page, host);
      const root = page.locator('html');
      // Off by default: the look is the printed one, the page's Faction marks hidden.
      await expect(root).toHaveAttribute('data-color-blind', 'off');
      const chips = page.locator('[data-strip-honor] [data-faction-mark]');
      await expect(chips).toHaveCount(4);
      for (const c of await chips.all()) await expect(c).toBeHidden();
      for (const f of FACTIONS) await expect(page.locator(`[data-faction-marker="${f}"]`)).toHaveAttribute('data-shape', 'circle');
      const before = await page.locator('[data-faction-marker="demagogues"]').getAttribute('data-color');

      const picker = await openDisplay(page);
      await picker.locator('[data-display-color-blind]').check();
      await expect(root).toHaveAttribute('data-color-blind', 'on');
      await closeDisplay(page);
      // The board drew itself again in the new palette.
      await expect(page.locator('[data-board]').first()).toHaveAttribute('data-board-look', /true/);
      await expect(page.locator('[data-faction-marker="demagogues"]')).not.toHaveAttribute('data-color', before!);

      const check = async (): Promise<void> => {
        const letters = new Set<string>();
        for (const f of FACTIONS) {
          const shape = sideOf(f) === 'athens' ? 'circle' : 'diamond';
          // The board's Honor marker (its mirror) and the page's marks: the same letter and shape.
          const marker = page.locator(`[data-faction-marker="${f}"]`);
          await expect(marker).toHaveAttribute('data-shape', shape);
          const letter = (await marker.getAttribute('data-mark'))!;
          letters.add(letter);
          for (const where of ['[data-strip-honor]', '.panel-honor']) {
            const mark = page.locator(`${where} .faction-${f}[data-faction-mark]`);
            await expect(mark).toHaveAttribute('data-faction-mark', letter);
            await expect(mark).toHaveAttribute('data-shape', shape);
          }
          await expect(page.locator(`[data-strip-honor] .faction-${f}[data-faction-mark]`)).toBeVisible();
        }
        expect(letters.size).toBe(4);
        // Athens v Sparta by shape.
        for (const side of ['athens', 'sparta'] as const) {
          for (const f of FACTIONS_OF[side]) await expect(page.locator(`[data-faction-marker="${f}"]`)).toHaveAttribute('data-shape', side === 'athens' ? 'circle' : 'diamond');
        }
      };
      await check();
      await page.screenshot({ path: `${SHOTS}/access-colorblind-${size.width}.png` });

      // Remembered: a reload comes back in colour-blind mode, the box still ticked.
      await page.reload();
      await expect(page.locator('[data-screen="start"]')).toBeVisible();
      await expect(root).toHaveAttribute('data-color-blind', 'on');
      await expect(page.locator('.start-header [data-display-picker]')).toBeVisible();
      await page.locator('[data-saves-continue], section.resume button').first().click();
      await expect(page.locator('[data-board]').first()).toHaveAttribute('data-board-ready', 'true');
      await expect((await openDisplay(page)).locator('[data-display-color-blind]')).toBeChecked();
      await closeDisplay(page);
      await check();

      // And off again: the printed look is back.
      await (await openDisplay(page)).locator('[data-display-color-blind]').uncheck();
      await expect(root).toHaveAttribute('data-color-blind', 'off');
      await expect(page.locator('[data-faction-marker="demagogues"]')).toHaveAttribute('data-color', before!);
      for (const c of await chips.all()) await expect(c).toBeHidden();
    });

    test('text size: the panels\' text and the board\'s name plates grow, every option stays in sight, remembered across a reload', async ({ page, host }) => {
      await startAccessGame(page, host);
      const root = page.locator('html');
      await expect(root).toHaveAttribute('data-text-size', 'normal');
      const mirror = page.locator('[data-board-mirror]');
      const board = page.locator('[data-board-canvas-host]');
      const fontPx = (sel: string): Promise<number> => page.locator(sel).first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      const strip0 = await fontPx('[data-status-strip]');
      const panel0 = await fontPx('.panel-honor td');
      const names0 = Number(await mirror.getAttribute('data-theater-name-px'));
      const board0 = (await board.boundingBox())!;

      let i = 0;
      for (const [textSize, k] of [['large', 1.125], ['larger', 1.25]] as const) {
        const picker = await openDisplay(page);
        await picker.locator('[data-display-text-size]').selectOption(textSize);
        if (i++ === 0) await page.screenshot({ path: `${SHOTS}/access-display-picker-${size.width}.png` });
        // Escape closes the panel, focus back on its button.
        await page.keyboard.press('Escape');
        await expect(picker.locator('[data-display-text-size]')).toBeHidden();
        await expect(picker.locator('summary')).toBeFocused();
        await expect(root).toHaveAttribute('data-text-size', textSize);
        expect(await root.evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeCloseTo(16 * k, 1);
        expect(await fontPx('[data-status-strip]')).toBeCloseTo(strip0 * k, 0);
        expect(await fontPx('.panel-honor td')).toBeCloseTo(panel0 * k, 0);
        // The board drew its name plates again: the smallest name grows with the text as far as
        // the plates still clear each other (never smaller than at the normal size).
        await expect(page.locator('[data-board]').first()).toHaveAttribute('data-board-look', new RegExp(textSize));
        await expect(mirror).toHaveAttribute('data-theater-name-overlaps', '0');
        expect(Number(await mirror.getAttribute('data-theater-name-px'))).toBeGreaterThanOrEqual(names0 - 0.05);

        // Every option of the decision in sight: the prompt bar inside the window, each card and
        // button of it within the bar's width, and below the bar's edge only in a list whose
        // visible "+N more" control counts it (#29.6, decisions/OptionList.tsx); the board beside them.
        const view = page.viewportSize()!;
        const prompt = page.locator('[data-prompt][data-seat="aristocrats"]');
        const bar = (await prompt.boundingBox())!;
        expect(bar.y + bar.height).toBeLessThanOrEqual(view.height);
        const options = prompt.locator('button:visible, [data-card]:visible');
        expect(await options.count()).toBeGreaterThan(3);
        for (const o of await options.all()) {
          const b = (await o.boundingBox())!;
          const what = (await o.innerText()).slice(0, 40);
          expect(b.x, what).toBeGreaterThanOrEqual(bar.x - 1);
          expect(b.x + b.width, what).toBeLessThanOrEqual(bar.x + bar.width + 1);
          if (b.y + b.height > bar.y + bar.height + 1) {
            expect(await o.evaluate((e) => {
              const more = e.closest('[data-option-list]')?.querySelector<HTMLElement>('[data-more]');
              return !!more && Number(more.dataset.more) > 0 && more.getBoundingClientRect().height > 0;
            }), `${what}: below the prompt bar, and no visible "+N more" counts it`).toBe(true);
          }
        }
        const b = (await board.boundingBox())!;
        console.log(`text ${textSize} at ${size.width}x${size.height}: board ${b.width.toFixed(0)}x${b.height.toFixed(0)} (normal ${board0.width.toFixed(0)}x${board0.height.toFixed(0)}), smallest theater name ${await mirror.getAttribute('data-theater-name-px')} px (normal ${names0})`);
        expect(b.height).toBeGreaterThanOrEqual(board0.height * 0.8);
        await page.screenshot({ path: `${SHOTS}/access-text-${textSize}-${size.width}.png` });
      }

      // Remembered: a reload starts at the larger size.
      await page.reload();
      await expect(page.locator('[data-screen="start"]')).toBeVisible();
      await expect(root).toHaveAttribute('data-text-size', 'larger');
      await page.screenshot({ path: `${SHOTS}/access-start-larger-${size.width}.png` });
      await page.locator('[data-saves-continue], section.resume button').first().click();
      await expect(page.locator('[data-board]').first()).toHaveAttribute('data-board-ready', 'true');
      await expect((await openDisplay(page)).locator('[data-display-text-size]')).toHaveValue('larger');
    });

    test('colour-blind mode: under deuteranopia and protanopia every two Factions\' markers differ in lightness, not only hue', async ({ page, host }) => {
      test.setTimeout(240_000); // a screenshot through a page-wide SVG filter is slow on software GL
      await startAccessGame(page, host);
      await (await openDisplay(page)).locator('[data-display-color-blind]').check();
      await closeDisplay(page);
      await expect(page.locator('[data-board]').first()).toHaveAttribute('data-board-look', /true/);
      // Each Honor marker in a box of its own (the scenario's Honor and the handicap), so none covers another.
      const boxes = new Set<string>();
      for (const f of FACTIONS) boxes.add(`${await page.locator(`[data-faction-marker="${f}"]`).getAttribute('data-x')},${await page.locator(`[data-faction-marker="${f}"]`).getAttribute('data-y')}`);
      expect(boxes.size).toBe(4);

      const board = {} as Record<Faction, Record<Vision, number>>;
      for (const f of FACTIONS) board[f] = await honorMarkerLuminance(page, f);
      const strip = await stripMarkLuminance(page);
      for (const vision of VISIONS) {
        console.log(`${vision} at ${size.width}x${size.height}: board ${FACTIONS.map((f) => `${f} ${board[f][vision].toFixed(3)}`).join(', ')}; strip ${FACTIONS.map((f) => `${f} ${strip[vision][f].toFixed(3)}`).join(', ')}`);
        expectApart(Object.fromEntries(FACTIONS.map((f) => [f, board[f][vision]])) as Record<Faction, number>, `Honor markers on the board, ${vision}`);
        expectApart(strip[vision], `the status strip's marks, ${vision}`);
      }
      await page.locator('[data-board-canvas-host]').evaluate((h) => (h as HTMLElement & { __boardScene?: SceneLike }).__boardScene!.fit(false));
      for (const vision of ['deuteranopia', 'protanopia'] as const) {
        await seeAs(page, vision);
        await page.screenshot({ path: `${SHOTS}/access-colorblind-${vision}-${size.width}.png` });
      }
      await seeAs(page, 'normal');
    });
  });
}
