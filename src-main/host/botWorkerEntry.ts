// The bot worker thread: receives { id, game, level, view, legal, rng, options } and answers with
// the decision of that game's bot (its module's `bots.decide`). Runs off the main thread so a
// searching bot never blocks the host.
import { parentPort } from 'node:worker_threads';
import { gameById } from '../../src-shared/games/index.js';
import type { BotRequest, BotResponse, BotWorkerReady } from './botWorker.js';

if (!parentPort) throw new Error('botWorkerEntry must run in a worker thread');
const port = parentPort;
port.on('message', (req: BotRequest) => {
  const t0 = performance.now();
  let res: BotResponse;
  try {
    const game = gameById(req.game);
    if (!game) throw new Error(`This version has no game "${req.game}".`);
    const d = game.bots.decide(req.level, req.view, req.legal, req.rng, req.options);
    res = { id: req.id, ok: true, action: d.action, reason: d.reason, ms: performance.now() - t0 };
  } catch (e) {
    res = { id: req.id, ok: false, error: (e as Error).stack ?? String(e), ms: performance.now() - t0 };
  }
  port.postMessage(res);
});
// Loaded and listening: the host starts a request's clock from here (botWorker.ts BotWorkerReady).
port.postMessage({ ready: true } satisfies BotWorkerReady);
