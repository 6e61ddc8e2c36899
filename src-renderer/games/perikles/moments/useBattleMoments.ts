// Which battle is shown (#33 "Battles are moments"): each battle Phase 6 resolves while the game is
// open, in order, one at a time, until dismissed. Battles already over when the game is opened (a
// loaded save) do not pop up; an undo that takes entries back drops what it took.
import { useCallback, useEffect, useRef, useState } from 'react';
import { battleMomentAt, battleResultsFrom, type PeriklesView } from '../../../../src-shared/games/perikles/client.js';

export interface BattleMoments { shown: number | null; close(): void }

export function useBattleMoments(view: Pick<PeriklesView, 'log'>): BattleMoments {
  const [queue, setQueue] = useState<number[]>([]);
  const scanned = useRef<number | null>(null);
  const log = view.log;
  useEffect(() => {
    if (scanned.current === null || log.length < scanned.current) {
      scanned.current = log.length;
      setQueue((q) => q.filter((at) => at < log.length));
      return;
    }
    const fresh = battleResultsFrom(log, scanned.current).filter((at) => battleMomentAt(log, at) !== null);
    scanned.current = log.length;
    if (fresh.length) setQueue((q) => [...q, ...fresh]);
  }, [log]);
  const close = useCallback(() => setQueue((q) => q.slice(1)), []);
  return { shown: queue[0] ?? null, close };
}
