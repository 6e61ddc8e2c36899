// 4.1: the game's seed rebuilds every hand and deck order (newGame with it), so it is a secret of
// the host and the save: no message to any client may carry it, nor the random state.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameHost } from '../../../../src-main/host/host.js';
import { applyInPlace, legalActions, newGame, pending, viewFor } from '../../../../src-shared/engine.js';
import { FACTIONS, type Faction } from '../../../../src-shared/games/pericles/model/ids.js';
import { seedRng } from '../../../../src-shared/kit/random.js';
import { testRng } from '../../testRng.js';
import { connect, makeHost, type Client } from './helpers.js';

const hosts: GameHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.dispose();
});

/** Where `json` gives away the seed or one of the random-state words seen so far (null: nowhere). */
function secretIn(json: string, seed: string, rngWords: ReadonlySet<number>): string | null {
  if (json.includes(seed)) return `the seed ${seed}`;
  if (/"seed"\s*:/.test(json)) return 'a "seed" field';
  if (/"rng"\s*:/.test(json)) return 'an "rng" field';
  for (const m of json.matchAll(/\d{6,}/g)) if (rngWords.has(Number(m[0]))) return `the random-state word ${m[0]}`;
  return null;
}

/**
 * Plays `steps` random decisions through the protocol with four clients, one per seat, plus a
 * spectator, and exercises every other reply (sync, saves, listing, load, continue, replay).
 */
async function playAndScan(requestedSeed: string | number | undefined, choiceSeed: number, steps: number): Promise<{ messages: number; leaks: string[] }> {
  const { host } = makeHost();
  hosts.push(host);
  const rand = testRng(choiceSeed);
  const clients = new Map<Faction, Client>(FACTIONS.map((f) => [f, connect(host)]));
  const spectator = connect(host);
  const all = [...clients.values(), spectator];
  const starter = clients.get('aristocrats')!;
  const send = (c: Client, m: object) => c.session.handleText(JSON.stringify(m));
  await send(starter, { id: 'start', type: 'newGame', scenario: 'development', ...(requestedSeed === undefined ? {} : { seed: requestedSeed }) });
  const seed = host.game!.seed;
  const rngWords = new Set<number>([...seedRng(seed), ...host.game!.rng]);
  for (const f of FACTIONS) await send(clients.get(f)!, { type: 'viewAs', seat: f });

  for (let step = 0; step < steps && pending(host.game!); step++) {
    const seats = pending(host.game!)!.seats;
    const seat = seats[Math.floor(rand() * seats.length)]!;
    const c = clients.get(seat)!;
    const legal = c.lastView().legalActions;
    const action = legal[Math.floor(rand() * legal.length)]!;
    expect(await send(c, { type: 'act', seat, action })).toMatchObject({ type: 'ok' });
    for (const w of host.game!.rng) rngWords.add(w);
    if (step % 40 === 7) {
      const asker = all[step % all.length]!;
      await send(asker, { type: 'sync' });
      await send(asker, { type: 'save', name: `scan ${step}` });
      await send(asker, { type: 'listSaves' });
      await send(asker, { type: 'replayInfo' });
      await send(asker, { type: 'replayInfo', source: { save: `scan ${step}` } });
      await send(asker, { type: 'replayView', at: Math.floor(rand() * (step + 1)) });
      await send(asker, { type: 'replayView', at: step, asSpectator: true });
    }
  }
  await send(starter, { type: 'save', name: 'scan end' });
  await send(starter, { type: 'load', name: 'scan end' });
  await send(starter, { type: 'continue' });
  for (const f of FACTIONS) await send(clients.get(f)!, { type: 'viewAs', seat: f });
  await host.whenIdle();

  const leaks: string[] = [];
  let messages = 0;
  for (const c of all) {
    for (const m of c.raw) {
      messages++;
      const found = secretIn(JSON.stringify(m), seed, rngWords);
      if (found) leaks.push(`${m.type}${'re' in m && m.re !== null ? ` (re ${String(m.re)})` : ''} to ${c.session.seat}: ${found}`);
    }
  }
  return { messages, leaks: [...new Set(leaks)] };
}

describe('4.1: no message to a client carries the seed or the random state', () => {
  it('a number seed, a string seed and a host-chosen seed, four seats and a spectator', async () => {
    for (const [seed, choices] of [[918273645, 1], ['scan-Xq7pL2', 2], [undefined, 3]] as const) {
      const { messages, leaks } = await playAndScan(seed, choices, 240);
      expect(messages).toBeGreaterThan(1000);
      expect(leaks).toEqual([]);
    }
  }, 120_000);
});

/** Every key anywhere in `value`, with its path. */
function keysOf(value: unknown, path = '', out: string[] = []): string[] {
  if (value === null || typeof value !== 'object') return out;
  for (const [k, v] of Object.entries(value)) {
    out.push(`${path}.${k}`);
    keysOf(v, `${path}.${k}`, out);
  }
  return out;
}

describe('4.1: viewFor has no seed and no random state', () => {
  it('no key named seed or rng, anywhere, for any seat or the spectator, through a random game', () => {
    const rand = testRng(14);
    const g = newGame({ scenario: 'development', seed: 'view-keys' });
    const found = new Set<string>();
    for (let step = 0; step < 300 && pending(g); step++) {
      for (const seat of [...FACTIONS, 'spectator'] as const) {
        for (const k of keysOf(viewFor(g, seat))) if (/\.(seed|rng)$/i.test(k)) found.add(k);
      }
      const seat = pending(g)!.seats[0]!;
      const legal = legalActions(g, seat);
      applyInPlace(g, seat, legal[Math.floor(rand() * legal.length)]);
    }
    expect(found).toEqual(new Set());
  });
});
