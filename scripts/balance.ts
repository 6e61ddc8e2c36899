// Re-measures scenario balance and compares it with what the scenario data records (`balance`):
// `npx tsx scripts/balance.ts [--games 200] [--seed balance] [--scenario ID[,ID…]] [--views]`
// Plays rule bots in all four seats (as `npm run sim -- --bots rule`), one scenario at a time,
// and prints per scenario: measured Athens share with its 95% Wilson interval, the recorded share,
// and whether the measured share lies in the 45–55% target band. Training vignettes are listed
// but exempt (by design, see their `balance.note`). Ends with one line:
// balance: scenarios=N outside=K failures=F
import { parseArgs } from 'node:util';
import { SCENARIOS } from '../src-shared/data/scenarios/index.js';
import { measureBalance, wilson } from '../src-shared/engine/simulate.js';

const TARGET: [number, number] = [0.45, 0.55];

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    seed: { type: 'string', default: 'balance' },
    scenario: { type: 'string' },
    views: { type: 'boolean', default: false },
  },
});

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const games = Number(values.games);
if (!Number.isInteger(games) || games < 1) throw new Error('--games must be a positive integer');
const ids = values.scenario ? values.scenario.split(',') : SCENARIOS.map((s) => s.id);
let outside = 0;
let failures = 0;
for (const id of ids) {
  const sc = SCENARIOS.find((s) => s.id === id);
  if (!sc) throw new Error(`unknown scenario ${id}`);
  const started = performance.now();
  const { failed, ...w } = measureBalance(id, values.seed, games, { views: values.views });
  const decided = w.athens + w.sparta + w.draw;
  const share = decided ? w.athens / decided : 0;
  const [lo, hi] = wilson(w.athens, decided);
  const rec = sc.balance;
  const recorded = rec ? `${pct(rec.athensWins / (rec.athensWins + rec.spartaWins + rec.draws))} of ${rec.games}` : 'none';
  const exempt = sc.id.startsWith('training-');
  const inBand = share >= TARGET[0] && share <= TARGET[1];
  if (!exempt && !inBand) outside++;
  failures += failed;
  console.log(`balance: ${id} athens=${w.athens} sparta=${w.sparta} draws=${w.draw} failures=${failed} `
    + `athens_share=${pct(share)} ci95=${pct(lo)}–${pct(hi)} recorded=${recorded} `
    + `${exempt ? 'exempt' : inBand ? 'in-band' : 'OUTSIDE'} seconds=${((performance.now() - started) / 1000).toFixed(0)}`);
}
console.log(`balance: scenarios=${ids.length} outside=${outside} failures=${failures}`);
if (failures) process.exit(1);
