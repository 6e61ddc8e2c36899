// The PixiJS v8 scene of the board: it owns the Pixi application, the layers of the world in
// drawing order and the frame loop, and puts together the modules that draw each concern
// (scene/*: camera, map layer and its rasters, name plates, theater parts, displays,
// highlights). It draws what it is given and reports clicks and hovers; it holds no rules
// (movement answers come from src-shared/games/pericles/rules/movement.ts through Board.tsx).
import { Application, Container, RenderTexture } from 'pixi.js';
import type { GameView } from '../../../../src-shared/games/pericles/client.js';
import { bake } from './scene/atlas.js';
import { Camera } from './scene/camera.js';
import { drawDisplaySkeleton, drawHonorTrack } from './scene/displays.js';
import { VIEW_RES, clearLayer, loadBundledFont, type Anim } from './scene/draw.js';
import { NamePlates } from './scene/labels.js';
import { makeContext } from './scene/gl.js';
import { drawFocus, drawHighlight, pulseAnim } from './scene/highlights.js';
import { drawBackground, drawLinks, drawTheaters } from './scene/mapLayer.js';
import { MapRasters } from './scene/mapRaster.js';
import { dropPart, viewParts, type ViewPart } from './scene/parts.js';
import type { BoardHighlight, SceneCallbacks, UnitRef } from './scene/types.js';
import { shade } from './pieces.js';

export type { BoardHighlight, SceneCallbacks, UnitRef } from './scene/types.js';
export type { PlateFit } from './scene/labels.js';
export { baseSymbol, drawLink } from './scene/draw.js';

/** The colour around the map (the table under the board). */
const MAP_BACKGROUND = 0x2e241a;
/** Longest a new board waits for its first view before it draws the bare map (see `holding`). */
const FIRST_FRAME_HOLD_MS = 400;
/**
 * Share of the canvas's resolution a frame is drawn at while the view moves (software GL only):
 * a quarter of the pixels. Each such frame is filled on the CPU and read back for the compositor;
 * at 0.6 that took 12–20 ms, too close to a 60 Hz frame (#16 speed: board_frame_p95_ms).
 */
