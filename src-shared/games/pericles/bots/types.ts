// The bot contract (issue "Solo play", ARCHITECTURE.md "Bots"): a bot sees only its seat's view,
// the legal actions and its own seeded random stream, and returns one action with one line of
// readable reasoning. It never receives the GameState.
import type { Action } from '../engine/types.js';
import type { GameView } from '../view.js';
import type { GameState, RngState } from '../model/state.js';

/** The levels a player chooses (levels.ts says what each is made of). */
export type PlayerLevel = 'easy' | 'normal' | 'hard' | 'expert';
export const PLAYER_LEVELS: readonly PlayerLevel[] = ['easy', 'normal', 'hard', 'expert'];

export function isPlayerLevel(s: string): s is PlayerLevel {
  return (PLAYER_LEVELS as readonly string[]).includes(s);
}

/**
 * The bots that can decide: the players' levels (levels.ts), and the bots they are made of —
 * random (tests and simulations only), rule, search — with greedy, the ladder's second yardstick.
 */
export type BotLevel = 'random' | 'rule' | 'greedy' | 'search' | PlayerLevel;
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'rule', 'greedy', 'search', ...PLAYER_LEVELS];

export function isBotLevel(s: string): s is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(s);
}

/**
 * A line a person reads, as a message key and its arguments, never English (#18): the renderer
 * words it in the player's language (src-renderer/games/pericles/i18n/en.engine.ts, src-renderer/games/pericles/game/engineText.ts),
 * so logs and saves stay language-neutral. Argument names say how a value is shown: card a card id,
 * cards card ids, issue an issue kind, theater/from/to/place a theater, force a force, unitKind a
 * unit kind, status a theater status, margin/pos a signed number; a nested Reason as its words;
 * any other number as a number.
 */
export interface Reason {
  key: `engine.${string}`;
  args?: Readonly<Record<string, ReasonArg>>;
}
export type ReasonArg = string | number | Reason | readonly string[];

/** A Reason from its key and arguments. */
export function reason(key: Reason['key'], args?: Record<string, ReasonArg>): Reason {
  return args ? { key, args } : { key };
}

export interface BotDecision {
  action: Action;
  /** One line a person can read: what the bot does and why. */
  reason: Reason;
}

export interface SearchOptions {
  /** Playout iterations (the determinism unit): same view, legal, seed and cap → same choice. */
  iterations?: number;
  /** Wall-clock cap in ms on top of the iteration cap (default 1000). */
  budgetMs?: number;
  /** Clock for the time cap; default performance.now(). Inject a fake one for tests. */
  now?: () => number;
  /** Playout horizon: 'phase' (end of the current phase, default) or 'turn'. */
  horizon?: 'phase' | 'turn';
  /** Most decisions one playout may take before it is cut and evaluated. */
  maxPlayoutDecisions?: number;
  /** Candidate actions searched at most (the rest are pruned by the rule bot's order). */
  maxCandidates?: number;
  /**
   * How many standard errors of the paired differences an alternative must be ahead by to replace
   * the rule bot's choice (default 1): the more alternatives, the more often one is ahead by chance.
   */
  standardErrors?: number;
  /**
   * Where each round's world comes from; default `determinize` (a state consistent with the seat's
   * view). Only the ladder's omniscient measurement replaces it with the true state (#30 "Honest
   * strength"); the app never sets it.
   */
  sampleWorld?: (view: GameView, rng: RngState) => GameState;
}

export interface BotOptions {
  /** Options of the bare 'search' bot (a level's search is its own, levels.ts). */
  search?: SearchOptions;
  /** Overrides every level's time cap (the ladder lifts it, so a seed alone fixes its games). */
  levelBudgetMs?: number;
  /** Clock for the levels' time cap; default performance.now(). */
  now?: () => number;
  /** Ladder and tests only: the levels' search samples this (the true state) instead of worlds from the view. */
  sampleWorld?: SearchOptions['sampleWorld'];
}

/** `decide(view, legal, rng) → { action, reason }`. */
export type Bot = (view: GameView, legal: readonly Action[], rng: RngState) => BotDecision;
