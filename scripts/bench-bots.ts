// Bot decision latency over real decisions: `npx tsx scripts/bench-bots.ts` prints
//   bench: bot_rule_p95_ms=<n> ms
//   bench: bot_search_p95_ms=<n> ms
// The rule figure covers every decision of rule-bot games; the search figure covers the search
// seats' decisions with more than one legal action, at the given budget (default 1 s, the
// product default; BENCH_SEARCH_BUDGET_MS and BENCH_SEARCH_ITERATIONS override it).
// Each player's level (#30, bots/levels.ts) as the app runs it (its own time cap): the Aristocrats
// seat at that level, Normal bots elsewhere, through BENCH_LEVEL_TURNS turns (default 3) of the
// development setup; its p95 and maximum over its decisions with more than one legal choice:
//   bench: bot_<level>_p95_ms=<n> ms, bench: bot_<level>_max_ms=<n> ms
import { pathToFileURL } from 'node:url';
import { playBotGame } from '../src-shared/games/pericles/engine/simulate.js';
import { SEARCH_DEFAULTS } from '../src-shared/games/pericles/bots/search.js';
import { PLAYER_LEVELS, type PlayerLevel } from '../src-shared/games/pericles/bots/levels.js';

export interface LevelBench { level: PlayerLevel; p95_ms: number; max_ms: number; decisions: number }

export interface BotBench {
  bot_rule_p95_ms: number;
  bot_search_p95_ms: number;
  rule_decisions: number;
  search_decisions: number;
  search_budget_ms: number;
  levels: LevelBench[];
}

function p95(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(0.95 * s.length))] as number;
}

/** Decision times of one level in the app's setting (its own time cap), Normal bots in the other seats. */
export function benchLevel(level: PlayerLevel, turns = 1): LevelBench {
  const ms: number[] = [];
  playBotGame({
    scenario: 'development', seed: `bench-level-${level}`, turns, levels: [level, 'normal', 'normal', 'normal'],
    onDecision: (d) => { if (d.seat === 'aristocrats' && d.legal > 1) ms.push(d.ms); },
  });
  return { level, p95_ms: p95(ms), max_ms: ms.length ? Math.max(...ms) : 0, decisions: ms.length };
}

export function benchBots(opts: { ruleGames?: number; searchTurns?: number; searchBudgetMs?: number; searchIterations?: number } = {}): BotBench {
  const rule: number[] = [];
  for (let i = 0; i < (opts.ruleGames ?? 2); i++) {
    playBotGame({ scenario: 'development', seed: `bench-rule-${i}`, levels: 'rule', onDecision: (d) => rule.push(d.ms) });
  }
  const budget = opts.searchBudgetMs ?? SEARCH_DEFAULTS.budgetMs;
  const search: number[] = [];
  playBotGame({
    scenario: 'development', seed: 'bench-search', turns: opts.searchTurns ?? 1, levels: ['search', 'rule', 'search', 'rule'],
    bots: { search: { budgetMs: budget, iterations: opts.searchIterations ?? SEARCH_DEFAULTS.iterations } },
    onDecision: (d) => { if (d.level === 'search' && d.legal > 1) search.push(d.ms); },
  });
  const turns = Number(process.env.BENCH_LEVEL_TURNS ?? 3);
  return {
    bot_rule_p95_ms: p95(rule), bot_search_p95_ms: p95(search),
    rule_decisions: rule.length, search_decisions: search.length, search_budget_ms: budget,
    levels: PLAYER_LEVELS.map((l) => benchLevel(l, turns)),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = benchBots({
    searchBudgetMs: process.env.BENCH_SEARCH_BUDGET_MS ? Number(process.env.BENCH_SEARCH_BUDGET_MS) : undefined,
    searchIterations: process.env.BENCH_SEARCH_ITERATIONS ? Number(process.env.BENCH_SEARCH_ITERATIONS) : undefined,
  });
  console.log(`bench: bot_rule_p95_ms=${r.bot_rule_p95_ms.toFixed(2)} ms`);
  console.log(`bench: bot_search_p95_ms=${r.bot_search_p95_ms.toFixed(2)} ms`);
  for (const l of r.levels) {
    console.log(`bench: bot_${l.level}_p95_ms=${l.p95_ms.toFixed(2)} ms`);
    console.log(`bench: bot_${l.level}_max_ms=${l.max_ms.toFixed(2)} ms`);
  }
  console.log(`bench-bots: rule decisions=${r.rule_decisions}, search decisions=${r.search_decisions} at budget ${r.search_budget_ms} ms; ${r.levels.map((l) => `${l.level} ${l.decisions}`).join(', ')} level decisions`);
}
