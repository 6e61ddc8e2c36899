// The bots a running app uses: the rule and search levels run in a worker thread (so they never
// block the host), the random level in process. Each decision's one-line reason goes back to the
// host with the action (the host records it and publishes a public version, host.ts "Bot
// reasons") and to `onReason` (a console log, for instance).
import type { GameView } from '../../src-shared/engine.js';
import type { BotLevel, BotOptions } from '../../src-shared/bots/types.js';
import { BotWorker, type BotWorkerOptions } from './botWorker.js';
import { randomBot, type BotKind, type BotPlayer } from './bots.js';

export interface WorkerBots {
  bots: Record<BotKind, BotPlayer>;
  close(): Promise<void>;
}

/** A host BotPlayer backed by the worker that answers `{ action, reason }`. */
function reasoningPlayer(worker: BotWorker, level: BotLevel, options: BotOptions, onReason?: (reason: string, view: GameView) => void): BotPlayer {
  return async (view, legal, rng) => {
    const d = await worker.decide(level, view, legal, rng, options);
    onReason?.(d.reason, view);
    return { action: d.action, reason: d.reason };
  };
}

export function workerBots(opts: BotWorkerOptions & {
  /** The searching bot's time budget per decision (issue "Solo play": 1 s by default). */
  searchBudgetMs?: number;
  onReason?: (reason: string, view: GameView) => void;
} = {}): WorkerBots {
  const worker = new BotWorker(opts);
  return {
    bots: {
      'bot:random': randomBot,
      'bot:rule': reasoningPlayer(worker, 'rule', {}, opts.onReason),
      'bot:search': reasoningPlayer(worker, 'search', { search: { budgetMs: opts.searchBudgetMs ?? 1000 } }, opts.onReason),
    },
    close: () => worker.close(),
  };
}
