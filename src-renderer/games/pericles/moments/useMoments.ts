// Which Battle or debate result is shown (issue #29). A solo player sees, as it happens, every
// Battle (Athens and Sparta fight every one, so the player's Side always fought it) and every
// debate of the player's own Side; the other Side's debates are in the log, and any moment
// reopens from its log entry. Moments already over when the game is opened (a loaded save) do
// not pop up; one still being fought then (its casualties to choose) does, once it is whole.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type GameView, debateComplete, momentOfEntry, momentsFrom, type MomentRef, sideOf, type Faction } from '../../../../src-shared/games/pericles/client.js';
import { momentOf } from './MomentPanel.js';

export interface Moments {
  /** The moment shown now, if any. */
  shown: MomentRef | null;
  /** Opens the moment a log entry belongs to (a click on its entry). */
  openEntry(index: number): void;
  close(): void;
}

/** How far back a game just opened is searched for a Battle still being fought. */
const OPEN_LOOKBACK = 60;

function isWhole(view: Pick<GameView, 'log' | 'pending'>, ref: MomentRef): boolean | null {
  const m = momentOf(view, ref);
  if (!m) return null;
  return m.kind === 'battle' ? m.complete : debateComplete(m);
}

function concerns(view: Pick<GameView, 'log' | 'pending'>, ref: MomentRef, seat: Faction | 'spectator'): boolean {
  if (seat === 'spectator') return false;
  if (ref.kind === 'battle') return true;
  const m = momentOf(view, ref);
  return m?.kind === 'debate' && m.side === sideOf(seat);
}

export function useMoments(view: Pick<GameView, 'log' | 'pending'> | null, seat: Faction | 'spectator'): Moments {
  const [queue, setQueue] = useState<MomentRef[]>([]);
  const [picked, setPicked] = useState<MomentRef | null>(null);
  /** Log length already looked at, and moments seen but not yet whole. */
  const scanned = useRef<number | null>(null);
  const waiting = useRef<MomentRef[]>([]);
  const length = view?.log.length ?? 0;

  useEffect(() => {
    if (!view) return;
    const log = view.log;
    if (scanned.current === null || log.length < scanned.current) {
      // First view, or an undo took entries back: what is over now is not news.
      const from = scanned.current === null ? Math.max(0, log.length - OPEN_LOOKBACK) : 0;
      waiting.current = momentsFrom(log, from).filter((r) => isWhole(view, r) === false);
      scanned.current = log.length;
      setQueue((q) => q.filter((r) => r.at < log.length));
      setPicked((p) => (p && p.at < log.length ? p : null));
      return;
    }
    const fresh = [...waiting.current, ...momentsFrom(log, scanned.current)];
    scanned.current = log.length;
    const whole = fresh.filter((r) => isWhole(view, r) === true);
    waiting.current = fresh.filter((r) => isWhole(view, r) === false);
    const news = whole.filter((r) => concerns(view, r, seat));
    if (news.length) setQueue((q) => [...q, ...news]);
  }, [view, length, seat]);

  // Stable across views, so the screen's UI context (and what it memoizes) stays the same object.
  const latest = useRef(view);
  latest.current = view;
  const openEntry = useCallback((index: number) => {
    const ref = latest.current ? momentOfEntry(latest.current.log, index) : null;
    if (ref) setPicked(ref);
  }, []);

  const close = useCallback(() => {
    if (picked) setPicked(null);
    else setQueue((q) => q.slice(1));
  }, [picked]);

  return { shown: picked ?? queue[0] ?? null, openEntry, close };
}
