// The host's query room (src-main/host/query.ts, #32 D): a page asks about the board through the
// protocol's 'query' and gets the game's own answer for its seat; a malformed question gets a clear
// error and changes nothing; no answer names a card the asking seat does not hold.
import { describe, expect, it } from 'vitest';
import type { Faction } from '../../../../src-shared/games/pericles/model/ids.js';
import { FACTIONS } from '../../../../src-shared/games/pericles/model/ids.js';
import { connect, leakedCards, makeHost } from './helpers.js';

const BOTS = { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;
const MOVE = { from: 7, force: 'athens', unit: 'land', expedition: 0 };
const REACH = { kind: 'reach', ...MOVE };

describe("the host answers 'query' (#32 D)", () => {
  it("'explore' needs no game; 'reach' needs one ('no-game' without)", async () => {
    const { host } = makeHost();
    const client = connect(host);
    const explore = await client.session.request({ type: 'query', id: 1, q: { kind: 'explore', scenario: 'campaign', war: 'war', move: MOVE } });
    expect(explore).toMatchObject({ type: 'ok', re: 1, value: { kind: 'explore', view: { seat: 'spectator', war: 'war' } } });
    expect((explore as { value: { reach: { ends: unknown[] } } }).value.reach.ends.length).toBeGreaterThan(0);
    expect(await client.session.request({ type: 'query', id: 2, q: REACH })).toMatchObject({ type: 'error', re: 2, code: 'no-game' });
    await host.dispose();
  });

  it("'reach' on the running game, for the client's seat; nothing of a hidden hand in it, nothing changed", async () => {
    const { host } = makeHost();
    const client = connect(host);
    host.newGame({ scenario: 'archidamian-war', seed: 31, seats: BOTS }, client.session);
    await host.whenIdle();
    const hash = host.stateHash;
    const views = client.views().length;
    const reply = await client.session.request({ type: 'query', id: 3, q: { ...REACH, unit: 'naval' } });
    expect(reply).toMatchObject({ type: 'ok', re: 3, value: { kind: 'reach' } });
    const json = JSON.stringify(reply);
    expect(leakedCards(host.game!, client.session.seat as Faction | 'spectator', json)).toEqual([]);
    for (const f of FACTIONS) expect(json).not.toContain(JSON.stringify(host.game!.factions[f].hand[0] ?? '(none)'));
    expect(host.stateHash).toBe(hash);
    expect(client.views().length).toBe(views);
    await host.dispose();
  });

  it.each([
    ['an unknown kind', { kind: 'hands', seat: 'agiads' }, /q\.kind/],
    ['a theater that does not exist', { ...REACH, from: 99 }, /q\.from/],
    ['a field too many', { ...REACH, state: {} }, /q/],
    ['an unknown scenario', { kind: 'explore', scenario: 'atlantis' }, /q\.scenario/],
  ])('a malformed question (%s) is a clear bad-message, and changes nothing', async (_what, q, where) => {
    const { host } = makeHost();
    const client = connect(host);
    host.newGame({ scenario: 'archidamian-war', seed: 32, seats: BOTS }, client.session);
    await host.whenIdle();
    const hash = host.stateHash;
    const reply = await client.session.request({ type: 'query', id: 4, q });
    expect(reply).toMatchObject({ type: 'error', re: 4, code: 'bad-message' });
    expect((reply as { message: string }).message).toMatch(where);
    expect(host.stateHash).toBe(hash);
    await host.dispose();
  });

  it('the protocol bounds a question: an object with a short kind', async () => {
    const { host } = makeHost();
    const client = connect(host);
    for (const q of [null, 'reach', [], { kind: '' }, { kind: 'x'.repeat(41) }]) {
      expect(await client.session.request({ type: 'query', q }), JSON.stringify(q)).toMatchObject({ type: 'error', code: 'bad-message' });
    }
    await host.dispose();
  });
});