const MOTION_RES = 0.5;
/** How long the view must rest before it is drawn at full resolution again. */
const SETTLE_MS = 160;

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
   * track, legend). Not on the stage: drawn into rasters (scene/mapRaster.ts).
   */
  private readonly staticLayer = new Container();
  private readonly rasterLayer = new Container();
  /** The page's layer under the WebGL canvas that shows the map rasters (scene/mapRaster.ts). */
  private readonly underlay = document.createElement('div');
  private readonly rasters: MapRasters;
  readonly camera: Camera;
  private readonly displayLayer = new Container();
  private readonly honorLayer = new Container();
  private readonly pulse = new Container();
  private view: GameView | null = null;
  private reducedMotion: boolean;
  private frameQueued = 0;
  private anims = new Set<Anim>();
  private resizeObs: ResizeObserver | null = null;
  private destroyed = false;
  /** Frame timing for the benchmark (ms of each draw()). */
  readonly renderTimes: number[] = [];
  /** performance.now() when the first frame with a game view was drawn (benchmark). */
  firstViewFrameAt: number | null = null;
  /** performance.now() once that frame was handed to the page's compositor, GL work done (benchmark). */
  firstViewShownAt: number | null = null;
  /**
   * No frame is drawn until the first view arrives (or FIRST_FRAME_HOLD_MS passes): a frame of the
   * bare map made the page wait for software GL to finish the map raster (~450 ms) before it
   * could even start on the pieces; held, that work overlaps theirs (#16 speed).
   */
  private holding = true;

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
      // Transparent (and black: the compositor takes the clear colour as premultiplied, so any
      // other colour would lighten the map): the map is under the canvas, in the page (mapRaster.ts).
      antialias: false, background: 0x000000, backgroundAlpha: 0, autoStart: false, sharedTicker: false,
      // Software GL fills every pixel on the CPU: one pixel per CSS pixel there.
      resolution: software ? 1 : Math.min(2, window.devicePixelRatio || 1), autoDensity: true, preference: 'webgl',
      // The board has its own accessible DOM mirror; Pixi's Tab-activated overlay is not wanted.
      accessibilityOptions: { enabledByDefault: false, activateOnTab: false, deactivateOnMouseMove: true, debug: false },
    });
    await fonts;
    const scene = new BoardScene(app, host, cb, reducedMotion, renderer, software);
    scene.timings.init = performance.now() - t0;
    return scene;
  }

  private constructor(app: Application, host: HTMLElement, cb: SceneCallbacks, reducedMotion: boolean, glRenderer: string, software: boolean) {
    this.app = app;
    this.host = host;
    this.cb = cb;
    this.reducedMotion = reducedMotion;
    app.ticker.stop();
    this.glRenderer = glRenderer;
    this.camera = new Camera(this.world, app, host, {
      anims: this.anims,
      reducedMotion: () => this.reducedMotion,
      requestRender: () => this.requestRender(),
      moved: () => {
        this.motion();
        this.requestRender();
        this.rasters.scheduleRefine();
      },
      contextRestored: () => {
        this.redrawRasters();
        this.setView(this.view, true);
      },
    });
    // Under the canvas, within the host (its own stacking context: the board's buttons stay on top).
    host.style.isolation = 'isolate';
    this.underlay.style.cssText = `position:absolute;inset:0;overflow:hidden;pointer-events:none;z-index:-1;background:#${MAP_BACKGROUND.toString(16).padStart(6, '0')}`;
    this.underlay.dataset.boardMap = 'true';
    this.rasters = new MapRasters(app, this.world, this.camera, this.staticLayer, this.rasterLayer, this.underlay, () => this.requestRender(), this.timings);
    this.restRes = app.renderer.resolution;
    this.rasters.dpr = this.restRes;
    this.software = software;
    const canvas = app.canvas;
    canvas.style.display = 'block';
    canvas.style.touchAction = 'none';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.boardCanvas = 'true';
    // The canvas joins the page with its first frame (attach): in the page before, the page's
    // compositor read the blank canvas back, waiting ~250 ms on software GL for the map raster,
    // before the pieces could even be built (#16 speed).
    app.stage.addChild(this.world);
    app.stage.interactiveChildren = false; // until attach()
    const t0 = performance.now();
    this.world.addChild(
      this.rasterLayer, this.linkHitLayer, this.displayLayer,
      this.honorLayer, this.dimLayer, this.pieceLayer, this.overlayLayer, this.pulse, this.labelLayer, this.focusLayer,
    );
    // Only the hit areas and the units take pointer events; the rest is skipped by hit tests.
    for (const l of [this.rasterLayer, this.displayLayer, this.honorLayer, this.dimLayer, this.overlayLayer, this.pulse, this.focusLayer]) {
      l.eventMode = 'none';
    }
    // The name plates take taps too (their theater's): their sprites do not, only each plate's box.
    this.labelLayer.eventMode = 'passive';
    this.drawMap();
    this.plates = new NamePlates(this.labelLayer, this.tapTheater);
    this.timings.build = performance.now() - t0;
    this.camera.bindInput(canvas);
    this.refit();
    const t1 = performance.now();
    this.rasters.renderBase();
    this.startGl();
    this.timings.raster = performance.now() - t1;
    const t2 = performance.now();
    this.bakeLabels();
    this.startGl();
    this.timings.labels = performance.now() - t2;
    this.resizeObs = new ResizeObserver(() => this.resize());
    this.resizeObs.observe(host);
    this.holdTimer = setTimeout(() => this.release(), FIRST_FRAME_HOLD_MS);
  }

  /** Frames may be drawn from now on (the first view arrived, or the hold is up). */
  private release(): void {
    clearTimeout(this.holdTimer);
    if (!this.holding) return;
    this.holding = false;
    this.requestRender();
  }
  private holdTimer: ReturnType<typeof setTimeout> | undefined;

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    cancelAnimationFrame(this.frameQueued);
    clearTimeout(this.settleTimer);
    clearTimeout(this.holdTimer);
    this.resizeObs?.disconnect();
    for (const [ev, h] of this.camera.domHandlers) this.app.canvas.removeEventListener(ev, h);
    this.rasters.destroy();
    this.underlay.remove();
    this.staticLayer.destroy({ children: true });
    this.plates.destroy();
    for (const p of this.parts.values()) dropPart(p);
    this.app.destroy({ removeView: true }, { children: true, texture: true, textureSource: true });
  }

  setReducedMotion(v: boolean): void {
    this.reducedMotion = v;
  }

  // ——— rendering on demand ———

  requestRender(): void {
    if (this.holding || this.destroyed || this.frameQueued) return; // a held board draws when released
    this.frameQueued = requestAnimationFrame((now) => {
      this.frameQueued = 0;
      if (this.destroyed) return;
      // The page's layout may have changed with what asked for this frame (a taller prompt with a
      // new view): take the new size now, in this frame, rather than in a second one after it.
      this.fitToHost();
      // An animated zoom, fit or reveal moves the view each frame, as a drag does.
      if (this.camera.animating) this.motion();
      for (const a of [...this.anims]) if (!a.update(now)) this.anims.delete(a);
      const t0 = performance.now();
      this.draw();
      const t1 = performance.now();
      this.renderTimes.push(t1 - t0);
      if (this.firstViewFrameAt === null && this.view) {
        this.firstViewFrameAt = t1;
        this.timings.firstRender = t1 - t0;
        // The next task runs after the browser committed this frame, which waits for GL to finish it.
        setTimeout(() => { this.firstViewShownAt = performance.now(); }, 0);
      }
      if (this.renderTimes.length > 2000) this.renderTimes.splice(0, 1000);
      if (this.anims.size > 0) this.requestRender();
    });
  }

  /** After a resize observed (not in a frame of the board's): take the size and draw at once. */
  private resize(): void {
    if (this.destroyed || !this.fitToHost()) return;
    // Resizing clears the canvas: draw now, before the browser paints, not a frame later (the
    // board flashed black whenever the prompt bar above it grew or shrank).
    if (this.holding) return;
    this.draw();
    this.requestRender();
  }

  /** One frame: the map placed in the page, the plates fitted, the canvas drawn (and in the page). */
  private draw(): void {
    this.rasters.place();
    this.fitPlates();
    this.attach();
    this.app.render();
    this.rasters.afterFrame();
    this.drawn();
  }

  /** Sizes the canvas to its host if the host's size changed; true if it did. */
  private fitToHost(): boolean {
    const w = Math.max(1, this.host.clientWidth);
    const h = Math.max(1, this.host.clientHeight);
    if (w === this.app.screen.width && h === this.app.screen.height) return false;
    // At the resolution of a view at rest: a resize is no motion (a refit through motion() resized
    // the drawing buffer twice more, down and, 160 ms later, up again: 100–250 ms of software GL
    // when a taller prompt shrank the board, #16 speed).
    clearTimeout(this.settleTimer);
    this.app.renderer.resize(w, h, this.restRes);
    // The zoom-to-fit view follows the size; a view the user chose keeps its zoom (if still sane).
    if (this.camera.atFit || !this.camera.saneTransform()) this.refit();
    else this.rasters.scheduleRefine();
    return true;
  }

  /**
   * Sends the GL commands queued so far to the GPU now: the map raster's ~250 ms of software GL
   * then runs while this thread builds the pieces, instead of after them (#16 speed: the first
   * frame reached the screen ~120 ms sooner).
   */
  private startGl(): void {
    (this.app.renderer as unknown as { gl: WebGLRenderingContext }).gl.flush();
  }

  /**
   * The canvas joins the page with its first frame (see the constructor). Until then its pieces
   * take no pointer: Pixi follows the pointer over the whole document and, for a canvas not in the
   * page, maps it as if the canvas sat at the page's corner (a stray link tooltip at start).
   */
  private attach(): void {
    if (this.app.canvas.isConnected) return;
    this.host.append(this.app.canvas, this.underlay);
    this.app.stage.interactiveChildren = true;
  }

  /**
   * After a frame on the canvas. Until the first, pointer hits find nothing (Pixi tests them
   * against what was last drawn there) and the canvas shows nothing: the board is ready after it.
   */
  private drawn(): void {
    if (this.drawnOnce) return;
    this.drawnOnce = true;
    this.cb.onFirstFrame?.();
  }
  private drawnOnce = false;

  // ——— resolution while the view moves ———

  /** The canvas's resolution at rest. */
  private readonly restRes: number;
  private readonly software: boolean;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  /** True while the board is made or resized and refits its view (refit): that is no motion. */
  private resizing = false;

  /** Zoom to fit as the board is made or resized: no motion, drawn at rest resolution at once. */
  private refit(): void {
    this.resizing = true;
    try {
      this.camera.fit(false);
    } finally {
      this.resizing = false;
    }
    this.cb.onToolbar?.(this.camera.toolbarAbove());
  }

  /**
   * On software GL every pixel of every frame is filled on the CPU (the map raster alone covers
   * the view): while the player pans or zooms, frames are drawn at MOTION_RES of the canvas's
   * resolution (the browser scales them up), and the view is drawn sharp again once it rests.
   * A GPU fills a frame in well under a millisecond: there the resolution never changes.
   */
  private motion(): void {
    if (!this.software || this.destroyed || this.resizing) return;
    if (this.app.renderer.resolution !== this.restRes * MOTION_RES) {
      this.app.renderer.resize(this.app.screen.width, this.app.screen.height, this.restRes * MOTION_RES);
    }
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => this.settle(), SETTLE_MS);
  }

  private settle(): void {
    if (this.destroyed || this.app.renderer.resolution === this.restRes) return;
    this.app.renderer.resize(this.app.screen.width, this.app.screen.height, this.restRes);
    this.requestRender();
  }

  /** The map and the displays' fixed parts, in the page's language (#18: drawn again when it changes). */
  private drawMap(): void {
    this.staticLayer.addChild(drawBackground(), this.linkLayer, this.theaterLayer);
    drawLinks(this.linkLayer, this.linkHitLayer, this.cb.onLinkHover);
    drawTheaters(this.theaterLayer, this.linkHitLayer, this.tapTheater);
    this.staticLayer.addChild(drawDisplaySkeleton(), drawHonorTrack());
  }

  /**
   * #18: the page's language changed: everything with words on the canvas is drawn again (map
   * titles and legend, displays, name plates, the view's parts); the camera stays where it is.
   */
  relabel(): void {
    if (this.destroyed) return;
    for (const c of this.staticLayer.removeChildren()) if (c !== this.linkLayer && c !== this.theaterLayer) c.destroy({ children: true });
    clearLayer(this.linkLayer);
    clearLayer(this.theaterLayer);
    clearLayer(this.linkHitLayer);
    this.drawMap();
    this.plates.destroy();
    clearLayer(this.labelLayer);
    this.plates = new NamePlates(this.labelLayer, this.tapTheater);
    this.platesAt = NaN;
    this.redrawRasters();
    this.setView(this.view, true);
    this.requestRender();
  }

  /** After a lost and restored GL context the rasters' pixels are gone: draw them again. */
  private redrawRasters(): void {
    if (this.destroyed) return;
    this.rasters.dropRaster('detail');
    this.rasters.renderBase();
    this.startGl();
    this.bakeLabels();
    this.rasters.scheduleRefine();
  }

  // ——— camera (scene/camera.ts) ———

  /** True once the current press has moved far enough to be a drag, not a tap. */
  get dragged(): boolean {
    return this.camera.dragged;
  }
  fit(animate = true): void {
    this.camera.fit(animate);
  }
  /** Zoom by factor f about screen point (cx, cy) (default: the centre). */
  zoomBy(f: number, cx?: number, cy?: number, animate = false): void {
    this.camera.zoomBy(f, cx, cy, animate);
  }
  panBy(dx: number, dy: number): void {
    this.camera.panBy(dx, dy);
  }
  /** Centre the view on a theater (keyboard focus), keeping the zoom. */
  reveal(id: number | 'persia'): void {
    this.camera.reveal(id);
  }
  /** Keep a theater in view (#16): a zoomed view pans to it when it is off screen. */
  keepInView(id: number | 'persia'): void {
    this.camera.keepInView(id);
  }
  /** Screen position (canvas pixels) of a board point. */
  toScreen(x: number, y: number): { x: number; y: number } {
    return this.camera.toScreen(x, y);
  }

  // ——— a picture for the saves browser ———

  /**
   * The board as it is on screen, `width` pixels wide, on a 2D canvas (null while it has no size).
   * The frame is drawn into a texture of that size and only its pixels are read back: copying
   * the whole WebGL canvas made the GPU finish every queued frame and read millions of pixels,
   * which held up the next decision's frame by up to 800 ms on software GL (bench ui).
   */
  thumbnailCanvas(width: number): HTMLCanvasElement | null {
    const { width: sw, height: sh } = this.app.screen;
    if (this.destroyed || sw < 2 || sh < 2) return null;
    const k = Math.min(Math.round(width), sw) / sw;
    // Small by the texture's resolution, not by a transform: a transform would leave the stage's
    // world transforms at the picture's scale, and pointer hits use them until the next frame.
    const tex = RenderTexture.create({ width: sw, height: sh, resolution: k, antialias: false });
    this.rasters.place(true); // the map too (the page shows it on screen)
    try {
      this.app.renderer.render({ container: this.app.stage, target: tex, clear: true, clearColor: MAP_BACKGROUND });
      return this.app.renderer.extract.canvas(tex) as HTMLCanvasElement;
    } finally {
      this.rasters.place();
      tex.destroy(true);
    }
  }

  /** Counts the redraws of the view's pieces and displays: a new picture is worth taking after one. */
  viewVersion = 0;

  setPiecesVisible(v: boolean): void {
    this.pieceLayer.visible = v;
    this.requestRender();
  }
  get piecesVisible(): boolean {
    return this.pieceLayer.visible;
  }

  // ——— name plates (scene/labels.ts) ———

  /** The theater name plates (kept to bake again after a lost GL context). */
  private plates: NamePlates;

  private bakeLabels(): void {
    this.plates.bake(this.app.renderer);
  }

  /** Sizes the name plates for the camera's zoom (#16: readable at Fit) and reports them. */
  private fitPlates(): void {
    const s = this.world.scale.x;
    if (s === this.platesAt) return;
    this.platesAt = s;
    this.cb.onPlates?.(this.plates.fitTo(s));
  }
  private platesAt = NaN;

  // ——— the game view (scene/parts.ts) ———

  /**
   * What the game view puts on the board, in keyed parts (a theater's contents, Persia, each
   * section of a Side's display, the Honor markers). A part is built (Graphics and Text, off the
   * stage) and baked into a texture atlas (scene/atlas.ts) only when its key changes; the parts
   * rebuilt together share one atlas, destroyed when the last of them is rebuilt. Each part's
   * sprites (and unit hit areas) live in its own slot, a child container of its layer made once,
   * so z-order holds.
   */
  private readonly parts = new Map<string, ViewPart>();

  /** A tap (not the end of a drag) on a theater's area or its name plate. */
  private readonly tapTheater = (id: number | 'persia'): void => {
    if (!this.camera.dragged) this.cb.onTheaterTap(id);
  };

  private readonly tapUnit = (u: UnitRef): void => {
    if (!this.camera.dragged) this.cb.onUnitTap(u);
  };

  /**
   * Draws the view's pieces and displays: only the parts whose key changed are built and baked
   * again. A view that draws the same as the last one is skipped; `force` redraws every part.
   */
  setView(view: GameView | null, force = false): void {
    const t0 = performance.now();
    if (view) this.release();
    this.view = view;
    let rebuilt = 0;
    if (!view) {
      for (const p of this.parts.values()) dropPart(p);
    } else {
      const todo: { p: ViewPart; items: Container[] }[] = [];
      const layers = { pieces: this.pieceLayer, displays: this.displayLayer, honor: this.honorLayer };
      for (const spec of viewParts(view, layers, this.tapUnit)) {
        let p = this.parts.get(spec.id);
        if (!p) {
          p = { key: null, slot: new Container(), atlas: null };
          spec.layer.addChild(p.slot);
          this.parts.set(spec.id, p);
        }
        if (!force && p.key === spec.key) continue;
        dropPart(p);
        p.key = spec.key;
        todo.push({ p, items: spec.draw(p.slot) });
      }
      rebuilt = todo.length;
      // The parts drawn now share one atlas: one render pass (a pass per part costs more, ~1.5 ms
      // each on software GL). Where a box lands in it can move an antialiased edge by a sample.
      const tex = bake(this.app.renderer, todo.map(({ p, items }) => ({ items, layer: p.slot })), VIEW_RES);
      if (tex) {
        const atlas = { tex, refs: todo.length };
        for (const { p } of todo) p.atlas = atlas;
      }
      for (const { items } of todo) for (const c of items) c.destroy({ children: true });
    }
    this.timings.setView = performance.now() - t0;
    this.timings.setViewParts = rebuilt;
    // Most decisions (cards, debates, log lines) change no part: nothing to draw again.
    if (rebuilt > 0 || !view) {
      this.viewVersion++;
      this.requestRender();
    }
  }

  // ——— highlights (scene/highlights.ts) ———

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
    const art = drawHighlight(h);
    this.dimLayer.addChild(art.dim);
    this.overlayLayer.addChild(art.overlay);
    // Reachable: a gold ring, pulsing gently unless reduced motion is asked for or GL is software:
    // there every frame is drawn on the CPU and read back for the page's compositor (15–30 ms of
    // the page's main thread a frame), so the pulse's 54 frames kept the page too busy to take
    // the next view for a second after each prompt (#16 speed).
    this.pulse.addChild(art.ring);
    if (!this.reducedMotion && !this.software && art.reachable > 0) {
      this.pulseAnim = pulseAnim(art.ring);
      this.anims.add(this.pulseAnim);
    }
    this.requestRender();
  }

  /** Keyboard focus ring mirrored from the DOM list. */
  setFocus(theater: number | 'persia' | null, link: string | null): void {
    clearLayer(this.focusLayer);
    this.focusLayer.addChild(drawFocus(theater, link));
    this.requestRender();
  }
}

export { shade };
