// Replay verification on load (the load policy in src-main/host/replay.ts), the Replayer's
// state-at-decision-k with checkpoints, and the read-only replay views over the protocol.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { createActor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { GameHost } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence, type GameRecord } from '../../../../src-main/host/persistence.js';
import { Replayer, verifyRecord } from '../../../../src-main/host/replay.js';
import type { ReplayFrame, ReplayInfo } from '../../../../src-shared/games/pericles/wire.js';
import { computeChecksum, computeStateHash, gameStateOfSnapshot } from '../../../../src-main/saves/format.js';
import { hashGame, legalActions, type GameState } from '../../../../src-shared/engine.js';
import { playRandomGame, replay } from '../../../../src-shared/games/pericles/engine/simulate.js';
import { periclesMachine as gameMachine } from '../../../../src-shared/games/pericles/machine.js';
import { FACTIONS, type Faction } from '../../../../src-shared/games/pericles/model/ids.js';
import { connect, leakedCards } from './helpers.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

function recordOf(game: GameState, decisions: GameRecord['decisions']): GameRecord {
  const actor = createActor(gameMachine, { input: { game } }).start();
  const snapshot = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown;
  actor.stop();
  const honor = Object.fromEntries(FACTIONS.map((f) => [f, game.factions[f].honor])) as Record<Faction, number>;
  return {
    scenario: game.scenario, seed: game.seed, seats: { ...game.seats }, snapshot, decisions: structuredClone(decisions),
    summary: { turn: game.turn, phase: game.flow.phase, factionsHonor: honor },
  };
}

const played = playRandomGame({ scenario: 'development', seed: 'replay-tests', turns: 1 });
const decisions = played.decisions.slice(0, 100);
const game100 = replay('development', 'replay-tests', decisions);
const gameOf = (r: GameRecord) => (r.snapshot as { context: { game: GameState } }).context.game;

describe('verifyRecord (load verification)', () => {
  it('accepts a record whose decisions reproduce its snapshot', () => {
    expect(played.outcome).toBe('finished');
    expect(decisions.length).toBe(100);
    expect(verifyRecord(recordOf(game100, decisions))).toEqual({ ok: true, total: 100 });
  });

  it('a tampered decision is found at that decision', () => {
    const record = recordOf(game100, decisions);
    // Decision 40 replaced by another action that was legal there: the replay departs at 40.
    const k = 40;
    const before = replay('development', 'replay-tests', decisions.slice(0, k - 1));
    const seat = decisions[k - 1]!.seat;
    const other = legalActions(before, seat).find((a) => JSON.stringify(a) !== JSON.stringify(decisions[k - 1]!.action));
    expect(other).toBeDefined();
    record.decisions[k - 1] = { seat, action: other! };
    const check = verifyRecord(record);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    // A secret choice shows only when it is revealed: the divergence is found at the first
    // decision whose effect differs, never before the tampered one.
    expect(check.at).toBeGreaterThanOrEqual(k);
    expect(check.at).toBeLessThan(k + 10);
    expect(['log', 'refused']).toContain(check.reason);
    expect(check.message).toMatch(/different rules/);
    expect(check.message).toContain(`decision ${check.at} of 100`);

    // An open decision (one whose effect is logged at once) is found exactly.
    let exact = 0;
    for (let j = 30; j < 90 && !exact; j++) {
      const at = replay('development', 'replay-tests', decisions.slice(0, j - 1));
      const s2 = decisions[j - 1]!.seat;
      for (const alt of legalActions(at, s2)) {
        if (JSON.stringify(alt) === JSON.stringify(decisions[j - 1]!.action)) continue;
        const after = replay('development', 'replay-tests', [...decisions.slice(0, j - 1), { seat: s2, action: alt }]);
        const same = replay('development', 'replay-tests', decisions.slice(0, j));
        if (JSON.stringify(after.log) === JSON.stringify(same.log)) continue;
        const r2 = recordOf(game100, decisions);
        r2.decisions[j - 1] = { seat: s2, action: alt };
        expect(verifyRecord(r2)).toMatchObject({ ok: false, at: j });
        exact = j;
        break;
      }
    }
    expect(exact).toBeGreaterThan(0);
  });

  it('a decision by the wrong seat is refused at that decision', () => {
    const record = recordOf(game100, decisions);
    const k = 10;
    const d = record.decisions[k - 1]!;
    record.decisions[k - 1] = { seat: FACTIONS.find((f) => f !== d.seat && !replay('development', 'replay-tests', decisions.slice(0, k - 1)).flow.pending?.seats.includes(f))!, action: d.action };
    const check = verifyRecord(record);
    expect(check).toMatchObject({ ok: false, at: k, reason: 'refused' });
  });

  it('a tampered snapshot (Honor changed) diverges at the end; a changed log entry at its decision', () => {
    const honor = recordOf(game100, decisions);
    gameOf(honor).factions.aristocrats.honor += 3;
    expect(verifyRecord(honor)).toMatchObject({ ok: false, at: 100, reason: 'final' });

    const logged = recordOf(game100, decisions);
    // Find the decision that wrote log entry i, then edit that entry in the snapshot.
    const i = Math.floor(gameOf(logged).log.length / 2);
    let k = 0;
    while (replay('development', 'replay-tests', decisions.slice(0, k)).log.length <= i) k++;
    gameOf(logged).log[i] = { ...gameOf(logged).log[i]!, msg: 'tampered' };
    expect(verifyRecord(logged)).toMatchObject({ ok: false, at: k, reason: k === 0 ? 'setup' : 'log' });
  });

  it('a different seed diverges at setup', () => {
    const record = { ...recordOf(game100, decisions), seed: 'another-seed' };
    expect(verifyRecord(record)).toMatchObject({ ok: false, at: 0, reason: 'setup' });
  });
});

