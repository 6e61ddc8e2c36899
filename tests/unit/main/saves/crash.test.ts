// Fault test: a child process writing saves in a loop is killed with SIGKILL at random
// moments; after every kill the last complete save must load, be one of the versions written,
// and no temp file may be taken for a save. (SIGKILL tests process crashes; power loss would
// also need the fsyncs, which the code does but a test cannot observe here.)
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../../src-shared/kit/hash.js';
import { isTempFileName } from '../../../../src-main/saves/atomicWrite.js';
import { SaveError } from '../../../../src-main/saves/format.js';
import { SaveStore } from '../../../../src-main/saves/store.js';
import { makeTempDir, seqOf } from './helpers.js';
import { CHILD_BACKUPS, childEnvelope } from './writer-child.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHILD = path.join(here, 'writer-child.ts');
const ROOT = path.resolve(here, '../../..');
/** Estimated time of one write (save or autosave) in the child, learned from its reports. */
let cycleMs = 30;
const LANES = 3;
const KILLS_PER_LANE = 17;

let root: string;
let cleanup: () => Promise<void>;
/** The writer, bundled once to plain JS: `node --import tsx` costs ~0.9 s of CPU per start, too slow for 60 starts. */
let childJs: string;
beforeAll(async () => {
  ({ dir: root, cleanup } = await makeTempDir('pericles-crash-'));
  childJs = path.join(root, 'writer-child.mjs');
  await build({ entryPoints: [CHILD], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: childJs, minify: true, logLevel: 'error' });
});
afterAll(() => cleanup());

interface Run { saved: number; auto: number; stderr: string }

interface Child {
  /** Resolves once the child has loaded and warmed up (it has not touched the folder yet). */
  ready: Promise<void>;
  /**
   * Lets the child start writing; once it has reported `afterReports` completed writes, waits a
   * random part of one write cycle and SIGKILLs it. Resolves with what it reported.
   */
  goAndKill(afterReports: number): Promise<Run>;
}

/**
 * Starts a writer that waits for "go". The next writer of a lane is started while the previous
 * one runs and is checked, so process start-up (most of the cost) overlaps the test's work.
 */
