// The bots a running app uses: the players' levels (Easy … Expert, bots/levels.ts) run in a worker
// thread (so they never block the host), the random bot in process. A save's legacy kinds
// ('bot:rule', 'bot:search') play as their level (state.ts LEGACY_SEAT_KINDS). Each decision's one-line reason goes back to the
// host with the action, and only there: the host records it and publishes what people may see
// (host.ts "Bot reasons"; a reason for a secret decision names hidden cards).
import { isBotLevel, type BotLevel, type BotOptions } from '../../src-shared/games/pericles/bots/types.js';
import { BotWorker, type BotWorkerOptions } from './botWorker.js';
import { BOT_KINDS, botLevelOf, randomBot, type BotKind, type BotPlayer } from './bots.js';

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
  /** Caps every level's time per decision (default: each level's own, levels.ts). */
  levelBudgetMs?: number;
} = {}): WorkerBots {
  const worker = new BotWorker(opts);
  const options: BotOptions = opts.levelBudgetMs === undefined ? {} : { levelBudgetMs: opts.levelBudgetMs };
  const bots = {} as Record<BotKind, BotPlayer>;
  for (const kind of BOT_KINDS) {
    const level = botLevelOf(kind);
    bots[kind] = level === 'random' || !isBotLevel(level) ? randomBot : workerBotPlayer(worker, level, options);
  }
  return {
    bots,
    start: () => worker.start(),
    close: () => worker.close(),
  };
}
