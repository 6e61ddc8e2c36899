// 11.41 with 7.44 A: only a "build or convert a base" Will counts a base built or converted in its
// theater. political.ts kept its own copy of the check that ignored the Will's kind (#15 item 5):
// a Citizenship conversion in the theater of a "control" Will marked that Will's base action.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, type GameState } from '../../../../../../src-shared/engine.js';
import type { WillGoal } from '../../../../../../src-shared/games/pericles/model/state.js';
import { testRng } from '../../../../testRng.js';

const ALL_HUMAN = { aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' } as const;

/** A game where Athens' Citizenship (7.44 A) offers a base to convert, and that theater. */
function citizenshipOffer(): { g: GameState; theater: number } {
  for (let s = 0; s < 60; s++) {
    const rand = testRng(300 + s);
    let g = newGame({ scenario: 'campaign', seed: `cit${s}`, seats: ALL_HUMAN });
    for (let n = 0; n < 3000 && g.flow.pending && g.flow.phase !== 'over'; n++) {
      const seat = g.flow.pending.seats[0]!;
      const acts = legalActions(g, seat);
      if (g.flow.pending.kind === 'citizenship.base') {
        const theaters = acts.map((a) => (a as { theater?: number | null }).theater).filter((t): t is number => typeof t === 'number');
        if (theaters.length) return { g, theater: theaters[0]! };
      }
      g = apply(g, seat, acts[Math.floor(rand() * acts.length)]!);
    }
  }
  throw new Error('no game offered a Citizenship conversion');
}

describe('11.41: a base action counts only for a build-or-convert Will', () => {
  const { g, theater } = citizenshipOffer();
  const seat = g.flow.pending!.seats[0]!;
  const withWill = (require: WillGoal['require']): GameState => {
    const copy = structuredClone(g);
    copy.sides.athens.will = { theater, require, ignored: false, baseActionTaken: false };
    return apply(copy, seat, { type: 'citizenship', theater });
  };

  it('7.44 A conversion in the Will theater of a "build or convert a base" Will: counted', () => {
    expect(withWill('buildOrConvertBase').sides.athens.will?.baseActionTaken).toBe(true);
  });

  it('7.44 A conversion in the Will theater of a "control" or "control or contest" Will: not a base action', () => {
    expect(withWill('control').sides.athens.will?.baseActionTaken).toBe(false);
    expect(withWill('controlOrContest').sides.athens.will?.baseActionTaken).toBe(false);
  });
});
