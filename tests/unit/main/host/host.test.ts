import type { GameView } from '../../../../src-shared/engine.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { ViewSeat } from '../../../../src-shared/games/pericles/wire.js';
import type { GameState } from '../../../../src-shared/engine.js';
import { GameHost } from '../../../../src-main/host/host.js';
import { MAX_MESSAGE_BYTES, type ErrorMessage, type OkMessage } from '../../../../src-shared/protocol/messages.js';
import { randomBot, type BotPlayer } from '../../../../src-main/host/bots.js';
import { legalActions, pending, type Action } from '../../../../src-shared/engine.js';
import { canonicalJson } from '../../../../src-shared/kit/hash.js';
import { FACTIONS, type Faction } from '../../../../src-shared/games/pericles/model/ids.js';
import { memoryPersistence, type GameRecord } from '../../../../src-main/host/persistence.js';
import { connect, leakedCards, makeHost, type Client } from './helpers.js';

const hosts: GameHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.dispose();
});

function setup(opts: Parameters<typeof makeHost>[0] = {}) {
  const made = makeHost(opts);
  hosts.push(made.host);
  return made;
}

/** An all-human game; the client views the aristocrats. */
async function humanGame() {
  const { host, persistence } = setup();
  const client = connect(host);
  const reply = await client.session.handleText(JSON.stringify({ id: 1, type: 'newGame', scenario: 'development', seed: 'host-test' }));
  expect(reply).toMatchObject({ type: 'ok', re: 1, value: { seat: 'aristocrats' } });
  expect(host.game!.seed).toBe('host-test'); // kept by the host, never sent back (4.1)
  return { host, persistence, client };
}

function legalFor(host: GameHost<GameState>, seat: Faction): Action {
  const action = legalActions(host.game!, seat)[0];
  if (!action) throw new Error(`${seat} has no legal action`);
  return action;
}

/** The error answer to `text`, with the state hash and decision count unchanged. */
async function expectRefused(host: GameHost<GameState>, client: Client, text: string, code: string): Promise<ErrorMessage> {
  const hash = host.stateHash;
  const decisions = host.decisionList.length;
  const viewsBefore = client.views().length;
  const reply = await client.session.handleText(text);
  expect(reply.type).toBe('error');
  expect((reply as ErrorMessage).code).toBe(code);
  expect((reply as ErrorMessage).message.length).toBeGreaterThan(5);
  expect(host.stateHash).toBe(hash);
  expect(host.decisionList.length).toBe(decisions);
  expect(client.views().length).toBe(viewsBefore); // nothing was published
  expect(client.messages.at(-1)).toEqual(reply); // the refusal was sent back
  return reply as ErrorMessage;
}

/** The host is still healthy: a legal decision by the client's seat is accepted. */
async function expectHealthy(host: GameHost<GameState>, client: Client): Promise<void> {
  const seat = client.session.seat as Faction;
  const before = host.decisionList.length;
  const reply = await client.session.handleText(JSON.stringify({ id: 'ok', type: 'act', seat, action: legalFor(host, seat) }));
  expect(reply).toMatchObject({ type: 'ok', re: 'ok', value: { decisions: before + 1 } });
  expect(host.decisionList.length).toBe(before + 1);
}

