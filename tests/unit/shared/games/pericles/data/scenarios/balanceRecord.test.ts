// #15 item 6, #30 "Fair scenarios": the balance figures in the scenario data are measurements, not
// typed-in claims. Each scenario records a sample of ≥600 games of rule bots ×4 (`npm run balance`)
// and that sample's first games (`balance.replayed`); replaying those first games (the recorded
// seed, as scripts/balance.ts and `npm run sim -- --bots rule` play them) gives exactly the
// recorded wins. `BALANCE_FULL=1` replays the whole sample against the whole record (minutes).
// A rule or setup change that moves a scenario's balance fails here until `npm run balance` is
// re-run and the data updated.
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../../../../../../src-shared/games/pericles/data/scenarios/index.js';
import type { BalanceSample } from '../../../../../../../src-shared/games/pericles/data/scenarios/types.js';
import { measureBalance } from '../../../../../../../src-shared/games/pericles/engine/simulate.js';

/** The seed of the recorded sample, as its command line names it ("--seed final"). */
function recordedSeed(command: string): string {
  const m = /--seed (\S+?)\)?$|--seed (\S+)\s/.exec(command);
  const seed = m?.[1] ?? m?.[2];
  if (!seed) throw new Error(`no --seed in "${command}"`);
  return seed;
}

const counted = (s: BalanceSample) => ({ athens: s.athensWins, sparta: s.spartaWins, draw: s.draws, failed: 0 });
const FULL = process.env.BALANCE_FULL === '1';

describe('recorded scenario balance replays exactly (#15 item 6, #30)', () => {
  for (const sc of SCENARIOS) {
    const b = sc.balance;
    const sample = FULL ? b : b?.replayed;
    it(`${sc.id}: the recorded ${FULL ? 'sample' : 'sample\'s first games'} of rule bots give the recorded wins`, () => {
      expect(b, sc.id).toBeDefined();
      if (!b || !sample) return;
      // The first games are part of the sample: no more games nor wins than the whole.
      expect(b.replayed.games).toBeLessThanOrEqual(b.games);
      expect(b.replayed.athensWins).toBeLessThanOrEqual(b.athensWins);
      expect(b.replayed.spartaWins).toBeLessThanOrEqual(b.spartaWins);
      expect(b.replayed.draws).toBeLessThanOrEqual(b.draws);
      expect(measureBalance(sc.id, recordedSeed(b.bots), sample.games)).toEqual(counted(sample));
    }, FULL ? 600_000 : 120_000);
  }
});
