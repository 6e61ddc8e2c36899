// A seeded random Perikles game for tests that read what a game logs and shows: every state from
// setup to the end, chosen among the legal actions by a seeded PRNG (no Math.random).
import { nextInt, seedRng } from '../../../../../src-shared/kit/random.js';
import { apply, legalActions, newGame, pending } from '../../../../../src-shared/games/perikles/flow.js';
import { seatsFor } from '../../../../../src-shared/games/perikles/setup.js';
import type { PeriklesState } from '../../../../../src-shared/games/perikles/state.js';

/** Every state of one random game of `players` seats, seeded by `seed`, up to its end (or `maxSteps`). */
export function randomGameStates(players: number, seed: string, maxSteps = 3000): PeriklesState[] {
  const rng = seedRng(`random-game:${seed}`);
  let g = newGame({ seed, seats: Object.fromEntries(seatsFor(players).map((s) => [s, 'human'])) });
  const states = [g];
  for (let n = 0; n < maxSteps; n++) {
    const p = pending(g);
    if (!p) break;
    const seat = p.seats[0]!;
    const legal = legalActions(g, seat);
    g = apply(g, seat, legal[nextInt(rng, legal.length)]);
    states.push(g);
  }
  return states;
}
