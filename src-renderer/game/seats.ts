// Hot-seat: which human seat the screen belongs to, and when to hide it behind a hand-off.
// A pure function of what the host publishes (ViewMessage), unit-tested without a DOM.
import type { ViewMessage, ViewSeat } from '../../src-shared/protocol/messages.js';

/** A seat a person or a bot holds (the view of a spectator is no seat's). */
type Faction = Exclude<ViewSeat, 'spectator'>;

export interface SeatInput {
  /** The seat the host sends this client's view for. */
  viewing: ViewSeat;
  humanSeats: readonly Faction[];
  /** Seats the open decision waits for (those that answered are no longer listed). */
  pendingSeats: readonly Faction[];
  /** The human seat the person at the screen last took (null: nobody yet). */
  taken: Faction | null;
  /**
   * The screen has been passed between people (a seat was taken at the hand-off screen): it stays
   * a hot-seat screen when a seat change leaves one human Faction (#30), whose player is not
   * necessarily the person at it now.
   */
  shared?: boolean;
}

export interface SeatPlan {
  /** The human seat the screen should show now (null: keep showing `viewing`). */
  target: Faction | null;
  /** Show the hand-off screen for `target` instead of any seat's secrets. */
  handoff: boolean;
  /** The host must switch this client's view to `target` (after the hand-off, if any). */
  switchView: boolean;
}

export function seatInput(msg: Pick<ViewMessage, 'seat' | 'humanSeats' | 'pending'>, taken: Faction | null, shared = false): SeatInput {
  return { viewing: msg.seat, humanSeats: msg.humanSeats, pendingSeats: msg.pending?.seats ?? [], taken, shared };
}

/**
 * Stay on the viewed seat while it still has to decide; otherwise move to the first human seat
 * the decision waits for. Moving between two different human seats goes through a hand-off when
 * more than one person plays — or has played at this screen, when a seat change (#30) left one
 * human Faction: its player takes the screen as any other; with a single human from the start the
 * screen just follows that seat. While only bots decide, nothing changes.
 */
export function planSeat(s: SeatInput): SeatPlan {
  const deciding = s.pendingSeats.filter((f) => s.humanSeats.includes(f));
  let target: Faction | null;
  if (s.viewing !== 'spectator' && deciding.includes(s.viewing)) target = s.viewing;
  else if (deciding[0]) target = deciding[0];
  else if (s.viewing !== 'spectator' && s.humanSeats.includes(s.viewing)) target = s.viewing;
  else target = s.humanSeats[0] ?? null;
  if (!target) return { target: null, handoff: false, switchView: false };
  const switchView = target !== s.viewing;
  const handoff = target !== s.taken && (s.humanSeats.length > 1 || (!!s.shared && s.taken !== null));
  return { target, handoff, switchView };
}
