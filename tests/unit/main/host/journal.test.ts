// #13 item 8: a person's confirmed decision is never lost. Each accepted decision is in the game's
// journal (src-main/saves/journal.ts) before the host answers or publishes the new position, and
// Continue replays what the journal holds beyond the newest autosave. The kill test plays as a
// person in a child process, SIGKILLs it at random moments, and checks every decision it had
// confirmed is back after Continue; the same run without the journal is the control.
import { spawn } from 'node:child_process';
import type { GameState } from '../../../../src-shared/engine.js';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameHost } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence, type Decision, type Persistence } from '../../../../src-main/host/persistence.js';
import { DecisionJournal, JOURNAL_FORMAT, parseJournal } from '../../../../src-main/saves/journal.js';
import { legalActions, pending } from '../../../../src-shared/engine.js';
import type { Faction } from '../../../../src-shared/games/pericles/model/ids.js';
import { testRng } from '../../testRng.js';
import { connect } from './helpers.js';
import { digestOf } from './decider-child.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../../..');
const SEATS = { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pericles-journal-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

let folders = 0;
function persistenceIn(dir: string, opts: { journal?: boolean; dropAutosaves?: () => boolean } = {}): Persistence {
  const full = saveStorePersistence(openSaveStore(dir), { appVersion: 'test', rulesDataVersion: 'test' });
  const { journals, ...rest } = full;
  const p: Persistence = opts.journal === false ? rest : { ...rest, journals: journals! };
  const drop = opts.dropAutosaves;
  return drop ? { ...p, autosave: async (r) => { if (!drop()) await full.autosave(r); } } : p;
}
const newDir = () => path.join(root, `f${++folders}`);

/** Plays `n` of the person's decisions (random, seeded), letting the bots answer. */
async function play(host: GameHost<GameState>, n: number, seed = 5): Promise<void> {
  const rand = testRng(seed + host.decisionList.length);
  for (let i = 0; i < n; i++) {
    await host.whenIdle();
    const g = host.game!;
    const seat = pending(g)!.seats.find((f) => g.seats[f] === 'human')!;
    const actions = legalActions(g, seat);
    host.act(seat, actions[Math.floor(rand() * actions.length)]!);
  }
  await host.whenIdle();
}

async function journalOf(dir: string) {
  const name = (await readdir(dir)).find((f) => f.startsWith('journal-'))!;
  return parseJournal(await readFile(path.join(dir, name), 'utf8'))!;
}

describe('the decision journal file (journal.ts)', () => {
  const header = JSON.stringify({ journal: 1, gameId: 'abcdef012345', scenario: 'development', seed: 's', seats: { aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' } });
  const d = (n: number, i: number) => JSON.stringify({ n, seat: 'agiads', action: { i } });

  it('reads decisions in order; an undo line takes decisions back; a lower number starts a new branch there', () => {
    const j = parseJournal([header, d(0, 0), d(1, 1), d(2, 2), JSON.stringify({ undoTo: 2 }), d(2, 9), d(1, 7), ''].join('\n'))!;
    expect(j.decisions.map((x) => (x.action as { i: number }).i)).toEqual([0, 7]);
    expect(j.ignoredLines).toBe(0);
  });

  it('ignores a torn last line (no newline: the write was cut off) and keeps the rest', () => {
    const text = [header, d(0, 0), d(1, 1), ''].join('\n') + d(2, 2).slice(0, 12);
    const j = parseJournal(text)!;
    expect(j.decisions).toHaveLength(2);
    expect(j.ignoredLines).toBe(1);
  });

  it('stops at a damaged line or a gap in the numbering: nothing after it can be trusted', () => {
    expect(parseJournal([header, d(0, 0), '{"n":1,"se', d(1, 1), ''].join('\n'))).toMatchObject({ decisions: [{ seat: 'agiads' }], ignoredLines: 2 });
    expect(parseJournal([header, d(0, 0), d(5, 5), d(1, 1), ''].join('\n'))).toMatchObject({ decisions: [{ seat: 'agiads' }], ignoredLines: 2 });
    expect(parseJournal([header, JSON.stringify({ n: 0, seat: 'persia', action: {} }), ''].join('\n'))!.decisions).toHaveLength(0);
  });

  it('a bot\'s decision line carries its reason (#29 item 3): taken back with its decision, dropped alone when it does not fit', () => {
    const why = (n: number) => ({ turn: 1, kind: 'muster.commit', logLength: 3, reason: { key: 'engine.bot.secret', args: { n } } });
    const dw = (n: number, i: number, w: unknown = why(n)) => JSON.stringify({ n, seat: 'agiads', action: { i }, why: w });
    const j = parseJournal([header, dw(0, 0), d(1, 1), dw(2, 2), dw(3, 3), JSON.stringify({ undoTo: 3 }), dw(3, 4, { ...why(3), kind: 'BAD KIND' }), dw(2, 5), ''].join('\n'))!;
    expect(j.decisions.map((x) => (x.action as { i: number }).i)).toEqual([0, 1, 5]);
    expect(j.botReasons).toEqual([{ decision: 0, seat: 'agiads', ...why(0) }, { decision: 2, seat: 'agiads', ...why(2) }]);
    expect(j.ignoredLines).toBe(0);
    // A journal written before has no reasons, and reads as it did.
    expect(parseJournal([header, d(0, 0), ''].join('\n'))).toMatchObject({ botReasons: [], ignoredLines: 0 });
  });

  // #32: a journal names its game; one begun before (format 1) is of Pericles, its handicap fields its options.
  const seats = { aristocrats: 'human', demagogues: 'bot:easy', eurypontids: 'bot:easy', agiads: 'bot:easy' } as const;
  const setup = { gameId: 'abcdef012345', scenario: 'development', seed: 's', seats };

  it('is begun with a format-2 header naming its game, the options chosen (only those) inside it', async () => {
    const dir = await mkdtemp(path.join(root, 'v2-'));
    const cases: [{ handicap: number; handicapped?: Faction[] }, { handicap: number; handicapped?: Faction[] } | undefined][] = [
      [{ handicap: 20, handicapped: ['eurypontids', 'agiads'] }, { handicap: 20, handicapped: ['eurypontids', 'agiads'] }],
      [{ handicap: 20 }, { handicap: 20 }],
      [{ handicap: 0 }, undefined],
    ];
    for (const [given, options] of cases) {
      DecisionJournal.begin(dir, { ...setup, ...given }, [{ seat: 'agiads', action: { i: 0 } }]).close();
      const text = readFileSync(path.join(dir, 'journal-abcdef012345.jsonl'), 'utf8');
      const first = JSON.parse(text.split('\n')[0]!) as Record<string, unknown>;
      expect(first).toMatchObject({ journal: JOURNAL_FORMAT, game: 'pericles', ...setup });
      expect(JOURNAL_FORMAT).toBe(2);
      expect(first.options).toEqual(options);
      expect('handicap' in first).toBe(false);
      // Read back, the setup is the one begun with.
      expect(parseJournal(text)).toMatchObject({ header: { game: 'pericles', ...setup, ...(options ?? {}) }, decisions: [{ seat: 'agiads' }] });
      expect(parseJournal(text)!.header).not.toHaveProperty(options?.handicap ? 'options' : 'handicap');
    }
  });

  it('reads a format-1 header as Pericles, its top-level handicap fields as the setup (absent stays absent: a game begun before #29)', () => {
    const v1 = (extra: object) => `${JSON.stringify({ journal: 1, ...setup, ...extra })}\n${d(0, 0)}\n`;
    expect(parseJournal(v1({ handicap: 20 }))!.header).toEqual({ game: 'pericles', ...setup, handicap: 20 });
    expect(parseJournal(v1({ handicap: 20, handicapped: ['agiads'] }))!.header).toEqual({ game: 'pericles', ...setup, handicap: 20, handicapped: ['agiads'] });
    expect(parseJournal(v1({}))!.header).toEqual({ game: 'pericles', ...setup });
    expect(parseJournal(v1({ handicap: -1 }))).toBeNull();
    expect(parseJournal(v1({ handicap: 5, handicapped: ['persia'] }))).toBeNull();
  });

  it('refuses a format-2 header of a game this version does not have, of none, or with options not the game\'s', () => {
    const v2 = (extra: object) => `${JSON.stringify({ journal: 2, ...setup, ...extra })}\n${d(0, 0)}\n`;
    expect(parseJournal(v2({ game: 'pericles' }))!.decisions).toHaveLength(1);
    // #33: Perikles is a game of this version now; a game id it does not have is refused.
    expect(parseJournal(v2({ game: 'no-such-game' }))).toBeNull();
    expect(parseJournal(v2({}))).toBeNull();
    expect(parseJournal(v2({ game: 'pericles', options: { handicap: 5, extraHonor: 9 } }))).toBeNull();
    expect(parseJournal(`${JSON.stringify({ journal: 3, game: 'pericles', ...setup })}\n`)).toBeNull();
  });

  it('refuses a journal without a valid header (unknown seat kind, a game id that is a path)', () => {
    expect(parseJournal(header.slice(0, 20))).toBeNull();
    expect(parseJournal(`${header.replace('"human"', '"root"')}\n`)).toBeNull();
    expect(parseJournal(`${header.replace('abcdef012345', '../../etc')}\n`)).toBeNull();
  });
});

describe('GameHost with a journal (#13 item 8)', () => {
  it('a person\'s decision is in the journal before the host answers and before any view shows it', async () => {
    const dir = newDir();
    const host = new GameHost<GameState>({ persistence: persistenceIn(dir), log: () => undefined });
    const journalFile = () => path.join(dir, `journal-${host.record().gameId}.jsonl`);
    // Every view a client receives must show no more decisions than the journal already holds.
    const behind: string[] = [];
    connect(host, (m) => {
      if (m.type !== 'view' || !m.view) return;
      const inJournal = parseJournal(readFileSync(journalFile(), 'utf8'))!.decisions.length;
      if (inJournal < m.decisions) behind.push(`view with ${m.decisions} decisions, journal ${inJournal}`);
    });
    host.newGame({ scenario: 'development', seed: 'j1', seats: SEATS });
    for (let i = 0; i < 12; i++) {
      await host.whenIdle();
      const seat = pending(host.game!)!.seats[0]!;
      const { decisions } = host.act(seat, legalActions(host.game!, seat)[0]!);
      expect(parseJournal(readFileSync(journalFile(), 'utf8'))!.decisions).toHaveLength(decisions);
    }
    expect(behind).toEqual([]);
    await host.dispose();
  });

  it('Continue brings back the decisions made after the last autosave, undo included', async () => {
    const dir = newDir();
    let dropping = false;
    const host = new GameHost<GameState>({ persistence: persistenceIn(dir, { dropAutosaves: () => dropping }), log: () => undefined });
    host.newGame({ scenario: 'development', seed: 'j2', seats: SEATS });
    await play(host, 4);
    await host.flush();
    const autosaved = host.decisionList.length;
    dropping = true; // from here on the autosaves never reach the disk (as if the process died each time)
    await play(host, 6);
    const seat = host.decisionList.at(-1)!.seat;
    if (host.game!.seats[seat as Faction] === 'human' && host.undoLast(seat)) await host.whenIdle();
    const expected = structuredClone(host.decisionList) as Decision[];
    const hash = host.stateHash;
    expect(expected.length).toBeGreaterThan(autosaved);
    await host.dispose();

    const again = new GameHost<GameState>({ persistence: persistenceIn(dir), log: () => undefined });
    const loaded = await again.continueLatest();
    expect(loaded?.notice).toMatch(/recovered from the game's journal/);
    expect(again.decisionList).toEqual(expected);
    expect(again.stateHash).toBe(hash);
    await again.dispose();
  });

  it('after loading an older save, Continue goes on from the loaded line of play, not the newer autosave', async () => {
    const dir = newDir();
    let dropping = false;
    const host = new GameHost<GameState>({ persistence: persistenceIn(dir, { dropAutosaves: () => dropping }), log: () => undefined });
    host.newGame({ scenario: 'development', seed: 'j3', seats: SEATS });
    await play(host, 3);
    await host.save('Early');
    await play(host, 5);
    await host.flush();
    await host.load('Early');
    dropping = true;
    await play(host, 1, 99);
    const expected = structuredClone(host.decisionList);
    await host.dispose();

    const again = new GameHost<GameState>({ persistence: persistenceIn(dir), log: () => undefined });
    await again.continueLatest();
    expect(again.decisionList).toEqual(expected);
    await again.dispose();
  });

  it('a journal line the rules refuse ends the recovery there; the game before it is kept', async () => {
    const dir = newDir();
    let dropping = false;
    const host = new GameHost<GameState>({ persistence: persistenceIn(dir, { dropAutosaves: () => dropping }), log: () => undefined });
    host.newGame({ scenario: 'development', seed: 'j4', seats: SEATS });
    await play(host, 2);
    await host.flush();
    dropping = true;
    await play(host, 2);
    const expected = host.decisionList.length;
    const gameId = host.record().gameId!;
    await host.dispose();
    const file = path.join(dir, `journal-${gameId}.jsonl`);
    await writeFile(file, `${await readFile(file, 'utf8')}${JSON.stringify({ n: expected, seat: 'aristocrats', action: { type: 'no-such-action' } })}\n`);

    const again = new GameHost<GameState>({ persistence: persistenceIn(dir), log: () => undefined });
    const loaded = await again.continueLatest();
    expect(again.decisionList).toHaveLength(expected);
    expect(loaded?.notice).toMatch(/1 later decision could not be replayed/);
    await again.dispose();
  });

  it('the journal follows undo and is rewritten on load: it always holds the game being played', async () => {
    const dir = newDir();
    const host = new GameHost<GameState>({ persistence: persistenceIn(dir), log: () => undefined });
    host.newGame({ scenario: 'development', seed: 'j5', seats: SEATS });
    await play(host, 3);
    await host.save('Here');
    await play(host, 3);
    await host.load('Here');
    expect((await journalOf(dir)).decisions).toEqual(host.decisionList);
    await host.dispose();
  });
});

// ---------------------------------------------------------------------------------------------
// The kill test

const KILLS = 24;
let childJs: string;
beforeAll(async () => {
  childJs = path.join(root, 'decider-child.mjs');
  await build({ entryPoints: [path.join(here, 'decider-child.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: childJs, logLevel: 'error', external: ['esbuild'] });
});

interface Confirmed { count: number; digest: string }

/** Runs the child until it has confirmed `after` more decisions, then SIGKILLs it within 0–25 ms. */
function runAndKill(dir: string, seed: string, journal: boolean, after: number, rand: () => number): Promise<Confirmed | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [childJs, dir, seed, ...(journal ? [] : ['--no-journal'])], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let confirmed = 0;
    let last: Confirmed | null = null;
    let killing = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      for (const m of chunk.matchAll(/^confirmed (\d+) ([0-9a-f]+)$/gm)) {
        last = { count: Number(m[1]), digest: m[2]! };
        confirmed++;
      }
      if (!killing && (confirmed >= after || out.includes('over\n'))) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), rand() * 25);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      // The last line may have arrived between the kill and now: it was confirmed all the same.
      for (const m of out.matchAll(/^confirmed (\d+) ([0-9a-f]+)$/gm)) last = { count: Number(m[1]), digest: m[2]! };
      if (signal !== 'SIGKILL' && !out.includes('over\n')) reject(new Error(`child ended by ${signal ?? 'exit'}: ${err}`));
      else resolve(last);
    });
  });
}

/** Kills a player KILLS times; after each kill Continue must bring back what was confirmed. */
async function killRun(journal: boolean): Promise<{ kills: number; lostKills: number; lostDecisions: number; confirmed: number }> {
  const dir = newDir();
  const rand = testRng(journal ? 41 : 43);
  let lostKills = 0;
  let lostDecisions = 0;
  let confirmedTotal = 0;
  for (let k = 0; k < KILLS; k++) {
    const last = await runAndKill(dir, `kill${k}`, journal, 1 + Math.floor(rand() * 6), rand);
    const host = new GameHost<GameState>({ persistence: persistenceIn(dir, { journal }), log: () => undefined });
    await host.continueLatest();
    const got = host.decisionList;
    await host.dispose();
    if (!last) continue;
    confirmedTotal++;
    if (got.length < last.count || digestOf(got.slice(0, last.count)) !== last.digest) {
      lostKills++;
      lostDecisions += Math.max(1, last.count - got.length);
    }
  }
  return { kills: KILLS, lostKills, lostDecisions, confirmed: confirmedTotal };
}

describe('SIGKILL while a person decides (#13 item 8)', () => {
  it(`no confirmed decision is lost in ${KILLS} kills; without the journal, kills lose decisions`, async () => {
    const withJournal = await killRun(true);
    const control = await killRun(false);
    console.log(`journal kill test: with journal ${withJournal.lostKills}/${withJournal.kills} kills lost decisions (${withJournal.lostDecisions} decisions); `
      + `without (control) ${control.lostKills}/${control.kills} kills lost ${control.lostDecisions} decisions`);
    expect(withJournal.confirmed).toBeGreaterThan(KILLS / 2);
    expect(withJournal.lostKills).toBe(0);
    // The control shows the test can see a loss at all.
    expect(control.lostKills).toBeGreaterThan(0);
  }, 240_000);
});
