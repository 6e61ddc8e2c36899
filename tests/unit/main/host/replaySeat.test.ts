// Replay seat picker (#16 loose end): a hot-seat save replays from any of its human seats' views,
// never from a bot seat's (its hidden cards stay in the host); the turn list carries War or Peace.
import { mkdtemp, rm } from 'node:fs/promises';
import type { GameState } from '../../../../src-shared/engine.js';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameHost } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence } from '../../../../src-main/host/persistence.js';
import { newGame } from '../../../../src-shared/engine.js';
import type { ReplayFrame, ReplayInfo } from '../../../../src-shared/games/pericles/wire.js';
import { connect, playFirstChoices } from './helpers.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function hotSeatSave() {
  const dir = await mkdtemp(path.join(tmpdir(), 'pericles-replay-seat-'));
  const persistence = saveStorePersistence(openSaveStore(dir), { appVersion: 't', rulesDataVersion: 't' });
  const host = new GameHost<GameState>({ persistence, log: () => undefined });
  cleanups.push(async () => {
    await host.dispose();
    await rm(dir, { recursive: true, force: true });
  });
  host.newGame({ scenario: 'first-peloponnesian-war', seed: 'seat-pick', seats: { aristocrats: 'human', demagogues: 'human', eurypontids: 'bot:random', agiads: 'bot:random' } });
  await playFirstChoices(host, 30);
  await host.save('Hot seat');
  return host;
}

describe('replay from a chosen human seat', () => {
  it('each human seat sees its own hand; no seat asked gives the public view, a bot seat asked is refused', async () => {
    const host = await hotSeatSave();
    const client = connect(host); // a fresh client, not seated (the saves browser)
    const info = await client.session.request({ type: 'replayInfo', source: { save: 'Hot seat' } });
    const value = (info as { value: ReplayInfo }).value;
    expect(value.humans).toEqual(['aristocrats', 'demagogues']);
    expect(value.seat).toBe('spectator');
    const at = value.playable;
    const view = async (seat?: string) => ((await client.session.request({ type: 'replayView', at, source: { save: 'Hot seat' }, ...(seat ? { seat } : {}) })) as { value: ReplayFrame }).value;
    const ari = await view('aristocrats');
    expect(ari.seat).toBe('aristocrats');
    expect(ari.view.factions.aristocrats.hand).not.toBeNull();
    expect(ari.view.factions.demagogues.hand).toBeNull();
    const dem = await view('demagogues');
    expect(dem.seat).toBe('demagogues');
    expect(dem.view.factions.demagogues.hand).not.toBeNull();
    expect(dem.view.factions.aristocrats.hand).toBeNull();
    // A bot's seat is never shown: asked for, it is refused (#31 item 6), not quietly swapped for the public view.
    const bot = await client.session.request({ type: 'replayView', at, source: { save: 'Hot seat' }, seat: 'eurypontids' });
    expect(bot).toMatchObject({ type: 'error', code: 'not-human-seat', message: expect.stringMatching(/eurypontids is played by a bot/) });
    expect(JSON.stringify(bot)).not.toContain('"hand"');
    expect((await view()).seat).toBe('spectator');
  });

  it('the turn list says War or Peace for each turn', async () => {
    const host = await hotSeatSave();
    const client = connect(host);
    const info = (await client.session.request({ type: 'replayInfo' }) as { value: ReplayInfo }).value;
    expect(info.turns.length).toBeGreaterThan(0);
    for (const turn of info.turns) expect(['war', 'peace']).toContain(turn.war);
    // The first turn begins as the scenario sets it up.
    const setup = newGame({ scenario: 'first-peloponnesian-war', seed: 'seat-pick', seats: host.game!.seats });
    expect(info.turns[0]).toMatchObject({ turn: setup.turn, at: 0, war: setup.war });
  });
});
