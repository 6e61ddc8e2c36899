// The map layer's art: sea, land, sea names, title, the printed legend, the links in their
// printed styles (9.32) and the theater regions and Persia box (13.1), plus the hit areas for
// links and theaters. Drawn once, off the stage, and rasterised (mapRaster.ts).
import { Container, Ellipse, Graphics, Polygon, Rectangle, type FederatedPointerEvent } from 'pixi.js';
import { THEATERS } from '../../../../../src-shared/games/pericles/client.js';
import {
  BOARD_H, BOARD_W, DISPLAY_W, INK, LAND, LAND_BLOBS, LAND_BORDER, LINK_GEOMS, NAVAL_BORDER, PARCHMENT, PERSIA_BOX,
  PERSIA_COLOR, SEA, SEA_DEEP, SHORE, THEATER_RX, THEATER_RY, WORLD, hash01, offsetLine, wobble, type LinkGeom,
} from '../layout.js';
import { placeCaps } from '../../names.js';
import { amphora } from '../pieces.js';
import { baseSymbol, drawLink, regionPoints, txt } from './draw.js';
import type { SceneCallbacks } from './types.js';
import { getLocale, t as tr, type MessageKey } from '../../../../i18n/index.js';

/** Words printed in capitals on the map, in the page's language (Greek capitals drop their accents). */
const caps = (key: MessageKey): string => tr(key).toLocaleUpperCase(getLocale());

export function drawBackground(): Container {
  const c = new Container();
  const g = new Graphics();
  // Honor track frame and the sea.
  g.rect(WORLD.x, WORLD.y, WORLD.w, WORLD.h).fill(0x4a3826);
  g.rect(0, 0, BOARD_W, BOARD_H).fill(SEA);
  // Deeper water away from the coasts.
  for (const [x, y, rx, ry] of [[2200, 1750, 500, 260], [1100, 1700, 380, 260], [2150, 950, 200, 380]] as const) {
    g.ellipse(x, y, rx, ry).fill({ color: SEA_DEEP, alpha: 0.35 });
  }
  LAND_BLOBS.forEach(([x, y, rx, ry], i) => g.poly(wobble(x, y, rx + 16, ry + 16, i * 7 + 3, 0.09)).fill(SHORE));
  LAND_BLOBS.forEach(([x, y, rx, ry], i) => g.poly(wobble(x, y, rx, ry, i * 7 + 3, 0.09)).fill(LAND));
  // Hills, for texture.
  for (let i = 0; i < 70; i++) {
    const blob = LAND_BLOBS[i % LAND_BLOBS.length];
    if (!blob) continue;
    const [x, y, rx, ry] = blob;
    const hx = x + (hash01(i * 3.1) - 0.5) * rx * 1.2;
    const hy = y + (hash01(i * 5.7) - 0.5) * ry * 1.2;
    g.moveTo(hx - 12, hy + 4).quadraticCurveTo(hx, hy - 10, hx + 12, hy + 4).stroke({ width: 2, color: 0xb09a68, alpha: 0.7 });
  }
  // Waves.
  for (let i = 0; i < 160; i++) {
    const x = DISPLAY_W + 30 + hash01(i * 1.37) * (BOARD_W - DISPLAY_W - 60);
    const y = 30 + hash01(i * 2.91 + 5) * (BOARD_H - 60);
    if (LAND_BLOBS.some(([bx, by, rx, ry]) => ((x - bx) / (rx + 30)) ** 2 + ((y - by) / (ry + 30)) ** 2 < 1)) continue;
    g.moveTo(x - 14, y).quadraticCurveTo(x - 7, y - 6, x, y).quadraticCurveTo(x + 7, y - 6, x + 14, y).stroke({ width: 2, color: 0xd6ecf5, alpha: 0.8 });
  }
  // City-State display panel.
  g.rect(0, 0, DISPLAY_W, BOARD_H).fill(PARCHMENT);
  g.rect(DISPLAY_W - 8, 0, 8, BOARD_H).fill(0x6b5233);
  g.rect(0, BOARD_H / 2 - 4, DISPLAY_W, 8).fill(0x6b5233);
  g.rect(0, 0, BOARD_W, BOARD_H).stroke({ width: 6, color: 0x2b2118 });
  c.addChild(g);
  const seaLabels: [MessageKey, number, number, number][] = [
    ['board.map.ionian', 1000, 1600, -0.2], ['board.map.aegean', 2230, 1130, -1.35], ['board.map.crete', 1750, 1720, 0],
    ['board.map.macedonia', 1420, 250, 0], ['board.map.asiaMinor', 2820, 1500, -1.2], ['board.map.thrace', 2330, 130, 0],
  ];
  for (const [key, x, y, r] of seaLabels) {
    const t = txt(caps(key), 30, 0x3c6a85, { fontStyle: 'italic', letterSpacing: 10 });
    t.anchor.set(0.5);
    t.position.set(x, y);
    t.rotation = r;
    t.alpha = 0.7;
    c.addChild(t);
  }
  const title = txt(caps('board.map.title'), 64, 0x5a4020, { fontWeight: 'bold', letterSpacing: 18 });
  title.anchor.set(0.5);
  title.position.set(900, 100);
  title.alpha = 0.75;
  const sub = txt(tr('board.map.subtitle'), 26, 0x5a4020, { fontStyle: 'italic' });
  sub.anchor.set(0.5);
  sub.position.set(900, 155);
  sub.alpha = 0.75;
  c.addChild(title, sub, drawLegend());
  return c;
}

