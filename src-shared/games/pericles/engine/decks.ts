// The engine's view of the decks and stocks it deals from (data in src-shared/games/pericles/data).
import type { Faction, Side } from '../model/ids.js';
import type { RngState } from '../model/state.js';
import { ALL_ARISTOPHANES_IDS } from '../data/cards/aristophanes.js';
import { LEADER_CARD_IDS, POLITICAL_DECK_IDS, isLeaderCard as isLeader } from '../data/cards/political.js';
import { STRATEGOS_PER_SIDE as STRATEGOS_LIMITS } from '../data/components.js';
import { shuffleInPlace } from '../../../kit/random.js';

export const ARISTOPHANES_IDS: readonly string[] = ALL_ARISTOPHANES_IDS;
/** 2.0: each Side's Strategos tokens, all in its stock at setup. */
export function strategosSupply(side: Side): number {
  return STRATEGOS_LIMITS[side].value;
}

/** All 32 Political cards of a Side, Leaders included (Q41). */
export function politicalCardIds(side: Side): string[] {
  return [...POLITICAL_DECK_IDS[side]];
}
export function leaderCardOf(faction: Faction): string {
  return LEADER_CARD_IDS[faction];
}
export function isLeaderCard(id: string): boolean {
  return isLeader(id);
}
/** 3.3: a Side's shuffled Political deck without its Leaders (5.22: Leaders are never dealt). */
export function shuffledPoliticalDeck(rng: RngState, side: Side): string[] {
  return shuffleInPlace(rng, politicalCardIds(side).filter((c) => !isLeader(c)));
}
