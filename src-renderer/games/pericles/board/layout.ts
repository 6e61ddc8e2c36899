// Board geometry and palette (renderer only; no rules here). The board is 3000 × 2000 units
// (src-shared/games/pericles/data/board.ts); its left 700 units hold the two City-State displays (3.12) and the
// Honor track 0–99 runs in a frame round the outside edge.
import { LINKS, THEATERS, PERSIA, type LinkData, FACTIONS, type Force, type Faction, type IssueKind } from '../../../../src-shared/games/pericles/client.js';

export const BOARD_W = 3000;
export const BOARD_H = 2000;
/** Width of the Honor track frame outside the board. */
export const TRACK = 80;
export const WORLD = { x: -TRACK, y: -TRACK, w: BOARD_W + 2 * TRACK, h: BOARD_H + 2 * TRACK };
export const DISPLAY_W = 700;

/** Theater regions are wobbly ellipses of these radii around the theater's position. */
export const THEATER_RX = 102;
export const THEATER_RY = 80;
export const PERSIA_BOX = { x: PERSIA.x - 95, y: PERSIA.y - 85, w: 190, h: 170 };

/** 3.11 colours. */
export const FORCE_COLOR: Record<Force, number> = {
  athens: 0x2b67c9,
  delian: 0xf6f3ea,
  sparta: 0xc8302a,
  the300: 0xc8302a,
  peloponnesian: 0xf0c02a,
  argos: 0xc8a478,
};
export const PERSIA_COLOR = 0x1d1d1f;
/** Honor markers: Athenian factions in blues, Spartan in reds. */
export const FACTION_COLOR: Record<Faction, number> = {
  aristocrats: 0x7fb0f0, demagogues: 0x1d3f8a, eurypontids: 0xf08a7a, agiads: 0x8a1d1d,
};

export const ISSUE_COLOR: Record<IssueKind, number> = {
  military: 0xb5453a, league: 0x4f7f3b, diplomatic: 0x3d6aa8, oracle: 0x8c5fb0, ostracism: 0x6b6b6b,
  games: 0xc9892b, warPeace: 0x2e2e2e, citizenship: 0x2f8c8c, colony: 0x8c6a3a, krypteia: 0x7a2a2a,
  agoge: 0x5a5a8c,
};

export const INK = 0x2b2118;
export const PARCHMENT = 0xefe3c4;
export const SEA = 0x8fb9cf;
export const SEA_DEEP = 0x6f9db8;
export const LAND = 0xd9c79a;
export const SHORE = 0xe9dcb4;
export const LAND_BORDER = 0x7a4a1e;
export const NAVAL_BORDER = 0x1f5f9e;

/** Link styles as printed on the board (9.32 map summary): pattern and width as well as colour. */
export const LINK_STYLE = {
  land: { color: 0x7a4a1e, label: 'Land link: brown parallel lines — land units only (9.32 A; row 3)' },
  coastal: { color: 0x17305e, label: 'Coastal link: single dark-blue line — land by land strength, naval by naval strength (9.32 A, C; row 1)' },
  sea: { color: 0x2f7fd0, label: 'Sea link: thick solid blue line — land and naval units both need naval strength (9.32 B, D; row 2)' },
  naval: { color: 0x2f7fd0, label: 'Naval link: parallel dashed blue lines — naval units only (9.32 D; row 4)' },
} as const;

export interface Pt { x: number; y: number }

export function theaterPos(id: number): Pt {
  const t = THEATERS[id - 1];
  if (!t) throw new Error(`No theater ${id}`);
  return { x: t.x, y: t.y };
}

/** Distance from an ellipse's centre to its edge in direction (dx, dy). */
export function ellipseRadius(dx: number, dy: number, rx = THEATER_RX, ry = THEATER_RY): number {
  const len = Math.hypot(dx, dy) || 1;
  const c = dx / len;
  const s = dy / len;
  return 1 / Math.sqrt((c * c) / (rx * rx) + (s * s) / (ry * ry));
}

export interface LinkGeom {
  link: LinkData;
  key: string;
  /** The drawn route from the border of region `link.a` to that of `link.b` (a polyline). */
  pts: Pt[];
  /** Ends on the two regions' borders. */
  a: Pt;
  b: Pt;
  /** Half-way along the route (base symbol, blocked mark, hover anchor). */
  mid: Pt;
  /** Direction and normal at the middle. */
  ux: number;
  uy: number;
  nx: number;
  ny: number;
  len: number;
}

