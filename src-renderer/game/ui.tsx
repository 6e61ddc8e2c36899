// UI-only shared state: open the rules at a rule, hover a theater or card chip (the board and
// other chips highlight it). No game data lives here.
import { createContext, useContext, type ReactNode } from 'react';
import { t } from '../i18n/index.js';
import { ruleAnchor } from '../rules/rules.js';
import { cardInfo, theaterName } from './format.js';
import { cardLabel } from './actions.js';

export interface Ui {
  openRule(rule: string): void;
  hoverTheater(id: number | 'persia' | null): void;
  hoverCard(id: string | null): void;
  hoveredCard: string | null;
  hoveredTheater: number | 'persia' | null;
}

const noop: Ui = { openRule: () => undefined, hoverTheater: () => undefined, hoverCard: () => undefined, hoveredCard: null, hoveredTheater: null };
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
  return (
    <span
      className={`chip chip-theater${on ? ' chip-hover' : ''}`}
      data-chip-theater={String(id)}
      tabIndex={0}
      onMouseEnter={() => ui.hoverTheater(key)}
      onMouseLeave={() => ui.hoverTheater(null)}
      onFocus={() => ui.hoverTheater(key)}
      onBlur={() => ui.hoverTheater(null)}
    >
      {theaterName(id)}
    </span>
  );
}

export function CardChip({ id }: { id: string }) {
  const ui = useUi();
  const info = cardInfo(id, null);
  const on = ui.hoveredCard === id;
  return (
    <span
      className={`chip chip-card${on ? ' chip-hover' : ''}`}
      data-chip-card={id}
      title={info ? `${info.title} · ${t('card.value', { value: info.value })}` : id}
      onMouseEnter={() => ui.hoverCard(id)}
      onMouseLeave={() => ui.hoverCard(null)}
    >
      {cardLabel(id)}
    </span>
  );
}
