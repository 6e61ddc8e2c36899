// #13 item 2: each game keeps its own autosaves. Starting or loading another game never pushes a
// game's autosaves out; saves carry the game's id; the saves list says which game each belongs to;
// Continue opens the game played last.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { GameState } from '../../../../src-shared/engine.js';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameHost } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence } from '../../../../src-main/host/persistence.js';
import { createEnvelope, gameStateOfSnapshot } from '../../../../src-main/saves/format.js';
import { SaveStore, validateSaveName } from '../../../../src-main/saves/store.js';
import { legalActions, pending } from '../../../../src-shared/engine.js';

const SEATS = { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;
let root: string;
let n = 0;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pericles-chains-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

function hostIn(dir: string): GameHost<GameState> {
  const persistence = saveStorePersistence(openSaveStore(dir), { appVersion: 'test', rulesDataVersion: 'test' });
  return new GameHost<GameState>({ persistence, log: () => undefined });
}

async function play(host: GameHost<GameState>, decisions: number): Promise<void> {
  for (let i = 0; i < decisions; i++) {
    await host.whenIdle();
    const g = host.game!;
    const seat = pending(g)!.seats.find((f) => g.seats[f] === 'human')!;
    host.act(seat, legalActions(g, seat)[0]!);
    await host.flush();
  }
  await host.whenIdle();
  await host.flush();
}

describe('one autosave chain per game (#13 item 2)', () => {
  it('a new game never evicts another game\'s autosaves, and loading one continues its own chain', async () => {
    const dir = path.join(root, `g${++n}`);
    const host = hostIn(dir);
    host.newGame({ scenario: 'development', seed: 'first', seats: SEATS });
    await play(host, 3);
    const first = host.record();
    const firstFiles = (await readdir(dir)).filter((f) => f.startsWith(`autosave-${first.gameId}`)).sort();
    expect(firstFiles.length).toBeGreaterThan(1);

    // A second game, played for more decisions than a chain keeps backups.
    host.newGame({ scenario: 'campaign', seed: 'second', seats: { ...SEATS, aristocrats: 'human' } });
    const second = host.record().gameId!;
    expect(second).not.toBe(first.gameId);
    await play(host, 10);
    expect((await readdir(dir)).filter((f) => f.startsWith(`autosave-${first.gameId}`)).sort()).toEqual(firstFiles);

    const list = await host.listSaves();
    const heads = list.filter((s) => s.kind === 'autosave');
    expect(heads.map((s) => s.gameId).sort()).toEqual([first.gameId, second].sort());
    expect(heads.find((s) => s.gameId === first.gameId)).toMatchObject({ scenario: 'development', seats: { aristocrats: 'human', agiads: 'bot:random' } });
    expect(list.filter((s) => s.kind === 'autosave-backup').every((s) => s.gameId === first.gameId || s.gameId === second)).toBe(true);

    // Continue: the game played last.
    const cont = await host.continueLatest();
    expect(cont?.scenario).toBe('campaign');
    expect(host.record().gameId).toBe(second);

    // Loading the first game's autosave continues the first game's chain.
    await host.load(`autosave-${first.gameId}`);
    expect(host.record().gameId).toBe(first.gameId);
    expect(host.decisionList).toEqual(first.decisions);
    await play(host, 1);
    const after = await host.listSaves();
    expect(after.find((s) => s.name === `autosave-${first.gameId}`)?.turn).toBeDefined();
    expect(after.filter((s) => s.kind === 'autosave').length).toBe(2);
    await host.dispose();
  });

  it('a named save keeps its game\'s id; saves made before game ids load and start a chain of their own', async () => {
    const dir = path.join(root, `g${++n}`);
    const host = hostIn(dir);
    host.newGame({ scenario: 'development', seed: 'named', seats: SEATS });
    await play(host, 2);
    const gameId = host.record().gameId;
    await host.save('Mine');
    expect((await host.listSaves()).find((s) => s.name === 'Mine')?.gameId).toBe(gameId);

    // An old save: no game id inside, in the old single chain `autosave`.
    const old = host.record();
    delete old.gameId;
    const store = new SaveStore(dir, { stateOf: gameStateOfSnapshot });
    await store.autosave(createEnvelope({
      appVersion: 'old', rulesDataVersion: 'test', name: 'Autosave', scenario: old.scenario, seed: old.seed, seats: old.seats,
      summary: old.summary, snapshot: old.snapshot as object, decisions: old.decisions,
    }, gameStateOfSnapshot));
    await host.load('autosave');
    const fresh = host.record().gameId!;
    expect(fresh).toMatch(/^[0-9a-f]{12}$/);
    expect(fresh).not.toBe(gameId);
    await play(host, 1);
    const files = await readdir(dir);
    expect(files).toContain('autosave.json');
    expect(files).toContain(`autosave-${fresh}.json`);
    await host.dispose();
  });

  it('deleting a game\'s autosave moves its whole chain and its journal to the trash, and nothing else', async () => {
    const dir = path.join(root, `g${++n}`);
    const host = hostIn(dir);
    host.newGame({ scenario: 'development', seed: 'del1', seats: SEATS });
    await play(host, 2);
    const a = host.record().gameId!;
    host.newGame({ scenario: 'development', seed: 'del2', seats: SEATS });
    await play(host, 2);
    const b = host.record().gameId!;
    await host.dispose();
    await hostIn(dir).saves!.delete(`autosave-${a}`);
    const left = await readdir(dir);
    expect(left.filter((f) => f.includes(a))).toEqual([]);
    expect(left.some((f) => f.includes(b))).toBe(true);
    expect((await readdir(path.join(dir, '.trash'))).some((f) => f.startsWith(`journal-${a}`))).toBe(true);
  });

  it('autosave names are reserved: a player cannot name a save after a game\'s chain', () => {
    expect(() => validateSaveName('autosave-0123abcd')).toThrow(/reserved for autosaves/);
    expect(() => validateSaveName('autosave-0123abcd.2')).toThrow(/reserved for autosaves/);
    expect(validateSaveName('Autosave of Athens')).toBe('Autosave of Athens');
  });
});
