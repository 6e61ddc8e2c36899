// Bots as the host sees them: a function from a seat's view (never the true state), its legal
// actions and the bot's own random stream to one decision. The game's PRNG is never touched, so a
// bot's choices cannot shift the game's dice.
import type { Action, Reason } from '../../src-shared/games/contract.js';
import type { RngState } from '../../src-shared/kit/random.js';
import { nextInt, seedRng } from '../../src-shared/kit/random.js';
import type { ViewMessage } from '../../src-shared/protocol/messages.js';
import { hostGame, type HostGame, type Seat } from './running.js';

/** A bot's answer with its one line of reasoning (issue "Solo play": bots log one line per decision). */
export interface BotChoice {
  action: Action;
  /** What the bot does and why, written for the bot's own seat (it may name the bot's own cards): a message key, never English. */
  reason?: Reason;
}

/** A bot may answer with a bare action or with `{ action, reason }`. */
export type BotAnswer = Action | BotChoice;

export type BotPlayer = (view: NonNullable<ViewMessage['view']>, legalActions: readonly Action[], rng: RngState) => BotAnswer | Promise<BotAnswer>;

/** The action and reason of a bot's answer, whichever shape it has. Actions never carry a field `action`. */
export function botChoice(answer: BotAnswer): { action: Action; reason: Reason | null } {
  const a = answer as Partial<BotChoice> & { type?: unknown };
  if (a && typeof a === 'object' && 'action' in a && a.action && typeof a.action === 'object' && typeof a.type !== 'string') {
    return { action: a.action, reason: isReason(a.reason) ? a.reason : null };
  }
  return { action: answer as Action, reason: null };
}

/** A reason in the shape the renderer words (a message key of the engine area and its arguments). */
function isReason(r: unknown): r is Reason {
  return !!r && typeof r === 'object' && typeof (r as Reason).key === 'string' && (r as Reason).key.startsWith('engine.');
}

/** The bots a host plays with: a level of the game's, or the random bot. A save's legacy kind plays as its level (botKindOfSeat). */
export type BotKind = `bot:${string}`;

/** Every BotKind of `game`: its levels, then the random bot. */
export function botKindsOf(game: HostGame): BotKind[] {
  return [...game.bots.levels.map((l): BotKind => `bot:${l}`), 'bot:random'];
}

/** Every BotKind of the first game. */
export const BOT_KINDS = botKindsOf(hostGame());

/** The bot that plays a bot seat: its kind, or for a save from before the levels, the level its kind became. */
export function botKindOfSeat(kind: BotKind, game: HostGame = hostGame()): BotKind {
  const now = game.bots.legacyKinds[kind];
  return now?.startsWith('bot:') ? `bot:${now.slice('bot:'.length)}` : kind;
}

/** Picks a uniformly random legal action. */
export const randomBot: BotPlayer = (_view, legalActions, rng) => {
  if (legalActions.length === 0) throw new Error('randomBot was asked to decide with no legal action.');
  return legalActions[nextInt(rng, legalActions.length)] as Action;
};

/**
 * A bot's random stream for one decision, derived from a bot seed, the seat and how many
 * decisions the game has seen: reproducible after a save and load without storing bot state.
 */
export function botRng(botSeed: string, seat: Seat, decisionIndex: number): RngState {
  return seedRng(`bot|${botSeed}|${seat}|${decisionIndex}`);
}

/** The bot that plays `kind` in `game`; undefined: the random bot plays it. */
export type GameBots = (game: HostGame, kind: BotKind) => BotPlayer | undefined;

/**
 * The host's bots from its `bots` option: a GameBots (the web and Electron hosts pass workerBots(),
 * botPlayers.ts, whose levels think in a worker for every game), or decision makers per bot kind for
 * every game (the unit tests). A kind given none plays randomly.
 */
export function gameBots(given: Partial<Record<BotKind, BotPlayer>> | GameBots = {}): (game: HostGame, kind: BotKind) => BotPlayer {
  return (game, kind) => (typeof given === 'function' ? given(game, kind) : given[kind]) ?? randomBot;
}

/** The bot level a bot kind plays at ('bot:expert' → 'expert', 'bot:random' → 'random'). */
export function botLevelOf(kind: BotKind): string {
  return kind.slice('bot:'.length);
}
