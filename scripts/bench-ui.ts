// Late-game UI responsiveness benchmark: plays the 'campaign' scenario in-process (Aristocrats
// human, driven by the rule bot on its own view; the three other seats rule bots) until turn 9,
// saves it in a temp user-data dir laid out as the web CLI expects, starts the real web host on
// that dir, opens it in Debian's Chromium, clicks Continue and plays N human decisions through the
// UI. A decision's time (ui_decision_p95_ms) is click → the frame drawn after the DOM commit where
// `data-decisions` grew; the DOM commit alone, the first host message and the round trip (click →
// the bots answered and the Aristocrats' prompt is back, drawn) go to stderr. ui_view_kb: the
// largest WebSocket frame the page received (the whole view sent at Continue).
//   npx tsx scripts/bench-ui.ts   →   bench: ui_decision_p95_ms=<n> ms / bench: ui_view_kb=<n> kB
// The renderer is built from the current sources into the temp dir (a few seconds); BENCH_UI_STATIC=DIR
// serves an already built one instead (e.g. a copy of an older build, to compare before and after).
// BENCH_UI_PROFILE=FILE writes the page's CPU profile of the measured decisions (.cpuprofile),
// BENCH_UI_TRACE=FILE a Chromium trace of them (both with an unminified renderer build).
// BENCH_UI_KEEP=1 keeps the temp user-data dir (its path is printed) for a later look.
import { spawn, type ChildProcess } from 'node:child_process';
import type { GameView } from '../src-shared/engine.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { legalActions, pending, viewFor, type Action, type GameState } from '../src-shared/engine.js';
import type { Faction } from '../src-shared/games/pericles/model/ids.js';
import { ruleDecide } from '../src-shared/games/pericles/bots/index.js';
import { seedRng } from '../src-shared/kit/random.js';
import type { BotPlayer } from '../src-main/host/bots.js';
import { GameHost } from '../src-main/host/host.js';
import { savesDir } from '../src-main/host/paths.js';
import { openSaveStore, saveStorePersistence } from '../src-main/host/persistence.js';
import { APP_VERSION, RULES_DATA_VERSION } from '../src-main/host/version.js';
import { CHROMIUM_ARGS } from './bench-board.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SEAT: Faction = 'aristocrats';
const SCENARIO = 'campaign';
/** Seeds tried in order until one reaches TARGET_TURN with the Aristocrats to decide. */
const SEEDS = ['bench-ui', 'bench-ui-2', 'bench-ui-3'];
const TARGET_TURN = 9;
const DECISIONS = Number(process.env.BENCH_UI_DECISIONS ?? 15);
/** One UI decision waits at most this long for the page (bots included). */
const STEP_TIMEOUT_MS = 30_000;
/** Before a click, the host must have sent nothing for this long (bots done, page settled). */
const QUIET_MS = 750;

function log(message: string): void {
  process.stderr.write(`bench-ui: ${message}\n`);
}

export function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? 0;
}

const ruleBot: BotPlayer = (view, legal, rng) => ruleDecide(view as GameView, legal, rng);

/** The Aristocrats must decide now (and the game is not over). */
function humanToDecide(game: GameState): boolean {
  if (game.flow.phase === 'over' || game.result !== null) return false;
  const p = pending(game);
  return !!p && p.seats.includes(SEAT) && legalActions(game, SEAT).length > 0;
}

/**
 * Plays `seed` in-process until turn >= TARGET_TURN at a human decision and saves it as
 * 'bench-ui'. Returns false (nothing saved) if the game ended first.
 */
