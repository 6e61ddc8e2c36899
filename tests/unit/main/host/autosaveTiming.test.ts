// #16 speed: with a journal holding every decision on the disk before it is shown, the autosave
// (serializing the whole game) waits until the page has drawn the decision instead of running in
// the same turn of the event loop; flush() and dispose() still write it at once (#13 item 8: a
// crash loses nothing, the journal has the decision).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { GameState } from '../../../../src-shared/engine.js';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameHost } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence, type GameRecord } from '../../../../src-main/host/persistence.js';
import { legalActions, pending } from '../../../../src-shared/engine.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pericles-autosave-timing-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

function hostWithSpy(dir: string): { host: GameHost<GameState>; autosaves: { at: number; decisions: number }[] } {
  const persistence = saveStorePersistence(openSaveStore(dir), { appVersion: 'test', rulesDataVersion: 'test' });
  const autosaves: { at: number; decisions: number }[] = [];
  const write = persistence.autosave.bind(persistence);
  persistence.autosave = (r: GameRecord) => {
    autosaves.push({ at: performance.now(), decisions: r.decisions.length });
    return write(r);
  };
  return { host: new GameHost<GameState>({ persistence, log: () => undefined }), autosaves };
}

function actOnce(host: GameHost<GameState>): void {
  const g = host.game!;
  const seat = pending(g)!.seats.find((f) => g.seats[f] === 'human')!;
  host.act(seat, legalActions(g, seat)[0]!);
}

describe('the autosave after a decision waits for the page (#16 speed)', () => {
  it('is not written in the decision\'s own turn, but the journal already holds it; it follows within a second', async () => {
    const dir = path.join(root, 'later');
    const { host, autosaves } = hostWithSpy(dir);
    host.newGame({ scenario: 'development', seed: 'timing' });
    await host.whenIdle();
    const before = autosaves.length;
    const t0 = performance.now();
    actOnce(host);
    expect(autosaves.length).toBe(before); // not serialized on the decision's way
    const journal = await readFile(path.join(dir, `journal-${host.record().gameId}.jsonl`), 'utf8');
    expect(journal.trim().split('\n').length).toBeGreaterThan(1); // header + the decision
    await new Promise((r) => setTimeout(r, 1000));
    const written = autosaves.slice(before);
    expect(written.length).toBe(1);
    expect(written[0]!.decisions).toBe(1);
    expect(written[0]!.at - t0).toBeGreaterThanOrEqual(250);
    await host.dispose();
  });

  it('flush() writes the waiting autosave at once', async () => {
    const { host, autosaves } = hostWithSpy(path.join(root, 'flush'));
    host.newGame({ scenario: 'development', seed: 'timing-flush' });
    await host.whenIdle();
    const before = autosaves.length;
    const t0 = performance.now();
    actOnce(host);
    await host.flush();
    expect(autosaves.length).toBe(before + 1);
    expect(autosaves.at(-1)!.at - t0).toBeLessThan(250);
    await host.dispose();
  });
});
