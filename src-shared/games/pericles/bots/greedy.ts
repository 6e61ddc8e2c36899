// The 'greedy' bot (issue #30 "Not tuned to one opponent"): a second yardstick for the ladder,
// built unlike the rule bot and the search bot. It owes nothing to the rule bot's priorities: it
// looks one ply ahead — each of its legal choices (a seeded sample of at most MAX_CANDIDATES) is
// played in a few worlds sampled from its own view, the rest of the phase is played out at
// random, and the choice with the best average score (search.ts evaluateFor) is taken. Fair like
// the search bot (determinize.ts samples only what the seat cannot see); never offered to players.
import type { Faction } from '../model/ids.js';
import type { RngState } from '../model/state.js';
import type { Action } from '../engine/types.js';
import { legalActions } from '../engine/driver.js';
import { cloneGame } from '../../../kit/clone.js';
import type { GameView } from '../view.js';
import { nextInt, seedRng } from '../../../kit/random.js';
import { determinize } from './determinize.js';
import { actInPlace, evaluateFor, horizonFor, horizonReached, type Horizon } from './search.js';
import { seatOf } from './assess.js';
import { reason as R, type BotDecision } from './types.js';
import type { GameState } from '../model/state.js';

/** Choices looked at, at most (a seeded sample when there are more). */
const MAX_CANDIDATES = 10;
/** Worlds each choice is played in (the same worlds and streams for every choice). */
const WORLDS = 3;
/** Most decisions of one random playout. */
const MAX_PLAYOUT = 60;

function randomPlayout(g: GameState, rng: RngState, h: Horizon): void {
  for (let i = 0; i < MAX_PLAYOUT && !horizonReached(g, h); i++) {
    const seat = g.flow.pending?.seats[0] as Faction | undefined;
    if (!seat) return;
    const legal = legalActions(g, seat);
    if (legal.length === 0) return;
    actInPlace(g, seat, legal[nextInt(rng, legal.length)] as Action);
  }
}

/** A seeded sample of `k` of the legal actions, in their legal order. */
function sample(legal: readonly Action[], k: number, rng: RngState): Action[] {
  if (legal.length <= k) return [...legal];
  const idx = legal.map((_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + nextInt(rng, idx.length - i);
    [idx[i], idx[j]] = [idx[j] as number, idx[i] as number];
  }
  return idx.slice(0, k).sort((a, b) => a - b).map((i) => legal[i] as Action);
}

export function greedyDecide(view: GameView, legal: readonly Action[], rng: RngState): BotDecision {
  if (legal.length === 0) throw new Error('The greedy bot was asked to decide with no legal action');
  if (legal.length === 1) return { action: legal[0] as Action, reason: R('engine.bot.only') };
  const me = seatOf(view);
  const picked = sample(legal, MAX_CANDIDATES, rng);
  const base = `${rng.join(',')}|${nextInt(rng, 0x7fffffff)}`;
  const h = horizonFor(view, 'phase');
  const totals = picked.map(() => 0);
  for (let w = 0; w < WORLDS; w++) {
    const world = determinize(view, seedRng(`${base}|w${w}`));
    picked.forEach((a, i) => {
      const g = cloneGame(world);
      try {
        actInPlace(g, me, a);
        randomPlayout(g, seedRng(`${base}|p${w}`), h);
        totals[i] = (totals[i] as number) + evaluateFor(g, me);
      } catch {
        totals[i] = (totals[i] as number) - 60; // the sampled world rejected the line
      }
    });
  }
  let bestI = 0;
  totals.forEach((t, i) => { if (t > (totals[bestI] as number)) bestI = i; });
  return { action: picked[bestI] as Action, reason: R('engine.bot.greedy', { n: picked.length, worlds: WORLDS }) };
}
