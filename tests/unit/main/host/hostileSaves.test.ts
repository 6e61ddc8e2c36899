// #13 items 4 and 7: a save that is damaged or hostile is refused with a message naming what is
// wrong, and the game that was open stays open and playable (load is all or nothing). The corpus
// (tests/fixtures/hostile-saves, written by scripts/hostile-saves.ts) starts from a real save and
// breaks one thing in each file, re-sealed so that only the checks of the game itself catch most.
// Two sets: the format-1 files at the top (kept as written before saves named their game, #32:
// each is migrated before it is checked, and must be refused all the same) and the current
// format's in v2/, with the faults format 2 can have (an unknown or missing game, foreign options).
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GameHost, type HostError } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence } from '../../../../src-main/host/persistence.js';
import { APP_VERSION, RULES_DATA_VERSION } from '../../../../src-main/host/version.js';
import { CURRENT_FORMAT } from '../../../../src-main/saves/format.js';
import { legalActions } from '../../../../src-shared/engine.js';
import { gameOfSnapshot } from '../../../../src-shared/machine/snapshot.js';
import type { GameState } from '../../../../src-shared/games/pericles/model/state.js';
import type { HostMessage } from '../../../../src-shared/games/pericles/wire.js';
import { REPO_ROOT } from '../../root.js';

