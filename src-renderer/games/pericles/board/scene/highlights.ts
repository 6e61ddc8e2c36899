// Highlights over the map: where a selected unit can go (9.32): the rest dimmed, gold path
// arrows, closed links crossed in red, the start ringed in white, the ends ringed in gold (a
// gentle pulse); and the keyboard focus ring mirrored from the DOM list.
import { Graphics } from 'pixi.js';
import { THEATERS } from '../../../../../src-shared/games/pericles/client.js';
import { INK, LINK_BY_KEY, LINK_GEOMS, PERSIA_BOX, type Pt } from '../layout.js';
import { BLOCK, GOLD, drawLink, polyline, regionPoints, type Anim } from './draw.js';
import type { BoardHighlight } from './types.js';

/** A movement highlight: `dim` under the pieces, `overlay` above them, `ring` (pulsing) on top. */
export interface HighlightArt { dim: Graphics; overlay: Graphics; ring: Graphics; reachable: number }

export function drawHighlight(h: BoardHighlight): HighlightArt {
  // Only ids the map has are drawn: a highlight naming anything else is ignored, never a crash.
  const known = (id: number | undefined): id is number => id !== undefined && THEATERS.some((t) => t.id === id);
  const reach = new Set(h.reachable.filter(known));
  const from = known(h.from) ? h.from : undefined;
  const dim = new Graphics();
  for (const t of THEATERS) {
    if (reach.has(t.id) || t.id === from) continue;
    dim.poly(regionPoints(t.id)).fill({ color: 0x101418, alpha: 0.5 });
  }
  // Links not on any path are dimmed too.
  const onPath = new Set<string>();
  for (const path of Object.values(h.paths)) {
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1] as number;
      const b = path[i] as number;
      onPath.add(a < b ? `${a}-${b}` : `${b}-${a}`);
    }
  }
  for (const lg of LINK_GEOMS) {
    if (onPath.has(lg.key)) continue;
    polyline(dim, lg.pts);
  }
  dim.stroke({ width: 20, color: 0x101418, alpha: 0.35 });

  const o = new Graphics();
  // Paths: gold arrows along the links taken (a BFS tree from the start).
  const drawn = new Set<string>();
  for (const path of Object.values(h.paths)) {
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1] as number;
      const b = path[i] as number;
      const id = `${a}>${b}`;
      if (drawn.has(id)) continue;
      drawn.add(id);
      const lg = LINK_BY_KEY.get(a < b ? `${a}-${b}` : `${b}-${a}`);
      if (!lg) continue;
      const pts = lg.link.a === a ? [...lg.pts] : [...lg.pts].reverse();
      const e = pts[pts.length - 1] as Pt;
      const pe = pts[pts.length - 2] as Pt;
      const dl = Math.hypot(e.x - pe.x, e.y - pe.y) || 1;
      const ux = (e.x - pe.x) / dl;
      const uy = (e.y - pe.y) / dl;
      const body = [...pts.slice(0, -1), { x: e.x - ux * 18, y: e.y - uy * 18 }];
      polyline(o, body).stroke({ width: 11, color: INK, join: 'round' });
      polyline(o, body).stroke({ width: 6, color: GOLD, join: 'round' });
      o.poly([e.x, e.y, e.x - ux * 30 + uy * 15, e.y - uy * 30 - ux * 15, e.x - ux * 30 - uy * 15, e.y - uy * 30 + ux * 15])
        .fill(GOLD).stroke({ width: 2.5, color: INK });
    }
  }
  // Blocked links: a red bar with a cross where the unit cannot go, on the side it would leave.
  const blockedByLink = new Map<string, string[]>();
  for (const b of h.blocked) blockedByLink.set(b.link, [...(blockedByLink.get(b.link) ?? []), b.reason]);
  for (const key of blockedByLink.keys()) {
    const lg = LINK_BY_KEY.get(key);
    if (!lg) continue;
    const { x, y } = lg.mid;
    o.circle(x, y, 17).fill(0xffffff).stroke({ width: 4, color: BLOCK });
    o.moveTo(x - 8, y - 8).lineTo(x + 8, y + 8).moveTo(x + 8, y - 8).lineTo(x - 8, y + 8).stroke({ width: 5, color: BLOCK });
  }
  // The start: a white dashed ring.
  if (from !== undefined) {
    const pts = regionPoints(from);
    for (let i = 0; i < pts.length; i += 4) {
      const j = (i + 2) % pts.length;
      o.moveTo(pts[i] as number, pts[i + 1] as number).lineTo(pts[j] as number, pts[j + 1] as number);
    }
    o.stroke({ width: 9, color: 0xffffff });
  }
  // Reachable: a gold ring (pulsing gently unless reduced motion is asked for).
  const ring = new Graphics();
  for (const id of reach) {
    const pts = regionPoints(id);
    ring.poly(pts).stroke({ width: 14, color: INK, alpha: 0.7 });
    ring.poly(pts).stroke({ width: 9, color: GOLD });
  }
  return { dim, overlay: o, ring, reachable: reach.size };
}

/** The reachable ring's pulse: a few gentle beats, then steady. */
export function pulseAnim(ring: Graphics): Anim {
  const start = performance.now();
  return {
    update: (now) => {
      const k = Math.min(1, (now - start) / 900);
      ring.alpha = 0.55 + 0.45 * Math.abs(Math.cos(k * Math.PI * 1.5));
      if (k >= 1) ring.alpha = 1;
      return k < 1;
    },
  };
}

/** The keyboard focus ring on a theater, Persia or a link. */
export function drawFocus(theater: number | 'persia' | null, link: string | null): Graphics {
  const g = new Graphics();
  if (theater === 'persia') {
    const b = PERSIA_BOX;
    g.roundRect(b.x - 8, b.y - 8, b.w + 16, b.h + 16, 12).stroke({ width: 8, color: 0xffffff }).stroke({ width: 3, color: INK });
  } else if (theater !== null) {
    const pts = regionPoints(theater);
    g.poly(pts).stroke({ width: 12, color: INK }).poly(pts).stroke({ width: 6, color: 0xffffff });
  }
  if (link) {
    const lg = LINK_BY_KEY.get(link);
    if (lg) {
      polyline(g, lg.pts).stroke({ width: 30, color: 0xffffff, alpha: 0.55 });
      drawLink(g, lg);
    }
  }
  return g;
}
