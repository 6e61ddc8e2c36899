// `npm run bench -- host` (#32): how long the host keeps a client waiting while Perikles' Hard bots
// think. A host plays a three-seat game of Hard bots; a client asks it for the games list every 25 ms
// and times each answer, until the bots have made DECISIONS decisions. Measured with the bots in
// their worker thread (the app's: workerBots) and, for comparison, deciding on the host's own thread.
import { GameHost } from '../src-main/host/host.js';
import { workerBots } from '../src-main/host/botPlayers.js';
import { memoryPersistence } from '../src-main/host/persistence.js';
import type { GameBots } from '../src-main/host/bots.js';

type Line = (name: string, value: number, unit: string) => void;

const DECISIONS = Number(process.env.BENCH_HOST_DECISIONS ?? 6);
const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

/** Ping answer times (ms) while Hard bots make DECISIONS decisions, and how long those took (s). */
async function pingsWhileBotsThink(bots: GameBots): Promise<{ pings: number[]; seconds: number }> {
  const host = new GameHost({ persistence: memoryPersistence(), autosave: false, bots, log: () => undefined });
  let decisions = 0;
  let done!: () => void;
  const finished = new Promise<void>((resolve) => { done = resolve; });
  const session = host.connect((m) => {
    if (m.type === 'view' && m.decisions > decisions) decisions = m.decisions;
    if (decisions >= DECISIONS) done();
  });
  const t0 = performance.now();
  await session.handleText(JSON.stringify({ type: 'newGame', game: 'perikles', scenario: 'standard', seed: 'bench-host', players: 3, seats: { red: 'bot:hard', green: 'bot:hard', black: 'bot:hard' } }));
  const pings: number[] = [];
  const timer = setInterval(() => {
    const sent = performance.now();
    void session.handleText(JSON.stringify({ type: 'listGames' })).then(() => pings.push(performance.now() - sent));
  }, 25);
  // A ping sent while the thread is held is answered late: the time it waited to be sent counts too.
  let last = performance.now();
  const lag = setInterval(() => { const now = performance.now(); pings.push(Math.max(0, now - last - 25)); last = now; }, 25);
  await finished;
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  clearInterval(lag);
  await host.dispose();
  return { pings, seconds };
}

export async function benchHost(line: Line): Promise<void> {
  const worker = workerBots();
  worker.start();
  try {
    const w = await pingsWhileBotsThink(worker.bots);
    line('host_ping_p95_ms_bots_in_worker', Math.round(quantile(w.pings, 0.95) * 10) / 10, 'ms');
    line('host_ping_max_ms_bots_in_worker', Math.round(Math.max(...w.pings)), 'ms');
    line('host_hard_decision_mean_s', Math.round((w.seconds / DECISIONS) * 100) / 100, 's');
  } finally {
    await worker.close();
  }
  // The same game with the bots on the host's thread (as Perikles' were before #32 moved them).
  const inProcess: GameBots = (game, kind) => (view, legal, rng) => game.bots.decide(kind.slice('bot:'.length), view, legal, rng);
  const p = await pingsWhileBotsThink(inProcess);
  line('host_ping_p95_ms_bots_in_process', Math.round(quantile(p.pings, 0.95) * 10) / 10, 'ms');
  line('host_ping_max_ms_bots_in_process', Math.round(Math.max(...p.pings)), 'ms');
}
