// The search's margin for leaving the rule bot's choice (bots/search.ts marginFor): a share of the
// Side's Honor lead, the same however many turns are left (#30, the Campaign ladder). A fixed
// margin in score units asked for four times more Honor on the Campaign's first turn than on
// the Archidamian War's, because the score squashes a lead the more turns are left.
import { describe, expect, it } from 'vitest';
import { newGame, viewFor, type GameState } from '../../../../../../src-shared/engine.js';
import { evaluateFor, marginFor } from '../../../../../../src-shared/games/pericles/bots/search.js';
import { cloneGame } from '../../../../../../src-shared/kit/clone.js';

/** `g` with the Aristocrats' Side even with Sparta by the search's score (and the Aristocrats even with their Compatriot). */
function evenGame(g: GameState): GameState {
  const h = cloneGame(g);
  h.factions.aristocrats.honor = h.factions.demagogues.honor;
  let lo = -500;
  let hi = 500;
  for (let i = 0; i < 60; i++) {
    h.factions.agiads.honor = (lo + hi) / 2;
    if (evaluateFor(h, 'aristocrats') > 0) lo = h.factions.agiads.honor;
    else hi = h.factions.agiads.honor;
  }
  return h;
}

/** Honor of Side lead, at an even game, that the search's margin stands for. */
function marginInHonor(scenario: string): number {
  const g = evenGame(newGame({ scenario, seed: 'margin' }));
  const margin = marginFor(viewFor(g, 'aristocrats', { withoutLog: true }));
  const slope = evaluateFor({ ...g, factions: { ...g.factions, agiads: { ...g.factions.agiads, honor: g.factions.agiads.honor - 0.01 } } }, 'aristocrats') / 0.01;
  return margin / slope;
}

describe('the search bot departs from the rule bot by a margin of Honor (#30)', () => {
  it('asks the same Honor on the Campaign\'s first turn (nine turns left) as on the Archidamian War\'s (one left)', () => {
    const campaign = marginInHonor('campaign');
    const archidamian = marginInHonor('archidamian-war');
    expect(campaign).toBeCloseTo(0.25, 2);
    expect(archidamian).toBeCloseTo(0.25, 2);
  });
});
