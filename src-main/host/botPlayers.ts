// The bots a running app uses: the rule and search levels run in a worker thread (so they never
// block the host), the random level in process. Each decision's one-line reason goes to `onReason`.
import type { GameView } from '../../src-shared/engine.js';
import { BotWorker, workerBotPlayer, type BotWorkerOptions } from './botWorker.js';
import { randomBot, type BotKind, type BotPlayer } from './bots.js';

export interface WorkerBots {
  bots: Record<BotKind, BotPlayer>;
  close(): Promise<void>;
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
      'bot:rule': workerBotPlayer(worker, 'rule', {}, opts.onReason),
      'bot:search': workerBotPlayer(worker, 'search', { search: { budgetMs: opts.searchBudgetMs ?? 1000 } }, opts.onReason),
    },
    close: () => worker.close(),
  };
}