describe('loading through the SaveStore', () => {
  async function disk() {
    const dir = await mkdtemp(path.join(tmpdir(), 'pericles-replay-'));
    const persistence = saveStorePersistence(openSaveStore(dir), { appVersion: 't', rulesDataVersion: 't' });
    const host = new GameHost<GameState>({ persistence, log: () => undefined });
    cleanups.push(async () => {
      await host.dispose();
      await rm(dir, { recursive: true, force: true });
    });
    return { dir, host, persistence };
  }

  /** Edits the stored JSON; `reseal` recomputes stateHash and checksum, as a careful editor would. */
  async function tamper(file: string, edit: (doc: Record<string, unknown>) => void, reseal: boolean) {
    const doc = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    edit(doc);
    if (reseal) {
      doc.stateHash = computeStateHash(doc.snapshot, gameStateOfSnapshot);
      doc.checksum = computeChecksum(doc);
    }
    await writeFile(file, JSON.stringify(doc));
  }

  it('a clean save loads with replay ok; a resealed tampered decision loads from the snapshot with a divergence notice', async () => {
    const { dir, host, persistence } = await disk();
    await persistence.save('Clean', recordOf(game100, decisions));
    const client = connect(host);
    const ok = await host.load('Clean', client.session);
    expect(ok.replay).toBe('ok');
    expect(ok.divergence).toBeUndefined();
    expect(host.stateHash).toBe(hashGame(game100));

    await persistence.save('Edited', recordOf(game100, decisions));
    const seat = decisions[59]!.seat;
    const at59 = replay('development', 'replay-tests', decisions.slice(0, 59));
    const other = legalActions(at59, seat).find((a) => JSON.stringify(a) !== JSON.stringify(decisions[59]!.action))!;
    await tamper(path.join(dir, 'Edited.json'), (doc) => {
      (doc.decisions as GameRecord['decisions'])[59] = { seat, action: other };
    }, true);
    const loaded = await host.load('Edited', client.session);
    expect(loaded.replay).toBe('diverged');
    expect(loaded.divergence).toMatchObject({ at: 60, total: 100 });
    expect(loaded.notice).toMatch(/different rules.*decision 60 of 100/);
    // The snapshot wins: the game is exactly the saved position.
    expect(host.stateHash).toBe(hashGame(game100));
  });

  it('a snapshot edited without resealing is refused (checksum); resealed, it loads and the divergence is reported', async () => {
    const { dir, host, persistence } = await disk();
    await persistence.save('Snap', recordOf(game100, decisions));
    const file = path.join(dir, 'Snap.json');
    const original = await readFile(file, 'utf8');
    await tamper(file, (doc) => {
      (doc.snapshot as { context: { game: GameState } }).context.game.factions.agiads.honor += 5;
    }, false);
    await expect(host.load('Snap')).rejects.toMatchObject({ code: 'checksum-mismatch' });

    await writeFile(file, original);
    await tamper(file, (doc) => {
      (doc.snapshot as { context: { game: GameState } }).context.game.factions.agiads.honor += 5;
      // The summary too: one that is not its game's is refused as altered (#31 item 3).
      (doc.summary as { factionsHonor: { agiads: number } }).factionsHonor.agiads += 5;
    }, true);
    const loaded = await host.load('Snap');
    expect(loaded).toMatchObject({ replay: 'diverged', divergence: { at: 100, reason: 'final' } });
    expect(host.game!.factions.agiads.honor).toBe(game100.factions.agiads.honor + 5);
  });
});

