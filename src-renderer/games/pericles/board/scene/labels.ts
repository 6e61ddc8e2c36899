// The theater name plates: name, number badge and Granary amphora on a plate straddling the top
// of each region. They are baked into an atlas of their own so they stay sharp above the map
// raster, and each is counter-scaled with the camera (#16): zoomed out, a plate is drawn larger
// than the map so its name never falls below MIN_NAME_PX on screen (a laptop at Fit); zoomed in,
// it is the map's own size again.
import { Container, Graphics, Rectangle, type RenderTexture, type Renderer } from 'pixi.js';
import { THEATERS, type TheaterData } from '../../../../../src-shared/games/pericles/client.js';
import { BOARD_W, DISPLAY_W, INK, LAND_BORDER, NAVAL_BORDER, THEATER_RX, THEATER_RY } from '../layout.js';
import { amphora } from '../pieces.js';
import { placeName } from '../../names.js';
import { textScale } from '../../../../display/settings.js';
import { bake } from './atlas.js';
import { LABEL_RES, NAME_SIZE, SANS, clearLayer, txt } from './draw.js';

/** Smallest on-screen size (CSS px) of a theater name, at any zoom. */
export const MIN_NAME_PX = 11.5;
/** Most a plate is enlarged over the map's scale (far zoomed out it gives way, not the map). */
const MAX_PLATE_GROWTH = 2.6;
/** Furthest (board units) a plate is moved down to clear another: it stays on its own theater. */
const MAX_NUDGE = THEATER_RY * 0.6;
/** Room (board units) kept between two plates moved apart: they do not even touch. */
const PLATE_GAP = 6;
/** Furthest (board units) a plate is moved sideways to clear another. */
const MAX_SIDESTEP = THEATER_RX;
/** The map's edges (board units): a plate stays inside them (the displays left, the track right). */
const MAP_LEFT = DISPLAY_W + 6;
const MAP_RIGHT = BOARD_W - 6;

/** A long name of several words goes on two lines (so it needs no shrinking to fit the plate). */
function plateText(name: string): string {
  if (name.length <= 10 || !name.includes(' ')) return name;
  let best = name;
  let bestLen = Infinity;
  for (let i = name.indexOf(' '); i >= 0; i = name.indexOf(' ', i + 1)) {
    const len = Math.max(i, name.length - i - 1);
    if (len < bestLen) {
      bestLen = len;
      best = `${name.slice(0, i)}\n${name.slice(i + 1)}`;
    }
  }
  return best;
}

interface Plate {
  /** The plate's drawing (board units, off the stage, to be baked). */
  item: Container;
  /** On the stage: holds the plate's sprite, scaled about the plate's centre. */
  holder: Container;
  /** Font size of the name in board units (after any shrinking to fit). */
  nameSize: number;
  /** The plate's box in board units at the map's own scale. */
  box: { x: number; y: number; w: number; h: number };
}

/** A theater's name plate, in board units, and the plate's centre and box. */
function namePlate(t: TheaterData): Omit<Plate, 'holder'> & { cx: number; cy: number } {
  // Name plate straddling the top border, number badge at its left, amphora at its right.
  const border = t.type === 'land' ? LAND_BORDER : NAVAL_BORDER;
  const lg = new Graphics();
  // The name in the player's language, read when the plate is drawn (NamePlates.relabel redraws).
  const name = txt(plateText(placeName(t.id)), NAME_SIZE, INK, { fontWeight: 'bold', align: 'center', lineHeight: NAME_SIZE * 1.1 }, LABEL_RES);
  name.anchor.set(0.5);
  const maxW = THEATER_RX * 2.2;
  if (name.width > maxW) name.scale.set(maxW / name.width);
  const pw = name.width + 22;
  const ph = Math.max(NAME_SIZE * 1.4, name.height + NAME_SIZE * 0.4);
  const py = t.y - THEATER_RY + 2;
  lg.roundRect(t.x - pw / 2, py - ph / 2, pw, ph, 10).fill(0xfbf4e0).stroke({ width: 2.5, color: border });
  name.position.set(t.x, py);
  const bx = t.x - pw / 2 - 16;
  lg.circle(bx, py, 24).fill(border).stroke({ width: 2.5, color: 0xffffff });
  if (t.granary) amphora(lg, t.x + pw / 2 + 14, py + 2, 34);
  const num = txt(String(t.id), 26, 0xffffff, { fontFamily: SANS, fontWeight: 'bold' }, LABEL_RES);
  num.anchor.set(0.5);
  num.position.set(bx, py);
  const item = new Container();
  item.addChild(lg, num, name);
  const left = bx - 24;
  const right = t.granary ? t.x + pw / 2 + 14 + 17 : t.x + pw / 2;
  return {
    item, nameSize: NAME_SIZE * name.scale.y, cx: t.x, cy: py,
    box: { x: left, y: py - Math.max(ph / 2, 24), w: right - left, h: Math.max(ph, 48) },
  };
}

