// The Perikles board's PixiJS v8 scene. It draws one seat's view (never the state) and nothing
// else: no rules, no clicks (the DOM mirror laid over the canvas takes them). The Pixi ticker is
// stopped: a frame is drawn when the view, the clickable places, the language or the size change,
// so the board keeps still while the player decides.
import { Application, Container, Graphics, RenderTexture, Text, type TextStyleOptions } from 'pixi.js';
import { makeContext } from '../../../display/webgl.js';
import { shade, inkOn } from '../../../display/colour.js';
import { FONT, SANS, loadBundledFont } from '../../../display/fonts.js';
import { getLocale } from '../../../i18n/index.js';
import type { PeriklesView } from '../../../../src-shared/games/perikles/client.js';
import {
  ANY_CITY_TILES, CITIES, CITY_IDS, LOCATION_BY_ID, PERSIA, SEAT_COLOURS, type CityId, type ForceId, type UnitKind,
} from '../../../../src-shared/games/perikles/client.js';
import { INFLUENCE_BY_ID, type Commander, type Seat } from '../../../../src-shared/games/perikles/client.js';
import { CITY_RECT, DISPLAY_RECT, HEADER, PERSIA_RECT, PILE_RECT, WORLD, boxRect, candidateSpace, cellRect, playerRect, templeCube, type Rect } from './layout.js';
import {
  EDGE, assassinSymbol, candidateSymbol, defeatCounter, militaryCounter, shard, statue, unitGlyph, woodCube,
} from './pieces.js';
import { anyCityName, cityName, commanderName, homeCounts, kindName, locationName, phaseName, seatName, specialName, tb } from './words.js';

const TABLE = 0x2e241a;
const PARCHMENT = 0xf1e6c8;
const PARCHMENT_DARK = 0xe2d3ab;
const INK = 0x2b2118;
const GOLD = 0xffc22e;
const hex = (s: string): number => parseInt(s.slice(1), 16);
const SEAT_HEX: Readonly<Record<string, number>> = Object.fromEntries(SEAT_COLOURS.map((c) => [c.id, hex(c.hex)]));
export const seatColour = (s: Seat): number => SEAT_HEX[s] ?? 0x888888;
const forceColour = (f: ForceId): number => hex(f === 'persia' ? PERSIA.colour : CITIES[f].colour);
const commanderColour = (c: Commander): number => (c === 'persians' ? hex(PERSIA.colour) : seatColour(c));

/**
 * A part as drawn: its picture (its ground, its pieces over it, its labels over both), and the
 * calls that drew its ground (kept on software GL, where a ground drawn with the same calls keeps
 * its own picture).
 */
interface Drawn { key: string; picture: Container; ground: Graphics; groundCalls: string | null; words: Container; live: boolean }
/** The parts' pictures are made again past these ratios of the board's scale to theirs (PeriklesScene.cachedScale). */
const REMAKE_GROWN = 1.04;
const REMAKE_SHRUNK = 1.12;

/** What the board marks as clickable: cities, Location slots, Influence boxes. */
export interface Marks { cities: ReadonlySet<CityId>; slots: ReadonlySet<number>; boxes: ReadonlySet<number> }

export class PeriklesScene {
  readonly app: Application;
  private readonly root = new Container();
  private readonly labels: Labels;
  /** Each part as last drawn, with the key of what it showed. */
  private drawn = new Map<string, Drawn>();
  private view: PeriklesView | null = null;
  private marks: Marks = { cities: new Set(), slots: new Set(), boxes: new Set() };
  private queued = 0;
  private destroyed = false;
  /** Milliseconds of each frame drawn (the benchmark reads them), and of each rebuild of the scene. */
  readonly renderTimes: number[] = [];
  readonly buildTimes: number[] = [];
  frames = 0;
  /** Parts drawn again over their kept ground's picture (the board's test checks the path is taken). */
  groundsKept = 0;

  static async create(host: HTMLElement): Promise<PeriklesScene> {
    const app = new Application();
    const { canvas, gl, software } = makeContext({ opaque: true }); // the table's colour under every part
    const fonts = loadBundledFont();
    await app.init({
      canvas, ...(gl ? { context: gl as WebGL2RenderingContext } : {}),
      width: Math.max(1, host.clientWidth), height: Math.max(1, host.clientHeight),
      antialias: !software, background: TABLE, autoStart: false, sharedTicker: false,
      resolution: software ? 1 : Math.min(2, window.devicePixelRatio || 1), autoDensity: true, preference: 'webgl',
      accessibilityOptions: { enabledByDefault: false, activateOnTab: false, deactivateOnMouseMove: true, debug: false },
    });
    await fonts;
    return new PeriklesScene(app, host, software ? 1 : 2, software);
  }

  /**
   * The scale the parts' pictures were made at. They are made again only when the board grows
   * past it or shrinks well below it: a prompt of another height resizes the board a little at
   * many a phase change, and making every picture again cost that frame ~60 ms.
   */
  private cachedScale = 0;

