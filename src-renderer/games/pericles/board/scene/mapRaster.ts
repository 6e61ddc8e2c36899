// The map art as rasters: everything that never changes (sea, land, links, theater regions,
// display skeleton, Honor track, legend) is drawn once into a bounded raster of the whole board
// (`base`, at about the fit zoom) and, when the zoom settles closer in, into a second raster of
// just the region in view at the screen's resolution (`detail`). The art itself is never redrawn
// per frame.
//
// The rasters are shown by the page, not by WebGL, once they can be: each is copied (a read-back
// that waits for the GPU, so asynchronously where WebGL 2 allows) into an image under the
// board's transparent WebGL canvas, placed by a CSS transform that follows the camera (`place`).
// An image, not a 2D canvas: the page's compositor copied a canvas of the whole map (6.8 MB) again
// at every frame it showed, 8–9 ms of the main thread each, where an image is drawn into tiles once.
// A frame of the board then draws only the pieces, highlights and labels: on software GL the map
// sprite was most of every frame (filling the whole view, then read back by the page's compositor
// before it could show the frame), so a decision that moved a piece waited for the whole map to
// be drawn again (#16 speed). Until its copy is in the page a raster is drawn by WebGL as before
// (the first frame does not wait for the copy); its sprite stays for the saves picture.
import { Matrix, RenderTexture, Sprite, type Application, type Container } from 'pixi.js';
import { WORLD } from '../layout.js';
import type { Camera } from './camera.js';
import { MAX_RASTER } from './draw.js';

/** How often a raster's copy for the page is asked whether the GPU is done with it. */
const POLL_MS = 16;
/** Most device pixels per board unit the close-up raster is drawn at (the zoom limit is 4). */
const MAX_DETAIL_RES = 4;

/**
 * A raster of the static art: a region of the board drawn at `res` pixels per unit, as a sprite
 * (hidden but for the saves picture) and, once shown, as an image in the page (`el`).
 */
interface Raster { sprite: Sprite; tex: RenderTexture; el: HTMLImageElement | null; copying: boolean; x: number; y: number; w: number; h: number; res: number }

/** The style of a raster's image in the page. */
const RASTER_CSS = [
  'position:absolute', 'left:0', 'top:0', 'transform-origin:0 0', 'will-change:transform', 'pointer-events:none',
  // Over black, as the opaque WebGL canvas showed the art (its translucent parts were drawn onto
  // it unblended): the same colours as before, pixel for pixel.
  'background:#000',
].join(';');

export class MapRasters {
  base: Raster | null = null;
  detail: Raster | null = null;
  private refineTimer: ReturnType<typeof setTimeout> | undefined;
  destroyed = false;
  /** Device pixels per CSS pixel the rasters are drawn for (the canvas's resolution at rest). */
  dpr = 1;

  constructor(
    private readonly app: Application,
    private readonly world: Container,
    private readonly camera: Camera,
    /** The static art (not on the stage): what the rasters are drawn from. */
    private readonly staticLayer: Container,
    /** Where the raster sprites go, on the stage (hidden but for the saves picture). */
    private readonly rasterLayer: Container,
    /** Where the rasters' images go: under the WebGL canvas. */
    private readonly underlay: HTMLElement,
    private readonly requestRender: () => void,
    private readonly timings: Record<string, number>,
  ) {}

  scheduleRefine(): void {
    clearTimeout(this.refineTimer);
    this.refineTimer = setTimeout(() => this.refine(), 220);
  }

  dropRaster(which: 'base' | 'detail'): void {
    const r = this[which];
    if (!r) return;
    r.sprite.destroy();
    r.tex.destroy(true);
    if (r.el) URL.revokeObjectURL(r.el.src);
    r.el?.remove();
    r.el = null;
    this[which] = null;
  }

  /**
   * Draws the region (x, y, w, h) of the static art into a new raster at `res` pixels per unit;
   * `antialias`: multisampled, for a raster shown at about its own resolution.
   */
  private rasterize(x: number, y: number, w: number, h: number, res: number, antialias: boolean): Raster {
    const pw = Math.max(1, Math.ceil(w * res));
    const ph = Math.max(1, Math.ceil(h * res));
    const tex = RenderTexture.create({ width: pw, height: ph, resolution: 1, antialias });
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
    return { sprite, tex, el: null, copying: false, x, y, w, h, res };
  }

  /**
   * After a frame is drawn: rasters not yet in the page start their copy, behind that frame's
   * work (before it, the first frame waited for the copy of the whole map as well).
   */
  afterFrame(): void {
    for (const r of [this.base, this.detail]) {
      if (r && !r.el && !r.copying) this.copyToPage(r);
    }
  }

