// The bots a running app uses: the rule and search levels run in a worker thread (so they never
// block the host), the random level in process. Each decision's one-line reason goes back to the
// host with the action, and only there: the host records it and publishes what people may see
// (host.ts "Bot reasons"; a reason for a secret decision names hidden cards).
import type { BotLevel, BotOptions } from '../../src-shared/bots/types.js';
import { BotWorker, type BotWorkerOptions } from './botWorker.js';
import { randomBot, type BotKind, type BotPlayer } from './bots.js';

export interface WorkerBots {
  bots: Record<BotKind, BotPlayer>;
  /** Boots the bots' worker now (BotWorker.start): an app calls it as it starts, long before a bot decides. */
  start(): void;
  close(): Promise<void>;
}

/** A host BotPlayer backed by the worker that answers `{ action, reason }`. */
export function workerBotPlayer(worker: BotWorker, level: BotLevel, options: BotOptions): BotPlayer {
  return async (view, legal, rng) => {
    const d = await worker.decide(level, view, legal, rng, options);
    return { action: d.action, reason: d.reason };
  };
}

export function workerBots(opts: BotWorkerOptions & {
  /** The searching bot's time budget per decision (issue "Solo play": 1 s by default). */
  searchBudgetMs?: number;
} = {}): WorkerBots {
  const worker = new BotWorker(opts);
  return {
    bots: {
      'bot:random': randomBot,
      'bot:rule': workerBotPlayer(worker, 'rule', {}),
      'bot:search': workerBotPlayer(worker, 'search', { search: { budgetMs: opts.searchBudgetMs ?? 1000 } }),
    },
    start: () => worker.start(),
    close: () => worker.close(),
  };
}
