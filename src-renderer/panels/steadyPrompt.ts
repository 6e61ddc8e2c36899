// #16 speed: the prompt bar and the status header keep the tallest height they have had since
// the window last changed size (the prompt never more than its 30vh cap), so the board between
// them keeps its size from one decision to the next. Resizing the board's WebGL canvas cost
// 100–250 ms a time with software GL (the slowest decisions of `npm run bench -- ui`) and made the
// map jump up and down as prompts and the status line's wrapping changed.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** What sits above the board in the game screen (relative to the board column). */
const STEADY: readonly ((column: HTMLElement) => HTMLElement | null)[] = [
  (column) => column.querySelector<HTMLElement>(':scope > [data-prompt]'),
  (column) => column.closest('[data-screen="game"]')?.querySelector<HTMLElement>(':scope > .game-header') ?? null,
];

/** Applies to what lies above the board in `column`'s screen, after every render of that screen. */
export function useSteadyPrompt(column: RefObject<HTMLElement | null>): void {
  const tallest = useRef(new Map<number, number>());
  const watched = useRef(new Map<number, HTMLElement>());
  // Heights are read as the browser lays the page out (no layout forced here); the page sizes
  // boxes by their border (styles.css), so the height read is the height kept.
  const sizes = useRef<ResizeObserver | null>(null);
  useLayoutEffect(() => {
    const col = column.current;
    if (!col) return;
    sizes.current ??= typeof ResizeObserver === 'undefined' ? null : new ResizeObserver((entries) => {
      for (const e of entries) {
        const i = [...watched.current].find(([, el]) => el === e.target)?.[0];
        if (i === undefined) continue;
        const h = e.borderBoxSize?.[0]?.blockSize ?? e.target.getBoundingClientRect().height;
        if (h > (tallest.current.get(i) ?? 0)) tallest.current.set(i, h);
      }
    });
    STEADY.forEach((find, i) => {
      const el = find(col);
      const h = tallest.current.get(i) ?? 0;
      if (el && h > 0) el.style.minHeight = `${h}px`;
      const before = watched.current.get(i);
      if (el === before) return;
      if (before) sizes.current?.unobserve(before);
      if (el) { watched.current.set(i, el); sizes.current?.observe(el); } else watched.current.delete(i);
    });
  });
  useEffect(() => {
    // Another window size: the board is resized anyway; each part starts from its own height.
    const reset = (): void => {
      tallest.current.clear();
      for (const el of watched.current.values()) el.style.minHeight = '';
    };
    window.addEventListener('resize', reset);
    return () => {
      window.removeEventListener('resize', reset);
      sizes.current?.disconnect();
      sizes.current = null;
      watched.current.clear();
    };
  }, [column]);
}
