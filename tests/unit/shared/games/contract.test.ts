// The game-module contract (#32 "The contract", src-shared/games/contract.ts), asked of every
// registered module: a game is played through its module alone — newGame, pending, legalActions,
// check, apply, view, whyNot, hash, the save checks, undo barriers, replays, bots — and each answer
// agrees with the others. #33's module runs the same test by being registered.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../../src-shared/games/index.js';
import type { Action, AnyGame, RecordEntry, SeatKind } from '../../../../src-shared/games/contract.js';
import { EngineError } from '../../../../src-shared/games/pericles/engine/types.js';
import { seedRng } from '../../../../src-shared/kit/random.js';
import { testRng } from '../../testRng.js';

/** Random decisions played per scenario. */
const DECISIONS = 50;

const UNDO_BARRIERS = ['random', 'draw', 'reveal', 'handoff', null];

/** `fn` throws an EngineError (the contract's one kind of refusal). */
function refusal(fn: () => unknown): EngineError {
  try {
    fn();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw new Error(`refused with ${String(e)}, not an EngineError`, { cause: e });
  }
  throw new Error('not refused');
}

function everyoneHuman(game: AnyGame, scenario: string): Record<string, SeatKind> {
  return Object.fromEntries(game.seatsFor(scenario).map((s) => [s, 'human' as const]));
}

