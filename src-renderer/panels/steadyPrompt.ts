// #16 speed, #29.7: the board keeps still while the player decides. What lies above the board keeps
// the tallest height it has had since the window last changed size, so the board between them
// keeps its size from one decision to the next (resizing the board's WebGL canvas cost 100–250 ms
// a time with software GL, and made the map jump up and down).
//
// The prompt bar sits in a slot (`[data-prompt-slot]`) whose height is taken when a decision's
// prompt appears, before the player touches anything: the prompt's own height then (up to its
// 30vh cap), or the slot's tallest so far. While that decision is made the slot keeps its height,
// whatever the prompt shows next (Confirm, the odds, a second list, every option of a "+N more"):
// the prompt grows over the top of the board instead of pushing the board down, so the spot just
// clicked stays where it was.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const slotOf = (column: HTMLElement): HTMLElement | null => column.querySelector<HTMLElement>(':scope > [data-prompt-slot]');
const promptOf = (slot: HTMLElement | null): HTMLElement | null => slot?.querySelector<HTMLElement>(':scope > [data-prompt]') ?? null;
const headerOf = (column: HTMLElement): HTMLElement | null =>
  column.closest('[data-screen="game"]')?.querySelector<HTMLElement>(':scope > .game-header') ?? null;

/** Applies to what lies above the board in `column`'s screen, after every render of that screen. */
export function useSteadyPrompt(column: RefObject<HTMLElement | null>): void {
  /** The slot's height, and the header's tallest. */
  const slotHeight = useRef(0);
  const headerHeight = useRef(0);
  /** The prompt whose decision the slot's height was taken for, and whether the player has acted since. */
  const prompt = useRef<HTMLElement | null>(null);
  const touched = useRef(false);
  const header = useRef<HTMLElement | null>(null);
  const sizes = useRef<ResizeObserver | null>(null);

  useLayoutEffect(() => {
    const col = column.current;
    if (!col) return;
    const slot = slotOf(col);
    const bar = promptOf(slot);
    // The page sizes boxes by their border (styles.css): the height read is the height kept.
    const fit = (h: number): void => {
      if (!slot || h <= slotHeight.current) return;
      slotHeight.current = Math.ceil(h);
      slot.style.height = `${slotHeight.current}px`;
      for (const el of slot.children) (el as HTMLElement).style.minHeight = `${slotHeight.current}px`;
    };
    sizes.current ??= typeof ResizeObserver === 'undefined' ? null : new ResizeObserver((entries) => {
      for (const e of entries) {
        const h = e.borderBoxSize?.[0]?.blockSize ?? e.target.getBoundingClientRect().height;
        if (e.target === header.current) {
          if (h > headerHeight.current) { headerHeight.current = h; header.current.style.minHeight = `${h}px`; }
        } else if (e.target === prompt.current && !touched.current) {
          // Content that arrives after the prompt (the odds) before the player acts: still its first height.
          fit(h);
        }
      }
    });
    if (slot) {
      slot.style.height = `${slotHeight.current}px`;
      for (const el of slot.children) (el as HTMLElement).style.minHeight = `${slotHeight.current}px`;
    }
    if (bar !== prompt.current) {
      if (prompt.current) sizes.current?.unobserve(prompt.current);
      prompt.current = bar;
      touched.current = false;
      if (bar) {
        // The game over, nothing more is asked: the board takes the room the prompts kept.
        if (bar.matches('.prompt-idle')) {
          slotHeight.current = 0;
          if (slot) { slot.style.height = ''; bar.style.minHeight = ''; }
        }
        fit(bar.offsetHeight);
        sizes.current?.observe(bar);
      }
    }
    const head = headerOf(col);
    if (head !== header.current) {
      if (header.current) sizes.current?.unobserve(header.current);
      header.current = head;
      if (head) sizes.current?.observe(head);
    }
    if (head && headerHeight.current > 0) head.style.minHeight = `${headerHeight.current}px`;
  });
  useEffect(() => {
    // The player acts: from now on the prompt grows over the board rather than move it.
    const act = (e: Event): void => {
      if (e instanceof KeyboardEvent && (e.key === 'Tab' || e.key === 'Shift')) return;
      touched.current = true;
    };
    // Another window size: the board is resized anyway; each part starts from its own height.
    const reset = (): void => {
      slotHeight.current = 0;
      headerHeight.current = 0;
      if (header.current) header.current.style.minHeight = '';
      const slot = column.current ? slotOf(column.current) : null;
      if (slot) {
        slot.style.height = '';
        for (const el of slot.children) (el as HTMLElement).style.minHeight = '';
      }
      const bar = promptOf(slot);
      if (bar) {
        const h = bar.offsetHeight;
        slotHeight.current = Math.ceil(h);
        if (slot) slot.style.height = `${slotHeight.current}px`;
        bar.style.minHeight = `${slotHeight.current}px`;
      }
    };
    window.addEventListener('pointerdown', act, true);
    window.addEventListener('keydown', act, true);
    window.addEventListener('resize', reset);
    return () => {
      window.removeEventListener('pointerdown', act, true);
      window.removeEventListener('keydown', act, true);
      window.removeEventListener('resize', reset);
      sizes.current?.disconnect();
      sizes.current = null;
      prompt.current = null;
      header.current = null;
    };
  }, [column]);
}

/** The first choice of the decision's own picker (the keyboard's way in), else the first button. */
export function firstChoice(root: ParentNode | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>('[data-picker] button:not([disabled]), [data-confirm]:not([disabled])')
    ?? root?.querySelector<HTMLElement>('button:not([disabled])') ?? null;
}
