// The view message's board aids (#32): what a human seat's open decision shows on the board,
// from the rules on the true state (the module's `aids`). Bots and spectators get none.
import type { ViewMessage, ViewSeat } from '../../src-shared/protocol/messages.js';
import type { HostGame, Seat } from './running.js';

/** The board aids of the running game's module for a human `seat` whose open decision has some, else nothing (spread into the view message). */
export function boardAids(game: HostGame, state: unknown, seat: ViewSeat, humans: readonly Seat[]): Pick<ViewMessage, 'aids'> {
  if (seat === 'spectator' || !humans.includes(seat) || !game.aids) return {};
  // The protocol carries the aids as the module words them (its view's companion).
  const found = game.aids(state, seat) as ViewMessage['aids'] | null;
  return found ? { aids: found } : {};
}