/**
 * Links whose straight line would cross another theater are drawn as curves (cubic Bézier control
 * points, from the lower-numbered end). Pure drawing: adjacency is only by the link (3.12).
 */
const LINK_ROUTE: Readonly<Record<string, [number, number, number, number]>> = {
  // Corcyra → Athens by sea, round the Peloponnese's north coast, between Isthmus and Sparta.
  '2-7': [1150, 1150, 1450, 1330],
  '2-6': [1160, 1100, 1300, 1400],
  // Athens → Chalcidice up the Euboean channel, east of Boeotia.
  '7-11': [1960, 1050, 1960, 700],
};

function cubicAt(p0: Pt, c1: Pt, c2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t;
  return {
    x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p3.x,
    y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p3.y,
  };
}
function inRegion(p: Pt, c: Pt, pad = -6): boolean {
  const rx = THEATER_RX + pad;
  const ry = THEATER_RY + pad;
  return ((p.x - c.x) / rx) ** 2 + ((p.y - c.y) / ry) ** 2 < 1;
}

export function linkGeom(link: LinkData): LinkGeom {
  const pa = theaterPos(link.a);
  const pb = theaterPos(link.b);
  const key = link.a < link.b ? `${link.a}-${link.b}` : `${link.b}-${link.a}`;
  let pts: Pt[];
  const route = LINK_ROUTE[key];
  if (route) {
    const [p0, p3] = link.a < link.b ? [pa, pb] : [pb, pa];
    const all: Pt[] = [];
    for (let i = 0; i <= 48; i++) all.push(cubicAt(p0, { x: route[0], y: route[1] }, { x: route[2], y: route[3] }, p3, i / 48));
    if (link.a > link.b) all.reverse();
    pts = all.filter((p) => !inRegion(p, pa) && !inRegion(p, pb));
  } else {
    const dx = pb.x - pa.x;
    const dy = pb.y - pa.y;
    const d = Math.hypot(dx, dy);
    const ra = ellipseRadius(dx, dy) - 6;
    const rb = ellipseRadius(-dx, -dy) - 6;
    pts = [{ x: pa.x + (dx / d) * ra, y: pa.y + (dy / d) * ra }, { x: pb.x - (dx / d) * rb, y: pb.y - (dy / d) * rb }];
  }
  // Arc length and the middle point.
  let len = 0;
  const seg: number[] = [];
  for (let i = 1; i < pts.length; i++) {
    const p = pts[i - 1] as Pt;
    const q = pts[i] as Pt;
    seg.push(Math.hypot(q.x - p.x, q.y - p.y));
    len += seg[seg.length - 1] as number;
  }
  let acc = 0;
  let mid = pts[0] as Pt;
  let ux = 1;
  let uy = 0;
  for (let i = 1; i < pts.length; i++) {
    const l = seg[i - 1] as number;
    if (acc + l >= len / 2) {
      const p = pts[i - 1] as Pt;
      const q = pts[i] as Pt;
      const k = (len / 2 - acc) / (l || 1);
      mid = { x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k };
      ux = (q.x - p.x) / (l || 1);
      uy = (q.y - p.y) / (l || 1);
      break;
    }
    acc += l;
  }
  return { link, key, pts, a: pts[0] as Pt, b: pts[pts.length - 1] as Pt, mid, ux, uy, nx: -uy, ny: ux, len };
}

/** The polyline offset sideways by `o` (for parallel lines and hit bands). */
export function offsetLine(pts: readonly Pt[], o: number): Pt[] {
  return pts.map((p, i) => {
    const a = pts[Math.max(0, i - 1)] as Pt;
    const b = pts[Math.min(pts.length - 1, i + 1)] as Pt;
    const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    return { x: p.x - ((b.y - a.y) / d) * o, y: p.y + ((b.x - a.x) / d) * o };
  });
}

export const LINK_GEOMS: readonly LinkGeom[] = LINKS.map(linkGeom);
export const LINK_BY_KEY: ReadonlyMap<string, LinkGeom> = new Map(LINK_GEOMS.map((g) => [g.key, g]));

