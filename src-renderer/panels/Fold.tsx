// The side column's frame (#16 Layout): panels that fold down to their heading, and the yes/no
// choices the player makes there, remembered across reloads. Shell: any game's panels fold so.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { t } from '../i18n/index.js';

/** Where the table keeps what the player folded away (#16 Layout: panels remember their state). */
const STORE_PREFIX = 'pericles.table.';

function readFlag(key: string, fallback: boolean): boolean {
  try {
    const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORE_PREFIX + key);
    return v === null ? fallback : v === '1';
  } catch {
    return fallback;
  }
}

/** A yes/no the player sets (a folded panel, an open detail), kept across reloads in localStorage. */
export function useRememberedFlag(key: string, fallback: boolean): [boolean, (v: boolean) => void] {
  const [value, setValue] = useState(() => readFlag(key, fallback));
  useEffect(() => { setValue(readFlag(key, fallback)); }, [key, fallback]);
  const set = useCallback((v: boolean) => {
    setValue(v);
    try { localStorage.setItem(STORE_PREFIX + key, v ? '1' : '0'); } catch { /* storage off: this session only */ }
  }, [key]);
  return [value, set];
}

/**
 * A side panel that folds down to its heading. The panel keeps its own heading; a button over the
 * heading row folds it (aria-expanded), and the choice is remembered per panel.
 */
export function Fold({ id, title, children, folded: foldedByDefault = false }: { id: string; title: string; children: ReactNode; folded?: boolean }) {
  const [folded, setFolded] = useRememberedFlag(`fold.${id}`, foldedByDefault);
  return (
    <div className="fold" data-fold={id} data-folded={folded ? 'true' : 'false'}>
      <button
        type="button" className="fold-toggle" aria-expanded={!folded} data-fold-toggle={id}
        aria-label={t(folded ? 'fold.expand' : 'fold.collapse', { panel: title })} title={t(folded ? 'fold.expand' : 'fold.collapse', { panel: title })}
        onClick={() => setFolded(!folded)}
      >
        <span aria-hidden="true">{folded ? '▸' : '▾'}</span>
      </button>
      {children}
    </div>
  );
}

