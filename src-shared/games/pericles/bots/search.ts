// The 'search' bot: information-set Monte Carlo with paired comparisons. The rule bot proposes its
// top few choices (its best, then its best with that one excluded, and so on). Each round samples
// one full state consistent with the seat's view (determinize) and one playout stream, and plays
// every candidate in that same world with the same stream (common random numbers): rule bots,
// with a little noise, for every seat to a horizon where the decision has shown its effect (the
// end of the phase; placement and Boule/Assembly decisions are followed through the phase that
// resolves them). A result is scored as the Side's chances of winning (a squashed Honor lead,
// end-of-game map bonus included) plus a little of the seat's lead over its Compatriot. The bot
// departs from the rule bot's choice only when another candidate beats it on the paired
// differences by a clear margin, so a small budget never turns into noise.
// Deterministic for a seed and an iteration cap (one playout = one iteration); the time budget
// only cuts it short.
import { FACTIONS, FACTIONS_OF, otherSide, sideOf, type Faction, type Side } from '../model/ids.js';
import type { GameState, Phase, RngState } from '../model/state.js';
import type { Action } from '../engine/types.js';
import { applyValidated, legalActions } from '../engine/driver.js';
import { cloneGame } from '../../../kit/clone.js';
import { viewFor, type GameView } from '../view.js';
import { THEATERS } from '../data/board.js';
import { basesIn, theaterStatus } from '../rules/control.js';
import { nextFloat, nextInt, seedRng } from '../../../kit/random.js';
import { determinize } from './determinize.js';
import { ruleDecide } from './rule.js';
import { seatOf } from './assess.js';
import { reason as R, type BotDecision, type SearchOptions } from './types.js';

export const SEARCH_DEFAULTS: Required<Omit<SearchOptions, 'now' | 'sampleWorld'>> = {
  iterations: 200,
  budgetMs: 1000,
  horizon: 'phase',
  maxPlayoutDecisions: 90,
  maxCandidates: 4,
  standardErrors: 1,
};

/** Playout noise: share of playout decisions taken at random instead of by the rule bot. */
const EPSILON = 0.05;
/** Fewest paired rounds a candidate set is compared over (fewer candidates when the cap is small). */
const MIN_ROUNDS = 4;
/**
 * A challenger must beat the rule bot's choice by this much of its Side's Honor lead (and by
 * `standardErrors` standard errors). It is a share of Honor, not of score: the score squashes a
 * lead the more turns are left (evaluateFor), so a fixed score margin asked for a quarter Honor
 * on the Archidamian War's first turn but a whole Honor on the Campaign's, and the search there
 * almost never left the rule bot's choice.
 */
const MARGIN_HONOR = 0.25;
/** Decisions left to the rule bot: nothing a playout could tell apart. */
const RULE_ONLY = new Set(['theater.reveal']);
/** Phases a decision's effect is followed through, beyond its own. */
const FOLLOW: Partial<Record<Phase, readonly Phase[]>> = {
  boule: ['assembly', 'political'],
  assembly: ['political'],
  theaterPlacement: ['theaterResolution'],
};

