// Wooden pieces drawn as the pieces they are (3.11): cubes, rods, discs, hexagonal cylinders,
// meeples, pawns, and cardboard markers. Each function draws into a Graphics at (x, y) = centre.
import type { Graphics } from 'pixi.js';
import { FORCE_COLOR } from './layout.js';
import { SAFE_FORCE_COLOR } from './palette.js';
import { shade } from '../../../display/colour.js';

const EDGE = 0x1a140e;

/**
 * #16: the two Sides' pieces differ by more than colour, as the links do: Athenian and Delian
 * League pieces carry a ring, Spartan and Peloponnesian League pieces a lambda (Λ, the
 * Lacedaemonian shield letter). Read from the piece's colour (3.11), so every caller gets it.
 */
export function sideMarkOf(color: number): 'athens' | 'sparta' | null {
  // In either palette (#29: the colour-blind mode's Okabe–Ito colours carry the same marks).
  for (const p of [FORCE_COLOR, SAFE_FORCE_COLOR]) {
    if (color === p.athens || color === p.delian) return 'athens';
    if (color === p.sparta || color === p.peloponnesian) return 'sparta';
  }
  return null;
}

function light(color: number): boolean {
  const r = (color >> 16) & 0xff;
  const g = (color >> 8) & 0xff;
  const b = color & 0xff;
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

/** The Side's mark centred at (cx, cy), `size` across, in ink that stands out from the piece. */
export function sideMark(g: Graphics, cx: number, cy: number, size: number, color: number, side = sideMarkOf(color)): void {
  if (!side) return;
  const ink = light(color) ? EDGE : 0xf4ecd8;
  const w = Math.max(1, size * 0.16);
  const k = size / 2;
  if (side === 'athens') g.circle(cx, cy, k * 0.62).stroke({ width: w, color: ink });
  else g.moveTo(cx - k * 0.68, cy + k * 0.62).lineTo(cx, cy - k * 0.7).lineTo(cx + k * 0.68, cy + k * 0.62).stroke({ width: w, color: ink });
}

/** Land unit: a cube seen from above-right (front face, top, side). */
export function cube(g: Graphics, x: number, y: number, s: number, color: number): void {
  const d = s * 0.35;
  const l = x - s / 2;
  const t = y - s / 2 + d / 2;
  g.poly([l, t, l + d, t - d, l + s + d, t - d, l + s, t]).fill(shade(color, 1.25)).stroke({ width: 1.2, color: EDGE });
  g.poly([l + s, t, l + s + d, t - d, l + s + d, t + s - d, l + s, t + s]).fill(shade(color, 0.7)).stroke({ width: 1.2, color: EDGE });
  g.rect(l, t, s, s).fill(color).stroke({ width: 1.2, color: EDGE });
  sideMark(g, x, t + s / 2, s * 0.8, color);
}

/** Naval unit: a rod (long stick) lying on the board. */
export function rod(g: Graphics, x: number, y: number, len: number, color: number): void {
  const h = len * 0.28;
  const d = h * 0.6;
  const l = x - len / 2;
  const t = y - h / 2 + d / 2;
  g.poly([l, t, l + d, t - d, l + len + d, t - d, l + len, t]).fill(shade(color, 1.25)).stroke({ width: 1.2, color: EDGE });
  g.poly([l + len, t, l + len + d, t - d, l + len + d, t + h - d, l + len, t + h]).fill(shade(color, 0.7)).stroke({ width: 1.2, color: EDGE });
  g.rect(l, t, len, h).fill(color).stroke({ width: 1.2, color: EDGE });
  sideMark(g, x, t + h / 2, h * 0.95, color);
}

/** Base: a flat disc (short cylinder). */
export function disc(g: Graphics, x: number, y: number, r: number, color: number): void {
  const h = r * 0.45;
  const ry = r * 0.62;
  g.rect(x - r, y - h / 2, r * 2, h).fill(shade(color, 0.72));
  g.ellipse(x, y + h / 2, r, ry).fill(shade(color, 0.72)).stroke({ width: 1.2, color: EDGE });
  g.rect(x - r + 0.6, y - h / 2, r * 2 - 1.2, h).fill(shade(color, 0.72));
  g.moveTo(x - r, y - h / 2).lineTo(x - r, y + h / 2).moveTo(x + r, y - h / 2).lineTo(x + r, y + h / 2).stroke({ width: 1.2, color: EDGE });
  g.ellipse(x, y - h / 2, r, ry).fill(color).stroke({ width: 1.2, color: EDGE });
  sideMark(g, x, y - h / 2, ry * 1.5, color);
}

/** Strategos token: hexagonal cylinder. */
export function hexCylinder(g: Graphics, x: number, y: number, r: number, color: number, mark?: 'ship' | 'flipped'): void {
  const h = r * 0.5;
  const pts = (cy: number): number[] => {
    const out: number[] = [];
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i;
      out.push(x + Math.cos(a) * r, cy + Math.sin(a) * r * 0.62);
    }
    return out;
  };
  g.poly(pts(y + h / 2)).fill(shade(color, 0.65)).stroke({ width: 1.2, color: EDGE });
  g.rect(x - r, y - h / 2, r * 2, h).fill(shade(color, 0.65));
  g.poly(pts(y - h / 2)).fill(mark === 'flipped' ? shade(color, 1.6) : color).stroke({ width: 1.2, color: EDGE });
  if (mark === 'ship') {
    // The embossed ship of the State Ship token (12.3).
    const c = 0xd8d0b8;
    g.moveTo(x - r * 0.55, y - h / 2).quadraticCurveTo(x, y - h / 2 + r * 0.35, x + r * 0.55, y - h / 2).stroke({ width: 2, color: c });
    g.moveTo(x, y - h / 2).lineTo(x, y - h / 2 - r * 0.4).stroke({ width: 1.5, color: c });
  }
}

