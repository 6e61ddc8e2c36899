// The Perikles page's decision time (#33 "Speed": UI decision p95 ≤ 100 ms), as bench-ui.ts measures
// Pericles': the real web host opens a 4-player Perikles game by the CLI (`--game perikles --players 4
// --seed bench-ui --bots human,normal,normal,normal`), Debian's Chromium shows it, and the person's
// decisions are played through the prompt's buttons (the first option offered). A decision's time
// (perikles_ui_decision_p95_ms) is click → the frame drawn after the DOM commit where `data-decisions`
// grew (the decision's result shown); the round trip (click → the person's next prompt back, enabled
// and drawn, the bots' turns between included) goes to stderr.
//   npx tsx scripts/bench-perikles-ui.ts  →  bench: perikles_ui_decision_p95_ms=<n> ms
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './bench-board.js';
import { WS_PROBE, buildRenderer, quantile, startWebHost, stopWebHost, waitQuiet } from './bench-ui.js';

const DECISIONS = Number(process.env.BENCH_PERIKLES_UI_DECISIONS ?? 30);
const STEP_TIMEOUT_MS = 30_000;
const HOST_ARGS = ['--game', 'perikles', '--players', '4', '--seed', 'bench-ui', '--bots', 'human,normal,normal,normal'];
/** The person's options (the prompt's buttons), once enabled. */
const OPTION = '[data-prompt] button[data-option]:not([disabled])';

const log = (message: string): void => { process.stderr.write(`bench-perikles-ui: ${message}\n`); };

interface Step {
  kind: string;
  /** Click → the host's first message (host work and transfer). */
  hostMs: number;
  /** Click → the frame after the decision's result was drawn. */
  firstRenderMs: number;
  /** Click → the person's next prompt, enabled and drawn. */
  roundTripMs: number;
}

/** One decision, timed in the page: the first option clicked, then the frames after its result and after the next prompt. */
async function playOne(page: Page): Promise<Step> {
  // A string, not a function: tsx's name helpers do not exist in the page.
  return await page.evaluate(`new Promise((resolve, reject) => {
    const screen = () => document.querySelector('[data-screen="game"]');
    const decisions = () => Number(screen()?.getAttribute('data-decisions') ?? NaN);
    const over = () => !!document.querySelector('[data-game-over]');
    const button = document.querySelector(${JSON.stringify(OPTION)});
    if (!button) { reject(new Error('no option to click')); return; }
    const kind = button.closest('[data-prompt]')?.getAttribute('data-prompt') ?? '';
    const before = decisions();
    let shown = null, painted = null, back = null, backPainted = null;
    const afterPaint = (f) => requestAnimationFrame(() => setTimeout(() => { f(performance.now()); done(); }, 0));
    const done = () => {
      if (painted === null || backPainted === null) return;
      clearTimeout(timer);
      const answer = (window.__benchWs || []).find((m) => m.t >= t0);
      resolve({ kind, hostMs: answer ? answer.t - t0 : NaN, firstRenderMs: painted - t0, roundTripMs: backPainted - t0 });
    };
    const check = () => {
      if (shown === null && (decisions() > before || over())) { shown = performance.now(); afterPaint((t) => { painted = t; }); }
      if (shown !== null && back === null && (document.querySelector(${JSON.stringify(OPTION)}) || over())) {
        back = performance.now();
        obs.disconnect();
        afterPaint((t) => { backPainted = t; });
      }
    };
    const obs = new MutationObserver(check);
    obs.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const timer = setTimeout(() => { obs.disconnect(); reject(new Error('no answer in ${STEP_TIMEOUT_MS} ms after a ' + kind + ' option')); }, ${STEP_TIMEOUT_MS});
    const t0 = performance.now();
    button.click();
  })`) as Step;
}

export async function benchPeriklesUi(): Promise<{ decisionP95Ms: number; decisionMedianMs: number; roundTripP95Ms: number; decisions: number }> {
  const userData = mkdtempSync(join(tmpdir(), 'perikles-bench-ui-'));
  let child: ChildProcess | null = null;
  let browser: Browser | null = null;
  try {
    const staticRoot = process.env.BENCH_UI_STATIC ?? await buildRenderer(join(userData, 'renderer'), false);
    const host = await startWebHost(userData, staticRoot, HOST_ARGS);
    child = host.child;
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(WS_PROBE);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(host.url);
    await page.locator('[data-screen="game"]').waitFor({ timeout: 60_000 });
    const steps: Step[] = [];
    for (let i = 0; i < DECISIONS; i++) {
      const handoff = page.locator('[data-handoff] [data-take-seat]');
      if (await handoff.count()) await handoff.first().click();
      if (await page.locator('[data-game-over]').count()) { log('game over: stopping early'); break; }
      await page.locator(OPTION).first().waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
      // The bots' turns are over and the page settled: the next message after the click answers it.
      await waitQuiet(page);
      const step = await playOne(page);
      steps.push(step);
      log(`#${i + 1} ${step.kind}: host answered ${step.hostMs.toFixed(0)} ms, shown ${step.firstRenderMs.toFixed(0)} ms, next prompt ${step.roundTripMs.toFixed(0)} ms`);
    }
    if (steps.length === 0) throw new Error('no decision could be played through the page');
    if (pageErrors.length) log(`page errors: ${pageErrors.slice(0, 3).join(' | ')}`);
    const first = steps.map((s) => s.firstRenderMs);
    const round = steps.map((s) => s.roundTripMs);
    const hostMs = steps.map((s) => s.hostMs);
    log(`${steps.length} decisions: click → shown median ${quantile(first, 0.5).toFixed(0)} ms, p95 ${quantile(first, 0.95).toFixed(0)} ms; `
      + `click → next prompt median ${quantile(round, 0.5).toFixed(0)} ms, p95 ${quantile(round, 0.95).toFixed(0)} ms; `
      + `click → host's answer median ${quantile(hostMs, 0.5).toFixed(0)} ms, p95 ${quantile(hostMs, 0.95).toFixed(0)} ms`);
    return {
      decisionP95Ms: Math.round(quantile(first, 0.95)), decisionMedianMs: Math.round(quantile(first, 0.5)),
      roundTripP95Ms: Math.round(quantile(round, 0.95)), decisions: steps.length,
    };
  } finally {
    await browser?.close().catch(() => undefined);
    if (child) await stopWebHost(child);
    rmSync(userData, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const r = await benchPeriklesUi();
  console.log(`bench: perikles_ui_decision_p95_ms=${r.decisionP95Ms} ms`);
  console.log(`bench: perikles_ui_decision_median_ms=${r.decisionMedianMs} ms`);
  console.log(`bench: perikles_ui_round_trip_p95_ms=${r.roundTripP95Ms} ms`);
}
