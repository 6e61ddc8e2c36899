// Drawing helpers shared by the board's layers: the fonts (the bundled face for Greek and Spanish),
// text, lines, the printed link styles (9.32) and the base symbol, a theater's region outline.
// Kept apart so every layer draws a link, a label or a region the same way.
import { Container, Graphics, Text, type TextStyleOptions } from 'pixi.js';
import {
  INK, LAND_BORDER, LINK_STYLE, NAVAL_BORDER, THEATER_RX, THEATER_RY, offsetLine, theaterPos, wobble, type LinkGeom, type Pt,
} from '../layout.js';
import { cube, rod } from '../pieces.js';

export { BUNDLED, FONT, SANS, loadBundledFont } from '../../../../display/fonts.js';
import { FONT, SANS } from '../../../../display/fonts.js';
export const GOLD = 0xffc22e;
export const BLOCK = 0xd0202a;

export function txt(s: string, size: number, fill: number, extra: Partial<TextStyleOptions> = {}, resolution = 2): Text {
  const t = new Text({ text: s, style: { fontFamily: FONT, fontSize: size, fill, ...extra }, resolution });
  return t;
}
/** Pixels per board unit of the baked name plates and of the baked pieces/displays. */
export const LABEL_RES = 3;
export const VIEW_RES = 2;
/** Theater name size in board units (#16: readable at zoom-to-fit). */
export const NAME_SIZE = 32;

/** A count beside a stack of pieces: bold ink with a white outline, at the view's resolution. */
export function countText(n: number, size = 26): Text {
  const t = txt(String(n), size, INK, { fontFamily: SANS, fontWeight: 'bold', stroke: { color: 0xffffff, width: 5 } }, VIEW_RES);
  t.anchor.set(0, 0.5);
  return t;
}
export function clearLayer(c: Container): void {
  for (const ch of c.removeChildren()) ch.destroy({ children: true });
}

export function polyline(g: Graphics, pts: readonly Pt[]): Graphics {
  const [first, ...rest] = pts;
  if (!first) return g;
  g.moveTo(first.x, first.y);
  for (const p of rest) g.lineTo(p.x, p.y);
  return g;
}

export function dashedPolyline(g: Graphics, pts: readonly Pt[], dash: number, gap: number): void {
  let on = true;
  let left = dash;
  for (let i = 1; i < pts.length; i++) {
    let p = pts[i - 1] as Pt;
    const q = pts[i] as Pt;
    let l = Math.hypot(q.x - p.x, q.y - p.y);
    while (l > 0) {
      const step = Math.min(left, l);
      const k = step / l;
      const n = { x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k };
      if (on) g.moveTo(p.x, p.y).lineTo(n.x, n.y);
      p = n;
      l -= step;
      left -= step;
      if (left <= 0) {
        on = !on;
        left = on ? dash : gap;
      }
    }
  }
}

/** One link drawn in its printed style (9.32): pattern and width as well as colour. */
export function drawLink(g: Graphics, lg: LinkGeom): void {
  const type = lg.link.type;
  const col = LINK_STYLE[type].color;
  if (type === 'land') {
    for (const o of [-6, 6]) polyline(g, offsetLine(lg.pts, o));
    g.stroke({ width: 4, color: col });
  } else if (type === 'coastal') {
    polyline(g, lg.pts).stroke({ width: 4.5, color: col });
  } else if (type === 'sea') {
    polyline(g, lg.pts).stroke({ width: 14, color: 0x13406e, join: 'round' });
    polyline(g, lg.pts).stroke({ width: 11, color: col, join: 'round' });
  } else {
    for (const o of [-7, 7]) dashedPolyline(g, offsetLine(lg.pts, o), 16, 9);
    g.stroke({ width: 4, color: col });
  }
  if (lg.link.base) baseSymbol(g, lg.mid.x, lg.mid.y, lg.link.base);
}

/** The base symbol on a base-conditioned link (9.32 rows 5–6): a base disc carrying a cube or rod. */
export function baseSymbol(g: Graphics, x: number, y: number, kind: 'land' | 'naval'): void {
  g.circle(x, y, 19).fill(0xffffff).stroke({ width: 3, color: INK });
  g.circle(x, y, 14).stroke({ width: 1.5, color: INK });
  if (kind === 'land') cube(g, x - 1, y + 1, 12, LAND_BORDER);
  else rod(g, x - 1, y + 1, 20, NAVAL_BORDER);
}
export interface Anim { update(now: number): boolean }

/** Largest side (device pixels) of a raster of the static art: within every GPU's limits. */
export const MAX_RASTER = 4096;

/** A theater's region: the wobbly ellipse its border is drawn on (flat x, y pairs). */
export function regionPoints(id: number): number[] {
  const p = theaterPos(id);
  return wobble(p.x, p.y, THEATER_RX, THEATER_RY, id * 13 + 1, 0.035, 48);
}
