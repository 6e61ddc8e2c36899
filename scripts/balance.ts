// Re-measures scenario balance and compares it with what the scenario data records (`balance`):
// `npx tsx scripts/balance.ts [--games 600] [--seed balance] [--scenario ID[,ID…]] [--replay 100] [--level normal] [--views]`
// Plays rule bots (level Normal; `--level hard` or another level for a sample of stronger bots, their
// time caps lifted as `npm run ladder` lifts them) in all four seats (as `npm run sim -- --bots rule`), one scenario at a time,
// and prints per scenario: measured Athens share with its 95% Wilson interval, the recorded share,
// whether the measured share lies in the 45–55% target band, and the wins of the first `--replay`
// games (`replayed=N:athens/sparta/draws`: what the scenario data's `balance.replayed` records and
// tests/unit/shared/games/pericles/data/scenarios/balanceRecord.test.ts replays). 600 games, not 200: a 10-point band needs them
// (at 600 games the 95% interval is about ±4 points). Training vignettes are listed
// but exempt (by design, see their `balance.note`). Ends with one line:
// balance: scenarios=N outside=K failures=F
import { parseArgs } from 'node:util';
import { SCENARIOS } from '../src-shared/games/pericles/data/scenarios/index.js';
import { measureBalance, wilson } from '../src-shared/games/pericles/engine/simulate.js';
import { isPlayerLevel } from '../src-shared/games/pericles/bots/levels.js';

const TARGET: [number, number] = [0.45, 0.55];

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '600' },
    replay: { type: 'string' },
    level: { type: 'string', default: 'normal' },
    seed: { type: 'string', default: 'balance' },
    scenario: { type: 'string' },
    views: { type: 'boolean', default: false },
  },
});

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const games = Number(values.games);
if (!Number.isInteger(games) || games < 1) throw new Error('--games must be a positive integer');
const replay = values.replay === undefined ? Math.min(100, games) : Number(values.replay);
if (!Number.isInteger(replay) || replay < 1 || replay > games) throw new Error('--replay must be a positive integer, at most --games');
if (!isPlayerLevel(values.level)) throw new Error('--level must be easy, normal, hard or expert');
// Normal is the rule bot (levels.ts): measured as `rule`, the same games.
const level = values.level === 'normal' ? 'rule' : values.level;
const ids = values.scenario ? values.scenario.split(',') : SCENARIOS.map((s) => s.id);
let outside = 0;
let failures = 0;
for (const id of ids) {
  const sc = SCENARIOS.find((s) => s.id === id);
  if (!sc) throw new Error(`unknown scenario ${id}`);
  const started = performance.now();
  // The first `replay` games, then the rest: the same seeds as one run of `games`.
  const first = measureBalance(id, values.seed, replay, { views: values.views, level });
  const rest = measureBalance(id, values.seed, games - replay, { views: values.views, from: replay, level });
  const w = { athens: first.athens + rest.athens, sparta: first.sparta + rest.sparta, draw: first.draw + rest.draw };
  const failed = first.failed + rest.failed;
  const decided = w.athens + w.sparta + w.draw;
  const share = decided ? w.athens / decided : 0;
  const [lo, hi] = wilson(w.athens, decided);
  const rec = sc.balance;
  const recorded = rec ? `${pct(rec.athensWins / (rec.athensWins + rec.spartaWins + rec.draws))} of ${rec.games}` : 'none';
  const exempt = sc.id.startsWith('training-');
  const inBand = share >= TARGET[0] && share <= TARGET[1];
  if (!exempt && !inBand) outside++;
  failures += failed;
  console.log(`balance: ${id} level=${values.level} athens=${w.athens} sparta=${w.sparta} draws=${w.draw} failures=${failed} `
    + `athens_share=${pct(share)} ci95=${pct(lo)}–${pct(hi)} recorded=${recorded} `
    + `${exempt ? 'exempt' : inBand ? 'in-band' : 'OUTSIDE'} replayed=${replay}:${first.athens}/${first.sparta}/${first.draw} seconds=${((performance.now() - started) / 1000).toFixed(0)}`);
}
console.log(`balance: scenarios=${ids.length} outside=${outside} failures=${failures}`);
if (failures) process.exit(1);
