// "Play from here" (#16 Start, saves, replay): the host starts a new game at a replayed position,
// with a new game id (the original's saves are never overwritten), the same scenario, seed and
// seats, and a record made of the original's first k decisions, so that it replays and verifies.
import { mkdtemp, rm } from 'node:fs/promises';
import type { GameState } from '../../../../src-shared/engine.js';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameHost } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence } from '../../../../src-main/host/persistence.js';
import { verifyRecord } from '../../../../src-main/host/replay.js';
import { hashGame, legalActions } from '../../../../src-shared/engine.js';
import { replay } from '../../../../src-shared/games/pericles/engine/simulate.js';
import type { ReplayFrame, TakenOver } from '../../../../src-shared/games/pericles/wire.js';
import { clientMessageSchema } from '../../../../src-shared/protocol/messages.js';
import { connect } from './helpers.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const SEATS = { aristocrats: 'human', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;

async function playedGame() {
  const dir = await mkdtemp(path.join(tmpdir(), 'pericles-takeover-'));
  const persistence = saveStorePersistence(openSaveStore(dir), { appVersion: 't', rulesDataVersion: 't' });
  const host = new GameHost<GameState>({ persistence, log: () => undefined });
  cleanups.push(async () => {
    await host.dispose();
    await rm(dir, { recursive: true, force: true });
  });
  const client = connect(host);
  host.newGame({ scenario: 'development', seed: 'take-over', seats: SEATS }, client.session);
  await host.whenIdle();
  for (let i = 0; i < 8 && host.game!.flow.phase !== 'over'; i++) {
    const legal = legalActions(host.game!, 'aristocrats');
    if (!legal.length) break;
    host.act('aristocrats', legal[legal.length - 1]!);
    await host.whenIdle();
  }
  await host.flush();
  return { host, persistence, client };
}

describe('replayTakeOver ("Play from here")', () => {
  it('is one declared command: the schema takes a decision index and an optional source, nothing else', () => {
    expect(clientMessageSchema.safeParse({ type: 'replayTakeOver', at: 3 }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ type: 'replayTakeOver', at: 3, source: { save: 'Mine' } }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ type: 'replayTakeOver', at: -1 }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'replayTakeOver', at: 2.5 }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'replayTakeOver', at: 2, seats: SEATS }).success).toBe(false);
  });

  it('starts a new game (new id) at decision k of a save, same seats; its record replays and verifies; the original is untouched', async () => {
    const { host, persistence, client } = await playedGame();
    const original = [...host.decisionList];
    expect(original.length).toBeGreaterThan(10);
    await host.save('Original');
    const before = (await persistence.list()).filter((s) => s.ok);
    const originalId = before.find((s) => s.name === 'Original')!.gameId!;
    expect(originalId).toBeTruthy();
    const originalAutosave = before.find((s) => s.kind === 'autosave' && s.gameId === originalId)!;
    const originalSaved = (await persistence.load(originalAutosave.name)).record.decisions.length;

    const k = Math.floor(original.length / 2);
    const reply = await client.session.request({ type: 'replayTakeOver', at: k, source: { save: 'Original' } });
    expect(reply.type, JSON.stringify(reply)).toBe('ok');
    const value = (reply as { value: TakenOver }).value;
    expect(value).toMatchObject({ scenario: 'development', seats: SEATS, decisions: k, seat: 'aristocrats' });
    // The position is exactly the original's after k decisions (before any bot answers).
    const atK = replay('development', 'take-over', original.slice(0, k) as Parameters<typeof replay>[2]);
    expect(host.decisionList.slice(0, k)).toEqual(original.slice(0, k));
    await host.whenIdle();
    await host.flush();
    const record = host.record();
    expect(record.gameId).toBeTruthy();
    expect(record.gameId).not.toBe(originalId);
    expect(record.seats).toEqual(SEATS);
    expect(record.seed).toBe('take-over');
    expect(record.decisions.slice(0, k)).toEqual(original.slice(0, k));
    expect(hashGame(replay('development', 'take-over', record.decisions.slice(0, k) as Parameters<typeof replay>[2]))).toBe(hashGame(atK));
    expect(verifyRecord(record)).toEqual({ ok: true, total: record.decisions.length });

    // The new game autosaves under its own id; the original's save and autosave chain are unchanged.
    const after = (await persistence.list()).filter((s) => s.ok);
    const fresh = after.find((s) => s.kind === 'autosave' && s.gameId === record.gameId);
    expect(fresh).toBeDefined();
    expect((await persistence.load('Original')).record.decisions).toEqual(original);
    expect((await persistence.load(originalAutosave.name)).record.decisions.length).toBe(originalSaved);
    // Loading the new game's autosave verifies: its decisions reproduce its snapshot.
    const loaded = await host.load(fresh!.name, client.session);
    expect(loaded.replay).toBe('ok');
  });

  it('takes over the game being played at k = 0 (setup) and refuses a decision the game does not have', async () => {
    const { host, client } = await playedGame();
    const total = host.decisionList.length;
    const beyond = await client.session.request({ type: 'replayTakeOver', at: total + 1 });
    expect(beyond).toMatchObject({ type: 'error', code: 'bad-message' });
    expect(host.decisionList.length).toBe(total);

    const reply = await client.session.request({ type: 'replayTakeOver', at: 0 });
    expect(reply.type, JSON.stringify(reply)).toBe('ok');
    expect((reply as { value: TakenOver }).value.decisions).toBe(0);
    await host.whenIdle();
    expect(verifyRecord(host.record()).ok).toBe(true);
  });

  it('a client not seated yet replays a solo save as its one human seat, or as a spectator when it asks', async () => {
    const { host } = await playedGame();
    await host.save('Solo');
    const fresh = connect(host);
    expect(fresh.session.seat).toBe('spectator');
    const mine = await fresh.session.request({ type: 'replayView', at: 3, source: { save: 'Solo' } });
    expect((mine as { value: ReplayFrame }).value.seat).toBe('aristocrats');
    const pub = await fresh.session.request({ type: 'replayView', at: 3, source: { save: 'Solo' }, asSpectator: true });
    expect((pub as { value: ReplayFrame }).value.seat).toBe('spectator');
    expect((pub as { value: ReplayFrame }).value.view.factions.aristocrats.hand).toBeNull();
  });
});
