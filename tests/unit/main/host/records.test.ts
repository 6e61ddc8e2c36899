// The record of finished games (#17.5, src-main/host/records.ts): written atomically in the
// user-data folder, one line per game people played to its end, never twice for the same game
// (loading its end again finds it there); and the autosave that went out before the board picture
// arrived is written again with it (#16).
import { mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import type { GameState } from '../../../../src-shared/engine.js';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameHost } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence } from '../../../../src-main/host/persistence.js';
import { RecordStore, openRecordStore, recordsFile } from '../../../../src-main/host/records.js';
import { nodeFs, type FsLike } from '../../../../src-main/saves/atomicWrite.js';
import { legalActions, pending } from '../../../../src-shared/engine.js';
import type { FinishedGame } from '../../../../src-shared/games/pericles/wire.js';
import { clientMessageSchema } from '../../../../src-shared/protocol/messages.js';
import { connect } from './helpers.js';
import { testRng } from '../../testRng.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  // Last made, first undone: a host is disposed (its autosaves written) before its folder is removed.
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pericles-records-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const LINE: FinishedGame = {
  scenario: 'training-amphipolis', humans: ['eurypontids'], bots: { aristocrats: 'bot:rule', demagogues: 'bot:rule', agiads: 'bot:rule' },
  result: { reason: 'endOfGame', winningSide: 'sparta', winner: 'eurypontids', rule: '11.14' },
  honor: { aristocrats: 10, demagogues: 12, eurypontids: 20, agiads: 15 }, turn: 7, finishedAt: '2026-11-25T10:00:00.000Z',
};

describe('RecordStore', () => {
  it('keeps each game once, in the order they ended, without its key', async () => {
    const store = new RecordStore(recordsFile(await tempDir()));
    expect(await store.list()).toEqual([]);
    expect(await store.add('a', LINE)).toBe(true);
    expect(await store.add('a', { ...LINE, turn: 8 })).toBe(false);
    // Two games ending together: both lines are kept (writes wait for each other).
    const both = await Promise.all([store.add('b', { ...LINE, scenario: 'b' }), store.add('c', { ...LINE, scenario: 'c' })]);
    expect(both).toEqual([true, true]);
    const list = await store.list();
    expect(list.map((g) => g.scenario)).toEqual(['training-amphipolis', 'b', 'c']);
    expect(list[0]).toEqual({ ...LINE, game: 'pericles' });
    expect(JSON.stringify(list)).not.toContain('"key"');
  });

  it('each line names its game (#32): Pericles unless said; a line recorded before names none and is Pericles\'', async () => {
    const file = recordsFile(await tempDir());
    const before = { key: 'old', ...LINE, scenario: 'old' };
    await writeFile(file, JSON.stringify({ records: 1, games: [before] }));
    const store = new RecordStore(file);
    await store.add('new', LINE);
    const stored = (JSON.parse(await readFile(file, 'utf8')) as { games: Record<string, unknown>[] }).games;
    expect(stored.map((g) => g.game)).toEqual([undefined, 'pericles']);
    expect((await store.list()).map((g) => [g.scenario, g.game])).toEqual([['old', 'pericles'], ['training-amphipolis', 'pericles']]);
    // A line whose game is not a name is not one this store wrote.
    await writeFile(file, JSON.stringify({ records: 1, games: [{ ...before, game: 7 }] }));
    expect(await new RecordStore(file).list()).toEqual([]);
  });

  it('a write that fails leaves the previous file as it was (atomic replace)', async () => {
    const dir = await tempDir();
    const file = recordsFile(dir);
    await new RecordStore(file).add('a', LINE);
    const before = await readFile(file, 'utf8');
    const failing: FsLike = { ...nodeFs, open: () => Promise.reject(Object.assign(new Error('no space'), { code: 'ENOSPC' })) };
    await expect(new RecordStore(file, failing).add('b', LINE)).rejects.toThrow();
    expect(await readFile(file, 'utf8')).toBe(before);
    expect((await readdir(dir)).filter((n) => n !== 'records.json')).toEqual([]);
  });

  it('a damaged file is set aside, not overwritten, and the record starts again', async () => {
    const dir = await tempDir();
    const file = recordsFile(dir);
    await writeFile(file, '{"records":1,"games":[{"key":');
    const store = new RecordStore(file);
    expect(await store.list()).toEqual([]);
    expect(await store.add('a', LINE)).toBe(true);
    const names = await readdir(dir);
    expect(names.some((n) => n.startsWith('records.json.damaged-'))).toBe(true);
    expect(await store.list()).toHaveLength(1);
  });

  it('listRecords is one protocol message without fields', () => {
    expect(clientMessageSchema.safeParse({ type: 'listRecords' }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ type: 'listRecords', all: true }).success).toBe(false);
  });
});

async function hostIn(dir: string) {
  const persistence = saveStorePersistence(openSaveStore(path.join(dir, 'saves')), { appVersion: 't', rulesDataVersion: 't' });
  const records = new RecordStore(recordsFile(dir));
  const host = new GameHost<GameState>({ persistence, records, log: () => undefined });
  cleanups.push(() => host.dispose());
  return { host, persistence, records };
}

