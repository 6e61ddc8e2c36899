// #17.4 the advisor: the rule bot's advice is a legal action, and it depends only on the seat's
// view (4.1): the same view with different hidden cards gets the same advice.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, viewFor, type GameState } from '../../../../../../src-shared/engine.js';
import { isLegal } from '../../../../../../src-shared/games/pericles/engine/driver.js';
import { cloneGame } from '../../../../../../src-shared/kit/clone.js';
import { advise } from '../../../../../../src-shared/games/pericles/bots/advisor.js';
import { FACTIONS_OF, otherSide, sideOf, type Faction } from '../../../../../../src-shared/games/pericles/model/ids.js';
import { testRng } from '../../../../testRng.js';
import { reasonProblems } from '../bots/reasonWords.js';

/** A copy of `g` in which `seat` cannot tell anything changed: an enemy hand card swapped with the enemy Battle deck's top card. */
function hiddenSwap(g: GameState, seat: Faction): GameState | null {
  const h = cloneGame(g);
  const enemy = otherSide(sideOf(seat));
  const deck = h.sides[enemy].battleDeck;
  for (const f of FACTIONS_OF[enemy]) {
    const hand = h.factions[f].hand;
    if (hand.length > 0 && deck.length > 0 && hand[0] !== deck[0]) {
      [hand[0], deck[0]] = [deck[0] as string, hand[0] as string];
      return h;
    }
  }
  return null;
}

describe('#17.4 advisor', () => {
  it('advises a legal action with a reason at every decision of two turns of random play, the same for the same view whatever the hidden cards', () => {
    let g = newGame({ scenario: 'development', seed: 'advisor-1' });
    const rand = testRng(17);
    const last = g.turn + 1;
    let compared = 0;
    const kinds = new Set<string>();
    for (let n = 0; g.flow.phase !== 'over' && g.turn <= last && n < 1500; n++) {
      const seat = g.flow.pending!.seats[0]!;
      const legal = legalActions(g, seat);
      const view = viewFor(g, seat);
      const a = advise(view, legal);
      expect(isLegal(g, seat, a.action)).toBe(true);
      expect(reasonProblems(a.reason)).toEqual([]);
      expect(advise(view, legal)).toEqual(a); // stable
      kinds.add(g.flow.pending!.kind);
      const h = hiddenSwap(g, seat);
      if (h) {
        const other = viewFor(h, seat);
        if (JSON.stringify(other) === JSON.stringify(view)) {
          expect(advise(other, legalActions(h, seat))).toEqual(a);
          compared++;
        }
      }
      g = apply(g, seat, legal[Math.floor(rand() * legal.length)]!);
    }
    expect(kinds.size).toBeGreaterThan(10);
    expect(compared).toBeGreaterThan(50);
  });

  it('a spectator has no decision to be advised on', () => {
    const g = newGame({ scenario: 'development', seed: 'advisor-2' });
    const seat = g.flow.pending!.seats[0]!;
    expect(() => advise({ ...viewFor(g, seat), seat: 'spectator' }, legalActions(g, seat))).toThrow();
  });
});
