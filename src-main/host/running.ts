// The running game, the one object the host's rooms share (host.ts wires them): its statechart
// actor, its decisions since setup, its ids, and the counters stale work and clients compare against.
// Each room reads what it needs of it; only the facade and the table replace the game.
import type { GameState } from '../../src-shared/engine.js';
import type { Decision } from './persistence.js';
import { HostError } from './session.js';
import type { GameActor } from './actors.js';

export interface Running {
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
}

export function idle(): Running {
  return { actor: null, decisions: [], gameId: null, lesson: null, version: 0, logEpoch: 0, disposed: false };
}

/** The true game state (never send this to a client: use views), or null with no game. */
export function gameOf(r: Running): GameState | null {
  return r.actor?.getSnapshot().context.game ?? null;
}

export function requireActor(r: Running): GameActor {
  if (!r.actor) throw new HostError('no-game', 'No game is running: start or load one first.');
  return r.actor;
}

export function requireGame(r: Running): GameState {
  return requireActor(r).getSnapshot().context.game;
}

/** The game is over: nothing is secret any more (4.1), bots' reasons included. */
export function isOver(game: GameState | null): boolean {
  return !!game && (game.flow.phase === 'over' || game.result !== null);
}
