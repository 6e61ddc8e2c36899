// One small popover for inspecting things (#16 "Inspect anything"): it opens on hover, keyboard
// focus or click, stays open after a click (pinned) until Escape, a click elsewhere or Close, and
// is drawn at the top of the page so a scrolling panel never clips it. One is open at a time.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../../i18n/index.js';
import './cards.css';

let closeOther: (() => void) | null = null;

export interface Inspect {
  open: boolean;
  pinned: boolean;
  /** Props for the element that opens it (hover, focus, click, Escape; aria). */
  anchorProps: {
    ref: (el: HTMLElement | null) => void;
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(): void;
    onClick(): void;
    onKeyDown(e: { key: string; preventDefault(): void }): void;
    'aria-describedby'?: string;
    'aria-expanded': boolean;
  };
  /** The popover itself, or null while closed. */
  render(content: ReactNode, attrs?: Record<string, string>): ReactNode;
}

/**
 * `clickPins`: a click pins the popover open (display-only anchors). A choice button selects on
 * click, so there the click only opens it, as focus does.
 */
export function useInspect(clickPins = true): Inspect {
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const anchor = useRef<HTMLElement | null>(null);
  const pop = useRef<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);

  const close = useCallback(() => { setOpen(false); setPinned(false); setPos(null); }, []);
  const show = useCallback(() => {
    if (timer.current) { clearTimeout(timer.current); timer.current = null; }
    if (closeOther && closeOther !== close) closeOther();
    closeOther = close;
    setOpen(true);
  }, [close]);
  // Leaving the anchor for the popover (to read it or press Close) must not close it.
  const hideSoon = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => { timer.current = null; setPinned((p) => { if (!p) { setOpen(false); setPos(null); } return p; }); }, 180);
  }, []);
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); if (closeOther === close) closeOther = null; }, [close]);

  // Pinned: a press elsewhere closes it.
  useEffect(() => {
    if (!pinned) return;
    const onDown = (e: MouseEvent): void => {
      const target = e.target as Node;
      if (anchor.current?.contains(target) || pop.current?.contains(target)) return;
      close();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [pinned, close]);

  // Below the anchor when it fits, above otherwise; always inside the window.
  useLayoutEffect(() => {
    if (!open || !anchor.current || !pop.current) return;
    const a = anchor.current.getBoundingClientRect();
    const p = pop.current.getBoundingClientRect();
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const left = Math.max(8, Math.min(a.left, vw - p.width - 8));
    const below = a.bottom + 6;
    const top = below + p.height <= vh - 8 ? below : Math.max(8, a.top - 6 - p.height);
    if (!pos || Math.abs(pos.left - left) > 1 || Math.abs(pos.top - top) > 1) setPos({ left, top });
  });

  const render = (content: ReactNode, attrs: Record<string, string> = {}): ReactNode => {
    if (!open || typeof document === 'undefined') return null;
    return createPortal(
      <div
        ref={pop}
        id={id}
        role={pinned ? 'dialog' : 'tooltip'}
        className={`inspect-popover${pinned ? ' pinned' : ''}`}
        style={{ left: pos?.left ?? -9999, top: pos?.top ?? 0 }}
        onMouseEnter={show}
        onMouseLeave={() => { if (!pinned) hideSoon(); }}
        onKeyDown={(e) => { if (e.key === 'Escape') { close(); anchor.current?.focus(); } }}
        {...attrs}
      >
        {pinned && <button type="button" className="inspect-close" onClick={() => { close(); anchor.current?.focus(); }} aria-label={t('inspect.close')}>×</button>}
        {content}
      </div>,
      document.body,
    );
  };

  return {
    open,
    pinned,
    anchorProps: {
      ref: (el) => { anchor.current = el; },
      onMouseEnter: show,
      onMouseLeave: () => { if (!pinned) hideSoon(); },
      // Keyboard focus only: a prompt that focuses its first choice must not open a card over it.
      onFocus: () => { if (anchor.current?.matches(':focus-visible')) show(); },
      onBlur: () => { if (!pinned) hideSoon(); },
      // A choice's click chooses it: its detail closes, so it never covers the Confirm that follows.
      onClick: () => { if (clickPins) { show(); setPinned((p) => !p); } else close(); },
      onKeyDown: (e) => {
        if (e.key === 'Escape' && open) { e.preventDefault(); close(); }
        else if (clickPins && (e.key === 'Enter' || e.key === ' ')) { e.preventDefault(); show(); setPinned((p) => !p); }
      },
      ...(open ? { 'aria-describedby': id } : {}),
      'aria-expanded': open,
    },
    render,
  };
}
