// The bots a running app uses: every game's levels (its module's `bots.levels` and test bots) think
// in a worker thread, whichever game it is, so they never block the host; the random bot answers in
// process. A save's legacy kinds ('bot:rule', 'bot:search') play as their level (botKindOfSeat).
// Each decision's one-line reason goes back to the host with the action, and only there: the host
// records it and publishes what people may see (reasons.ts; a reason for a secret decision names
// hidden cards).
import { BotWorker, type BotWorkerOptions } from './botWorker.js';
import { botLevelOf, randomBot, type BotKind, type BotPlayer, type GameBots } from './bots.js';
import type { HostGame } from './running.js';
import type { AnyGame } from '../../src-shared/games/contract.js';

export interface WorkerBots {
  /** The bot that plays `kind` in a game (the host's `bots` option). */
  bots: GameBots;
  /** Boots the bots' worker now (BotWorker.start): an app calls it as it starts, long before a bot decides. */
  start(): void;
  close(): Promise<void>;
}

/** A host BotPlayer backed by the worker: `game`'s bot of `level` answers `{ action, reason }`. */
export function workerBotPlayer(worker: BotWorker, game: AnyGame, level: string, options?: unknown): BotPlayer {
  return async (view, legal, rng) => {
    const d = await worker.decide(game, level, view, legal, rng, options);
    return { action: d.action, reason: d.reason };
  };
}

export function workerBots(opts: BotWorkerOptions = {}): WorkerBots {
  const worker = new BotWorker(opts);
  const players = new Map<string, BotPlayer>();
  const bots: GameBots = (game: HostGame, kind: BotKind) => {
    const level = botLevelOf(kind);
    if (level === 'random') return randomBot;
    const key = `${game.id}|${level}`;
    if (!players.has(key)) players.set(key, workerBotPlayer(worker, game, level));
    return players.get(key)!;
  };
  return {
    bots,
    start: () => worker.start(),
    close: () => worker.close(),
  };
}
