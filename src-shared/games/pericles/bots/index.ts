// Bots (issue "Solo play"): `decide(level, view, legal, rng)` → { action, reason }.
// A bot sees only its seat's view (never the GameState) and draws only from its own stream.
import type { Action } from '../engine/types.js';
import type { RngState } from '../model/state.js';
import type { GameView } from '../view.js';
import { pickRandom } from './random.js';
import { ruleDecide } from './rule.js';
import { searchDecide } from './search.js';
import { greedyDecide } from './greedy.js';
import { LEVELS, type PlayerLevel } from './levels.js';
import { nextFloat } from '../../../kit/random.js';
import { reason, type BotDecision, type BotLevel, type BotOptions } from './types.js';

export type { Bot, BotDecision, BotLevel, BotOptions, SearchOptions, Reason, ReasonArg } from './types.js';
export { BOT_LEVELS, isBotLevel, reason } from './types.js';
export { ruleDecide, RULE_KINDS } from './rule.js';
export { searchDecide, evaluateFor, SEARCH_DEFAULTS } from './search.js';
export { determinize } from './determinize.js';
export { greedyDecide } from './greedy.js';
export { LEVELS, PLAYER_LEVELS, isPlayerLevel, type PlayerLevel, type LevelSpec } from './levels.js';

export function randomDecide(view: GameView, legal: readonly Action[], rng: RngState): BotDecision {
  const action = pickRandom(rng, legal);
  return { action, reason: reason('engine.bot.random') };
}

/** One decision by a bot of `level`. */
export function decide(level: BotLevel, view: GameView, legal: readonly Action[], rng: RngState, opts: BotOptions = {}): BotDecision {
  switch (level) {
    case 'random': return randomDecide(view, legal, rng);
    case 'rule': return ruleDecide(view, legal, rng);
    case 'search': return searchDecide(view, legal, rng, opts.search);
    case 'greedy': return greedyDecide(view, legal, rng);
    default: return levelDecide(level, view, legal, rng, opts);
  }
}

/** A player's level (levels.ts): now and then a slip (its noise), otherwise its bot at its budget. */
function levelDecide(level: PlayerLevel, view: GameView, legal: readonly Action[], rng: RngState, opts: BotOptions): BotDecision {
  const spec = LEVELS[level];
  if (spec.noise > 0 && legal.length > 1 && nextFloat(rng) < spec.noise) {
    return { action: pickRandom(rng, legal), reason: reason('engine.bot.slip') };
  }
  if (spec.bot === 'rule' || !spec.search) return ruleDecide(view, legal, rng);
  const budgetMs = opts.levelBudgetMs ?? spec.search.budgetMs;
  return searchDecide(view, legal, rng, { ...spec.search, budgetMs, ...(opts.now ? { now: opts.now } : {}), ...(opts.sampleWorld ? { sampleWorld: opts.sampleWorld } : {}) });
}

