// The saves browser: every save and autosave with its scenario, turn, phase, the Factions'
// Honor, when it was last played and a picture of the board, grouped by game (groups.ts); load,
// replay, rename, duplicate, export as a `.pericles` file and delete (to the trash, after a
// confirmation); import a `.pericles` file (#31). Damaged files are
// listed with what is wrong. "Continue" opens the game played last. A save whose replay departs from its snapshot (made
// with different rules) is loaded from the snapshot and the player is told where it departs.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ExportRequest, LoadedGame, PericlesApi, ReplaySource, SaveInfo } from '../../src-shared/protocol/api.js';
import { gameUiOf } from '../games/index.js';
import { ts } from './strings.js';
import { groupSaves, groupTitle } from './groups.js';
import { playedByLine, whenExactly, whenInWords } from './labels.js';
import { t } from '../i18n/index.js';
import './saves.css';

export interface SavesBrowserProps {
  api: PericlesApi;
  /** A game was loaded (its views arrive through onView). */
  onLoaded(game: LoadedGame): void;
  /** Open the replay of a save (or of the game just loaded). Hidden when absent. */
  onReplay?(source: ReplaySource): void;
  onClose?(): void;
  onError?(message: string): void;
  /** The game being played, as the saves list would title it: "Export this game…" is offered for it. */
  currentTitle?: string | null;
}

type Editing = { name: string; mode: 'rename' | 'duplicate' | 'delete'; draft: string } | null;