  /**
   * `cacheShapes` (software GL, SwiftShader): each part, shapes and labels, is kept as a picture at
   * the screen's scale (Pixi's cacheAsTexture). A frame then draws about twenty pictures, ~10 ms
   * there, rather than every rounded box, counter and label again, ~90 ms: most of a decision's
   * time. A GPU draws them directly, as crisp as they come.
   */
  private constructor(app: Application, private readonly host: HTMLElement, textResolution: number, private readonly cacheShapes: boolean) {
    this.app = app;
    this.labels = new Labels(textResolution);
    app.ticker.stop();
    app.stage.addChild(this.root);
    const canvas = app.canvas;
    canvas.style.display = 'block';
    canvas.setAttribute('aria-hidden', 'true');
    host.appendChild(canvas);
  }

  /** The world's scale and offset in the host (the mirror lays its buttons out with the same). */
  fit(): { s: number; x: number; y: number } {
    const w = Math.max(1, this.host.clientWidth);
    const h = Math.max(1, this.host.clientHeight);
    const s = Math.min(w / WORLD.w, h / WORLD.h);
    return { s, x: (w - WORLD.w * s) / 2, y: (h - WORLD.h * s) / 2 };
  }

  resize(): void {
    if (this.destroyed) return;
    this.app.renderer.resize(Math.max(1, this.host.clientWidth), Math.max(1, this.host.clientHeight));
    this.requestRender();
  }

  setView(view: PeriklesView | null, marks: Marks): void {
    this.view = view;
    this.marks = marks;
    this.rebuild();
  }

  /** The words changed (a new language): the same view drawn again. */
  redraw(): void {
    this.rebuild();
  }

  /** The same view with every part and its ground drawn afresh (the board's test compares it with the kept pictures). */
  redrawWhole(): void {
    for (const part of this.drawn.values()) { part.key = ''; part.groundCalls = null; }
    this.rebuild();
  }

  private rebuild(): void {
    if (this.destroyed) return;
    const t0 = performance.now();
    // A part is drawn again only when what it shows changed (its key, with the language): its
    // picture stays otherwise, and a view that changes no part draws no frame
    // (on software GL a frame is read back whole for the page: the most of a decision's time).
    const words = getLocale();
    const next = this.view ? parts(this.view, this.marks, this.labels) : [];
    const changed = next.filter((part) => this.drawn.get(part.id)?.key !== `${words}\u0000${part.key}`);
    if (changed.length === 0 && next.length === this.drawn.size) {
      this.buildTimes.push(performance.now() - t0);
      return;
    }
    // The changed parts' labels go back to the pool first: an unchanged label among them is reused.
    for (const part of changed) {
      const old = this.drawn.get(part.id);
      if (old) this.labels.release(old.words);
    }
    const keep = new Map<string, Drawn>();
    for (const part of next) {
      const key = `${words}\u0000${part.key}`;
      const old = this.drawn.get(part.id);
      this.drawn.delete(part.id);
      if (old && old.key === key) { keep.set(part.id, old); continue; }
      const live = part.live === true;
      const caching = this.cacheShapes && !live;
      let ground = new Graphics();
      const pieces = new Graphics();
      const partWords = new Container();
      this.labels.into(partWords);
      const pen = caching ? recording(ground) : null;
      part.draw(pen?.graphics ?? ground, pieces);
      const groundCalls = pen?.calls() ?? null;
      // A changed part whose ground is drawn as before (a city whose cubes moved) keeps its
      // ground's picture: only its pieces and labels are drawn again, over that picture.
      const sameGround = old !== undefined && groundCalls !== null && old.groundCalls === groundCalls;
      if (sameGround) {
        this.groundsKept++;
        ground.destroy();
        ground = old.ground;
        old.picture.removeChild(ground);
      }
      // (The old part's labels went back to the pool: its picture holds none of them now.)
      if (old) old.picture.destroy({ children: true });
      const picture = new Container();
      picture.addChild(ground, pieces, partWords);
      if (caching && this.cachedScale > 0) {
        if (!sameGround) this.cache(ground);
        this.cache(picture);
      }
      keep.set(part.id, { key, picture, ground, groundCalls, words: partWords, live });
    }
    for (const old of this.drawn.values()) {
      this.labels.release(old.words);
      old.picture.destroy({ children: true });
    }
    this.labels.end();
    this.drawn = keep;
    // The parts in their order, each over the ones before it.
    this.root.removeChildren();
    for (const { picture } of keep.values()) this.root.addChild(picture);
    this.buildTimes.push(performance.now() - t0);
    this.viewVersion++;
    this.requestRender();
  }

  // --- a picture for the saves browser (#33, as Pericles' board gives one: saves/thumbnail.ts) ---

  /** Counts the redraws of what the board shows: a new picture is worth taking after one (SaveControls.tsx). */
  viewVersion = 0;

  /**
   * The board as it is on screen, `width` pixels wide, on a 2D canvas (null while it has no size):
   * drawn small into a texture and only its pixels read back, as Pericles' scene does.
   */
  thumbnailCanvas(width: number): HTMLCanvasElement | null {
    const { width: sw, height: sh } = this.app.screen;
    if (this.destroyed || sw < 2 || sh < 2) return null;
    const f = this.fit();
    this.root.scale.set(f.s);
    this.root.position.set(f.x, f.y);
    const k = Math.min(Math.round(width), sw) / sw;
    const tex = RenderTexture.create({ width: sw, height: sh, resolution: k, antialias: false });
    try {
      this.app.renderer.render({ container: this.app.stage, target: tex, clear: true, clearColor: TABLE });
      return this.app.renderer.extract.canvas(tex) as HTMLCanvasElement;
    } finally {
      tex.destroy(true);
    }
  }