describe('GameHost refuses bad input without changing anything', () => {
  it('malformed JSON', async () => {
    const { host, client } = await humanGame();
    await expectRefused(host, client, '{"type": "act", "seat": ', 'bad-json');
    await expectRefused(host, client, '', 'bad-json');
    await expectHealthy(host, client);
  });

  it('valid JSON that is not a message object', async () => {
    const { host, client } = await humanGame();
    for (const text of ['null', '42', '"act"', '[{"type":"act"}]', '{"seat":"aristocrats"}']) {
      await expectRefused(host, client, text, 'bad-message');
    }
    await expectHealthy(host, client);
  });

  it('unknown message type', async () => {
    const { host, client } = await humanGame();
    const r = await expectRefused(host, client, JSON.stringify({ id: 7, type: 'cheat', seat: 'aristocrats' }), 'bad-message');
    expect(r.re).toBe(7);
    expect(r.message).toMatch(/Unknown message type/);
    await expectHealthy(host, client);
  });

  it('missing or extra fields', async () => {
    const { host, client } = await humanGame();
    await expectRefused(host, client, JSON.stringify({ type: 'act', seat: 'aristocrats' }), 'bad-message');
    await expectRefused(host, client, JSON.stringify({ type: 'act', seat: 'aristocrats', action: { type: 'x' }, extra: 1 }), 'bad-message');
    await expectRefused(host, client, JSON.stringify({ type: 'act', seat: 'aristocrats', action: { kind: 'no type' } }), 'bad-message');
    await expectHealthy(host, client);
  });

  it('a handicap that is not a whole number of Honor from 0 to 100', async () => {
    const { host, client } = await humanGame();
    for (const handicap of [-1, 2.5, 101, '20', null]) {
      const r = await expectRefused(host, client, JSON.stringify({ type: 'newGame', scenario: 'development', seed: 'x', handicap }), 'bad-message');
      expect(r.message).toMatch(/handicap/);
    }
    expect(host.game!.seed).toBe('host-test');
    await expectHealthy(host, client);
  });

  it('a seat that is not a Faction', async () => {
    const { host, client } = await humanGame();
    await expectRefused(host, client, JSON.stringify({ type: 'act', seat: 'persia', action: legalFor(host, 'aristocrats') }), 'bad-seat');
    await expectRefused(host, client, JSON.stringify({ type: 'act', seat: 3, action: legalFor(host, 'aristocrats') }), 'bad-seat');
    await expectRefused(host, client, JSON.stringify({ type: 'viewAs', seat: '__proto__' }), 'bad-seat');
    await expectHealthy(host, client);
  });

  it('a seat that is not asked to decide: not-your-turn', async () => {
    const { host, client } = await humanGame();
    const first = legalFor(host, 'aristocrats');
    await expectHealthy(host, client); // aristocrats answered the simultaneous choice
    expect(pending(host.game!)?.seats).not.toContain('aristocrats');
    await expectRefused(host, client, JSON.stringify({ type: 'act', seat: 'aristocrats', action: first }), 'not-your-turn');
    // Another human seat still can, once this client views it (hot-seat).
    await client.session.handleText(JSON.stringify({ type: 'viewAs', seat: 'demagogues' }));
    await expectHealthy(host, client);
  });

  it('acting for a seat the client does not view, or a bot seat', async () => {
    const { host } = setup();
    const client = connect(host);
    await client.session.handleText(JSON.stringify({ type: 'newGame', scenario: 'development', seed: 1, seats: { agiads: 'bot:random' } }));
    host.cancelBots();
    await expectRefused(host, client, JSON.stringify({ type: 'act', seat: 'demagogues', action: legalFor(host, 'demagogues') }), 'not-viewing-seat');
    await expectRefused(host, client, JSON.stringify({ type: 'act', seat: 'agiads', action: legalFor(host, 'agiads') }), 'not-human-seat');
    await expectRefused(host, client, JSON.stringify({ type: 'viewAs', seat: 'agiads' }), 'not-human-seat');
    expect(client.session.seat).toBe('aristocrats');
    await expectHealthy(host, client);
  });

  it('unknown action', async () => {
    const { host, client } = await humanGame();
    await expectRefused(host, client, JSON.stringify({ type: 'act', seat: 'aristocrats', action: { type: 'conquerPersia' } }), 'bad-action');
    await expectHealthy(host, client);
  });

  it('illegal action of a known kind', async () => {
    const { host, client } = await humanGame();
    const legal = legalFor(host, 'aristocrats') as { type: string; cards: string[] };
    const foreign = host.game!.factions.eurypontids.hand.slice(0, legal.cards.length);
    await expectRefused(host, client, JSON.stringify({ type: 'act', seat: 'aristocrats', action: { ...legal, cards: foreign } }), 'illegal-action');
    await expectRefused(host, client, JSON.stringify({ type: 'act', seat: 'aristocrats', action: { ...legal, sneaky: true } }), 'bad-action');
    await expectHealthy(host, client);
  });

  it('a refused decision never reaches the statechart: the actor keeps its very snapshot, and the reply is the rules\' one refusal (#32)', async () => {
    const { host, client } = await humanGame();
    const actorSnapshot = () => (host as unknown as { running: { actor: { getSnapshot(): unknown } } }).running.actor.getSnapshot();
    const before = actorSnapshot();
    const legal = legalFor(host, 'aristocrats') as { type: string; cards: string[] };
    const foreign = host.game!.factions.eurypontids.hand.slice(0, legal.cards.length);
    const reply = await expectRefused(host, client, JSON.stringify({ type: 'act', seat: 'aristocrats', action: { ...legal, cards: foreign } }), 'illegal-action');
    expect(reply.message).toMatch(/^Illegal action for /); // the EngineError's own words, not a second wording
    await expectRefused(host, client, JSON.stringify({ type: 'act', seat: 'aristocrats', action: { type: 'conquerPersia' } }), 'bad-action');
    expect(() => host.act('aristocrats', { type: 'conquerPersia' })).toThrow(/Not an action of/);
    expect(actorSnapshot()).toBe(before);
    await expectHealthy(host, client);
    expect(actorSnapshot()).not.toBe(before);
  });

  it('oversized payload, before parsing', async () => {
    const { host, client } = await humanGame();
    const big = JSON.stringify({ type: 'act', seat: 'aristocrats', action: { type: 'x', pad: 'a'.repeat(MAX_MESSAGE_BYTES) } });
    await expectRefused(host, client, big, 'too-large');
    // Not even JSON: the size check comes first.
    await expectRefused(host, client, '{'.repeat(MAX_MESSAGE_BYTES + 1), 'too-large');
    // Multi-byte characters count as bytes, not UTF-16 units.
    await expectRefused(host, client, JSON.stringify({ type: 'save', name: 'é'.repeat(MAX_MESSAGE_BYTES / 2 + 10) }), 'too-large');
    await expectHealthy(host, client);
  });

  it('deeply nested payloads', async () => {
    const { host, client } = await humanGame();
    const deep = `{"type":"act","seat":"aristocrats","action":{"type":"x","n":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    await expectRefused(host, client, deep, 'bad-message');
    await expectHealthy(host, client);
  });

  it('values over IPC (structured clones) are checked the same way', async () => {
    const { host, client } = await humanGame();
    const hash = host.stateHash;
    const cyclic: Record<string, unknown> = { type: 'act', seat: 'aristocrats' };
    cyclic.action = cyclic;
    expect(await client.session.request(cyclic)).toMatchObject({ type: 'error', code: 'bad-message' });
    expect(await client.session.request({ type: 'act', seat: 'aristocrats', action: { type: 'x', pad: 'a'.repeat(MAX_MESSAGE_BYTES) } }))
      .toMatchObject({ type: 'error', code: 'too-large' });
    expect(await client.session.request(undefined)).toMatchObject({ type: 'error', code: 'bad-message' });
    expect(host.stateHash).toBe(hash);
    const ok = await client.session.request({ id: 3, type: 'act', seat: 'aristocrats', action: legalFor(host, 'aristocrats') });
    expect(ok).toMatchObject({ type: 'ok', re: 3 });
  });

  it('commands before any game', async () => {
    const { host } = setup();
    const client = connect(host);
    expect(client.lastView()).toMatchObject({ seat: 'spectator', view: null, legalActions: [] });
    for (const m of [{ type: 'act', seat: 'aristocrats', action: { type: 'x' } }, { type: 'viewAs', seat: 'agiads' }, { type: 'save', name: 'x' }]) {
      expect(await client.session.handleText(JSON.stringify(m))).toMatchObject({ type: 'error', code: 'no-game' });
    }
    expect(await client.session.handleText(JSON.stringify({ type: 'newGame', scenario: 'no-such' }))).toMatchObject({ type: 'error', code: 'bad-setup' });
    expect(host.game).toBeNull();
  });
});

describe('views never leak another faction\'s hand', () => {
  it('every message to a seat-bound client holds only its own secret cards', async () => {
    const { host } = setup();
    const leaks: string[] = [];
    const clients = new Map<Faction | 'spectator', Client>();
    let checked = 0;
    // Checked at delivery time, against the true state of that moment.
    const watch = (viewer: () => Faction | 'spectator') => connect(host, (m) => {
      if (!host.game) return;
      checked++;
      leaks.push(...leakedCards(host.game, viewer(), JSON.stringify(m)));
    });
    for (const f of FACTIONS) {
      const c = watch(() => c.session.seat as ViewSeat);
      clients.set(f, c);
    }
    const spectator = watch(() => 'spectator');
    const starter = clients.get('aristocrats')!;
    await starter.session.handleText(JSON.stringify({ type: 'newGame', scenario: 'development', seed: 'leaks' }));
    for (const f of FACTIONS) await clients.get(f)!.session.handleText(JSON.stringify({ type: 'viewAs', seat: f }));
    // Play a good part of the game through the clients, each acting for its own seat.
    for (let step = 0; step < 120 && pending(host.game!); step++) {
      const seat = pending(host.game!)!.seats[0]!;
      const c = clients.get(seat)!;
      const view = c.lastView();
      expect(view.seat).toBe(seat);
      const action = view.legalActions[step % view.legalActions.length]!;
      expect(await c.session.handleText(JSON.stringify({ type: 'act', seat, action }))).toMatchObject({ type: 'ok' });
      // Own hand is visible, others' are not.
      expect(view.view!.factions[seat].hand).toEqual(expect.any(Array));
      for (const other of FACTIONS) if (other !== seat) expect(view.view!.factions[other].hand).toBeNull();
    }
    expect(checked).toBeGreaterThan(400);
    expect(leaks).toEqual([]);
    expect(spectator.views().every((v) => v.legalActions.length === 0)).toBe(true);
  });
});

describe('bots', () => {
  it('answer asynchronously, only for bot seats, and only with legal actions', async () => {
    const seen: Array<{ seat: string; legal: boolean }> = [];
    const checking: BotPlayer = (sent, legal, rng) => {
      const view = sent as GameView;
      const action = randomBot(view, legal, rng) as Action;
      seen.push({ seat: view.seat, legal: legal.some((a) => canonicalJson(a) === canonicalJson(action)) });
      // A bot sees its own seat's view only.
      for (const f of FACTIONS) if (f !== view.seat) expect(view.factions[f].hand).toBeNull();
      return action;
    };
    const { host, persistence } = setup({ bots: { 'bot:random': checking } });
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 5, seats: { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } }, client.session);
    // Nothing was decided on the caller's stack.
    expect(host.decisionList).toHaveLength(0);
    expect(client.lastView().botsPending).toEqual(['demagogues', 'eurypontids', 'agiads']);
    await host.whenIdle();
    expect(host.decisionList.map((d) => d.seat)).toEqual(['demagogues', 'eurypontids', 'agiads']);
    expect(pending(host.game!)?.seats).toEqual(['aristocrats']);
    expect(client.lastView().botsPending).toEqual([]);
    // The human answers; the bots carry on by themselves.
    await client.session.handleText(JSON.stringify({ type: 'act', seat: 'aristocrats', action: client.lastView().legalActions[0] }));
    await host.whenIdle();
    expect(host.decisionList.length).toBeGreaterThan(4);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.every((s) => s.legal && s.seat !== 'aristocrats')).toBe(true);
    await host.flush();
    expect(persistence.autosaves.length).toBeGreaterThan(0);
  });

  it('while bots play a run of decisions, autosaves are spaced out; the newest is written when they stop', async () => {
    const written = async (interval: number) => {
      const persistence = memoryPersistence();
      const counts: number[] = [];
      const counting = { ...persistence, autosave: async (r: GameRecord) => { counts.push(r.decisions.length); await persistence.autosave(r); } };
      const host = new GameHost<GameState>({ persistence: counting, log: () => undefined, autosaveIntervalDuringBotsMs: interval });
      hosts.push(host);
      host.newGame({ scenario: 'development', seed: 12, seats: Object.fromEntries(FACTIONS.map((f) => [f, 'bot:random'])) });
      await host.whenIdle();
      await host.flush();
      return { counts, total: host.decisionList.length };
    };
    const spaced = await written(60_000);
    expect(spaced.total).toBeGreaterThan(300);
    // One at setup, one when the run ended with the game: nothing lost, far fewer writes.
    expect(spaced.counts).toEqual([0, spaced.total]);
    const every = await written(0);
    expect(every.counts.length).toBeGreaterThan(spaced.total / 2);
    expect(every.counts.at(-1)).toBe(every.total);
  });

  it('a person\'s decision is autosaved at once, even while the bots then play on', async () => {
    const persistence = memoryPersistence();
    const counts: number[] = [];
    const counting = { ...persistence, autosave: async (r: GameRecord) => { counts.push(r.decisions.length); await persistence.autosave(r); } };
    const host = new GameHost<GameState>({ persistence: counting, log: () => undefined, autosaveIntervalDuringBotsMs: 60_000 });
    hosts.push(host);
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 13, seats: { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } }, client.session);
    for (let i = 0; i < 5; i++) {
      await host.whenIdle();
      const v = client.lastView();
      if (!v.legalActions.length) break;
      await client.session.handleText(JSON.stringify({ type: 'act', seat: 'aristocrats', action: v.legalActions[0] }));
      // Written before any bot answers (they run on a later tick).
      expect(counts.at(-1)).toBe(host.decisionList.length);
      expect(host.decisionList.at(-1)!.seat).toBe('aristocrats');
    }
  });

  it('four random bots play a whole game, all legal; then decisions are refused', async () => {
    let illegal = 0;
    const checking: BotPlayer = (sent, legal, rng) => {
      const view = sent as GameView;
      const action = randomBot(view, legal, rng) as Action;
      if (!legal.some((a) => canonicalJson(a) === canonicalJson(action))) illegal++;
      return action;
    };
    const { host } = setup({ bots: { 'bot:random': checking } });
    host.newGame({ scenario: 'development', seed: 11, seats: Object.fromEntries(FACTIONS.map((f) => [f, 'bot:random'])) });
    await host.whenIdle();
    expect(host.game!.flow.phase).toBe('over');
    expect(illegal).toBe(0);
    const client = connect(host);
    expect(client.lastView()).toMatchObject({ pending: null, legalActions: [] });
    const hash = host.stateHash;
    expect(() => host.act('aristocrats', { type: 'x' })).toThrow(/over/);
    expect(host.stateHash).toBe(hash);
  });

  it('bots draw from their own streams, never the game\'s, and are reproducible', async () => {
    const run = async () => {
      const { host } = setup();
      host.newGame({ scenario: 'development', seed: 3, seats: { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } });
      for (let i = 0; i < 8; i++) {
        await host.whenIdle();
        host.act('aristocrats', legalActions(host.game!, 'aristocrats')[0]!);
      }
      await host.whenIdle();
      return { hash: host.stateHash, decisions: host.decisionList.length };
    };
    const a = await run();
    expect(a.decisions).toBeGreaterThan(16);
    expect(await run()).toEqual(a);
  });

  it('an illegal or failing bot is replaced by a random legal choice', async () => {
    const cheater: BotPlayer = () => ({ type: 'conquerPersia' });
    const { host } = setup({ bots: { 'bot:random': cheater } });
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 5, seats: { agiads: 'bot:random' } }, client.session);
    await host.whenIdle();
    expect(host.decisionList.map((d) => d.seat)).toEqual(['agiads']);
    expect(client.messages.some((m) => m.type === 'notice' && m.code === 'bot-fallback')).toBe(true);
  });

  it('pending bot work can be cancelled and is dropped when the game changes meanwhile', async () => {
    let release: (a: Action) => void = () => undefined;
    const slow: BotPlayer = () => new Promise<Action>((resolve) => { release = resolve; });
    const { host } = setup({ bots: { 'bot:random': slow } });
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 5, seats: { agiads: 'bot:random' } }, client.session);
    await new Promise((r) => setImmediate(r)); // the bot starts thinking
    const stale = legalActions(host.game!, 'agiads')[0]!;
    // A human decision changes the game while the bot thinks: the bot's answer is dropped...
    await client.session.handleText(JSON.stringify({ type: 'act', seat: 'aristocrats', action: client.lastView().legalActions[0] }));
    release(stale);
    await new Promise((r) => setImmediate(r));
    expect(host.decisionList.map((d) => d.seat)).toEqual(['aristocrats']);
    // ...and it is asked again. Cancelling stops that too.
    host.cancelBots();
    release(stale);
    await new Promise((r) => setTimeout(r, 10));
    expect(host.decisionList.map((d) => d.seat)).toEqual(['aristocrats']);
  });
});

describe('saves through the persistence seam', () => {
  it('save, play on, load: the saved position comes back and its replay matches', async () => {
    const { host, client } = await humanGame();
    await expectHealthy(host, client);
    const savedHash = host.stateHash;
    expect(await client.session.handleText(JSON.stringify({ id: 's', type: 'save', name: 'Before' }))).toMatchObject({ type: 'ok', value: { name: 'Before' } });
    await client.session.handleText(JSON.stringify({ type: 'viewAs', seat: 'demagogues' }));
    await expectHealthy(host, client);
    expect(host.stateHash).not.toBe(savedHash);
    const loaded = await client.session.handleText(JSON.stringify({ id: 'l', type: 'load', name: 'Before' })) as OkMessage;
    expect(loaded).toMatchObject({ type: 'ok', value: { name: 'Before', replay: 'ok', seat: 'demagogues' } });
    expect(host.stateHash).toBe(savedHash);
    expect(host.decisionList).toHaveLength(1);
    expect(client.lastView().decisions).toBe(1);
    await expectHealthy(host, client);
    const list = await client.session.handleText(JSON.stringify({ type: 'listSaves' })) as OkMessage<Array<{ name: string }>>;
    expect(list.value.map((s) => s.name)).toContain('Before');
  });

  it('save errors are answered with their code', async () => {
    const { host, client } = await humanGame();
    expect(await client.session.handleText(JSON.stringify({ type: 'load', name: 'missing' }))).toMatchObject({ type: 'error', code: 'not-found' });
    expect(await client.session.handleText(JSON.stringify({ type: 'save', name: '../evil' }))).toMatchObject({ type: 'error', code: 'invalid-name' });
    const bare = new GameHost<GameState>({ log: () => undefined });
    hosts.push(bare);
    const c2 = connect(bare);
    expect(await c2.session.handleText(JSON.stringify({ type: 'listSaves' }))).toMatchObject({ type: 'error', code: 'no-persistence' });
    await expectHealthy(host, client);
  });

  it('a snapshot from another statechart version is rebuilt from its game', async () => {
    const { host, client } = await humanGame();
    const record = host.record();
    const hash = host.stateHash;
    (record.snapshot as { value: unknown }).value = { gone: 'state' };
    host.restore(record, client.session);
    expect(host.stateHash).toBe(hash);
    await expectHealthy(host, client);
  });
});
