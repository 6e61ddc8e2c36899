// Random play end to end (the sim's own loop, scripts/sim-perikles.ts): whole games at 3, 4 and 5
// players end, with no error, dead end or broken invariant.
import { describe, expect, it } from 'vitest';
import { runPeriklesSim } from '../../../../../scripts/sim-perikles.js';

describe('random play (npm run sim -- --game perikles)', () => {
  it.each([3, 4, 5])('%i players: seeded random games end cleanly', (players) => {
    const r = runPeriklesSim({ games: 3, seed: `unit-${players}`, players, views: true });
    expect(r).toMatchObject({ finished: 3, errors: 0, deadends: 0, violations: 0 });
  });
});
