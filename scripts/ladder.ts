// `npm run ladder -- [--games N] [--scenario ID] [--seed S] [--levels L,L,…] [--yardsticks rule[,greedy]] [--minutes M] [--verbose]`
// (issue #30 "A rated ladder")
// Plays seeded games between the players' levels and two yardsticks — the rule bot (the anchor,
// 1500) and the greedy one-ply bot (bots/greedy.ts, built unlike the others, so that beating the
// rule bot's habits is not mistaken for strength) — and rates them all with one maximum-likelihood
// Bradley–Terry fit (scripts/rating.ts). Pairings: every level against both yardsticks, each
// level against the next, and the yardsticks against each other; each pairing plays N games
// (rounded up to even), every seed twice with the Sides swapped, so each bot plays both Sides
// and every Faction equally (a bot holds both Factions of its Side). The levels play without
// their time caps (levelBudgetMs = ∞): a seed alone fixes every game. One line per bot:
// ladder: LEVEL elo=N ci95=±N games=N win_vs_rule=P% athens=P% sparta=P% win_vs_greedy=P%
// `--levels …,omniscient` adds the omniscient measurement (#30 "Honest strength"): Expert whose
// search plays its rounds in the true state (every hidden card seen, the dice still unknown), the
// upper bound on what seeing hidden cards is worth. It exists here and in tests only, never in the app.
import { parseArgs } from 'node:util';
import { SCENARIOS } from '../src-shared/games/pericles/data/scenarios/index.js';
import { playBotGame } from '../src-shared/games/pericles/engine/simulate.js';
import { PLAYER_LEVELS, isPlayerLevel, type PlayerLevel } from '../src-shared/games/pericles/bots/levels.js';
import type { BotLevel } from '../src-shared/games/pericles/bots/types.js';
import { FACTIONS, sideOf, type Faction, type Side } from '../src-shared/games/pericles/model/ids.js';
import { fitRatings, type GameResult } from './rating.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '8' },
    seed: { type: 'string', default: '1' },
    scenario: { type: 'string', default: 'archidamian-war' },
    levels: { type: 'string', default: PLAYER_LEVELS.join(',') },
    // `--yardsticks rule` leaves out the greedy bot's pairings (a long scenario's run that only
    // asks where the levels stand against the anchor); `--verbose` prints each game as it ends.
    yardsticks: { type: 'string', default: 'rule,greedy' },
    verbose: { type: 'boolean', default: false },
    // `--minutes M` starts no new seed after M minutes and rates the games played: a long run sized
    // to the time at hand. One pairing only, so no pairing is cut short while another is whole.
    minutes: { type: 'string' },
  },
});

function fail(msg: string): never {
  console.error(`ladder: ${msg}`);
  process.exit(2);
}

const perPairing = Math.ceil(Number(values.games) / 2) * 2;
if (!Number.isInteger(Number(values.games)) || perPairing < 2) fail('--games must be a positive integer (games per pairing)');
if (!SCENARIOS.some((s) => s.id === values.scenario)) fail(`unknown scenario ${values.scenario} (npm run sim -- --list)`);
const OMNISCIENT = 'omniscient';
const levels = values.levels.split(',');
const known = (l: string): boolean => isPlayerLevel(l) || l === OMNISCIENT;
if (levels.some((l) => !known(l))) fail(`unknown level(s) ${levels.filter((l) => !known(l)).join(',')}; use ${[...PLAYER_LEVELS, OMNISCIENT].join(', ')}`);
const rated = levels as (PlayerLevel | typeof OMNISCIENT)[];

type Player = BotLevel | typeof OMNISCIENT;
/** The level a player's seats play at: the omniscient one is Expert with the true state to search. */
const levelOf = (p: Player): BotLevel => (p === OMNISCIENT ? 'expert' : p);
const ANCHOR: Player = 'rule';
const GREEDY: Player = 'greedy';
const withGreedy = values.yardsticks.split(',').includes(GREEDY);
if (values.yardsticks.split(',').some((y) => y !== ANCHOR && y !== GREEDY) || !values.yardsticks.split(',').includes(ANCHOR)) {
  fail(`--yardsticks must name the anchor: rule or rule,greedy (not ${values.yardsticks})`);
}
const minutes = values.minutes === undefined ? Infinity : Number(values.minutes);
if (!(minutes > 0)) fail('--minutes must be a positive number');
const pairings: [Player, Player][] = withGreedy ? [[ANCHOR, GREEDY]] : [];
rated.forEach((l, i) => {
  pairings.push([l, ANCHOR]);
  if (withGreedy) pairings.push([l, GREEDY]);
  const next = rated[i + 1];
  if (next) pairings.push([l, next]);
});

