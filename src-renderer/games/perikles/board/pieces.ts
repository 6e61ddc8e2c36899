// Perikles' pieces as the pieces they are: wooden cubes (influence, candidates, leaders), statues,
// cardboard military counters (face up with their strength, face down blank), Influence tiles with
// their shards and symbols, defeat counters. Each draws into a Graphics at the given centre.
import type { Graphics } from 'pixi.js';
import { shade } from '../../../display/colour.js';

export const EDGE = 0x1a140e;

/** A wooden cube seen from above-right: front face, lit top, shadowed side. */
export function woodCube(g: Graphics, x: number, y: number, s: number, color: number): void {
  const d = s * 0.32;
  const l = x - s / 2 - d / 2;
  const t = y - s / 2 + d / 2;
  g.rect(l + 3, t + 3, s + d, s).fill({ color: 0x000000, alpha: 0.22 });
  g.poly([l, t, l + d, t - d, l + s + d, t - d, l + s, t]).fill(shade(color, 1.22)).stroke({ width: 1.2, color: EDGE });
  g.poly([l + s, t, l + s + d, t - d, l + s + d, t + s - d, l + s, t + s]).fill(shade(color, 0.68)).stroke({ width: 1.2, color: EDGE });
  g.rect(l, t, s, s).fill(color).stroke({ width: 1.2, color: EDGE });
}

/** A statue: a figure on a plinth, in the family's colour. */
export function statue(g: Graphics, x: number, y: number, h: number, color: number): void {
  const s = h / 24;
  g.rect(x - 7 * s, y + 7 * s, 14 * s, 5 * s).fill(0xd8d2c4).stroke({ width: 1, color: EDGE });
  g.circle(x, y - 8 * s, 3.2 * s).fill(color).stroke({ width: 1, color: EDGE });
  g.poly([x - 3.5 * s, y - 4.5 * s, x + 3.5 * s, y - 4.5 * s, x + 5 * s, y + 7 * s, x - 5 * s, y + 7 * s]).fill(color).stroke({ width: 1, color: EDGE });
  g.moveTo(x + 3.5 * s, y - 4 * s).lineTo(x + 7 * s, y - 10 * s).stroke({ width: 1.6 * s, color: shade(color, 0.7) });
}

/** A hoplite's round shield (the counter's type symbol). */
export function hopliteGlyph(g: Graphics, x: number, y: number, r: number, ink: number): void {
  g.circle(x, y, r).stroke({ width: Math.max(1.2, r * 0.22), color: ink });
  g.circle(x, y, r * 0.3).fill(ink);
}

/** A trireme: a hull with its ram and a row of oars. */
export function triremeGlyph(g: Graphics, x: number, y: number, r: number, ink: number): void {
  const w = r * 1.2;
  g.moveTo(x - w, y - r * 0.25).lineTo(x + w * 0.85, y - r * 0.25).lineTo(x + w * 1.1, y + r * 0.15)
    .lineTo(x + w * 0.7, y + r * 0.35).lineTo(x - w * 0.8, y + r * 0.35).closePath().fill(ink);
  for (let i = -2; i <= 2; i++) g.moveTo(x + i * w * 0.3, y + r * 0.35).lineTo(x + i * w * 0.3 - r * 0.25, y + r * 0.85).stroke({ width: Math.max(1, r * 0.14), color: ink });
  g.moveTo(x - w * 0.1, y - r * 0.25).lineTo(x - w * 0.1, y - r).stroke({ width: Math.max(1, r * 0.14), color: ink });
}

export function unitGlyph(g: Graphics, kind: 'hoplite' | 'trireme', x: number, y: number, r: number, ink: number): void {
  if (kind === 'hoplite') hopliteGlyph(g, x, y, r, ink);
  else triremeGlyph(g, x, y, r, ink);
}

/** A cardboard military counter: face up in its force's colour; face down a plain back, no strength. */
export function militaryCounter(g: Graphics, x: number, y: number, s: number, color: number, faceUp: boolean): void {
  g.roundRect(x - s / 2 + 2, y - s / 2 + 2.5, s, s, s * 0.14).fill({ color: 0x000000, alpha: 0.3 });
  g.roundRect(x - s / 2, y - s / 2, s, s, s * 0.14).fill(faceUp ? color : shade(color, 0.55)).stroke({ width: 1.4, color: EDGE });
  if (!faceUp) {
    // The back: a meander border, the same on every counter of the force.
    g.roundRect(x - s / 2 + 4, y - s / 2 + 4, s - 8, s - 8, s * 0.08).stroke({ width: 1.2, color: shade(color, 0.95) });
  }
}

/** A defeat counter: a black disc with a red cross, covering a victory-point square. */
export function defeatCounter(g: Graphics, x: number, y: number, r: number): void {
  g.circle(x + 1.5, y + 2, r).fill({ color: 0x000000, alpha: 0.3 });
  g.circle(x, y, r).fill(0x231a14).stroke({ width: 1.5, color: 0x8a1c1c });
  const k = r * 0.5;
  g.moveTo(x - k, y - k).lineTo(x + k, y + k).moveTo(x + k, y - k).lineTo(x - k, y + k).stroke({ width: r * 0.3, color: 0xc8322a });
}

/** An ostrakon shard, the Influence tiles' count (a small broken-pottery triangle). */
export function shard(g: Graphics, x: number, y: number, s: number): void {
  g.poly([x - s * 0.5, y + s * 0.4, x - s * 0.1, y - s * 0.55, x + s * 0.55, y - s * 0.2, x + s * 0.35, y + s * 0.5])
    .fill(0xd9a066).stroke({ width: 1, color: EDGE });
}

/** The Candidate symbol: a cube on a speaker's step. */
export function candidateSymbol(g: Graphics, x: number, y: number, s: number): void {
  g.rect(x - s * 0.55, y + s * 0.2, s * 1.1, s * 0.3).fill(0xf3ead2).stroke({ width: 1, color: EDGE });
  g.rect(x - s * 0.25, y - s * 0.35, s * 0.5, s * 0.5).fill(0xf3ead2).stroke({ width: 1, color: EDGE });
}

/** The Assassin symbol: a dagger. */
export function assassinSymbol(g: Graphics, x: number, y: number, s: number): void {
  g.poly([x, y - s * 0.6, x + s * 0.12, y + s * 0.1, x - s * 0.12, y + s * 0.1]).fill(0xf3ead2).stroke({ width: 1, color: EDGE });
  g.rect(x - s * 0.3, y + s * 0.1, s * 0.6, s * 0.1).fill(EDGE);
  g.rect(x - s * 0.06, y + s * 0.2, s * 0.12, s * 0.35).fill(EDGE);
}
