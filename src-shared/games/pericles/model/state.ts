// GameState: the whole game as plain JSON (no classes, Maps or functions) so it can be
// saved, diffed, sent over IPC and replayed. See ../../../shared/ARCHITECTURE.md.
import type {
  BaseOwner, Faction, Force, IssueKind, PlagueStatus, Side, TheaterIssueKind, WarStatus,
} from './ids.js';
import type { DecisionKind } from '../decisions/registry.js';

/**
 * Who plays a seat: a human, or a bot at a player's level (bots/levels.ts, #30). 'bot:random' is
 * for tests and simulations only (never offered to players). 'bot:rule' and 'bot:search' are the
 * kinds of saves made before the levels: they still load, played as Normal and Hard
 * (LEGACY_SEAT_KINDS); the new-game screen never offers them (nor 'bot:random').
 */
export const SEAT_KINDS = ['human', 'bot:easy', 'bot:normal', 'bot:hard', 'bot:expert', 'bot:random', 'bot:rule', 'bot:search'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];
/** The kinds of saves made before the levels, and the kind each is played as now. */
export const LEGACY_SEAT_KINDS = { 'bot:rule': 'bot:normal', 'bot:search': 'bot:hard' } as const satisfies Partial<Record<SeatKind, SeatKind>>;
export type LegacySeatKind = keyof typeof LEGACY_SEAT_KINDS;
/** The kind a seat is played as today: a legacy kind becomes its level, any other stays. */
export function currentSeatKind(kind: SeatKind): Exclude<SeatKind, LegacySeatKind> {
  return kind in LEGACY_SEAT_KINDS ? LEGACY_SEAT_KINDS[kind as LegacySeatKind] : kind as Exclude<SeatKind, LegacySeatKind>;
}

export interface UnitCounts { land: number; naval: number }

/** Contents of one numbered theater (3.12). */
export interface TheaterState {
  /** Units per owner; `the300` holds 0 or 1 land unit (12.4). */
  units: Record<Force, UnitCounts>;
  bases: Record<BaseOwner, number>;
  /** Treachery markers of each Side in this theater (9.8). */
  treachery: Record<Side, number>;
}

/** A debate issue tile on a City-State's Assembly track (3.12, 6.13). */
export interface TrackIssue {
  id: string;
  kind: IssueKind;
  /**
   * Position p ∈ −7…+7 (6.13 position model): 0 is box 0; positive boxes are the half of the
   * Side's first Faction (Aristocrats / Eurypontids), negative the second (Demagogues / Agiads).
   */
  pos: number;
  /** 6.15: reached box 7; won automatically and never debated again this turn. */
  captured: boolean;
  /** Where the tile came from (5.3 extras are on top of the seven Boulé picks). */
  source: 'boule' | 'aristophanes' | 'majorDefeat' | 'hostages';
}

/** A Theater issue marker (3.15) or Rumor (7.5) as held by a Faction or lying on the map. */
export interface TheaterMarker {
  id: string;
  /** Owning Faction (3.2): it resolves the marker, whoever placed or revealed it (7.51). */
  owner: Faction;
  kind: TheaterIssueKind;
}
export interface PlacedMarker extends TheaterMarker { placedBy: Faction }

/** Will of the Assembly goal set by an Aristophanes card (5.12, 11.4). */
export interface WillGoal {
  theater: number;
  /** 11.41 build or convert a League base; 11.42 control or contest. */
  require: 'buildOrConvertBase' | 'control' | 'controlOrContest';
  /** 11.41: ignored when the Side had no base discs left at the Aristophanes Phase. */
  ignored: boolean;
  /** 11.41: set when the Side built or converted a base there this turn. */
  baseActionTaken: boolean;
}

export interface CityStateState {
  dominant: Faction;
  /** 7.2 Assembly Favor: +1 favours the Side's first Faction, −1 the second, 0 neutral. */
  favor: -1 | 0 | 1;
  track: TrackIssue[];
  /** Side-specific tiles removed from the game after resolution (7.44, 7.45; Q12). */
  removedIssues: IssueKind[];
  /** Strategos Stock (3.2). */
  stock: number;
  /** Strategoi Council (5.31, 7.3). */
  council: number;
  /** 11.4: Strategos withheld from the stock until the end of the next turn (Q31). */
  withheld: number;
  /** Turn at whose end `withheld` returns to the stock. */
  withheldUntilTurn: number;
  /** 9.46: at most one Hostage marker per Side. */
  hostage: boolean;
  politicalDeck: string[];
  discard: string[];
  battleDeck: string[];
  will: WillGoal | null;
  /** 9.54: only the first Major Defeat of a turn has an effect. */
  majorDefeatThisTurn: boolean;
}

export interface FactionState {
  honor: number;
  /** Strategos tokens behind the shield (4.1 B): secret. */
  strategos: number;
  hand: string[];
  entourage: string[];
  /** 5.22: used its Brain Trust this turn, so next turn it is dealt 6 and forms no Entourage. */
  brainTrustUsed: boolean;
  /** Set at 5.21 from last turn's `brainTrustUsed`. */
  dealtSixThisTurn: boolean;
  /** Theater markers held, to place in 8.3 (secret, 4.1 C). */
  markers: TheaterMarker[];
}