/** What the plates look like at a zoom: the smallest name on screen and how many plates overlap. */
export interface PlateFit { minNamePx: number; overlaps: number }

export class NamePlates {
  private readonly plates: Plate[] = [];
  private atlas: RenderTexture | null = null;
  private scale = NaN;
  private last: PlateFit = { minNamePx: 0, overlaps: 0 };
  private readonly textScale = textScale();

  /** `onTap`: a plate (its name, its number) is its theater to the hand (#29.8), as its area is. */
  constructor(private readonly layer: Container, onTap: (id: number) => void) {
    for (const t of THEATERS) {
      const { item, nameSize, cx, cy, box } = namePlate(t);
      const holder = new Container();
      holder.pivot.set(cx, cy);
      holder.position.set(cx, cy);
      holder.hitArea = new Rectangle(box.x, box.y, box.w, box.h);
      holder.eventMode = 'static';
      holder.cursor = 'pointer';
      holder.label = `plate:${t.id}`;
      holder.on('pointertap', () => onTap(t.id));
      layer.addChild(holder);
      this.plates.push({ item, holder, nameSize, box });
    }
  }

  /** Bakes the plates into one atlas (again after a lost GL context). */
  bake(renderer: Renderer): void {
    for (const p of this.plates) clearLayer(p.holder);
    this.atlas?.destroy(true);
    this.atlas = bake(renderer, this.plates.map((p) => ({ items: [p.item], layer: p.holder })), LABEL_RES);
  }

  /** Sizes every plate for the world scale `s` (pixels per board unit); cheap when `s` is unchanged. */
  fitTo(s: number): PlateFit {
    if (s === this.scale || !(s > 0)) return this.last;
    this.scale = s;
    // #29: the player's text size raises the smallest name (made again on a change:
    // BoardScene.relabel), as far as the plates still clear each other; the normal size stands.
    const STEPS = 4;
    for (let i = STEPS; i >= 0; i--) {
      const grow = 1 + (this.textScale - 1) * (i / STEPS);
      this.last = this.place(s, MIN_NAME_PX * grow, MAX_PLATE_GROWTH * grow);
      if (this.last.overlaps === 0 || grow === 1) break;
    }
    return this.last;
  }

