// #16 Layout: Athenian and Spartan pieces differ by more than colour — each Side's units and
// bases carry their own mark (3.11 pieces; the links already differ by pattern, 9.32).
import { describe, expect, it } from 'vitest';
import type { Graphics } from 'pixi.js';
import { cube, disc, rod, sideMarkOf } from '../../../src-renderer/games/pericles/board/pieces.js';
import { FORCE_COLOR } from '../../../src-renderer/games/pericles/board/layout.js';

/** A Graphics stand-in that records the shape calls (colour left out): the piece's geometry. */
function recorder(): { g: Graphics; shapes: string[] } {
  const shapes: string[] = [];
  const g = new Proxy({}, {
    get: (_t, name: string) => (...args: unknown[]) => {
      if (!['fill', 'stroke'].includes(name)) shapes.push(`${name}(${args.map((a) => (typeof a === 'number' ? a.toFixed(1) : '')).join(',')})`);
      return g;
    },
  }) as unknown as Graphics;
  return { g, shapes };
}

const shapeOf = (draw: (g: Graphics, color: number) => void, color: number): string[] => {
  const r = recorder();
  draw(r.g, color);
  return r.shapes;
};

describe('pieces of the two Sides', () => {
  const pieces: [string, (g: Graphics, c: number) => void][] = [
    ['land unit (cube)', (g, c) => cube(g, 0, 0, 22, c)],
    ['naval unit (rod)', (g, c) => rod(g, 0, 0, 36, c)],
    ['base (disc)', (g, c) => disc(g, 0, 0, 14, c)],
  ];
  for (const [name, draw] of pieces) {
    it(`an Athenian and a Spartan ${name} differ in shape, not only colour`, () => {
      expect(shapeOf(draw, FORCE_COLOR.athens)).not.toEqual(shapeOf(draw, FORCE_COLOR.sparta));
      // Each League carries its leader's mark.
      expect(shapeOf(draw, FORCE_COLOR.delian)).toEqual(shapeOf(draw, FORCE_COLOR.athens));
      expect(shapeOf(draw, FORCE_COLOR.peloponnesian)).toEqual(shapeOf(draw, FORCE_COLOR.sparta));
    });
  }
  it('marks the Sides and leaves neutral pieces plain', () => {
    expect(sideMarkOf(FORCE_COLOR.athens)).toBe('athens');
    expect(sideMarkOf(FORCE_COLOR.peloponnesian)).toBe('sparta');
    expect(sideMarkOf(FORCE_COLOR.argos)).toBeNull();
  });
});
