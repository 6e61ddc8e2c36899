// #30 "Levels in players' words": a Faction handed to a bot at a level, or a bot's Faction taken
// over by a person, mid-game (src-shared/games/pericles/engine/seats.ts, host.ts setSeat). The change is an entry
// of the game's record like a decision: logged for everyone, journaled (Continue after a crash
// brings it back), saved and loaded, replayed, and undo does not cross it. It is refused while the
// seat is halfway through a simultaneous secret choice (4.1, pending.secret), and a save with a
// malformed seat change is refused.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameHost, type HostError } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence, type Persistence } from '../../../../src-main/host/persistence.js';
import { replaySeat, verifyRecord } from '../../../../src-main/host/replay.js';
import { apply, legalActions, newGame, pending, type GameState } from '../../../../src-shared/engine.js';
import { OFFERED_SEAT_KINDS, SEAT_CHANGE, applyRecorded, changeSeat, seatChangeRefusal, seatsAtSetup } from '../../../../src-shared/games/pericles/engine/seats.js';
import { FACTIONS, type Faction } from '../../../../src-shared/games/pericles/model/ids.js';
import type { ReplayFrame, ReplayInfo } from '../../../../src-shared/games/pericles/wire.js';
import { connect, makeHost, playFirstChoices } from './helpers.js';

let root: string;
beforeAll(async () => { root = await mkdtemp(path.join(tmpdir(), 'pericles-seats-')); });
afterAll(() => rm(root, { recursive: true, force: true }));
let folders = 0;

/** Saves on the disk with a journal; `dropAutosaves`: no autosave is ever written (a crash before each). */
function diskPersistence(dir: string, dropAutosaves = false): Persistence {
  const full = saveStorePersistence(openSaveStore(dir), { appVersion: 'test', rulesDataVersion: 'test' });
  return dropAutosaves ? { ...full, autosave: async () => undefined } : full;
}

/** Plays first choices until a choice is open to several seats at once (a simultaneous secret choice, 4.1). */
function untilSecretChoice(host: GameHost<GameState>): void {
  for (let i = 0; i < 200 && pending(host.game!)!.seats.length < 2; i++) {
    const seat = pending(host.game!)!.seats[0]!;
    host.act(seat, legalActions(host.game!, seat)[0]!);
  }
  expect(pending(host.game!)!.seats.length).toBeGreaterThan(1);
}

const seatLines = (host: GameHost<GameState>) => host.game!.log.filter((e) => e.rule === 'seats');

/** The development game at its first Boulé pick of three tiles (5.32 C), every seat human. */
function atBouleC(): GameState {
  let g = newGame({ scenario: 'development', seed: 'seats-boule' });
  while (pending(g)!.kind !== 'boule.C') { const s = pending(g)!.seats[0]!; g = apply(g, s, legalActions(g, s)[0]!); }
  return g;
}

describe('when a seat may change hands in a secret choice (4.1, 5.32 C/D) — judged on what every seat sees', () => {
  it('a Faction halfway through its picks may go to a bot, which makes the rest; nobody learns it had picked', () => {
    const g = atBouleC();
    const picker = pending(g)!.seats[0]!;
    const partial = apply(g, picker, legalActions(g, picker)[0]!);
    expect(partial.flow.pending!.seats).toContain(picker); // still owes picks: part of its answer given
    expect(partial.flow.pending!.secret).toHaveProperty(picker);
    // Every seat's request gets the same answer with or without the hidden part-answer.
    for (const f of FACTIONS) for (const to of OFFERED_SEAT_KINDS) {
      expect(seatChangeRefusal(partial, f, to), `${f} → ${to}`).toBe(seatChangeRefusal(g, f, to));
    }
    const handed = changeSeat(partial, picker, 'bot:easy');
    expect(handed.seats[picker]).toBe('bot:easy');
    expect(handed.flow.pending!.secret[picker]).toEqual(partial.flow.pending!.secret[picker]); // the bot goes on from its picks
  });

  it('through the host: the bot a half-picked Faction is handed to makes the rest of its picks', async () => {
    const { host } = makeHost();
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 'seats-boule' }, client.session);
    while (pending(host.game!)!.kind !== 'boule.C') { const s = pending(host.game!)!.seats[0]!; host.act(s, legalActions(host.game!, s)[0]!); }
    const picker = pending(host.game!)!.seats[0]!;
    host.act(picker, legalActions(host.game!, picker)[0]!);
    expect(host.game!.flow.pending!.seats).toContain(picker);
    host.setSeat(picker, 'bot:normal', client.session);
    await host.whenIdle();
    expect(pending(host.game!)?.seats ?? []).not.toContain(picker);
    expect(host.decisionList.filter((d) => d.seat === picker).length).toBeGreaterThanOrEqual(3); // its pick, the change, the bot's picks
    await host.dispose();
  });

  it('a bot still making a secret choice is not taken over by a person (who would see its picks so far), but may go to another level', () => {
    const g = atBouleC();
    const picker = pending(g)!.seats[0]!;
    const botAsked = changeSeat(g, picker, 'bot:normal');
    expect(seatChangeRefusal(botAsked, picker, 'human')).toBe('seat-mid-secret');
    expect(seatChangeRefusal(botAsked, picker, 'bot:expert')).toBeNull();
    // Once its answer is whole and the choice still open, no change at all until the reveal.
    let answered = botAsked;
    while (answered.flow.pending!.seats.includes(picker)) answered = apply(answered, picker, legalActions(answered, picker)[0]!);
    expect(answered.flow.pending!.kind).toBe('boule.C');
    expect(seatChangeRefusal(answered, picker, 'bot:expert')).toBe('seat-mid-secret');
  });
});

