// Save / Save As / Open / New for the game screen, with Ctrl/Cmd+S, Ctrl/Cmd+Shift+S, Ctrl/Cmd+O
// and Ctrl/Cmd+N. In the desktop app the File menu's accelerators already send these commands
// (api.onMenu), so the page's own shortcuts are only bound in the browser. While mounted it also
// keeps the host's board thumbnail fresh, so autosaves show the board as it was last seen.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { PericlesApi } from '../../src-shared/protocol/api.js';
import { captureBoardThumbnail } from './thumbnail.js';
import { ts } from './strings.js';
import { useLocale } from '../i18n/index.js';
import { IconLabel } from '../game/icons.js';
import { useDialogFocus } from '../game/dialogFocus.js';

/** Attempts at a board picture after a change, half a second apart (the board draws on demand). */
const THUMBNAIL_TRIES = 8;
/** How long the "Saved as …" note (or a save's error) stays up. */
const STATUS_SHOWN_MS = 10_000;
/**
 * A picture costs the page a few ms (the board drawn small and encoded): it waits until the page
 * is idle, and while decisions come quickly at most one is taken this often (#16 speed: never on
 * the way of a decision). The last decision's picture is always taken.
 */
const THUMBNAIL_EVERY_MS = 3000;
let lastThumbnailAt = -Infinity;
/**
 * The board (scene), its pieces' redraw count and the decision count at the last picture: in the
 * same game (decisions only grew) an unchanged board is not taken again.
 */
let lastThumbnailOf: { scene: object; version: number; decisions: number } | null = null;

function boardDrawn(): { scene: object; version: number } | null {
  const scene = document.querySelector<HTMLElement & { __boardScene?: { viewVersion?: number } }>('[data-board-canvas-host]')?.__boardScene;
  return scene && typeof scene.viewVersion === 'number' ? { scene, version: scene.viewVersion } : null;
}

