// A bot that overran its time budget (contract.ts `bots.overrun`): the host plays the game's quick
// fallback instead, and its reason says so in every game's words alike — the quick bot's own reason,
// then that the level ran out of time ('engine.bot.timedOut', worded by the page in each language).
import type { Reason } from './types.js';

/** The fallback's reason: `rule`, the quick bot's own, said to be played because the level ran out of time. */
export function timedOut(rule: Reason): Reason {
  return { key: 'engine.bot.timedOut', args: { rule } };
}
