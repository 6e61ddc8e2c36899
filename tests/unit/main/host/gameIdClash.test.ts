// #31 item 2: a loaded file never decides which existing game's files get written. A save re-sealed
// with another game's id (checksum and state hash recomputed, so it loads) must not rewrite that
// game's journal nor push its autosaves out: the clash gets a new id. A game's own save keeps its id.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { GameState } from '../../../../src-shared/engine.js';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameHost } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence, type Persistence } from '../../../../src-main/host/persistence.js';
import { journalFileName } from '../../../../src-main/saves/store.js';
import { legalActions, pending } from '../../../../src-shared/engine.js';

let root: string;
let n = 0;
beforeAll(async () => { root = await mkdtemp(path.join(tmpdir(), 'pericles-clash-')); });
afterAll(() => rm(root, { recursive: true, force: true }));

const persistenceIn = (dir: string): Persistence => saveStorePersistence(openSaveStore(dir), { appVersion: 'test', rulesDataVersion: 'test' });

/** A host on `dir` that has played `decisions` decisions of a new game seeded `seed`. */
async function played(dir: string, seed: string, decisions: number): Promise<GameHost> {
  const host = new GameHost<GameState>({ persistence: persistenceIn(dir), log: () => {} });
  host.newGame({ scenario: 'development', seed });
  for (let i = 0; i < decisions; i++) {
    const g = host.game!;
    const seat = pending(g)!.seats[0]!;
    host.act(seat, legalActions(g, seat)[i % 2]!);
  }
  await host.whenIdle();
  return host;
}

/** Every file of game `id` (its journal and autosave chain) with its bytes. */
async function filesOf(dir: string, id: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of (await readdir(dir)).filter((f) => f === journalFileName(id) || f.startsWith(`autosave-${id}`)).sort()) {
    out[name] = await readFile(path.join(dir, name), 'utf8');
  }
  return out;
}

describe('#31 item 2: a save naming another game\'s id', () => {
  it('gets a new id: the other game\'s journal and autosaves are untouched', async () => {
    const dir = path.join(root, `f${n++}`);
    const a = await played(dir, 'game-a', 6);
    const idA = a.record().gameId!;
    await a.dispose();
    const before = await filesOf(dir, idA);
    expect(Object.keys(before)).toContain(journalFileName(idA));

    // Game B, saved with A's id: a valid, re-sealed save (the store seals what it is given).
    const b = await played(path.join(root, `b${n++}`), 'game-b', 3);
    await persistenceIn(dir).save('Clash', { ...b.record(), gameId: idA });
    await b.dispose();

    const host = new GameHost<GameState>({ persistence: persistenceIn(dir), log: () => {} });
    await host.load('Clash');
    expect(host.record().seed).toBe('game-b');
    const idB = host.record().gameId!;
    expect(idB).not.toBe(idA);
    // B is played on and written: to its own files only.
    const g = host.game!;
    const seat = pending(g)!.seats[0]!;
    host.act(seat, legalActions(g, seat)[0]!);
    await host.dispose();
    expect(await filesOf(dir, idA)).toEqual(before);
    expect(Object.keys(await filesOf(dir, idB))).toContain(journalFileName(idB));
  });

  it('a game\'s own save keeps its id (its journal goes on from the save)', async () => {
    const dir = path.join(root, `f${n++}`);
    const a = await played(dir, 'game-a', 4);
    const idA = a.record().gameId!;
    await a.save('Mine');
    await a.dispose();
    const host = new GameHost<GameState>({ persistence: persistenceIn(dir), log: () => {} });
    await host.load('Mine');
    expect(host.record().gameId).toBe(idA);
    await host.dispose();
  });
});
