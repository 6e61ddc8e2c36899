// #31 "The desktop shell under test": the window remembers its size and place, in a small JSON
// file in the user-data folder, validated on read and placed on a display that is there now.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_WINDOW, WINDOW_STATE_FILE, parseWindowState, placeWindow, readWindowState, windowStateFile, writeWindowState,
  type Bounds, type WindowState,
} from '../../../../src-main/electron/windowState.js';

const PRIMARY: Bounds = { x: 0, y: 0, width: 1920, height: 1040 };
const RIGHT: Bounds = { x: 1920, y: 0, width: 2560, height: 1400 };
const state = (x: number, y: number, width: number, height: number, maximized = false): WindowState => ({ bounds: { x, y, width, height }, maximized });

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe('the window state file', () => {
  it('is written in the user-data folder and read back as written', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pericles-window-'));
    const file = windowStateFile(dir);
    expect(path.basename(file)).toBe(WINDOW_STATE_FILE);
    expect(await readWindowState(file)).toBeNull(); // first run: nothing remembered
    await writeWindowState(file, state(100.4, 50, 1300, 800.6, true));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ bounds: { x: 100, y: 50, width: 1300, height: 801 }, maximized: true });
    expect(await readWindowState(file)).toEqual(state(100, 50, 1300, 801, true));
  });

  it('refuses anything but the exact shape it writes', async () => {
    for (const bad of [
      '', 'not json', 'null', '[]', '{}',
      '{"bounds":{"x":0,"y":0,"width":800,"height":600}}', // maximized missing
      '{"bounds":{"x":0,"y":0,"width":800,"height":600},"maximized":"yes"}',
      '{"bounds":{"x":0,"y":0,"width":0,"height":600},"maximized":false}', // no width
      '{"bounds":{"x":0,"y":0,"width":-800,"height":600},"maximized":false}',
      '{"bounds":{"x":1e308,"y":0,"width":800,"height":600},"maximized":false}',
      '{"bounds":{"x":0.5,"y":0,"width":800,"height":600},"maximized":false}',
      '{"bounds":{"x":"0","y":0,"width":800,"height":600},"maximized":false}',
      '{"bounds":{"x":0,"y":0,"width":800,"height":600},"maximized":false,"extra":1}',
      `{"bounds":{"x":0,"y":0,"width":800,"height":600},"maximized":false}${' '.repeat(5000)}`,
    ]) expect(parseWindowState(bad), bad.slice(0, 80)).toBeNull();
    dir = mkdtempSync(path.join(tmpdir(), 'pericles-window-'));
    const file = windowStateFile(dir);
    writeFileSync(file, '{"bounds":{"x":0,"y":0,"width":80'); // a torn hand edit
    expect(await readWindowState(file)).toBeNull();
  });

  it('refuses to write a state that could not be read back', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pericles-window-'));
    const file = windowStateFile(dir);
    await expect(writeWindowState(file, state(0, 0, Number.NaN, 600))).rejects.toThrow();
    expect(await readWindowState(file)).toBeNull();
  });
});

describe('where the window opens', () => {
  it('opens at the default size, placed by the system, when nothing is remembered', () => {
    expect(placeWindow(null, [PRIMARY])).toEqual({ ...DEFAULT_WINDOW, maximized: false });
    // A small screen: no bigger than it.
    expect(placeWindow(null, [{ x: 0, y: 0, width: 1280, height: 720 }])).toEqual({ width: 1280, height: 720, maximized: false });
  });

  it('comes back where it was, on whichever display that is', () => {
    expect(placeWindow(state(200, 100, 1400, 900), [PRIMARY, RIGHT])).toEqual({ x: 200, y: 100, width: 1400, height: 900, maximized: false });
    expect(placeWindow(state(2200, 300, 1600, 1000, true), [PRIMARY, RIGHT])).toEqual({ x: 2200, y: 300, width: 1600, height: 1000, maximized: true });
  });

  it('is moved wholly onto the display it mostly lies on', () => {
    // Hanging off the primary display's bottom-right corner.
    expect(placeWindow(state(1500, 900, 1400, 900), [PRIMARY])).toEqual({ x: 520, y: 140, width: 1400, height: 900, maximized: false });
    // Mostly on the right-hand display, hanging off its top.
    expect(placeWindow(state(2000, -300, 1400, 900), [PRIMARY, RIGHT])).toEqual({ x: 2000, y: 0, width: 1400, height: 900, maximized: false });
  });

  it('shrinks to a display smaller than the window was', () => {
    const small = { x: 0, y: 0, width: 1366, height: 728 };
    expect(placeWindow(state(100, 50, 2400, 1300), [small])).toEqual({ x: 0, y: 0, width: 1366, height: 728, maximized: false });
  });

  it('opens centred on the primary display when its display is gone', () => {
    // It was on the right-hand monitor, now unplugged.
    expect(placeWindow(state(2200, 300, 1400, 900), [PRIMARY])).toEqual({ x: 260, y: 70, width: 1400, height: 900, maximized: false });
  });
});