export function SavesBrowser({ api, onLoaded, onReplay, onClose, onError, currentTitle }: SavesBrowserProps) {
  const [saves, setSaves] = useState<SaveInfo[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [diverged, setDiverged] = useState<LoadedGame | null>(null);
  /** What the last export wrote (the file's name), shown until the next action. */
  const [exported, setExported] = useState<string | null>(null);
  const ids = useId();
  const editRef = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const report = useCallback((m: string) => (onError ? onError(m) : setMessage(m)), [onError]);

  const refresh = useCallback(async () => {
    const r = await api.listSaves();
    if (!r.ok) return report(r.message);
    setSaves(r.value);
  }, [api, report]);

  useEffect(() => { void refresh(); }, [refresh]);
  useEffect(() => { editRef.current?.focus(); editRef.current?.select(); }, [editing?.name, editing?.mode]);

  const loaded = useCallback((game: LoadedGame) => {
    if (game.replay === 'diverged') setDiverged(game);
    else onLoaded(game);
  }, [onLoaded]);

  async function load(name: string | null): Promise<void> {
    setBusy(true);
    const r = name === null ? await api.continueLatest() : await api.load(name);
    setBusy(false);
    if (!r.ok) return report(r.message);
    if (!r.value) return report(ts('saves.none'));
    loaded(r.value);
  }

  /** Export… (#31): a save, or the game being played, as a `.pericles` file (a dialog, or a download). */
  async function exportFile(source: ExportRequest): Promise<void> {
    if (!api.exportSave) return;
    setBusy(true);
    setExported(null);
    const r = await api.exportSave(source);
    setBusy(false);
    if (!r.ok) return report(r.message);
    if (r.value) setExported(r.value.file);
  }

  /** Import… (#31): the desktop's dialog, or the page's file input; the file is checked as a load is, then loaded. */
  async function importFile(file?: File): Promise<void> {
    if (!file && !api.importSave) {
      fileInput.current?.click();
      return;
    }
    setBusy(true);
    setExported(null);
    const r = file ? await api.importSaveFile!(file) : await api.importSave!();
    setBusy(false);
    if (!r.ok) return report(r.message);
    if (!r.value) return; // the dialog was cancelled
    await load(r.value.name);
  }
  const canImport = !!api.importSave || !!api.importSaveFile;

  async function commit(): Promise<void> {
    if (!editing) return;
    setBusy(true);
    const { name, mode, draft } = editing;
    const r = mode === 'delete' ? await api.deleteSave(name)
      : mode === 'rename' ? await api.renameSave(name, draft.trim())
        : await api.duplicateSave(name, draft.trim());
    setBusy(false);
    if (!r.ok) return report(r.message);
    setEditing(null);
    await refresh();
  }

  const latest = saves?.find((s) => s.ok);

  if (diverged) {
    return (
      <section className="saves-browser saves-diverged" data-saves-diverged role="alertdialog" aria-labelledby={`${ids}-dv`}>
        <h2 id={`${ids}-dv`}>{ts('saves.diverged.title')}</h2>
        <p data-divergence-at={diverged.divergence?.at ?? ''}>{diverged.divergence?.message ?? diverged.notice}</p>
        <button type="button" className="primary" autoFocus data-diverged-continue onClick={() => { const g = diverged; setDiverged(null); onLoaded(g); }}>
          {ts('saves.diverged.continue')}
        </button>
        {onReplay && <button type="button" onClick={() => { setDiverged(null); onReplay('current'); }}>{ts('saves.diverged.replay')}</button>}
      </section>
    );
  }

  return (
    <section className="saves-browser" data-saves-browser aria-labelledby={`${ids}-h`}>
      <header className="saves-header">
        <h2 id={`${ids}-h`}>{ts('saves.heading')}</h2>
        <button type="button" className="primary" data-saves-continue disabled={busy} onClick={() => void load(null)} title={ts('saves.continueHint')}>
          {ts('saves.continue')}
        </button>
        <button type="button" onClick={() => void refresh()} disabled={busy}>{ts('saves.refresh')}</button>
        {canImport && (
          <button type="button" data-saves-import disabled={busy} title={t('files.importHint')} onClick={() => void importFile()}>{t('files.import')}</button>
        )}
        {api.importSaveFile && !api.importSave && (
          <input
            ref={fileInput} type="file" hidden accept=".pericles,.json" data-saves-import-file
            onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void importFile(f); }}
          />
        )}
        {currentTitle && api.exportSave && (
          <button type="button" data-saves-export-current disabled={busy} title={t('files.exportCurrentHint')} onClick={() => void exportFile({ title: currentTitle })}>
            {t('files.exportCurrent')}
          </button>
        )}
        {onClose && <button type="button" onClick={onClose}>{ts('saves.close')}</button>}
        {latest && <p className="saves-latest" data-saves-latest>{t('savesUi.latest', { game: groupTitle(latest), when: whenInWords(latest.savedAt) })}</p>}
      </header>
      {message && <p className="banner banner-warning" role="status" data-saves-message>{message}</p>}
      {exported && <p className="saves-exported" role="status" data-saves-exported={exported}>{t('files.exported', { file: exported })}</p>}
      {saves === null ? <p aria-busy="true">{ts('saves.loading')}</p> : saves.length === 0 ? <p>{ts('saves.none')}</p> : (
        <ul className="saves-games">
          {groupSaves(saves).map((group) => {
            const backups = group.saves.filter((s) => s.kind === 'autosave-backup');
            return (
              <li key={group.key} className="saves-game" data-save-game={group.key}>
                <h3 className="saves-game-title" data-save-game-title>{group.title}</h3>
                <ul className="saves-list">{group.saves.filter((s) => s.kind !== 'autosave-backup').map(entry)}</ul>
                {backups.length > 0 && (
                  <details className="saves-backups" data-save-backups>
                    <summary>{ts('saves.olderAutosaves', { count: backups.length })}</summary>
                    <ul className="saves-list">{backups.map(entry)}</ul>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );

  function entry(s: SaveInfo) {
    // The save's game words it: its scenario's length, its phase (one this version does not know is left out), its scores.
    const game = gameUiOf(s.game);
    const last = s.scenario ? game.lastTurn(s.scenario) : null;
    const edit = editing?.name === s.name ? editing : null;
    const phase = s.phase ? game.names.phase(s.phase) : '';
    const who = playedByLine(s);
    const when = whenInWords(s.savedAt);
    return (
      <li key={s.name} className={`save-entry${s.ok ? '' : ' save-damaged'}`} data-save-entry={s.name} data-save-kind={s.kind} data-ok={s.ok}>
        <div className="save-thumb">
          {s.thumbnail ? <img src={s.thumbnail} alt="" width={160} data-save-thumbnail /> : <span className="save-nothumb">{ts('saves.noThumbnail')}</span>}
        </div>
        <div className="save-info">
          <h4>
            {/* An autosave is named by its game's title above it; a named save by its name. */}
            {s.ok ? (s.kind === 'save' ? s.title ?? s.name : ts(s.kind === 'autosave' ? 'saves.autosave' : 'saves.autosaveBackup'))
              : s.kind === 'save' ? s.name : t('savesUi.damagedAutosave')}
          </h4>
          {s.ok ? (
            <>
              <p className="save-meta">
                <span data-save-turn={s.turn}>{last !== null ? ts('saves.turnOf', { turn: s.turn ?? 0, last }) : ts('saves.turn', { turn: s.turn ?? 0 })}</span>
                {phase && <span data-save-phase={s.phase}>{phase}</span>}
              </p>
              {who && <p className="save-who" data-save-who>{who}</p>}
              <game.SaveScores save={s} />
              {when && <p className="save-when" data-save-when title={whenExactly(s.savedAt)}>{t(s.kind === 'save' ? 'savesUi.saved' : 'savesUi.autosaved', { when })}</p>}
            </>
          ) : (
            <>
              <p className="save-error" role="note" data-save-error={s.error?.code}>{ts('saves.damaged')}: {s.error ? game.errorText(s.error.code, s.error.message) : ''}</p>
              {s.kind !== 'save' && <p className="save-file">{t('savesUi.fileName', { name: s.name })}</p>}
            </>
          )}
        </div>
        <div className="save-actions">
          {edit ? (
            <form onSubmit={(e) => { e.preventDefault(); void commit(); }} onKeyDown={(e) => { if (e.key === 'Escape') setEditing(null); }}>
              {edit.mode === 'delete' ? (
                <span role="alert">{ts('saves.confirmDelete', { name: s.name })}</span>
              ) : (
                <label>
                  {ts('saves.newName')}{' '}
                  <input ref={editRef} data-field="save-new-name" value={edit.draft} maxLength={80} onChange={(e) => setEditing({ ...edit, draft: e.target.value })} />
                </label>
              )}
              <button type="submit" data-confirm={edit.mode} disabled={busy || (edit.mode !== 'delete' && !edit.draft.trim())} autoFocus={edit.mode === 'delete'}>
                {edit.mode === 'delete' ? ts('saves.confirmYes') : ts('saves.ok')}
              </button>
              <button type="button" onClick={() => setEditing(null)}>{ts('saves.cancel')}</button>
            </form>
          ) : (
            <>
              <button type="button" className="primary" data-save-load={s.name} disabled={!s.ok || busy} onClick={() => void load(s.name)}>{ts('saves.load')}</button>
              {onReplay && <button type="button" data-save-replay={s.name} disabled={!s.ok || busy} onClick={() => onReplay({ save: s.name })}>{ts('saves.replay')}</button>}
              <button type="button" data-save-rename={s.name} disabled={!s.ok || busy} onClick={() => setEditing({ name: s.name, mode: 'rename', draft: s.kind === 'save' ? s.name : (s.title ?? '') })}>{ts('saves.rename')}</button>
              <button type="button" data-save-duplicate={s.name} disabled={!s.ok || busy} onClick={() => setEditing({ name: s.name, mode: 'duplicate', draft: ts('saves.copyOf', { name: s.kind === 'save' ? s.name : (s.title ?? ts('saves.untitled')) }).slice(0, 80) })}>{ts('saves.duplicate')}</button>
              {api.exportSave && (
                <button type="button" data-save-export={s.name} disabled={!s.ok || busy} title={t('files.exportHint')} onClick={() => void exportFile({ save: s.name })}>{t('files.export')}</button>
              )}
              <button type="button" data-save-delete={s.name} disabled={busy} onClick={() => setEditing({ name: s.name, mode: 'delete', draft: '' })}>{ts('saves.delete')}</button>
            </>
          )}
        </div>
      </li>
    );
  }
}
