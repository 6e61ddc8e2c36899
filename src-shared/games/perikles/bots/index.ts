// Perikles' bots (#33), every one deciding from a seat's view only: the levels a player may give a
// seat, in the players' order, and the test bots (random, rule, search).
import type { Action } from '../../../kit/types.js';
import type { BotDecision } from '../../contract.js';
import type { RngState } from '../../../kit/random.js';
import { nextInt } from '../../../kit/random.js';
import { EngineError } from '../../../kit/errors.js';
import type { PeriklesView } from '../view.js';
import { ruleDecide } from './rule.js';
import { SEARCH_LEVELS, searchDecide, type SearchBudget } from './search.js';

/** Offered on the start screen, weakest first: easy = the rule bot with noise, normal = the rule bot, hard = search. */
export const PERIKLES_LEVELS = ['easy', 'normal', 'hard'] as const;
/** Bots for tests, sims and benches only. */
export const PERIKLES_TEST_BOTS = ['random', 'rule', 'search'] as const;
export const PERIKLES_BOTS: readonly string[] = [...PERIKLES_LEVELS, ...PERIKLES_TEST_BOTS];

/** The easy level's blur of the rule bot's scores. */
const EASY_NOISE = 2;

export function decidePerikles(level: string, view: PeriklesView, legal: readonly Action[], rng: RngState, opts?: { budget?: SearchBudget }): BotDecision {
  if (!PERIKLES_BOTS.includes(level)) throw new EngineError('bad-setup', `No bot plays at level "${level}".`);
  if (legal.length === 0) throw new EngineError('illegal-action', 'No legal action to choose from.');
  switch (level) {
    case 'random': return { action: legal[nextInt(rng, legal.length)]!, reason: { key: 'engine.bot.random' } };
    case 'rule': return ruleDecide(view, legal, rng);
    case 'easy': return ruleDecide(view, legal, rng, EASY_NOISE);
    case 'normal': return ruleDecide(view, legal, rng);
    default: return searchDecide(view, legal, rng, opts?.budget ?? SEARCH_LEVELS[level === 'search' ? 'deep' : level]!);
  }
}