async function prepareSave(userData: string, seed: string): Promise<{ ok: boolean; turn: number; decisions: number; log: number }> {
  const persistence = saveStorePersistence(openSaveStore(savesDir(userData)), {
    appVersion: APP_VERSION, rulesDataVersion: RULES_DATA_VERSION,
  });
  // No autosaves while preparing: only the explicit save matters, and serializing a late game
  // after every human decision would only slow this step down.
  const host = new GameHost<GameState>({
    persistence, autosave: false,
    bots: { 'bot:normal': ruleBot },
    log: (m, e) => log(`[host] ${m} ${e instanceof Error ? e.message : String(e ?? '')}`),
  });
  try {
    host.newGame({ scenario: SCENARIO, seed, seats: { aristocrats: 'human', demagogues: 'bot:rule', eurypontids: 'bot:rule', agiads: 'bot:rule' } });
    for (;;) {
      await host.whenIdle();
      const game = host.game!;
      if (!humanToDecide(game)) {
        return { ok: false, turn: game.turn, decisions: host.decisionList.length, log: game.log.length };
      }
      if (game.turn >= TARGET_TURN) {
        await host.save('bench-ui');
        await host.flush();
        return { ok: true, turn: game.turn, decisions: host.decisionList.length, log: game.log.length };
      }
      const legal = legalActions(game, SEAT);
      const rng = seedRng(`bench-ui|human|${host.decisionList.length}`);
      const { action } = ruleDecide(viewFor(game, SEAT, { withoutLog: true }), legal, rng);
      host.act(SEAT, action as Action);
    }
  } finally {
    await host.dispose();
  }
}

// ---------------------------------------------------------------------------------------------
// The web host (as tests/e2e/fixtures.ts starts it)

/**
 * Builds the renderer (the app's own Vite config) into `outDir`, so the page always matches the
 * host's sources; dist-renderer/ may be older than them. Takes a few seconds.
 */
