// Long bot-vs-bot runs (not in CI): `npx tsx scripts/sim-long.ts --games 200 --a search --b rule
//   [--iterations 6] [--budget-ms 100] [--seed S] [--scenario ID] [--shard i/n] [--out FILE]`
// Level A plays one Side and level B the other, alternating seats game by game (even games: A is
// Athens; odd games: A is Sparta), so a scenario's Side imbalance cancels out. Reports A's Side
// win rate with a 95% Wilson interval, per seating, and writes a JSON summary (shards can be merged
// with --merge FILE,FILE...).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { playBotGame } from '../src-shared/games/pericles/engine/simulate.js';
import { isBotLevel, type BotLevel } from '../src-shared/games/pericles/bots/types.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    a: { type: 'string', default: 'search' },
    b: { type: 'string', default: 'rule' },
    iterations: { type: 'string', default: '6' },
    'budget-ms': { type: 'string', default: '100' },
    seed: { type: 'string', default: 'long' },
    scenario: { type: 'string', default: 'development' },
    shard: { type: 'string', default: '0/1' },
    out: { type: 'string' },
    merge: { type: 'string' },
  },
});

interface Tally { games: number; aWins: number; bWins: number; draws: number; failures: number; aAsAthens: [number, number]; aAsSparta: [number, number]; seconds: number }

export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

function report(t: Tally, a: string, b: string): void {
  const decided = t.aWins + t.bWins + t.draws;
  const [lo, hi] = wilson(t.aWins, decided);
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  console.log(`sim-long: ${a} vs ${b}: games=${t.games} decided=${decided} failures=${t.failures} ${a}_side_wins=${t.aWins} ${b}_side_wins=${t.bWins} draws=${t.draws}`);
  console.log(`sim-long: ${a} side win rate ${pct(decided ? t.aWins / decided : 0)} (95% CI ${pct(lo)}–${pct(hi)})`);
  console.log(`sim-long: ${a} as Athens ${t.aAsAthens[0]}/${t.aAsAthens[1]}, ${a} as Sparta ${t.aAsSparta[0]}/${t.aAsSparta[1]}; ${(t.seconds / Math.max(1, t.games)).toFixed(1)} s/game`);
}

if (values.merge) {
  const all = values.merge.split(',').map((f) => JSON.parse(readFileSync(f, 'utf8')) as Tally & { a: string; b: string });
  const t: Tally = { games: 0, aWins: 0, bWins: 0, draws: 0, failures: 0, aAsAthens: [0, 0], aAsSparta: [0, 0], seconds: 0 };
  for (const x of all) {
    t.games += x.games; t.aWins += x.aWins; t.bWins += x.bWins; t.draws += x.draws; t.failures += x.failures; t.seconds += x.seconds;
    t.aAsAthens = [t.aAsAthens[0] + x.aAsAthens[0], t.aAsAthens[1] + x.aAsAthens[1]];
    t.aAsSparta = [t.aAsSparta[0] + x.aAsSparta[0], t.aAsSparta[1] + x.aAsSparta[1]];
  }
  report(t, all[0]?.a ?? 'a', all[0]?.b ?? 'b');
  process.exit(0);
}

const a = values.a;
const b = values.b;
if (!isBotLevel(a) || !isBotLevel(b)) throw new Error('--a and --b must be random, rule or search');
const [shard, shards] = values.shard.split('/').map(Number) as [number, number];
const games = Number(values.games);
const t: Tally = { games: 0, aWins: 0, bWins: 0, draws: 0, failures: 0, aAsAthens: [0, 0], aAsSparta: [0, 0], seconds: 0 };
const started = performance.now();
for (let i = shard; i < games; i += shards) {
  const aAthens = i % 2 === 0;
  const levels: BotLevel[] = aAthens ? [a, a, b, b] : [b, b, a, a];
  const r = playBotGame({
    scenario: values.scenario, seed: `${values.seed}-${i}`, levels,
    bots: { search: { iterations: Number(values.iterations), budgetMs: Number(values['budget-ms']) } },
  });
  t.games++;
  const res = r.final?.result;
  if (r.outcome !== 'finished' || !res) {
    t.failures++;
    console.log(`sim-long: game ${i} ${r.outcome}: ${r.message.split('\n')[0]}`);
    continue;
  }
  const aSide = aAthens ? 'athens' : 'sparta';
  const aWon = res.winningSide === aSide;
  if (res.winningSide === null) t.draws++;
  else if (aWon) t.aWins++;
  else t.bWins++;
  if (aAthens) t.aAsAthens = [t.aAsAthens[0] + (aWon ? 1 : 0), t.aAsAthens[1] + 1];
  else t.aAsSparta = [t.aAsSparta[0] + (aWon ? 1 : 0), t.aAsSparta[1] + 1];
  if (t.games % 10 === 0) console.log(`sim-long: ${t.games} games, ${a} side ${t.aWins} wins`);
}
t.seconds = (performance.now() - started) / 1000;
report(t, a, b);
if (values.out) writeFileSync(values.out, JSON.stringify({ ...t, a, b }, null, 1));