describe('a seat changes hands mid-game (#30)', () => {
  it('hands a human Faction to a bot at a level: logged for everyone, an entry of the record, and the bot plays its pending decision', async () => {
    const { host } = makeHost();
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 'seats-1' }, client.session);
    // 4.1: every Faction forms its Entourage at once; the Aristocrats' bot must answer now.
    expect(pending(host.game!)!.seats).toContain('aristocrats');
    const changed = host.setSeat('aristocrats', 'bot:hard', client.session);
    expect(host.game!.seats.aristocrats).toBe('bot:hard');
    expect(host.decisionList.at(-1)).toEqual({ seat: 'aristocrats', action: { type: SEAT_CHANGE, from: 'human', to: 'bot:hard' } });
    expect(changed.decisions).toBe(1);
    expect(seatLines(host)).toEqual([{ turn: host.game!.turn, rule: 'seats', msg: 'seat.handedToBot', args: { faction: 'aristocrats', level: 'hard' } }]);
    // A public entry: every seat's log shows it.
    expect(client.lastView().view!.log.some((e) => e.msg === 'seat.handedToBot')).toBe(true);
    await host.whenIdle();
    expect(pending(host.game!)!.seats).not.toContain('aristocrats');
    expect(host.decisionList.at(-1)!.seat).toBe('aristocrats');
    // Saves and replays start from the seats the game began with.
    expect(host.record().seats.aristocrats).toBe('human');
    expect(verifyRecord(host.record())).toEqual({ ok: true, total: host.decisionList.length });
    await host.dispose();
  });

  it('takes a bot\'s Faction over: the player is moved to it and asked to decide', async () => {
    const { host } = makeHost();
    const client = connect(host);
    const bots = { demagogues: 'bot:normal', eurypontids: 'bot:normal', agiads: 'bot:normal' } as const;
    host.newGame({ scenario: 'development', seed: 'seats-2', seats: bots }, client.session);
    // Before any bot answers (they answer off the call stack), the Agiads are taken over.
    const changed = host.setSeat('agiads', 'human', client.session);
    expect(seatLines(host).map((e) => e.msg)).toEqual(['seat.takenOver']);
    await host.whenIdle();
    expect(host.game!.seats.agiads).toBe('human');
    // The Aristocrats and the Agiads both owe their Entourage: the player is at one of them, asked.
    expect(['aristocrats', 'agiads']).toContain(changed.seat);
    expect(pending(host.game!)!.seats).toEqual(expect.arrayContaining(['aristocrats', 'agiads']));
    const view = client.lastView();
    expect(view.humanSeats).toEqual(['aristocrats', 'agiads']);
    expect(view.legalActions.length).toBeGreaterThan(0);
    await host.dispose();
  });

  it('refuses a seat halfway through a secret choice (4.1), and changes nothing', async () => {
    const { host } = makeHost();
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 'seats-3' }, client.session);
    untilSecretChoice(host);
    const [first, second, ...rest] = pending(host.game!)!.seats as [Faction, Faction, ...Faction[]];
    host.act(first, legalActions(host.game!, first)[0]!);
    expect(host.game!.flow.pending!.secret).toHaveProperty(first);
    const before = JSON.stringify([host.game, host.decisionList]);
    const refusal = (() => { try { host.setSeat(first, 'bot:easy', client.session); return null; } catch (e) { return e as HostError; } })();
    expect(refusal).toMatchObject({ code: 'seat-mid-secret' });
    expect(JSON.stringify([host.game, host.decisionList])).toBe(before);
    // Through the protocol the same refusal, by its code.
    const reply = await client.session.request({ type: 'setSeat', seat: first, to: 'bot:easy' });
    expect(reply).toMatchObject({ type: 'error', code: 'seat-mid-secret' });
    // A Faction that has not answered yet may change hands (its bot answers); so may the first once the choice is resolved.
    host.setSeat(second, 'bot:easy', client.session);
    await host.whenIdle();
    for (const f of rest) host.act(f, legalActions(host.game!, f)[0]!);
    await host.whenIdle();
    expect(host.game!.flow.pending?.secret ?? {}).not.toHaveProperty(first);
    expect(host.decisionList.filter((d) => d.seat === second).length).toBe(2); // its change and the bot's answer
    host.setSeat(first, 'bot:easy', client.session);
    expect(host.game!.seats[first]).toBe('bot:easy');
    await host.dispose();
  });

  it('is never a decision: a seat change sent as one is refused, and unknown kinds or the same kind are too', async () => {
    const { host } = makeHost();
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 'seats-4' }, client.session);
    const act = await client.session.request({ type: 'act', seat: 'aristocrats', action: { type: SEAT_CHANGE, from: 'human', to: 'bot:hard' } });
    expect(act).toMatchObject({ type: 'error' });
    expect(host.game!.seats.aristocrats).toBe('human');
    expect(await client.session.request({ type: 'setSeat', seat: 'aristocrats', to: 'bot:random' })).toMatchObject({ type: 'error', code: 'bad-message' });
    expect(await client.session.request({ type: 'setSeat', seat: 'aristocrats', to: 'human' })).toMatchObject({ type: 'error', code: 'seat-unchanged' });
    expect(host.decisionList).toEqual([]);
    // A lesson sets its own seats.
    host.newGame({ scenario: 'training-amphipolis', lesson: 'board' }, client.session);
    expect(() => host.setSeat('aristocrats', 'bot:hard', client.session)).toThrow(expect.objectContaining({ code: 'lesson-seats' }));
    await host.dispose();
  });

  it('is an undo barrier: decisions made before it can no longer be taken back', async () => {
    const { host } = makeHost();
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 'seats-5' }, client.session);
    // Play first choices until a decision may be taken back (a seat that goes on deciding).
    let undoable: Faction | null = null;
    for (let i = 0; i < 40 && !undoable; i++) {
      const g = host.game!;
      const seat = pending(g)!.seats[0]!;
      host.act(seat, legalActions(g, seat)[legalActions(g, seat).length - 1]!);
      undoable = FACTIONS.find((f) => host.record() && (host as unknown as { undo: { canUndo(f: Faction): boolean } }).undo.canUndo(f)) ?? null;
    }
    expect(undoable, 'a decision that may be taken back').not.toBeNull();
    const open = host.game!.flow.pending!;
    const other = FACTIONS.find((f) => f !== undoable && !open.seats.includes(f) && !(f in open.secret))!;
    const count = host.decisionList.length;
    host.setSeat(other, 'bot:normal', client.session);
    expect(() => host.undoLast(undoable!)).toThrow(/nothing|take back/i);
    expect(host.decisionList.length).toBe(count + 1);
    expect(client.lastView().canUndo).toBeFalsy();
    await host.dispose();
  });

  it('is journaled: Continue after a crash before any autosave brings the change back', async () => {
    const dir = path.join(root, `f${++folders}`);
    const first = new GameHost<GameState>({ persistence: diskPersistence(dir, true), log: () => undefined });
    const client = connect(first);
    first.newGame({ scenario: 'development', seed: 'seats-6' }, client.session);
    first.setSeat('agiads', 'bot:expert', client.session);
    first.setSeat('eurypontids', 'bot:easy', client.session);
    await playFirstChoices(first, 6);
    const decisions = structuredClone(first.decisionList);
    const seats = { ...first.game!.seats };
    // The crash: the host is dropped without its last autosave (none was ever written).
    first.cancelBots();
    const second = new GameHost<GameState>({ persistence: diskPersistence(dir), log: () => undefined });
    const loaded = await second.continueLatest();
    expect(loaded).not.toBeNull();
    expect(second.decisionList).toEqual(decisions);
    expect(second.game!.seats).toEqual(seats);
    expect(seatLines(second).map((e) => e.args)).toEqual([{ faction: 'agiads', level: 'expert' }, { faction: 'eurypontids', level: 'easy' }]);
    await second.dispose();
  });

  it('is saved and loaded: the save starts from the first seats, replays to the changed ones, and a replay shows the change', async () => {
    const dir = path.join(root, `f${++folders}`);
    const host = new GameHost<GameState>({ persistence: diskPersistence(dir), log: () => undefined });
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 'seats-7', seats: { agiads: 'bot:normal' } }, client.session);
    // Both at once, before the Agiads' bot answers (bots answer off the call stack).
    host.setSeat('agiads', 'human', client.session);
    host.setSeat('aristocrats', 'bot:hard', client.session);
    await playFirstChoices(host, 4);
    await host.save('Seats changed');
    const game = structuredClone(host.game!);
    const record = host.record();
    expect(record.seats).toMatchObject({ aristocrats: 'human', agiads: 'bot:normal' });
    // The saves browser says who plays now, not who began.
    const listed = (await host.listSaves()).find((x) => x.name === 'Seats changed');
    expect(listed?.seats).toMatchObject({ aristocrats: 'bot:hard', agiads: 'human' });
    await host.dispose();

    const again = new GameHost<GameState>({ persistence: diskPersistence(dir), log: () => undefined });
    const viewer = connect(again);
    const loaded = await again.load('Seats changed', viewer.session);
    expect(loaded.replay).toBe('ok');
    expect(again.game).toEqual(game);
    expect(again.game!.seats).toMatchObject({ aristocrats: 'bot:hard', agiads: 'human' });
    // The replay: the entry is one step, showing its log line.
    const info = await viewer.session.request({ type: 'replayInfo' });
    expect(info).toMatchObject({ type: 'ok', value: { total: record.decisions.length, playable: record.decisions.length } });
    expect((info as { value: ReplayInfo }).value.divergence).toBeNull();
    const step = record.decisions.findIndex((d) => d.action.type === SEAT_CHANGE) + 1;
    const frame = await viewer.session.request({ type: 'replayView', at: step, asSpectator: true });
    const f = (frame as { value: ReplayFrame }).value;
    expect(f.decision?.seat).toBe('agiads');
    expect(f.view.log.slice(f.logFrom).map((e) => e.msg)).toEqual(['seat.takenOver']);
    await again.dispose();
  });

  it('a replay follows a Faction taken over: the public view while a bot played it, its own from the change on; a bot\'s all game long stays secret', async () => {
    const { host } = makeHost();
    const player = connect(host);
    host.newGame({ scenario: 'development', seed: 'seats-replay', seats: { demagogues: 'bot:normal', eurypontids: 'bot:normal', agiads: 'bot:normal' } }, player.session);
    host.setSeat('agiads', 'human', player.session); // before the Agiads' bot answers (off the call stack)
    await playFirstChoices(host, 6);
    const change = host.record().decisions.findIndex((d) => d.action.type === SEAT_CHANGE) + 1;
    expect(change).toBe(1);
    const watcher = connect(host); // not seated: the replay is watched from a Faction it names
    const info = (await watcher.session.request({ type: 'replayInfo' }) as { value: ReplayInfo }).value;
    expect(info.humans).toEqual(['aristocrats', 'agiads']);
    // "Watch as" offers no bot's Faction while the game runs (its hidden cards are secret).
    expect(info.watchable).toEqual(['aristocrats', 'agiads']);
    const frame = async (at: number, seat: Faction) => (await watcher.session.request({ type: 'replayView', at, seat }) as { value: ReplayFrame }).value;
    // Before the change a bot played the Agiads: what everyone saw, never the bot's hand.
    const before = await frame(change - 1, 'agiads');
    expect(before.seat).toBe('spectator');
    expect(before.view.factions.agiads.hand).toBeNull();
    for (const at of [change, info.playable]) {
      const after = await frame(at, 'agiads');
      expect(after.seat).toBe('agiads');
      expect(after.view.factions.agiads.hand).not.toBeNull();
      expect(after.view.factions.aristocrats.hand).toBeNull();
    }
    // The Demagogues were a bot's all game long: refused while the game goes on.
    expect(await watcher.session.request({ type: 'replayView', at: info.playable, seat: 'demagogues' })).toMatchObject({ type: 'error', code: 'not-human-seat' });
    // The player, seated at one of its Factions, follows it without naming it.
    const own = (await player.session.request({ type: 'replayView', at: info.playable }) as { value: ReplayFrame }).value;
    expect(own.seat).toBe(player.lastView().seat);
    await host.dispose();
  });

  it('a replay\'s seat at each step: a person\'s Faction then, else the public view; a finished game hides nothing', () => {
    const seats = { aristocrats: 'human', demagogues: 'bot:normal', eurypontids: 'bot:hard', agiads: 'human' } as const;
    expect(replaySeat('agiads', seats)).toBe('agiads');
    expect(replaySeat('demagogues', seats)).toBe('spectator');
    expect(replaySeat('demagogues', seats, false, true)).toBe('demagogues');
    expect(replaySeat('agiads', seats, true, true)).toBe('spectator');
    expect(replaySeat('spectator', seats)).toBe('spectator'); // two people: nobody's by default
    expect(replaySeat('spectator', { ...seats, aristocrats: 'bot:easy' })).toBe('agiads');
  });

  it('may leave a game to the bots alone (watched), and a Faction is taken back while they play', async () => {
    // A player may watch the bots: the page is the spectator's and keeps receiving views; the
    // Seats… dialog takes a Faction back at any time (but halfway through a secret choice).
    const { host } = makeHost({ botDelayMs: 1 });
    const client = connect(host);
    const bots = { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;
    host.newGame({ scenario: 'archidamian-war', seed: 'seats-9', seats: bots }, client.session);
    const changed = host.setSeat('aristocrats', 'bot:easy', client.session);
    expect(changed.seat).toBe('spectator');
    expect(client.session.seat).toBe('spectator');
    // The bots play on: wait for a few of their decisions, seen by the watching page.
    const from = host.decisionList.length;
    await expect.poll(() => client.lastView().decisions, { timeout: 20_000 }).toBeGreaterThan(from + 5);
    expect(client.lastView().humanSeats).toEqual([]);
    // Taking the Aristocrats back: refused only while they are halfway through a secret choice.
    let back = null;
    while (!back) {
      try {
        back = host.setSeat('aristocrats', 'human', client.session);
      } catch (e) {
        expect(e).toMatchObject({ code: 'seat-mid-secret' });
        const n = host.decisionList.length;
        await expect.poll(() => host.decisionList.length).toBeGreaterThan(n);
      }
    }
    await host.whenIdle();
    expect(host.game!.seats.aristocrats).toBe('human');
    // The bots stop at the Aristocrats' next decision, which the page is asked.
    expect(pending(host.game!)!.seats).toContain('aristocrats');
    expect(client.session.seat).toBe('aristocrats');
    expect(client.lastView().legalActions.length).toBeGreaterThan(0);
    await host.dispose();
  });

  it('is refused once the game is over', async () => {
    const { host } = makeHost();
    const bots = { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;
    host.newGame({ scenario: 'training-ostracism', seed: 'seats-10', seats: bots });
    host.setSeat('aristocrats', 'bot:easy');
    await host.whenIdle();
    expect(host.game!.result).not.toBeNull();
    const count = host.decisionList.length;
    expect(() => host.setSeat('aristocrats', 'human')).toThrow(expect.objectContaining({ code: 'game-over' }));
    expect(host.decisionList.length).toBe(count);
    await host.dispose();
  });

  it('reads a record\'s first seats back, and replays an entry only when it names the seat as it was', async () => {
    const { host } = makeHost();
    host.newGame({ scenario: 'development', seed: 'seats-8' });
    host.setSeat('agiads', 'bot:hard');
    host.setSeat('agiads', 'bot:easy');
    host.setSeat('demagogues', 'bot:expert');
    const now = host.game!.seats;
    expect(seatsAtSetup(now, host.decisionList as Parameters<typeof seatsAtSetup>[1])).toEqual({ aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' });
    // Old saves hold no seat change: their seats are the first seats.
    expect(seatsAtSetup(now, [])).toEqual(now);
    const lying = { type: SEAT_CHANGE, from: 'bot:normal', to: 'human' };
    expect(() => applyRecorded(host.game!, 'eurypontids', lying)).toThrow(/played by human/);
    await host.dispose();
  });
});
