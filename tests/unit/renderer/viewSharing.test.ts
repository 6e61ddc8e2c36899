// #16 speed: a new view keeps the previous view's objects wherever nothing changed, so memoized
// panels (game/viewPanel.tsx) can tell "changed" by reference.
import { describe, expect, it } from 'vitest';
import { keepUnchanged } from '../../../src-renderer/client/keepUnchanged.js';
import { sameViewFields } from '../../../src-renderer/games/pericles/game/viewPanel.js';
import { newGame, viewFor, type GameView } from '../../../src-shared/engine.js';

const parse = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('keepUnchanged', () => {
  const before = {
    turn: 3,
    factions: { aristocrats: { honor: 4, hand: ['a', 'b'] }, agiads: { honor: 2, hand: [] as string[] } },
    log: [{ msg: 'x', args: { n: 1 } }, { msg: 'y', args: {} }],
    pending: { kind: 'boule.A', seats: ['aristocrats'] },
  };

  it('returns the previous object itself when the new one is equal', () => {
    expect(keepUnchanged(before, parse(before))).toBe(before);
  });

  it('keeps unchanged parts and replaces the changed ones with their new values', () => {
    const next = parse(before);
    next.factions.agiads.honor = 3;
    next.log.push({ msg: 'z', args: { n: 2 } });
    const kept = keepUnchanged(before, next);
    expect(kept).not.toBe(before);
    expect(kept).toEqual(next);
    expect(kept.factions).not.toBe(before.factions);
    expect(kept.factions.aristocrats).toBe(before.factions.aristocrats);
    expect(kept.factions.agiads).not.toBe(before.factions.agiads);
    expect(kept.factions.agiads.hand).toBe(before.factions.agiads.hand);
    expect(kept.pending).toBe(before.pending);
    // A grown log is a new array whose old entries are the old objects.
    expect(kept.log).not.toBe(before.log);
    expect(kept.log[0]).toBe(before.log[0]);
    expect(kept.log[1]).toBe(before.log[1]);
    expect(kept.log[2]).toEqual({ msg: 'z', args: { n: 2 } });
  });

  it('tells a removed or added field, a shorter array and a changed type from equality', () => {
    const gone = parse(before) as Partial<typeof before>;
    delete gone.pending;
    expect(keepUnchanged(before, gone)).not.toBe(before);
    const added = { ...parse(before), extra: null };
    expect(keepUnchanged(before, added)).not.toBe(before);
    const undefinedField = { ...parse(before), pending: undefined };
    expect(keepUnchanged(before, undefinedField).pending).toBeUndefined();
    const shorter = parse(before);
    shorter.log.pop();
    const kept = keepUnchanged(before, shorter);
    expect(kept.log).not.toBe(before.log);
    expect(kept.log[0]).toBe(before.log[0]);
    expect(keepUnchanged({ a: [1] }, { a: { 0: 1 } }).a).toEqual({ 0: 1 });
    expect(keepUnchanged(null, before)).toBe(before);
    expect(keepUnchanged(before, null)).toBeNull();
  });

  it('never changes the previous value', () => {
    const prev = parse(before);
    const snapshot = parse(prev);
    const next = parse(before);
    next.factions.aristocrats.hand.push('c');
    keepUnchanged(prev, next);
    expect(prev).toEqual(snapshot);
  });
});

describe('sameViewFields: a memoized panel redraws when a field it reads, or another prop, changed', () => {
  type V = Pick<GameView, 'turn' | 'factions' | 'log'>;
  const equal = sameViewFields<'turn' | 'factions', { view: V; since?: number | null }>(['turn', 'factions']);
  const game = newGame({ scenario: 'development', seed: 'view-panel' });
  const view = viewFor(game, 'aristocrats');

  it('ignores the fields it does not read, follows the ones it does by reference', () => {
    expect(equal({ view }, { view: { ...view, log: [] } })).toBe(true);
    expect(equal({ view }, { view: { ...view, turn: view.turn + 1 } })).toBe(false);
    // Equal but another object: a new one from the host (keepUnchanged keeps equal ones the same).
    expect(equal({ view }, { view: { ...view, factions: { ...view.factions } } })).toBe(false);
  });

  it('compares the other props too, and their presence', () => {
    expect(equal({ view, since: 3 }, { view, since: 3 })).toBe(true);
    expect(equal({ view, since: 3 }, { view, since: 4 })).toBe(false);
    expect(equal({ view }, { view, since: null })).toBe(false);
  });

  it('a view message kept by keepUnchanged leaves the factions the same object when only the log grew', () => {
    const next = parse(view);
    next.log.push({ ...next.log[0]! });
    const kept = keepUnchanged(view, next);
    expect(equal({ view }, { view: kept })).toBe(true);
    expect(kept.log).not.toBe(view.log);
  });
});
