// #29.6: no legal option is ever hidden. A decision's list keeps to the rows the prompt bar gives
// it (so the board keeps its share of the window); when some of its options lie beyond those rows,
// a button beside the list says how many ("+3 more") and shows them all. The list never scrolls
// out of sight with nothing telling the player. Tabbing to an option out of sight shows them too.
import { Children, isValidElement, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { t } from '../../../i18n/index.js';

/** How many of `list`'s items lie (even in part) beyond its visible box. */
function hiddenItems(list: HTMLElement): number {
  const box = list.getBoundingClientRect();
  let n = 0;
  for (const item of list.children) {
    const r = item.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.bottom > box.bottom + 1 || r.right > box.right + 1) n++;
  }
  return n;
}

/** The height `list` needs to show its first row of items whole (with its padding). */
function firstRowHeight(list: HTMLElement): number {
  const first = list.firstElementChild;
  if (!first) return 0;
  const box = list.getBoundingClientRect();
  const top = first.getBoundingClientRect().top;
  let bottom = top;
  for (const item of list.children) {
    const r = item.getBoundingClientRect();
    if (Math.abs(r.top - top) > 1) break;
    bottom = Math.max(bottom, r.bottom);
  }
  return bottom - box.top + parseFloat(getComputedStyle(list).paddingBottom) + list.clientTop;
}

export function OptionList({ className, children, label }: { className: string; children: ReactNode; label?: string }) {
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [hidden, setHidden] = useState(0);
  // Which options there are: another set (another unit's destinations) is counted again.
  const items = Children.toArray(children).map((c) => (isValidElement(c) ? String(c.key) : '')).join('|');
  // Counted after each layout of the list: a new set of options, a new size of the bar or the window.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const count = (): void => {
      // Its first row whole (a card with several entries), up to the list's cap (--first-row-cap,
      // in rem): a taller card is cut there and counted with the options "+N more" shows whole.
      const wrap = el.parentElement;
      if (wrap && !open) {
        const cap = parseFloat(getComputedStyle(wrap).getPropertyValue('--first-row-cap')) * parseFloat(getComputedStyle(document.documentElement).fontSize);
        wrap.style.minHeight = `${Math.ceil(Math.min(firstRowHeight(el), cap > 0 ? cap : Infinity))}px`;
      }
      setHidden(open ? 0 : hiddenItems(el));
    };
    count();
    if (typeof ResizeObserver === 'undefined') return;
    const sizes = new ResizeObserver(count);
    sizes.observe(el);
    return () => sizes.disconnect();
  }, [open, items]);
  const onFocus = (e: FocusEvent<HTMLDivElement>): void => {
    const el = list.current;
    if (open || !el || e.target === el) return;
    const box = el.getBoundingClientRect();
    const r = e.target.getBoundingClientRect();
    if (r.bottom > box.bottom + 1 || r.right > box.right + 1 || r.top < box.top - 1) setOpen(true);
  };
  // Scrolled (a browser bringing an option into view): show them all instead, from the top.
  const onScroll = (): void => {
    const el = list.current;
    if (!el || open) return;
    el.scrollTop = 0;
    el.scrollLeft = 0;
    setOpen(true);
  };
  return (
    <div className="option-list" data-option-list data-open={open ? 'true' : undefined}>
      <div ref={list} className={className} role="group" aria-label={label} onFocus={onFocus} onScroll={onScroll}>{children}</div>
      {(open || hidden > 0) && (
        <button type="button" className="option-more" data-more={open ? 'fewer' : String(hidden)} aria-expanded={open}
          onClick={() => setOpen(!open)}>
          {open ? t('layout.fewer') : t('layout.more', { n: hidden })}
        </button>
      )}
    </div>
  );
}
