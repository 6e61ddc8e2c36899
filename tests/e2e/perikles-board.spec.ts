// The Perikles board (#33) on its own dev page (src-renderer/games/perikles/board/dev), without the
// host: views made here by the engine (newGame, then seeded random legal decisions) are handed to
// the page. Checks the accessible mirror's data-* places and their words, that a click on a city or
// a Location box sends the one legal action that names it, and takes the screenshots at 1280×720
// and 1600×1000 mid-commit (test-results/pboard-*.png).
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { serveDir } from '../../scripts/bench-board.js';
import { buildPeriklesBoardDev } from '../../scripts/bench-perikles-board.js';
import { midCommit, playUntil, type Position } from '../../src-renderer/games/perikles/board/dev/positions.js';
import { CITY_IDS, LOCATION_BY_ID } from '../../src-shared/games/perikles/data/index.js';
import { periklesBoardEn as en } from '../../src-renderer/games/perikles/i18n/board.en.js';
import { periklesEn as glossaryEn } from '../../src-renderer/games/perikles/i18n/en.perikles.js';
import { periklesEl as glossaryEl } from '../../src-renderer/games/perikles/i18n/el.perikles.js';
import { periklesEs as glossaryEs } from '../../src-renderer/games/perikles/i18n/es.perikles.js';
import { INFLUENCE_TILES } from '../../src-shared/games/perikles/state.js';
import { boxRect } from '../../src-renderer/games/perikles/board/layout.js';

/** A force or commander as the mirror reads it: the glossary's city, or the board's "Persians". */
const forceEn = (f: string): string => (f === 'persia' || f === 'persians' ? en['perikles.board.persians'] : glossaryEn[`perikles.city.${f}` as keyof typeof glossaryEn]);

const SHOTS = 'test-results';
let server: Server | null = null;
let url = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const served = await serveDir(await buildPeriklesBoardDev());
  server = served.server;
  url = served.url;
});
test.afterAll(async () => {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
});

async function mount(page: Page, p: Position, lang = 'en'): Promise<void> {
  if (!page.url().startsWith(url)) {
    await page.goto(url);
    await expect(page.locator('html[data-dev-ready="true"]')).toBeAttached();
  }
  await page.evaluate((m) => (window as unknown as { __periklesBoard: { mount(x: unknown): void } }).__periklesBoard.mount(m),
    { view: p.view, seat: p.seat, legal: p.legal, lang });
  await expect(page.locator('[data-perikles-board][data-board-ready="true"]')).toBeAttached({ timeout: 30_000 });
}

const acted = (page: Page): Promise<unknown[]> => page.evaluate(() => (window as unknown as { __periklesBoard: { acted: unknown[] } }).__periklesBoard.acted.slice());

test('Starting the game: the mirror names the six cities and seven Location boxes; a click on a city places the free cube there', async ({ page }) => {
  const [start] = playUntil('pboard-setup', 4, () => true);
  expect(start!.view.decision?.kind).toBe('setup.place');
  await mount(page, start!);
  for (const c of CITY_IDS) {
    const city = page.locator(`[data-city="${c}"]`);
    await expect(city).toHaveCount(1);
    await expect(city).toContainText(glossaryEn[`perikles.city.${c}`]);
    // Two cubes per family to start ([Setup] EN:132): every family's count is read out.
    for (const s of start!.view.seats) await expect(city).toContainText(`${glossaryEn[`perikles.seat.${s}`]} ${start!.view.cities[c].cubes[s]}`);
    await expect(city).toContainText('No leader.');
    await expect(city).toHaveAttribute('data-clickable', 'true');
  }
  await expect(page.locator('[data-location]')).toHaveCount(7);
  for (const slot of start!.view.slots) {
    const loc = LOCATION_BY_ID[slot.tile]!;
    const box = page.locator(`[data-location="${slot.tile}"]`);
    await expect(box).toContainText(`${glossaryEn[`perikles.loc.${slot.tile}` as keyof typeof glossaryEn]}, controlled by ${glossaryEn[`perikles.city.${loc.city}`]}, ${loc.vp} VP.`);
    await expect(box).toContainText('Attacker: nobody');
    await expect(box).not.toHaveAttribute('data-clickable', 'true');
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: `${SHOTS}/pboard-setup-1280x720.png` });
  await page.locator('[data-city="corinth"]').click();
  expect(await acted(page)).toEqual([{ type: 'place', city: 'corinth' }]);
  // A Location box names no legal action now: clicking it sends nothing.
  await page.locator(`[data-location="${start!.view.slots[0]!.tile}"]`).dispatchEvent('click');
  expect(await acted(page)).toEqual([{ type: 'place', city: 'corinth' }]);
});

