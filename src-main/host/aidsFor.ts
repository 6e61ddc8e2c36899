// The view message's board aids (#32): what a human seat's open decision shows on the board,
// from the rules on the true state (src-shared/games/pericles/aids.ts). Bots and spectators get none.
import { aids } from '../../src-shared/games/pericles/aids.js';
import type { Faction } from '../../src-shared/model/ids.js';
import type { GameState } from '../../src-shared/model/state.js';
import type { ViewMessage, ViewSeat } from '../../src-shared/protocol/messages.js';

/** `{ aids }` for a human seat whose open decision has some, else nothing (spread into the view message). */
export function aidsFor(game: GameState, seat: ViewSeat, humans: readonly Faction[]): Pick<ViewMessage, 'aids'> {
  if (seat === 'spectator' || !humans.includes(seat)) return {};
  const found = aids(game, seat);
  return found ? { aids: found } : {};
}
