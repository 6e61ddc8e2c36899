// The theater name plates: name, number badge and Granary amphora on a plate straddling the top
// of each region. They are baked into an atlas of their own (scene.ts) so they stay sharp above
// the map raster.
import { Container, Graphics } from 'pixi.js';
import type { TheaterData } from '../../../src-shared/data/board.js';
import { INK, LAND_BORDER, NAVAL_BORDER, THEATER_RX, THEATER_RY } from '../layout.js';
import { amphora } from '../pieces.js';
import { LABEL_RES, NAME_SIZE, SANS, txt } from './draw.js';

/** A theater's name plate, in board units (off the stage, to be baked). */
export function namePlate(t: TheaterData): Container {
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
  const num = txt(String(t.id), 26, 0xffffff, { fontFamily: SANS, fontWeight: 'bold' }, LABEL_RES);
  num.anchor.set(0.5);
  num.position.set(bx, py);
  const labels = new Container();
  labels.addChild(lg, num, name);
  return labels;
}
