// Bot reasons shown to people (issue "Solo play": bots log one line of reasoning per decision;
// moved from src-main/host/bots.ts, #32).
//
// A bot seat has no human viewer, so every person is "another seat" for a bot's reason, and the
// reasons are written for the bot's own seat: they name its hand, Entourage, secret Strategos
// commitments and face-down markers. The host therefore publishes a public variant:
// - once the game is over, every reason in full (nothing is hidden any more);
// - before that, the full reason only for decisions in PUBLIC_REASON_KINDS, whose action shows face
//   up in the public log at once and whose rule-bot reasoning uses only public facts, with any card
//   id blanked all the same;
// - every other decision (debate cards, Boule picks, Entourages, secret commitments, marker
//   placement, diplomacy bids, ...) is published as withheld (`reason: null`) until the game ends.
// Default-deny: a decision kind added later stays withheld until someone checks its reasons.
import { kindsWhere } from './decisions/registry.js';
import { reason as R, type Reason, type ReasonArg } from './bots/types.js';

/** Decision kinds whose reasons may be shown while the game runs (see above): the registry's `publicReason`. */
export const PUBLIC_REASON_KINDS: ReadonlySet<string> = kindsWhere('publicReason');

/** Political card ids ("ath-07", "spa-30", "leader-agiads"): never shown in a public reason. */
const CARD_ID = /^(?:(?:ath|spa)-\d+|leader-[a-z]+)$/;

/** The reason as another seat may read it now, or null when it stays withheld. */
export function publicReason(kind: string, reason: Reason, gameOver: boolean): Reason | null {
  if (gameOver) return reason;
  if (!PUBLIC_REASON_KINDS.has(kind)) return null;
  return blankCards(reason);
}

/** Every card id in the reason's arguments (nested ones too) becomes "a card". */
function blankCards(r: Reason): Reason {
  if (!r.args) return r;
  const blank = (v: ReasonArg): ReasonArg => {
    if (typeof v === 'string') return CARD_ID.test(v) ? R('engine.bot.aCard') : v;
    if (typeof v === 'number') return v;
    if (Array.isArray(v)) return v.some((x: string) => CARD_ID.test(x)) ? R('engine.bot.someCards') : v;
    return blankCards(v as Reason);
  };
  const args: Record<string, ReasonArg> = {};
  for (const [k, v] of Object.entries(r.args)) args[k] = blank(v);
  return { key: r.key, args };
}
