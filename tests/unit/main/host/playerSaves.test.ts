// #29 item 14: the player's saves are the player's games. A lesson is practice (#17.1): never
// autosaved, journaled or saved, so it never shows in the saves list and Continue never opens it
// (which lessons are done is kept by the page, src-renderer/learn/progress.ts). Games of the
// development setup (the tests' own) are left out of the list and Continue where that setup is
// not offered (hideDevGames: the app sets it unless PERICLES_DEV=1).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { GameState } from '../../../../src-shared/engine.js';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameHost, HostError } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence } from '../../../../src-main/host/persistence.js';
import { legalActions, pending } from '../../../../src-shared/engine.js';
import { connect } from './helpers.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function hostOnDisk(opts: { hideDevGames?: boolean } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'pericles-player-saves-'));
  const persistence = saveStorePersistence(openSaveStore(dir), { appVersion: '0.1.0-test', rulesDataVersion: 'rules-test' });
  const host = new GameHost<GameState>({ persistence, log: () => undefined, ...opts });
  cleanups.push(async () => {
    await host.dispose();
    await rm(dir, { recursive: true, force: true });
  });
  return { dir, host };
}

const SOLO = { aristocrats: 'human', demagogues: 'bot:rule', eurypontids: 'bot:rule', agiads: 'bot:rule' } as const;

/** The person's next decision, made; the bots' answers awaited and every write flushed. */
async function play(host: GameHost<GameState>, decisions = 1): Promise<void> {
  for (let i = 0; i < decisions; i++) {
    const seat = pending(host.game!)!.seats.find((s) => host.game!.seats[s] === 'human')!;
    host.act(seat, legalActions(host.game!, seat)[0]!);
    await host.whenIdle();
  }
  await host.flush();
}

describe('lesson games never reach the player\'s saves (#29 item 14)', () => {
  it('a lesson played leaves no file; the list holds only the real game; Continue opens the real game; Save is refused', async () => {
    const { dir, host } = await hostOnDisk();
    const client = connect(host);
    host.newGame({ scenario: 'second-peloponnesian-war', seed: 'real', seats: SOLO }, client.session);
    await host.whenIdle();
    await play(host);
    const realId = host.record().gameId!;
    const before = (await readdir(dir)).sort();
    expect(before).toEqual(expect.arrayContaining([`autosave-${realId}.json`, `journal-${realId}.jsonl`]));
    const realHash = host.stateHash;

    host.newGame({ scenario: 'training-amphipolis', lesson: 'board' }, client.session);
    await host.whenIdle();
    await play(host);
    expect(host.game!.scenario).toBe('training-amphipolis');
    expect((await readdir(dir)).sort()).toEqual(before);
    expect((await host.listSaves()).map((s) => s.gameId)).toEqual([realId]);
    await expect(host.save('My lesson')).rejects.toMatchObject({ code: 'lesson' });
    await expect(host.save('My lesson')).rejects.toBeInstanceOf(HostError);

    const continued = await host.continueLatest(client.session);
    expect(continued).toMatchObject({ scenario: 'second-peloponnesian-war', replay: 'ok' });
    expect(host.stateHash).toBe(realHash);
    // Back in a real game, it is saved again.
    await expect(host.save('Real one')).resolves.toMatchObject({ name: 'Real one' });
  });

  it('with only a lesson played, there is nothing to continue', async () => {
    const { dir, host } = await hostOnDisk();
    const client = connect(host);
    host.newGame({ scenario: 'development', lesson: 'assembly' }, client.session);
    await host.whenIdle();
    await play(host);
    expect(await readdir(dir)).toEqual([]);
    expect(await host.listSaves()).toEqual([]);
    expect(await host.continueLatest(client.session)).toBeNull();
  });
});

describe('development-setup games are listed only where that setup is offered (#29 item 14)', () => {
  async function devThenPlayerThenDev(hideDevGames: boolean) {
    const { host } = await hostOnDisk({ hideDevGames });
    const client = connect(host);
    host.newGame({ scenario: 'training-amphipolis', seed: 'p', seats: { aristocrats: 'bot:rule', demagogues: 'human', eurypontids: 'bot:rule', agiads: 'bot:rule' } }, client.session);
    await host.whenIdle();
    await play(host);
    const playerGame = host.record().gameId!;
    const playerHash = host.stateHash;
    host.newGame({ scenario: 'development', seed: 'd', seats: SOLO }, client.session);
    await host.whenIdle();
    await play(host);
    const devGame = host.record().gameId!;
    return { host, client, playerGame, playerHash, devGame };
  }

  it('hidden (the app without PERICLES_DEV=1): the list leaves the development game out, and Continue opens the player\'s game', async () => {
    const { host, client, playerGame, playerHash } = await devThenPlayerThenDev(true);
    expect(new Set((await host.listSaves()).map((s) => s.gameId))).toEqual(new Set([playerGame]));
    await expect(host.continueLatest(client.session)).resolves.toMatchObject({ scenario: 'training-amphipolis' });
    expect(host.stateHash).toBe(playerHash);
  });

  it('offered (PERICLES_DEV=1, the tests): both games are listed, and Continue opens the development game played last', async () => {
    const { host, client, playerGame, devGame } = await devThenPlayerThenDev(false);
    expect(new Set((await host.listSaves()).map((s) => s.gameId))).toEqual(new Set([playerGame, devGame]));
    await expect(host.continueLatest(client.session)).resolves.toMatchObject({ scenario: 'development' });
  });
});
