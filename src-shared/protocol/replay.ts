// What a client receives about replays (src-main/host/replay.ts computes them): part of the one
// protocol between the host and its clients.
import type { Action, GameWire, Reason } from './wire.js';

export type DivergenceReason =
  /** The game built from scenario + seed + seats already differs from the saved one's start. */
  | 'setup'
  /** The current rules refuse decision `at` (or fail on it). */
  | 'refused'
  /** After decision `at`, the replayed log is no longer the saved game's log. */
  | 'log'
  /** Every decision replays and the log matches, but the final position differs. */
  | 'final'
  /** The snapshot holds no game this version can read. */
  | 'unreadable';

export interface Divergence {
  /** 1-based index of the first decision whose replay departs from the saved game (0: setup). */
  at: number;
  /** Decisions in the save. */
  total: number;
  reason: DivergenceReason;
  /** Turn and phase of the replayed game just before decision `at`. */
  turn?: number;
  phase?: string;
  /** A sentence for the player. */
  message: string;
  /** Technical detail (the rules' refusal, the differing log entry): host-side only, it may
   *  quote a seat's private log entry. Never sent to clients (see publicDivergence). */
  detail?: string;
}

export interface ReplayTurn<W extends GameWire = GameWire> {
  turn: number;
  /** The state index (decisions applied) at which this turn is first reached. */
  at: number;
  /** The turn's public mark when it began, for the turn list in words (Pericles: War or Peace, "Turn 3 · War"). */
  war?: W['turnMark'];
}

/** Which game to replay: the one being played, or a save by name (not loaded into the host). */
export type ReplaySource = 'current' | { save: string };

export interface ReplayInfo<W extends GameWire = GameWire> {
  source: ReplaySource;
  scenario: string;
  /** Decisions in the game. */
  total: number;
  /** Decisions that can be replayed with the current rules (== total unless diverged). */
  playable: number;
  /** Where each turn starts (state index). */
  turns: ReplayTurn<W>[];
  /** Set when the game's replay departs from its saved snapshot. */
  divergence: Divergence | null;
  /** The seat whose view the replay shows to this client. */
  seat: W['seat'] | 'spectator';
  /** The game's human seats: the replay may be watched from any of them (replayView `seat`). */
  humans?: W['seat'][];
  /**
   * The seats the replay may be watched as ("Watch as", #30): every seat once the game is
   * over (nothing is secret any more), else only those a person played (`humans`): a bot's hidden
   * cards in a game still running stay secret.
   */
  watchable?: W['seat'][];
}

export interface ReplayFrame<W extends GameWire = GameWire> {
  /** State index: decisions applied (0 = setup). */
  at: number;
  total: number;
  playable: number;
  turn: number;
  phase: string;
  seat: W['seat'] | 'spectator';
  /** Where the entries decision `at` added begin in `view.log` (0 at setup): the decision in words. */
  logFrom?: number;
  /**
   * `view.log` is the seat's log from this entry on (its tail, src-shared/kit/viewLog.ts); absent: the
   * whole log. The decision's own entries are always in it.
   */
  logStart?: number;
  /** The redacted view of the state after `at` decisions, for `seat`. */
  view: W['view'];
  pending: W['pending'] | null;
  /** The decision that led here (null at setup); its action only when it was `seat`'s own. */
  decision: { seat: W['seat']; action?: Action } | null;
  /**
   * The bot's reason for that decision, when the game replayed is the one being played and the
   * host kept it: a secret decision's reason only once the game is over (bots.ts publicReason).
   */
  botReason?: Reason;
}
