// The PixiJS v8 scene of the board: map art, theaters, links, pieces, City-State displays, Honor
// track, highlights; pan/zoom. It draws what it is given and reports clicks and hovers; it holds
// no rules (movement answers come from src-shared/rules/movement.ts through Board.tsx).
import {
  Application, Container, Ellipse, Graphics, Matrix, Polygon, Rectangle, RenderTexture, Sprite, Text, Texture,
  type FederatedPointerEvent, type TextStyleOptions,
} from 'pixi.js';
import { THEATERS } from '../../src-shared/data/board.js';
import {
  FACTIONS_OF, FORCES_OF, type Faction, type Force, type Side, type UnitKind,
} from '../../src-shared/model/ids.js';
import type { GameView } from '../../src-shared/view.js';
import {
  BOARD_H, BOARD_W, DISPLAY_W, FACTION_COLOR, FACTION_LETTER, FACTION_NAME, FORCE_COLOR, INK, ISSUE_ABBR,
  ISSUE_COLOR, LAND, LAND_BLOBS, LAND_BORDER, LINK_BY_KEY, LINK_GEOMS, LINK_STYLE, NAVAL_BORDER, PARCHMENT,
  PERSIA_BOX, PERSIA_COLOR, SEA, SEA_DEEP, SHORE, THEATER_RX, THEATER_RY, TRACK, WORLD, hash01, honorBox,
  offsetLine, theaterPos, wobble, type LinkGeom, type Pt,
} from './layout.js';
import { amphora, counter, cube, disc, hexCylinder, markerStack, meeple, pawn, rod, shade } from './pieces.js';

export interface BoardHighlight {
  /** Theaters the selected unit can end its move in (9.32). */
  reachable: number[];
  /** Path from the start to each reachable theater, both ends included. */
  paths: Record<number, number[]>;
  /** Links the unit cannot take, with the engine's reason. */
  blocked: { link: string; reason: string }[];
  /** The theater the unit starts in. */
  from?: number;
}

export interface UnitRef { theater: number; force: Force; kind: UnitKind }

export interface SceneCallbacks {
  onTheaterTap(id: number | 'persia'): void;
  onUnitTap(u: UnitRef): void;
  onLinkHover(key: string | null, clientX: number, clientY: number): void;
}

const ORDER: readonly Force[] = [...FORCES_OF.athens, ...FORCES_OF.sparta];
/** The bundled font (assets/fonts, DejaVu Sans; @font-face in styles.css): Greek and Spanish everywhere. */
const BUNDLED = '"Pericles Sans"';
const FONT = `Georgia, "DejaVu Serif", ${BUNDLED}, serif`;
const SANS = `${BUNDLED}, "DejaVu Sans", Verdana, Arial, sans-serif`;

/** Canvas text does not redraw when a font arrives: load the bundled faces before the first draw. */
async function loadBundledFont(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  await Promise.all([`400 16px ${BUNDLED}`, `700 16px ${BUNDLED}`].map((f) => document.fonts.load(f))).catch(() => undefined);
}
const GOLD = 0xffc22e;
const BLOCK = 0xd0202a;

function txt(s: string, size: number, fill: number, extra: Partial<TextStyleOptions> = {}, resolution = 2): Text {
  const t = new Text({ text: s, style: { fontFamily: FONT, fontSize: size, fill, ...extra }, resolution });
  return t;
}
const ROW = 38;
/** Pixels per board unit of the baked name plates and of the baked pieces/displays. */
const LABEL_RES = 3;
const VIEW_RES = 2;
/** Room kept above the board at zoom-to-fit for the DOM toolbar, when it cannot sit beside the map. */
const FIT_TOP = 44;
/** Width of the DOM toolbar (zoom, fit, pieces, legend) in screen pixels. */
const TOOLBAR_W = 100;
/** Theater name size in board units (#16: readable at zoom-to-fit). */
const NAME_SIZE = 32;

function countText(n: number, size = 26): Text {
  const t = new Text({
    text: String(n),
    style: { fontFamily: SANS, fontSize: size, fontWeight: 'bold', fill: INK, stroke: { color: 0xffffff, width: 5 } },
    resolution: 2,
  });
  t.anchor.set(0, 0.5);
  return t;
}
function clearLayer(c: Container): void {
  for (const ch of c.removeChildren()) ch.destroy({ children: true });
}

function polyline(g: Graphics, pts: readonly Pt[]): Graphics {
  const [first, ...rest] = pts;
  if (!first) return g;
  g.moveTo(first.x, first.y);
  for (const p of rest) g.lineTo(p.x, p.y);
  return g;
}

