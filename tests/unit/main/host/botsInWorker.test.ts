// #32 "Bots through the contract": every game's bots think in the bots' worker thread, through the
// game's module (`bots.decide`), so the host answers its clients while a bot searches; and when the
// worker fails, a game falls back as Pericles always has (a random legal choice, 'engine.bot.failed').
import type { GameState } from '../../../../src-shared/engine.js';
import { afterEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { GameHost } from '../../../../src-main/host/host.js';
import { workerBots, type WorkerBots } from '../../../../src-main/host/botPlayers.js';
import { BotWorker } from '../../../../src-main/host/botWorker.js';
import { gameById } from '../../../../src-shared/games/index.js';
import { seedRng } from '../../../../src-shared/kit/random.js';
import { newGame, legalActions, viewFor, type PeriklesState } from '../../../../src-shared/games/perikles/index.js';
import { connect, makeHost, type Client } from './helpers.js';

const perikles = gameById('perikles')!;
const HARD_TABLE = { red: 'bot:hard', green: 'bot:hard', black: 'bot:hard' };

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A host with `bots`, a client of it, and a wait for the game's first decision (a bot's: every seat is one). */
function hostWith(bots: WorkerBots, log?: (m: string) => void): { host: GameHost<GameState>; client: Client; firstDecision: Promise<void> } {
  const { host } = makeHost({ bots: bots.bots, ...(log ? { log } : {}) });
  cleanups.push(() => bots.close(), () => host.dispose());
  let decided!: () => void;
  const firstDecision = new Promise<void>((resolve) => { decided = resolve; });
  const client = connect(host, (m) => { if (m.type === 'view' && m.decisions >= 1) decided(); });
  return { host, client, firstDecision };
}

describe('bots think in the worker for every game (#32)', () => {
  it("a Perikles Hard bot decides in the worker while the host answers a client (ordering: asked → answered ping → bot's answer)", async () => {
    const events: string[] = [];
    let asked!: () => void;
    const firstAsked = new Promise<void>((resolve) => { asked = resolve; });
    const bots = workerBots({
      onEvent: (e) => {
        events.push(`${e.type} ${e.game}:${e.level}`);
        if (e.type === 'asked') asked();
      },
    });
    const { host, client, firstDecision } = hostWith(bots);
    const started = await client.session.handleText(JSON.stringify({ type: 'newGame', game: 'perikles', scenario: 'standard', seed: 'worker-hard', players: 3, seats: HARD_TABLE }));
    expect(started).toMatchObject({ type: 'ok' });
    await firstAsked; // the Hard bot's search has been handed to the worker
    const reply = await client.session.handleText(JSON.stringify({ type: 'listGames' }));
    events.push(`ping ${(reply as { type: string }).type} with ${host.decisionList.length} decisions made`);
    await firstDecision;
    expect(events.slice(0, 3)).toEqual(['asked perikles:hard', 'ping ok with 0 decisions made', 'answered perikles:hard']);
    // The decision is the Hard bot's own (a search from the seat's view), made in the worker.
    expect(host.botReasonOf(0)?.reason.key).toBe('engine.bot.perikles.search');
  }, 120_000);

  it("a Perikles bot falls back as Pericles' does when the worker dies: a random legal choice, the reason 'engine.bot.failed'", async () => {
    const crashing = fileURLToPath(new URL('./crashing-bot-worker.ts', import.meta.url));
    for (const game of ['perikles', 'pericles'] as const) {
      const logged: string[] = [];
      const { host, client, firstDecision } = hostWith(workerBots({ entry: crashing }), (m) => logged.push(m));
      const seats = game === 'perikles' ? HARD_TABLE : { aristocrats: 'bot:hard', demagogues: 'bot:hard', eurypontids: 'bot:hard', agiads: 'bot:hard' };
      const request = game === 'perikles' ? { game, scenario: 'standard', players: 3 } : { scenario: 'development' };
      expect(await client.session.handleText(JSON.stringify({ type: 'newGame', ...request, seed: 'worker-crash', seats }))).toMatchObject({ type: 'ok' });
      await firstDecision;
      // (in full: a Pericles reason for a secret decision is withheld from people until the game ends)
      expect(host.botReasonList.find((r) => r.decision === 0)?.reason, game).toEqual({ key: 'engine.bot.failed' });
      expect(logged.some((m) => /bot bot:hard for \w+ failed/.test(m)), game).toBe(true);
    }
  }, 120_000);

  it("a Perikles bot that overruns is stopped and its game's fallback (the rule bot) answers", async () => {
    const worker = new BotWorker();
    cleanups.push(() => worker.close());
    const g: PeriklesState = newGame({ seed: 'overrun', seats: { red: 'bot:search', green: 'human', black: 'human' } });
    const seat = g.decision!.seat;
    const legal = legalActions(g, seat);
    const view = viewFor(g, seat, { withoutLog: true });
    const d = await worker.decide(perikles, 'search', view, legal, seedRng('o'), undefined, { timeoutMs: 50 });
    expect(d.timedOut).toBe(true);
    expect(d).toMatchObject(perikles.bots.overrun.fallback(view, legal, seedRng('o')));
    expect(legal).toContainEqual(d.action);
  }, 60_000);
});
