// The Perikles board's frame time (#33 "Speed": board frame p95 ≤ 16.7 ms on software GL). Builds the
// board's dev page (src-renderer/games/perikles/board/dev), serves it on loopback, opens it in Debian's
// Chromium (SwiftShader WebGL) at 1600×1000 and hands it, one after another, the views of a game
// played by the engine here in Node (seeded random decisions through setup, influence, candidates,
// elections and commit). Each view redraws the board once, the way a decision does in play.
//   npx tsx scripts/bench-perikles-board.ts  →  bench: perikles_board_frame_p95_ms=<n> ms
// perikles_board_frame_p95_ms: the frame's GPU-side draw (app.render()); perikles_board_update_p95_ms:
// the whole redraw for a new view (the scene rebuilt from the view, then that frame).
import { build } from 'vite';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, serveDir } from './bench-board.js';
import { playUntil, midCommit } from '../src-renderer/games/perikles/board/dev/positions.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export async function buildPeriklesBoardDev(): Promise<string> {
  await build({ configFile: join(ROOT, 'src-renderer/games/perikles/board/dev/vite.config.ts'), logLevel: 'warn' });
  return join(tmpdir(), 'perikles-board-dev');
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? 0;
}
const p95 = (xs: number[]): number => quantile(xs, 0.95);

export async function benchPeriklesBoard(): Promise<{ frameP95Ms: number; frameMedianMs: number; updateP95Ms: number; frames: number }> {
  const { url, server } = await serveDir(await buildPeriklesBoardDev());
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(url);
    await page.waitForSelector('html[data-dev-ready="true"]');
    const positions = playUntil('bench-perikles-board', 4, midCommit(12));
    // Every position, up to the last 150: all phases up to a full commit.
    const views = positions.slice(-150);
    const frames: number[] = [];
    const updates: number[] = [];
    let unchanged = 0;
    for (const p of views) {
      const r = await page.evaluate(async (m) => {
        type Host = HTMLElement & { __periklesScene?: { renderTimes: number[]; buildTimes: number[]; frames: number } };
        const w = window as unknown as { __periklesBoard: { mount(x: unknown): void } };
        // (No named helper: tsx's name helpers do not exist in the page.)
        const s0 = (document.querySelector('[data-board-canvas-host]') as Host | null)?.__periklesScene;
        const before = s0?.frames ?? 0;
        const builtBefore = s0?.buildTimes.length ?? 0;
        w.__periklesBoard.mount(m);
        // Wait for the frame of this view (the scene draws on the next animation frame); a view
        // that changes nothing the board shows is built (compared) and draws no frame.
        let builtFrames = 0;
        for (;;) {
          await new Promise((res) => requestAnimationFrame(() => setTimeout(res, 0)));
          const s = (document.querySelector('[data-board-canvas-host]') as Host | null)?.__periklesScene;
          if (s && s.frames > before) return { frame: s.renderTimes.at(-1)!, build: s.buildTimes.at(-1)! };
          if (s && s.buildTimes.length > builtBefore && ++builtFrames >= 2) return { frame: null, build: s.buildTimes.at(-1)! };
        }
      }, { view: p.view, seat: p.seat, legal: p.legal });
      if (r.frame === null) { unchanged++; continue; }
      frames.push(r.frame);
      updates.push(r.frame + r.build);
    }
    // The first frame also compiles shaders and loads fonts: a one-off, not a frame of play.
    frames.shift();
    updates.shift();
    if (unchanged) process.stderr.write(`bench-perikles-board: ${unchanged} of ${views.length} views changed nothing on the board (no frame drawn)\n`);
    return { frameP95Ms: Math.round(p95(frames) * 100) / 100, frameMedianMs: Math.round(quantile(frames, 0.5) * 100) / 100, updateP95Ms: Math.round(p95(updates) * 100) / 100, frames: frames.length };
  } finally {
    await browser?.close();
    await new Promise<void>((r) => server.close(() => r()));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const r = await benchPeriklesBoard();
  console.log(`bench: perikles_board_frame_p95_ms=${r.frameP95Ms} ms`);
  console.log(`bench: perikles_board_frame_median_ms=${r.frameMedianMs} ms`);
  console.log(`bench: perikles_board_update_p95_ms=${r.updateP95Ms} ms`);
}
