// The 'search' bot: information-set Monte Carlo. Each iteration samples one full state consistent
// with the seat's view (determinize), applies a candidate action, plays rule bots (with a little
// noise) for every seat to a horizon (end of the phase or turn), and scores the result for the
// seat: its Honor against its Compatriot's, and its Side's Honor against the other Side's, plus
// what the map is worth at the end of the game (11.14). Candidates are chosen by UCB1.
// Deterministic for a seed and an iteration cap; the time budget only cuts it short.
import { FACTIONS, FACTIONS_OF, otherSide, sideOf, type Faction, type Side } from '../model/ids.js';
import type { GameState, RngState } from '../model/state.js';
import type { Action } from '../engine/types.js';
import { applyValidated, legalActions } from '../engine/driver.js';
import { viewFor, type GameView } from '../view.js';
import { THEATERS } from '../data/board.js';
import { basesIn, theaterStatus } from '../rules/control.js';
import { nextFloat, nextInt, seedRng } from '../rules/random.js';
import { determinize } from './determinize.js';
import { ruleDecide } from './rule.js';
import { seatOf } from './assess.js';
import type { BotDecision, SearchOptions } from './types.js';

export const SEARCH_DEFAULTS: Required<Omit<SearchOptions, 'now'>> = {
  iterations: 200,
  budgetMs: 1000,
  horizon: 'phase',
  maxPlayoutDecisions: 60,
  maxCandidates: 8,
};

/** Playout noise: share of playout decisions taken at random instead of by the rule bot. */
const EPSILON = 0.1;

function defaultNow(): number {
  return globalThis.performance.now();
}

/** What the map would add at the end of the game (11.14 B–D), per Side. */
function mapWorth(g: GameState, side: Side): number {
  let v = 0;
  for (const t of THEATERS) {
    const th = g.theaters[String(t.id)];
    if (!th) continue;
    v += 3 * basesIn(th, side);
    if (theaterStatus(th, side) === 'friendly') v += side === 'athens' ? 3 : 6;
  }
  return v;
}

/** Score of a (playout) state for `me`: higher is better. */
export function evaluateFor(g: GameState, me: Faction): number {
  const side = sideOf(me);
  const enemy = otherSide(side);
  if (g.result) {
    if (g.result.winner === me) return 100;
    if (g.result.winningSide === side) return 40;
    if (g.result.winningSide === enemy) return -60;
  }
  const honor = (f: Faction): number => g.factions[f].honor + g.factions[f].strategos / 4;
  const sideHonor = (s: Side): number => FACTIONS_OF[s].reduce((n, f) => n + honor(f), 0);
  const comp = FACTIONS_OF[side].find((f) => f !== me) as Faction;
  const sideDiff = sideHonor(side) - sideHonor(enemy) + 0.5 * (mapWorth(g, side) - mapWorth(g, enemy));
  return 0.5 * (honor(me) - honor(comp)) + 0.5 * sideDiff;
}

function horizonReached(g: GameState, start: { phase: string; turn: number }, horizon: 'phase' | 'turn'): boolean {
  if (g.result || g.flow.phase === 'over') return true;
  if (g.turn !== start.turn) return true;
  return horizon === 'phase' && g.flow.phase !== start.phase;
}

/** Applies an action in place (the playout owns its state): no clone, no legality re-check. */
const actInPlace = applyValidated;

function playout(g: GameState, rng: RngState, opts: Required<Omit<SearchOptions, 'now'>>, start: { phase: string; turn: number }): void {
  for (let i = 0; i < opts.maxPlayoutDecisions && !horizonReached(g, start, opts.horizon); i++) {
    const p = g.flow.pending;
    if (!p || p.seats.length === 0) return;
    const seat = p.seats[0] as Faction;
    const legal = legalActions(g, seat);
    if (legal.length === 0) return;
    let action: Action;
    if (legal.length === 1) action = legal[0] as Action;
    else if (nextFloat(rng) < EPSILON) action = legal[nextInt(rng, legal.length)] as Action;
    else action = ruleDecide(viewFor(g, seat, { withoutLog: true }), legal, rng).action;
    actInPlace(g, seat, action);
  }
}

function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The search bot's decision from `view`. `rng` is advanced; the result depends only on its inputs. */
export function searchDecide(view: GameView, legal: readonly Action[], rng: RngState, options: SearchOptions = {}): BotDecision {
  if (legal.length === 0) throw new Error('The search bot was asked to decide with no legal action');
  const me = seatOf(view);
  const opts = { ...SEARCH_DEFAULTS, ...options };
  const now = options.now ?? defaultNow;
  const started = now();
  const prior = ruleDecide(view, legal, [...rng] as RngState);
  if (legal.length === 1) return prior;
  // Candidates: the rule bot's choice first, then a seeded sample of the rest.
  const rest = legal.filter((a) => !sameAction(a, prior.action));
  const picked: Action[] = [prior.action];
  const sampleRng = seedRng(`${rng.join(',')}|cand`);
  while (picked.length < opts.maxCandidates && rest.length > 0) picked.push(rest.splice(nextInt(sampleRng, rest.length), 1)[0] as Action);
  const n = picked.length;
  const visits = new Array<number>(n).fill(0);
  const total = new Array<number>(n).fill(0);
  const start = { phase: view.phase, turn: view.turn };
  const base = (() => {
    const g = determinize(view, [...rng] as RngState);
    return evaluateFor(g, me);
  })();
  let iter = 0;
  for (; iter < opts.iterations; iter++) {
    // The time cap: never start an iteration that would, on average, end past the budget.
    const elapsed = now() - started;
    if (iter >= 1 && elapsed + (2 * elapsed) / iter > opts.budgetMs) break;
    let k: number;
    if (iter < n) k = iter;
    else {
      k = 0;
      let bestU = -Infinity;
      for (let i = 0; i < n; i++) {
        const mean = (total[i] as number) / Math.max(1, visits[i] as number);
        const u = mean + 6 * Math.sqrt(Math.log(iter + 1) / Math.max(1, visits[i] as number));
        if (u > bestU) { bestU = u; k = i; }
      }
    }
    const g = determinize(view, rng);
    let score: number;
    try {
      actInPlace(g, me, picked[k] as Action);
      playout(g, rng, opts, start);
      score = evaluateFor(g, me) - base;
    } catch {
      score = -50; // the sampled world rejected the line: treat it as bad, never crash the bot
    }
    visits[k] = (visits[k] as number) + 1;
    total[k] = (total[k] as number) + score;
  }
  let bestK = 0;
  let bestMean = -Infinity;
  for (let i = 0; i < n; i++) {
    if ((visits[i] as number) === 0) continue;
    const mean = (total[i] as number) / (visits[i] as number);
    if (mean > bestMean) { bestMean = mean; bestK = i; }
  }
  const action = picked[bestK] as Action;
  const agrees = bestK === 0;
  const meanRule = (total[0] as number) / Math.max(1, visits[0] as number);
  const reason = agrees
    ? `${prior.reason} [search agrees: ${iter} playouts, ${bestMean >= 0 ? '+' : ''}${bestMean.toFixed(1)}]`
    : `searched ${iter} playouts over ${n} options: ${JSON.stringify(action)} scores ${bestMean.toFixed(1)} vs ${meanRule.toFixed(1)} for the rule choice (${prior.reason})`;
  return { action, reason };
}

export { FACTIONS };
