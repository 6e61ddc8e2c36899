// The rulebook's amounts as data (#15 item 5): the Honor of the 10.12 Honor Summary (its row,
// Spanish lettering) and the costs and limits the political, theater, military and end rules
// use. Each entry names its rule; the rule code reads the value from here, never a literal.
// Provenance as in board.ts: 'confirmed' = stated by the rulebook text (both editions).
import type { Provenance } from './board.js';

export interface RuleAmount {
  value: number;
  rule: string;
  provenance: Provenance;
  /** The 10.12 Honor Summary row (Spanish letters), when the summary lists it. */
  summary?: string;
}

const stated = (value: number, rule: string, summary?: string): RuleAmount =>
  ({ value, rule, provenance: 'confirmed', ...(summary ? { summary } : {}) });

/** Honor gained (or, for a loss, the amount lost) by event. */
export const HONOR = {
  /** Each W/P-winning Faction when Peace is declared. */
  peace: stated(10, '7.41 B', 'A'),
  /** The Oration swing's cap, either way (1 per point of difference). */
  orationCap: stated(3, '7.1', 'B, C'),
  /** Ostracism: the winner gains it, its Compatriot loses it. */
  ostracism: stated(3, '7.1', 'D'),
  /** Favor already in the Faction's own box: +1, the Compatriot −1. */
  favor: stated(1, '7.2'),
  /** Games at Peace. */
  games: stated(3, '7.43 A'),
  citizenship: stated(2, '7.44 A'),
  colony: stated(2, '7.44 B'),
  /** The Oracle removes an enemy League unit. */
  oracleRemove: stated(1, '8.53', 'I'),
  /** The Oracle's Honor option. */
  oracle: stated(3, '8.53', 'J'),
  /** Persian War and Athens does not hold the Eastern Mediterranean: the Athenian Dominant Faction loses it. */
  eastMedNotHeld: stated(1, '13.22', 'K'),
  /** A friendly base built or converted by a League issue (and a Persian base, 13.1). */
  leagueBase: stated(2, '8.52', 'M'),
  /** An enemy base converted by Diplomacy: the owner gains it, the enemy Dominant Faction loses it. */
  diplomacyConvert: stated(2, '8.51', 'N'),
  raid: stated(3, '9.2', 'O'),
  /** The Will of the Assembly met: both Factions gain it; failed: both lose it. */
  will: stated(5, '11.4', 'P, Q'),
  /** Political Capital: 1 Honor per this many Strategos returned (fractions lost). */
  politicalCapitalPer: stated(4, '8.6', 'R'),
  /** Conquest or Granary victory: the winning Side's Dominant gains it, its Opposition loses it. */
  sideVictory: stated(5, '11.12, 11.13'),
  /** End of game: each Side's Dominant gains it, its Opposition loses it. */
  politicalBonus: stated(5, '11.14 A'),
} as const satisfies Record<string, RuleAmount>;

/** Strategos costs, commitment limits and other counts. */
export const LIMITS = {
  /** Games at Peace: Strategos to the winner, if the stock has them. */
  gamesStrategos: stated(3, '7.43 B'),
  /** Krypteia: most Athenian units removed. */
  krypteiaMax: stated(6, '7.45 A'),
  /** Agoge: most Spartan land units built. */
  agogeMax: stated(3, '7.45 B'),
  /** Rumor markers each Faction receives every turn. */
  rumorsPerTurn: stated(2, '7.5'),
  /** Diplomacy: most Strategos the owner commits to an enemy or contested theater. */
  diplomacyCommitMax: stated(3, '8.51'),
  /** Diplomacy in a neutral theater: most Strategos the owner / its rival commits. */
  neutralOwnerMax: stated(5, '8.51'),
  neutralOtherMax: stated(4, '8.51'),
  /** League issue: Strategos to build a base / to convert a League base to a City-State base. */
  buildBaseCost: stated(4, '8.52'),
  convertBaseCost: stated(2, '8.52'),
  /** League issue in Sparta with a DL base: most Argos land units built. */
  argosMax: stated(4, '12.1'),
  /** The Oracle's Treachery option: markers placed in that many theaters at most. */
  oracleTreacheryTheaters: stated(3, '8.53'),
  /** Declining a Military issue costs this many Strategos. */
  declineMilitary: stated(1, '8.5'),
  /** Raid: Strategos it costs. */
  raidCost: stated(3, '9.2'),
  /** Muster: most Strategos committed by the CinC / by any other Faction. */
  cincCommitMax: stated(5, '9.31'),
  otherCommitMax: stated(4, '9.31'),
  /** Major Defeat: the W/P box the loser's issue is placed in. */
  majorDefeatBox: stated(2, '9.54'),
  /** The Will failed: Strategos set aside from the Side's stock until the end of next turn. */
  willStrategos: stated(5, '11.4'),
} as const satisfies Record<string, RuleAmount>;
