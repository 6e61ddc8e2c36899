// A bot worker that dies on its first request (botsInWorker.test.ts): the host must fall back.
import { parentPort } from 'node:worker_threads';

parentPort!.on('message', () => process.exit(3));
