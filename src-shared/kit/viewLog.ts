// Views carry the log incrementally, and only its tail (#31 item 4). The log is append-only
// between a new game, a load and an undo, and it is the only part of a view that grows all game:
// so the host sends a client only the entries it has not sent it yet, from `logFrom` on, and the
// client appends them to the log it holds. A fresh view (a new client, a load, an undo, `sync`)
// carries the log's last entries only (`logTail`: a whole real game fits, a 190,000-entry save
// does not), from `logStart` on; the entries before travel in pages ('logPage', `logPage`). A
// client that cannot append (it holds fewer entries than `logFrom`) asks again with `sync`.
/** A log entry is the game's own JSON (the kit only measures and pages it). */
type LogEntry = unknown;
/** What the kit needs of a game's view: its log. */
interface ViewWithLog { readonly log: readonly LogEntry[] }
import {
  LOG_TAIL_BYTES, LOG_TAIL_ENTRIES, MAX_HOST_MESSAGE_BYTES, MAX_LOG_ENTRY_BYTES, MAX_VIEW_WITHOUT_LOG_BYTES, utf8Length,
  type ViewMessage,
} from '../protocol/messages.js';

export interface LogDelta {
  seat: string;
  view: ViewWithLog | null;
  /** The view's log starts at this entry of the seat's whole log (absent or 0: it is the whole log). */
  logFrom?: number;
  /** The view's log is the seat's log from this entry on, replacing the client's (absent: see logFrom). */
  logStart?: number;
  logLength?: number;
}

/** The size of one entry as JSON, in UTF-8 bytes. */
export function entryBytes(e: LogEntry): number {
  return utf8Length(JSON.stringify(e));
}

/** Where the tail a view carries starts: the last LOG_TAIL_ENTRIES entries, within LOG_TAIL_BYTES. */
export function logTailStart(log: readonly LogEntry[], maxEntries = LOG_TAIL_ENTRIES, maxBytes = LOG_TAIL_BYTES): number {
  let bytes = 0;
  let start = log.length;
  while (start > 0 && log.length - start < maxEntries) {
    bytes += entryBytes(log[start - 1]!) + 1;
    if (bytes > maxBytes) break;
    start--;
  }
  return start;
}

/** Up to `count` entries from `from`, as many as fit in one message's room for the log. */
export function logPage<E extends LogEntry>(log: readonly E[], from: number, count: number, maxBytes = LOG_TAIL_BYTES): E[] {
  const page: E[] = [];
  let bytes = 0;
  for (let i = from; i < log.length && page.length < count; i++) {
    bytes += entryBytes(log[i]!) + 1;
    if (bytes > maxBytes && page.length > 0) break;
    page.push(log[i]!);
  }
  return page;
}

/**
 * Why a game could not be shown within the transport's bounds (MAX_HOST_MESSAGE_BYTES), or null.
 * Checked on load (host.ts): a log entry larger than any the rules write, or a game whose view is
 * too large without its log, is a damaged or altered save. The log's length is no limit: it pages.
 */
export function viewBoundsProblem(game: { readonly log?: unknown }): string | null {
  if (!Array.isArray(game.log)) return null; // the load check names this one
  for (let i = 0; i < game.log.length; i++) {
    if (entryBytes(game.log[i]!) > MAX_LOG_ENTRY_BYTES) return `log entry ${i + 1} is larger than ${MAX_LOG_ENTRY_BYTES} bytes, which no rule writes`;
  }
  const withoutLog = utf8Length(JSON.stringify({ ...game, log: [] }));
  if (withoutLog > MAX_VIEW_WITHOUT_LOG_BYTES) {
    return `the game holds ${withoutLog} bytes besides its log, more than a view can carry (${MAX_VIEW_WITHOUT_LOG_BYTES}; a message is at most ${MAX_HOST_MESSAGE_BYTES})`;
  }
  return null;
}

/**
 * The message with the log its client holds now, from the previous message of the same client: a
 * fresh tail as it comes (`logStart`, 0 when absent), or the entries it appends to the held ones
 * (`logFrom`). Null when the client lacks the entries before `logFrom` (then it must ask for a
 * fresh view). The result's `logStart` says where its `view.log` begins in the seat's log.
 */
export function withWholeLog<M extends LogDelta>(prev: M | null, next: M): M | null {
  const from = next.logFrom ?? 0;
  if (!next.view || from === 0) return { ...next, logStart: next.logStart ?? 0 };
  const held = prev?.view && prev.seat === next.seat ? prev.view.log : null;
  const heldStart = prev?.logStart ?? 0;
  if (!held || heldStart > from || heldStart + held.length < from) return null;
  return {
    ...next, logFrom: 0, logStart: heldStart,
    view: { ...next.view, log: held.slice(0, from - heldStart).concat(next.view.log) },
  };
}

/**
 * The message's log positions (its bot reasons and undo notes, counted in the seat's whole log)
 * counted instead in the log it holds, which begins at `logStart`: the renderer's panels index
 * `view.log` itself. Those before it are left out (the page that shows them has no such notes).
 */
export function positionsInHeldLog<M extends Pick<ViewMessage, 'logStart' | 'botReasons' | 'undos'>>(m: M): M {
  const start = m.logStart ?? 0;
  if (start === 0) return m;
  const shift = <T extends { at: number }>(xs: T[] | undefined): T[] | undefined =>
    xs?.filter((x) => x.at >= start).map((x) => ({ ...x, at: x.at - start }));
  return { ...m, ...(m.botReasons ? { botReasons: shift(m.botReasons) } : {}), ...(m.undos ? { undos: shift(m.undos) } : {}) };
}