  /**
   * Copies a raster's pixels into an image for the page (an uncompressed BMP: nothing to encode).
   * On WebGL 2 the read-back goes into a buffer behind a fence and is taken once the GPU is done
   * (polled between tasks): the page never waits for the raster to be drawn. WebGL 1 copies at once.
   */
  private copyToPage(r: Raster): void {
    r.copying = true;
    const renderer = this.app.renderer as unknown as {
      gl: WebGLRenderingContext | WebGL2RenderingContext;
      renderTarget: {
        getRenderTarget(t: RenderTexture): unknown;
        getGpuRenderTarget(rt: unknown): { resolveTargetFramebuffer: unknown };
        adaptor: { bindFramebuffer(fb: unknown): void };
      };
    };
    const gl = renderer.gl;
    const w = r.tex.source.pixelWidth;
    const h = r.tex.source.pixelHeight;
    // The raster may be dropped (zoomed away, board closed) while its copy is on its way.
    const wanted = (): boolean => !this.destroyed && (this.base === r || this.detail === r);
    const show = (pixels: Uint8ClampedArray<ArrayBuffer>): void => {
      if (!wanted()) return;
      const el = document.createElement('img');
      el.width = w;
      el.height = h;
      el.alt = '';
      el.setAttribute('aria-hidden', 'true');
      el.style.cssText = RASTER_CSS;
      el.src = URL.createObjectURL(new Blob([bmpHeader(w, h), pixels], { type: 'image/bmp' }));
      // Shown once decoded: until then WebGL draws the raster's sprite as before.
      void el.decode().then(() => {
        if (!wanted()) { URL.revokeObjectURL(el.src); return; }
        r.el = el;
        this.underlay.appendChild(el);
        this.requestRender();
      }, () => URL.revokeObjectURL(el.src));
    };
    if (!('fenceSync' in gl)) {
      show(this.app.renderer.extract.pixels(r.tex).pixels as Uint8ClampedArray<ArrayBuffer>);
      return;
    }
    // As Pixi's own extract reads a render texture, but into a buffer.
    const rt = renderer.renderTarget.getRenderTarget(r.tex);
    renderer.renderTarget.adaptor.bindFramebuffer(renderer.renderTarget.getGpuRenderTarget(rt).resolveTargetFramebuffer);
    const buffer = gl.createBuffer();
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, buffer);
    gl.bufferData(gl.PIXEL_PACK_BUFFER, w * h * 4, gl.STREAM_READ);
    gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, 0);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
    const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
    gl.flush();
    const poll = (): void => {
      if (this.destroyed || gl.isContextLost() || !fence) {
        gl.deleteBuffer(buffer);
        return;
      }
      if (gl.clientWaitSync(fence, 0, 0) === gl.TIMEOUT_EXPIRED) {
        setTimeout(poll, POLL_MS);
        return;
      }
      gl.deleteSync(fence);
      const pixels = new Uint8ClampedArray(w * h * 4);
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, buffer);
      gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, 0, pixels);
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
      gl.deleteBuffer(buffer);
      show(pixels);
    };
    setTimeout(poll, POLL_MS);
  }

  /**
   * The whole board at about the zoom-to-fit resolution (bounded): drawn once, not multisampled:
   * it is shown a little smaller than drawn, which smooths its edges, and multisampling the
   * whole map cost the first frame ~250 ms of software GL (#16 speed). The close-up is.
   */
  renderBase(): void {
    const dpr = this.dpr;
    const res = Math.min(MAX_RASTER / WORLD.w, MAX_RASTER / WORLD.h, Math.max(0.5, this.camera.fitScale() * dpr * 1.1));
    this.dropRaster('base');
    this.base = this.rasterize(WORLD.x, WORLD.y, WORLD.w, WORLD.h, res, false);
    this.rasterLayer.addChildAt(this.base.sprite, 0);
    this.requestRender();
  }

  /**
   * When the zoom settles closer than the base raster's resolution, the region in view (and a
   * margin for panning) is drawn again at the screen's resolution, bounded to MAX_RASTER pixels.
   */
  private refine(): void {
    if (this.destroyed || !this.base || !this.camera.saneTransform()) return;
    const dpr = this.dpr;
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
    this.detail = this.rasterize(x0, y0, x1 - x0, y1 - y0, res, true);
    this.rasterLayer.addChild(this.detail.sprite);
    this.timings.detail = performance.now() - t0;
    this.requestRender();
  }

  /**
   * Shows each raster where the camera puts the map (each frame, before the WebGL canvas is drawn:
   * both reach the screen together): its image in the page once copied, else its sprite in WebGL.
   * `forPicture`: every raster by its sprite (the saves picture is drawn by WebGL alone).
   */
  place(forPicture = false): void {
    this.updateRasterVisibility();
    const s = this.world.scale.x;
    const { x: wx, y: wy } = this.world.position;
    for (const r of [this.base, this.detail]) {
      if (!r) continue;
      r.sprite.renderable = forPicture || !r.el;
      if (!r.el) continue;
      const k = s / r.res;
      r.el.style.transform = `matrix(${k},0,0,${k},${wx + s * r.x},${wy + s * r.y})`;
      r.el.style.visibility = r.sprite.visible ? 'visible' : 'hidden';
    }
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

  destroy(): void {
    this.destroyed = true;
    clearTimeout(this.refineTimer);
    this.dropRaster('base');
    this.dropRaster('detail');
  }
}

/**
 * The header of a top-down 32-bit BMP whose pixels are RGBA bytes as they come from WebGL
 * (BITMAPV4HEADER, BI_BITFIELDS: the masks say where each channel is; no byte is moved).
 */
function bmpHeader(w: number, h: number): ArrayBuffer {
  const FILE = 14;
  const INFO = 108;
  const buf = new ArrayBuffer(FILE + INFO);
  const v = new DataView(buf);
  v.setUint16(0, 0x4d42, true); // "BM"
  v.setUint32(2, FILE + INFO + w * h * 4, true);
  v.setUint32(10, FILE + INFO, true); // where the pixels start
  v.setUint32(14, INFO, true);
  v.setInt32(18, w, true);
  v.setInt32(22, -h, true); // negative: the first row is the top one
  v.setUint16(26, 1, true); // planes
  v.setUint16(28, 32, true); // bits per pixel
  v.setUint32(30, 3, true); // BI_BITFIELDS
  v.setUint32(34, w * h * 4, true);
  v.setUint32(54, 0x000000ff, true); // red: the first byte
  v.setUint32(58, 0x0000ff00, true); // green
  v.setUint32(62, 0x00ff0000, true); // blue
  v.setUint32(66, 0xff000000, true); // alpha: the last byte
  v.setUint32(70, 0x73524742, true); // colour space "sRGB"
  return buf;
}