/** Plays the human seats with seeded random choices until the game ends. */
async function playToEnd(host: GameHost<GameState>): Promise<void> {
  const rnd = testRng(5);
  for (let i = 0; i < 2000 && host.game!.flow.phase !== 'over'; i++) {
    await host.whenIdle();
    const g = host.game!;
    const seat = pending(g)?.seats.find((f) => g.seats[f] === 'human');
    if (!seat) continue;
    const legal = legalActions(g, seat);
    host.act(seat, legal[Math.floor(rnd() * legal.length)]!);
  }
  await host.whenIdle();
  expect(host.game!.flow.phase).toBe('over');
}

describe('the host records a finished game once (#17.5)', () => {
  it('a vignette played to its end: one line with the scenario, the human Faction, the bots\' levels and the result; loading its end again adds none', async () => {
    const dir = await tempDir();
    const { host, records } = await hostIn(dir);
    const client = connect(host);
    host.newGame({ scenario: 'training-amphipolis', seed: 'rec', seats: { aristocrats: 'bot:rule', demagogues: 'bot:random', eurypontids: 'human', agiads: 'bot:rule' } }, client.session);
    await playToEnd(host);
    await host.flush();
    await host.save('The end');
    const list = await records.list();
    expect(list).toHaveLength(1);
    const line = list[0]!;
    expect(line.scenario).toBe('training-amphipolis');
    expect(line.humans).toEqual(['eurypontids']);
    expect(line.bots).toEqual({ aristocrats: 'bot:rule', demagogues: 'bot:random', agiads: 'bot:rule' });
    expect(line.result).toEqual(host.game!.result);
    expect(Number.isNaN(Date.parse(line.finishedAt))).toBe(false);
    // Its end loaded again, in this host and in a new one (the app restarted): still one line.
    await host.load('The end');
    const again = await hostIn(dir);
    await again.host.load('The end');
    await again.host.continueLatest();
    expect(await records.list()).toHaveLength(1);
    // Through the protocol, as the start screen asks for it.
    const reply = await client.session.request({ type: 'listRecords', id: 1 });
    expect(reply).toMatchObject({ type: 'ok', value: [line] });
  });

  it('a game of bots alone is not recorded (it is no one\'s result)', async () => {
    const dir = await tempDir();
    const { host, records } = await hostIn(dir);
    host.newGame({ scenario: 'training-amphipolis', seed: 'bots', seats: { aristocrats: 'bot:random', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } });
    await playToEnd(host);
    expect(await records.list()).toEqual([]);
  });
  it('a lesson played to its end is practice, not a finished game: not recorded (#17.1); the next real game is', async () => {
    const dir = await tempDir();
    const { host, records } = await hostIn(dir);
    const client = connect(host);
    host.newGame({ scenario: 'training-amphipolis', lesson: 'board' }, client.session);
    await playToEnd(host);
    await host.flush();
    expect(await records.list()).toEqual([]);
    host.newGame({ scenario: 'training-amphipolis', seed: 'rec', seats: { aristocrats: 'bot:rule', demagogues: 'bot:random', eurypontids: 'human', agiads: 'bot:rule' } }, client.session);
    await playToEnd(host);
    await host.flush();
    expect(await records.list()).toHaveLength(1);
  });
});

describe('autosave picture (#16)', () => {
  it('an autosave written before the board picture arrived is written again with it', async () => {
    const dir = await tempDir();
    const { host, persistence } = await hostIn(dir);
    const client = connect(host);
    host.newGame({ scenario: 'training-amphipolis', seed: 'pic', seats: { aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' } }, client.session);
    await host.flush();
    const autosave = async () => (await persistence.list()).find((s) => s.kind === 'autosave');
    expect((await autosave())?.thumbnail).toBeUndefined();
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    expect(await client.session.request({ type: 'thumbnail', data: png, id: 2 })).toMatchObject({ type: 'ok' });
    await host.flush();
    expect((await autosave())?.thumbnail).toBe(png);
  });
});

describe('records.json temp files (#31 item 6)', () => {
  it('are swept at start like the saves\': every leftover of records.json when the folder is ours, nothing else beside it', async () => {
    const dir = await tempDir();
    const leftover = '.records.json.999999.abcd1234.tmp';
    const own = `.records.json.${process.pid}.00ff00ff.tmp`; // this process's write may be under way
    const notOurs = ['.window-state.json.999999.abcd1234.tmp', '.other.tmp', 'records.json.bak'];
    for (const n of [leftover, own, ...notOurs]) await writeFile(path.join(dir, n), 'x');
    const store = openRecordStore(dir, { ownsFolder: true });
    await store.add('a', LINE); // waits for the sweep
    const left = await readdir(dir);
    expect(left).not.toContain(leftover);
    expect(left).toEqual(expect.arrayContaining([own, ...notOurs, 'records.json']));
    expect(await store.list()).toEqual([{ ...LINE, game: 'pericles' }]);
  });

  it('without the folder\'s lock, only temp files older than a minute go (another process may be writing)', async () => {
    const dir = await tempDir();
    const fresh = '.records.json.999998.abcd1234.tmp';
    const old = '.records.json.999997.abcd1234.tmp';
    await writeFile(path.join(dir, fresh), 'x');
    await writeFile(path.join(dir, old), 'x');
    const minuteAgo = new Date(Date.now() - 61_000);
    await utimes(path.join(dir, old), minuteAgo, minuteAgo);
    expect(await openRecordStore(dir).sweepTempFiles()).toEqual([]);
    expect(await readdir(dir)).toEqual([fresh]);
  });
});
