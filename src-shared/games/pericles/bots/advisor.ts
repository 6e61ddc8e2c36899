// "What would the bot do?" (#17.4): the rule bot's choice and its reason for a seat's open
// decision, from that seat's own view only. The rule bot reads nothing but the view (rule.ts);
// nothing hidden needs sampling for it (determinize.ts serves the search bot, which plays games
// out). Its random stream (ties, kinds without a rule) is seeded from public facts of the view,
// so the same position always gets the same advice, and hidden cards cannot change it.
import type { Action } from '../engine/types.js';
import type { GameView } from '../view.js';
import { seedRng } from '../../../kit/random.js';
import { ruleDecide } from './rule.js';
import type { BotDecision } from './types.js';

export type Advice = BotDecision;

/**
 * The advisor's seed: the scenario, the turn, where in the turn, the decision and the seat, and
 * how many public log entries there are (entries written only to this seat are left out).
 */
export function advisorSeed(view: GameView): string {
  const publicEntries = view.log.filter((e) => !e.to).length;
  return ['advisor', view.scenario, view.turn, view.phase, view.segment, view.pending?.kind ?? '', view.seat, publicEntries].join('|');
}

/** The rule bot's answer to the seat's open decision, among `legal` (the seat's legal actions). */
export function advise(view: GameView, legal: readonly Action[]): Advice {
  if (view.seat === 'spectator') throw new Error('The advisor needs a seat');
  if (legal.length === 0) throw new Error('No legal action to advise');
  return ruleDecide(view, legal, seedRng(advisorSeed(view)));
}