const CORPUS = join(REPO_ROOT, 'tests/fixtures/hostile-saves');
const V1_FILES = readdirSync(CORPUS).filter((f) => f.endsWith('.json')).sort();
const V2_FILES = readdirSync(join(CORPUS, 'v2')).filter((f) => f.endsWith('.json')).sort().map((f) => `v2/${f}`);
const FILES = [...V1_FILES, ...V2_FILES];
/** A corpus file's case name: `v2/honor-negative.json` is the case `honor-negative.json` of the format-2 set. */
const caseOf = (file: string) => file.replace(/^v2\//, '');
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

function gameOf(host: GameHost<GameState>): GameState {
  return gameOfSnapshot(host.record().snapshot) as GameState;
}

/** A host over a fresh saves folder holding `file` as the save "hostile", with a game open. */
function hostWith(file: string): { host: GameHost<GameState>; messages: HostMessage[] } {
  const dir = mkdtempSync(join(tmpdir(), 'pericles-hostile-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'saves'));
  copyFileSync(join(CORPUS, file), join(dir, 'saves', 'hostile.json'));
  const host = new GameHost<GameState>({ persistence: saveStorePersistence(openSaveStore(join(dir, 'saves')), { appVersion: APP_VERSION, rulesDataVersion: RULES_DATA_VERSION }), autosave: false, log: () => {} });
  host.newGame({ scenario: 'development', seed: 'the-game-that-stays' });
  const messages: HostMessage[] = [];
  host.connect((m) => messages.push(m as HostMessage));
  return { host, messages };
}

describe('#13 items 4, 7: hostile saves are refused and change nothing', () => {
  it('the corpus holds at least 68 format-1 files, and each of their cases again in format 2 with its own', () => {
    expect(V1_FILES.length).toBeGreaterThanOrEqual(68);
    expect(V2_FILES.map(caseOf)).toEqual(expect.arrayContaining(V1_FILES));
    expect(V2_FILES).toEqual(expect.arrayContaining(['v2/game-unknown.json', 'v2/game-missing.json', 'v2/options-unknown.json']));
  });

  it('the format-1 set is format 1 (it goes through the migration), the v2 set the current format', () => {
    const format = (file: string) => (JSON.parse(readFileSync(join(CORPUS, file), 'utf8')) as { format?: unknown }).format;
    expect(format('honor-negative.json')).toBe(1);
    expect(format('v2/honor-negative.json')).toBe(CURRENT_FORMAT);
  });

  // #32: a save names its game; one this build does not have, or none, is refused as such.
  for (const file of ['v2/game-unknown.json', 'v2/game-missing.json']) {
    it(`refuses ${file} as a save of a game this version does not have`, async () => {
      const { host } = hostWith(file);
      const e = await host.load('hostile').then(() => null, (err: unknown) => err as HostError);
      expect(e).toMatchObject({ code: 'unknown-game' });
      await host.dispose();
    });
  }

  for (const file of FILES) {
    it(`refuses ${file} with a reason and keeps the open game`, async () => {
      const { host, messages } = hostWith(file);
      const before = JSON.stringify(host.record());
      let refusal: Error | null = null;
      try {
        await host.load('hostile');
      } catch (e) {
        refusal = e as Error;
      }
      expect(refusal, `${file} was accepted`).not.toBeNull();
      expect(refusal!.message.length).toBeGreaterThan(20);
      expect(refusal!.message).not.toMatch(/\/tmp\/|\/work\/|Maximum call stack|undefined|\[object/);
      // A bad save, never taken for a disk that failed (#31 item 6: Honor 1e400 was 'io').
      expect((refusal as { code?: unknown }).code, refusal!.message).not.toBe('io');
      // All or nothing: the game that was open is unchanged and still plays.
      expect(JSON.stringify(host.record())).toBe(before);
      const g = gameOf(host);
      const seat = g.flow.pending!.seats[0]!;
      host.act(seat, legalActions(g, seat)[0]!);
      expect(host.record().decisions.length).toBe(1);
      expect(messages.some((m) => m.type === 'view' && m.view !== null)).toBe(true);
      await host.dispose();
    });
  }

  // #31 item 3: games no rules can reach are named as damaged or altered, never "different rules".
  const NAMED: Record<string, string> = {
    'pending-none.json': 'noPending', 'theater-missing.json': 'theaterMissing', 'result-while-playing.json': 'resultWhilePlaying',
    'over-without-result.json': 'overWithoutResult', 'turn-beyond-scenario.json': 'turn', 'rng-all-zero.json': 'rngZero',
    'card-gone.json': 'cardMissing', 'pending-to-bot.json': 'pendingReplay', 'summary-lies.json': 'summary',
  };
  for (const [file, key] of Object.entries(NAMED).flatMap(([f, k]): [string, string][] => [[f, k], [`v2/${f}`, k]])) {
    it(`names what is wrong with ${file} (${key})`, async () => {
      const { host } = hostWith(file);
      const e = await host.load('hostile').then(() => null, (err: unknown) => err as HostError);
      expect(e).toMatchObject({ code: 'bad-save', reason: { key: `engine.damaged.${key}` } });
      expect(e!.message).toMatch(/damaged or altered/);
      await host.dispose();
    });
  }

  for (const file of ['summary-lies.json', 'v2/summary-lies.json']) {
    it(`lists ${file} with its game's own turn and Honor, not the file's`, async () => {
      const { host } = hostWith(file);
      const listed = (await host.listSaves()).find((s) => s.name === 'hostile');
      expect(listed).toMatchObject({ ok: true, game: 'pericles' });
      expect(listed!.turn).not.toBe(99);
      expect(Object.values(listed!.honor!)).not.toContain(999);
      await host.dispose();
    });
  }

  it('lists a save of an unknown game as one that cannot be opened, saying why (#32)', async () => {
    const { host } = hostWith('v2/game-unknown.json');
    const listed = (await host.listSaves()).find((s) => s.name === 'hostile');
    expect(listed).toMatchObject({ ok: false, error: { code: 'unknown-game' } });
    await host.dispose();
  });

  it('refuses each malformed bot reason for what it is, quoting none of the reasoning (#29 item 3)', async () => {
    const reasonFiles = FILES.filter((f) => caseOf(f).startsWith('reason'));
    expect(reasonFiles.length).toBeGreaterThanOrEqual(18);
    for (const file of reasonFiles) {
      const { host } = hostWith(file);
      const refusal = await host.load('hostile').then(() => null, (e: unknown) => e as Error);
      expect(refusal?.message, file).toMatch(/"botReasons[^"]*"|a bot's reason in it/);
      expect(refusal?.message, file).not.toMatch(/engine\.bot|I will win|xxxx/);
      await host.dispose();
    }
  });

  it('refuses each malformed seat change for what it is (#30)', async () => {
    const seatFiles = FILES.filter((f) => caseOf(f).startsWith('seat-change'));
    const cases = ['seat-change-extra-field.json', 'seat-change-not-faction.json', 'seat-change-unknown-kind.json'];
    expect(seatFiles).toEqual([...cases, ...cases.map((f) => `v2/${f}`)]);
    for (const file of seatFiles) {
      const { host } = hostWith(file);
      const refusal = await host.load('hostile').then(() => null, (e: unknown) => e as Error);
      expect(refusal?.message, file).toMatch(/a seat change/);
      await host.dispose();
    }
  });

  // #31: a file opened from outside (Import…, a double-click, a browser upload) meets the same
  // checks, before anything is written to the saves folder.
  it('refuses every corpus file as a file opened from outside, writing nothing to the saves folder', async () => {
    const { host } = hostWith('truncated.json');
    const folder = join(dirs.at(-1)!, 'saves');
    const before = readdirSync(folder).sort();
    for (const file of FILES) {
      const refusal = await host.importFile({ file: join(CORPUS, file) }).then(() => null, (e: unknown) => e as Error);
      expect(refusal, `${file} was taken in`).not.toBeNull();
      expect((refusal as { code?: unknown }).code, file).not.toBe('io');
      expect(readdirSync(folder).filter((f) => !f.startsWith('.')).sort(), file).toEqual(before.filter((f) => !f.startsWith('.')));
    }
    await host.dispose();
  });

  for (const file of ['honor-negative.json', 'v2/honor-negative.json']) {
    it(`names the fault in words: Honor −50 of the Demagogues (${file})`, async () => {
      const { host } = hostWith(file);
      await expect(host.load('hostile')).rejects.toThrow(/demagogues\.honor.*-50.*least allowed is 0/);
      await host.dispose();
    });
  }
});
