// Bots off the main thread: a worker_threads Worker that runs a game's bot (its module's
// `bots.decide`, found in the registry by the game's id) with a time budget and cancellation. The
// host calls `BotWorker.decide` or plugs `workerBotPlayer` in as a BotPlayer; a search never blocks
// the main process, whichever game it plays.
//
// Cancellation: a search is synchronous inside the worker, so cancelling terminates the worker
// (a fresh one is started for the next request). A hard timeout does the same and answers with
// the game's quick fallback (`bots.overrun.fallback`: a rule bot), computed on the spot.
import { Worker } from 'node:worker_threads';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Action, AnyGame, GameId, Reason, RngState } from '../../src-shared/games/contract.js';

export interface BotRequest {
  id: number;
  /** The game whose bot decides (its module in src-shared/games/index.ts). */
  game: GameId;
  level: string;
  view: unknown;
  legal: readonly Action[];
  rng: RngState;
  /** The game's own bot options (structured-cloneable). */
  options?: unknown;
}

export type BotResponse =
  | { id: number; ok: true; action: Action; reason: Reason; ms: number }
  | { id: number; ok: false; error: string; ms: number };

/** The worker's first message: its games are loaded and it listens (a boot is not a bot's thinking time). */
export interface BotWorkerReady { ready: true }

/**
 * A request handed to a worker still booting waits this much longer than its own cap: the cap counts
 * from the worker's `ready` (booting through tsx on a busy machine took seconds), this only catches a
 * worker that never gets there.
 */
const BOOT_ALLOWANCE_MS = 30_000;

export interface WorkerDecision {
  action: Action;
  reason: Reason;
  /** Time the bot thought, in the worker (ms). */
  ms: number;
  /** True when the hard timeout fired and the game's fallback answered instead. */
  timedOut: boolean;
}

export interface BotWorkerOptions {
  /**
   * The worker script. Default: botWorkerEntry.ts next to this file, run through tsx (dev,
   * tests). A bundled build passes its compiled entry (e.g. dist-electron/botWorker.cjs).
   */
  entry?: string | URL;
  /** Node flags for the worker (default none). A .ts entry is loaded through tsx's ESM API. */
  execArgv?: string[];
  /** Told of each request as the worker is handed it, and of each answer it gives (tests, benches). */
  onEvent?: (event: { type: 'asked' | 'answered'; game: GameId; level: string; id: number }) => void;
}

export interface DecideOptions {
  /** Cancels the request: the worker is terminated and the promise rejects with an AbortError. */
  signal?: AbortSignal;
  /** Hard cap (ms) after which the game's fallback answers instead; default its budget × 2 + 1000. */
  timeoutMs?: number;
}

/** A level's time budget × 2 + 1 s (its budget is a soft cap), 5 s for a level that keeps no clock. */
function hardTimeoutMs(game: AnyGame, level: string, options: unknown): number {
  const budget = game.bots.overrun.budgetMs(level, options);
  return budget === null || !Number.isFinite(budget) ? 5000 : budget * 2 + 1000;
}

export class BotCancelledError extends Error {
  constructor() {
    super('The bot decision was cancelled');
    this.name = 'AbortError';
  }
}

function defaultEntry(): URL {
  const ts = new URL('./botWorkerEntry.ts', import.meta.url);
  return existsSync(fileURLToPath(ts)) ? ts : new URL('./botWorkerEntry.js', import.meta.url);
}

/** A worker script that registers tsx (dev and tests run the TypeScript sources) and imports `entry`. */
function tsBootstrap(entry: URL): string {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  const api = pathToFileURL(join(dirname(pkgPath), pkg.exports['./esm/api']?.import.default ?? 'dist/esm/api/index.mjs')).href;
  return `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); })`
    + '.catch((e) => { console.error(e); process.exit(1); });';
}

interface Job {
  id: number;
  game: AnyGame;
  req: BotRequest;
  resolve: (d: WorkerDecision) => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout> | null;
  timeoutMs: number;
  cleanup: () => void;
}

/** One worker thread serving bot decisions, one at a time, in order. */
export class BotWorker {
  private worker: Worker | null = null;
  /** The live worker has said it is ready (BotWorkerReady). */
  private workerReady = false;
  private nextId = 1;
  private queue: Job[] = [];
  private current: Job | null = null;
  private closed = false;
  /** start() was called: a worker is kept ready, also after one is terminated. */
  private keepReady = false;
  private readonly entry: string | URL;
  private readonly execArgv: string[];
  private readonly onEvent: NonNullable<BotWorkerOptions['onEvent']>;

  constructor(opts: BotWorkerOptions = {}) {
    this.entry = opts.entry ?? defaultEntry();
    this.execArgv = opts.execArgv ?? [];
    this.onEvent = opts.onEvent ?? (() => undefined);
  }

