// #15 item 6: the balance figures in the scenario data are measurements, not typed-in claims:
// replaying each scenario's recorded sample (rule bots ×4, the recorded seed and game count, as
// scripts/balance.ts and `npm run sim -- --bots rule` play it) gives exactly the recorded wins.
// A rule change that moves a scenario's balance fails here until `npx tsx scripts/balance.ts`
// is re-run and the data updated.
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../../src-shared/data/scenarios/index.js';
import { measureBalance } from '../../../src-shared/engine/simulate.js';

/** The seed of the recorded sample, as its command line names it ("--seed final"). */
function recordedSeed(command: string): string {
  const m = /--seed (\S+?)\)?$|--seed (\S+)\s/.exec(command);
  const seed = m?.[1] ?? m?.[2];
  if (!seed) throw new Error(`no --seed in "${command}"`);
  return seed;
}

describe('recorded scenario balance replays exactly (#15 item 6)', () => {
  for (const sc of SCENARIOS) {
    it(`${sc.id}: ${sc.balance?.games ?? 0} games of rule bots give the recorded wins`, () => {
      const b = sc.balance!;
      expect(b).toBeDefined();
      const got = measureBalance(sc.id, recordedSeed(b.bots), b.games);
      expect(got).toEqual({ athens: b.athensWins, sparta: b.spartaWins, draw: b.draws, failed: 0 });
    }, 300_000);
  }
});
