// #33 Perikles' advisor: the rule bot's choice for a seat's open decision, with a one-line reason,
// from the seat's view only — two games that differ only in what the seat cannot see (the other
// players' Special tiles, the tiles left in the box, the order of both piles) get the same advice.
import { describe, expect, it } from 'vitest';
import { nextFloat, seedRng, shuffleInPlace } from '../../../../../src-shared/kit/random.js';
import { cloneJson } from '../../../../../src-shared/kit/clone.js';
import { applyInPlace, legalActions, newGame } from '../../../../../src-shared/games/perikles/flow.js';
import { viewFor } from '../../../../../src-shared/games/perikles/view.js';
import { ruleDecide } from '../../../../../src-shared/games/perikles/bots/rule.js';
import { advisePerikles } from '../../../../../src-shared/games/perikles/advisor.js';
import { seatsFor } from '../../../../../src-shared/games/perikles/setup.js';
import type { PeriklesState, Seat } from '../../../../../src-shared/games/perikles/state.js';
import { en } from '../../../../../src-renderer/i18n/en.js';

const ME: Seat = 'red';

/** The same game as `g` but for what `seat` cannot see: others' unplayed Special tiles swapped with the box's, both piles reordered. */
function hiddenTwin(g: PeriklesState, seat: Seat, seed: string): PeriklesState {
  const twin = cloneJson(g);
  const rng = seedRng(seed);
  const hidden = twin.seats.filter((s) => s !== seat && !twin.players[s].specialUsed);
  const pool = shuffleInPlace(rng, [...hidden.map((s) => twin.players[s].special!), ...twin.specialsInBox]);
  for (const s of hidden) twin.players[s].special = pool.shift()!;
  twin.specialsInBox = pool;
  shuffleInPlace(rng, twin.influencePile);
  shuffleInPlace(rng, twin.locationPile);
  return twin;
}

/** A 4-player game played by rule bots, stopping at each of red's decisions. */
function* redDecisions(seed: string, limit: number): Generator<PeriklesState> {
  const g = newGame({ seed, seats: Object.fromEntries(seatsFor(4).map((s) => [s, 'human'])) });
  const rng = seedRng(`advisor-test:${seed}`);
  let n = 0;
  while (g.decision && n < limit) {
    const seat = g.decision.seat;
    if (seat === ME) { yield g; n++; }
    applyInPlace(g, ruleDecide(viewFor(g, seat, { withoutLog: true }), legalActions(g, seat), rng).action);
  }
}

describe('Perikles advisor (#33)', () => {
  it('advises a legal action with a reason the page words, at every kind of decision red meets', () => {
    const kinds = new Set<string>();
    for (const g of redDecisions('advisor', 60)) {
      const legal = legalActions(g, ME);
      const advice = advisePerikles(viewFor(g, ME), legal);
      expect(legal).toContainEqual(advice.action);
      expect(advice.reason.key).toMatch(/^engine\.perikles\.advice\./);
      expect((en as Record<string, string>)[advice.reason.key], advice.reason.key).toBeTruthy();
      kinds.add(g.decision!.kind);
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['setup.place', 'influence.take', 'candidates.propose', 'commit.send']));
  });

  it('is the same for two games that differ only in what the seat cannot see', () => {
    let compared = 0;
    for (const g of redDecisions('advisor-hidden', 40)) {
      const twin = hiddenTwin(g, ME, `twin:${compared}`);
      // The twin hides something else: others' Special tiles or the piles differ …
      expect(JSON.stringify(twin.players) + JSON.stringify(twin.influencePile)).not.toBe(JSON.stringify(g.players) + JSON.stringify(g.influencePile));
      // … and red sees the same.
      expect(viewFor(twin, ME)).toEqual(viewFor(g, ME));
      expect(advisePerikles(viewFor(twin, ME), legalActions(twin, ME))).toEqual(advisePerikles(viewFor(g, ME), legalActions(g, ME)));
      compared++;
    }
    expect(compared).toBeGreaterThan(10);
  });

  it('answers every decision of a whole 5-player game of random play, for whoever decides', () => {
    const g = newGame({ seed: 'advisor-whole', seats: Object.fromEntries(seatsFor(5).map((s) => [s, 'human'])) });
    const rng = seedRng('advisor-whole');
    const kinds = new Set<string>();
    for (let n = 0; n < 3000 && g.decision; n++) {
      const seat = g.decision.seat;
      const legal = legalActions(g, seat);
      expect(legal).toContainEqual(advisePerikles(viewFor(g, seat), legal).action);
      kinds.add(g.decision.kind);
      applyInPlace(g, legal[Math.floor(nextFloat(rng) * legal.length)]!);
    }
    expect(g.phase).toBe('over');
    expect(kinds.size).toBeGreaterThanOrEqual(9);
  });

  it('refuses a spectator and a decision with nothing to choose', () => {
    const [g] = redDecisions('advisor', 1);
    expect(() => advisePerikles(viewFor(g!, 'spectator'), legalActions(g!, ME))).toThrow(/needs a seat/);
    expect(() => advisePerikles(viewFor(g!, ME), [])).toThrow(/No legal action/);
  });

});
