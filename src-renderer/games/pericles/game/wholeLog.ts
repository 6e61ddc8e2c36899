// The seat's whole log, for the readers that need all of it (#31 item 4): the end screen (the
// final scoring, the Honor over the turns), the turn summaries and their turn picker, the log's
// filters. A view carries only the log's tail (from `logStart`, src-shared/kit/viewLog.ts); a reader
// that wants the rest asks for it here, and the entries before the tail come from the host in
// pages ('logPage', LOG_PAGE_MAX at a time), once: later views append to the tail, so the part
// fetched stays good until a fresh view of another game or seat.
import { useEffect, useMemo, useState } from 'react';
import type { LogEntry } from '../../../../src-shared/games/pericles/client.js';
import type { PericlesApi } from '../../../../src-shared/games/pericles/client.js';
import { LOG_PAGE_MAX } from '../../../../src-shared/protocol/messages.js';

/** Asks the host for `count` entries of the seat's log from `from` (fewer when they would not fit a message); null: refused. */
export type LoadLogPage = (from: number, count: number) => Promise<LogEntry[] | null>;

/** The page loader over the api (PericlesApi.logPage); absent in an older host. */
export function logPageLoader(api: Pick<PericlesApi, 'logPage'>): LoadLogPage | undefined {
  if (!api.logPage) return undefined;
  return async (from, count) => {
    const r = await api.logPage!(from, count);
    return r.ok && r.value.from === from ? r.value.entries : null;
  };
}

/**
 * Entries `[from, to)` of the seat's log, page after page; null when a page is refused or comes
 * back empty (the log changed under it: the next view asks again).
 */
export async function fetchLogRange(load: LoadLogPage, from: number, to: number): Promise<LogEntry[] | null> {
  const out: LogEntry[] = [];
  for (let at = from; at < to;) {
    const page = await load(at, Math.min(LOG_PAGE_MAX, to - at));
    if (!page || page.length === 0) return null;
    out.push(...page.slice(0, to - at));
    at += page.length;
  }
  return out;
}

/**
 * What the head fetched belongs to: the seat, and the tail's start and first entry. A fresh view
 * (another game loaded, a reconnect, an undo) has its own, and its head is fetched again.
 */
export function wholeLogKey(seat: string, logStart: number, log: readonly LogEntry[]): string {
  return `${seat}:${logStart}:${JSON.stringify(log[0] ?? null)}`;
}

export interface WholeLogArgs {
  /** The log the view carries: the seat's log from `logStart` on. */
  log: readonly LogEntry[];
  logStart: number;
  /** Which game, seat and tail the log is of (wholeLogKey): another one starts afresh. */
  of: string;
  load: LoadLogPage | undefined;
  /** Whether the reader needs the whole log now (pages are fetched only then). */
  wanted: boolean;
}

/**
 * The seat's whole log: the view's own when it carries all of it (`logStart` 0); otherwise, once
 * wanted, the entries before the tail fetched in pages and the tail after them; null until then.
 */
export function useWholeLog({ log, logStart, of, load, wanted }: WholeLogArgs): readonly LogEntry[] | null {
  const [head, setHead] = useState<{ of: string; entries: LogEntry[] } | null>(null);
  const have = head && head.of === of ? head.entries : [];
  const missing = logStart > have.length;
  useEffect(() => {
    if (!wanted || !missing || !load) return;
    let live = true;
    void fetchLogRange(load, have.length, logStart).then((more) => {
      if (live && more) setHead({ of, entries: [...have, ...more] });
    });
    return () => { live = false; };
    // `have` is read at the fetch's start: a newer one starts when the head grows.
  }, [wanted, missing, load, of, logStart, have.length]);
  return useMemo(() => {
    if (logStart === 0) return log;
    if (have.length < logStart) return null;
    return [...have.slice(0, logStart), ...log];
  }, [log, logStart, have]);
}