  /** Scales each plate so its name is at least `least` px on screen (at most `most` times the map's size). */
  private place(s: number, least: number, most: number): PlateFit {
    let minNamePx = Infinity;
    const boxes: { p: Plate; x0: number; y0: number; x1: number; y1: number }[] = [];
    for (const p of this.plates) {
      const k = Math.min(most, Math.max(1, least / (p.nameSize * s)));
      p.holder.scale.set(k);
      minNamePx = Math.min(minNamePx, p.nameSize * k * s);
      const cx = p.holder.pivot.x;
      const cy = p.holder.pivot.y;
      boxes.push({ p, x0: cx + (p.box.x - cx) * k, y0: cy + (p.box.y - cy) * k, x1: cx + (p.box.x + p.box.w - cx) * k, y1: cy + (p.box.y + p.box.h - cy) * k });
    }
    // Enlarged plates can meet (the Isthmus between Naupactus and Athens): from the top of the
    // map down, a plate that meets one above it moves down just clear of it, within its theater.
    const hit = (a: typeof boxes[number], b: typeof boxes[number], gap = 0): boolean => a.x0 < b.x1 + gap && b.x0 < a.x1 + gap && a.y0 < b.y1 + gap && b.y0 < a.y1 + gap;
    boxes.sort((a, b) => a.y0 - b.y0);
    const moved = new Map<Plate, number>();
    const move = (b: typeof boxes[number], dy: number): void => {
      b.y0 += dy;
      b.y1 += dy;
      const total = (moved.get(b.p) ?? 0) + dy;
      moved.set(b.p, total);
      b.p.holder.position.set(b.p.holder.pivot.x, b.p.holder.pivot.y + total);
    };
    boxes.forEach((b, j) => {
      let dy = 0;
      for (const a of boxes.slice(0, j)) if (hit(a, { ...b, y0: b.y0 + dy, y1: b.y1 + dy }, PLATE_GAP)) dy = a.y1 - b.y0 + PLATE_GAP;
      move(b, Math.min(dy, MAX_NUDGE));
    });
    // Still meeting where a plate went as far down as it may (a small board with larger text,
    // #29: Naupactus, the Isthmus and Athens in a column): the upper plate of each such pair
    // moves up, the lower down, each within MAX_NUDGE of its own theater, until they clear.
    for (let pass = 0; pass < 12; pass++) {
      let pushed = false;
      for (let j = 0; j < boxes.length; j++) {
        for (let i = 0; i < j; i++) {
          const a = boxes[i]!;
          const b = boxes[j]!;
          if (!hit(a, b)) continue;
          const [hi, lo] = a.y0 <= b.y0 ? [a, b] : [b, a];
          const need = hi.y1 - lo.y0 + 2;
          const down = Math.max(0, Math.min(need / 2, MAX_NUDGE - (moved.get(lo.p) ?? 0)));
          const up = Math.max(0, Math.min(need - down, MAX_NUDGE + (moved.get(hi.p) ?? 0)));
          if (down + up <= 0) continue;
          move(lo, down);
          move(hi, -up);
          pushed = true;
        }
      }
      if (!pushed) break;
    }
    // #29.9: plates still meeting once moved up and down as far as they may (longer Spanish and Greek
    // names: the Isthmus under Athens) move apart sideways, the lower one away from the other;
    // and no plate reaches past the map's edge, where the window would cut it (the Eastern
    // Mediterranean at the right edge). Either way a plate stays over its own theater.
    const shift = (b: typeof boxes[number], dx: number): void => {
      b.x0 += dx;
      b.x1 += dx;
      b.p.holder.position.x += dx;
    };
    boxes.forEach((b, j) => {
      let sidestep = 0;
      for (const a of boxes.slice(0, j)) {
        if (!hit(a, b, PLATE_GAP)) continue;
        const dx = (b.x0 + b.x1) / 2 >= (a.x0 + a.x1) / 2 ? a.x1 - b.x0 + PLATE_GAP : a.x0 - b.x1 - PLATE_GAP;
        const room = MAX_SIDESTEP - Math.abs(sidestep);
        const step = Math.max(-room, Math.min(room, dx));
        shift(b, step);
        sidestep += step;
        // Not far enough: the upper one steps the other way for the rest, if that meets no other.
        const rest = Math.max(-MAX_SIDESTEP, Math.min(MAX_SIDESTEP, step - dx));
        if (rest === 0) continue;
        shift(a, rest);
        if (boxes.some((c) => c !== a && c !== b && hit(a, c, PLATE_GAP))) shift(a, -rest);
      }
    });
    for (const b of boxes) {
      const dx = b.x1 > MAP_RIGHT ? MAP_RIGHT - b.x1 : b.x0 < MAP_LEFT ? MAP_LEFT - b.x0 : 0;
      shift(b, Math.max(-THEATER_RX, Math.min(THEATER_RX, dx)));
    }
    let overlaps = 0;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) if (hit(boxes[i]!, boxes[j]!)) overlaps++;
    }
    return { minNamePx, overlaps };
  }

  destroy(): void {
    for (const p of this.plates) p.item.destroy({ children: true });
    this.atlas?.destroy(true);
    this.atlas = null;
  }
}
