// 5.1–7.51 under random play: from newGame('development'), uniformly random legal actions through
// the Political Phase never throw, never reach a decision without a legal action, and keep the
// component limits and conservation laws (engine/invariants.ts).
import { describe, expect, it } from 'vitest';
import { FACTIONS, SIDES } from '../../../../../../src-shared/games/pericles/model/ids.js';
import type { GameState, Phase } from '../../../../../../src-shared/games/pericles/model/state.js';
import { advance } from '../../../../../../src-shared/games/pericles/engine/driver.js';
import { newGame, stateFromScenario } from '../../../../../../src-shared/games/pericles/engine/setup.js';
import { checkInvariants } from '../../../../../../src-shared/games/pericles/engine/invariants.js';
import { scenarioById } from '../../../../../../src-shared/games/pericles/data/scenarios/index.js';
import { seedRng } from '../../../../../../src-shared/kit/random.js';
import { STRATEGOS_PER_SIDE } from '../../../../../../src-shared/games/pericles/data/components.js';
import { randomStep } from './politicalHelpers.js';

const MINE: readonly Phase[] = ['aristophanes', 'politicalCards', 'boule', 'assembly', 'political'];

function strategosCount(g: GameState, side: 'athens' | 'sparta'): number {
  const s = g.sides[side];
  const held = FACTIONS.filter((f) => (side === 'athens') === (f === 'aristocrats' || f === 'demagogues'))
    .reduce((n, f) => n + g.factions[f].strategos, 0);
  return s.stock + s.council + s.withheld + held;
}

function check(g: GameState, seed: number, views: boolean): void {
  const bad = checkInvariants(g, { views });
  if (bad.length) throw new Error(`seed ${seed} at ${g.flow.segment}: ${bad.join('; ')}`);
  for (const side of SIDES) {
    // Every token stays in play: awards only move tokens out of the stock (2.0, 6.21, 7.3).
    if (strategosCount(g, side) !== STRATEGOS_PER_SIDE[side].value) throw new Error(`seed ${seed}: ${side} Strategos not conserved`);
    for (const t of g.sides[side].track) if (t.pos < -7 || t.pos > 7) throw new Error(`seed ${seed}: tile at ${t.pos}`);
  }
}

describe('random legal play through the Political Phase', () => {
  it('300 seeds: one turn from newGame to the end of 7.51 with no error and no dead end', () => {
    for (let seed = 1; seed <= 300; seed++) {
      let g = newGame({ scenario: 'development', seed });
      const turn = g.turn;
      const rng = seedRng(`random-${seed}`);
      for (let steps = 0; ; steps++) {
        if (steps > 2000) throw new Error(`seed ${seed}: no end after 2000 decisions`);
        if (g.flow.phase === 'over' || g.turn !== turn || !MINE.includes(g.flow.phase)) break;
        g = randomStep(g, rng);
        check(g, seed, seed <= 20);
      }
      // The whole Political Phase ran: 7.3 revealed the four last cards and 7.5 awarded markers.
      const thisTurn = g.log.filter((e) => e.turn === turn);
      expect(thisTurn.filter((e) => e.msg === 'council.reveal')).toHaveLength(4);
      expect(thisTurn.filter((e) => e.msg === 'markers.awarded')).toHaveLength(4);
      expect(thisTurn.filter((e) => e.msg === 'debate.values')).toHaveLength(12);
      for (const f of FACTIONS) expect(g.factions[f].markers.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('40 seeds: whole games with only the phases 5–7 and the End step (no Theater Phase)', () => {
    const sc = scenarioById('development')!;
    for (let seed = 1; seed <= 40; seed++) {
      let g = stateFromScenario(sc, String(seed));
      g.rules.phases = [...MINE, 'end'];
      advance(g);
      const rng = seedRng(`whole-${seed}`);
      for (let steps = 0; g.flow.phase !== 'over'; steps++) {
        if (steps > 5000) throw new Error(`seed ${seed}: game does not end`);
        g = randomStep(g, rng);
        check(g, seed, false);
      }
      expect(g.result).not.toBeNull();
    }
  });
});
