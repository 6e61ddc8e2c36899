import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  apply, applyInPlace, checkAction, EngineError, hashGame, legalActions, newGame, pending, viewFor, type GameState,
} from '../../../../../../src-shared/engine.js';
import { FACTIONS, type Faction } from '../../../../../../src-shared/games/pericles/model/ids.js';
import { playRandomGame, replay } from '../../../../../../src-shared/games/pericles/engine/simulate.js';
import { periclesMachine as gameMachine } from '../../../../../../src-shared/games/pericles/machine.js';
import { checkViews } from '../../../../../../src-shared/games/pericles/engine/invariants.js';
import { buildPosition } from '../../../../../fixtures/positionBase.js';

function firstSeat(g: GameState): Faction {
  const p = pending(g);
  if (!p) throw new Error('no decision');
  return p.seats[0] as Faction;
}

describe('engine API', () => {
  it('same seed and decisions give identical games (hash)', () => {
    const a = playRandomGame({ scenario: 'development', seed: 'det-1', turns: 2 });
    const b = playRandomGame({ scenario: 'development', seed: 'det-1', turns: 2 });
    expect(a.outcome).toBe('finished');
    expect(a.decisions.length).toBeGreaterThan(0);
    expect(hashGame(a.final as GameState)).toBe(hashGame(b.final as GameState));
    expect(hashGame(replay('development', 'det-1', a.decisions))).toBe(hashGame(a.final as GameState));
  });

  it('different seeds deal different hands (3.3 shuffle is seeded)', () => {
    const a = newGame({ scenario: 'development', seed: 'one' });
    const b = newGame({ scenario: 'development', seed: 'two' });
    expect(a.factions.aristocrats.hand).not.toEqual(b.factions.aristocrats.hand);
  });

  it('apply rejects an illegal action with a typed error and changes nothing', () => {
    const g = newGame({ scenario: 'development', seed: 'illegal' });
    const before = hashGame(g);
    const seat = firstSeat(g);
    expect(() => apply(g, seat, { type: 'formEntourage', cards: ['no-such-card'] })).toThrow(EngineError);
    try { apply(g, seat, { type: 'formEntourage', cards: ['no-such-card'] }); } catch (e) { expect((e as EngineError).code).toBe('illegal-action'); }
    // Not the shape of the pending kind's actions (decision registry): refused before legality.
    try { apply(g, seat, { type: 'nonsense' }); } catch (e) { expect((e as EngineError).code).toBe('bad-action'); }
    try { apply(g, seat, 'not an action'); } catch (e) { expect((e as EngineError).code).toBe('bad-action'); }
    expect(hashGame(g)).toBe(before);
  });

  it('apply refuses a seat that is not deciding (not-your-turn) and never mutates its input', () => {
    const g = buildPosition({ at: 'cards.deal' });
    const p = pending(g);
    expect(p?.kind).toBe('entourage.form');
    const before = hashGame(g);
    // Once a seat has answered a secret choice it no longer owes one.
    const seat = firstSeat(g);
    const next = apply(g, seat, legalActions(g, seat)[0]);
    expect(hashGame(g)).toBe(before);
    expect(() => apply(next, seat, legalActions(g, seat)[0])).toThrowError(/not .*decision/);
  });

  it('applyInPlace reaches the same game as apply and refuses an illegal action before changing anything', () => {
    let pure = newGame({ scenario: 'development', seed: 'in-place' });
    const owned = newGame({ scenario: 'development', seed: 'in-place' });
    for (let i = 0; i < 30 && pending(pure); i++) {
      const seat = firstSeat(pure);
      const action = legalActions(pure, seat).at(-1);
      pure = apply(pure, seat, action);
      applyInPlace(owned, seat, action);
      expect(hashGame(owned)).toBe(hashGame(pure));
    }
    const before = hashGame(owned);
    expect(() => applyInPlace(owned, firstSeat(owned), { type: 'nonsense' })).toThrow(EngineError);
    expect(hashGame(owned)).toBe(before);
  });

  it('legalActions is empty for a seat that is not deciding', () => {
    const g = newGame({ scenario: 'development', seed: 'x' });
    const deciding = new Set(pending(g)?.seats);
    for (const f of FACTIONS) {
      if (deciding.has(f)) expect(legalActions(g, f).length).toBeGreaterThan(0);
      else expect(legalActions(g, f)).toEqual([]);
    }
  });

  it('4.1 A viewFor never shows another faction its hand or Entourage', () => {
    let g = newGame({ scenario: 'development', seed: 'views' });
    for (let i = 0; i < 8 && pending(g); i++) {
      expect(checkViews(g)).toEqual([]);
      const seat = firstSeat(g);
      g = apply(g, seat, legalActions(g, seat)[0]);
    }
    const v = viewFor(g, 'aristocrats');
    expect(v.factions.aristocrats.hand).toEqual(g.factions.aristocrats.hand);
    expect(v.factions.demagogues.hand).toBeNull();
    expect(v.factions.demagogues.strategos).toBeNull();
    expect(JSON.stringify(v)).not.toContain('"rng"');
  });

  it('4.1 a secret answer is visible only to the seat that gave it', () => {
    let g = buildPosition({ at: 'cards.deal' });
    const seat = firstSeat(g);
    const action = legalActions(g, seat)[0] as unknown as { cards: string[] };
    g = apply(g, seat, action);
    expect(viewFor(g, seat).pending?.myAnswer).toEqual(action.cards);
    const other = FACTIONS.find((f) => f !== seat) as Faction;
    expect(viewFor(g, other).pending?.myAnswer).toBeUndefined();
    expect(viewFor(g, other).pending?.answered).toContain(seat);
    expect(JSON.stringify(viewFor(g, other))).not.toContain(action.cards[0]);
  });
});