  /** A part (or its ground) kept as a picture; an empty one has none to keep. */
  private cache(part: Container): void {
    const b = part.getLocalBounds();
    if (b.width <= 0 || b.height <= 0) return;
    // About one texture pixel per screen pixel (drawn back at most a few percent larger or smaller).
    part.cacheAsTexture({ resolution: this.cachedScale * this.app.renderer.resolution, antialias: false, scaleMode: 'linear' });
  }

  requestRender(): void {
    if (this.queued || this.destroyed) return;
    this.queued = requestAnimationFrame(() => {
      this.queued = 0;
      this.render();
    });
  }

  render(): void {
    if (this.destroyed) return;
    const f = this.fit();
    this.root.scale.set(f.s);
    this.root.position.set(f.x, f.y);
    const t0 = performance.now();
    if (this.cacheShapes && (f.s > this.cachedScale * REMAKE_GROWN || f.s < this.cachedScale / REMAKE_SHRUNK)) {
      // A new size (or the first frame): every part's picture made again at the new scale.
      this.cachedScale = f.s;
      for (const part of this.drawn.values()) {
        if (part.live) continue;
        this.cache(part.ground); // a picture in the part's picture: made first (Pixi makes inner ones first)
        this.cache(part.picture);
      }
    }
    this.app.render();
    this.renderTimes.push(performance.now() - t0);
    this.frames++;
  }

  /** The Influence tiles' names as drawn, in board units (the board's test checks each fits its tile). */
  tileNames(): { text: string; x: number; y: number; w: number; h: number }[] {
    const out: { text: string; x: number; y: number; w: number; h: number }[] = [];
    for (const part of this.drawn.values()) {
      for (const t of part.words.children) {
        if (!(t instanceof Text) || t.label !== TILE_NAME) continue;
        out.push({ text: t.text, x: t.x - t.anchor.x * t.width, y: t.y - t.anchor.y * t.height, w: t.width, h: t.height });
      }
    }
    return out;
  }

  destroy(): void {
    this.destroyed = true;
    if (this.queued) cancelAnimationFrame(this.queued);
    this.app.destroy(true, { children: true, texture: true });
  }
}

/**
 * A Graphics that also writes down each call made on it (and its arguments): a part's ground drawn
 * with the same calls as before is the same picture. Arguments that cannot be written down make
 * the calls unlike any other, so such a ground is always drawn again.
 */
function recording(g: Graphics): { graphics: Graphics; calls(): string | null } {
  const calls: string[] = [];
  let unwritable = false;
  const graphics: Graphics = new Proxy(g, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try { calls.push(`${String(prop)}${JSON.stringify(args)}`); } catch { unwritable = true; }
        const out: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        return out === target ? graphics : out; // chained calls go on being written down
      };
    },
  });
  return { graphics, calls: () => (unwritable ? null : calls.join('\n')) };
}

// --- drawing ----------------------------------------------------------------------------------

/**
 * The board's labels, kept from one view to the next: each part's labels in a container of its
 * own (over the part's shapes); a label whose words and style are unchanged is reused rather than
 * drawn and uploaded again (on software GL that upload was most of a frame).
 */
class Labels {
  private free = new Map<string, Text[]>();
  private target: Container | null = null;

  /** `resolution`: text pixels per board unit (1 on software GL, which draws one pixel per CSS pixel). */
  constructor(private readonly resolution: number) {}

  /** A part about to be redrawn: its labels become free for reuse. */
  release(words: Container): void {
    for (const t of words.removeChildren() as Text[]) {
      const key = (t as Text & { poolKey?: string }).poolKey ?? '';
      const list = this.free.get(key);
      if (list) list.push(t);
      else this.free.set(key, [t]);
    }
  }

  /** The labels taken next go into this part's container. */
  into(words: Container): void {
    this.target = words;
  }

  /** After a redraw: labels not used again are destroyed. */
  end(): void {
    for (const list of this.free.values()) for (const t of list) t.destroy({ texture: true, textureSource: true });
    this.free.clear();
    this.target = null;
  }

  take(s: string, style: TextStyleOptions): Text {
    const key = `${s}\u0000${JSON.stringify(style)}`;
    const reused = this.free.get(key)?.pop();
    const t = reused ?? Object.assign(new Text({ text: s, style, resolution: this.resolution }), { poolKey: key });
    t.scale.set(1);
    if (!this.target) throw new Error('a label drawn outside any part of the board');
    this.target.addChild(t);
    return t;
  }
}