function startChild(dir: string): Child {
  const child = spawn(process.execPath, [childJs, dir, '--wait-go'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let stderr = '';
  let reports = 0;
  let lastReportAt = 0;
  let onReport: () => void = () => undefined;
  let onReady: () => void = () => undefined;
  let failReady: (e: Error) => void = () => undefined;
  const ready = new Promise<void>((res, rej) => ((onReady = res), (failReady = rej)));
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    if (out.includes('ready\n')) onReady();
    const n = (chunk.match(/^(saved|auto) /gm) ?? []).length;
    if (n > 0) {
      const now = performance.now();
      if (lastReportAt > 0) cycleMs = 0.8 * cycleMs + 0.2 * ((now - lastReportAt) / n);
      lastReportAt = now;
      reports += n;
      onReport();
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.on('error', () => undefined); // EPIPE once killed
  const closed = new Promise<Run>((resolve, reject) => {
    child.on('error', (e) => (failReady(e), reject(e)));
    child.on('close', (_code, signal) => {
      if (signal !== 'SIGKILL') {
        const e = new Error(`writer exited on its own (${String(signal)}): ${stderr}`);
        failReady(e);
        return reject(e);
      }
      const last = (tag: string) => Math.max(0, ...[...out.matchAll(new RegExp(`^${tag} (\\d+)$`, 'gm'))].map((m) => Number(m[1])));
      resolve({ saved: last('saved'), auto: last('auto'), stderr });
    });
  });
  closed.catch(() => undefined);
  return {
    ready,
    async goAndKill(afterReports) {
      await ready;
      let timer: NodeJS.Timeout | undefined;
      const kill = () => {
        if (timer === undefined) timer = setTimeout(() => child.kill('SIGKILL'), Math.random() * 1.5 * cycleMs);
      };
      onReport = () => {
        if (reports >= afterReports) kill();
      };
      child.stdin.write('go\n');
      if (afterReports === 0) kill();
      const guard = setTimeout(() => child.kill('SIGKILL'), 20_000);
      try {
        return await closed;
      } finally {
        clearTimeout(guard);
        clearTimeout(timer);
      }
    },
  };
}

async function lane(index: number): Promise<{ kills: number; inFlightCommits: number; tempsSeen: number; lastSeq: number }> {
  const dir = path.join(root, `lane${index}`);
  const store = new SaveStore(dir, { autosaveBackups: CHILD_BACKUPS });
  let game = 0; // last verified seq of "Game"
  let auto = 0; // last verified seq of the autosave
  let inFlightCommits = 0;
  const temps = new Set<string>();
  let next: Child | null = startChild(dir);
  for (let k = 0; k < KILLS_PER_LANE; k++) {
    // Kill at a random point of one of the first few writes (0: possibly before the first).
    const afterReports = Math.floor(Math.random() * 4);
    const current: Child = next ?? startChild(dir);
    await current.ready;
    const t0 = Date.now();
    const run = await current.goAndKill(afterReports);
    if (process.env.CRASH_DEBUG) console.log(`lane ${index} kill ${k} after ${afterReports} (cycle ${cycleMs.toFixed(0)} ms) saved ${run.saved} auto ${run.auto} run ${Date.now() - t0} ms`);
    // The next writer starts up (without touching the folder) while this one is checked.
    next = k + 1 < KILLS_PER_LANE ? startChild(dir) : null;
    const reportedGame = Math.max(game, run.saved);
    const reportedAuto = Math.max(auto, run.auto);

    // The named save: the last reported one, or the one being written if its rename had landed.
    const g = await store.load('Game').catch((e: unknown) => {
      if (e instanceof SaveError && e.code === 'not-found' && reportedGame === 0) return null;
      throw e;
    });
    if (g) {
      const s = seqOf(g.envelope);
      expect([reportedGame, reportedGame + 1], `lane ${index} kill ${k}: Game`).toContain(s);
      expect(canonicalJson(g.envelope.snapshot)).toBe(canonicalJson(childEnvelope(s).snapshot));
      if (s === reportedGame + 1) inFlightCommits++;
      game = s;
    }

    // The autosave (possibly through its fallback after a crash mid-rotation).
    const a = await store.load('autosave').catch((e: unknown) => {
      if (e instanceof SaveError && e.code === 'not-found' && reportedAuto === 0) return null;
      throw e;
    });
    if (a) {
      const s = seqOf(a.envelope);
      // The last reported autosave, or the one in flight, which carries the last completed save's
      // seq (a kill between a save's rename and its report makes the autosaves skip a number).
      expect([reportedAuto, game], `lane ${index} kill ${k}: autosave`).toContain(s);
      expect(s).toBeLessThanOrEqual(game);
      expect(canonicalJson(a.envelope.snapshot)).toBe(canonicalJson(childEnvelope(s).snapshot));
      auto = s;
    }

    // Nothing listed is damaged, and no temp file shows up as a save.
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const n of names.filter(isTempFileName)) temps.add(n);
    const list = await store.list();
    for (const entry of list) {
      expect(entry.ok, `${entry.name}: ${entry.ok ? '' : entry.error.message}`).toBe(true);
      expect(isTempFileName(path.basename(entry.file))).toBe(false);
    }
    expect(list.length).toBeLessThanOrEqual(1 + 1 + CHILD_BACKUPS);
  }
  // Leftover temp files are swept, and everything still loads.
  await store.sweepTempFiles(0);
  expect((await readdir(dir).catch(() => [] as string[])).filter(isTempFileName)).toEqual([]);
  if (game > 0) expect(seqOf((await store.load('Game')).envelope)).toBe(game);
  return { kills: KILLS_PER_LANE, inFlightCommits, tempsSeen: temps.size, lastSeq: game };
}

describe('crash safety', () => {
  it(`survives ${LANES * KILLS_PER_LANE} SIGKILLs of a writer at random moments`, async () => {
    const results = await Promise.all(Array.from({ length: LANES }, (_, i) => lane(i)));
    const kills = results.reduce((n, r) => n + r.kills, 0);
    expect(kills).toBeGreaterThanOrEqual(50);
    // The writer really was writing when it died: saves progressed across the runs.
    expect(results.reduce((n, r) => n + r.lastSeq, 0)).toBeGreaterThan(kills / 2);
    console.info(`crash test: ${kills} kills, ${results.reduce((n, r) => n + r.lastSeq, 0)} saves written, ` +
      `${results.reduce((n, r) => n + r.inFlightCommits, 0)} unreported commits, ${results.reduce((n, r) => n + r.tempsSeen, 0)} temp files left by kills`);
  }, 120_000);
});