test('Phase 5 Commit military forces: counters on the Location boxes, face down when hidden; screenshots at 1280×720 and 1600×1000', async ({ page }) => {
  const positions = playUntil('pboard-commit', 4, midCommit(10));
  const p = positions.at(-1)!;
  expect(p.view.decision?.kind).toBe('commit.send');
  for (const size of [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }]) {
    await page.setViewportSize(size);
    await mount(page, p);
    for (const [i, slot] of p.view.slots.entries()) {
      const box = page.locator(`[data-location="${slot.tile}"]`);
      const here = p.view.counters.filter((c) => c.place === 'location' && c.slot === i);
      if (slot.attacker) await expect(box).toContainText(`Attacker: ${slot.attacker === 'persians' ? forceEn('persians') : glossaryEn[`perikles.seat.${slot.attacker}`]}`);
      // A counter the seat may not see is read as face down, with no strength ([P5] EN:251).
      for (const c of here.filter((x) => x.strength === null)) await expect(box).toContainText(`${forceEn(c.force)} ${c.kind} face down`);
      for (const c of here.filter((x) => x.strength !== null)) await expect(box).toContainText(`${forceEn(c.force)} ${c.kind} ${c.strength}`);
      const sends = p.legal.filter((a) => (a as { slot?: number }).slot === i);
      if (sends.length === 1) await expect(box).toHaveAttribute('data-clickable', 'true');
      else await expect(box).toHaveAttribute('aria-disabled', 'true');
    }
    expect(p.view.counters.some((c) => c.place === 'location' && c.strength === null)).toBe(true);
    // The whole board is in view: every place's box lies inside the viewport.
    for (const sel of ['[data-city="athens"]', '[data-city="megara"]', `[data-location="${p.view.slots[6]!.tile}"]`]) {
      const b = (await page.locator(sel).boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(size.height + 0.5);
      expect(b.x + b.width).toBeLessThanOrEqual(size.width + 0.5);
    }
    await page.waitForFunction(() => ((document.querySelector('[data-board-canvas-host]') as HTMLElement & { __periklesScene?: { frames: number } })?.__periklesScene?.frames ?? 0) > 0);
    await page.screenshot({ path: `${SHOTS}/pboard-commit-${size.width}x${size.height}.png` });
  }
});

test('a Location box that one legal action names sends it when clicked; one with several does not', async ({ page }) => {
  // A commit turn where some Location box has exactly one legal send (e.g. the last counter of a type).
  const positions = playUntil('pboard-one', 3, (q) => q.view.decision?.kind === 'commit.send'
    && q.view.slots.some((_, i) => q.legal.filter((a) => (a as { slot?: number }).slot === i).length === 1), 900);
  const p = positions.at(-1)!;
  const one = p.view.slots.findIndex((_, i) => p.legal.filter((a) => (a as { slot?: number }).slot === i).length === 1);
  expect(one).toBeGreaterThanOrEqual(0);
  await mount(page, p);
  const many = p.view.slots.findIndex((_, i) => p.legal.filter((a) => (a as { slot?: number }).slot === i).length > 1);
  if (many >= 0) {
    await page.locator(`[data-location="${p.view.slots[many]!.tile}"]`).dispatchEvent('click');
    expect(await acted(page)).toEqual([]);
  }
  const box = page.locator(`[data-location="${p.view.slots[one]!.tile}"]`);
  await expect(box).toHaveAttribute('data-clickable', 'true');
  await box.click();
  expect(await acted(page)).toEqual([p.legal.find((a) => (a as { slot?: number }).slot === one)]);
});

test('the board in Greek: the mirror reads the cities in Greek; screenshot', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const p = playUntil('pboard-commit', 4, midCommit(10)).at(-1)!;
  await mount(page, p, 'el');
  await expect(page.locator('[data-city="athens"]')).toContainText(glossaryEl['perikles.city.athens']);
  await expect(page.locator('[data-city="thebes"]')).toContainText(glossaryEl['perikles.city.thebes']);
  await page.screenshot({ path: `${SHOTS}/pboard-commit-el-1280x720.png` });
});

