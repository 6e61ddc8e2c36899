// Bots as the host sees them: a function from a seat's view (never the true state), its legal
// actions and the bot's own random stream to one decision. The game's PRNG is never touched, so a
// bot's choices cannot shift the game's dice.
import type { Action, GameView } from '../../src-shared/engine.js';
import type { Faction } from '../../src-shared/model/ids.js';
import type { RngState, SeatKind } from '../../src-shared/model/state.js';
import { nextInt, seedRng } from '../../src-shared/rules/random.js';

export type BotPlayer = (view: GameView, legalActions: readonly Action[], rng: RngState) => Action | Promise<Action>;

export type BotKind = Exclude<SeatKind, 'human'>;

/** Picks a uniformly random legal action. */
export const randomBot: BotPlayer = (_view, legalActions, rng) => {
  if (legalActions.length === 0) throw new Error('randomBot was asked to decide with no legal action.');
  return legalActions[nextInt(rng, legalActions.length)] as Action;
};

/**
 * A bot's random stream for one decision, derived from a bot seed, the seat and how many
 * decisions the game has seen: reproducible after a save and load without storing bot state.
 */
export function botRng(botSeed: string, seat: Faction, decisionIndex: number): RngState {
  return seedRng(`bot|${botSeed}|${seat}|${decisionIndex}`);
}

/** 'bot:rule' and 'bot:search' are not written yet; until then every bot kind plays randomly. */
export const DEFAULT_BOTS: Record<BotKind, BotPlayer> = {
  'bot:random': randomBot,
  'bot:rule': randomBot,
  'bot:search': randomBot,
};