describe('Replayer', () => {
  it('gives the state after k decisions, from checkpoints, in any order', () => {
    const r = new Replayer({ scenario: 'development', seed: 'replay-tests', seats: game100.seats }, decisions, 20);
    for (const k of [100, 0, 57, 56, 99, 20, 21, 3]) {
      expect(hashGame(r.stateAt(k) as GameState), `state ${k}`).toBe(hashGame(replay('development', 'replay-tests', decisions.slice(0, k))));
    }
    const { check, turns, playable } = r.index(recordOf(game100, decisions).snapshot);
    expect(check).toEqual({ ok: true, total: 100 });
    expect(playable).toBe(100);
    expect(turns[0]).toMatchObject({ turn: game100.log[0]?.turn ?? turns[0]!.turn, at: 0 });
  });

  it('follows an undo (decisions cut back) and new decisions', () => {
    const r = new Replayer({ scenario: 'development', seed: 'replay-tests', seats: game100.seats }, decisions, 10);
    r.stateAt(100);
    expect(r.sync(decisions.slice(0, 55))).toBe(true);
    expect(r.total).toBe(55);
    expect(hashGame(r.stateAt(55) as GameState)).toBe(hashGame(replay('development', 'replay-tests', decisions.slice(0, 55))));
    r.sync(decisions);
    expect(hashGame(r.stateAt(100) as GameState)).toBe(hashGame(game100));
    expect(() => r.stateAt(101)).toThrow(RangeError);
  });
});

describe('replay over the protocol', () => {
  it('answers read-only views for the requesting seat only, never leaking other seats', async () => {
    const host = new GameHost<GameState>({ log: () => undefined });
    cleanups.push(() => host.dispose());
    const client = connect(host);
    const seats = { aristocrats: 'human', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;
    host.newGame({ scenario: 'development', seed: 'replay-proto', seats }, client.session);
    await host.whenIdle();
    for (let i = 0; i < 6 && host.game!.flow.phase !== 'over'; i++) {
      const legal = legalActions(host.game!, 'aristocrats');
      if (!legal.length) break;
      host.act('aristocrats', legal[0]!);
      await host.whenIdle();
    }
    const total = host.decisionList.length;
    expect(total).toBeGreaterThan(6);
    expect(client.session.seat).toBe('aristocrats');

    const info = await client.session.request({ type: 'replayInfo' });
    expect(info.type).toBe('ok');
    const value = (info as { value: ReplayInfo }).value;
    expect(value).toMatchObject({ total, playable: total, divergence: null, seat: 'aristocrats' });

    const all = host.decisionList as Parameters<typeof replay>[2];
    for (const at of [0, 1, Math.floor(total / 2), total]) {
      const reply = await client.session.request({ type: 'replayView', at });
      expect(reply.type, JSON.stringify(reply)).toBe('ok');
      const frame = (reply as { value: ReplayFrame }).value;
      const truth = replay('development', 'replay-proto', all.slice(0, at));
      expect(frame.at).toBe(at);
      expect(frame.seat).toBe('aristocrats');
      expect(frame.view.factions.aristocrats.hand).toEqual(truth.factions.aristocrats.hand);
      for (const f of FACTIONS) if (f !== 'aristocrats') expect(frame.view.factions[f].hand).toBeNull();
      expect(leakedCards(truth, 'aristocrats', JSON.stringify(frame))).toEqual([]);
      if (at > 0) {
        const d = all[at - 1]!;
        expect(frame.decision?.seat).toBe(d.seat);
        if (d.seat === 'aristocrats') expect(frame.decision?.action).toEqual(d.action);
        else expect(frame.decision?.action).toBeUndefined();
      }
    }
    const spectator = await client.session.request({ type: 'replayView', at: total, asSpectator: true });
    const sv = (spectator as { value: ReplayFrame }).value;
    expect(sv.seat).toBe('spectator');
    for (const f of FACTIONS) expect(sv.view.factions[f].hand).toBeNull();

    const beyond = await client.session.request({ type: 'replayView', at: total + 1 });
    expect(beyond).toMatchObject({ type: 'error', code: 'bad-message' });
    // Replaying changed nothing in the game.
    expect(host.decisionList.length).toBe(total);
  });
});

describe('divergence reports', () => {
  it('never carry the technical detail (it may quote a private log entry) to clients', async () => {
    const { publicDivergence } = await import('../../../../src-main/host/replay.js');
    const record = recordOf(game100, decisions);
    gameOf(record).log[5] = { ...gameOf(record).log[5]!, msg: 'tampered' };
    const check = verifyRecord(record);
    expect(check.ok).toBe(false);
    expect(check.ok ? undefined : check.detail).toBeTruthy();
    const d = publicDivergence(check)!;
    expect(d).not.toHaveProperty('detail');
    expect(d.message).toMatch(/different rules/);
  });
});