function defaultNow(): number {
  return performance.now();
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

/**
 * Score of a (playout) state for `me`, higher is better: about 50 × the Side's winning chances
 * (its Honor lead, squashed more sharply as the game nears its end) plus a tenth of the seat's
 * Honor lead over its Compatriot (the Faction wins only if its Side does, 11.14).
 */
export function evaluateFor(g: GameState, me: Faction): number {
  const side = sideOf(me);
  const enemy = otherSide(side);
  const comp = FACTIONS_OF[side].find((f) => f !== me) as Faction;
  const honor = (f: Faction): number => g.factions[f].honor + g.factions[f].strategos / 4;
  const own = 0.1 * (honor(me) - honor(comp));
  if (g.result) {
    if (g.result.winningSide === side) return 50 + (g.result.winner === me ? 5 : 0);
    if (g.result.winningSide === enemy) return -50;
    return own;
  }
  const sideHonor = (s: Side): number => FACTIONS_OF[s].reduce((n, f) => n + honor(f), 0);
  const left = turnsLeft(g.lastTurn, g.turn);
  const mapWeight = left === 0 ? 0.9 : 0.5;
  const lead = sideHonor(side) - sideHonor(enemy) + mapWeight * (mapWorth(g, side) - mapWorth(g, enemy));
  return 50 * Math.tanh(lead / squashWidth(left)) + own;
}

const turnsLeft = (lastTurn: number, turn: number): number => Math.max(0, lastTurn - turn);
/** How many Honor of lead the score's squash spreads over with `left` turns to play. */
const squashWidth = (left: number): number => 10 + 6 * left;

/** The challenger's margin in score units: MARGIN_HONOR at the squash's slope around an even game. */
export function marginFor(view: GameView): number {
  return (MARGIN_HONOR * 50) / squashWidth(turnsLeft(view.lastTurn, view.turn));
}

export interface Horizon { turn: number; phases: readonly string[] }

/** Where a playout from `view` stops: the end of its phase (and the phases that resolve it), or of its turn. */
export function horizonFor(view: GameView, horizon: 'phase' | 'turn'): Horizon {
  const phase = view.phase as Phase;
  return { turn: view.turn, phases: horizon === 'turn' ? [] : [phase, ...(FOLLOW[phase] ?? [])] };
}

export function horizonReached(g: GameState, h: Horizon): boolean {
  if (g.result || g.flow.phase === 'over') return true;
  if (g.turn !== h.turn) return true;
  return h.phases.length > 0 && !h.phases.includes(g.flow.phase);
}

/** Applies an action in place (the playout owns its state): no clone, no legality re-check. */
export const actInPlace = applyValidated;

function playout(g: GameState, rng: RngState, maxDecisions: number, h: Horizon): void {
  for (let i = 0; i < maxDecisions && !horizonReached(g, h); i++) {
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

/** The rule bot's top `k` choices: its best, then its best among the rest, and so on. */
function ruleTopK(view: GameView, legal: readonly Action[], rng: RngState, k: number, first: Action): Action[] {
  const out: Action[] = [first];
  let rest = legal.filter((a) => !sameAction(a, first));
  while (out.length < k && rest.length > 0) {
    const next = rest.length === 1 ? (rest[0] as Action) : ruleDecide(view, rest, [...rng] as RngState).action;
    out.push(next);
    rest = rest.filter((a) => !sameAction(a, next));
  }
  return out;
}

/** The search bot's decision from `view`. `rng` is advanced; the result depends only on its inputs. */
export function searchDecide(view: GameView, legal: readonly Action[], rng: RngState, options: SearchOptions = {}): BotDecision {
  if (legal.length === 0) throw new Error('The search bot was asked to decide with no legal action');
  const me = seatOf(view);
  const opts = { ...SEARCH_DEFAULTS, ...options };
  const now = options.now ?? defaultNow;
  const started = now();
  const prior = ruleDecide(view, legal, [...rng] as RngState);
  const kind = view.pending?.kind ?? '';
  if (legal.length === 1 || RULE_ONLY.has(kind)) return prior;
  const k = Math.min(opts.maxCandidates, legal.length, Math.max(2, Math.floor(opts.iterations / MIN_ROUNDS)));
  if (opts.iterations < 2 * k - 1) return prior; // not even one paired round: trust the rules
  const picked = ruleTopK(view, legal, rng, k, prior.action);
  const n = picked.length;
  const base = `${rng.join(',')}|${nextInt(rng, 0x7fffffff)}`;
  const h = horizonFor(view, opts.horizon);
  const margin = marginFor(view);
  const diffs: number[][] = picked.map(() => []);
  let played = 0;
  let rounds = 0;
  for (let r = 0; played + n <= opts.iterations; r++) {
    // The time cap: never start a round that would, on average, end past the budget.
    const elapsed = now() - started;
    if (r >= 1 && elapsed + elapsed / r > opts.budgetMs) break;
    const world = (options.sampleWorld ?? determinize)(view, seedRng(`${base}|w${r}`));
    const scores: number[] = [];
    for (let i = 0; i < n; i++) {
      const g = i === n - 1 ? world : cloneGame(world);
      let score: number;
      try {
        actInPlace(g, me, picked[i] as Action);
        playout(g, seedRng(`${base}|p${r}`), opts.maxPlayoutDecisions, h);
        score = evaluateFor(g, me);
      } catch {
        score = -60; // the sampled world rejected the line: treat it as bad, never crash the bot
      }
      scores.push(score);
      played++;
    }
    for (let i = 1; i < n; i++) (diffs[i] as number[]).push((scores[i] as number) - (scores[0] as number));
    rounds++;
  }
  let bestK = 0;
  let bestMean = 0;
  for (let i = 1; i < n; i++) {
    const d = diffs[i] as number[];
    if (d.length === 0) continue;
    const mean = d.reduce((s, x) => s + x, 0) / d.length;
    const varc = d.length > 1 ? d.reduce((s, x) => s + (x - mean) ** 2, 0) / (d.length - 1) : Infinity;
    const se = Math.sqrt(varc / d.length);
    if (mean > margin && mean > opts.standardErrors * se && mean > bestMean) { bestMean = mean; bestK = i; }
  }
  if (bestK === 0) {
    return { action: prior.action, reason: R('engine.bot.search.agrees', { rule: prior.reason, rounds, n }) };
  }
  const action = picked[bestK] as Action;
  return {
    action,
    // The choice itself is the decision's log entry; the reason says why it beat the rule bot's.
    reason: R('engine.bot.search.better', { rounds, n, by: Math.round(bestMean * 10) / 10, rule: prior.reason }),
  };
}

export { FACTIONS };
