// Which battle is shown (#33 "Battles are moments"): each battle Phase 6 resolves while the game is
// open, in order, one at a time, until dismissed; any fought battle reopens from its log entry.
// Battles already over when the game is opened (a loaded save, a reload) do not pop up; an undo
// that takes entries back drops what it took.
// The board agrees with the moment: while a battle that just happened is shown, the board keeps
// the view in which it first appeared (the bots play on meanwhile), and catches up when it closes,
// or as soon as the player decides something (a decision is made on the board as it is now).
import { useCallback, useEffect, useRef, useState } from 'react';
import { battleMomentAt, battleResultsFrom, type PeriklesView } from '../../../../src-shared/games/perikles/client.js';

/** A moment shown: its result's log index, and the view the board holds meanwhile (null: the live one, for a moment reopened from the log). */
export interface ShownMoment { at: number; view: PeriklesView | null }

export interface BattleMoments {
  shown: ShownMoment | null;
  /** Opens the battle whose result is log entry `index` (the log's button). */
  openEntry(index: number): void;
  close(): void;
  /** The player decides: the board shows the game as it is now, the moments stay to be read. */
  release(): void;
}

export function useBattleMoments(view: PeriklesView): BattleMoments {
  const [queue, setQueue] = useState<ShownMoment[]>([]);
  const [picked, setPicked] = useState<ShownMoment | null>(null);
  const scanned = useRef<number | null>(null);
  const log = view.log;
  useEffect(() => {
    if (scanned.current === null || log.length < scanned.current) {
      scanned.current = log.length;
      setQueue((q) => q.filter((m) => m.at < log.length));
      setPicked((p) => (p && p.at < log.length ? p : null));
      return;
    }
    const fresh = battleResultsFrom(log, scanned.current).filter((at) => battleMomentAt(log, at) !== null);
    scanned.current = log.length;
    // The view they first appear in: the position as of those battles.
    if (fresh.length) setQueue((q) => [...q, ...fresh.map((at) => ({ at, view }))]);
  }, [log, view]);
  const latest = useRef(log);
  latest.current = log;
  const openEntry = useCallback((index: number) => {
    if (battleMomentAt(latest.current, index)) setPicked({ at: index, view: null });
  }, []);
  const close = useCallback(() => {
    if (picked) setPicked(null);
    else setQueue((q) => q.slice(1));
  }, [picked]);
  const release = useCallback(() => setQueue((q) => (q.some((m) => m.view) ? q.map((m) => ({ at: m.at, view: null })) : q)), []);
  return { shown: picked ?? queue[0] ?? null, openEntry, close, release };
}