function text(parent: Labels, s: string, x: number, y: number, size: number, fill: number, style: Partial<TextStyleOptions> = {}, anchor: [number, number] = [0, 0]): Text {
  const t = parent.take(s, { fontFamily: FONT, fontSize: size, fill, ...style });
  t.anchor.set(anchor[0], anchor[1]);
  t.position.set(x, y);
  return t;
}
const bold = { fontWeight: 'bold' } as const;
/** Shrinks a label that would overflow its box (a long name in Greek or Spanish). */
function fitText(t: Text, maxW: number): Text {
  if (t.width > maxW) t.scale.set(maxW / t.width);
  return t;
}
/** Shrinks a label to a box, wide and high (a wrapped name whose one word is still wider than the box). */
function fitBox(t: Text, maxW: number, maxH: number): Text {
  const k = Math.min(1, maxW / t.width, maxH / t.height);
  if (k < 1) t.scale.set(k);
  return t;
}
/** An Influence tile's name keeps to the tile's upper third, over its shards (drawn at half height). */
const TILE_NAME_HEIGHT = 0.34;
/** The tag of an Influence tile's name among the labels (`tileNames()` finds them by it). */
const TILE_NAME = 'perikles-tile-name';
const sans = (extra: Partial<TextStyleOptions> = {}): Partial<TextStyleOptions> => ({ fontFamily: SANS, ...extra });

function panel(g: Graphics, r: Rect, fill: number, border: number, radius = 10): void {
  g.roundRect(r.x + 3, r.y + 4, r.w, r.h, radius).fill({ color: 0x000000, alpha: 0.35 });
  g.roundRect(r.x, r.y, r.w, r.h, radius).fill(fill).stroke({ width: 2, color: border });
}

/** The clickable mark: a gold rim drawn twice (a soft halo, then the line), still, not pulsing. */
function mark(g: Graphics, r: Rect, radius = 10): void {
  g.roundRect(r.x - 5, r.y - 5, r.w + 10, r.h + 10, radius + 4).stroke({ width: 10, color: GOLD, alpha: 0.4 });
  g.roundRect(r.x - 3, r.y - 3, r.w + 6, r.h + 6, radius + 3).stroke({ width: 5, color: GOLD });
}

/**
 * One part of the board (a city, a Location box, …): what it shows, as a key, and how to draw it:
 * its ground `g` (the panel, its bands and boxes: what a view seldom changes) and its pieces `p`
 * (cubes, counters, markers, anything a decision may change), drawn over the ground.
 * `live`: drawn in every frame, never kept as a picture (see the rims).
 */
interface Part { id: string; key: string; live?: boolean; draw(g: Graphics, p: Graphics): void }

function parts(view: PeriklesView, marks: Marks, labels: Labels): Part[] {
  const on = (c: PeriklesView['counters'][number], slot: number): boolean => c.place === 'location' && c.slot === slot;
  const led = (s: Seat): CityId[] => CITY_IDS.filter((c) => view.cities[c].leader === s);
  return [
    // The gold rims of the clickable cities and Location boxes, under every part: a prompt that
    // changes what can be clicked redraws them alone, not the cities and boxes they surround.
    // Live: thin rims spread over the board cost little to draw, but their picture would be as
    // large as the board, and blending it in cost every frame far more.
    {
      id: 'marks', key: JSON.stringify([[...marks.cities], [...marks.slots]]), live: true,
      draw: (g) => {
        for (const c of marks.cities) mark(g, CITY_RECT[c]);
        for (const i of marks.slots) mark(g, cellRect(i));
      },
    },
    { id: 'header', key: JSON.stringify([view.turn, view.phase, view.locationPile]), draw: (g) => drawHeader(g, labels, view) },
    ...CITY_IDS.map((c): Part => ({
      id: `city-${c}`, key: JSON.stringify([view.seats, view.cities[c], homeCounts(view, c)]),
      draw: (g, p) => drawCity(g, p, labels, view, c),
    })),
    { id: 'display', key: JSON.stringify([view.display, view.influencePile, [...marks.boxes]]), draw: (g, p) => drawDisplay(g, p, labels, view, marks.boxes) },
    ...view.seats.map((s, i): Part => ({
      id: `player-${s}`, key: JSON.stringify([view.players[s], commandsPersians(view, s), view.firstPlayer === s, view.seat === s, led(s), view.seats.length]),
      draw: (g, p) => drawPlayer(g, p, labels, view, s, playerRect(i, view.seats.length)),
    })),
    ...view.slots.map((slot, i): Part => ({
      id: `slot-${i}`, key: JSON.stringify([slot, view.counters.filter((c) => on(c, i))]),
      draw: (g, p) => drawLocation(g, p, labels, view, i),
    })),
    { id: 'persia', key: JSON.stringify(homeCounts(view, 'persia')), draw: (g, p) => drawPersia(g, p, labels, view) },
  ];
}

function drawHeader(g: Graphics, labels: Labels, view: PeriklesView): void {
  const r = HEADER;
  g.roundRect(r.x, r.y, r.w, r.h, 8).fill(shade(TABLE, 1.12));
  const turn = text(labels, tb('perikles.board.turn', { turn: view.turn }), r.x + 14, r.y + r.h / 2, 21, 0xf4ead0, bold, [0, 0.5]);
  text(labels, phaseName(view.phase), r.x + 14 + turn.width + 24, r.y + r.h / 2, 21, GOLD, {}, [0, 0.5]);
  text(labels, tb('perikles.board.locationPile', { n: view.locationPile }), r.x + r.w - 14, r.y + r.h / 2, 16, 0xd8ccb0, sans(), [1, 0.5]);
}

