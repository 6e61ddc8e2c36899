// The bot worker thread: receives { id, level, view, legal, rng, options } and answers with the
// bot's decision. Runs off the main thread so a searching bot never blocks the host.
import { parentPort } from 'node:worker_threads';
import { decide } from '../../src-shared/games/pericles/bots/index.js';
import type { BotRequest, BotResponse } from './botWorker.js';

if (!parentPort) throw new Error('botWorkerEntry must run in a worker thread');
const port = parentPort;
port.on('message', (req: BotRequest) => {
  const t0 = performance.now();
  let res: BotResponse;
  try {
    const d = decide(req.level, req.view, req.legal, req.rng, req.options ?? {});
    res = { id: req.id, ok: true, action: d.action, reason: d.reason, ms: performance.now() - t0 };
  } catch (e) {
    res = { id: req.id, ok: false, error: (e as Error).stack ?? String(e), ms: performance.now() - t0 };
  }
  port.postMessage(res);
});