describe.each(GAMES.map((g) => [g.id, g] as const))('game module %s (#32 contract)', (_id, game) => {
  it('names itself, its scenarios and their seats', () => {
    expect(game.id).toMatch(/^[a-z][a-z0-9-]{1,31}$/);
    expect(game.title.length).toBeGreaterThan(0);
    expect(game.scenarios.length).toBeGreaterThan(0);
    expect(new Set(game.scenarios.map((s) => s.id)).size).toBe(game.scenarios.length);
    expect(game.scenarios.some((s) => s.offered)).toBe(true);
    for (const s of game.scenarios) {
      const seats = game.seatsFor(s.id, s.players.max);
      expect(seats.length, s.id).toBe(s.players.max);
      expect(s.players.min).toBeLessThanOrEqual(s.players.max);
      for (const seat of seats) expect(game.isSeat(seat), seat).toBe(true);
    }
    expect(game.isSeat('spectator')).toBe(false);
    expect(game.isSeat('nobody')).toBe(false);
  });

  it('refuses a setup it cannot play with an EngineError', () => {
    const s = game.scenarios[0]!;
    expect(refusal(() => game.newGame({ scenario: 'no-such-scenario', seed: 'x', seats: everyoneHuman(game, s.id) })).code).toBe('bad-setup');
    const seats = everyoneHuman(game, s.id);
    seats[Object.keys(seats)[0]!] = 'bot:no-such-level';
    expect(refusal(() => game.newGame({ scenario: s.id, seed: 'x', seats })).code).toBe('bad-setup');
  });

  it('its turn table names every phase, segment and decision the game reaches', () => {
    const t = game.turnTable;
    expect(t.machineId.length).toBeGreaterThan(0);
    const segments = new Set(t.segments.map((s) => s.id));
    expect(segments.size).toBe(t.segments.length);
    for (const s of t.segments) expect(t.phases, s.id).toContain(s.phase);
    for (const d of t.decisions) expect(segments.has(d.segment), `${d.kind} in ${d.segment}`).toBe(true);
    expect(new Set(t.decisions.map((d) => d.kind)).size).toBe(t.decisions.length);
    for (const d of t.decisions) expect(game.saveChecks.isDecisionKind(d.kind), d.kind).toBe(true);
    expect(game.saveChecks.isDecisionKind('no.such.kind')).toBe(false);
  });

  describe.each(game.scenarios.map((s, i) => [s.id, i] as const))('scenario %s', (scenario, i) => {
    it(`${DECISIONS} seeded random decisions through the module alone`, () => {
      const setup = { scenario, seed: `contract-${scenario}`, seats: everyoneHuman(game, scenario) };
      const seats = game.seatsFor(scenario);
      let state = game.newGame(setup);
      expect(game.hash(game.newGame(setup)), 'a seed fixes the game').toBe(game.hash(state));
      expect(game.saveChecks.stateFault(state), 'a new game is a sound save').toBeNull();
      expect(game.saveChecks.summaryFault(game.summary(state), state)).toBeNull();
      expect(game.invariants(state)).toEqual([]);

      const pick = testRng(1000 + i);
      const record: RecordEntry[] = [];
      for (let n = 0; n < DECISIONS; n++) {
        const p = game.pending(state);
        expect(game.isOver(state)).toBe(p === null);
        if (!p) break;
        expect(game.turnTable.at(state)).toMatchObject({ over: false, segment: p.segment, decision: p.kind });
        expect(game.turnTable.segments.some((s) => s.id === p.segment && s.phase === p.phase)).toBe(true);
        expect(game.saveChecks.isDecisionKind(p.kind)).toBe(true);
        const seat = p.seats[Math.floor(pick() * p.seats.length)]!;
        const legal = game.legalActions(state, seat);
        expect(legal.length, `${p.kind} offers ${seat} a choice`).toBeGreaterThan(0);
        for (const other of seats.filter((s) => !p.seats.includes(s))) {
          expect(game.legalActions(state, other), `${other} waits`).toEqual([]);
          expect(refusal(() => game.check(state, other, legal[0])).code).toBe('not-your-turn');
        }

        // A made-up action and a malformed one are refused; the state stays as it was.
        const before = game.hash(state);
        expect(refusal(() => game.check(state, seat, { type: 'made.up.action', n })).code).toMatch(/^(illegal-action|bad-action)$/);
        expect(refusal(() => game.apply(state, seat, { type: 'made.up.action', n })).code).toMatch(/^(illegal-action|bad-action)$/);
        expect(refusal(() => game.apply(state, seat, null)).code).toBe('bad-action');
        expect(refusal(() => game.replayEntry(state, { seat, action: { type: 'made.up.action' } }))).toBeInstanceOf(EngineError);
        expect(game.hash(state), 'a refusal changes nothing').toBe(before);

        // The seat's view and its closed options are about the open decision.
        for (const closed of game.whyNot(state, seat)) expect(closed.why.length, JSON.stringify(closed.option)).toBeGreaterThan(0);
        expect(game.view(state, seat)).toBeTruthy();

        const action: Action = legal[Math.floor(pick() * legal.length)]!;
        expect(() => game.check(state, seat, action)).not.toThrow();
        const next = game.apply(state, seat, action);
        expect(game.hash(state), 'apply works on a copy').toBe(before);
        expect(game.hash(game.replayEntry(state, { seat, action })), 'a record entry replays the decision').toBe(game.hash(next));
        expect(game.hash(game.turnTable.applyChecked(state, seat, action)), 'the statechart applies the same').toBe(game.hash(next));
        expect(UNDO_BARRIERS).toContain(game.undoBarrier(state, next, seat));
        expect(game.invariants(next), `after ${p.kind}`).toEqual([]);
        record.push({ seat, action });
        state = next;
        if (n % 10 === 9) expect(game.saveChecks.stateFault(state), `a save after ${n + 1} decisions`).toBeNull();
      }

      expect(game.saveChecks.stateFault(state)).toBeNull();
      for (const seat of [...seats, 'spectator']) expect(game.view(state, seat, { withoutLog: true }), seat).toBeTruthy();
      if (!game.isOver(state)) expect(game.records.finished(state, new Date(0)), 'no record line before the end').toBeNull();
      expect(game.records.identity(state, record)).not.toBe(game.records.identity(state, record.slice(1)));

      // The setup and record replay the game: what a save, a journal and a replay rely on.
      const replayed = record.reduce((g, entry) => game.replayEntry(g, entry), game.newGame(game.setupOf(state, record)));
      expect(game.hash(replayed)).toBe(game.hash(state));
      expect(game.saveChecks.replayFault(state, replayed)).toBeNull();

      // A bot of the first level offered answers the open decision from the seat's view alone.
      const p = game.pending(state);
      if (p) {
        const seat = p.seats[0]!;
        const legal = game.legalActions(state, seat);
        const d = game.bots.decide(game.bots.levels[0]!, game.view(state, seat, { withoutLog: true }), legal, seedRng(`bot-${scenario}`));
        expect(legal).toContainEqual(d.action);
        expect(game.bots.publicReason(p.kind, d.reason, true), 'every reason is public once the game is over').toEqual(d.reason);
        // A level that overran its time: the quick fallback's legal answer, its reason saying the bot ran out of time (kit/overrun.ts).
        const f = game.bots.overrun.fallback(game.view(state, seat, { withoutLog: true }), legal, seedRng(`overrun-${scenario}`));
        expect(legal).toContainEqual(f.action);
        expect(f.reason).toEqual({ key: 'engine.bot.timedOut', args: { rule: expect.objectContaining({ key: expect.stringMatching(/^engine\.bot\./) }) } });
      }
    });
  });
});