function drawCity(g: Graphics, p: Graphics, labels: Labels, view: PeriklesView, id: CityId): void {
  const r = CITY_RECT[id];
  const c = view.cities[id];
  const colour = hex(CITIES[id].colour);
  panel(g, r, PARCHMENT, shade(colour, 0.55));
  // Header band in the city's colour: its name and its victory-point squares (a defeat covers the highest).
  g.roundRect(r.x, r.y, r.w, 42, 10).fill(colour);
  g.rect(r.x, r.y + 30, r.w, 12).fill(colour);
  g.moveTo(r.x, r.y + 42).lineTo(r.x + r.w, r.y + 42).stroke({ width: 2, color: shade(colour, 0.55) });
  text(labels, cityName(id), r.x + 14, r.y + 21, 23, inkOn(colour), bold, [0, 0.5]);
  const sq = CITIES[id].squares;
  sq.forEach((vp, i) => {
    const x = r.x + r.w - 14 - (sq.length - i) * 30;
    g.roundRect(x, r.y + 8, 26, 26, 4).fill(0xfdf8ea).stroke({ width: 1.4, color: EDGE });
    text(labels, String(vp), x + 13, r.y + 21, 16, INK, sans(bold), [0.5, 0.5]);
    if (i < c.defeats) defeatCounter(p, x + 13, r.y + 21, 12);
  });

  // The temple: a pediment over the families' influence cubes.
  const tx = r.x + 12;
  const ty = r.y + 56;
  const tw = 186;
  g.poly([tx, ty + 22, tx + tw / 2, ty, tx + tw, ty + 22]).fill(PARCHMENT_DARK).stroke({ width: 1.5, color: shade(PARCHMENT_DARK, 0.6) });
  g.rect(tx, ty + 22, tw, 124).fill(shade(PARCHMENT, 0.97)).stroke({ width: 1.5, color: shade(PARCHMENT_DARK, 0.6) });
  for (let k = 0; k < 6; k++) g.rect(tx + 6 + k * 34, ty + 28, 4, 112).fill({ color: PARCHMENT_DARK, alpha: 0.7 });
  text(labels, tb('perikles.board.temple'), tx + tw / 2, ty + 14, 13, shade(INK, 1.3), sans(), [0.5, 0.5]);
  const withCubes = view.seats.filter((s) => c.cubes[s] > 0);
  withCubes.forEach((s, i) => {
    const { x: cx, y: cy } = templeCube(id, i);
    woodCube(p, cx, cy, 24, seatColour(s));
    text(labels, `×${c.cubes[s]}`, cx + 17, cy + 2, 18, INK, sans(bold), [0, 0.5]);
  });

  // Candidate spaces α and β, the leader box, the statues.
  const rx = r.x + 212;
  (['α', 'β'] as const).forEach((letter, i) => {
    const { x: cx, y: cy } = candidateSpace(id, i);
    g.circle(cx, cy, 21).fill(0xfdf8ea).stroke({ width: 2, color: shade(colour, 0.6) });
    text(labels, letter, cx, cy - 31, 15, INK, bold, [0.5, 0.5]);
    const who = c.candidates[i];
    if (who) woodCube(p, cx, cy, 20, seatColour(who));
  });
  const lb = { x: rx, y: r.y + 112, w: 102, h: 58 };
  p.roundRect(lb.x, lb.y, lb.w, lb.h, 6).fill(c.leader ? 0xfdf8ea : PARCHMENT_DARK).stroke({ width: 2.5, color: shade(colour, 0.5) });
  fitText(text(labels, tb('perikles.board.leader'), lb.x + lb.w / 2, lb.y + 11, 14, INK, sans(bold), [0.5, 0.5]), lb.w - 6);
  if (c.leader) woodCube(p, lb.x + lb.w / 2, lb.y + 37, 24, seatColour(c.leader));
  else fitText(text(labels, tb('perikles.board.noLeader'), lb.x + lb.w / 2, lb.y + 37, 14, shade(INK, 1.3), sans({ fontStyle: 'italic' }), [0.5, 0.5]), lb.w - 6);
  const statues = view.seats.filter((s) => c.statues[s] > 0);
  text(labels, tb('perikles.board.statues'), rx, r.y + 184, 14, shade(INK, 1.3), sans(), [0, 0.5]);
  statues.forEach((s, i) => {
    const sx = rx + 14 + (i % 3) * 36;
    const sy = r.y + 208;
    statue(p, sx, sy, 34, seatColour(s));
    if (c.statues[s] > 1) text(labels, `×${c.statues[s]}`, sx + 11, sy + 10, 14, INK, sans(bold), [0, 0.5]);
  });

  // Forces at home.
  const home = homeCounts(view, id);
  const hy = r.y + r.h - 22;
  g.moveTo(r.x + 10, hy - 20).lineTo(r.x + r.w - 10, hy - 20).stroke({ width: 1, color: PARCHMENT_DARK });
  fitText(text(labels, tb('perikles.board.home'), r.x + 14, hy, 15, shade(INK, 1.3), sans(), [0, 0.5]), 86);
  unitGlyph(p, 'hoplite', r.x + 110, hy, 9, INK);
  text(labels, String(home.h), r.x + 124, hy, 17, INK, sans(bold), [0, 0.5]);
  unitGlyph(p, 'trireme', r.x + 170, hy, 9, INK);
  text(labels, String(home.t), r.x + 186, hy, 17, INK, sans(bold), [0, 0.5]);
}

