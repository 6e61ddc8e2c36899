// The command palette (#16 "Words a player uses"): Ctrl+K (or the prompt bar's "Commands…"
// button) opens every legal action of the current decision, in words, filtered as one types;
// arrow keys move, Enter chooses, Escape closes. It replaces the always-shown generic list: the
// specific prompt is the way to play, this is the shortcut. Each entry is a button carrying
// `data-action` (the test contract), kept in the prompt's DOM — `hidden` while closed — so the
// list of legal actions can always be read. Choosing sends the action at once, as that list did.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Action, GameView } from '../../src-shared/engine.js';
import { actionKey, actionLabel } from '../game/actions.js';
import { t } from '../i18n/index.js';
import './palette.css';

export interface CommandPaletteProps {
  view: GameView;
  actions: readonly Action[];
  open: boolean;
  busy?: boolean;
  onClose(): void;
  onAct(action: Action): void;
}

/** Every word of the query appears in the label (any order, any case). */
export function paletteMatches(label: string, query: string): boolean {
  const hay = label.toLowerCase();
  return query.toLowerCase().split(/\s+/).filter(Boolean).every((w) => hay.includes(w));
}

export function CommandPalette({ view, actions, open, busy = false, onClose, onAct }: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const entries = useMemo(() => actions.map((a) => ({ action: a, key: actionKey(a), label: actionLabel(a, view) })), [actions, view]);
  const shown = entries.filter((e) => paletteMatches(e.label, query));
  const current = shown[Math.min(active, shown.length - 1)] ?? null;

  // Opening starts afresh, with the search box focused.
  useEffect(() => {
    if (!open) return;
    setQuery('');
    setActive(0);
    input.current?.focus();
  }, [open]);
  // Keep the highlighted entry in view as the arrows move it.
  useEffect(() => {
    if (!open || !current) return;
    list.current?.querySelector<HTMLElement>(`[data-action='${current.key.replace(/'/g, "\\'")}']`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, current]);

  function choose(a: Action): void {
    if (busy) return;
    onClose();
    onAct(a);
  }

  function onKey(e: KeyboardEvent): void {
    const n = shown.length;
    if (e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); onClose(); }
    else if (e.key === 'Tab') e.preventDefault(); // a modal: the search box is its one stop
    else if (e.key === 'ArrowDown' && n) { e.preventDefault(); setActive((i) => (Math.min(i, n - 1) + 1) % n); }
    else if (e.key === 'ArrowUp' && n) { e.preventDefault(); setActive((i) => (Math.min(i, n - 1) - 1 + n) % n); }
    else if (e.key === 'Home' && n) { e.preventDefault(); setActive(0); }
    else if (e.key === 'End' && n) { e.preventDefault(); setActive(n - 1); }
    else if (e.key === 'Enter' && current && e.target === input.current) { e.preventDefault(); choose(current.action); }
  }

  const optionId = (key: string): string => `palette-${entries.findIndex((e) => e.key === key)}`;
  return (
    <div className="palette-backdrop" hidden={!open} data-palette={open ? 'open' : 'closed'} onMouseDown={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div className="palette" role="dialog" aria-modal="true" aria-label={t('palette.title')} onKeyDown={onKey}>
        <input
          ref={input} type="search" className="palette-search" data-palette-search
          placeholder={t('palette.placeholder')} aria-label={t('palette.placeholder')}
          role="combobox" aria-expanded={open} aria-controls="palette-list" aria-autocomplete="list"
          aria-activedescendant={current ? optionId(current.key) : undefined}
          value={query} onChange={(e) => { setQuery(e.target.value); setActive(0); }}
        />
        <ul className="palette-list" id="palette-list" role="listbox" ref={list} aria-label={t('palette.title')}>
          {entries.map((e) => {
            const visible = shown.includes(e);
            return (
              <li key={e.key} role="option" id={optionId(e.key)} aria-selected={current === e} hidden={!visible}>
                <button
                  type="button" tabIndex={-1} className={current === e ? 'active' : undefined}
                  data-action={e.key} disabled={busy}
                  onMouseMove={() => { const i = shown.indexOf(e); if (i >= 0 && i !== active) setActive(i); }}
                  onClick={() => choose(e.action)}
                >
                  {e.label}
                </button>
              </li>
            );
          })}
        </ul>
        {shown.length === 0 && <p className="palette-empty muted" data-palette-empty>{t('palette.none')}</p>}
        <p className="palette-hint muted">{t('palette.hint', { n: shown.length, of: entries.length })}</p>
      </div>
    </div>
  );
}