function dashedPolyline(g: Graphics, pts: readonly Pt[], dash: number, gap: number): void {
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

interface Anim { update(now: number): boolean }

/** Largest side (device pixels) of a raster of the static art: within every GPU's limits. */
const MAX_RASTER = 4096;
/** Most device pixels per board unit the close-up raster is drawn at (the zoom limit is 4). */
const MAX_DETAIL_RES = 4;

/** The WebGL renderer string (e.g. "… SwiftShader …"), when the browser tells it. */
function glRendererName(gl: WebGLRenderingContext | WebGL2RenderingContext): string {
  try {
    const ext = gl.getExtension('WEBGL_debug_renderer_info');
    return String(gl.getParameter(ext ? ext.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  } catch {
    return '';
  }
}

/**
 * The board's canvas and WebGL context, made here rather than by Pixi so the renderer can be
 * checked first. On software GL (SwiftShader) Pixi's batch shader, which picks one of up to 16
 * textures per pixel with an if/else chain, samples every one of them for every pixel (SIMD
 * lanes run both sides of each branch): drawing one full-screen sprite cost ~450 ms. Reporting a
 * single texture unit makes Pixi build branch-free shaders (one texture per batch; more draw
 * calls, which are cheap there).
 */
function makeContext(): { canvas: HTMLCanvasElement; gl: WebGL2RenderingContext | WebGLRenderingContext | null; renderer: string; software: boolean } {
  const canvas = document.createElement('canvas');
  const attrs: WebGLContextAttributes = {
    alpha: false, premultipliedAlpha: true, antialias: false, stencil: true, preserveDrawingBuffer: false, powerPreference: 'default',
  };
  const gl = canvas.getContext('webgl2', attrs) ?? canvas.getContext('webgl', attrs);
  if (!gl) return { canvas, gl: null, renderer: '', software: false };
  const renderer = glRendererName(gl);
  const software = /swiftshader|llvmpipe|software/i.test(renderer);
  if (software) {
    const units = gl.MAX_TEXTURE_IMAGE_UNITS;
    const get = gl.getParameter.bind(gl) as (p: number) => unknown;
    Object.defineProperty(gl, 'getParameter', { value: (p: number): unknown => (p === units ? 1 : get(p)), configurable: true });
  }
  return { canvas, gl, renderer, software };
}

/** A raster of the static art: a sprite showing a region of the board drawn at `res` pixels per unit. */
interface Raster { sprite: Sprite; tex: RenderTexture; x: number; y: number; w: number; h: number; res: number }

/** The sections of a City-State display, each a part of the view of its own. */
const DISPLAY_SECTIONS = ['status', 'dominant', 'track', 'favor', 'council', 'extras', 'factions', 'decks'] as const;
type DisplaySection = typeof DISPLAY_SECTIONS[number];
/** An atlas shared by the view parts baked together; destroyed when no part uses it any more. */
interface SharedAtlas { tex: RenderTexture; refs: number }
/** A drawn part of the view: its key (null: not drawn), its slot on its layer, its atlas. */
interface ViewPart { key: string | null; slot: Container; atlas: SharedAtlas | null }
/** How to draw a part: the items to bake (off the stage); hit areas go straight into `slot`. */
interface PartSpec { id: string; layer: Container; key: string; draw: (slot: Container) => Container[] }

export class BoardScene {
  readonly app: Application;
  private readonly host: HTMLElement;
  private readonly cb: SceneCallbacks;
  /** The panned/zoomed container: a render group, so moving it re-uploads nothing (v8). */
  private readonly world = new Container({ isRenderGroup: true });
  private readonly linkLayer = new Container();
  private readonly linkHitLayer = new Container();
  private readonly theaterLayer = new Container();
  private readonly dimLayer = new Container();
  private readonly pieceLayer = new Container();
  private readonly overlayLayer = new Container();
  private readonly focusLayer = new Container();
  private readonly labelLayer = new Container();
  /**
   * Everything that never changes (sea, land, links, theater regions, display skeleton, Honor
   * track, legend). Not on the stage: it is drawn into a raster of bounded size once (`base`, the
   * whole board at about the fit zoom) and, when the zoom settles closer in, into a second raster
   * of just the region in view at the screen's resolution (`detail`). The GPU scales the sprites
   * while panning and zooming; nothing is redrawn per frame.
   */
  private readonly staticLayer = new Container();
  private readonly rasterLayer = new Container();
  private base: Raster | null = null;
  private detail: Raster | null = null;
  private refineTimer: ReturnType<typeof setTimeout> | undefined;
  /** True while the view is the zoom-to-fit view (a resize refits it). */
  private atFit = true;
  private readonly displayLayer = new Container();
  private readonly honorLayer = new Container();
  private readonly pulse = new Container();
  private view: GameView | null = null;
  private reducedMotion: boolean;
  private frameQueued = 0;
  private anims = new Set<Anim>();
  /** The theater the running camera animation pans to, if it is a reveal. */
  private revealing: number | 'persia' | null = null;
  private pointers = new Map<number, { x: number; y: number }>();
  private dragStart: { x: number; y: number; wx: number; wy: number } | null = null;
  private pinch: { d: number; s: number; mx: number; my: number; wx: number; wy: number } | null = null;
  /** True once the current press has moved far enough to be a drag, not a tap. */
  dragged = false;
  private resizeObs: ResizeObserver | null = null;
  private destroyed = false;
  private readonly domHandlers: [string, EventListener][] = [];
  /** Frame timing for the benchmark (ms of app.render()). */
  readonly renderTimes: number[] = [];
  /** performance.now() when the first frame with a game view was drawn (benchmark). */
  firstViewFrameAt: number | null = null;

  /** Milliseconds spent in the steps of building the scene (benchmark diagnostics). */
  readonly timings: Record<string, number> = {};
  /** The WebGL renderer string; "SwiftShader" means software GL (resolution 1 then). */
  readonly glRenderer: string;

  static async create(host: HTMLElement, cb: SceneCallbacks, reducedMotion: boolean): Promise<BoardScene> {
    const t0 = performance.now();
    const app = new Application();
    const { canvas, gl, renderer, software } = makeContext();
    const fonts = loadBundledFont();
    await app.init({
      canvas, ...(gl ? { context: gl as WebGL2RenderingContext } : {}),
      width: Math.max(1, host.clientWidth), height: Math.max(1, host.clientHeight),
      antialias: false, background: 0x2e241a, autoStart: false, sharedTicker: false,
      // Software GL fills every pixel on the CPU: one pixel per CSS pixel there.
      resolution: software ? 1 : Math.min(2, window.devicePixelRatio || 1), autoDensity: true, preference: 'webgl',
      // The board has its own accessible DOM mirror; Pixi's Tab-activated overlay is not wanted.
      accessibilityOptions: { enabledByDefault: false, activateOnTab: false, deactivateOnMouseMove: true, debug: false },
    });
    await fonts;
    const scene = new BoardScene(app, host, cb, reducedMotion, renderer);
    scene.timings.init = performance.now() - t0;
    return scene;
  }

  private constructor(app: Application, host: HTMLElement, cb: SceneCallbacks, reducedMotion: boolean, glRenderer: string) {
    this.app = app;
    this.host = host;
    this.cb = cb;
    this.reducedMotion = reducedMotion;
    app.ticker.stop();
    this.glRenderer = glRenderer;
    const canvas = app.canvas;
    canvas.style.display = 'block';
    canvas.style.touchAction = 'none';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.boardCanvas = 'true';
    host.appendChild(canvas);
    app.stage.addChild(this.world);
    const t0 = performance.now();
    this.staticLayer.addChild(this.drawBackground(), this.linkLayer, this.theaterLayer);
    this.world.addChild(
      this.rasterLayer, this.linkHitLayer, this.displayLayer,
      this.honorLayer, this.dimLayer, this.pieceLayer, this.overlayLayer, this.pulse, this.labelLayer, this.focusLayer,
    );
    // Only the hit areas and the units take pointer events; the rest is skipped by hit tests.
    for (const l of [this.rasterLayer, this.displayLayer, this.honorLayer, this.dimLayer, this.overlayLayer, this.pulse, this.labelLayer, this.focusLayer]) {
      l.eventMode = 'none';
    }
    this.drawLinks();
    this.drawTheaters();
    this.labelItems = [...this.labelSrc.children];
    this.drawDisplaySkeleton();
    this.drawHonorTrack();
    this.timings.build = performance.now() - t0;
    this.bindInput(canvas);
    this.fit(false);
    const t1 = performance.now();
    this.renderBase();
    this.timings.raster = performance.now() - t1;
    const t2 = performance.now();
    this.bakeLabels();
    this.timings.labels = performance.now() - t2;
    this.resizeObs = new ResizeObserver(() => this.resize());
    this.resizeObs.observe(host);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    cancelAnimationFrame(this.frameQueued);
    clearTimeout(this.refineTimer);
    this.resizeObs?.disconnect();
    for (const [ev, h] of this.domHandlers) this.app.canvas.removeEventListener(ev, h);
    this.dropRaster('base');
    this.dropRaster('detail');
    this.staticLayer.destroy({ children: true });
    for (const c of this.labelItems) c.destroy({ children: true });
    this.labelAtlas?.destroy(true);
    for (const p of this.parts.values()) this.dropPart(p);
    this.app.destroy({ removeView: true }, { children: true, texture: true, textureSource: true });
  }

  setReducedMotion(v: boolean): void {
    this.reducedMotion = v;
  }

  // ——— rendering on demand ———

  requestRender(): void {
    if (this.destroyed || this.frameQueued) return;
    this.frameQueued = requestAnimationFrame((now) => {
      this.frameQueued = 0;
      if (this.destroyed) return;
      for (const a of [...this.anims]) if (!a.update(now)) this.anims.delete(a);
      this.updateRasterVisibility();
      const t0 = performance.now();
      this.app.render();
      const t1 = performance.now();
      this.renderTimes.push(t1 - t0);
      if (this.firstViewFrameAt === null && this.view) {
        this.firstViewFrameAt = t1;
        this.timings.firstRender = t1 - t0;
      }
      if (this.renderTimes.length > 2000) this.renderTimes.splice(0, 1000);
      if (this.anims.size > 0) this.requestRender();
    });
  }

  private resize(): void {
    if (this.destroyed) return;
    const w = Math.max(1, this.host.clientWidth);
    const h = Math.max(1, this.host.clientHeight);
    if (w === this.app.screen.width && h === this.app.screen.height) return;
    this.app.renderer.resize(w, h);
    // The zoom-to-fit view follows the size; a view the user chose keeps its zoom (if still sane).
    if (this.atFit || !this.saneTransform()) this.fit(false);
    else this.scheduleRefine();
    // Resizing clears the canvas: draw now, before the browser paints, not a frame later (the
    // board flashed black whenever the prompt bar above it grew or shrank).
    this.updateRasterVisibility();
    this.app.render();
    this.requestRender();
  }

  private saneTransform(): boolean {
    const s = this.world.scale.x;
    return Number.isFinite(s) && s > 0 && Number.isFinite(this.world.position.x) && Number.isFinite(this.world.position.y);
  }

  // ——— view transform ———

  private publishTransform(): void {
    const d = this.host.dataset;
    d.viewScale = this.world.scale.x.toFixed(5);
    d.viewX = this.world.position.x.toFixed(2);
    d.viewY = this.world.position.y.toFixed(2);
  }

  /** Zoom-to-fit scale; always finite and positive, even for a host that is (still) tiny. */
  private fitScale(): number {
    const { width, height } = this.app.screen;
    const s = Math.min(Math.max(1, width) / WORLD.w, Math.max(1, height - this.fitTop(), height / 2) / WORLD.h);
    return Number.isFinite(s) && s > 0 ? s : 0.1;
  }

  /** The toolbar's room at zoom-to-fit: none when the map, fitted to the full height, leaves it a margin beside it. */
  private fitTop(): number {
    const { width, height } = this.app.screen;
    const full = Math.min(Math.max(1, width) / WORLD.w, Math.max(1, height) / WORLD.h);
    return (width - WORLD.w * full) / 2 >= TOOLBAR_W ? 0 : FIT_TOP;
  }

  private setTransform(s: number, x: number, y: number, fit = false): void {
    if (!Number.isFinite(s) || s <= 0 || !Number.isFinite(x) || !Number.isFinite(y)) {
      // Never leave the camera at NaN or a zero/negative scale (a blank canvas): fall back to fit.
      if (!fit) this.fit(false);
      return;
    }
    this.atFit = fit;
    this.world.scale.set(s);
    this.world.position.set(x, y);
    this.publishTransform();
    this.requestRender();
    this.scheduleRefine();
  }

  private scheduleRefine(): void {
    clearTimeout(this.refineTimer);
    this.refineTimer = setTimeout(() => this.refineStatic(), 220);
  }

  private dropRaster(which: 'base' | 'detail'): void {
    const r = this[which];
    if (!r) return;
    r.sprite.destroy();
    r.tex.destroy(true);
    this[which] = null;
  }

  /** Draws the region (x, y, w, h) of the static art into a new raster at `res` pixels per unit. */
  private rasterize(x: number, y: number, w: number, h: number, res: number): Raster {
    const pw = Math.max(1, Math.ceil(w * res));
    const ph = Math.max(1, Math.ceil(h * res));
    const tex = RenderTexture.create({ width: pw, height: ph, resolution: 1, antialias: true });
    this.app.renderer.render({
      container: this.staticLayer, target: tex, clear: true, clearColor: [0, 0, 0, 0],
      transform: new Matrix(res, 0, 0, res, -x * res, -y * res),
    });
    const sprite = new Sprite(tex);
    sprite.position.set(x, y);
    sprite.scale.set(1 / res);
    sprite.eventMode = 'none';
    // The art is opaque: no blending (software GL reads back every pixel to blend).
    sprite.blendMode = 'none';
    return { sprite, tex, x, y, w, h, res };
  }

  /** The whole board at about the zoom-to-fit resolution (bounded): drawn once. */
  private renderBase(): void {
    const dpr = this.app.renderer.resolution;
    const res = Math.min(MAX_RASTER / WORLD.w, MAX_RASTER / WORLD.h, Math.max(0.5, this.fitScale() * dpr * 1.1));
    this.dropRaster('base');
    this.base = this.rasterize(WORLD.x, WORLD.y, WORLD.w, WORLD.h, res);
    this.rasterLayer.addChildAt(this.base.sprite, 0);
    this.requestRender();
  }

  /**
   * When the zoom settles closer than the base raster's resolution, the region in view (and a
   * margin for panning) is drawn again at the screen's resolution, bounded to MAX_RASTER pixels.
   */
  private refineStatic(): void {
    if (this.destroyed || !this.base || !this.saneTransform()) return;
    const dpr = this.app.renderer.resolution;
    const s = this.world.scale.x;
    const want = Math.min(MAX_DETAIL_RES, s * dpr);
    if (want <= this.base.res * 1.15) {
      if (this.detail) {
        this.dropRaster('detail');
        this.requestRender();
      }
      return;
    }
    const { width, height } = this.app.screen;
    const vx = -this.world.position.x / s;
    const vy = -this.world.position.y / s;
    const vw = width / s;
    const vh = height / s;
    const d = this.detail;
    // The current close-up still covers the view at about this resolution: keep it.
    if (d && Math.abs(d.res - want) / want < 0.15 && vx >= d.x && vy >= d.y && vx + vw <= d.x + d.w && vy + vh <= d.y + d.h) return;
    const res = Math.min(want, MAX_RASTER / (vw * 2), MAX_RASTER / (vh * 2)) >= want * 0.99
      ? want
      : Math.min(want, MAX_RASTER / (vw * 1.2), MAX_RASTER / (vh * 1.2));
    const mw = Math.min(vw / 2, (MAX_RASTER / res - vw) / 2);
    const mh = Math.min(vh / 2, (MAX_RASTER / res - vh) / 2);
    const x0 = Math.max(WORLD.x, vx - Math.max(0, mw));
    const y0 = Math.max(WORLD.y, vy - Math.max(0, mh));
    const x1 = Math.min(WORLD.x + WORLD.w, vx + vw + Math.max(0, mw));
    const y1 = Math.min(WORLD.y + WORLD.h, vy + vh + Math.max(0, mh));
    if (x1 <= x0 || y1 <= y0) return;
    const t0 = performance.now();
    this.dropRaster('detail');
    this.detail = this.rasterize(x0, y0, x1 - x0, y1 - y0, res);
    this.rasterLayer.addChild(this.detail.sprite);
    this.timings.detail = performance.now() - t0;
    this.requestRender();
  }

  /** The base raster is not drawn while the close-up covers the whole view (one less full-screen fill). */
  private updateRasterVisibility(): void {
    if (!this.base) return;
    const d = this.detail;
    if (!d) {
      this.base.sprite.visible = true;
      return;
    }
    const s = this.world.scale.x;
    const { width, height } = this.app.screen;
    const vx = -this.world.position.x / s;
    const vy = -this.world.position.y / s;
    const covers = vx >= d.x && vy >= d.y && vx + width / s <= d.x + d.w && vy + height / s <= d.y + d.h;
    this.base.sprite.visible = !covers;
  }

  /** After a lost and restored GL context the rasters' pixels are gone: draw them again. */
  private redrawRasters(): void {
    if (this.destroyed) return;
    this.dropRaster('detail');
    this.renderBase();
    this.bakeLabels();
    this.scheduleRefine();
  }

  private animateTo(s: number, x: number, y: number, ms = 160, fit = false): void {
    if (!Number.isFinite(s) || s <= 0 || !Number.isFinite(x) || !Number.isFinite(y)) return;
    this.atFit = fit;
    this.revealing = null;
    if (this.reducedMotion || ms <= 0) {
      this.setTransform(s, x, y, fit);
      return;
    }
    const s0 = this.world.scale.x;
    const x0 = this.world.position.x;
    const y0 = this.world.position.y;
    // The clock starts at the first frame: a frame's timestamp can be older than this call (a
    // frame queued before it), which made k negative and threw the view far the other way.
    let start: number | null = null;
    for (const a of this.anims) if ((a as { zoom?: boolean }).zoom) this.anims.delete(a);
    const anim: Anim & { zoom: boolean } = {
      zoom: true,
      update: (now) => {
        start ??= now;
        const k = Math.max(0, Math.min(1, (now - start) / ms));
        const e = 1 - (1 - k) * (1 - k);
        if (k >= 1) {
          this.setTransform(s, x, y, fit);
          return false;
        }
        this.world.scale.set(s0 + (s - s0) * e);
        this.world.position.set(x0 + (x - x0) * e, y0 + (y - y0) * e);
        this.publishTransform();
        return true;
      },
    };
    this.anims.add(anim);
    this.requestRender();
  }

  fit(animate = true): void {
    const s = this.fitScale();
    const { width, height } = this.app.screen;
    const x = (width - WORLD.w * s) / 2 - WORLD.x * s;
    const reserve = this.fitTop();
    const top = height - reserve >= height / 2 ? reserve : 0;
    const y = top + (height - top - WORLD.h * s) / 2 - WORLD.y * s;
    if (animate) this.animateTo(s, x, y, 160, true);
    else this.setTransform(s, x, y, true);
  }

  /** Zoom by factor f about screen point (cx, cy) (default: the centre). */
  zoomBy(f: number, cx?: number, cy?: number, animate = false): void {
    const { width, height } = this.app.screen;
    const px = cx ?? width / 2;
    const py = cy ?? height / 2;
    const s0 = this.world.scale.x;
    const s = Math.max(this.fitScale() * 0.7, Math.min(4, s0 * f));
    const k = s / s0;
    const x = px - (px - this.world.position.x) * k;
    const y = py - (py - this.world.position.y) * k;
    if (animate) this.animateTo(s, x, y, 120);
    else { this.stopCamera(); this.setTransform(s, x, y); }
  }

  panBy(dx: number, dy: number): void {
    this.stopCamera();
    this.setTransform(this.world.scale.x, this.world.position.x + dx, this.world.position.y + dy);
  }

  /** The player moved the view: a camera animation still running must not take it back. */
  private stopCamera(): void {
    for (const a of this.anims) if ((a as { zoom?: boolean }).zoom) this.anims.delete(a);
    this.revealing = null;
  }

  /** Centre the view on a theater (keyboard focus), keeping the zoom. */
  reveal(id: number | 'persia'): void {
    const p = id === 'persia' ? { x: PERSIA_BOX.x + PERSIA_BOX.w / 2, y: PERSIA_BOX.y + PERSIA_BOX.h / 2 } : theaterPos(id);
    const s = this.world.scale.x;
    const sx = p.x * s + this.world.position.x;
    const sy = p.y * s + this.world.position.y;
    const { width, height } = this.app.screen;
    if (sx > 60 && sx < width - 60 && sy > 60 && sy < height - 60) return;
    // Already on its way there: asked again (each redraw of the board asks), a restart would
    // begin again from where the pan stands, and a page that redraws faster than it paints
    // frames would never get there.
    if (this.revealing === id && [...this.anims].some((a) => (a as { zoom?: boolean }).zoom)) return;
    this.animateTo(s, width / 2 - p.x * s, height / 2 - p.y * s);
    this.revealing = id;
  }

  /**
   * Keep a theater in view (#16: the Expedition Theater during a muster, movement or battle): a
   * zoomed view pans to it when it is off screen; the zoom-to-fit view already shows everything.
   */
  keepInView(id: number | 'persia'): void {
    if (this.atFit) return;
    this.reveal(id);
  }

  setPiecesVisible(v: boolean): void {
    this.pieceLayer.visible = v;
    this.requestRender();
  }
  get piecesVisible(): boolean {
    return this.pieceLayer.visible;
  }

  private bindInput(canvas: HTMLCanvasElement): void {
    const on = (ev: string, h: EventListener, opts?: AddEventListenerOptions): void => {
      canvas.addEventListener(ev, h, opts);
      this.domHandlers.push([ev, h]);
    };
    const local = (e: PointerEvent | WheelEvent): { x: number; y: number } => {
      const r = canvas.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    on('pointerdown', ((e: PointerEvent) => {
      const p = local(e);
      this.pointers.set(e.pointerId, p);
      if (this.pointers.size === 1) {
        this.dragged = false;
        this.dragStart = { x: p.x, y: p.y, wx: this.world.position.x, wy: this.world.position.y };
      } else if (this.pointers.size === 2) {
        const [p1, p2] = [...this.pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
        this.pinch = {
          d: Math.hypot(p1.x - p2.x, p1.y - p2.y) || 1, s: this.world.scale.x,
          mx: (p1.x + p2.x) / 2, my: (p1.y + p2.y) / 2, wx: this.world.position.x, wy: this.world.position.y,
        };
        this.dragged = true;
      }
    }) as EventListener);
    on('pointermove', ((e: PointerEvent) => {
      if (!this.pointers.has(e.pointerId)) return;
      const p = local(e);
      this.pointers.set(e.pointerId, p);
      if (this.pinch && this.pointers.size >= 2) {
        const [p1, p2] = [...this.pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
        const d = Math.hypot(p1.x - p2.x, p1.y - p2.y) || 1;
        const mx = (p1.x + p2.x) / 2;
        const my = (p1.y + p2.y) / 2;
        const s = Math.max(this.fitScale() * 0.7, Math.min(4, this.pinch.s * (d / this.pinch.d)));
        const k = s / this.pinch.s;
        this.setTransform(s, mx - (this.pinch.mx - this.pinch.wx) * k, my - (this.pinch.my - this.pinch.wy) * k);
        return;
      }
      const st = this.dragStart;
      if (!st) return;
      const dx = p.x - st.x;
      const dy = p.y - st.y;
      if (!this.dragged && Math.hypot(dx, dy) > 5) {
        this.dragged = true;
        canvas.setPointerCapture?.(e.pointerId);
      }
      if (this.dragged) this.setTransform(this.world.scale.x, st.wx + dx, st.wy + dy);
    }) as EventListener);
    const up = ((e: PointerEvent) => {
      this.pointers.delete(e.pointerId);
      if (this.pointers.size < 2) this.pinch = null;
      if (this.pointers.size === 0) this.dragStart = null;
    }) as EventListener;
    on('pointerup', up);
    on('pointercancel', up);
    // A lost and restored GL context (driver reset, GPU memory pressure) empties the rasters.
    on('webglcontextrestored', (() => setTimeout(() => {
      this.redrawRasters();
      this.setView(this.view, true);
    }, 0)) as EventListener);
    on('wheel', ((e: WheelEvent) => {
      e.preventDefault();
      const p = local(e);
      const unit = e.deltaMode === 1 ? 30 : 1;
      this.zoomBy(Math.exp(-e.deltaY * unit * 0.0015), p.x, p.y);
    }) as EventListener, { passive: false });
  }

  // ——— static art ———

  private drawBackground(): Container {
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
    const seaLabels: [string, number, number, number][] = [
      ['IONIAN SEA', 1000, 1600, -0.2], ['AEGEAN SEA', 2230, 1130, -1.35], ['SEA OF CRETE', 1750, 1720, 0],
      ['MACEDONIA', 1420, 250, 0], ['ASIA MINOR', 2820, 1500, -1.2], ['THRACE', 2330, 130, 0],
    ];
    for (const [s, x, y, r] of seaLabels) {
      const t = txt(s, 30, 0x3c6a85, { fontStyle: 'italic', letterSpacing: 10 });
      t.anchor.set(0.5);
      t.position.set(x, y);
      t.rotation = r;
      t.alpha = 0.7;
      c.addChild(t);
    }
    const title = txt('PERICLES', 64, 0x5a4020, { fontWeight: 'bold', letterSpacing: 18 });
    title.anchor.set(0.5);
    title.position.set(900, 100);
    title.alpha = 0.75;
    const sub = txt('The Peloponnesian Wars', 26, 0x5a4020, { fontStyle: 'italic' });
    sub.anchor.set(0.5);
    sub.position.set(900, 155);
    sub.alpha = 0.75;
    c.addChild(title, sub, this.drawLegend());
    return c;
  }

  /** The printed legend: every link style, the base symbol, the two theater borders, a Granary. */
  private drawLegend(): Container {
    const c = new Container();
    const g = new Graphics();
    const x0 = 716;
    const y0 = 1688;
    g.roundRect(x0 + 4, y0 + 4, 560, 300, 10).fill({ color: 0x000000, alpha: 0.2 });
    g.roundRect(x0, y0, 560, 300, 10).fill(0xf7efd8).stroke({ width: 3, color: INK });
    c.addChild(g);
    const head = txt('Links (9.32)', 22, INK, { fontWeight: 'bold' });
    head.position.set(x0 + 16, y0 + 10);
    c.addChild(head);
    const rows: [LinkGeom['link']['type'], string][] = [
      ['land', 'Land: land units only (A)'],
      ['coastal', 'Coastal: land by land, naval by naval strength'],
      ['sea', 'Sea: land and naval both need naval strength'],
      ['naval', 'Naval: naval units only (D)'],
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
    const t5 = txt('Base symbol: that kind needs a friendly base in the theater it leaves', 16, INK, { wordWrap: true, wordWrapWidth: 410 });
    t5.anchor.set(0, 0.5);
    t5.position.set(x0 + 134, y5);
    c.addChild(t5);
    const y6 = y0 + 272;
    g.roundRect(x0 + 18, y6 - 13, 44, 26, 10).stroke({ width: 6, color: LAND_BORDER });
    g.roundRect(x0 + 74, y6 - 13, 44, 26, 10).stroke({ width: 3, color: NAVAL_BORDER });
    g.roundRect(x0 + 80, y6 - 8, 32, 16, 6).stroke({ width: 3, color: NAVAL_BORDER });
    amphora(g, x0 + 530, y6, 30);
    const t6 = txt('Land theater · Naval theater · Granary', 17, INK);
    t6.anchor.set(0, 0.5);
    t6.position.set(x0 + 134, y6);
    c.addChild(t6);
    return c;
  }

  private drawLinks(): void {
    for (const lg of LINK_GEOMS) {
      const g = new Graphics();
      drawLink(g, lg);
      this.linkLayer.addChild(g);
      // Hit area: a band round the segment, above the theater regions.
      const hit = new Container();
      const w = 18;
      const band = [...offsetLine(lg.pts, w), ...offsetLine(lg.pts, -w).reverse()];
      hit.hitArea = new Polygon(band.flatMap((p) => [p.x, p.y]));
      hit.eventMode = 'static';
      hit.cursor = 'help';
      hit.label = `link:${lg.key}`;
      hit.on('pointerover', (e: FederatedPointerEvent) => this.cb.onLinkHover(lg.key, e.clientX, e.clientY));
      hit.on('pointermove', (e: FederatedPointerEvent) => this.cb.onLinkHover(lg.key, e.clientX, e.clientY));
      hit.on('pointerout', (e: FederatedPointerEvent) => this.cb.onLinkHover(null, e.clientX, e.clientY));
      this.linkHitLayer.addChild(hit);
    }
  }

  private regionPoints(id: number): number[] {
    const p = theaterPos(id);
    return wobble(p.x, p.y, THEATER_RX, THEATER_RY, id * 13 + 1, 0.035, 48);
  }

  private drawTheaters(): void {
    for (const t of THEATERS) {
      const c = new Container();
      const g = new Graphics();
      const pts = this.regionPoints(t.id);
      g.poly(pts).fill({ color: 0xfbf4e0, alpha: 0.82 });
      if (t.type === 'land') {
        g.poly(pts).stroke({ width: 8, color: LAND_BORDER });
      } else {
        // Naval: blue double border (reads as a double line in greyscale).
        g.poly(pts).stroke({ width: 3.5, color: NAVAL_BORDER });
        g.poly(wobble(t.x, t.y, THEATER_RX - 8, THEATER_RY - 8, t.id * 13 + 1, 0.035, 48)).stroke({ width: 3.5, color: NAVAL_BORDER });
      }
      // Name plate straddling the top border, number badge at its left, amphora at its right.
      const border = t.type === 'land' ? LAND_BORDER : NAVAL_BORDER;
      const lg = new Graphics();
      // #16: large enough to read at zoom-to-fit on a laptop (about a third of a pixel per unit).
      const name = txt(t.name, NAME_SIZE, INK, { fontWeight: 'bold' }, LABEL_RES);
      name.anchor.set(0.5);
      const maxW = THEATER_RX * 2.2;
      if (name.width > maxW) name.scale.set(maxW / name.width);
      const pw = name.width + 22;
      const py = t.y - THEATER_RY + 2;
      lg.roundRect(t.x - pw / 2, py - NAME_SIZE * 0.7, pw, NAME_SIZE * 1.4, 10).fill(0xfbf4e0).stroke({ width: 2.5, color: border });
      name.position.set(t.x, py);
      const bx = t.x - pw / 2 - 16;
      lg.circle(bx, py, 24).fill(border).stroke({ width: 2.5, color: 0xffffff });
      if (t.granary) amphora(lg, t.x + pw / 2 + 14, py + 2, 34);
      c.addChild(g);
      const num = txt(String(t.id), 26, 0xffffff, { fontFamily: SANS, fontWeight: 'bold' }, LABEL_RES);
      num.anchor.set(0.5);
      num.position.set(bx, py);
      const labels = new Container();
      labels.addChild(lg, num, name);
      this.labelSrc.addChild(labels);
      this.theaterLayer.addChild(c);
      const hit = new Container();
      hit.eventMode = 'static';
      hit.cursor = 'pointer';
      hit.hitArea = new Ellipse(t.x, t.y, THEATER_RX, THEATER_RY);
      hit.label = `theater:${t.id}`;
      hit.on('pointertap', () => {
        if (!this.dragged) this.cb.onTheaterTap(t.id);
      });
      this.linkHitLayer.addChildAt(hit, 0);
    }
    // Persia (13.1): an abstract box with no links.
    const pg = new Graphics();
    const b = PERSIA_BOX;
    pg.roundRect(b.x + 4, b.y + 4, b.w, b.h, 10).fill({ color: 0x000000, alpha: 0.25 });
    pg.roundRect(b.x, b.y, b.w, b.h, 10).fill(0xe8d9b0).stroke({ width: 7, color: PERSIA_COLOR });
    pg.roundRect(b.x + 9, b.y + 9, b.w - 18, b.h - 18, 6).stroke({ width: 2, color: 0x8a6d2a });
    const pt = txt('PERSIA', 28, PERSIA_COLOR, { fontWeight: 'bold', letterSpacing: 4 });
    pt.anchor.set(0.5, 0);
    pt.position.set(b.x + b.w / 2, b.y + 12);
    const pc = new Container();
    pc.addChild(pg, pt);
    this.theaterLayer.addChild(pc);
    const hit = new Container();
    hit.eventMode = 'static';
    hit.cursor = 'pointer';
    hit.hitArea = new Rectangle(b.x, b.y, b.w, b.h);
    hit.label = 'theater:persia';
    hit.on('pointertap', () => {
      if (!this.dragged) this.cb.onTheaterTap('persia');
    });
    this.linkHitLayer.addChildAt(hit, 0);
  }

  // ——— City-State displays (3.12) ———

  private trackBoxX(pos: number): { x: number; w: number } {
    if (pos === 0) return { x: 320, w: 60 };
    if (pos > 0) return { x: 40 + (7 - Math.min(7, pos)) * 40, w: 40 };
    return { x: 380 + (Math.min(7, -pos) - 1) * 40, w: 40 };
  }

  private drawDisplaySkeleton(): void {
    const c = new Container();
    for (const side of ['athens', 'sparta'] as const) {
      const oy = side === 'athens' ? 0 : BOARD_H / 2;
      const col = side === 'athens' ? FORCE_COLOR.athens : FORCE_COLOR.sparta;
      const g = new Graphics();
      // Emblem: owl (Athens) or lambda shield (Sparta).
      if (side === 'athens') {
        g.circle(78, oy + 74, 40).fill(0x8e8a7c).stroke({ width: 3, color: INK });
        g.poly([52, oy + 44, 60, oy + 30, 68, oy + 42]).fill(0x8e8a7c).stroke({ width: 2, color: INK });
        g.poly([88, oy + 42, 96, oy + 30, 104, oy + 44]).fill(0x8e8a7c).stroke({ width: 2, color: INK });
        for (const ex of [63, 93]) g.circle(ex, oy + 66, 12).fill(0xf5e9b8).stroke({ width: 2, color: INK }).circle(ex, oy + 66, 5).fill(INK);
        g.poly([74, oy + 78, 82, oy + 78, 78, oy + 90]).fill(0xc99a3a).stroke({ width: 1.5, color: INK });
      } else {
        g.circle(78, oy + 74, 42).fill(0xb08a3a).stroke({ width: 3, color: INK });
        g.circle(78, oy + 74, 34).fill(col).stroke({ width: 2, color: 0x5a3a10 });
        g.moveTo(60, oy + 98).lineTo(78, oy + 50).lineTo(96, oy + 98).stroke({ width: 9, color: 0xf3e4c0 });
      }
      // Assembly track: [7+ … 1][0][1 … 7+] (3.12).
      for (let p = 7; p >= -7; p--) {
        const { x, w } = this.trackBoxX(p);
        const capture = Math.abs(p) === 7;
        g.rect(x, oy + 200, w, 160).fill(p === 0 ? 0xe3d3a4 : capture ? 0xd7c08a : 0xf7efd8).stroke({ width: 2, color: INK });
      }
      g.rect(40, oy + 200, 620, 160).stroke({ width: 4, color: INK });
      // Favor track: three boxes (7.2).
      for (let i = 0; i < 3; i++) g.rect(40 + i * 206.7, oy + 410, 206.7, 70).fill(i === 1 ? 0xe3d3a4 : 0xf7efd8).stroke({ width: 2, color: INK });
      // Strategoi Council (5.31) and stock.
      g.roundRect(40, oy + 530, 390, 120, 8).fill(0xf7efd8).stroke({ width: 3, color: col });
      g.roundRect(450, oy + 530, 210, 120, 8).fill(0xf7efd8).stroke({ width: 2, color: INK });
      c.addChild(g);
      const title = txt(side === 'athens' ? 'ATHENS' : 'SPARTA', 54, col, { fontWeight: 'bold', letterSpacing: 8 });
      title.position.set(136, oy + 34);
      c.addChild(title);
      const [f1, f2] = FACTIONS_OF[side];
      const lab = (s: string, x: number, y: number, size = 18, anchor = 0, extra: Partial<TextStyleOptions> = {}): void => {
        const t = txt(s, size, INK, extra);
        t.anchor.set(anchor, 0);
        t.position.set(x, y);
        c.addChild(t);
      };
      lab('Assembly track (6.13)', 40, oy + 140, 18, 0, { fontStyle: 'italic' });
      lab(`◀ ${FACTION_NAME[f1]}`, 46, oy + 172, 20, 0, { fontWeight: 'bold' });
      lab(`${FACTION_NAME[f2]} ▶`, 654, oy + 172, 20, 1, { fontWeight: 'bold' });
      for (let p = 7; p >= -7; p--) {
        const { x, w } = this.trackBoxX(p);
        lab(Math.abs(p) === 7 ? '7+' : String(Math.abs(p)), x + w / 2, oy + 334, 17, 0.5, { fontFamily: SANS, fontWeight: 'bold' });
      }
      lab('Assembly Favor (7.2)', 40, oy + 382, 18, 0, { fontStyle: 'italic' });
      lab(FACTION_NAME[f1], 143, oy + 452, 17, 0.5);
      lab('Neutral', 350, oy + 452, 17, 0.5);
      lab(FACTION_NAME[f2], 557, oy + 452, 17, 0.5);
      lab('Strategoi Council (5.31)', 52, oy + 538, 18, 0, { fontWeight: 'bold' });
      lab('Strategos stock', 462, oy + 538, 18, 0, { fontWeight: 'bold' });
    }
    this.staticLayer.addChild(c);
  }

  private drawHonorTrack(): void {
    const c = new Container();
    const g = new Graphics();
    for (let i = 0; i < 100; i++) {
      const b = honorBox(i);
      g.rect(b.x, b.y, b.w, b.h).fill(i % 10 === 0 ? 0xd9c48e : i % 2 ? 0xf3e8cb : 0xeadcb6).stroke({ width: 1.5, color: 0x6b5233 });
    }
    c.addChild(g);
    for (let i = 0; i < 100; i++) {
      const b = honorBox(i);
      const t = txt(String(i), i % 10 === 0 ? 22 : 18, INK, { fontFamily: SANS, fontWeight: i % 10 === 0 ? 'bold' : 'normal' });
      const top = b.y < 0;
      const bottom = b.y >= BOARD_H;
      t.anchor.set(0.5, 0.5);
      t.position.set(b.x + b.w / 2, top ? b.y + 16 : bottom ? b.y + b.h - 16 : b.y + b.h / 2);
      if (!top && !bottom) t.position.x = b.x < 0 ? b.x + 18 : b.x + b.w - 18;
      c.addChild(t);
    }
    const label = txt('HONOR', 20, 0xf3e8cb, { fontFamily: SANS, fontWeight: 'bold', letterSpacing: 6 });
    label.anchor.set(0.5);
    label.position.set(WORLD.x + TRACK / 2, BOARD_H / 2);
    label.rotation = -Math.PI / 2;
    c.addChild(label);
    this.staticLayer.addChild(c);
  }

  /** The theater name plates, kept to bake again after a lost GL context. */
  private readonly labelSrc = new Container();
  private labelAtlas: RenderTexture | null = null;
  /**
   * What the game view puts on the board, in keyed parts (a theater's contents, Persia, each
   * section of a Side's display, the Honor markers). A part is built (Graphics and Text, off the
   * stage) and baked into a texture atlas (see bake) only when its key changes; the parts rebuilt
   * together share one atlas, destroyed when the last of them is rebuilt. Each part's sprites (and
   * unit hit areas) live in its own slot, a child container of its layer made once, so z-order holds.
   */
  private readonly parts = new Map<string, ViewPart>();

  /**
   * Draws each item (a container in board units, off the stage) into one shared atlas texture at
   * `res` pixels per unit, and adds a sprite of its part of the atlas, at the item's place, to
   * the group's layer. One render pass; sprites of one texture batch into one draw call.
   */
  private bake(groups: { items: readonly Container[]; layer: Container }[], res: number): RenderTexture | null {
    const PAD = 3;
    const boxes: { it: Container; layer: Container; x: number; y: number; w: number; h: number }[] = [];
    for (const { items, layer } of groups) {
      for (const it of items) {
        const b = it.getBounds();
        if (!(b.width > 0 && b.height > 0) || !Number.isFinite(b.x) || !Number.isFinite(b.y)) continue;
        boxes.push({ it, layer, x: b.x - PAD, y: b.y - PAD, w: b.width + 2 * PAD, h: b.height + 2 * PAD });
      }
    }
    if (boxes.length === 0) return null;
    // Shelf packing, tallest first; shrink the resolution if it would not fit MAX_RASTER².
    boxes.sort((a, b) => b.h - a.h);
    let r = res;
    let placed: { px: number; py: number; pw: number; ph: number }[] = [];
    let W = 0;
    let H = 0;
    for (let attempt = 0; attempt < 8; attempt++) {
      placed = [];
      let ax = 0;
      let ay = 0;
      let rowH = 0;
      W = 0;
      for (const b of boxes) {
        const pw = Math.ceil(b.w * r);
        const ph = Math.ceil(b.h * r);
        if (ax > 0 && ax + pw > MAX_RASTER) {
          ax = 0;
          ay += rowH + 2;
          rowH = 0;
        }
        placed.push({ px: ax, py: ay, pw, ph });
        ax += pw + 2;
        rowH = Math.max(rowH, ph);
        W = Math.max(W, ax);
      }
      H = ay + rowH;
      if (H <= MAX_RASTER && W <= MAX_RASTER) break;
      r *= 0.8;
    }
    const tex = RenderTexture.create({ width: Math.max(1, W), height: Math.max(1, H), resolution: 1, antialias: true });
    const root = new Container();
    boxes.forEach((b, i) => {
      const p = placed[i] as { px: number; py: number; pw: number; ph: number };
      const holder = new Container();
      holder.scale.set(r);
      holder.position.set(p.px - b.x * r, p.py - b.y * r);
      holder.addChild(b.it);
      root.addChild(holder);
    });
    this.app.renderer.render({ container: root, target: tex, clear: true, clearColor: [0, 0, 0, 0] });
    boxes.forEach((b, i) => {
      const p = placed[i] as { px: number; py: number; pw: number; ph: number };
      const sp = new Sprite(new Texture({ source: tex.source, frame: new Rectangle(p.px, p.py, p.pw, p.ph) }));
      sp.position.set(b.x, b.y);
      sp.scale.set(1 / r);
      sp.eventMode = 'none';
      b.layer.addChild(sp);
    });
    // Detach the sources again (the labels are kept; the view's are destroyed by the caller).
    for (const b of boxes) b.it.parent?.removeChild(b.it);
    root.destroy({ children: true });
    return tex;
  }

  private bakeLabels(): void {
    clearLayer(this.labelLayer);
    this.labelAtlas?.destroy(true);
    this.labelAtlas = this.bake([{ items: this.labelItems, layer: this.labelLayer }], LABEL_RES);
  }
  private labelItems: Container[] = [];

  // ——— the game view ———


  /**
   * The parts of a view, in drawing order within each layer, each with its key: JSON of exactly
   * what its draw function reads of the view (equal keys, same pictures).
   */
  private viewParts(view: GameView): PartSpec[] {
    const specs: PartSpec[] = [];
    const queueSides = (place: string): Side[] => (view.queues[place] ?? []).map((m) => m.side);
    for (const t of THEATERS) {
      const id = t.id;
      const outOfPlay = !!t.onlyDuringPersianWar && view.persianWar !== 'inProgress';
      const key = outOfPlay
        ? 'out'
        : JSON.stringify([
          view.theaters[String(id)] ?? null, queueSides(String(id)),
          view.sides.athens.will?.theater === id, view.sides.sparta.will?.theater === id,
        ]);
      specs.push({ id: `theater:${id}`, layer: this.pieceLayer, key, draw: (slot) => this.drawTheaterContents(id, view, slot) });
    }
    specs.push({
      id: 'persia', layer: this.pieceLayer,
      key: JSON.stringify([view.persianBases, view.alcibiades === 'persia', queueSides('persia'), view.persiaOpen]),
      draw: () => [this.drawPersia(view)],
    });
    for (const side of ['athens', 'sparta'] as const) {
      const cs = view.sides[side];
      const keys: Record<DisplaySection, unknown> = {
        status: side === 'athens' ? [view.turn, view.lastTurn, view.war, view.plague] : [view.persianWar, view.persianBases],
        dominant: cs.dominant,
        track: cs.track.map((is) => [is.kind, is.pos, is.captured]),
        favor: cs.favor,
        council: [cs.council, cs.stock, cs.withheld],
        extras: [side === 'athens' && [view.stateShipAvailable, view.alcibiades === 'athens'], cs.will?.theater ?? null, cs.hostage],
        factions: FACTIONS_OF[side].map((f) => {
          const fv = view.factions[f];
          return [fv.honor, fv.handCount, fv.entourageCount, fv.strategos];
        }),
        decks: [cs.politicalDeckCount, cs.battleDeckCount, cs.discard.length],
      };
      for (const section of DISPLAY_SECTIONS) {
        specs.push({
          id: `display:${side}:${section}`, layer: this.displayLayer, key: JSON.stringify(keys[section]),
          draw: () => [this.drawDisplaySection(side, section, view)],
        });
      }
    }
    const honors = (['aristocrats', 'demagogues', 'eurypontids', 'agiads'] as Faction[]).map((f) => view.factions[f].honor);
    specs.push({ id: 'honor', layer: this.honorLayer, key: JSON.stringify(honors), draw: () => this.drawHonorMarkers(view) });
    return specs;
  }

  /** Removes a part's sprites and hit areas and lets go of its atlas (destroyed with its last part). */
  private dropPart(p: ViewPart): void {
    clearLayer(p.slot);
    const a = p.atlas;
    p.atlas = null;
    p.key = null;
    if (a && --a.refs <= 0) a.tex.destroy(true);
  }

  /**
   * Draws the view's pieces and displays: only the parts whose key changed are built and baked
   * again. A view that draws the same as the last one is skipped; `force` redraws every part.
   */
  setView(view: GameView | null, force = false): void {
    const t0 = performance.now();
    this.view = view;
    let rebuilt = 0;
    if (!view) {
      for (const p of this.parts.values()) this.dropPart(p);
    } else {
      const todo: { p: ViewPart; items: Container[] }[] = [];
      for (const spec of this.viewParts(view)) {
        let p = this.parts.get(spec.id);
        if (!p) {
          p = { key: null, slot: new Container(), atlas: null };
          spec.layer.addChild(p.slot);
          this.parts.set(spec.id, p);
        }
        if (!force && p.key === spec.key) continue;
        this.dropPart(p);
        p.key = spec.key;
        todo.push({ p, items: spec.draw(p.slot) });
      }
      rebuilt = todo.length;
      // The parts drawn now share one atlas: one render pass (a pass per part costs more, ~1.5 ms
      // each on software GL). Where a box lands in it can move an antialiased edge by a sample.
      const tex = this.bake(todo.map(({ p, items }) => ({ items, layer: p.slot })), VIEW_RES);
      if (tex) {
        const atlas = { tex, refs: todo.length };
        for (const { p } of todo) p.atlas = atlas;
      }
      for (const { items } of todo) for (const c of items) c.destroy({ children: true });
    }
    this.timings.setView = performance.now() - t0;
    this.timings.setViewParts = rebuilt;
    // Most decisions (cards, debates, log lines) change no part: nothing to draw again.
    if (rebuilt > 0 || !view) this.requestRender();
  }

  private drawTheaterContents(id: number, view: GameView, slot: Container): Container[] {
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
      hatch.poly(this.regionPoints(id).map((v, i) => (i % 2 === 0 ? v - p.x : v - p.y))).fill({ color: 0x555555, alpha: 0.55 });
      for (let k = -THEATER_RX; k < THEATER_RX; k += 16) hatch.moveTo(k, -THEATER_RY * 0.6).lineTo(k + 40, THEATER_RY * 0.7);
      hatch.stroke({ width: 2, color: 0x222222, alpha: 0.6 });
      c.addChild(hatch);
      const t = txt('Out of play (13.21)', 17, 0xffffff, { fontWeight: 'bold' });
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
      const col = FORCE_COLOR[f];
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
          if (!this.dragged) this.cb.onUnitTap({ theater: id, force: f, kind });
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
      counter(g, -THEATER_RX - 6, ly, 26, side === 'athens' ? 0xcfe0f7 : 0xf6d2cc, side === 'athens' ? FORCE_COLOR.athens : FORCE_COLOR.sparta);
      const t = txt(n > 1 ? `T${n}` : 'T', 15, INK, { fontFamily: SANS, fontWeight: 'bold' });
      t.anchor.set(0.5);
      t.position.set(-THEATER_RX - 6, ly);
      c.addChild(t);
      ly += 30;
    }
    for (const side of ['athens', 'sparta'] as const) {
      if (view.sides[side].will?.theater === id) {
        pawn(g, -THEATER_RX + 6, ly + 8, 30, side === 'athens' ? FORCE_COLOR.athens : FORCE_COLOR.sparta);
        ly += 34;
      }
    }
    // Face-down Theater issue markers (3.15): a stack whose height shows the count, top = last.
    const q = view.queues[String(id)] ?? [];
    if (q.length > 0) this.drawQueue(c, g, THEATER_RX + 4, -4, q.map((m) => m.side));
    return [c];
  }

  private drawQueue(c: Container, g: Graphics, x: number, y: number, sides: Side[]): void {
    markerStack(g, x, y, 26, sides.map((s) => (s === 'athens' ? 0x4f86d9 : 0xd24a3a)));
    const top = y - (Math.min(sides.length, 8) - 1) * 4;
    const t = txt(String(sides.length), 16, 0xffffff, { fontFamily: SANS, fontWeight: 'bold', stroke: { color: INK, width: 3 } });
    t.anchor.set(0.5);
    t.position.set(x, top);
    c.addChild(t);
  }

  private drawPersia(view: GameView): Container {
    const b = PERSIA_BOX;
    const c = new Container();
    const g = new Graphics();
    c.addChild(g);
    for (let i = 0; i < view.persianBases; i++) disc(g, b.x + 34 + (i % 4) * 36, b.y + 78 + Math.floor(i / 4) * 30, 14, PERSIA_COLOR);
    if (view.persianBases > 0) {
      const t = txt(`Persian bases ${view.persianBases}`, 15, INK, { fontFamily: SANS });
      t.position.set(b.x + 16, b.y + 48);
      c.addChild(t);
    }
    if (view.alcibiades === 'persia') {
      meeple(g, b.x + b.w - 36, b.y + b.h - 40, 40, PERSIA_COLOR);
      const t = txt('Alcibiades', 13, INK, { fontFamily: SANS });
      t.anchor.set(0.5, 0);
      t.position.set(b.x + b.w - 36, b.y + b.h - 18);
      c.addChild(t);
    }
    const q = view.queues.persia ?? [];
    if (q.length > 0) this.drawQueue(c, g, b.x + 30, b.y + b.h - 30, q.map((m) => m.side));
    if (!view.persiaOpen) {
      const t = txt('closed to issues (13.1)', 13, 0x5a4a30, { fontStyle: 'italic' });
      t.anchor.set(0.5, 0);
      t.position.set(b.x + b.w / 2, b.y + b.h - 22);
      c.addChild(t);
    }
    return c;
  }

  /**
   * One section of a Side's City-State display (they do not overlap, so each is baked on its own
   * box: a change of hand counts redraws one line, not the whole panel). Its Graphics first, then
   * its Text, as when the display was one container.
   */
  private drawDisplaySection(side: Side, section: DisplaySection, view: GameView): Container {
    const c = new Container();
    const oy = side === 'athens' ? 0 : BOARD_H / 2;
    const cs = view.sides[side];
    const col = side === 'athens' ? FORCE_COLOR.athens : FORCE_COLOR.sparta;
    const g = new Graphics();
    c.addChild(g);
    if (section === 'status') {
      const status = side === 'athens'
        ? `Turn ${view.turn} of ${view.lastTurn} · ${view.war === 'war' ? 'War' : 'Peace'} · ${view.plague === 'pre' ? 'Pre-Plague' : 'Post-Plague'}`
        : `Persian War: ${view.persianWar === 'inProgress' ? 'in progress' : 'Peace of Callias'} · Persian bases ${view.persianBases}`;
      const stT = txt(status, 20, INK, { fontStyle: 'italic' });
      stT.position.set(140, oy + 100);
      c.addChild(stT);
    } else if (section === 'dominant') {
      // Dominant Faction marker (round embossed cylinder) by its name.
      const dT = txt(`Dominant: ${FACTION_NAME[cs.dominant]}`, 17, INK, { fontFamily: SANS, fontWeight: 'bold' });
      dT.anchor.set(1, 0.5);
      dT.position.set(660, oy + 150);
      c.addChild(dT);
      disc(g, 660 - dT.width - 22, oy + 152, 14, col);
      g.circle(660 - dT.width - 22, oy + 149, 6).stroke({ width: 2, color: 0xffffff });
    } else if (section === 'track') {
      // Issue tiles on the track.
      const byBox = new Map<number, typeof cs.track>();
      for (const is of cs.track) {
        const k = Math.max(-7, Math.min(7, is.pos));
        byBox.set(k, [...(byBox.get(k) ?? []), is]);
      }
      for (const [pos, list] of byBox) {
        const { x, w } = this.trackBoxX(pos);
        const step = list.length > 4 ? 118 / (list.length - 1) : 32;
        list.forEach((is, i) => {
          const ty = oy + 222 + i * step;
          const tw = Math.min(w - 4, 36);
          g.roundRect(x + (w - tw) / 2, ty - 14, tw, 28, 4).fill(ISSUE_COLOR[is.kind]).stroke({ width: is.captured ? 3 : 1.5, color: is.captured ? GOLD : INK });
          const t = txt(ISSUE_ABBR[is.kind], 13, 0xffffff, { fontFamily: SANS, fontWeight: 'bold' });
          t.anchor.set(0.5);
          t.position.set(x + w / 2, ty);
          if (t.width > tw - 2) t.scale.set((tw - 2) / t.width);
          c.addChild(t);
        });
      }
    } else if (section === 'favor') {
      // Assembly Favor marker (7.2): +1 first Faction (left), −1 second (right).
      const fx = 40 + (1 - cs.favor) * 206.7 + 103;
      disc(g, fx, oy + 433, 18, col);
      g.circle(fx, oy + 429, 8).stroke({ width: 2, color: 0xffffff });
    } else if (section === 'council') {
      // Strategoi Council tokens, and the stock.
      for (let i = 0; i < Math.min(cs.council, 8); i++) hexCylinder(g, 72 + i * 40, oy + 600, 16, col);
      const cT = txt(cs.council > 8 ? `×${cs.council}` : cs.council === 0 ? 'empty' : `${cs.council}`, 22, INK, { fontFamily: SANS, fontWeight: 'bold' });
      cT.anchor.set(1, 0.5);
      cT.position.set(420, oy + 570);
      c.addChild(cT);
      hexCylinder(g, 490, oy + 600, 16, col);
      const sT = txt(`${cs.stock}${cs.withheld ? `  (+${cs.withheld} withheld)` : ''}`, 22, INK, { fontFamily: SANS, fontWeight: 'bold' });
      sT.anchor.set(0, 0.5);
      sT.position.set(516, oy + 600);
      c.addChild(sT);
    } else if (section === 'extras') {
      let ex = 60;
      const extra = (label: string, draw: (x: number, y: number) => void): void => {
        draw(ex, oy + 720);
        const t = txt(label, 15, INK, { fontFamily: SANS });
        t.anchor.set(0.5, 0);
        t.position.set(ex, oy + 752);
        c.addChild(t);
        ex += Math.max(110, t.width + 30);
      };
      if (side === 'athens') {
        extra(view.stateShipAvailable ? 'State Ship' : 'State Ship (used)', (x, y) => hexCylinder(g, x, y, 20, PERSIA_COLOR, view.stateShipAvailable ? 'ship' : 'flipped'));
        if (view.alcibiades === 'athens') extra('Alcibiades', (x, y) => meeple(g, x, y - 4, 42, PERSIA_COLOR));
      }
      if (cs.will) {
        const name = THEATERS[cs.will.theater - 1]?.name ?? String(cs.will.theater);
        extra(`Will: ${name}`, (x, y) => pawn(g, x, y - 4, 40, col));
      }
      if (cs.hostage) extra('Hostage', (x, y) => { counter(g, x, y, 32, 0xe8e0c8); });
    } else if (section === 'factions') {
      // Factions: hand, Honor.
      FACTIONS_OF[side].forEach((f, i) => {
        const fv = view.factions[f];
        const s = `${FACTION_NAME[f]}: Honor ${fv.honor} · hand ${fv.handCount} · entourage ${fv.entourageCount}${fv.strategos !== null ? ` · Strategoi ${fv.strategos}` : ''}`;
        const t = txt(s, 18, INK, { fontFamily: SANS });
        t.position.set(44, oy + 808 + i * 32);
        c.addChild(t);
        g.circle(30, oy + 820 + i * 32, 9).fill(FACTION_COLOR[f]).stroke({ width: 1.5, color: INK });
      });
    } else {
      const dk = txt(`Political deck ${cs.politicalDeckCount} · Battle deck ${cs.battleDeckCount} · discard ${cs.discard.length}`, 16, 0x5a4a30, { fontFamily: SANS, fontStyle: 'italic' });
      dk.position.set(44, oy + 890);
      c.addChild(dk);
    }
    return c;
  }

  private drawHonorMarkers(view: GameView): Container[] {
    const out: Container[] = [];
    const seen = new Map<number, number>();
    for (const f of ['aristocrats', 'demagogues', 'eurypontids', 'agiads'] as Faction[]) {
      const h = view.factions[f].honor;
      const box = ((h % 100) + 100) % 100;
      const k = seen.get(box) ?? 0;
      seen.set(box, k + 1);
      const b = honorBox(box);
      const horizontal = b.w > b.h;
      const cx = b.x + b.w / 2 + (horizontal ? (k % 2) * 16 - 8 : (k % 2 ? 14 : -14) * 0.6);
      const cy = b.y + b.h / 2 + (horizontal ? 10 + Math.floor(k / 2) * 12 - 6 : Math.floor(k / 2) * 16 + (k % 2) * 8 - 8);
      const m = new Container();
      const g = new Graphics();
      m.addChild(g);
      out.push(m);
      g.circle(cx + 2, cy + 3, 17).fill({ color: 0x000000, alpha: 0.3 });
      g.circle(cx, cy, 17).fill(FACTION_COLOR[f]).stroke({ width: 2.5, color: h >= 100 ? GOLD : INK });
      const dark = f === 'demagogues' || f === 'agiads';
      const t = txt(h >= 100 ? `${FACTION_LETTER[f]}+` : FACTION_LETTER[f], 14, dark ? 0xffffff : INK, { fontFamily: SANS, fontWeight: 'bold' });
      t.anchor.set(0.5);
      t.position.set(cx, cy);
      m.addChild(t);
    }
    return out;
  }

  // ——— highlights ———

  private pulseAnim: Anim | null = null;

  setHighlight(h: BoardHighlight | null): void {
    clearLayer(this.dimLayer);
    clearLayer(this.overlayLayer);
    clearLayer(this.pulse);
    if (this.pulseAnim) this.anims.delete(this.pulseAnim);
    this.pulseAnim = null;
    if (!h) {
      this.requestRender();
      return;
    }
    // Only ids the map has are drawn: a highlight naming anything else is ignored, never a crash.
    const known = (id: number | undefined): id is number => id !== undefined && THEATERS.some((t) => t.id === id);
    const reach = new Set(h.reachable.filter(known));
    const from = known(h.from) ? h.from : undefined;
    const dim = new Graphics();
    for (const t of THEATERS) {
      if (reach.has(t.id) || t.id === from) continue;
      dim.poly(this.regionPoints(t.id)).fill({ color: 0x101418, alpha: 0.5 });
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
    this.dimLayer.addChild(dim);

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
      const pts = this.regionPoints(from);
      for (let i = 0; i < pts.length; i += 4) {
        const j = (i + 2) % pts.length;
        o.moveTo(pts[i] as number, pts[i + 1] as number).lineTo(pts[j] as number, pts[j + 1] as number);
      }
      o.stroke({ width: 9, color: 0xffffff });
    }
    this.overlayLayer.addChild(o);
    // Reachable: a gold ring (pulsing gently unless reduced motion is asked for).
    const ring = new Graphics();
    for (const id of reach) {
      const pts = this.regionPoints(id);
      ring.poly(pts).stroke({ width: 14, color: INK, alpha: 0.7 });
      ring.poly(pts).stroke({ width: 9, color: GOLD });
    }
    this.pulse.addChild(ring);
    if (!this.reducedMotion && reach.size > 0) {
      const start = performance.now();
      this.pulseAnim = {
        update: (now) => {
          const k = Math.min(1, (now - start) / 900);
          ring.alpha = 0.55 + 0.45 * Math.abs(Math.cos(k * Math.PI * 1.5));
          if (k >= 1) ring.alpha = 1;
          return k < 1;
        },
      };
      this.anims.add(this.pulseAnim);
    }
    this.requestRender();
  }

  /** Keyboard focus ring mirrored from the DOM list. */
  setFocus(theater: number | 'persia' | null, link: string | null): void {
    clearLayer(this.focusLayer);
    const g = new Graphics();
    if (theater === 'persia') {
      const b = PERSIA_BOX;
      g.roundRect(b.x - 8, b.y - 8, b.w + 16, b.h + 16, 12).stroke({ width: 8, color: 0xffffff }).stroke({ width: 3, color: INK });
    } else if (theater !== null) {
      const pts = this.regionPoints(theater);
      g.poly(pts).stroke({ width: 12, color: INK }).poly(pts).stroke({ width: 6, color: 0xffffff });
    }
    if (link) {
      const lg = LINK_BY_KEY.get(link);
      if (lg) {
        polyline(g, lg.pts).stroke({ width: 30, color: 0xffffff, alpha: 0.55 });
        drawLink(g, lg);
      }
    }
    this.focusLayer.addChild(g);
    this.requestRender();
  }

  /** Screen position (canvas pixels) of a board point. */
  toScreen(x: number, y: number): { x: number; y: number } {
    const s = this.world.scale.x;
    return { x: x * s + this.world.position.x, y: y * s + this.world.position.y };
  }
}

export { shade };
