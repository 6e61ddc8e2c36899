// The engine's speed work (#33 "Speed") changes no behaviour: `apply` copies a game field by field
// (state.ts cloneState) and `check` compares a send only with the sends of its kind (commit.ts).
import { describe, expect, it } from 'vitest';
import { hashJson, jsonEqual } from '../../../../../src-shared/kit/hash.js';
import { nextInt, seedRng } from '../../../../../src-shared/kit/random.js';
import { apply, check, legalActions, newGame, pending } from '../../../../../src-shared/games/perikles/flow.js';
import { seatsFor } from '../../../../../src-shared/games/perikles/setup.js';
import { cloneState, type PeriklesState } from '../../../../../src-shared/games/perikles/state.js';
import type { Action } from '../../../../../src-shared/kit/types.js';

/** Every state of a seeded random game, first to last, and each one's hash when it was made. */
function randomGame(players: number, seed: string): { states: PeriklesState[]; hashes: string[] } {
  const rng = seedRng(seed);
  const states = [newGame({ seed, seats: Object.fromEntries(seatsFor(players).map((s) => [s, 'human'])) })];
  const hashes = [hashJson(states[0])];
  for (let p = pending(states.at(-1)!); p; p = pending(states.at(-1)!)) {
    const g = states.at(-1)!;
    const legal = legalActions(g, p.seats[0]!);
    states.push(apply(g, p.seats[0]!, legal[nextInt(rng, legal.length)]));
    hashes.push(hashJson(states.at(-1)));
  }
  return { states, hashes };
}

describe('Perikles state copies (#33 Speed)', () => {
  it('a copy equals its game, and no later decision changes an earlier state (nothing a rule changes is shared)', () => {
    for (const players of [3, 4, 5]) {
      const { states, hashes } = randomGame(players, `copies-${players}`);
      for (const g of states.filter((_, i) => i % 10 === 0)) expect(jsonEqual(cloneState(g), g)).toBe(true);
      // Every state hashed again once the game is over: none was changed by the decisions after it.
      expect(states.map((g) => hashJson(g))).toEqual(hashes);
      expect(states.at(-1)!.phase).toBe('over');
    }
  });

  it('Phase 5: check accepts exactly the legal sends (EN:253-259), whatever field of a send is changed', () => {
    let sends = 0;
    for (const g of randomGame(4, 'check-sends').states) {
      const d = g.decision;
      if (d?.kind !== 'commit.send') continue;
      const legal = legalActions(g, d.seat);
      const key = (a: Action): string => JSON.stringify(Object.entries(a).sort());
      const legalKeys = new Set(legal.map(key));
      const variants = legal.filter((a) => a.type === 'send').flatMap((a) => [
        a, { ...a, strength: (a.strength as number) + 1 }, { ...a, slot: ((a.slot as number) + 1) % 7 },
        { ...a, side: a.side === 'attack' ? 'defend' : 'attack' }, { ...a, force: a.force === 'persia' ? 'athens' : 'persia' },
        { ...a, kind: a.kind === 'hoplite' ? 'trireme' : 'hoplite' },
      ]);
      for (const a of [...variants, ...legal]) {
        const allowed = legalKeys.has(key(a));
        let accepted = true;
        try { check(g, d.seat, a); } catch { accepted = false; }
        expect(accepted, JSON.stringify(a)).toBe(allowed);
        if (a.type === 'send') sends++;
      }
    }
    expect(sends).toBeGreaterThan(100);
  });
});
