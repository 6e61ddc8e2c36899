// Escape closes one thing at a time: the last opened of what it closes (the rulebook, a pinned
// theater detail). Each used to listen on the window by itself, so one Escape closed both, or
// only the older one, by the order their listeners happened to be added (#16).
// What holds the keyboard focus (a card's detail, the command palette, a dialog) answers its own
// Escape first and marks it handled; this listener then leaves it alone.
import { useEffect, useRef } from 'react';

const open: (() => void)[] = [];
let listening = false;

function onKey(e: KeyboardEvent): void {
  if (e.key !== 'Escape' || e.defaultPrevented) return;
  const last = open[open.length - 1];
  if (!last) return;
  e.preventDefault();
  last();
}

/** While `active`, Escape calls `close` (unless something opened later is still open). */
export function useEscapeCloses(active: boolean, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!active) return;
    if (!listening) {
      window.addEventListener('keydown', onKey);
      listening = true;
    }
    // Its place is taken when it opens: a new `close` (a parent's new callback) does not move it.
    const entry = (): void => latest.current();
    open.push(entry);
    return () => {
      const i = open.lastIndexOf(entry);
      if (i >= 0) open.splice(i, 1);
    };
  }, [active]);
}
