import { afterAll, describe, expect, it } from 'vitest';
import { legalActions, newGame, viewFor } from '../../../../src-shared/engine.js';
import { isLegal } from '../../../../src-shared/games/pericles/engine/driver.js';
import { seedRng } from '../../../../src-shared/kit/random.js';
import { BotWorker } from '../../../../src-main/host/botWorker.js';
import { workerBotPlayer } from '../../../../src-main/host/botPlayers.js';
import { botChoice } from '../../../../src-main/host/bots.js';
import { PLAYER_LEVELS, decide } from '../../../../src-shared/games/pericles/bots/index.js';
import { gameById } from '../../../../src-shared/games/index.js';

const pericles = gameById('pericles')!;

const g = newGame({ scenario: 'development', seed: 'worker' });
const seat = g.flow.pending!.seats[0]!;
const legal = legalActions(g, seat);
const view = viewFor(g, seat);
const worker = new BotWorker();
afterAll(() => worker.close());

describe('bot worker', () => {
  it('runs a bot in a worker thread and returns a legal action with a reason', async () => {
    const d = await worker.decide(pericles, 'rule', view, legal, seedRng('w'));
    expect(isLegal(g, seat, d.action)).toBe(true);
    expect(d.reason.key).toMatch(/^engine\.bot\./); // a message key, worded by the renderer (#18)
    const s = await worker.decide(pericles, 'search', view, legal, seedRng('w'), { search: { iterations: 2, budgetMs: 5000 } });
    expect(isLegal(g, seat, s.action)).toBe(true);
  });

  it('plays every player level in the worker as in process (#30; levelBudgetMs lifted, so a seed fixes the choice)', async () => {
    for (const level of PLAYER_LEVELS) {
      const d = await worker.decide(pericles, level, view, legal, seedRng(`lv-${level}`), { levelBudgetMs: 60_000 }, { timeoutMs: 120_000 });
      expect(d.action, level).toEqual(decide(level, view, legal, seedRng(`lv-${level}`), { levelBudgetMs: 60_000 }).action);
    }
  });

  it('can be cancelled, and serves the next request afterwards', async () => {
    const ac = new AbortController();
    const p = worker.decide(pericles, 'search', view, legal, seedRng('c'), { search: { iterations: 1_000_000, budgetMs: 60_000 } }, { signal: ac.signal, timeoutMs: 120_000 });
    setTimeout(() => ac.abort(), 100);
    await expect(p).rejects.toThrow(/cancelled/);
    const d = await worker.decide(pericles, 'rule', view, legal, seedRng('w'));
    expect(isLegal(g, seat, d.action)).toBe(true);
  });

  it('answers with the rule bot when the hard timeout fires', async () => {
    const d = await worker.decide(pericles, 'search', view, legal, seedRng('t'), { search: { iterations: 1_000_000, budgetMs: 60_000 } }, { timeoutMs: 150 });
    expect(d.timedOut).toBe(true);
    expect(d.reason).toMatchObject({ key: 'engine.bot.timedOut', args: { rule: { key: expect.stringMatching(/^engine\.bot\./) } } });
    expect(isLegal(g, seat, d.action)).toBe(true);
  });

  it('plugs into the host as a BotPlayer', async () => {
    const bot = workerBotPlayer(worker, pericles, 'rule');
    const { action, reason } = botChoice(await bot(view, legal, seedRng('p')));
    expect(isLegal(g, seat, action)).toBe(true);
    expect(reason?.key).toMatch(/^engine\.bot\./); // the reason goes to the host with the action, as a message key
  });
});

describe('a worker kept ready (#16 speed: no worker boots beside the drawing of a decision)', () => {
  it('start() boots it before any decision; a cancel leaves a fresh one running; close stops it', async () => {
    const ready = new BotWorker();
    expect(ready.running).toBe(false); // on demand unless started
    ready.start();
    expect(ready.running).toBe(true);
    const ac = new AbortController();
    const p = ready.decide(pericles, 'search', view, legal, seedRng('r'), { search: { iterations: 1_000_000, budgetMs: 60_000 } }, { signal: ac.signal, timeoutMs: 120_000 });
    setTimeout(() => ac.abort(), 100);
    await expect(p).rejects.toThrow(/cancelled/);
    expect(ready.running).toBe(true); // the terminated worker's successor is already starting
    const d = await ready.decide(pericles, 'rule', view, legal, seedRng('r'));
    expect(isLegal(g, seat, d.action)).toBe(true);
    await ready.close();
    expect(ready.running).toBe(false);
    ready.start(); // closed stays closed
    expect(ready.running).toBe(false);
  });

  it('a worker used on demand is not started again after a cancel', async () => {
    const lazy = new BotWorker();
    const ac = new AbortController();
    const p = lazy.decide(pericles, 'search', view, legal, seedRng('l'), { search: { iterations: 1_000_000, budgetMs: 60_000 } }, { signal: ac.signal, timeoutMs: 120_000 });
    setTimeout(() => ac.abort(), 100);
    await expect(p).rejects.toThrow(/cancelled/);
    expect(lazy.running).toBe(false);
    await lazy.close();
  });
});
