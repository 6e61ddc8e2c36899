// `npm run sim -- --games N --seed S [--scenario ID] [--turns T] [--until PHASE] [--list]
//                 [--bots LEVEL[,LEVEL,LEVEL,LEVEL]] [--search-iterations N] [--search-budget-ms MS]
//                 [--replay FILE] [--no-views]`
// Plays bots for every seat (random, rule, greedy, search, or a player's level easy … expert at its
// own time cap; one for all or one per Faction in the
// order Aristocrats, Demagogues, Eurypontids, Agiads), headless, reports win rates per Side and
// Faction, average turns and decisions, and ends with one line:
// sim: games=N finished=F errors=E deadends=D violations=V decisions=K decisions_per_s=R
// `--game perikles [--players N]` plays Perikles instead (#33, scripts/sim-perikles.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SCENARIOS } from '../src-shared/games/pericles/data/scenarios/index.js';
import { playBotGame, replay, type Decision } from '../src-shared/games/pericles/engine/simulate.js';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../src-shared/games/pericles/bots/types.js';
import { FACTIONS } from '../src-shared/games/pericles/model/ids.js';
import { hashGame } from '../src-shared/engine.js';
import type { Phase } from '../src-shared/games/pericles/model/state.js';

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
    'search-iterations': { type: 'string', default: '8' },
    'search-budget-ms': { type: 'string', default: '200' },
    list: { type: 'boolean', default: false },
    replay: { type: 'string' },
    'no-views': { type: 'boolean', default: false },
    out: { type: 'string', default: 'sim-failures' },
    // #33: `--game perikles [--players N]` plays Martin Wallace's Perikles (scripts/sim-perikles.ts).
    game: { type: 'string', default: 'pericles' },
    players: { type: 'string' },
  },
});

if (values.game === 'perikles') {
  const { runPeriklesSim } = await import('./sim-perikles.js');
  const players = values.players === undefined ? undefined : Number(values.players);
  const r = runPeriklesSim({ games: Number(values.games), seed: values.seed, players, views: !values['no-views'], bots: values.bots.split(',') });
  process.exit(r.errors + r.deadends + r.violations > 0 ? 1 : 0);
}
if (values.game !== 'pericles') {
  console.error(`sim: unknown game ${values.game} (pericles, perikles)`);
  process.exit(2);
}

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
if (levels.some((l) => !isBotLevel(l))) fail(`unknown bot level(s) ${levels.filter((l) => !isBotLevel(l)).join(',')}; use ${BOT_LEVELS.join(', ')}`);
if (levels.length !== 1 && levels.length !== 4) fail('--bots takes one level for all seats or four, one per Faction (Aristocrats, Demagogues, Eurypontids, Agiads)');
const botLevels = (levels.length === 1 ? FACTIONS.map(() => levels[0]) : levels) as BotLevel[];
const searchIterations = Number(values['search-iterations']);
const searchBudgetMs = Number(values['search-budget-ms']);
if (!Number.isInteger(searchIterations) || searchIterations < 1) fail('--search-iterations must be a positive integer');
if (!(searchBudgetMs > 0)) fail('--search-budget-ms must be positive');
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
const wins = { athens: 0, sparta: 0, draw: 0, byFaction: Object.fromEntries(FACTIONS.map((f) => [f, 0])) as Record<string, number> };
let turnsPlayed = 0;
const firstTurn = SCENARIOS.find((s) => s.id === values.scenario)?.firstTurn ?? 1;
let decided = 0;
const started = performance.now();
for (let i = 0; i < games; i++) {
  const seed = `${values.seed}-${i}`;
  const r = playBotGame({
    scenario: values.scenario, seed, turns, until, checkInvariants: true, views: !values['no-views'],
    levels: botLevels, bots: { search: { iterations: searchIterations, budgetMs: searchBudgetMs } },
  });
  counts.decisions += r.decisions.length;
  if (r.outcome === 'finished') {
    counts.finished++;
    const res = r.final?.result;
    if (r.final) {
      // A game stopped after its last turn has just entered the next one: that turn was not played.
      const lastPlayed = Math.min(r.final.turn, r.final.lastTurn, turns === undefined ? Infinity : firstTurn + turns - 1);
      turnsPlayed += lastPlayed - firstTurn + 1;
      decided += r.decisions.length;
    }
    if (res) {
      if (res.winningSide) wins[res.winningSide]++;
      else wins.draw++;
      if (res.winner) wins.byFaction[res.winner] = (wins.byFaction[res.winner] ?? 0) + 1;
    }
    continue;
  }
  if (r.outcome === 'deadend') counts.deadends++;
  else if (r.outcome === 'violation') counts.violations++;
  else counts.errors++;
  mkdirSync(values.out, { recursive: true });
  const file = join(values.out, `${values.scenario}-${seed}.json`);
  writeFileSync(file, JSON.stringify({ scenario: values.scenario, seed, outcome: r.outcome, message: r.message, decisions: r.decisions }, null, 1));
  console.log(`sim: game ${seed} ${r.outcome}: ${r.message.split('\n')[0]} (replay: npm run sim -- --replay ${file})`);
}
const seconds = (performance.now() - started) / 1000;
{
  const decidedGames = wins.athens + wins.sparta + wins.draw;
  const pct = (n: number): string => (decidedGames ? `${((100 * n) / decidedGames).toFixed(1)}%` : 'n/a');
  console.log(`sim: bots ${FACTIONS.map((f, i) => `${f}=${botLevels[i]}`).join(' ')}`);
  console.log(`sim: results decided=${decidedGames} athens=${wins.athens} (${pct(wins.athens)}) sparta=${wins.sparta} (${pct(wins.sparta)}) draws=${wins.draw}`);
  console.log(`sim: winners ${FACTIONS.map((f) => `${f}=${wins.byFaction[f] ?? 0} (${pct(wins.byFaction[f] ?? 0)})`).join(' ')}`);
  if (counts.finished) console.log(`sim: averages turns=${(turnsPlayed / counts.finished).toFixed(2)} decisions_per_game=${(decided / counts.finished).toFixed(1)} seconds_per_game=${(seconds / games).toFixed(2)}`);
}
const rate = Math.round(counts.decisions / Math.max(seconds, 1e-9));
console.log(`sim: games=${games} finished=${counts.finished} errors=${counts.errors} deadends=${counts.deadends} violations=${counts.violations} decisions=${counts.decisions} decisions_per_s=${rate}`);
if (counts.errors || counts.deadends || counts.violations) process.exit(1);
