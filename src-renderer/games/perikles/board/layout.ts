// Where everything sits on the board, in world units: a 1600 × 1000 table scaled to fit its box.
// The six cities in two rows of three; the Influence display and the families under them; the seven
// Location boxes and the Persian shield in a 2 × 4 column on the right.
import { CITY_IDS, type CityId } from '../../../../src-shared/games/perikles/client.js';

export const WORLD = { w: 1600, h: 1000 } as const;
export interface Rect { x: number; y: number; w: number; h: number }

export const HEADER: Rect = { x: 16, y: 8, w: 1002, h: 38 };
const CITY_W = 326;
const CITY_H = 272;
const GAP = 12;
export const CITY_RECT: Readonly<Record<CityId, Rect>> = Object.fromEntries(CITY_IDS.map((c, i) => [c, {
  x: 16 + (i % 3) * (CITY_W + GAP), y: 52 + Math.floor(i / 3) * (CITY_H + GAP), w: CITY_W, h: CITY_H,
}])) as Record<CityId, Rect>;

/** The temple's `i`-th family cube (those with cubes, in seat order) of a city: its centre. */
export function templeCube(city: CityId, i: number): { x: number; y: number } {
  const r = CITY_RECT[city];
  return { x: r.x + 12 + 22 + (i % 3) * 62, y: r.y + 56 + 62 + Math.floor(i / 3) * 54 };
}
/** Candidate space α (0) or β (1) of a city: its centre. */
export function candidateSpace(city: CityId, i: number): { x: number; y: number } {
  const r = CITY_RECT[city];
  return { x: r.x + 212 + 24 + i * 54, y: r.y + 78 };
}
/** A piece's clickable box around its centre (a cube with its count, a candidate space). */
export const PIECE_BOX = { w: 52, h: 44 } as const;

export const DISPLAY_RECT: Rect = { x: 16, y: 624, w: 1002, h: 168 };
/** An Influence box of the display (10 in a row), and the face-down piles after them. */
export const boxRect = (i: number): Rect => ({ x: DISPLAY_RECT.x + 12 + i * 84, y: DISPLAY_RECT.y + 40, w: 76, h: 100 });
export const PILE_RECT: Rect = { x: DISPLAY_RECT.x + 12 + 10 * 84 + 12, y: DISPLAY_RECT.y + 40, w: 76, h: 100 };

export const PLAYERS_RECT: Rect = { x: 16, y: 802, w: 1002, h: 186 };
export function playerRect(i: number, n: number): Rect {
  const w = (PLAYERS_RECT.w - (n - 1) * 10) / n;
  return { x: PLAYERS_RECT.x + i * (w + 10), y: PLAYERS_RECT.y, w, h: PLAYERS_RECT.h };
}

const CELL_W = 270;
const CELL_H = 236;
/** Location box `slot` (0–6); cell 7 is the Persian shield. */
export const cellRect = (i: number): Rect => ({ x: 1034 + (i % 2) * (CELL_W + 12), y: 8 + Math.floor(i / 2) * (CELL_H + 10), w: CELL_W, h: CELL_H });
export const PERSIA_RECT: Rect = cellRect(7);