  private spawn(): Worker {
    if (this.worker) return this.worker;
    const url = typeof this.entry === 'string' ? pathToFileURL(this.entry) : this.entry;
    const w = url.pathname.endsWith('.ts')
      ? new Worker(tsBootstrap(url), { eval: true, execArgv: this.execArgv })
      : new Worker(url, { execArgv: this.execArgv });
    w.on('message', (res: BotResponse | BotWorkerReady) => {
      if (this.worker !== w) return;
      if ('ready' in res) this.onReady();
      else this.onMessage(res);
    });
    // Only the live worker's failure concerns the running job: a terminated one exits quietly.
    w.on('error', (e) => { if (this.worker === w) this.onCrash(e); });
    w.on('exit', () => {
      if (this.worker !== w) return;
      this.worker = null;
      if (this.current && !this.closed) this.onCrash(new Error('The bot worker exited'));
    });
    w.unref();
    this.worker = w;
    this.workerReady = false;
    return w;
  }

  /**
   * Boots the worker now, before any bot must decide, and keeps one ready after a cancel or a
   * timeout. A worker's start (a V8 isolate, the engine and bots loaded; through tsx, transpiled)
   * is hundreds of ms of CPU: started on demand, it ran beside the page drawing the player's first
   * decision after a load (#16 speed).
   */
  start(): void {
    if (this.closed) return;
    this.keepReady = true;
    this.spawn();
  }

  /** A worker thread is running (started, or serving a decision). */
  get running(): boolean {
    return this.worker !== null;
  }

  /** Asks the worker for a decision by `game`'s bot of `level`, from a seat's view. */
  decide(game: AnyGame, level: string, view: unknown, legal: readonly Action[], rng: RngState, options?: unknown, opts: DecideOptions = {}): Promise<WorkerDecision> {
    if (this.closed) return Promise.reject(new Error('The bot worker is closed'));
    if (opts.signal?.aborted) return Promise.reject(new BotCancelledError());
    return new Promise<WorkerDecision>((resolve, reject) => {
      const id = this.nextId++;
      const job: Job = {
        id, game, req: { id, game: game.id, level, view, legal, rng: [...rng] as RngState, options }, resolve, reject, timer: null, timeoutMs: 0, cleanup: () => undefined,
      };
      if (opts.signal) {
        const onAbort = (): void => this.cancel(job);
        opts.signal.addEventListener('abort', onAbort, { once: true });
        job.cleanup = () => opts.signal?.removeEventListener('abort', onAbort);
      }
      job.timeoutMs = opts.timeoutMs ?? hardTimeoutMs(game, level, options);
      this.queue.push(job);
      this.pump();
    });
  }

  private pump(): void {
    if (this.current || this.queue.length === 0) return;
    const job = this.queue.shift() as Job;
    this.current = job;
    const worker = this.spawn();
    this.arm(job);
    worker.postMessage(job.req);
    this.onEvent({ type: 'asked', game: job.req.game, level: job.req.level, id: job.id });
  }

  private finish(job: Job): void {
    if (job.timer) clearTimeout(job.timer);
    job.cleanup();
    if (this.current === job) this.current = null;
    this.queue = this.queue.filter((j) => j !== job);
  }

  /** The job's hard cap, from now: its own once the worker is ready, with the boot allowance before. */
  private arm(job: Job): void {
    if (job.timer) clearTimeout(job.timer);
    job.timer = setTimeout(() => this.timeout(job), job.timeoutMs + (this.workerReady ? 0 : BOOT_ALLOWANCE_MS));
  }

  private onReady(): void {
    this.workerReady = true;
    if (this.current) this.arm(this.current); // its time starts now
  }

  private onMessage(res: BotResponse): void {
    const job = this.current;
    if (!job || job.id !== res.id) return; // a late answer to a cancelled request
    this.finish(job);
    this.onEvent({ type: 'answered', game: job.req.game, level: job.req.level, id: job.id });
    if (res.ok) job.resolve({ action: res.action, reason: res.reason, ms: res.ms, timedOut: false });
    else job.reject(new Error(`bot failed: ${res.error}`));
    this.pump();
  }

  private onCrash(e: Error): void {
    const job = this.current;
    this.worker = null;
    if (job) {
      this.finish(job);
      job.reject(e);
    }
    this.pump();
  }

  private kill(): void {
    const w = this.worker;
    this.worker = null;
    if (w) void w.terminate();
    // Not after a crash (onCrash): a worker that cannot start would be started again and again.
    if (this.keepReady && !this.closed) this.spawn();
  }

  private cancel(job: Job): void {
    const running = this.current === job;
    this.finish(job);
    if (running) this.kill();
    job.reject(new BotCancelledError());
    this.pump();
  }

  private timeout(job: Job): void {
    if (this.current !== job) return;
    this.finish(job);
    this.kill();
    const d = job.game.bots.overrun.fallback(job.req.view, job.req.legal, [...job.req.rng] as RngState);
    job.resolve({ action: d.action, reason: d.reason, ms: 0, timedOut: true });
    this.pump();
  }

  /** Cancels everything and stops the worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of [...this.queue, ...(this.current ? [this.current] : [])]) {
      this.finish(job);
      job.reject(new BotCancelledError());
    }
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }
}
