// Identifiers shared by every part of the engine (rules 1.0, 3.11, 3.14, 3.15).

/** The two City-States (1.0). Athens acts first whenever order matters (4.0). */
export type Side = 'athens' | 'sparta';
export const SIDES: readonly Side[] = ['athens', 'sparta'];

/** The four Factions, two per Side (1.0). A seat is a Faction. */
export type Faction = 'aristocrats' | 'demagogues' | 'eurypontids' | 'agiads';
/** Order used for seats, reports and bot lists: Aristocrats, Demagogues, Eurypontids, Agiads. */
export const FACTIONS: readonly Faction[] = ['aristocrats', 'demagogues', 'eurypontids', 'agiads'];

export const FACTIONS_OF: Readonly<Record<Side, readonly [Faction, Faction]>> = {
  athens: ['aristocrats', 'demagogues'],
  sparta: ['eurypontids', 'agiads'],
};

export function sideOf(faction: Faction): Side {
  return faction === 'aristocrats' || faction === 'demagogues' ? 'athens' : 'sparta';
}
export function otherSide(side: Side): Side {
  return side === 'athens' ? 'sparta' : 'athens';
}
/** 3.2 Compatriot: the other Faction of the same Side. */
export function compatriotOf(faction: Faction): Faction {
  const [a, b] = FACTIONS_OF[sideOf(faction)];
  return faction === a ? b : a;
}

/**
 * Owners of wooden units (3.11). `the300` is the red meeple: a Spartan land unit that is
 * also a Strategos (12.4); it is kept as its own force so every unit count includes it.
 */
export type Force = 'athens' | 'delian' | 'sparta' | 'the300' | 'peloponnesian' | 'argos';
export const FORCES: readonly Force[] = ['athens', 'delian', 'sparta', 'the300', 'peloponnesian', 'argos'];
export const FORCES_OF: Readonly<Record<Side, readonly Force[]>> = {
  athens: ['athens', 'delian', 'argos'],
  sparta: ['sparta', 'the300', 'peloponnesian'],
};
export function sideOfForce(force: Force): Side {
  return force === 'athens' || force === 'delian' || force === 'argos' ? 'athens' : 'sparta';
}
/** 3.2 City-State units are Athenian or Spartan (the 300 included); League units are the rest (Argos counts as DL, 12.1). */
export function isCityStateForce(force: Force): boolean {
  return force === 'athens' || force === 'sparta' || force === 'the300';
}

/** Owners of bases (discs). Persian bases live only in Persia (13.1) and are counted separately. */
export type BaseOwner = 'athens' | 'delian' | 'sparta' | 'peloponnesian';
export const BASE_OWNERS: readonly BaseOwner[] = ['athens', 'delian', 'sparta', 'peloponnesian'];
export const BASE_OWNERS_OF: Readonly<Record<Side, readonly BaseOwner[]>> = {
  athens: ['athens', 'delian'],
  sparta: ['sparta', 'peloponnesian'],
};
export const CITY_STATE_BASE: Readonly<Record<Side, BaseOwner>> = { athens: 'athens', sparta: 'sparta' };
export const LEAGUE_BASE: Readonly<Record<Side, BaseOwner>> = { athens: 'delian', sparta: 'peloponnesian' };

export type UnitKind = 'land' | 'naval';
export const UNIT_KINDS: readonly UnitKind[] = ['land', 'naval'];

/** Theaters are numbered 1–20 (3.12); Persia is an abstract box with no links (13.1). */
export type TheaterId = number;
export type Place = TheaterId | 'persia';
export const THEATER_IDS: readonly TheaterId[] = Array.from({ length: 20 }, (_, i) => i + 1);

/** Debate issue kinds (3.14). */
export type IssueKind =
  | 'military' | 'league' | 'diplomatic' | 'oracle'
  | 'ostracism' | 'games' | 'warPeace'
  | 'citizenship' | 'colony' | 'krypteia' | 'agoge';
/** Theater issue markers (3.15) and Rumors (7.5). */
export type TheaterIssueKind = 'military' | 'league' | 'diplomatic' | 'oracle' | 'rumor';

export type WarStatus = 'war' | 'peace';
export type PlagueStatus = 'pre' | 'post';