function tileColour(id: string): number {
  const t = INFLUENCE_BY_ID[id]!;
  return hex(t.colour === 'any' ? ANY_CITY_TILES.colour : CITIES[t.colour].colour);
}

/** An Influence tile face up: its colour, city initial, shards and symbol. */
function influenceTile(g: Graphics, labels: Labels, id: string, r: Rect): void {
  const t = INFLUENCE_BY_ID[id]!;
  const colour = tileColour(id);
  g.roundRect(r.x + 2, r.y + 3, r.w, r.h, 7).fill({ color: 0x000000, alpha: 0.3 });
  g.roundRect(r.x, r.y, r.w, r.h, 7).fill(colour).stroke({ width: 1.5, color: EDGE });
  g.roundRect(r.x + 4, r.y + 4, r.w - 8, r.h - 8, 5).stroke({ width: 1, color: shade(colour, 0.7) });
  const name = t.colour === 'any' ? anyCityName() : cityName(t.colour);
  // A long name (“Cualquier ciudad”) takes two lines; a word longer than the tile is wide
  // is not broken but shrunk, and the lines keep above the shards.
  const label = text(labels, name, r.x + r.w / 2, r.y + 7, 13, inkOn(colour), sans({ ...bold, wordWrap: true, wordWrapWidth: r.w - 8, align: 'center', lineHeight: 14 }), [0.5, 0]);
  fitBox(label, r.w - 8, TILE_NAME_HEIGHT * r.h);
  label.label = TILE_NAME;
  for (let i = 0; i < t.shards; i++) shard(g, r.x + r.w / 2 + (i - (t.shards - 1) / 2) * 22, r.y + r.h * 0.5, 16);
  if (t.symbol === 'candidate') candidateSymbol(g, r.x + r.w / 2, r.y + r.h * 0.8, 18);
  if (t.symbol === 'assassin') assassinSymbol(g, r.x + r.w / 2, r.y + r.h * 0.8, 20);
}

function drawDisplay(g: Graphics, p: Graphics, labels: Labels, view: PeriklesView, marks: ReadonlySet<number>): void {
  const r = DISPLAY_RECT;
  panel(g, r, shade(PARCHMENT, 0.92), shade(PARCHMENT_DARK, 0.5));
  text(labels, tb('perikles.board.influenceTiles'), r.x + 14, r.y + 20, 18, INK, bold, [0, 0.5]);
  view.display.forEach((id, i) => {
    const b = boxRect(i);
    g.roundRect(b.x, b.y, b.w, b.h, 7).fill(PARCHMENT_DARK).stroke({ width: 1, color: shade(PARCHMENT_DARK, 0.7) });
    if (marks.has(i)) mark(p, b, 7);
    if (id) influenceTile(p, labels, id, b);
    else text(labels, tb('perikles.board.empty'), b.x + b.w / 2, b.y + b.h / 2, 12, shade(INK, 1.8), sans({ fontStyle: 'italic' }), [0.5, 0.5]);
  });
  // The face-down pile: a stack as high as it is.
  const pr = PILE_RECT;
  const layers = Math.min(6, Math.ceil(view.influencePile / 5));
  for (let i = layers - 1; i >= 0; i--) {
    p.roundRect(pr.x + i * 2, pr.y - i * 2, pr.w, pr.h, 7).fill(shade(0x7a5a36, 1 - i * 0.04)).stroke({ width: 1.2, color: EDGE });
  }
  text(labels, tb('perikles.board.pile', { n: view.influencePile }), pr.x + pr.w / 2, pr.y + pr.h + 12, 13, INK, sans(bold), [0.5, 0.5]);
}

/** Who commands the Persians matters from the commit phase on ([P5] EN:239): the player's panel says so then. */
function commandsPersians(view: PeriklesView, seat: Seat): boolean {
  return view.players[seat].commander === 'persians' && (view.phase === 'commit' || view.phase === 'battles');
}

