// Board rendering benchmark: builds the board dev page (src-renderer/games/pericles/board/dev, a separate Vite
// entry) with a full mid-game position, serves it on loopback, opens it in Debian's Chromium
// (SwiftShader WebGL) and measures the first frame and the frame times while panning and zooming.
//   npx tsx scripts/bench-board.ts   →   bench: board_frame_p95_ms=<n> ms / board_first_frame_ms=<n> ms
// board_first_frame_ms: navigation start → the first frame with the position drawn (the render
// call returns); board_first_frame_shown_ms: → that frame handed to the page's compositor, its GL
// work finished (later on software GL, which finishes the frame only then).
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(tmpdir(), 'pericles-board-dev');
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--enable-unsafe-swiftshader'];

const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
};

/** Builds the board dev page into a temp dir (production build, as the app ships). */
export async function buildBoardDev(): Promise<string> {
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'src-renderer/games/pericles/board/dev/vite.config.ts'), logLevel: 'warn' });
  return OUT;
}

/** Serves a directory on 127.0.0.1 (random port). */
export async function serveDir(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (buf) => res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(buf),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return { url: `http://127.0.0.1:${port}/`, server };
}

function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] ?? 0;
}

export async function benchBoard(): Promise<{ frameP95Ms: number; firstFrameMs: number; firstShownMs: number; frameIntervalP95Ms: number; framesDropped: number }> {
  // BENCH_BOARD_DIR: measure an already built dev page (e.g. a copy of the previous build, to
  // compare before and after in the same minute on a noisy machine).
  const dir = process.env.BENCH_BOARD_DIR ?? await buildBoardDev();
  const { url, server } = await serveDir(dir);
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${url}?pos=mid&strict=0`);
    await page.waitForSelector('[data-board-ready="true"]', { timeout: 60_000 });
    // First frame: navigation start → the first frame drawn with the full mid-game position.
    const firstFrameMs = await page.waitForFunction(() => {
      const host = document.querySelector('[data-board-canvas-host]') as (HTMLElement & { __boardScene?: { firstViewFrameAt: number | null } }) | null;
      return host?.__boardScene?.firstViewFrameAt ?? null;
    }).then((h) => h.jsonValue() as Promise<number>);
    // On screen: the same frame handed to the compositor, its GL work done (software GL finishes
    // the map raster and the pieces' atlas only then).
    const firstShownMs = await page.waitForFunction(() => {
      const host = document.querySelector('[data-board-canvas-host]') as (HTMLElement & { __boardScene?: { firstViewShownAt: number | null } }) | null;
      return host?.__boardScene?.firstViewShownAt ?? null;
    }).then((h) => h.jsonValue() as Promise<number>);
    // Interaction frames: 40 pan/zoom steps driven in the page, one per frame. A frame's time is
    // how long it took to make: from the frame's start (its requestAnimationFrame timestamp) to the
    // first task after it, which runs once the browser committed it (the board drawn, and on
    // software GL read back for the compositor). Within 16.7 ms the board keeps up with a 60 Hz
    // display. Also reported: the frame-start intervals (a frame that missed the display's beat
    // shows as 33 ms) and the older figure, callback-to-callback time, which reads ~17.4 ms at p95
    // on a page that draws nothing (when a callback runs jitters by a ms or two around the beat).
    await page.waitForTimeout(500);
    // A string, not a function: tsx's name helpers do not exist in the page.
    const measured = await page.evaluate(`(async () => {
      const s = document.querySelector('[data-board-canvas-host]').__boardScene;
      const raf = () => new Promise((r) => requestAnimationFrame(r));
      const made = [], intervals = [], callbacks = [];
      let lastTs = await raf();
      let lastNow = performance.now();
      for (let i = 0; i < 40; i++) {
        if (i % 10 < 5) s.panBy(i % 2 ? 24 : -18, i % 3 ? 10 : -12); else s.zoomBy(i % 2 ? 1.06 : 0.95);
        const ts = await raf(); // the frame in which the scene drew this step
        const now = performance.now();
        callbacks.push(now - lastNow); lastNow = now;
        intervals.push(ts - lastTs); lastTs = ts;
        const done = await new Promise((r) => setTimeout(() => r(performance.now()), 0));
        made.push(done - ts);
      }
      return { made, intervals, callbacks };
    })()`) as { made: number[]; intervals: number[]; callbacks: number[] };
    const frames = measured.made;
    const frameP95Ms = p95(frames);
    const beat = [...measured.intervals].sort((a, b) => a - b)[Math.floor(measured.intervals.length / 2)] ?? 16.7;
    const dropped = measured.intervals.filter((x) => x > beat * 1.5).length;
    const info = await page.evaluate(`(() => {
      const s = document.querySelector('[data-board-canvas-host]').__boardScene;
      return JSON.stringify({ gl: s.glRenderer, timings: s.timings });
    })()`) as string;
    process.stderr.write(`bench-board: ${info}\n`);
    process.stderr.write(`bench-board: frame times (ms): ${frames.map((f) => f.toFixed(1)).join(' ')}\n`);
    process.stderr.write(`bench-board: frame-start intervals (ms): ${measured.intervals.map((f) => f.toFixed(1)).join(' ')}\n`);
    process.stderr.write(`bench-board: callback-to-callback p95 ${p95(measured.callbacks).toFixed(1)} ms\n`);
    process.stderr.write(`bench-board: ${frames.length} frames, median ${([...frames].sort((a, b) => a - b)[Math.floor(frames.length / 2)] ?? 0).toFixed(1)} ms, p95 ${frameP95Ms.toFixed(1)} ms\n`);
    return {
      frameP95Ms: Math.round(frameP95Ms * 10) / 10, firstFrameMs: Math.round(firstFrameMs), firstShownMs: Math.round(firstShownMs),
      frameIntervalP95Ms: Math.round(p95(measured.intervals) * 10) / 10, framesDropped: dropped,
    };
  } finally {
    await browser?.close();
    await new Promise<void>((r) => server.close(() => r()));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  benchBoard().then(
    (r) => {
      console.log(`bench: board_frame_p95_ms=${r.frameP95Ms} ms`);
      console.log(`bench: board_frame_interval_p95_ms=${r.frameIntervalP95Ms} ms`);
      console.log(`bench: board_frames_dropped=${r.framesDropped} frames`);
      console.log(`bench: board_first_frame_ms=${r.firstFrameMs} ms`);
      console.log(`bench: board_first_frame_shown_ms=${r.firstShownMs} ms`);
    },
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
