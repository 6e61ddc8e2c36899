// Scenario setups as data (Playbook 14.0 is lost to us: RECONSTRUCTION.md §8).
import type { BaseOwner, Faction, Force, Side, TheaterId, TheaterIssueKind } from '../../model/ids.js';
import { TURN_PHASES, type Phase, type ScenarioRules, type UnitCounts } from '../../model/state.js';
import type { Provenance } from '../board.js';

export interface TheaterSetup {
  units?: Partial<Record<Force, Partial<UnitCounts>>>;
  bases?: Partial<Record<BaseOwner, number>>;
  treachery?: Partial<Record<Side, number>>;
}

/** Theater issue markers (3.15) a training scenario hands a Faction instead of the 7.5 award. */
export interface MarkerGrant {
  kind: TheaterIssueKind;
  count: number;
}

/**
 * "Ravages of War": our design standing in for the lost Campaign rule 14.43 that 7.41 A refers
 * to. Always labelled as our design wherever it is shown or applied.
 */
export interface RavagesOfWar {
  provenance: 'reconstructed';
  /** The rule in plain words, as shown to the players (it says it is our design). */
  text: string;
  /** 7.41 A: applies every time War is declared (Peace → War), and at no other time. */
  trigger: 'warDeclared';
  /**
   * Honor lost by each Faction that won the W/P issue which declared War (breaking the
   * treaty; the Spartans blamed their misfortunes on it, Thucydides 7.18). Floor 0 (3.12).
   */
  declarerHonorLoss: number;
  /**
   * Each Side ravages the other's countryside, Athens first (7.4): its Dominant Faction reveals
   * and discards the top card of its own Side's Battle deck; the enemy Dominant Faction loses
   * that card's value in Strategos (to its stock), any shortfall as Honor (as 9.2 steps 3–4).
   */
  ravage: { by: 'eachSide'; loss: 'battleCardValue'; shortfall: 'honor' };
}

/** Wins per Side in a number of games. */
export interface BalanceSample {
  games: number;
  athensWins: number;
  spartaWins: number;
  draws: number;
}

/**
 * Measured balance: games played with the same bot level in all four seats (scripts/balance.ts),
 * results per Side. `note` gives the 95% Wilson interval of Athens' share and what was changed.
 */
export interface ScenarioBalance extends BalanceSample {
  bots: string;
  /**
   * The same sample's first games (seeds `<seed>-0` …), as scripts/balance.ts prints them: what
   * tests/unit/shared/games/pericles/data/scenarios/balanceRecord.test.ts replays exactly (the whole sample is minutes of
   * play; `BALANCE_FULL=1` replays it all).
   */
  replayed: BalanceSample;
  note: string;
}

/** How hard a scenario is for a newcomer, as the start screen says it. */
export type ScenarioDifficulty = 'introductory' | 'intermediate' | 'advanced';

/**
 * How the start screen offers a scenario to players. A scenario without it (the development
 * setup) is not offered: the command line and the tests still start it by id.
 */
export interface ScenarioForPlayers {
  difficulty: ScenarioDifficulty;
  /** The Faction a solo player should take; bots play the other three. */
  soloSeat: Faction;
  /** The one scenario a newcomer should play first. */
  firstGame?: boolean;
}

export interface ScenarioSetup {
  id: string;
  name: string;
  /** Short historical introduction shown before starting. */
  intro: string;
  /** Victory conditions in plain words, shown before starting. */
  victory: string;
  provenance: Provenance;
  provenanceNote: string;
  firstTurn: number;
  lastTurn: number;
  war: 'war' | 'peace';
  plague: 'pre' | 'post';
  plagueLossesPermanent: boolean;
  alcibiades: 'athens' | 'persia';
  persianWar: 'inProgress' | 'callias';
  persianBases: number;
  dominant: Record<Side, Faction>;
  favor: Record<Side, -1 | 0 | 1>;
  honor: Record<Faction, number>;
  theaters: Record<number, TheaterSetup>;
  /**
   * Aristophanes cards in the deck; 'all' for the whole deck. Only plays staged by the
   * scenario's last year. An empty list means no card is drawn in any turn (5.1 is skipped).
   */
  aristophanes: 'all' | string[];
  hostages?: Partial<Record<Side, boolean>>;
  rules: ScenarioRules;
  /** Training: theater markers each Faction holds at the start ("issues given"). */
  markers?: Partial<Record<Faction, MarkerGrant[]>>;
  /** Training: Strategos each Faction holds at the start, taken from its Side's stock ("Strategos given"). */
  strategos?: Partial<Record<Faction, number>>;
  /**
   * Training: the only theaters in play. Markers may be placed only there (and in Persia under
   * 13.1); no unit may move, stop or redeploy outside them. Absent: the whole map.
   */
  playArea?: TheaterId[];
  /**
   * Training: only this City-State's Assembly is played (Boulé, Assembly, Political Phase); the
   * other Side places no tiles and debates nothing. Only its two Factions compete: at the end
   * the one with more Honor wins, the Dominant Faction winning ties.
   */
  soloCity?: Side;
  /** Win rates measured with equal bots (issue "Scenarios", Balance). */
  balance?: ScenarioBalance;
  /** Campaign: the "Ravages of War" rule (our design for 14.43). */
  ravagesOfWar?: RavagesOfWar;
  /** Absent: not offered on the start screen (the development setup). */
  forPlayers?: ScenarioForPlayers;
}

/** Every phase of a turn (4.0): a scenario that plays whole turns. */
export const ALL_PHASES: Phase[] = [...TURN_PHASES];

/** The political half of a turn (5.0–7.0); the End Phase still closes the turn and decides victory. */
export const POLITICAL_PHASES: Phase[] = ['aristophanes', 'politicalCards', 'boule', 'assembly', 'political', 'end'];

/** The theater half of a turn (8.0–10.0); the End Phase still closes the turn and decides victory. */
export const THEATER_PHASES: Phase[] = ['theaterPlacement', 'theaterResolution', 'end'];

/** Turns are six years: turn 1 = 460–455 … turn 10 = 406–401 (RECONSTRUCTION.md §8). */
export function turnYears(turn: number): { from: number; to: number } {
  const from = 460 - 6 * (turn - 1);
  return { from, to: from - 5 };
}