function drawPlayer(g: Graphics, p: Graphics, labels: Labels, view: PeriklesView, seat: Seat, r: Rect): void {
  const pl = view.players[seat];
  const colour = seatColour(seat);
  const mine = view.seat === seat;
  panel(g, r, PARCHMENT, mine ? GOLD : shade(PARCHMENT_DARK, 0.5));
  if (mine) g.roundRect(r.x, r.y, r.w, r.h, 10).stroke({ width: 3, color: GOLD });
  woodCube(p, r.x + 22, r.y + 24, 22, colour);
  text(labels, seatName(seat), r.x + 44, r.y + 22, 19, INK, bold, [0, 0.5]);
  if (seat === view.firstPlayer) {
    p.circle(r.x + r.w - 20, r.y + 22, 11).fill(GOLD).stroke({ width: 1.2, color: EDGE });
    text(labels, '1', r.x + r.w - 20, r.y + 22, 13, INK, sans(bold), [0.5, 0.5]);
  }
  let y = r.y + 46;
  if (commandsPersians(view, seat)) {
    fitText(text(labels, tb('perikles.board.persianCommander'), r.x + 12, y, 15, shade(INK, 1.3), sans({ fontStyle: 'italic' }), [0, 0.5]), r.w - 24);
  } else {
    const led = CITY_IDS.filter((c) => view.cities[c].leader === seat);
    led.forEach((c, i) => {
      const x = r.x + 12 + i * 34;
      p.roundRect(x, y - 10, 28, 20, 4).fill(hex(CITIES[c].colour)).stroke({ width: 1, color: EDGE });
      text(labels, cityName(c).slice(0, 2), x + 14, y, 13, inkOn(hex(CITIES[c].colour)), sans(bold), [0.5, 0.5]);
    });
  }
  y += 24;
  // The Influence tiles held this turn (small), then the Location tiles won.
  text(labels, tb('perikles.board.tilesHeld'), r.x + 12, y, 14, shade(INK, 1.3), sans(), [0, 0.5]);
  pl.tiles.forEach((id, i) => {
    const x = r.x + 12 + (i % 8) * 21;
    const ty = y + 12 + Math.floor(i / 8) * 24;
    const colour = tileColour(id);
    p.roundRect(x, ty, 17, 22, 3).fill(colour).stroke({ width: 1, color: EDGE });
    const t = INFLUENCE_BY_ID[id]!;
    text(labels, String(t.shards), x + 8.5, ty + 11, 13, inkOn(colour), sans(bold), [0.5, 0.5]);
  });
  y += 48;
  const vp = pl.won.reduce((n, id) => n + (LOCATION_BY_ID[id]?.vp ?? 0), 0);
  fitText(text(labels, `${tb('perikles.board.wonTiles')}: ${pl.won.length} · ${tb('perikles.board.vp', { n: vp })}`, r.x + 12, y, 15, INK, sans(), [0, 0.5]), r.w - 24);
  y += 24;
  const special = pl.special
    ? (pl.specialUsed ? tb('perikles.board.specialUsed', { tile: specialName(pl.special) }) : specialName(pl.special))
    : tb('perikles.board.specialHidden');
  p.roundRect(r.x + 10, y - 11, r.w - 20, 22, 5).fill(pl.special && !pl.specialUsed ? 0x3c2f5c : shade(PARCHMENT_DARK, 0.95));
  fitText(text(labels, special, r.x + r.w / 2, y, 14, pl.special && !pl.specialUsed ? 0xf4ead0 : INK, sans(), [0.5, 0.5]), r.w - 26);
}

/**
 * A side's counters in rows: face up with type and strength, face down with type only. As large
 * as the room allows: a big commitment shrinks them rather than spilling out of the box.
 */
function counterRows(p: Graphics, labels: Labels, counters: PeriklesView['counters'], x: number, y: number, w: number, h: number): void {
  const gap = 5;
  const fits = (size: number): boolean => Math.ceil(counters.length / Math.max(1, Math.floor((w + gap) / (size + gap)))) * (size + gap) - gap <= h;
  const s = [40, 34, 28, 24, 20].find(fits) ?? 20;
  const per = Math.max(1, Math.floor((w + gap) / (s + gap)));
  const k = s / 40;
  counters.forEach((c, i) => {
    const cx = x + s / 2 + (i % per) * (s + gap);
    const cy = y + s / 2 + Math.floor(i / per) * (s + gap);
    const colour = forceColour(c.force);
    const up = c.strength !== null;
    militaryCounter(p, cx, cy, s, colour, up);
    const ink = up ? inkOn(colour) : inkOn(shade(colour, 0.55));
    unitGlyph(p, c.kind, cx - (up ? 8 * k : 0), cy, (up ? 8 : 10) * k, ink);
    if (up) text(labels, String(c.strength), cx + 10 * k, cy + 1, Math.round(20 * k), ink, sans(bold), [0.5, 0.5]);
  });
}

function unitRow(g: Graphics, kinds: readonly UnitKind[], x: number, y: number, fill: number): void {
  kinds.forEach((k, i) => {
    g.roundRect(x + i * 24, y - 10, 21, 20, 4).fill(fill).stroke({ width: 1, color: EDGE });
    unitGlyph(g, k, x + i * 24 + 10.5, y, 6.5, 0xffffff);
  });
}