describe('statechart', () => {
  it('mirrors the turn sequence: a state per phase, segment and decision; events are decisions (4.0)', () => {
    const g = newGame({ scenario: 'development', seed: 'chart' });
    const actor = createActor(gameMachine, { input: { game: g } }).start();
    expect(actor.getSnapshot().value).toEqual({ turn: { politicalCards: { cards_deal: 'entourage_form' } } });
    const seat = firstSeat(g);
    // The rules check a decision before it is sent (driver.ts checkAction): the statechart only applies it.
    expect(() => checkAction(g, seat, { type: 'bogus' })).toThrow(EngineError);
    const action = legalActions(g, seat)[0]!;
    checkAction(g, seat, action);
    actor.send({ type: 'ACT', seat, action });
    expect(Object.keys(actor.getSnapshot().context)).toEqual(['game']);
    expect(hashGame(actor.getSnapshot().context.game)).toBe(hashGame(apply(g, seat, action)));
  });

  it('every decision of a Campaign game is a state of the chart, under its segment and stage (an expedition\'s muster, movement, battle…)', () => {
    let g = newGame({ scenario: 'campaign', seed: 'chart-walk', seats: { aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' } });
    const actor = createActor(gameMachine, { input: { game: g } }).start();
    const leaf = (v: unknown): string[] => (typeof v === 'string' ? [v] : Object.entries(v as Record<string, unknown>).flatMap(([k, c]) => [k, ...leaf(c)]));
    const seenStages = new Set<string>();
    for (let n = 0; n < 600 && g.flow.pending; n++) {
      const path = leaf(actor.getSnapshot().value);
      expect(path.at(-1), `decision ${n}`).toBe(g.flow.pending.kind.replace(/\./g, '_'));
      expect(path).toContain(g.flow.segment.replace(/\./g, '_'));
      for (const stage of ['muster', 'movement', 'battle', 'casualties']) if (path.includes(stage)) seenStages.add(stage);
      const seat = g.flow.pending.seats[0]!;
      const action = legalActions(g, seat)[n % legalActions(g, seat).length]!;
      actor.send({ type: 'ACT', seat, action });
      g = actor.getSnapshot().context.game;
    }
    expect(seenStages.has('muster') && seenStages.has('movement')).toBe(true);
  });

  it('persists and restores through getPersistedSnapshot', () => {
    const g = newGame({ scenario: 'development', seed: 'persist' });
    const actor = createActor(gameMachine, { input: { game: g } }).start();
    const seat = firstSeat(g);
    actor.send({ type: 'ACT', seat, action: legalActions(g, seat)[0]! });
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(gameMachine, { snapshot: saved, input: { game: saved.context.game } }).start();
    expect(restored.getSnapshot().value).toEqual(actor.getSnapshot().value);
    expect(hashGame(restored.getSnapshot().context.game)).toBe(hashGame(actor.getSnapshot().context.game));
  });
});