/** The printed legend: every link style, the base symbol, the two theater borders, a Granary. */
function drawLegend(): Container {
  const c = new Container();
  const g = new Graphics();
  const x0 = 716;
  const y0 = 1688;
  g.roundRect(x0 + 4, y0 + 4, 560, 300, 10).fill({ color: 0x000000, alpha: 0.2 });
  g.roundRect(x0, y0, 560, 300, 10).fill(0xf7efd8).stroke({ width: 3, color: INK });
  c.addChild(g);
  const head = txt(tr('board.links'), 22, INK, { fontWeight: 'bold' });
  head.position.set(x0 + 16, y0 + 10);
  c.addChild(head);
  const rows: [LinkGeom['link']['type'], string][] = [
    ['land', tr('board.map.legend.land')],
    ['coastal', tr('board.map.legend.coastal')],
    ['sea', tr('board.map.legend.sea')],
    ['naval', tr('board.map.legend.naval')],
  ];
  rows.forEach(([type, label], i) => {
    const y = y0 + 62 + i * 40;
    const a = { x: x0 + 18, y };
    const b = { x: x0 + 118, y };
    drawLink(g, { link: { a: 0, b: 0, type, provenance: 'confirmed', note: '' }, key: '', pts: [a, b], a, b, mid: { x: 0, y: 0 }, ux: 1, uy: 0, nx: 0, ny: 1, len: 100 });
    const t = txt(label, 17, INK);
    t.anchor.set(0, 0.5);
    t.position.set(x0 + 134, y);
    c.addChild(t);
  });
  const y5 = y0 + 222;
  baseSymbol(g, x0 + 40, y5, 'land');
  baseSymbol(g, x0 + 86, y5, 'naval');
  const t5 = txt(tr('board.map.legend.base'), 16, INK, { wordWrap: true, wordWrapWidth: 410 });
  t5.anchor.set(0, 0.5);
  t5.position.set(x0 + 134, y5);
  c.addChild(t5);
  const y6 = y0 + 272;
  g.roundRect(x0 + 18, y6 - 13, 44, 26, 10).stroke({ width: 6, color: LAND_BORDER });
  g.roundRect(x0 + 74, y6 - 13, 44, 26, 10).stroke({ width: 3, color: NAVAL_BORDER });
  g.roundRect(x0 + 80, y6 - 8, 32, 16, 6).stroke({ width: 3, color: NAVAL_BORDER });
  amphora(g, x0 + 530, y6, 30);
  const t6 = txt(tr('board.map.legend.borders'), 17, INK);
  t6.anchor.set(0, 0.5);
  t6.position.set(x0 + 134, y6);
  c.addChild(t6);
  return c;
}

