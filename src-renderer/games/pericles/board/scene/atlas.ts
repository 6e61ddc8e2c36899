// Baking: what the view puts on the board (and the name plates) is drawn once, off the stage,
// into a shared texture atlas; the stage holds only sprites of it, so a frame draws a few
// textured quads instead of tessellated Graphics and Text.
import { Container, Rectangle, RenderTexture, Sprite, Texture, type Renderer } from 'pixi.js';
import { MAX_RASTER } from './draw.js';

/**
 * Draws each item (a container in board units, off the stage) into one shared atlas texture at
 * `res` pixels per unit, and adds a sprite of its part of the atlas, at the item's place, to
 * the group's layer. One render pass; sprites of one texture batch into one draw call.
 */
export function bake(renderer: Renderer, groups: { items: readonly Container[]; layer: Container }[], res: number): RenderTexture | null {
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
  // Not multisampled: the atlas (2–3 pixels per board unit) is shown smaller than drawn at all
  // but the closest zooms, which smooths its edges; a multisampled atlas cost each decision that
  // moved pieces tens of ms of software GL (#16 speed).
  const tex = RenderTexture.create({ width: Math.max(1, W), height: Math.max(1, H), resolution: 1, antialias: false });
  const root = new Container();
  boxes.forEach((b, i) => {
    const p = placed[i] as { px: number; py: number; pw: number; ph: number };
    const holder = new Container();
    holder.scale.set(r);
    holder.position.set(p.px - b.x * r, p.py - b.y * r);
    holder.addChild(b.it);
    root.addChild(holder);
  });
  renderer.render({ container: root, target: tex, clear: true, clearColor: [0, 0, 0, 0] });
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
