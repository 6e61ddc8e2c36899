import { copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { GameState } from '../../../../src-shared/engine.js';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameHost } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence } from '../../../../src-main/host/persistence.js';
import { legalActions, pending } from '../../../../src-shared/engine.js';
import { scenarioById } from '../../../../src-shared/games/pericles/data/scenarios/index.js';
import { verifyRecord } from '../../../../src-main/host/replay.js';
import { connect } from './helpers.js';
import { REPO_ROOT } from '../../root.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function hostOnDisk() {
  const dir = await mkdtemp(path.join(tmpdir(), 'pericles-host-saves-'));
  const persistence = saveStorePersistence(openSaveStore(dir), { appVersion: '0.1.0-test', rulesDataVersion: 'rules-test' });
  const host = new GameHost<GameState>({ persistence, log: () => undefined });
  cleanups.push(async () => {
    await host.dispose();
    await rm(dir, { recursive: true, force: true });
  });
  return { dir, host };
}

describe('GameHost over the real SaveStore', () => {
  it('autosaves after decisions, saves, and loads with a matching replay', async () => {
    const { dir, host } = await hostOnDisk();
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 'disk', seats: { eurypontids: 'bot:random', agiads: 'bot:random' } }, client.session);
    await host.whenIdle();
    host.act('aristocrats', legalActions(host.game!, 'aristocrats')[0]!);
    await host.whenIdle();
    await host.flush();
    const gameId = host.record().gameId!;
    expect(gameId).toMatch(/^[0-9a-f]{12}$/);
    expect(await readdir(dir)).toEqual(expect.arrayContaining([`autosave-${gameId}.json`, `journal-${gameId}.jsonl`]));

    const hash = host.stateHash;
    const decisions = host.decisionList.length;
    await host.save('Campaign one');
    const seat = pending(host.game!)!.seats[0]!;
    host.act(seat, legalActions(host.game!, seat)[0]!);
    await host.whenIdle();
    expect(host.stateHash).not.toBe(hash);

    const loaded = await host.load('Campaign one', client.session);
    expect(loaded).toMatchObject({ name: 'Campaign one', replay: 'ok' });
    expect(loaded).not.toHaveProperty('seed'); // 4.1: the save keeps it, the reply does not
    expect(host.game!.seed).toBe('disk');
    expect(host.stateHash).toBe(hash);
    expect(host.decisionList).toHaveLength(decisions);
    const list = await host.listSaves();
    expect(list.find((s) => s.name === 'Campaign one')).toMatchObject({ ok: true, kind: 'save', scenario: 'development' });

    // Continue loads the newest one.
    const latest = await host.continueLatest(client.session);
    expect(latest?.replay).toBe('ok');
  });

  it('a handicapped solo game saves its handicap and replays to the same game', async () => {
    const { dir, host } = await hostOnDisk();
    const client = connect(host);
    const seats = { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;
    const reply = await client.session.handleText(JSON.stringify({ type: 'newGame', scenario: 'development', seed: 'hc', seats, handicap: 20 }));
    expect(reply).toMatchObject({ type: 'ok', value: { handicap: 20 } });
    await host.whenIdle();
    const honor = scenarioById('development')!.honor;
    // #29: the Spartan bots get it; the Demagogues bot, the player's rival in Athens, does not.
    expect(host.game!.log.filter((e) => e.rule === 'handicap')).toHaveLength(2);
    expect(host.record().summary.factionsHonor).toMatchObject({ demagogues: honor.demagogues, agiads: honor.agiads + 20 });
    host.act('aristocrats', legalActions(host.game!, 'aristocrats')[0]!);
    await host.whenIdle();
    await host.save('Solo');
    const onDisk = JSON.parse(await readFile(path.join(dir, (await readdir(dir)).find((f) => f.startsWith('Solo'))!), 'utf8')) as Record<string, unknown>;
    // A save names its game and keeps the setup options inside `options` (format 2, #32).
    expect(onDisk).toMatchObject({ game: 'pericles', options: { handicap: 20, handicapped: ['eurypontids', 'agiads'] } });
    expect(onDisk).not.toHaveProperty('handicap');

    const hash = host.stateHash;
    const loaded = await host.load('Solo', client.session);
    expect(loaded).toMatchObject({ replay: 'ok', handicap: 20 });
    expect(host.stateHash).toBe(hash);
    const record = host.record();
    expect(record.handicap).toBe(20);
    // Without the handicap the same decisions start from another game: the replay says so.
    const { handicap: _dropped, ...withoutHandicap } = record;
    expect(verifyRecord(withoutHandicap)).toMatchObject({ ok: false, reason: 'setup' });
  });

  // A save and a journal written by the build before #29 (tests/fixtures/pre29-handicap, made by
  // that build: Aristocrats human, handicap 20, every bot Faction got it, no `handicapped` kept).
  const PRE29 = path.join(REPO_ROOT, 'tests/fixtures/pre29-handicap');

  it('a save made before #29 (every bot Faction handicapped) still loads with a matching replay, and saved again it still does', async () => {
    const { dir, host } = await hostOnDisk();
    const client = connect(host);
    await copyFile(path.join(PRE29, 'pre29-solo-handicap.json'), path.join(dir, 'Pre29 solo handicap.json'));
    const loaded = await host.load('Pre29 solo handicap', client.session);
    expect(loaded).toMatchObject({ replay: 'ok', handicap: 20 });
    const honor = scenarioById('development')!.honor;
    expect(host.game!.log.filter((e) => e.rule === 'handicap').map((e) => e.args.faction)).toEqual(['demagogues', 'eurypontids', 'agiads']);
    const hash = host.stateHash;
    expect(host.record()).not.toHaveProperty('handicapped');
    await host.save('Pre29 again');
    // Saved again in format 2: of Pericles, the handicap in its options, still naming no Factions (#32).
    const again = JSON.parse(await readFile(path.join(dir, 'Pre29 again.json'), 'utf8')) as Record<string, unknown>;
    expect(again).toMatchObject({ format: 2, game: 'pericles', options: { handicap: 20 } });
    expect(again.options).not.toHaveProperty('handicapped');
    expect(again).not.toHaveProperty('handicap');
    await host.load('Pre29 again', client.session);
    expect(host.stateHash).toBe(hash);
    expect(verifyRecord(host.record())).toMatchObject({ ok: true });
    expect(host.record().summary.factionsHonor).toMatchObject({ demagogues: honor.demagogues + 20 });
  });

  it('a journal begun before #29 rebuilds its game with every bot Faction handicapped, as it was played', async () => {
    const { dir, host } = await hostOnDisk();
    const client = connect(host);
    const text = await readFile(path.join(PRE29, 'pre29-solo-handicap.journal.jsonl'), 'utf8');
    const gameId = (JSON.parse(text.split('\n')[0]!) as { gameId: string }).gameId;
    await writeFile(path.join(dir, `journal-${gameId}.jsonl`), text);
    await writeFile(path.join(dir, 'current-game'), gameId);
    const saved = JSON.parse(await readFile(path.join(PRE29, 'pre29-solo-handicap.json'), 'utf8')) as { decisions: unknown[]; stateHash: string };
    const continued = await host.continueLatest(client.session);
    expect(continued).toMatchObject({ replay: 'ok', handicap: 20 });
    expect(host.decisionList).toHaveLength(saved.decisions.length);
    expect(host.stateHash).toBe(saved.stateHash);
    // Continue begins the journal afresh, in format 2: of Pericles, the handicap its option, no Factions named (#32).
    const header = JSON.parse((await readFile(path.join(dir, `journal-${gameId}.jsonl`), 'utf8')).split('\n')[0]!) as Record<string, unknown>;
    expect(header).toMatchObject({ journal: 2, game: 'pericles', gameId, options: { handicap: 20 } });
    expect(header.options).not.toHaveProperty('handicapped');
  });
});

