// The desktop app's own menu words in the app's three languages (#18): the native menu follows
// the language the player picked in the page (Electron words its role items — Edit, Window,
// Quit… — in the system's language itself). Plain data, no Electron: unit-tested directly.

export type MenuLocale = 'en' | 'es' | 'el';

export interface MenuWords {
  file: string;
  newGame: string;
  open: string;
  openRecent: string;
  save: string;
  saveAs: string;
  /** Hand a Faction to a bot or take one over mid-game (#30); the page's own "Seats…" words. */
  seats: string;
  view: string;
  noSaves: string;
  /** A recent save with its turn: {title}, {turn}. */
  recentTurn: string;
  /** The file-type name in the import and export dialogs. */
  saveFileType: string;
  /** At launch, another process holds the saves folder (#31 item 1): {folder}, {pid}. */
  folderInUse: string;
  /** The same, its process unknown (it is taking the folder this moment): {folder}. */
  folderBeingTaken: string;
}

// '&' marks the Alt-key letter on Windows and Linux; Greek menus go without (Alt with a Greek
// letter depends on the keyboard layout).
export const MENU_WORDS: Readonly<Record<MenuLocale, MenuWords>> = {
  en: {
    file: '&File', newGame: '&New Game…', open: '&Open…', openRecent: 'Open &Recent', save: '&Save', saveAs: 'Save &As…', seats: 'S&eats…',
    view: '&View', noSaves: 'No saved games', recentTurn: '{title} — turn {turn}', saveFileType: 'Pericles save',
    folderInUse: 'The saves folder {folder} is in use by another Pericles (process {pid}). Close that one first, then start Pericles again.',
    folderBeingTaken: 'Another Pericles is opening the saves folder {folder} right now. Close it first, then start Pericles again.',
  },
  es: {
    file: '&Archivo', newGame: '&Nueva partida…', open: '&Abrir…', openRecent: 'Abrir &reciente', save: '&Guardar', saveAs: 'Guardar &como…', seats: '&Jugadores…',
    view: '&Ver', noSaves: 'No hay partidas guardadas', recentTurn: '{title} — turno {turn}', saveFileType: 'Partida de Pericles',
    folderInUse: 'La carpeta de partidas guardadas {folder} está en uso por otro Pericles (proceso {pid}). Ciérralo primero y vuelve a abrir Pericles.',
    folderBeingTaken: 'Otro Pericles está abriendo ahora la carpeta de partidas guardadas {folder}. Ciérralo primero y vuelve a abrir Pericles.',
  },
  el: {
    file: 'Αρχείο', newGame: 'Νέο παιχνίδι…', open: 'Άνοιγμα…', openRecent: 'Άνοιγμα πρόσφατου', save: 'Αποθήκευση', saveAs: 'Αποθήκευση ως…', seats: 'Παίκτες…',
    view: 'Προβολή', noSaves: 'Δεν υπάρχουν αποθηκευμένα παιχνίδια', recentTurn: '{title} — γύρος {turn}', saveFileType: 'Παιχνίδι Pericles',
    folderInUse: 'Ο φάκελος αποθηκευμένων παιχνιδιών {folder} χρησιμοποιείται από άλλο Pericles (διεργασία {pid}). Κλείστε το πρώτα και ανοίξτε ξανά το Pericles.',
    folderBeingTaken: 'Ένα άλλο Pericles ανοίγει αυτή τη στιγμή τον φάκελο αποθηκευμένων παιχνιδιών {folder}. Κλείστε το πρώτα και ανοίξτε ξανά το Pericles.',
  },
};

/** `es`, `es-AR`, `el_GR` … → that language; anything else (or nothing) → null. */
export function menuLocaleOf(s: unknown): MenuLocale | null {
  if (typeof s !== 'string') return null;
  const lang = s.toLowerCase().split(/[-_]/)[0];
  return lang === 'en' || lang === 'es' || lang === 'el' ? lang : null;
}

/** A save as File > Open Recent lists it: its title, and its turn when known. */
export function recentLabel(locale: MenuLocale, title: string, turn?: number): string {
  return turn === undefined ? title : MENU_WORDS[locale].recentTurn.replace('{title}', title).replace('{turn}', String(turn));
}

/** Why the app cannot start: another process holds its saves folder (saves/folderLock.ts). */
export function folderInUseText(locale: MenuLocale, e: { dir: string; owner: { pid: number } | null }): string {
  const w = MENU_WORDS[locale];
  return (e.owner ? w.folderInUse.replace('{pid}', String(e.owner.pid)) : w.folderBeingTaken).replace('{folder}', e.dir);
}