/** Honor track: boxes 0–99 clockwise from the top-left corner, in the frame round the board. */
export function honorBox(n: number): { x: number; y: number; w: number; h: number } {
  const i = ((n % 100) + 100) % 100;
  const topW = WORLD.w / 30;
  const sideH = BOARD_H / 20;
  if (i < 30) return { x: WORLD.x + i * topW, y: WORLD.y, w: topW, h: TRACK };
  if (i < 50) return { x: BOARD_W, y: (i - 30) * sideH, w: TRACK, h: sideH };
  if (i < 80) return { x: WORLD.x + (79 - i) * topW, y: BOARD_H, w: topW, h: TRACK };
  return { x: WORLD.x, y: (99 - i) * sideH, w: TRACK, h: sideH };
}

/**
 * Where each Faction's Honor marker is drawn (board units): in its Honor's box, Factions sharing a
 * box side by side in the order Aristocrats, Demagogues, Eurypontids, Agiads.
 */
export function honorMarkerCentres(honor: (f: Faction) => number): Record<Faction, Pt> {
  const out = {} as Record<Faction, Pt>;
  const seen = new Map<number, number>();
  for (const f of FACTIONS) {
    const box = ((honor(f) % 100) + 100) % 100;
    const k = seen.get(box) ?? 0;
    seen.set(box, k + 1);
    const b = honorBox(box);
    const horizontal = b.w > b.h;
    out[f] = {
      x: b.x + b.w / 2 + (horizontal ? (k % 2) * 16 - 8 : (k % 2 ? 14 : -14) * 0.6),
      y: b.y + b.h / 2 + (horizontal ? 10 + Math.floor(k / 2) * 12 - 6 : Math.floor(k / 2) * 16 + (k % 2) * 8 - 8),
    };
  }
  return out;
}

/** Deterministic pseudo-noise for the procedural map art (no Math.random: same art every run). */
export function hash01(n: number): number {
  const s = Math.sin(n * 127.1 + 311.7) * 43758.5453;
  return s - Math.floor(s);
}

/** A wobbly closed outline round (cx, cy), as a flat point list for Graphics.poly. */
export function wobble(cx: number, cy: number, rx: number, ry: number, seed: number, amp = 0.06, steps = 40): number[] {
  const pts: number[] = [];
  const p1 = hash01(seed) * Math.PI * 2;
  const p2 = hash01(seed + 1) * Math.PI * 2;
  for (let i = 0; i < steps; i++) {
    const th = (i / steps) * Math.PI * 2;
    const k = 1 + amp * Math.sin(3 * th + p1) + amp * 0.6 * Math.sin(5 * th + p2);
    pts.push(cx + Math.cos(th) * rx * k, cy + Math.sin(th) * ry * k);
  }
  return pts;
}

/**
 * Procedural land masses (x, y, rx, ry): a stylised Greece, Sicily, the islands and Asia Minor.
 * Pure decoration: adjacency is only by links (3.12).
 */
export const LAND_BLOBS: readonly [number, number, number, number][] = [
  // Sicily and the toe of Italy
  [800, 1260, 150, 105], [905, 980, 70, 150], [960, 820, 60, 140],
  // Corcyra and Epirus coast
  [1080, 800, 60, 80], [1200, 700, 110, 160],
  // Central Greece: Aetolia, Boeotia, Thessaly, Macedonia, Chalcidice, Thrace
  [1350, 880, 150, 95], [1470, 820, 120, 120], [1700, 980, 170, 85], [1560, 700, 170, 150],
  [1550, 420, 210, 170], [1350, 450, 160, 200], [1800, 420, 140, 110], [1860, 560, 80, 70],
  [2100, 260, 220, 120], [1950, 300, 140, 120], [2300, 230, 200, 100],
  // Attica and Euboea
  [1820, 1180, 110, 90], [1920, 1080, 150, 45],
  // Isthmus and the Peloponnese
  [1590, 1170, 80, 45], [1450, 1440, 180, 150], [1560, 1320, 110, 80], [1380, 1580, 110, 90],
  // Asia Minor
  [2750, 500, 260, 280], [2760, 1050, 200, 320], [2850, 1450, 180, 200], [2600, 240, 250, 110],
  // Islands
  [2440, 760, 60, 45], [2380, 1000, 40, 60], [2440, 1250, 55, 30], [2050, 1450, 40, 30],
  [1990, 1400, 25, 20], [2110, 1510, 30, 22], [2500, 1580, 50, 30], [2620, 1700, 70, 30],
  [2250, 1830, 200, 45],
];
