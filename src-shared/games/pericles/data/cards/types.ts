// Card types (3.13, 5.1, 6.2, 6.3, 7.3). The card texts themselves are reconstructed except
// for the published examples (RECONSTRUCTION.md §7); see ./DESIGN.md for provenance.
import type { Force, IssueKind, Side, TheaterId, UnitKind } from '../../model/ids.js';
import type { WillGoal } from '../../model/state.js';

/**
 * 'published': the fact appears in the rulebook (3.13 callouts, 5.13, 12.2) or in the public
 * fragments of RECONSTRUCTION.md §7. 'reconstructed': our design, consistent with the rules.
 * A published card may still carry reconstructed details; its `note` says which.
 */
export type CardProvenance = 'published' | 'reconstructed';

export type AthenianFaction = 'aristocrats' | 'demagogues';
export type SpartanFaction = 'eurypontids' | 'agiads';

/**
 * What an alignment entry matches (3.13 legend): one issue kind, 'any' issue, or every
 * issue except one ("NOT": the issue shown above NOT is excluded).
 */
export type IssueMatch = IssueKind | 'any' | { not: IssueKind };

/** Requirements of an entry (6.2 A–D). Absent keys do not constrain. */
export interface EntryConditions {
  /** 6.2 A: Pre-Plague or Post-Plague status (5.13). */
  plague?: 'pre' | 'post';
  /** 6.2 B: the playing Faction must be its City-State's Dominant Faction (EL reading, D6). */
  dominant?: true;
  /** 6.2 C: War or Peace status. The legend's "Athens must be at War" is `war: 'war'`. */
  war?: 'war' | 'peace';
  /** 6.2 D: Alcibiades in Athens, or not in Athens (i.e. in Persia, 12.2). */
  alcibiades?: 'athens' | 'persia';
}

/** One issue-alignment entry of a card half (3.13): "+bonus on issue; strategos Strategos". */
export interface AlignmentEntry {
  issue: IssueMatch;
  /** Value bonus +0…+4 added to the card value when the entry applies (6.2). */
  bonus: number;
  /** Strategos taken from the Side's stock when the entry applies, win or lose (6.21). */
  strategos: number;
  conditions?: EntryConditions;
}

/** The entries one Faction uses: its orientation of a Political card, or a Leader card. */
export interface CardHalf {
  entries: AlignmentEntry[];
  /**
   * Default (absent): when several entries apply, only the best single one counts, for both
   * bonus and Strategos award. `true`: every applying entry adds its bonus and award (a "+N
   * more if Dominant" printed as a separate icon). See DESIGN.md "Several entries".
   */
  cumulative?: true;
}

interface PoliticalCardBase {
  id: string;
  /** No game effect (3.13). Athenian cards carry the ten Athenian tribes. */
  title: string;
  /** Card value 1–5, the same in either orientation, bonuses excluded (3.13, 6.2). */
  value: number;
  provenance: CardProvenance;
  /** Which details are published and which are ours, when that is not the whole card. */
  note?: string;
}

/** A dual-orientation Political card (3.13): one half per Faction of its Side. */
export type PoliticalCard =
  | (PoliticalCardBase & { kind: 'political'; side: 'athens'; halves: Record<AthenianFaction, CardHalf> })
  | (PoliticalCardBase & { kind: 'political'; side: 'sparta'; halves: Record<SpartanFaction, CardHalf> });

/**
 * A Faction Leader card (3.13, 5.22, 6.3): one Faction's entries, plus the Strategoi Council
 * award printed for Pre- and Post-Plague status (7.3). Counted among the Side's 32 (Q41).
 */
export type LeaderCard = PoliticalCardBase & CardHalf & {
  kind: 'leader';
  side: Side;
  faction: AthenianFaction | SpartanFaction;
  council: { pre: number; post: number };
};

/** Any card of a Side's 32-card Political deck. */
export type DeckCard = PoliticalCard | LeaderCard;

/** Assembly box of a placed issue: box 0 is nobody's half; boxes 1–7 lie on a half (3.2, 6.13). */
export type IssuePlacement =
  | { box: 0; half: 'zero' }
  | { box: 1 | 2 | 3 | 4 | 5 | 6 | 7; half: 'dominant' | 'opposition' };

/**
 * The instructions of an Aristophanes card, carried out in the order listed (5.11 "all of its
 * instructions"). 'dominant' / 'opposition' name the Factions as they stand when the card is
 * drawn (the Aristophanes Phase comes before this turn's 7.2).
 */
export type AristophanesEffect =
  /**
   * 5.11 A: put the Side's debate tile of this kind in the box on that Faction's half (or in
   * box 0). A W/P tile already on that track from a Major Defeat (9.54) makes this a no-op.
   * The tile is an extra, on top of the seven Boulé picks (5.3).
   */
  | ({ type: 'placeIssue'; side: Side; kind: IssueKind } & IssuePlacement)
  /**
   * 5.11 B: add Strategos to (delta > 0) or remove them from (delta < 0) the Side's stock,
   * within the 26 tokens (A.1). Removed tokens are "set aside by an Aristophanes card" (3.2
   * Strategos Stock); our reading: they return to the stock at the end of this turn.
   */
  | { type: 'stockStrategos'; side: Side; delta: number }
  /** 5.11 B: the named Faction takes n Strategos from its Side's stock, if available (6.22). */
  | { type: 'giveStrategos'; side: Side; role: 'dominant' | 'opposition'; n: number }
  /** 5.11 B: place n units from the pool, if the pieces are available (Q1). */
  | { type: 'addUnits'; force: Force; kind: UnitKind; theater: TheaterId; n: number }
  /** 5.11 B: remove up to n units of that force there, to the pool (fewer if fewer are present). */
  | { type: 'removeUnits'; force: Force; kind: UnitKind; theater: TheaterId; n: number }
  /** 5.12 / 11.4: the Side's Will of the Assembly goal, checked in the End Phase (11.41, 11.42). */
  | { type: 'will'; side: Side; theater: TheaterId; require: WillGoal['require'] }
  /** 5.13 / 5.14: a Plague; the first one also switches the game to Post-Plague. */
  | { type: 'plague' }
  /** 12.2: Alcibiades goes to Persia for the rest of the game. */
  | { type: 'alcibiadesToPersia' };

export type AristophanesPlay =
  | 'The Acharnians' | 'The Knights' | 'The Clouds' | 'The Wasps'
  | 'Peace' | 'The Birds' | 'Lysistrata' | 'The Frogs';

/** One of the 24 Aristophanes cards: eight plays × versions A, B, C (3.13, 5.1). */
export interface AristophanesCard {
  /** e.g. 'acharnians-A'. */
  id: string;
  play: AristophanesPlay;
  version: 'A' | 'B' | 'C';
  /** Year (BC) the play was first staged. */
  year: number;
  /** A short paraphrase of the play's spirit, not a translation. */
  quote: string;
  provenance: CardProvenance;
  note?: string;
  effects: AristophanesEffect[];
}
