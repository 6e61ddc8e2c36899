// UI-only shared state: open the rules at a rule, hover a theater or card chip (the board and
// other chips highlight it), show a theater on the board from the log. No game data lives here.
import { createContext, useCallback, useContext, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { BoardHighlight } from '../board/Board.js';
import { t } from '../../../i18n/index.js';
import { ruleAnchor } from '../../../rulebook/rules.js';
import { theaterName } from '../names.js';

export interface Ui {
  openRule(rule: string): void;
  hoverTheater(id: number | 'persia' | null): void;
  hoverCard(id: string | null): void;
  hoveredCard: string | null;
  hoveredTheater: number | 'persia' | null;
  /** #16: show a theater on the board (a log entry or chip clicked): highlighted, and panned to when zoomed in. */
  showTheater?(id: number | 'persia'): void;
  /** Issue #29: reopen the Battle or debate result a log entry belongs to (its index in the log). */
  openMoment?(logIndex: number): void;
}

const noop: Ui = { openRule: () => undefined, hoverTheater: () => undefined, hoverCard: () => undefined, hoveredCard: null, hoveredTheater: null };

/** A theater shown on the board; n counts the requests, so showing the same theater again pans again. */
export interface ShownTheater { id: number | 'persia'; n: number }

/** How long a shown theater stays highlighted over the prompt's own marks. */
export const SHOWN_MS = 6000;

/**
 * The theater shown on the board (#16 "click-to-show-on-the-board"): it lasts SHOWN_MS, or until
 * the next decision, so it never hides the marks of the decision at hand for long.
 */
export function useShownTheater(decisions: number): [ShownTheater | null, (id: number | 'persia') => void] {
  const [shown, setShown] = useState<ShownTheater | null>(null);
  useEffect(() => { setShown(null); }, [decisions]);
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setShown(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const show = useCallback((id: number | 'persia') => setShown((s) => ({ id, n: (s?.n ?? 0) + 1 })), []);
  return [shown, show];
}

const marks = new WeakMap<ShownTheater, BoardHighlight>();

/**
 * The board's mark for a shown theater (the hover mark's form; Persia has none, it is only panned
 * to). One object per request, so a redraw of the screen does not redraw the board's marks.
 */
export function shownMark(s: ShownTheater | null): BoardHighlight | null {
  if (!s || typeof s.id !== 'number') return null;
  let mark = marks.get(s);
  if (!mark) marks.set(s, (mark = { reachable: [s.id], paths: {}, blocked: [] }));
  return mark;
}
export const UiContext = createContext<Ui>(noop);
export const useUi = (): Ui => useContext(UiContext);

/** A rule number linking to its section of the rules reference. */
export function RuleLink({ rule, children }: { rule: string; children?: ReactNode }) {
  const ui = useUi();
  const anchor = ruleAnchor(rule) ?? rule;
  return (
    <a
      className="rule-link"
      href={`#rule-${anchor}`}
      data-rule-link={rule}
      onClick={(e) => { e.preventDefault(); ui.openRule(anchor); }}
    >
      {children ?? t('prompt.rulesLink', { rule })}
    </a>
  );
}

export function TheaterChip({ id }: { id: number | string | null }) {
  const ui = useUi();
  if (id === null || id === undefined || id === '') return <span>—</span>;
  const key: number | 'persia' = id === 'persia' ? 'persia' : Number(id);
  const on = ui.hoveredTheater === key;
  const show = ui.showTheater;
  const onKey = (e: KeyboardEvent): void => {
    if (show && (e.key === 'Enter' || e.key === ' ')) { e.preventDefault(); e.stopPropagation(); show(key); }
  };
  return (
    <span
      className={`chip chip-theater${on ? ' chip-hover' : ''}${show ? ' chip-show' : ''}`}
      data-chip-theater={String(id)}
      tabIndex={0}
      role={show ? 'button' : undefined}
      title={show ? t('logview.showOnBoard', { theater: theaterName(id) }) : undefined}
      onClick={show ? (e) => { e.stopPropagation(); show(key); } : undefined}
      onKeyDown={show ? onKey : undefined}
      onMouseEnter={() => ui.hoverTheater(key)}
      onMouseLeave={() => ui.hoverTheater(null)}
      onFocus={() => ui.hoverTheater(key)}
      onBlur={() => ui.hoverTheater(null)}
    >
      {theaterName(id)}
    </span>
  );
}

