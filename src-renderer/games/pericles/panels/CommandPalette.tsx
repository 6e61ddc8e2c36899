// The command palette (#16 "Words a player uses"): Ctrl+K (or the prompt bar's "Commands…"
// button) opens every legal action of the current decision, in words, filtered as one types;
// arrow keys move, Enter chooses, Escape closes. It replaces the always-shown generic list: the
// specific prompt is the way to play, this is the shortcut. Each entry is a button carrying
// `data-action` (the test contract), kept in the prompt's DOM — `hidden` while closed — so the
// list of legal actions can always be read. Choosing an entry does not send it: like the prompt,
// the palette then asks to confirm (Enter or Space on Confirm; Escape or Change goes back to the
// list), and only Confirm sends it.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Action, GameView } from '../../../../src-shared/games/pericles/client.js';
import { actionKey, actionLabel } from '../game/actions.js';
import { choiceHelp } from '../decisions/pickers.js';
import { t, useLocale } from '../../../i18n/index.js';
import { useDialogFocus } from '../../../game/dialogFocus.js';
import '../../../panels/palette.css';

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
  const box = useRef<HTMLDivElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The entry chosen and waiting for Confirm (by key: a new list of legal actions drops it).
  const [picked, setPicked] = useState<string | null>(null);
  const locale = useLocale(); // #18: the labels follow a change of language while the palette is open
  const entries = useMemo(() => actions.map((a) => ({ action: a, key: actionKey(a), label: actionLabel(a, view) })), [actions, view, locale]);
  const shown = entries.filter((e) => paletteMatches(e.label, query));
  const current = shown[Math.min(active, shown.length - 1)] ?? null;
  const chosen = picked === null ? null : entries.find((e) => e.key === picked) ?? null;
  // A modal (#30): Tab goes round the search box (or Confirm and Change), Escape steps back from
  // the confirm step or closes, and closing gives the focus back to what opened it.
  useDialogFocus(box, () => (chosen ? setPicked(null) : onClose()), input, open);

  // Opening starts afresh, with the search box focused.
  useEffect(() => {
    if (!open) return;
    setQuery('');
    setActive(0);
    setPicked(null);
    input.current?.focus();
  }, [open]);
  // The confirm step takes the focus; going back to the list gives it to the search box.
  useEffect(() => {
    if (!open) return;
    if (chosen) confirmButton.current?.focus();
    else input.current?.focus();
  }, [open, chosen]);
  // Keep the highlighted entry in view as the arrows move it.
  useEffect(() => {
    if (!open || !current) return;
    list.current?.querySelector<HTMLElement>(`[data-action='${current.key.replace(/'/g, "\\'")}']`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, current]);

  function choose(key: string): void {
    if (!busy) setPicked(key);
  }
  function send(a: Action): void {
    if (busy) return;
    onClose();
    onAct(a);
  }

  function onKey(e: KeyboardEvent): void {
    const n = shown.length;
    if (chosen) return; // the confirm step: Tab moves between Confirm and Change (useDialogFocus)
    if (e.key === 'ArrowDown' && n) { e.preventDefault(); setActive((i) => (Math.min(i, n - 1) + 1) % n); }
    else if (e.key === 'ArrowUp' && n) { e.preventDefault(); setActive((i) => (Math.min(i, n - 1) - 1 + n) % n); }
    else if (e.key === 'Home' && n) { e.preventDefault(); setActive(0); }
    else if (e.key === 'End' && n) { e.preventDefault(); setActive(n - 1); }
    else if (e.key === 'Enter' && current && e.target === input.current) { e.preventDefault(); choose(current.key); }
  }

  const optionId = (key: string): string => `palette-${entries.findIndex((e) => e.key === key)}`;
  return (
    <div className="palette-backdrop" hidden={!open} data-palette={open ? 'open' : 'closed'} onMouseDown={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div ref={box} className="palette" role="dialog" aria-modal="true" aria-label={t('palette.title')} onKeyDown={onKey}>
        <input
          ref={input} type="search" className="palette-search" data-palette-search
          placeholder={t('palette.placeholder')} aria-label={t('palette.placeholder')}
          role="combobox" aria-expanded={open} aria-controls="palette-list" aria-autocomplete="list"
          aria-activedescendant={current ? optionId(current.key) : undefined}
          value={query} onChange={(e) => { setQuery(e.target.value); setActive(0); }}
          hidden={!!chosen}
        />
        {chosen && (
          <div className="palette-confirm" data-palette-confirm-for={chosen.key}>
            <p>{t('prompt.confirmQuestion', { choice: chosen.label })}</p>
            {choiceHelp(chosen.action) && <p className="hint" data-choice-help>{choiceHelp(chosen.action)}</p>}
            <button ref={confirmButton} type="button" className="primary" data-palette-confirm disabled={busy} onClick={() => send(chosen.action)}>{t('prompt.confirm')}</button>
            <button type="button" data-palette-back onClick={() => setPicked(null)}>{t('prompt.cancel')}</button>
          </div>
        )}
        <ul className="palette-list" id="palette-list" role="listbox" ref={list} aria-label={t('palette.title')} hidden={!!chosen}>
          {entries.map((e) => {
            const visible = shown.includes(e);
            return (
              <li key={e.key} role="option" id={optionId(e.key)} aria-selected={current === e} hidden={!visible}>
                <button
                  type="button" tabIndex={-1} className={current === e ? 'active' : undefined}
                  data-action={e.key} disabled={busy}
                  onMouseMove={() => { const i = shown.indexOf(e); if (i >= 0 && i !== active) setActive(i); }}
                  onClick={() => choose(e.key)}
                >
                  {e.label}
                </button>
              </li>
            );
          })}
        </ul>
        {!chosen && shown.length === 0 && <p className="palette-empty muted" data-palette-empty>{t('palette.none')}</p>}
        <p className="palette-hint muted">{chosen ? t('palette.confirmHint') : t('palette.hint', { n: shown.length, of: entries.length })}</p>
      </div>
    </div>
  );
}
