// The theater parts of the view: the pieces, markers and counters standing in each theater and
// in Persia's box. Each theater is its own part (redrawn only when what it shows changes).
import { Container, Graphics, Rectangle, type FederatedPointerEvent } from 'pixi.js';
import { THEATERS, FORCES_OF, type Force, type Side, type UnitKind, type GameView } from '../../../../../src-shared/games/pericles/client.js';
import { INK, PERSIA_BOX, PERSIA_COLOR, THEATER_RX, THEATER_RY, theaterPos } from '../layout.js';
import { counter, cube, disc, markerStack, meeple, pawn, rod, sideMark } from '../pieces.js';
import { colorBlindMode, forceColor, sideColor } from '../palette.js';
import { SANS, countText, regionPoints, txt } from './draw.js';
import type { UnitRef } from './types.js';
import { t as tr } from '../../../../i18n/index.js';

const ORDER: readonly Force[] = [...FORCES_OF.athens, ...FORCES_OF.sparta];
const ROW = 38;

/**
 * What stands in a theater: units by Force (cubes land, rods naval, the 300's meeple), bases,
 * Treachery (9.8), the Will pawn (11.4), the face-down issue markers (3.15); hatched when out of
 * play (13.21). Returns the items to bake; the units' tap areas go straight into `slot`.
 */
export function drawTheaterContents(id: number, view: GameView, slot: Container, onUnitTap: (u: UnitRef) => void): Container[] {
  const st = view.theaters[String(id)];
  const p = theaterPos(id);
  const c = new Container();
  c.position.set(p.x, p.y);
  const g = new Graphics();
  c.addChild(g);
  const td = THEATERS[id - 1];
  if (td?.onlyDuringPersianWar && view.persianWar !== 'inProgress') {
    // 13.21: out of play after the Peace of Callias.
    const hatch = new Graphics();
    hatch.poly(regionPoints(id).map((v, i) => (i % 2 === 0 ? v - p.x : v - p.y))).fill({ color: 0x555555, alpha: 0.55 });
    for (let k = -THEATER_RX; k < THEATER_RX; k += 16) hatch.moveTo(k, -THEATER_RY * 0.6).lineTo(k + 40, THEATER_RY * 0.7);
    hatch.stroke({ width: 2, color: 0x222222, alpha: 0.6 });
    c.addChild(hatch);
    const t = txt(tr('board.theater.outOfPlay'), 17, 0xffffff, { fontWeight: 'bold' });
    t.anchor.set(0.5);
    c.addChild(t);
    return [c];
  }
  if (!st) {
    c.destroy({ children: true });
    return [];
  }
  const hits: Container[] = [];
  const rows = ORDER.filter((f) => st.units[f].land + st.units[f].naval > 0 || (f in st.bases && st.bases[f as keyof typeof st.bases] > 0));
  const rowsC = new Container();
  c.addChild(rowsC);
  const rg = new Graphics();
  rowsC.addChild(rg);
  let y = 0;
  for (const f of rows) {
    const col = forceColor(f);
    let x = 0;
    const u = st.units[f];
    const unitHit = (kind: UnitKind, hx: number, w: number): void => {
      const h = new Container();
      h.hitArea = new Rectangle(hx - 4, y - 15, w + 8, 30);
      h.eventMode = 'static';
      h.cursor = 'pointer';
      h.label = `unit:${id}:${f}:${kind}`;
      h.on('pointertap', (e: FederatedPointerEvent) => {
        e.stopPropagation();
        onUnitTap({ theater: id, force: f, kind });
      });
      hits.push(h);
    };
    if (f === 'the300') {
      meeple(rg, x + 14, y, 34, col);
      unitHit('land', x, 28);
      const t = txt('300', 18, INK, { fontFamily: SANS, fontWeight: 'bold', stroke: { color: 0xffffff, width: 3 } });
      t.anchor.set(0, 0.5);
      t.position.set(x + 32, y);
      rowsC.addChild(t);
      y += ROW;
      continue;
    }
    if (u.land > 0) {
      for (let k = Math.min(u.land, 3) - 1; k >= 0; k--) cube(rg, x + 12 + k * 3, y + 3 - k * 3, 22, col);
      const n = countText(u.land);
      n.position.set(x + 33 + Math.min(u.land - 1, 2) * 3, y);
      rowsC.addChild(n);
      unitHit('land', x, 33 + n.width);
      x += 40 + Math.min(u.land - 1, 2) * 3 + n.width;
    }
    if (u.naval > 0) {
      for (let k = Math.min(u.naval, 3) - 1; k >= 0; k--) rod(rg, x + 19 + k * 3, y + 3 - k * 3, 36, col);
      const n = countText(u.naval);
      n.position.set(x + 45 + Math.min(u.naval - 1, 2) * 3, y);
      rowsC.addChild(n);
      unitHit('naval', x, 45 + n.width);
      x += 52 + Math.min(u.naval - 1, 2) * 3 + n.width;
    }
    const bases = f in st.bases ? st.bases[f as keyof typeof st.bases] : 0;
    if (bases > 0) {
      for (let k = Math.min(bases, 3) - 1; k >= 0; k--) disc(rg, x + 14, y + 4 - k * 5, 14, col);
      const n = countText(bases, 22);
      n.position.set(x + 31, y);
      rowsC.addChild(n);
    }
    y += ROW;
  }
  // Fit the rows into the region below the name.
  const availH = THEATER_RY * 2 - 34;
  const availW = THEATER_RX * 1.7;
  const b = rowsC.getLocalBounds();
  const k = Math.min(1, availH / Math.max(1, y), availW / Math.max(1, b.width));
  rowsC.scale.set(k);
  rowsC.position.set(-(b.x + b.width / 2) * k, -THEATER_RY + 22 + ROW / 2 * k + (availH - y * k) / 2);
  // The units' hit areas stay on the stage (the drawing is baked into the atlas).
  if (hits.length > 0) {
    const hitC = new Container();
    hitC.position.set(p.x + rowsC.x, p.y + rowsC.y);
    hitC.scale.set(k);
    hitC.addChild(...hits);
    slot.addChild(hitC);
  }

  // Treachery (9.8) and Will pawn (11.4) along the left edge.
  let ly = -12;
  for (const side of ['athens', 'sparta'] as const) {
    const n = st.treachery[side];
    if (n <= 0) continue;
    counter(g, -THEATER_RX - 6, ly, 26, side === 'athens' ? 0xcfe0f7 : 0xf6d2cc, sideColor(side));
    const t = txt(n > 1 ? `T${n}` : 'T', 15, INK, { fontFamily: SANS, fontWeight: 'bold' });
    t.anchor.set(0.5);
    t.position.set(-THEATER_RX - 6, ly);
    // #29: the counters' tints differ only in hue; in colour-blind mode the Side's mark goes beside the T.
    if (colorBlindMode()) {
      t.position.x -= 5;
      sideMark(g, -THEATER_RX + 1, ly, 11, side === 'athens' ? 0xcfe0f7 : 0xf6d2cc, side);
    }
    c.addChild(t);
    ly += 30;
  }
  for (const side of ['athens', 'sparta'] as const) {
    if (view.sides[side].will?.theater === id) {
      pawn(g, -THEATER_RX + 6, ly + 8, 30, sideColor(side));
      if (colorBlindMode()) sideMark(g, -THEATER_RX + 6, ly + 14, 12, sideColor(side));
      ly += 34;
    }
  }
  // Face-down Theater issue markers (3.15): a stack whose height shows the count, top = last.
  const q = view.queues[String(id)] ?? [];
  if (q.length > 0) drawQueue(c, g, THEATER_RX + 4, -4, q.map((m) => m.side));
  return [c];
}