/**
 * Each link in its printed style into `art`, and its hover band (a hit area round the segment,
 * above the theater regions) into `hits`.
 */
export function drawLinks(art: Container, hits: Container, onLinkHover: SceneCallbacks['onLinkHover']): void {
  for (const lg of LINK_GEOMS) {
    const g = new Graphics();
    drawLink(g, lg);
    art.addChild(g);
    // Hit area: a band round the segment, above the theater regions.
    const hit = new Container();
    const w = 18;
    const band = [...offsetLine(lg.pts, w), ...offsetLine(lg.pts, -w).reverse()];
    hit.hitArea = new Polygon(band.flatMap((p) => [p.x, p.y]));
    hit.eventMode = 'static';
    hit.cursor = 'help';
    hit.label = `link:${lg.key}`;
    hit.on('pointerover', (e: FederatedPointerEvent) => onLinkHover(lg.key, e.clientX, e.clientY));
    hit.on('pointermove', (e: FederatedPointerEvent) => onLinkHover(lg.key, e.clientX, e.clientY));
    hit.on('pointerout', (e: FederatedPointerEvent) => onLinkHover(null, e.clientX, e.clientY));
    hits.addChild(hit);
  }
}

/**
 * The theater regions (land: brown border, naval: blue double border) and Persia's box into
 * `art` (the name plates are drawn on their own, see labels.ts); a tap area per theater at the
 * front of `hits`.
 */
export function drawTheaters(art: Container, hits: Container, onTap: (id: number | 'persia') => void): void {
  for (const t of THEATERS) {
    const c = new Container();
    const g = new Graphics();
    const pts = regionPoints(t.id);
    g.poly(pts).fill({ color: 0xfbf4e0, alpha: 0.82 });
    if (t.type === 'land') {
      g.poly(pts).stroke({ width: 8, color: LAND_BORDER });
    } else {
      // Naval: blue double border (reads as a double line in greyscale).
      g.poly(pts).stroke({ width: 3.5, color: NAVAL_BORDER });
      g.poly(wobble(t.x, t.y, THEATER_RX - 8, THEATER_RY - 8, t.id * 13 + 1, 0.035, 48)).stroke({ width: 3.5, color: NAVAL_BORDER });
    }
    c.addChild(g);
    art.addChild(c);
    const hit = new Container();
    hit.eventMode = 'static';
    hit.cursor = 'pointer';
    hit.hitArea = new Ellipse(t.x, t.y, THEATER_RX, THEATER_RY);
    hit.label = `theater:${t.id}`;
    hit.on('pointertap', () => onTap(t.id));
    hits.addChildAt(hit, 0);
  }
  // Persia (13.1): an abstract box with no links.
  const pg = new Graphics();
  const b = PERSIA_BOX;
  pg.roundRect(b.x + 4, b.y + 4, b.w, b.h, 10).fill({ color: 0x000000, alpha: 0.25 });
  pg.roundRect(b.x, b.y, b.w, b.h, 10).fill(0xe8d9b0).stroke({ width: 7, color: PERSIA_COLOR });
  pg.roundRect(b.x + 9, b.y + 9, b.w - 18, b.h - 18, 6).stroke({ width: 2, color: 0x8a6d2a });
  const pt = txt(placeCaps('persia'), 28, PERSIA_COLOR, { fontWeight: 'bold', letterSpacing: 4 });
  pt.anchor.set(0.5, 0);
  pt.position.set(b.x + b.w / 2, b.y + 12);
  const pc = new Container();
  pc.addChild(pg, pt);
  art.addChild(pc);
  const hit = new Container();
  hit.eventMode = 'static';
  hit.cursor = 'pointer';
  hit.hitArea = new Rectangle(b.x, b.y, b.w, b.h);
  hit.label = 'theater:persia';
  hit.on('pointertap', () => onTap('persia'));
  hits.addChildAt(hit, 0);
}