function drawLocation(g: Graphics, p: Graphics, labels: Labels, view: PeriklesView, slot: number): void {
  const r = cellRect(slot);
  const s = view.slots[slot]!;
  const loc = LOCATION_BY_ID[s.tile]!;
  const colour = hex(CITIES[loc.city].colour);
  panel(g, r, PARCHMENT, shade(colour, 0.5));
  // The Location tile: city stripe, name, VP, battle order, intrinsic units.
  g.roundRect(r.x, r.y, r.w, 70, 10).fill(shade(colour, 1.35));
  g.rect(r.x, r.y + 60, r.w, 10).fill(shade(colour, 1.35));
  g.roundRect(r.x, r.y, 12, 70, 6).fill(colour);
  g.moveTo(r.x, r.y + 70).lineTo(r.x + r.w, r.y + 70).stroke({ width: 1.5, color: shade(colour, 0.55) });
  fitText(text(labels, locationName(loc.id), r.x + 20, r.y + 17, 21, INK, bold, [0, 0.5]), r.w - 80);
  text(labels, cityName(loc.city), r.x + 20, r.y + 38, 14, shade(INK, 1.3), sans(), [0, 0.5]);
  p.circle(r.x + r.w - 28, r.y + 26, 19).fill(0xfdf8ea).stroke({ width: 2, color: 0xb08a2e });
  text(labels, String(loc.vp), r.x + r.w - 28, r.y + 23, 19, INK, sans(bold), [0.5, 0.5]);
  text(labels, tb('perikles.board.vp', { n: '' }).trim(), r.x + r.w - 28, r.y + 37, 9, INK, sans(), [0.5, 0.5]);
  // Battle order, left to right.
  loc.rounds.forEach((k, i) => {
    const x = r.x + 32 + i * 38;
    if (i > 0) text(labels, '→', x - 19, r.y + 57, 15, INK, sans(), [0.5, 0.5]);
    unitGlyph(p, k, x, r.y + 57, 10, INK);
  });
  unitRow(p, loc.defenders, r.x + 120, r.y + 57, 0x7d7d7d);
  unitRow(p, loc.rebels, r.x + 120 + loc.defenders.length * 24, r.y + 57, 0x7a3f9a);

  // The two sides.
  const half = (r.w - 30) / 2;
  for (const [i, side] of (['attack', 'defend'] as const).entries()) {
    const x = r.x + 10 + i * (half + 10);
    const y = r.y + 80;
    const who = side === 'attack' ? s.attacker : s.defender;
    g.roundRect(x, y, half, r.h - 90, 6).fill({ color: side === 'attack' ? 0xb83a2a : 0x2a5a8a, alpha: 0.08 });
    fitText(text(labels, tb(side === 'attack' ? 'perikles.board.attacker' : 'perikles.board.defender'), x + 6, y + 11, 14, side === 'attack' ? 0x8a2a1e : 0x1f4a78, sans(bold), [0, 0.5]), half - 10);
    if (who) {
      p.roundRect(x + 6, y + 23, half - 12, 20, 5).fill(commanderColour(who)).stroke({ width: 1, color: EDGE });
      fitText(text(labels, commanderName(who), x + half / 2, y + 33, 14, inkOn(commanderColour(who)), sans(bold), [0.5, 0.5]), half - 16);
    }
    const mine = view.counters.filter((c) => c.place === 'location' && c.slot === slot && c.side === side);
    counterRows(p, labels, mine, x + 4, y + 50, half - 8, r.h - 90 - 56 - (s.outcome ? 34 : 0));
  }
  if (s.outcome) {
    const won = s.outcome.winner && !s.outcome.setAside ? s.outcome.winner : null;
    const band = { x: r.x + 8, y: r.y + r.h - 40, w: r.w - 16, h: 30 };
    p.roundRect(band.x, band.y, band.w, band.h, 6).fill({ color: won ? commanderColour(won) : 0x555049, alpha: 0.95 }).stroke({ width: 1.5, color: EDGE });
    const words = won ? tb('perikles.board.wonBy', { seat: commanderName(won) }) : tb('perikles.board.setAside');
    fitText(text(labels, words, band.x + band.w / 2, band.y + band.h / 2, 16, inkOn(won ? commanderColour(won) : 0x555049), sans(bold), [0.5, 0.5]), band.w - 10);
  }
}

function drawPersia(g: Graphics, p: Graphics, labels: Labels, view: PeriklesView): void {
  const r = PERSIA_RECT;
  const colour = hex(PERSIA.colour);
  panel(g, r, shade(colour, 0.55), EDGE);
  // The shield: a crescent-topped Persian wicker shield.
  const cx = r.x + r.w / 2;
  const cy = r.y + 108;
  g.ellipse(cx, cy, 78, 88).fill(colour).stroke({ width: 3, color: 0x6d5a2a });
  g.ellipse(cx, cy, 64, 74).stroke({ width: 2, color: 0x8c7a46 });
  for (let k = -3; k <= 3; k++) g.moveTo(cx + k * 16, cy - 70 + Math.abs(k) * 6).lineTo(cx + k * 16, cy + 70 - Math.abs(k) * 6).stroke({ width: 1, color: 0xa49a86 });
  text(labels, tb('perikles.board.persianShield'), cx, r.y + 16, 18, 0xf4ead0, bold, [0.5, 0.5]);
  const home = homeCounts(view, 'persia');
  militaryCounter(p, cx - 34, cy, 40, colour, true);
  unitGlyph(p, 'hoplite', cx - 34, cy, 11, INK);
  text(labels, `×${home.h}`, cx - 34, cy + 34, 17, INK, sans(bold), [0.5, 0.5]);
  fitText(text(labels, kindName('hoplite'), cx - 60, cy + 102, 15, 0xf4ead0, sans(), [0.5, 0.5]), 100);
  militaryCounter(p, cx + 34, cy, 40, colour, true);
  unitGlyph(p, 'trireme', cx + 34, cy, 11, INK);
  text(labels, `×${home.t}`, cx + 34, cy + 34, 17, INK, sans(bold), [0.5, 0.5]);
  fitText(text(labels, kindName('trireme'), cx + 60, cy + 102, 15, 0xf4ead0, sans(), [0.5, 0.5]), 100);
}
