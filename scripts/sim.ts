// `npm run sim -- --games N --seed S [--scenario ID] [--turns T] [--until PHASE] [--list]
//                 [--bots LEVEL[,LEVEL,LEVEL,LEVEL]] [--replay FILE] [--no-views]`
// Plays random legal decisions for every seat, headless, and ends with one line:
// sim: games=N finished=F errors=E deadends=D violations=V decisions=K decisions_per_s=R
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SCENARIOS } from '../src-shared/data/scenarios/index.js';
import { playRandomGame, replay, type Decision } from '../src-shared/engine/simulate.js';
import { hashGame } from '../src-shared/engine.js';
import type { Phase } from '../src-shared/model/state.js';

const PHASES: Record<string, Phase> = {
  boule: 'boule', assembly: 'assembly', political: 'political', theater: 'theaterPlacement', end: 'end',
};

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    scenario: { type: 'string', default: 'development' },
    turns: { type: 'string' },
    until: { type: 'string' },
    bots: { type: 'string', default: 'random' },
    list: { type: 'boolean', default: false },
    replay: { type: 'string' },
    'no-views': { type: 'boolean', default: false },
    out: { type: 'string', default: 'sim-failures' },
  },
});

function fail(msg: string): never {
  console.error(`sim: ${msg}`);
  process.exit(2);
}

if (values.list) {
  for (const s of SCENARIOS) console.log(s.id);
  process.exit(0);
}

if (values.replay) {
  const rec = JSON.parse(readFileSync(values.replay, 'utf8')) as { scenario: string; seed: string; decisions: Decision[] };
  try {
    const g = replay(rec.scenario, rec.seed, rec.decisions);
    console.log(`replay: decisions=${rec.decisions.length} turn=${g.turn} phase=${g.flow.phase} hash=${hashGame(g)}`);
  } catch (e) {
    console.log(`replay: failed after recorded decisions: ${(e as Error).stack}`);
    process.exit(1);
  }
  process.exit(0);
}

const levels = values.bots.split(',');
if (levels.some((l) => l !== 'random')) fail(`bot level(s) ${levels.filter((l) => l !== 'random').join(',')} not available yet; use random`);
if (!SCENARIOS.some((s) => s.id === values.scenario)) fail(`unknown scenario ${values.scenario} (see --list)`);
const games = Number(values.games);
if (!Number.isInteger(games) || games < 1) fail('--games must be a positive integer');
const turns = values.turns === undefined ? undefined : Number(values.turns);
if (turns !== undefined && (!Number.isInteger(turns) || turns < 1)) fail('--turns must be a positive integer');
let until: Phase | undefined;
if (values.until !== undefined) {
  until = PHASES[values.until];
  if (!until) fail(`--until must be one of ${Object.keys(PHASES).join(', ')}`);
}

const counts = { finished: 0, errors: 0, deadends: 0, violations: 0, decisions: 0 };
const started = performance.now();
for (let i = 0; i < games; i++) {
  const seed = `${values.seed}-${i}`;
  const r = playRandomGame({ scenario: values.scenario, seed, turns, until, checkInvariants: true, views: !values['no-views'] });
  counts.decisions += r.decisions.length;
  if (r.outcome === 'finished') { counts.finished++; continue; }
  if (r.outcome === 'deadend') counts.deadends++;
  else if (r.outcome === 'violation') counts.violations++;
  else counts.errors++;
  mkdirSync(values.out, { recursive: true });
  const file = join(values.out, `${values.scenario}-${seed}.json`);
  writeFileSync(file, JSON.stringify({ scenario: values.scenario, seed, outcome: r.outcome, message: r.message, decisions: r.decisions }, null, 1));
  console.log(`sim: game ${seed} ${r.outcome}: ${r.message.split('\n')[0]} (replay: npm run sim -- --replay ${file})`);
}
const seconds = (performance.now() - started) / 1000;
const rate = Math.round(counts.decisions / Math.max(seconds, 1e-9));
console.log(`sim: games=${games} finished=${counts.finished} errors=${counts.errors} deadends=${counts.deadends} violations=${counts.violations} decisions=${counts.decisions} decisions_per_s=${rate}`);
if (counts.errors || counts.deadends || counts.violations) process.exit(1);