/** Runs `f` when the page is idle (or after `timeout` ms at the latest); returns a cancel. */
function whenIdle(f: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(f, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(f, 0);
  return () => clearTimeout(id);
}

export interface SaveControlsProps {
  api: PericlesApi;
  /** Open the saves browser. */
  onOpen(): void;
  /** Go to the new-game setup. */
  onNew(): void;
  /** Open the replay of the current game (the button is hidden without it). */
  onReplay?(): void;
  onError?(message: string): void;
  /** Decisions so far (ViewMessage.decisions): the thumbnail is refreshed when it changes. */
  decisions?: number;
  /** The name the game was last saved or loaded under (Save reuses it). */
  initialName?: string | null;
  /** False in a lesson (#29 item 14): it is practice, never saved; Save and Save As are not offered. */
  canSave?: boolean;
}

/** The shortcut a key event stands for, if any. */
export function shortcutOf(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'save' | 'saveAs' | 'open' | 'new' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const k = e.key.toLowerCase();
  if (k === 's') return e.shiftKey ? 'saveAs' : 'save';
  if (k === 'o' && !e.shiftKey) return 'open';
  if (k === 'n' && !e.shiftKey) return 'new';
  return null;
}

export function SaveControls({ api, onOpen, onNew, onReplay, onError, decisions, initialName = null, canSave = true }: SaveControlsProps) {
  const [name, setName] = useState<string | null>(initialName);
  const [asking, setAsking] = useState(false);
  const [draft, setDraft] = useState('');
  // What the last save said: the name it was saved under is worded when shown, so a change of
  // language words it again (a sentence kept from the save stayed in the language of the moment).
  const [status, setStatus] = useState<{ saved: string } | { error: string } | null>(null);
  useLocale();
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const askForm = useRef<HTMLFormElement>(null);
  const report = useCallback((m: string) => (onError ? onError(m) : setStatus({ error: m })), [onError]);
  // #29.9: the note shows over the page (it no longer makes room in the header), for a while.
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), STATUS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const saveAs = useCallback(async (target: string) => {
    setBusy(true);
    const r = await api.save(target, captureBoardThumbnail() ?? undefined);
    setBusy(false);
    if (!r.ok) return report(r.message);
    setName(r.value.name);
    setAsking(false);
    setStatus({ saved: r.value.name });
  }, [api, report]);

  const askName = useCallback(() => {
    setDraft(name ?? '');
    setAsking(true);
  }, [name]);

  const run = useCallback((cmd: 'save' | 'saveAs' | 'open' | 'new') => {
    if (cmd === 'open') onOpen();
    else if (cmd === 'new') onNew();
    else if (!canSave) return;
    else if (cmd === 'save' && name) void saveAs(name);
    else askName();
  }, [askName, canSave, name, onNew, onOpen, saveAs]);
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => api.onMenu((cmd) => { if (cmd !== 'showGame' && cmd !== 'seats') runRef.current(cmd); }), [api]);
  useEffect(() => {
    if (api.importSave) return; // desktop (its native dialogs): the menu's accelerators send these
    const onKey = (e: KeyboardEvent) => {
      const cmd = shortcutOf(e);
      if (!cmd) return;
      e.preventDefault();
      runRef.current(cmd);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [api]);
  // Save as… is a modal (#30): the name box has the focus, Tab stays in the form, Escape cancels,
  // and the focus goes back to the button (or wherever the shortcut was pressed).
  const cancelAsking = useCallback(() => setAsking(false), []);
  useDialogFocus(askForm, cancelAsking, inputRef, asking);

  // Keep the host's thumbnail current (debounced): autosaves carry the board as last seen. The
  // board may not be drawn yet right after a new game or a load: try again until it is. The host
  // writes an autosave made before the first picture again with it (#16).
  useEffect(() => {
    if (!api.setThumbnail) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    let cancelIdle = (): void => undefined;
    const attempt = () => {
      const drawn = boardDrawn();
      // Most decisions (cards, debates) move nothing on the board: the host's picture is still right.
      const last = lastThumbnailOf;
      if (drawn && last && drawn.scene === last.scene && drawn.version === last.version && (decisions ?? 0) > last.decisions) return;
      const data = captureBoardThumbnail();
      if (data) {
        lastThumbnailAt = performance.now();
        lastThumbnailOf = drawn && { ...drawn, decisions: decisions ?? 0 };
        void api.setThumbnail?.(data);
      } else if (++tries < THUMBNAIL_TRIES) timer = setTimeout(later, 500);
    };
    const later = () => { cancelIdle = whenIdle(attempt, 1500); };
    timer = setTimeout(later, Math.max(400, lastThumbnailAt + THUMBNAIL_EVERY_MS - performance.now()));
    return () => { clearTimeout(timer); cancelIdle(); };
  }, [api, decisions]);

  return (
    <div className="save-controls" data-save-controls role="toolbar" aria-label={ts('saves.heading')} title={ts('controls.shortcuts')}>
      {canSave && <button type="button" className="icon-button" data-control="save" title={ts('controls.save')} data-tip={ts('controls.save')} disabled={busy} onClick={() => run('save')} aria-keyshortcuts="Control+S Meta+S"><IconLabel icon="save" word={ts('controls.save')} /></button>}
      {canSave && <button type="button" className="icon-button" data-control="saveAs" title={ts('controls.saveAs')} data-tip={ts('controls.saveAs')} disabled={busy} onClick={() => run('saveAs')} aria-keyshortcuts="Control+Shift+S Meta+Shift+S"><IconLabel icon="saveAs" word={ts('controls.saveAs')} /></button>}
      <button type="button" className="icon-button" data-control="open" title={ts('controls.open')} data-tip={ts('controls.open')} onClick={() => run('open')} aria-keyshortcuts="Control+O Meta+O"><IconLabel icon="open" word={ts('controls.open')} /></button>
      <button type="button" className="icon-button" data-control="new" title={ts('controls.new')} data-tip={ts('controls.new')} onClick={() => run('new')} aria-keyshortcuts="Control+N Meta+N"><IconLabel icon="new" word={ts('controls.new')} /></button>
      {onReplay && <button type="button" className="icon-button" data-control="replay" title={ts('controls.replay')} data-tip={ts('controls.replay')} onClick={onReplay}><IconLabel icon="replay" word={ts('controls.replay')} /></button>}
      {asking && (
        <form
          ref={askForm} className="save-as" data-save-as role="dialog" aria-modal="true" aria-labelledby={`${ids}-t`}
          onSubmit={(e) => { e.preventDefault(); if (draft.trim()) void saveAs(draft.trim()); }}
        >
          <label id={`${ids}-t`} htmlFor={`${ids}-n`}>{ts('controls.saveAsTitle')}</label>
          <input id={`${ids}-n`} ref={inputRef} data-field="save-name" value={draft} maxLength={80} onChange={(e) => setDraft(e.target.value)} />
          <button type="submit" className="primary" disabled={busy || !draft.trim()}>{ts('controls.save')}</button>
          <button type="button" data-save-as-cancel onClick={cancelAsking}>{ts('saves.cancel')}</button>
        </form>
      )}
      {status && <span className="save-status" role="status" data-save-status>{'saved' in status ? ts('controls.saved', { name: status.saved }) : status.error}</span>}
    </div>
  );
}
