// Perikles' search bot (#33): from a seat's view only. It samples the hidden information into full
// states (determinize.ts), plays each of its best candidates (by the rule bot's scores) through to
// the end of the turn with the rule bot in every seat, and keeps the candidate with the best
// average margin: its score minus the best rival's (ENDING THE GAME: most victory points wins).
import type { Action } from '../../../kit/types.js';
import type { BotDecision } from '../../contract.js';
import type { RngState } from '../../../kit/random.js';
import { nextInt, seedRng } from '../../../kit/random.js';
import { applyInPlace, legalActions } from '../../perikles/flow.js';
import { scores } from '../scoring.js';
import { cloneState, type PeriklesState, type Seat } from '../state.js';
import { viewFor, type PeriklesView } from '../view.js';
import { determinize } from './determinize.js';
import { ruleDecide, ruleScores } from './rule.js';

export interface SearchBudget { candidates: number; samples: number; /** Decisions a playout may take before it is scored. */ horizon: number }

export const SEARCH_LEVELS: Readonly<Record<string, SearchBudget>> = {
  // The page's Hard: about as much as a decision may cost while the host waits on it (#33 bench).
  hard: { candidates: 3, samples: 3, horizon: 150 },
  // Tests and sims only: a deeper look, seconds to tens of seconds a decision on this machine.
  deep: { candidates: 5, samples: 6, horizon: 400 },
};

/** `me`'s margin: victory points now (cubes, tiles won, statues) minus the best rival's. */
function margin(g: PeriklesState, me: Seat): number {
  const all = scores(g);
  const mine = all.find((s) => s.seat === me)!.total;
  return mine - Math.max(...all.filter((s) => s.seat !== me).map((s) => s.total));
}

/** Plays on with the rule bot in every seat until the turn ends, the game ends, or the horizon. */
function playout(g: PeriklesState, rng: RngState, horizon: number): void {
  const turn = g.turn;
  for (let n = 0; n < horizon && g.decision && g.turn === turn; n++) {
    const seat = g.decision.seat;
    const legal = legalActions(g, seat);
    const action = legal.length === 1 ? legal[0]! : ruleDecide(viewFor(g, seat, { withoutLog: true }), legal, rng).action;
    applyInPlace(g, action);
  }
}

export function searchDecide(v: PeriklesView, legal: readonly Action[], rng: RngState, budget: SearchBudget): BotDecision {
  const fallback = ruleDecide(v, legal, rng);
  if (legal.length <= 1) return { ...fallback, reason: { key: 'engine.bot.perikles.search', args: { kind: v.pending?.kind ?? '' } } };
  const me = v.seat as Seat;
  const ranked = ruleScores(v, legal).map((s, i) => ({ s, i })).sort((a, b) => b.s - a.s || a.i - b.i).slice(0, budget.candidates);
  const totals = ranked.map(() => 0);
  // The same sampled worlds for every candidate: the comparison is fair between them.
  const seeds = Array.from({ length: budget.samples }, () => nextInt(rng, 2 ** 30));
  for (const seed of seeds) {
    let world: PeriklesState;
    try { world = determinize(v, seedRng(`world:${seed}`)); } catch { return fallback; }
    ranked.forEach(({ i }, k) => {
      const g = cloneState(world);
      try {
        applyInPlace(g, legal[i]!);
        playout(g, seedRng(`playout:${seed}`), budget.horizon);
        totals[k]! += margin(g, me);
      } catch {
        totals[k]! -= 1000; // a world the rules refuse for this candidate counts against it
      }
    });
  }
  let best = 0;
  totals.forEach((t, k) => { if (t > totals[best]!) best = k; });
  return { action: legal[ranked[best]!.i]!, reason: { key: 'engine.bot.perikles.search', args: { kind: v.pending?.kind ?? '' } } };
}