test('Phase 6 Resolve Battles: a decided Location box reads its outcome; counters face up once revealed; Spanish screenshot', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  const p = playUntil('pboard-battles', 4, (q) => q.view.slots.some((s) => s.outcome) && q.view.phase === 'battles', 1500).at(-1)!;
  const decided = p.view.slots.findIndex((s) => s.outcome);
  expect(decided).toBeGreaterThanOrEqual(0);
  await mount(page, p, 'es');
  const s = p.view.slots[decided]!;
  const box = page.locator(`[data-location="${s.tile}"]`);
  if (s.outcome!.winner && !s.outcome!.setAside) await expect(box).toContainText('Ganada por');
  else await expect(box).toContainText('Apartada.');
  // A revealed battle's counters are face up for everyone ([P6] EN:281): none is read as face down.
  if (s.revealed) await expect(box).not.toContainText('boca abajo');
  await page.screenshot({ path: `${SHOTS}/pboard-battles-es-1600x1000.png` });
});

test('the board keeps still while the player decides: no frame is drawn until the view changes', async ({ page }) => {
  const p = playUntil('pboard-commit', 4, midCommit(10)).at(-1)!;
  await mount(page, p);
  const frames = (): Promise<number> => page.evaluate(() => (document.querySelector('[data-board-canvas-host]') as HTMLElement & { __periklesScene?: { frames: number } }).__periklesScene?.frames ?? 0);
  await expect.poll(frames).toBeGreaterThan(0);
  const settled = await frames();
  // Thirty animation frames of the page later, the board has drawn nothing more.
  await page.evaluate(() => new Promise<void>((res) => { let n = 0; const tick = (): void => { if (++n >= 30) res(); else requestAnimationFrame(tick); }; requestAnimationFrame(tick); }));
  expect(await frames()).toBe(settled);
});

test('a view that changes nothing the board shows draws no frame; the same view in a new language draws one', async ({ page }) => {
  const positions = playUntil('pboard-commit', 4, midCommit(10));
  const p = positions.at(-1)!;
  await mount(page, p);
  type Scene = { frames: number; buildTimes: number[] };
  const scene = (): Promise<Scene> => page.evaluate(() => {
    const s = (document.querySelector('[data-board-canvas-host]') as HTMLElement & { __periklesScene?: Scene }).__periklesScene!;
    return { frames: s.frames, buildTimes: [...s.buildTimes] };
  });
  const thirtyFrames = (): Promise<void> => page.evaluate(() => new Promise<void>((res) => { let n = 0; const tick = (): void => { if (++n >= 30) res(); else requestAnimationFrame(tick); }; requestAnimationFrame(tick); }));
  await expect.poll(async () => (await scene()).frames).toBeGreaterThan(0);
  await thirtyFrames();
  const settled = await scene();
  // The same position handed again (an equal view, a new object): compared, and nothing drawn.
  await page.evaluate((m) => (window as unknown as { __periklesBoard: { mount(x: unknown): void } }).__periklesBoard.mount(m), { view: p.view, seat: p.seat, legal: p.legal, lang: 'en' });
  await expect.poll(async () => (await scene()).buildTimes.length).toBeGreaterThan(settled.buildTimes.length);
  await thirtyFrames();
  expect((await scene()).frames).toBe(settled.frames);
  // The same view in Greek: every label written again, a frame drawn.
  await mount(page, p, 'el');
  await expect.poll(async () => (await scene()).frames).toBeGreaterThan(settled.frames);
  await expect(page.locator(`[data-city="${CITY_IDS[0]}"]`)).toContainText(glossaryEl[`perikles.city.${CITY_IDS[0]}` as keyof typeof glossaryEl]);
});

