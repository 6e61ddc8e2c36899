// The view message's board aids (#32): what a human seat's open decision shows on the board,
// from the rules on the true state (src-shared/games/pericles/aids.ts). Bots and spectators get none.
import { aids } from '../../src-shared/games/pericles/aids.js';
import type { Faction } from '../../src-shared/games/pericles/model/ids.js';
import type { GameState } from '../../src-shared/games/pericles/model/state.js';
import type { ViewMessage, ViewSeat } from '../../src-shared/protocol/messages.js';
import { pericles } from '../../src-shared/games/pericles/module.js';
import type { HostGame, Seat } from './running.js';

/** `{ aids }` for a human seat whose open decision has some, else nothing (spread into the view message). */
export function aidsFor(game: GameState, seat: ViewSeat, humans: readonly Faction[]): Pick<ViewMessage, 'aids'> {
  if (seat === 'spectator' || !humans.includes(seat)) return {};
  const found = aids(game, seat);
  return found ? { aids: found } : {};
}

/** The board aids of the running game's module for `seat` (only the first game has them yet). */
export function boardAids(game: HostGame, state: unknown, seat: ViewSeat, humans: readonly Seat[]): Pick<ViewMessage, 'aids'> {
  return game.id === pericles.id ? aidsFor(state as GameState, seat, humans) : {};
}
