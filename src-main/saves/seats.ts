// A seat and who plays it, as saves and journals keep them: the protocol's words for them (it
// carries what the host plays), so a save holds exactly what the page is shown.
import type { GameStarted } from '../../src-shared/protocol/api.js';
import type { ViewSeat } from '../../src-shared/protocol/messages.js';

/** A seat as the protocol names it. */
export type Seat = Exclude<ViewSeat, 'spectator'>;
/** Who plays a seat, as the protocol names it. */
export type SeatKind = GameStarted['seats'][Seat];
