// The board's camera: the pan/zoom transform of the world container, zoom-to-fit, animated
// reveals of a theater, and the pointer/wheel input that moves it. It knows nothing of what is
// drawn; the scene is told when the view moved (to draw a frame and refine the map raster).
import type { Application, Container } from 'pixi.js';
import { PERSIA_BOX, WORLD, theaterPos } from '../layout.js';
import type { Anim } from './draw.js';

/** Room kept above the board at zoom-to-fit for the DOM toolbar (then a row), when it cannot sit beside the map. */
const FIT_TOP = 44;
/** Width of the DOM toolbar (zoom, fit, pieces, legend) in screen pixels. */
const TOOLBAR_W = 100;

export interface CameraHooks {
  /** Running animations (the camera's are marked `zoom`); the scene steps them each frame. */
  anims: Set<Anim>;
  reducedMotion(): boolean;
  requestRender(): void;
  /** The transform changed (a frame is due; the close-up raster may need redrawing). */
  moved(): void;
  /** The GL context came back: the rasters and the view's parts must be drawn again. */
  contextRestored(): void;
}

export class Camera {
  /** True while the view is the zoom-to-fit view (a resize refits it). */
  atFit = true;
  /** The theater the running camera animation pans to, if it is a reveal. */
  private revealing: number | 'persia' | null = null;
  private pointers = new Map<number, { x: number; y: number }>();
  private dragStart: { x: number; y: number; wx: number; wy: number } | null = null;
  private pinch: { d: number; s: number; mx: number; my: number; wx: number; wy: number } | null = null;
  /** True once the current press has moved far enough to be a drag, not a tap. */
  dragged = false;
  readonly domHandlers: [string, EventListener][] = [];

  constructor(
    private readonly world: Container,
    private readonly app: Application,
    private readonly host: HTMLElement,
    private readonly hooks: CameraHooks,
  ) {}

  saneTransform(): boolean {
    const s = this.world.scale.x;
    return Number.isFinite(s) && s > 0 && Number.isFinite(this.world.position.x) && Number.isFinite(this.world.position.y);
  }

  private publishTransform(): void {
    const d = this.host.dataset;
    d.viewScale = this.world.scale.x.toFixed(5);
    d.viewX = this.world.position.x.toFixed(2);
    d.viewY = this.world.position.y.toFixed(2);
  }

  /** Zoom-to-fit scale; always finite and positive, even for a host that is (still) tiny. */
  fitScale(): number {
    const { width, height } = this.app.screen;
    const s = Math.min(Math.max(1, width) / WORLD.w, Math.max(1, height - this.fitTop(), height / 2) / WORLD.h);
    return Number.isFinite(s) && s > 0 ? s : 0.1;
  }

  /** #29.9: whether the toolbar lies in a row above the map at zoom-to-fit (no margin beside it). */
  toolbarAbove(): boolean {
    return this.fitTop() > 0;
  }

  /** The toolbar's room at zoom-to-fit: none when the map, fitted to the full height, leaves it a margin beside it. */
  private fitTop(): number {
    const { width, height } = this.app.screen;
    const full = Math.min(Math.max(1, width) / WORLD.w, Math.max(1, height) / WORLD.h);
    return (width - WORLD.w * full) / 2 >= TOOLBAR_W ? 0 : FIT_TOP;
  }

  setTransform(s: number, x: number, y: number, fit = false): void {
    if (!Number.isFinite(s) || s <= 0 || !Number.isFinite(x) || !Number.isFinite(y)) {
      // Never leave the camera at NaN or a zero/negative scale (a blank canvas): fall back to fit.
      if (!fit) this.fit(false);
      return;
    }
    const c = this.clamp(s, x, y);
    this.atFit = fit;
    this.world.scale.set(s);
    this.world.position.set(c.x, c.y);
    this.publishTransform();
    this.hooks.moved();
  }

  private animateTo(s: number, x: number, y: number, ms = 160, fit = false): void {
    if (!Number.isFinite(s) || s <= 0 || !Number.isFinite(x) || !Number.isFinite(y)) return;
    this.atFit = fit;
    this.revealing = null;
    if (this.hooks.reducedMotion() || ms <= 0) {
      this.setTransform(s, x, y, fit);
      return;
    }
    // Animate to where the view will be held (the clamp would make the last frame jump).
    ({ x, y } = this.clamp(s, x, y));
    const s0 = this.world.scale.x;
    const x0 = this.world.position.x;
    const y0 = this.world.position.y;
    // The clock starts at the first frame: a frame's timestamp can be older than this call (a
    // frame queued before it), which made k negative and threw the view far the other way.
    let start: number | null = null;
    for (const a of this.hooks.anims) if ((a as { zoom?: boolean }).zoom) this.hooks.anims.delete(a);
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
    this.hooks.anims.add(anim);
    this.hooks.requestRender();
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

  /** True while a camera animation (zoom, fit, reveal) is running. */
  get animating(): boolean {
    return [...this.hooks.anims].some((a) => (a as { zoom?: boolean }).zoom);
  }

  /** The player moved the view: a camera animation still running must not take it back. */
  private stopCamera(): void {
    for (const a of this.hooks.anims) if ((a as { zoom?: boolean }).zoom) this.hooks.anims.delete(a);
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
    if (this.revealing === id && [...this.hooks.anims].some((a) => (a as { zoom?: boolean }).zoom)) return;
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
  bindInput(canvas: HTMLCanvasElement): void {
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
    on('webglcontextrestored', (() => setTimeout(() => this.hooks.contextRestored(), 0)) as EventListener);
    on('wheel', ((e: WheelEvent) => {
      e.preventDefault();
      const p = local(e);
      const unit = e.deltaMode === 1 ? 30 : 1;
      this.zoomBy(Math.exp(-e.deltaY * unit * 0.0015), p.x, p.y);
    }) as EventListener, { passive: false });
  }
  /**
   * Where the view may be at scale `s`: the map can be dragged until its edge reaches the middle
   * of the view, never out of it (a map smaller than half the view stays wholly in it).
   */
  clamp(s: number, x: number, y: number): { x: number; y: number } {
    const { width, height } = this.app.screen;
    const axis = (pos: number, view: number, lo: number, size: number): number => {
      const len = size * s;
      const keep = Math.min(len, view / 2);
      const edge = pos + lo * s;
      return Math.min(view - keep, Math.max(keep - len, edge)) - lo * s;
    };
    return { x: axis(x, width, WORLD.x, WORLD.w), y: axis(y, height, WORLD.y, WORLD.h) };
  }

  /** Screen position (canvas pixels) of a board point. */
  toScreen(x: number, y: number): { x: number; y: number } {
    const s = this.world.scale.x;
    return { x: x * s + this.world.position.x, y: y * s + this.world.position.y };
  }
}