function drawQueue(c: Container, g: Graphics, x: number, y: number, sides: Side[]): void {
  const safe = colorBlindMode();
  markerStack(g, x, y, 26, sides.map((s) => (safe ? sideColor(s) : s === 'athens' ? 0x4f86d9 : 0xd24a3a)));
  const top = y - (Math.min(sides.length, 8) - 1) * 4;
  // #29: in colour-blind mode the top marker carries its Side's mark and the count goes beside it
  // (the stack's colours alone differ in hue).
  const last = sides[Math.min(sides.length, 8) - 1];
  if (safe && last) sideMark(g, x, top, 20, sideColor(last), last);
  const t = txt(String(sides.length), 16, 0xffffff, { fontFamily: SANS, fontWeight: 'bold', stroke: { color: INK, width: 3 } });
  t.anchor.set(0.5);
  t.position.set(safe ? x + 21 : x, top);
  c.addChild(t);
}

/** Persia's box (13.1): Persian bases, Alcibiades, issue markers, and whether it takes issues. */
export function drawPersia(view: GameView): Container {
  const b = PERSIA_BOX;
  const c = new Container();
  const g = new Graphics();
  c.addChild(g);
  for (let i = 0; i < view.persianBases; i++) disc(g, b.x + 34 + (i % 4) * 36, b.y + 78 + Math.floor(i / 4) * 30, 14, PERSIA_COLOR);
  if (view.persianBases > 0) {
    const t = txt(tr('board.theater.persianBases', { n: view.persianBases }), 15, INK, { fontFamily: SANS });
    t.position.set(b.x + 16, b.y + 48);
    c.addChild(t);
  }
  if (view.alcibiades === 'persia') {
    meeple(g, b.x + b.w - 36, b.y + b.h - 40, 40, PERSIA_COLOR);
    const t = txt(tr('board.display.alcibiades'), 13, INK, { fontFamily: SANS });
    t.anchor.set(0.5, 0);
    t.position.set(b.x + b.w - 36, b.y + b.h - 18);
    c.addChild(t);
  }
  const q = view.queues.persia ?? [];
  if (q.length > 0) drawQueue(c, g, b.x + 30, b.y + b.h - 30, q.map((m) => m.side));
  if (!view.persiaOpen) {
    // Wrapped within the box: the Greek and Spanish wordings are longer than one line of it.
    const t = txt(tr('board.theater.persiaClosed'), 13, 0x5a4a30, { fontStyle: 'italic', wordWrap: true, wordWrapWidth: b.w - 16, align: 'center' });
    t.anchor.set(0.5, 1);
    t.position.set(b.x + b.w / 2, b.y + b.h - 11);
    c.addChild(t);
  }
  return c;
}
