// The window comes back where the player left it: its size, place and maximized state, kept as a
// small JSON file in the user-data folder. What is read is validated (a damaged or hand-edited
// file means the default window) and placed on a display that is there now (a monitor unplugged
// since must not leave the window off screen). Plain functions, no Electron: unit-tested directly.
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { z } from 'zod';
import { atomicWriteFile } from '../saves/atomicWrite.js';

export interface Bounds { x: number; y: number; width: number; height: number }

export interface WindowState { bounds: Bounds; maximized: boolean }

/** Where the window opens: a size always, a place only when one was remembered. */
export interface WindowPlacement { width: number; height: number; x?: number; y?: number; maximized: boolean }

export const WINDOW_STATE_FILE = 'window-state.json';
export const DEFAULT_WINDOW = { width: 1440, height: 900 } as const;
export const MIN_WINDOW = { width: 1024, height: 700 } as const;

// Far beyond any real desktop, yet small enough that no arithmetic below overflows.
const COORD = z.number().int().min(-100_000).max(100_000);
const SIZE = z.number().int().min(1).max(100_000);
const stateSchema = z.strictObject({
  bounds: z.strictObject({ x: COORD, y: COORD, width: SIZE, height: SIZE }),
  maximized: z.boolean(),
});

export function windowStateFile(userData: string): string {
  return path.join(userData, WINDOW_STATE_FILE);
}

/** The remembered state in `text`, or null when it is not exactly what writeWindowState writes. */
export function parseWindowState(text: string): WindowState | null {
  if (text.length > 4096) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = stateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The remembered state, or null (no file yet, unreadable, or not valid). */
export async function readWindowState(file: string): Promise<WindowState | null> {
  try {
    return parseWindowState(await fs.readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Remembers the state (atomically: a crash mid-write leaves the previous file). */
export async function writeWindowState(file: string, state: WindowState): Promise<void> {
  const checked = stateSchema.parse({ bounds: roundBounds(state.bounds), maximized: state.maximized });
  await fs.mkdir(path.dirname(file), { recursive: true }); // a first run: the folder may not be there yet
  await atomicWriteFile(file, `${JSON.stringify(checked)}\n`);
}

function roundBounds(b: Bounds): Bounds {
  return { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
}

function overlap(a: Bounds, b: Bounds): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/**
 * Where to open the window, given the remembered state and the displays' work areas (the first
 * is the primary display). The remembered window goes on the display it overlaps most, shrunk to
 * fit it and moved wholly inside it; when it overlaps none (that display is gone), it opens
 * centred on the primary display. Nothing remembered: the default size, placed by the system.
 */
export function placeWindow(saved: WindowState | null, workAreas: readonly Bounds[]): WindowPlacement {
  const primary = workAreas[0];
  if (!saved || !primary) {
    return { width: primary ? Math.min(DEFAULT_WINDOW.width, primary.width) : DEFAULT_WINDOW.width,
      height: primary ? Math.min(DEFAULT_WINDOW.height, primary.height) : DEFAULT_WINDOW.height, maximized: false };
  }
  let area = primary;
  let best = 0;
  for (const a of workAreas) {
    const o = overlap(saved.bounds, a);
    if (o > best) {
      best = o;
      area = a;
    }
  }
  const width = Math.min(saved.bounds.width, area.width);
  const height = Math.min(saved.bounds.height, area.height);
  const onScreen = best > 0;
  const x = onScreen ? clamp(saved.bounds.x, area.x, area.x + area.width - width) : area.x + Math.floor((area.width - width) / 2);
  const y = onScreen ? clamp(saved.bounds.y, area.y, area.y + area.height - height) : area.y + Math.floor((area.height - height) / 2);
  return { width, height, x, y, maximized: saved.maximized };
}
