// Keyboard focus for a modal dialog (WAI-ARIA dialog pattern), shared by the game's modal dialogs
// (Seats…, the command palette, Save as…; #30): while it is open, Tab and Shift+Tab go round its
// own controls and focus never rests behind it; Escape closes it; closed, focus goes back to what
// opened it (the header's button), when that is still on the page. Panels beside the board (the
// rules drawer, a moment, the lesson bar) are not modal and do not hold the focus.
import { useEffect, useRef, type RefObject } from 'react';

// A control taken out of the Tab order (tabindex -1, e.g. the palette's entries, moved by the arrows) is no stop.
const FOCUSABLE = ':is(button, select, input, textarea, a[href], [tabindex]):not([tabindex="-1"])';

/** The controls of `box` that take focus now, in the Tab order of the page. */
function focusables(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0);
}

/**
 * Traps focus in `box` while mounted and `open` (a dialog kept in the page while closed passes it),
 * and returns it to the opener on closing. `initial`: what takes focus first (default: the first
 * control). `onClose` is called on Escape.
 */
export function useDialogFocus(
  box: RefObject<HTMLElement | null>, onClose: () => void, initial?: RefObject<HTMLElement | null>, open = true,
): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const el = box.current;
    if (!el || !open) return;
    (initial?.current ?? focusables(el)[0] ?? el).focus();
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        close.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const all = focusables(el);
      if (all.length === 0) { e.preventDefault(); return; }
      const first = all[0]!;
      const last = all[all.length - 1]!;
      const at = document.activeElement;
      if (e.shiftKey && (at === first || !el.contains(at))) { e.preventDefault(); last.focus(); }
      else if (!e.shiftKey && (at === last || !el.contains(at))) { e.preventDefault(); first.focus(); }
    };
    // A press beside the dialog (its backdrop) does not take the focus; a script moving it out
    // sees it come back in.
    const onPress = (e: MouseEvent): void => {
      if (e.target instanceof Node && !el.contains(e.target)) e.preventDefault();
    };
    const onFocusIn = (e: FocusEvent): void => {
      if (e.target instanceof Node && !el.contains(e.target)) (focusables(el)[0] ?? el).focus();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('mousedown', onPress, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('mousedown', onPress, true);
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, [box, initial, open]);
}
