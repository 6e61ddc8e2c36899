// The running game, the one object the host's rooms share (host.ts wires them): the game module it
// is played by (#32: the host knows a game only through its module), its statechart actor, its
// decisions since setup, its ids, and the counters stale work and clients compare against. Each
// room reads what it needs of it; only the facade and the table replace the game.
import { gameById } from '../../src-shared/games/index.js';
import { DEFAULT_GAME_ID } from '../../src-shared/games/catalog.js';
import type { GameModule, RecordEntry } from '../../src-shared/games/contract.js';
import type { FinishedGame, ReplayTurn } from '../../src-shared/protocol/api.js';
import type { GameContext } from '../../src-shared/machine/gameMachine.js';
import type { ViewMessage, ViewSeat } from '../../src-shared/protocol/messages.js';
import type { Decision, GameRecord } from './persistence.js';
import { HostError } from './session.js';
import type { GameActor } from './actors.js';

import type { Seat, SeatKind } from '../saves/seats.js';
export type { Seat, SeatKind };
/** A game's setup options as saves and journals keep them. */
export type SavedOptions = Pick<GameRecord, 'handicap' | 'handicapped'>;
/**
 * A game module as the host holds it: its state opaque (only ever handed back to the module), its
 * seats and views those the protocol carries. The protocol speaks the first game's seats and views
 * (#33 makes it generic): `hostGame` is the one place that says so.
 */
export type HostGame = Omit<GameModule<unknown, NonNullable<ViewMessage['view']>, Seat, SavedOptions>, 'pending' | 'whyNot' | 'seatKinds' | 'savedSetup' | 'progress' | 'seatLog' | 'summary' | 'records'> & {
  seatLog(state: unknown, seat: ViewSeat): NonNullable<ViewMessage['view']>['log'];
  summary(state: unknown): GameRecord['summary'];
  readonly records: {
    finished(state: unknown, at: Date): FinishedGame | null;
    identity(state: unknown, record: readonly RecordEntry<Seat>[]): string;
  };
  progress(state: unknown): { turn: number; phase: string; war?: ReplayTurn['war'] };
  pending(state: unknown): ViewMessage['pending'];
  whyNot(state: unknown, seat: Seat): NonNullable<ViewMessage['whyNot']>;
  seatKinds(state: unknown): Readonly<Record<Seat, SeatKind>>;
  savedSetup(state: unknown, record: readonly RecordEntry<Seat>[]): HostSetup;
};

/** A game's state as its statechart holds it (machine/gameMachine.ts): its module's, opaque to the host. */
export type HostState = GameContext['game'];


/** A game's setup as saves, journals and replays keep it. */
export interface HostSetup {
  scenario: string;
  seed: string;
  seats: Record<Seat, SeatKind>;
  options?: SavedOptions;
}

/** The module of game `id` (default: the first game), refused with the games there are when this build has none such. */
export function hostGame(id: string = DEFAULT_GAME_ID): HostGame {
  const game = gameById(id);
  if (!game) throw new HostError('unknown-game', `This version has no game "${id}".`);
  return game as HostGame;
}

export interface Running {
  /** The module the game is played by. */
  game: HostGame;
  actor: GameActor | null;
  /** The decisions since setup (seat changes included), oldest first. */
  decisions: Decision[];
  /** The running game's id (saves, autosave chain and journal are keyed by it); never the seed. */
  gameId: string | null;
  /**
   * The lesson being played (#17.1): a lesson's game is practice, not a game of the player's. It is
   * not recorded when finished, not autosaved nor journaled, and cannot be saved, so it never shows
   * in the saves browser nor comes back with Continue (#29 item 14); which lessons the player has
   * finished is kept by the page (src-renderer/learn/progress.ts), and a lesson starts afresh.
   */
  lesson: string | null;
  /** Bumped by every change of game or decision: stale bot work compares against it. */
  version: number;
  /** Bumped whenever the log may stop being an extension of what clients hold (new game, load, undo). */
  logEpoch: number;
  disposed: boolean;
  /** The key of the finished game last recorded (records.ts): a game is recorded once. */
  recorded: string | null;
}

export function idle(): Running {
  return { game: hostGame(), actor: null, decisions: [], gameId: null, lesson: null, version: 0, logEpoch: 0, disposed: false, recorded: null };
}

/** The true game state (never send this to a client: use views), or null with no game. */
export function stateOf(r: Running): unknown {
  return r.actor?.getSnapshot().context.game ?? null;
}

export function requireActor(r: Running): GameActor {
  if (!r.actor) throw new HostError('no-game', 'No game is running: start or load one first.');
  return r.actor;
}

/** The true game state; refused when no game runs. */
export function requireState(r: Running): unknown {
  return requireActor(r).getSnapshot().context.game;
}

/** The game is over: nothing is secret any more (4.1), bots' reasons included. */
export function isOver(r: Running): boolean {
  const state = stateOf(r);
  return state !== null && r.game.isOver(state);
}

/** The seats people play now. */
export function humanSeats(game: HostGame, state: unknown): Seat[] {
  const kinds = game.seatKinds(state);
  return game.seatsFor(game.setupOf(state, []).scenario).filter((s) => kinds[s] === 'human');
}

/** How many of the first `logLength` entries of a game's log `seat` has seen (where a host note stands in its log). */
export function seenOf(log: readonly { readonly to?: readonly string[] }[], logLength: number, seat: ViewSeat): number {
  return log.slice(0, logLength).filter((e) => !e.to || (seat !== 'spectator' && e.to.includes(seat))).length;
}