test('Phase 7 End of Turn, then turn 2: statues and defeat counters are on the board and read in the mirror; screenshot', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const p = playUntil('pboard-turn2', 4, (q) => q.view.turn === 2 && q.view.phase === 'commit', 3000).at(-1)!;
  await mount(page, p);
  for (const c of CITY_IDS) {
    const city = p.view.cities[c];
    const statues = p.view.seats.filter((s) => city.statues[s] > 0);
    if (statues.length) await expect(page.locator(`[data-city="${c}"]`)).toContainText('Statues: ');
    for (const s of statues) await expect(page.locator(`[data-city="${c}"]`)).toContainText(`${glossaryEn[`perikles.seat.${s}`]} ${city.statues[s]}`);
    if (city.defeats) await expect(page.locator(`[data-city="${c}"]`)).toContainText(`${city.defeats} defeat`);
  }
  expect(CITY_IDS.some((c) => p.view.cities[c].defeats > 0)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/pboard-turn2-1280x720.png` });
});

test('Influence tiles: every name fits its tile, the longest word of en, es and el included (Spanish “Cualquier ciudad”, Greek “Όποια πόλη”); screenshots', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const [start] = playUntil('pboard-setup', 4, () => true);
  // The display: a tile of each city and Any City tiles, every name a tile can bear.
  const display = [...CITY_IDS.map((c) => INFLUENCE_TILES.find((t) => t.colour === c)!.id), ...INFLUENCE_TILES.filter((t) => t.colour === 'any').slice(0, 4).map((t) => t.id)];
  const view = { ...start!.view, display };
  const glossaries = { en: glossaryEn, es: glossaryEs, el: glossaryEl } as const;
  for (const lang of ['en', 'es', 'el'] as const) {
    const g = glossaries[lang];
    const words = [...CITY_IDS.map((c) => g[`perikles.city.${c}`]), g['perikles.city.any']].flatMap((w) => w.split(/\s+/));
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    await mount(page, { ...start!, view }, lang);
    type Name = { text: string; x: number; y: number; w: number; h: number };
    const names = (): Promise<Name[]> => page.evaluate(() => (document.querySelector('[data-board-canvas-host]') as HTMLElement & { __periklesScene?: { tileNames(): Name[] } }).__periklesScene?.tileNames() ?? []);
    await expect.poll(async () => (await names()).length).toBe(display.length);
    const drawn = (await names()).sort((a, b) => a.x - b.x);
    expect(drawn.some((n) => n.text.toLocaleLowerCase(lang).includes(longest.toLocaleLowerCase(lang))), `“${longest}” is on a tile`).toBe(true);
    drawn.forEach((n, i) => {
      const box = boxRect(i);
      // Inside the tile's inner border (4 units), above its shards (at half height).
      expect(n.x, `${n.text} (${lang}) left`).toBeGreaterThanOrEqual(box.x + 3.5);
      expect(n.x + n.w, `${n.text} (${lang}) right`).toBeLessThanOrEqual(box.x + box.w - 3.5);
      expect(n.y).toBeGreaterThanOrEqual(box.y);
      expect(n.y + n.h, `${n.text} (${lang}) over the shards`).toBeLessThanOrEqual(box.y + box.h * 0.42);
    });
    for (const size of [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }]) {
      await page.setViewportSize(size);
      await page.waitForFunction(() => ((document.querySelector('[data-board-canvas-host]') as HTMLElement & { __periklesScene?: { frames: number } })?.__periklesScene?.frames ?? 0) > 0);
      await page.screenshot({ path: `${SHOTS}/pboard-tiles-${lang}-${size.width}x${size.height}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});

test('a part drawn again over its kept ground looks as it does drawn whole, through a turn (influence, elections, commit, battles)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  // On software GL each part keeps its ground's picture while the ground is drawn as before
  // (scene.ts); a picture kept wrongly would show a stale panel. Every few positions of turn 1
  // and into turn 2, the board as drawn is compared with the same view drawn whole afresh.
  const positions = playUntil('pboard-grounds', 4, (q) => q.view.turn === 2 && q.view.phase === 'influence', 3000);
  const scene = '(document.querySelector("[data-board-canvas-host]")).__periklesScene';
  const drawn = async (): Promise<Buffer> => {
    // Two animation frames: a frame the view asked for has been drawn.
    await page.evaluate(() => new Promise<void>((res) => requestAnimationFrame(() => requestAnimationFrame(() => res()))));
    return await page.locator('[data-board-canvas-host] canvas').screenshot();
  };
  const phases = new Set<string>();
  let compared = 0;
  for (let i = 0; i < positions.length; i += 9) {
    const p = positions[i]!;
    await mount(page, p);
    phases.add(p.view.phase);
    const asKept = await drawn();
    await page.evaluate(`${scene}.redrawWhole()`);
    const whole = await drawn();
    expect(asKept.equals(whole), `position ${i} (${p.view.phase}, turn ${p.view.turn}): kept pictures and the whole drawing differ`).toBe(true);
    compared++;
  }
  expect(compared).toBeGreaterThan(10);
  expect([...phases]).toEqual(expect.arrayContaining(['influence', 'candidates', 'commit', 'battles']));
  // The kept grounds were used, not drawn again every time.
  expect(await page.evaluate(`${scene}.groundsKept`) as number).toBeGreaterThan(0);
});
