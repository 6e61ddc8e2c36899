// #13 item 7: the load check refuses no sound game. Random games of every scenario, saved at
// many points and at their end, pass it; and one thing broken is named.
import { describe, expect, it } from 'vitest';
import { loadedGameProblem } from '../../../../src-shared/games/pericles/saveChecks.js';
import { checkInvariants } from '../../../../src-shared/games/pericles/engine/invariants.js';
import { SCENARIOS } from '../../../../src-shared/games/pericles/data/scenarios/index.js';
import { apply, legalActions, newGame } from '../../../../src-shared/engine.js';
import type { GameState } from '../../../../src-shared/games/pericles/model/state.js';
import { testRng } from '../../testRng.js';

describe('#13 item 7: loadedGameProblem', () => {
  for (const sc of SCENARIOS) {
    it(`accepts random games of ${sc.id} at every 5th decision`, () => {
      const rand = testRng(sc.id.length * 101);
      let g: GameState = newGame({ scenario: sc.id, seed: `load-${sc.id}` });
      let checked = 0;
      for (let i = 0; i < 1200 && g.flow.pending && g.flow.phase !== 'over'; i++) {
        if (i % 5 === 0) { expect(loadedGameProblem(JSON.parse(JSON.stringify(g)))).toBeNull(); checked++; }
        const seat = g.flow.pending.seats[0]!;
        const legal = legalActions(g, seat);
        g = apply(g, seat, legal[Math.floor(rand() * legal.length)]);
      }
      expect(loadedGameProblem(JSON.parse(JSON.stringify(g)))).toBeNull();
      expect(checked).toBeGreaterThan(1);
    });
  }

  it('names a broken field with its value and bound', () => {
    const g = JSON.parse(JSON.stringify(newGame({ scenario: 'development', seed: 'x' }))) as GameState;
    g.factions.agiads.honor = -7;
    expect(loadedGameProblem(g)).toBe('game.factions.agiads.honor: is -7; the least allowed is 0');
  });

  it('#31 item 3: the simulator\'s invariants and the load check share one conservation of cards and theaters', () => {
    const g = JSON.parse(JSON.stringify(newGame({ scenario: 'development', seed: 'x' }))) as GameState;
    expect(checkInvariants(g)).toEqual([]);
    const gone = g.sides.athens.politicalDeck.pop()!;
    delete g.theaters['7'];
    expect(checkInvariants(g)).toEqual(expect.arrayContaining([`card ${gone} is in no deck, discard, hand or Entourage`, 'theater 7 is missing']));
    expect(loadedGameProblem(g)).toBe('theater 7 is missing');
  });

  it('refuses a Dominant Faction of the other Side (invariants)', () => {
    const g = JSON.parse(JSON.stringify(newGame({ scenario: 'development', seed: 'x' }))) as GameState;
    g.sides.athens.dominant = 'agiads';
    expect(loadedGameProblem(g)).toMatch(/Dominant Faction of athens is agiads/);
  });
});
