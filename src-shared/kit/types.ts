// What every game's vocabulary has in common (#32 "The contract"): the host, the saves, the journal
// and the protocol hold a game's actions, reasons and "why not?"s only in these shapes. Each game's
// own types are narrower and satisfy them (Pericles: games/pericles/engine/types.ts, bots/types.ts,
// explain/types.ts).

/** A player's decision: plain JSON with a `type`; the game defines the rest of its fields. */
export interface Action {
  type: string;
  [field: string]: unknown;
}

/** An argument of a reason: words are never stored, only ids, numbers and nested reasons. */
export type ReasonArg = string | number | Reason | readonly string[];

/**
 * A line a person reads, as a message key and its arguments (never English): the page words it in
 * the player's language. Every game's keys live under `engine.` (the page's words for the rules).
 */
export interface Reason {
  key: `engine.${string}`;
  args?: Readonly<Record<string, ReasonArg>>;
}

/** One rule that refuses an option: the rule's number, a message key (under `whynot.`) and its arguments. */
export interface WhyNot {
  rule: string;
  key: `whynot.${string}`;
  args: Readonly<Record<string, string | number>>;
}
