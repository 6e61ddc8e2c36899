// Views carry the log incrementally. The log is append-only between a new game, a load and an
// undo, and late in a Campaign it is most of a view (about 300 KB of 310 KB): so the host sends a
// client only the entries it has not sent it yet, from `logFrom` on, and the client appends them
// to the log it holds. A client that cannot (it holds fewer entries than `logFrom`) asks again
// with `sync`, which resends the whole log.
import type { GameView } from './view.js';

export interface LogDelta {
  seat: string;
  view: GameView | null;
  /** The view's log starts at this entry of the seat's whole log (absent or 0: it is the whole log). */
  logFrom?: number;
}

/**
 * The message with its view's whole log, from the previous whole message of the same client; null
 * when the client lacks the entries before `logFrom` (then it must ask for a full view).
 */
export function withWholeLog<M extends LogDelta>(prev: M | null, next: M): M | null {
  const from = next.logFrom ?? 0;
  if (!next.view || from === 0) return next;
  const held = prev?.view && prev.seat === next.seat ? prev.view.log : null;
  if (!held || held.length < from) return null;
  return { ...next, logFrom: 0, view: { ...next.view, log: held.slice(0, from).concat(next.view.log) } };
}