interface Tally { games: number; score: number; bySide: Record<Side, { games: number; score: number }>; vs: Map<Player, { games: number; score: number }> }
const tallies = new Map<Player, Tally>();
const tally = (p: Player): Tally => {
  let t = tallies.get(p);
  if (!t) tallies.set(p, t = { games: 0, score: 0, bySide: { athens: { games: 0, score: 0 }, sparta: { games: 0, score: 0 } }, vs: new Map() });
  return t;
};
const results: GameResult[] = [];
let failed = 0;
const started = performance.now();

function record(p: Player, side: Side, opp: Player, score: number): void {
  const t = tally(p);
  t.games++; t.score += score;
  t.bySide[side].games++; t.bySide[side].score += score;
  const v = t.vs.get(opp) ?? { games: 0, score: 0 };
  v.games++; v.score += score;
  t.vs.set(opp, v);
}

if (minutes < Infinity && pairings.length !== 1) fail(`--minutes needs exactly one pairing (one level, --yardsticks rule); this run has ${pairings.length}`);
let playedPerPairing = perPairing;
for (const [x, y] of pairings) {
  for (let k = 0; k < perPairing; k++) {
    // A new seed (both Sides) starts only within the time asked for.
    if (k % 2 === 0 && performance.now() - started >= minutes * 60_000) {
      playedPerPairing = k;
      console.error(`ladder: --minutes ${minutes} reached after ${k} games of ${perPairing}`);
      break;
    }
    // Seed k/2 twice: first x as Athens, then x as Sparta.
    const athens = k % 2 === 0 ? x : y;
    const sparta = k % 2 === 0 ? y : x;
    const seed = `${values.seed}-${x}-${y}-${Math.floor(k / 2)}`;
    const seatsOf = (f: Faction): Player => (sideOf(f) === 'athens' ? athens : sparta);
    const r = playBotGame({
      scenario: values.scenario, seed, views: false,
      levels: FACTIONS.map((f) => levelOf(seatsOf(f))),
      omniscient: FACTIONS.filter((f) => seatsOf(f) === OMNISCIENT),
      bots: { levelBudgetMs: Infinity },
    });
    const winner = r.final?.result?.winningSide;
    if (r.outcome !== 'finished' || !r.final?.result) {
      failed++;
      console.error(`ladder: game ${seed} ${r.outcome}: ${r.message.split('\n')[0]}`);
      continue;
    }
    const scoreAthens = winner === 'athens' ? 1 : winner === 'sparta' ? 0 : 0.5;
    results.push({ a: athens, b: sparta, scoreA: scoreAthens });
    record(athens, 'athens', sparta, scoreAthens);
    record(sparta, 'sparta', athens, 1 - scoreAthens);
    if (values.verbose) console.error(`ladder: game ${seed} athens=${athens} sparta=${sparta} winner=${winner ?? 'draw'} (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  console.error(`ladder: ${x} v ${y} done (${Math.round((performance.now() - started) / 1000)} s)`);
}

const pct = (s: { games: number; score: number } | undefined): string => (s && s.games ? `${Math.round((100 * s.score) / s.games)}%` : 'n/a');
const fit = fitRatings(results, { anchor: ANCHOR, anchorElo: 1500 });
console.log(`ladder: scenario=${values.scenario} seed=${values.seed} games_per_pairing=${playedPerPairing} games=${results.length} failed=${failed} seconds=${Math.round((performance.now() - started) / 1000)}`);
for (const p of [...rated, GREEDY, ANCHOR] as Player[]) {
  const r = fit.find((f) => f.player === p);
  const t = tallies.get(p);
  if (!r || !t) continue;
  console.log(`ladder: ${p} elo=${Math.round(r.elo)} ci95=±${Math.round(r.ci95)} games=${t.games} win_vs_rule=${pct(t.vs.get(ANCHOR))} athens=${pct(t.bySide.athens)} sparta=${pct(t.bySide.sparta)} win_vs_greedy=${pct(t.vs.get(GREEDY))}`);
}
const fair = fit.find((f) => f.player === 'expert');
const seer = fit.find((f) => f.player === OMNISCIENT);
if (fair && seer) {
  // The fair Expert's lead over the rule bot as a share of the omniscient one's (goal ≥ 85%).
  console.log(`ladder: expert_share_of_omniscient_lead=${Math.round((100 * (fair.elo - 1500)) / (seer.elo - 1500))}%`);
}
if (failed) process.exit(1);