export interface LogEntry {
  /** Turn and rule number the entry applies. */
  turn: number;
  rule: string;
  /** A stable message key; the renderer formats it. */
  msg: string;
  args: Record<string, string | number | boolean | null>;
  /** Absent: public. Otherwise only these seats may see it (4.1). */
  to?: Faction[];
}

/** Random number generator state: sfc32 over four 32-bit words (see rules/random.ts). */
import type { RngState } from '../../../kit/random.js';
export type { RngState };

export interface GameState {
  /** Bumped when GameState's shape changes; saves migrate across versions. */
  format: number;
  scenario: string;
  seed: string;
  /** Who plays each Faction; the engine treats every seat alike, the host asks bots. */
  seats: Record<Faction, SeatKind>;
  /** Solo handicap (engine/handicap.ts): Honor added at setup to each Faction in `handicapped`. Absent: none. */
  handicap?: number;
  /** The Factions the handicap went to. Absent with a handicap: a game begun before #29 (every bot Faction). */
  handicapped?: Faction[];
  rng: RngState;
  turn: number;
  lastTurn: number;
  war: WarStatus;
  plague: PlagueStatus;
  /** 14.43 Campaign: Plague losses are permanent. */
  plagueLossesPermanent: boolean;
  alcibiades: 'athens' | 'persia';
  /** 12.3: face up (usable) or flipped until next turn. */
  stateShipAvailable: boolean;
  /** 13.2: the Persian War in progress keeps theater 20 in play; 'callias' once peace is made (13.21). */
  persianWar: 'inProgress' | 'callias';
  persianBases: number;
  /** 13.1 (Q36): once Persia opens to issue placement it stays open. */
  persiaOpen: boolean;
  /** Permanent plague removals (14.43): units out of the game per force. */
  lostForGood: Record<Force, { land: number; naval: number }>;
  theaters: Record<string, TheaterState>;
  sides: Record<Side, CityStateState>;
  factions: Record<Faction, FactionState>;
  aristophanesDeck: string[];
  aristophanesDiscard: string[];
  currentAristophanes: string | null;
  /** LIFO queues of face-down markers per place: '1'…'20' and 'persia' (8.31). Last = top. */
  queues: Record<string, PlacedMarker[]>;
  /** 8.1: fixed at the start of the Theater Phase. */
  honorOrder: Faction[];
  /** 11.13: Athens began this turn with a base in a Granary theater. */
  athensGranaryAtTurnStart: boolean;
  /** Scenario switches (14.x): automatic Honor victory allowed, Peace ends the game, etc. */
  rules: ScenarioRules;
  /** Where the turn sequence stands and what it waits for. */
  flow: Flow;
  log: LogEntry[];
  result: GameResult | null;
  /** Monotonic id source for tiles and markers, so ids never depend on Math.random. */
  nextId: number;
}

export interface ScenarioRules {
  automaticHonorVictory: boolean;
  /** 7.41 C: the scenario ends at once when Peace is declared in one of these turns. */
  peaceEndsGameInTurns: number[];
  /** 11.14: end-of-game bonuses are scored on the last turn. */
  endOfGameBonuses: boolean;
  /** Phases a training scenario plays; the rest of the turn is skipped. */
  phases: Phase[];
  /** Training: the only theaters in play (markers, moves, redeployment); absent = whole map. */
  playArea?: number[];
  /** Training: only this City-State's Assembly is played; its two Factions compete alone. */
  soloCity?: Side;
  /** Campaign "Ravages of War" (our design for the lost 14.43), applied when War is declared. */
  ravagesOfWar?: { declarerHonorLoss: number };
}

/** 4.0: the phases of a turn, in order: the one list of them (the turn table and the statechart follow it). */
export const TURN_PHASES = [
  'aristophanes', 'politicalCards', 'boule', 'assembly', 'political', 'theaterPlacement', 'theaterResolution', 'end',
] as const;

export type Phase = (typeof TURN_PHASES)[number] | 'over';

export interface GameResult {
  reason: 'honor' | 'conquest' | 'granaries' | 'endOfGame' | 'peace' | 'draw' | 'scenario';
  winningSide: Side | null;
  winner: Faction | null;
  rule: string;
}

/**
 * The turn sequence position (4.0). `segment` names the sub-step inside the phase; `pending`
 * lists who must decide now. Simultaneous secret choices (debate cards, Strategos allocation,
 * Boulé picks) keep each seat's answer in `secret` until all have answered (4.1).
 */
export interface Flow {
  phase: Phase;
  segment: string;
  pending: Pending | null;
  /** Segment-local scratch data (plain JSON), e.g. the current debate or expedition. */
  data: Record<string, unknown>;
}

export interface Pending {
  /** Decision kind, e.g. 'entourage.keep', 'debate.card' (decisions/registry.ts); the UI's `data-prompt`. */
  kind: DecisionKind;
  /** Seats that still owe an answer. */
  seats: Faction[];
  /** Rule number the decision belongs to (shown in the status line). */
  rule: string;
  /** Answers already given to a simultaneous secret choice, hidden from other seats. */
  secret: Partial<Record<Faction, unknown>>;
}