/** Meeple (the 300, Alcibiades). */
export function meeple(g: Graphics, x: number, y: number, h: number, color: number): void {
  const w = h * 0.9;
  const s = h / 20;
  const p = [
    0, -10, 3, -9, 3.6, -6.5, 2.4, -4.5, 9, -3, 10, -1, 4.2, 1, 7.5, 10, 2, 10, 0, 5, -2, 10, -7.5, 10, -4.2, 1, -10, -1, -9, -3, -2.4, -4.5, -3.6, -6.5, -3, -9,
  ];
  const pts = p.map((v, i) => (i % 2 === 0 ? x + v * s * (w / h) : y + v * s));
  g.poly(pts.map((v, i) => (i % 2 === 0 ? v + 2 : v + 1.5))).fill(shade(color, 0.55));
  g.poly(pts).fill(color).stroke({ width: 1.3, color: color === 0x1d1d1f ? 0x9a9a9a : EDGE });
}

/** Pawn (Will of the Assembly, debate marker). */
export function pawn(g: Graphics, x: number, y: number, h: number, color: number): void {
  const r = h * 0.22;
  g.ellipse(x, y + h * 0.42, h * 0.3, h * 0.12).fill(shade(color, 0.7)).stroke({ width: 1.2, color: EDGE });
  g.poly([x - h * 0.26, y + h * 0.42, x - r * 0.6, y - h * 0.1, x + r * 0.6, y - h * 0.1, x + h * 0.26, y + h * 0.42]).fill(color).stroke({ width: 1.2, color: EDGE });
  g.circle(x, y - h * 0.22, r).fill(shade(color, 1.15)).stroke({ width: 1.2, color: EDGE });
}

/** Cardboard marker (square counter) with a letter-less face; the caller labels it. */
export function counter(g: Graphics, x: number, y: number, s: number, color: number, border = EDGE): void {
  g.roundRect(x - s / 2 + 2, y - s / 2 + 2, s, s, s * 0.14).fill({ color: 0x000000, alpha: 0.25 });
  g.roundRect(x - s / 2, y - s / 2, s, s, s * 0.14).fill(color).stroke({ width: 1.4, color: border });
}

/**
 * #29 colour-blind mode: a Faction's marker in its Side's shape, a disc for Athens and a diamond
 * for Sparta (the caller writes the Faction's letter on it); `r` is the disc's radius.
 */
export function factionMarker(g: Graphics, cx: number, cy: number, r: number, color: number, shape: 'circle' | 'diamond', border: number, width: number): void {
  const d = r * 1.22; // a diamond of about the disc's area
  const outline = (dx: number, dy: number): Graphics => (shape === 'circle'
    ? g.circle(cx + dx, cy + dy, r)
    : g.poly([cx + dx, cy + dy - d, cx + dx + d, cy + dy, cx + dx, cy + dy + d, cx + dx - d, cy + dy]));
  outline(2, 3).fill({ color: 0x000000, alpha: 0.3 });
  outline(0, 0).fill(color).stroke({ width, color: border });
}

/** A stack of face-down markers: one layer per marker, so the height reads at a glance. */
export function markerStack(g: Graphics, x: number, y: number, s: number, colors: number[]): void {
  const n = Math.min(colors.length, 8);
  for (let i = 0; i < n; i++) {
    const c = colors[i] ?? 0x888888;
    const oy = y - i * 4;
    g.roundRect(x - s / 2, oy - s / 2, s, s, 3).fill(c).stroke({ width: 1.2, color: EDGE });
  }
}

/** Amphora glyph for a Granary (11.13). */
export function amphora(g: Graphics, x: number, y: number, h: number, color = 0xa0522d): void {
  const s = h / 24;
  const body = [
    -3, -12, 3, -12, 3, -9, 7, -6, 8, 0, 6, 7, 2, 11, 0, 12, -2, 11, -6, 7, -8, 0, -7, -6, -3, -9,
  ].map((v, i) => (i % 2 === 0 ? x + v * s : y + v * s));
  g.poly(body).fill(color).stroke({ width: 1.3, color: EDGE });
  g.moveTo(x - 3 * s, y - 10 * s).quadraticCurveTo(x - 9 * s, y - 10 * s, x - 6 * s, y - 4 * s).stroke({ width: 1.6, color: EDGE });
  g.moveTo(x + 3 * s, y - 10 * s).quadraticCurveTo(x + 9 * s, y - 10 * s, x + 6 * s, y - 4 * s).stroke({ width: 1.6, color: EDGE });
  g.moveTo(x - 6 * s, y - 1 * s).lineTo(x + 6 * s, y - 1 * s).stroke({ width: 1.2, color: 0xf0d9a0 });
}

export { shade } from '../../../display/colour.js';