export async function buildRenderer(outDir: string, profiling: boolean): Promise<string> {
  const t = performance.now();
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false, ...(profiling ? { minify: false } : {}) } });
  log(`renderer built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return outDir;
}

/** `args`: more command-line arguments for the host (a game to open, as the CLI's `--game perikles …`). */
export function startWebHost(userData: string, staticRoot: string, args: string[] = []): Promise<{ child: ChildProcess; url: string }> {
  // BENCH_UI_HOST_PROFILE=DIR: the host's CPU profile (.cpuprofile files in DIR, written as it exits).
  const profile = process.env.BENCH_UI_HOST_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_UI_HOST_PROFILE}`] : [];
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [...profile, 'src-main/web/cli.ts', '--port', '0', '--no-open', '--static', staticRoot, ...args], {
    cwd: ROOT,
    env: { ...process.env, PERICLES_USER_DATA: userData },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: the kill reaches tsx's node child too
  });
  let output = '';
  child.stderr?.on('data', (d: Buffer) => { output += d.toString(); });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`web host did not start in 30 s:\n${output}`)), 30_000);
    const lines = createInterface({ input: child.stdout! });
    let first = true;
    lines.on('line', (line) => {
      output += `${line}\n`;
      if (!first) return;
      first = false;
      clearTimeout(timer);
      const m = /^listening: (\S+)/.exec(line);
      if (m) resolve({ child, url: m[1]! });
      else reject(new Error(`unexpected first line from the web host: ${line}\n${output}`));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web host exited (${code}) before listening:\n${output}`));
    });
  });
}

export async function stopWebHost(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  const exited = new Promise<void>((r) => {
    if (child.exitCode !== null || child.signalCode !== null) r();
    else child.once('exit', () => r());
  });
  const kill = (signal: NodeJS.Signals) => {
    try { process.kill(-child.pid!, signal); } catch { /* already gone */ }
  };
  kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  kill('SIGKILL'); // the group, in case a grandchild outlived tsx
}

// ---------------------------------------------------------------------------------------------
// The page

// The decision's legal actions: buttons of the command palette (#16), in the prompt even while it is
// closed (hidden), so a script can press one as the palette would.
const PROMPT = `[data-prompt][data-seat="${SEAT}"]:not([data-waiting]) [data-palette] button[data-action]`;
const CONFIRM = `[data-prompt][data-seat="${SEAT}"]:not([data-waiting]) [data-palette] [data-palette-confirm]`;

/** A decision drawn later than this gets its long animation frames on stderr. */
const SLOW_MS = 80;

/** How many frames the board has drawn so far. */
async function boardFrames(page: Page): Promise<number> {
  return await page.evaluate(`document.querySelector('[data-board-canvas-host]')?.__boardScene?.renderTimes.length ?? 0`) as number;
}

/**
 * What the board did in a decision's round trip (stderr): the frames it drew, the parts its last
 * view rebuilt and their time, and its size (a taller prompt bar makes it smaller).
 */
async function boardWork(page: Page, framesBefore: number): Promise<string> {
  return await page.evaluate(`(() => {
    const s = document.querySelector('[data-board-canvas-host]')?.__boardScene;
    if (!s) return 'not shown';
    const t = s.timings;
    const bar = document.querySelector('.prompt-bar');
    return (s.renderTimes.length - ${framesBefore}) + ' frames; last view: ' + t.setViewParts + ' parts in ' + Math.round(t.setView) + ' ms; '
      + s.app.screen.width + 'x' + s.app.screen.height + ' px under a prompt bar of ' + (bar ? Math.round(bar.getBoundingClientRect().height) : 0) + ' px';
  })()`) as string;
}

/** The long animation frames between a decision's click and its first re-render, in words. */
async function slowFrames(page: Page, step: Step): Promise<string> {
  const frames = await page.evaluate(`(window.__benchLoaf || []).filter((f) => f.start + f.duration >= ${step.t0} && f.start <= ${step.t0 + step.firstRenderMs})`) as
    { start: number; duration: number; render: number; layout: number; scripts: { d: number; f: string; i: string; type: string }[] }[];
  if (!frames.length) return 'no long animation frame';
  return frames.map((f) => `frame +${Math.round(f.start - step.t0)} ms ${Math.round(f.duration)} ms (render ${Math.round(f.render)}, layout ${Math.round(f.layout)}): `
    + f.scripts.filter((s) => s.d >= 3).map((s) => `${s.i || s.type}${s.f ? ` ${s.f}` : ''} ${s.d}`).join('; ')).join(' | ');
}

async function decisionsOf(page: Page): Promise<number> {
  const v = await page.locator('[data-screen="game"]').getAttribute('data-decisions');
  return Number(v);
}

interface Step {
  kind: string;
  /** When the Confirm was clicked (the page's clock). */
  t0: number;
  /** Click → the first message from the host (host work + transfer). */
  hostMs: number;
  /** Click → the page sent its decision. */
  sentMs: number;
  /** Click → the DOM commit where `data-decisions` grew. */
  commitMs: number;
  /** Click → the frame after that commit was drawn (what a player sees). */
  firstRenderMs: number;
  /** Click → the Aristocrats' prompt is back, enabled, and drawn (bots included). */
  roundTripMs: number;
  /** Host messages received during the round trip. */
  messages: number;
  decisionsAfter: number;
}

/** Before the app runs: every WebSocket notes when each message reaches the page's main thread. */
export const WS_PROBE = `(() => {
  const Native = window.WebSocket;
  window.__benchWs = [];
  window.__benchSent = [];
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      const send = this.send.bind(this);
      this.send = (data) => { window.__benchSent.push(performance.now()); send(data); };
      this.addEventListener('message', (ev) => {
        window.__benchWs.push({ t: performance.now(), n: typeof ev.data === 'string' ? ev.data.length : 0 });
      });
    }
  };
  // Long animation frames (Chromium's LoAF), with the scripts that ran in them: where a slow
  // decision's time went (stderr only).
  window.__benchLoaf = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__benchLoaf.push({
          start: e.startTime, duration: e.duration, render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
          layout: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
          scripts: (e.scripts || []).map((s) => ({ d: Math.round(s.duration), f: s.sourceFunctionName || '', i: s.invoker || '', type: s.invokerType || '' })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: false });
  } catch { /* no LoAF in this browser */ }
})()`;

/** Waits until no host message has reached the page for QUIET_MS. */
export async function waitQuiet(page: Page): Promise<void> {
  const until = performance.now() + STEP_TIMEOUT_MS;
  for (;;) {
    // A string, not a function: tsx's name helpers do not exist in the page (and the page's CSP
    // forbids waitForFunction's string eval).
    const idle = await page.evaluate(`(() => {
      const w = window.__benchWs;
      return !w || !w.length ? Infinity : performance.now() - w[w.length - 1].t;
    })()`) as number;
    if (idle >= QUIET_MS) return;
    if (performance.now() > until) throw new Error(`the host kept sending for ${STEP_TIMEOUT_MS} ms`);
    await page.waitForTimeout(Math.max(50, QUIET_MS - idle));
  }
}

/**
 * One decision through the UI, timed in the page: a MutationObserver is armed, the first
 * quick-list button is clicked in the same task, and the observer notes the first DOM change where
 * `data-decisions` grew (the host's answer rendered), then the first where the Aristocrats'
 * prompt is back with enabled buttons (or the game is over); each time is taken after the next
 * frame is drawn (rAF, then a task).
 */
async function playOne(page: Page): Promise<Step | null> {
  // The palette asks to confirm a chosen entry (#16): pick it first, untimed; the timed part
  // starts at the Confirm that sends it.
  const picked = await page.evaluate(`(() => {
    const button = document.querySelector(${JSON.stringify(PROMPT)} + ':not([disabled])');
    if (!button) return false;
    button.click();
    return true;
  })()`) as boolean;
  if (!picked) return null;
  // A string, not a function: tsx's name helpers do not exist in the page.
  return await page.evaluate(`new Promise((resolve, reject) => {
    const screen = () => document.querySelector('[data-screen="game"]');
    const decisions = () => Number(screen()?.getAttribute('data-decisions') ?? NaN);
    const over = () => !screen() || !!document.querySelector('.status-over');
    const sel = ${JSON.stringify(PROMPT)};
    const button = document.querySelector(${JSON.stringify(CONFIRM)} + ':not([disabled])');
    if (!button) { reject(new Error('the palette did not ask to confirm')); return; }
    const kind = button.closest('[data-prompt]')?.getAttribute('data-prompt') ?? '';
    const before = decisions();
    const wsFrom = window.__benchWs ? window.__benchWs.length : 0;
    let commit = null, painted = null, back = null, backPainted = null;
    const afterPaint = (f) => requestAnimationFrame(() => setTimeout(() => { f(performance.now()); done(); }, 0));
    const done = () => {
      if (painted === null || backPainted === null) return;
      clearTimeout(timer);
      const ws = window.__benchWs ? window.__benchWs.slice(wsFrom) : [];
      resolve({
        kind, t0, hostMs: ws.length ? ws[0].t - t0 : NaN, sentMs: (window.__benchSent.find((t) => t >= t0) ?? NaN) - t0, commitMs: commit - t0, firstRenderMs: painted - t0,
        roundTripMs: backPainted - t0, messages: ws.filter((m) => m.t <= backPainted).length, decisionsAfter: decisions(),
      });
    };
    const check = () => {
      const now = performance.now();
      if (commit === null && (decisions() > before || over())) {
        commit = now;
        afterPaint((t) => { painted = t; });
      }
      const again = document.querySelector(sel);
      if (commit !== null && back === null && ((again && !again.disabled) || over())) {
        back = now;
        obs.disconnect();
        afterPaint((t) => { backPainted = t; });
      }
    };
    const obs = new MutationObserver(check);
    obs.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const timer = setTimeout(() => {
      obs.disconnect();
      reject(new Error('no answer in ${STEP_TIMEOUT_MS} ms after confirming ' + button.closest('[data-palette-confirm-for]')?.getAttribute('data-palette-confirm-for')));
    }, ${STEP_TIMEOUT_MS});
    const t0 = performance.now();
    button.click();
  })`) as Step | null;
}

export async function benchUi(): Promise<{ decisionP95Ms: number; decisionMedianMs: number; viewBytes: number; decidingFrameBytes: number; logEntries: number }> {
  const started = performance.now();
  const userData = mkdtempSync(join(tmpdir(), 'pericles-bench-ui-'));
  let child: ChildProcess | null = null;
  let browser: Browser | null = null;
  try {
    // 1. The late-game save.
    let prepared: Awaited<ReturnType<typeof prepareSave>> | null = null;
    for (const seed of SEEDS) {
      const t = performance.now();
      prepared = await prepareSave(userData, seed);
      log(`seed ${seed}: turn ${prepared.turn}, ${prepared.decisions} decisions, ${prepared.log} log entries, ${((performance.now() - t) / 1000).toFixed(1)} s${prepared.ok ? '' : ' (ended before turn 9; next seed)'}`);
      if (prepared.ok) break;
    }
    if (!prepared?.ok) throw new Error(`no seed of ${SEEDS.join(', ')} reached turn ${TARGET_TURN}`);

    // 2. The renderer as the sources are now, the real web host and the page.
    const staticRoot = process.env.BENCH_UI_STATIC ?? await buildRenderer(join(userData, 'renderer'), !!(process.env.BENCH_UI_PROFILE || process.env.BENCH_UI_TRACE));
    const host = await startWebHost(userData, staticRoot);
    child = host.child;
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(WS_PROBE);
    const frames: number[] = [];
    page.on('websocket', (ws) => {
      ws.on('framereceived', (f) => {
        const p = f.payload;
        frames.push(typeof p === 'string' ? Buffer.byteLength(p, 'utf8') : p.length);
      });
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(host.url);
    await page.locator('[data-screen="start"]').waitFor({ timeout: 60_000 });
    const tContinue = performance.now();
    await page.locator('section.resume button').first().click();
    await page.locator('[data-screen="game"]').waitFor({ timeout: 60_000 });
    await page.locator(PROMPT).first().waitFor({ state: 'attached', timeout: 60_000 });
    log(`continue → prompt shown: ${Math.round(performance.now() - tContinue)} ms; decisions ${await decisionsOf(page)}`);
    await page.waitForTimeout(500);

    // 3. N decisions through the UI (BENCH_UI_PROFILE=FILE: the page's CPU profile of them).
    const cdp = process.env.BENCH_UI_PROFILE ? await page.context().newCDPSession(page) : null;
    if (process.env.BENCH_UI_TRACE) {
      await browser.startTracing(page, { path: process.env.BENCH_UI_TRACE, categories: (process.env.BENCH_UI_TRACE_CATEGORIES ?? 'devtools.timeline,blink.user_timing,v8.execute').split(',') });
    }
    // BENCH_UI_PROFILE_STEPS=A-B: one profile per decision A..B (FILE.<n>.cpuprofile) instead of one of all.
    const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_UI_PROFILE_STEPS ?? '');
    const profiled = (n: number): boolean => !range || (n >= Number(range[1]) && n <= Number(range[2]));
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      if (!range) await cdp.send('Profiler.start');
    }
    const steps: Step[] = [];
    const framesBefore = frames.length;
    for (let i = 0; i < DECISIONS; i++) {
      const err = page.locator('[data-error]');
      if (await err.count()) throw new Error(`page error: ${await err.first().innerText()}`);
      if (await page.locator('.status-over').count()) { log('game over: stopping early'); break; }
      // The prompt may be between renders (busy): wait for an enabled button. In a simultaneous
      // decision the prompt is back while bots still answer it: wait until the host is quiet, so
      // the next message after the click is the answer to it.
      await page.locator(`${PROMPT}:not([disabled])`).first().waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
      await waitQuiet(page);
      if (cdp && range && profiled(i + 1)) await cdp.send('Profiler.start');
      const boardBefore = await boardFrames(page);
      const step = await playOne(page);
      if (cdp && range && profiled(i + 1)) {
        const { profile } = await cdp.send('Profiler.stop');
        writeFileSync(`${process.env.BENCH_UI_PROFILE!}.${i + 1}.cpuprofile`, JSON.stringify(profile));
      }
      if (!step) break;
      steps.push(step);
      log(`#${i + 1} ${step.kind}: sent ${step.sentMs.toFixed(0)} ms, host ${step.hostMs.toFixed(0)} ms, commit ${step.commitMs.toFixed(0)} ms, `
        + `first re-render ${step.firstRenderMs.toFixed(0)} ms; round trip ${step.roundTripMs.toFixed(0)} ms `
        + `(${step.messages} messages, decisions ${step.decisionsAfter})`);
      if (step.firstRenderMs > SLOW_MS) log(`  slow: ${await slowFrames(page, step)}`);
      log(`  board: ${await boardWork(page, boardBefore)}`);
    }
    if (steps.length === 0) throw new Error('no decision could be played through the UI');
    if (process.env.BENCH_UI_TRACE) {
      await browser.stopTracing();
      log(`page trace written to ${process.env.BENCH_UI_TRACE}`);
    }
    if (cdp && !range) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(process.env.BENCH_UI_PROFILE!, JSON.stringify(profile));
      log(`page CPU profile written to ${process.env.BENCH_UI_PROFILE}`);
    }

    // 4. Sizes.
    const logEntries = Number(await page.locator('ol.log[data-log-count]').first().getAttribute('data-log-count'));
    if (!(logEntries >= prepared.log / 2)) {
      log(`WARNING: the page shows ${logEntries} log entries of the game's ${prepared.log}+: page and host disagree on the log?`);
    }
    const viewBytes = Math.max(0, ...frames);
    const total = frames.reduce((a, b) => a + b, 0);
    const during = frames.slice(framesBefore);

    // 5. Details.
    const first = steps.map((s) => s.firstRenderMs);
    const hostMs = steps.map((s) => s.hostMs);
    const pageMs = steps.map((s) => s.firstRenderMs - s.hostMs);
    const round = steps.map((s) => s.roundTripMs);
    log(`${steps.length} decisions: act→first re-render median ${quantile(first, 0.5).toFixed(0)} ms, p95 ${quantile(first, 0.95).toFixed(0)} ms; round trip median ${quantile(round, 0.5).toFixed(0)} ms, p95 ${quantile(round, 0.95).toFixed(0)} ms`);
    log(`of the first re-render: click → first host message median ${quantile(hostMs, 0.5).toFixed(0)} ms, p95 ${quantile(hostMs, 0.95).toFixed(0)} ms; `
      + `message → drawn median ${quantile(pageMs, 0.5).toFixed(0)} ms, p95 ${quantile(pageMs, 0.95).toFixed(0)} ms`);
    log(`${frames.length} WebSocket frames received, ${(total / 1024).toFixed(0)} kB in all, largest ${(viewBytes / 1024).toFixed(1)} kB; `
      + `while deciding: ${during.length} frames, median ${(quantile(during, 0.5) / 1024).toFixed(1)} kB, largest ${(Math.max(0, ...during) / 1024).toFixed(1)} kB; `
      + `${logEntries} log entries shown`);
    if (pageErrors.length) log(`page errors: ${pageErrors.slice(0, 3).join(' | ')}`);
    log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return {
      decisionP95Ms: Math.round(quantile(first, 0.95)), decisionMedianMs: Math.round(quantile(first, 0.5)),
      viewBytes, decidingFrameBytes: Math.round(quantile(during, 0.5)), logEntries,
    };
  } finally {
    await browser?.close().catch(() => undefined);
    if (child) await stopWebHost(child);
    if (process.env.BENCH_UI_KEEP) log(`kept ${userData}`);
    else rmSync(userData, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  benchUi().then(
    (r) => {
      console.log(`bench: ui_decision_p95_ms=${r.decisionP95Ms} ms`);
      console.log(`bench: ui_decision_median_ms=${r.decisionMedianMs} ms`);
      console.log(`bench: ui_deciding_frame_kb=${(r.decidingFrameBytes / 1024).toFixed(1)} kB`);
      console.log(`bench: ui_view_kb=${Math.round(r.viewBytes / 1024)} kB`);
      console.log(`bench: ui_log_entries=${r.logEntries} entries`);
    },
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
