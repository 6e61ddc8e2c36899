// The app's languages (#18): English, Spanish (es) and Greek (el). Each translated dictionary is
// the merge of its area files, laid out as the English ones (en.ts and en.<area>.ts); a key a
// translation lacks falls back to English in t() (the parity test, tests/unit/renderer/i18n*, is
// what finds the gaps). Also which language a page starts in: pure functions, so they are tested
// without a browser.
import { esCore } from './es.js';
import { esLearn } from '../games/pericles/i18n/es.learn.js';
import { esWhynot } from '../games/pericles/i18n/es.whynot.js';
import { esOdds } from '../games/pericles/i18n/es.odds.js';
import { esSummary } from '../games/pericles/i18n/es.summary.js';
import { esRules } from './es.rules.js';
import { esEngine } from '../games/pericles/i18n/es.engine.js';
import { esData } from '../games/pericles/i18n/es.data.js';
import { esTable } from '../games/pericles/i18n/es.table.js';
import { esDisplay } from './es.display.js';
import { esEndgame } from './es.endgame.js';
import { esMoments } from '../games/pericles/i18n/es.moments.js';
import { esLayout } from '../games/pericles/i18n/es.layout.js';
import { esLoad } from '../games/pericles/i18n/es.load.js';
import { esSeats } from './es.seats.js';
import { esFiles } from './es.files.js';
import { esBalance } from './es.balance.js';
import { periklesEs } from '../games/perikles/i18n/es.perikles.js';
import { elCore } from './el.js';
import { elLearn } from '../games/pericles/i18n/el.learn.js';
import { elWhynot } from '../games/pericles/i18n/el.whynot.js';
import { elOdds } from '../games/pericles/i18n/el.odds.js';
import { elSummary } from '../games/pericles/i18n/el.summary.js';
import { elRules } from './el.rules.js';
import { elEngine } from '../games/pericles/i18n/el.engine.js';
import { elData } from '../games/pericles/i18n/el.data.js';
import { elTable } from '../games/pericles/i18n/el.table.js';
import { elDisplay } from './el.display.js';
import { elEndgame } from './el.endgame.js';
import { elMoments } from '../games/pericles/i18n/el.moments.js';
import { elLayout } from '../games/pericles/i18n/el.layout.js';
import { elLoad } from '../games/pericles/i18n/el.load.js';
import { elSeats } from './el.seats.js';
import { elFiles } from './el.files.js';
import { elBalance } from './el.balance.js';
import { periklesEl } from '../games/perikles/i18n/el.perikles.js';

export const LOCALES = ['en', 'es', 'el'] as const;
export type Locale = typeof LOCALES[number];

/** Each language named in itself, as the picker shows it (never translated). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español', el: 'Ελληνικά' };

export const es: Readonly<Record<string, string>> = {
  ...esCore, ...esLearn, ...esWhynot, ...esOdds, ...esSummary, ...esRules, ...esEngine, ...esData, ...esTable, ...esDisplay, ...esEndgame, ...esMoments, ...esLayout, ...esLoad, ...esSeats, ...esFiles, ...esBalance, ...periklesEs,
};
export const el: Readonly<Record<string, string>> = {
  ...elCore, ...elLearn, ...elWhynot, ...elOdds, ...elSummary, ...elRules, ...elEngine, ...elData, ...elTable, ...elDisplay, ...elEndgame, ...elMoments, ...elLayout, ...elLoad, ...elSeats, ...elFiles, ...elBalance, ...periklesEl,
};

/** `es`, `es-AR`, `EL_gr` … → the language, when it is one of ours. */
export function parseLocale(s: unknown): Locale | null {
  if (typeof s !== 'string') return null;
  const primary = s.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LOCALES as readonly string[]).includes(primary) ? primary as Locale : null;
}

/** The system's language (navigator.languages, in the user's order): the first one we have, else English. */
export function systemLocale(languages: readonly string[] | undefined): Locale {
  for (const l of languages ?? []) {
    const ours = parseLocale(l);
    if (ours) return ours;
  }
  return 'en';
}

/**
 * The language a page starts in. `flag` is `npm run web -- --lang xx`: it wins for the start it
 * was given to. Then this tab's language (kept across reloads: a flag or a pick made here), then
 * the player's remembered pick, then the system's language.
 */
export function startLocale(o: { flag?: unknown; tab?: unknown; remembered?: unknown; languages?: readonly string[] }): Locale {
  return parseLocale(o.flag) ?? parseLocale(o.tab) ?? parseLocale(o.remembered) ?? systemLocale(o.languages);
}

/** localStorage: the player's pick, for every later start on this machine. */
export const REMEMBERED_KEY = 'pericles.locale';
/** sessionStorage: this tab's language, so a reload keeps what a flag or a pick chose. */
export const TAB_KEY = 'pericles.locale.tab';
/** sessionStorage: which start's --lang was already applied here (a reload must not apply it again over a later pick). */
export const FLAG_KEY = 'pericles.locale.flag';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function read(store: Store | undefined, key: string): string | null {
  try { return store?.getItem(key) ?? null; } catch { return null; }
}
function write(store: Store | undefined, key: string, v: string): void {
  try { store?.setItem(key, v); } catch { /* storage off: this page only */ }
}

export interface LocaleStores { local?: Store; session?: Store; languages?: readonly string[] }

/** The language at boot, before the web host's launch answer (which may carry a flag) arrives. */
export function bootLocale(s: LocaleStores): Locale {
  return startLocale({ tab: read(s.session, TAB_KEY), remembered: read(s.local, REMEMBERED_KEY), languages: s.languages });
}

/**
 * The launch's --lang: the language to switch to, or null when there is none or this start's flag
 * was applied in this tab already (a reload after the player picked another language).
 * `launchId` tells one start of the host from the next (its access token, hashed).
 */
export function takeFlag(s: LocaleStores, flag: unknown, launchId: string): Locale | null {
  const lang = parseLocale(flag);
  if (!lang) return null;
  const mark = `${lang}:${launchId}`;
  if (read(s.session, FLAG_KEY) === mark) return null;
  write(s.session, FLAG_KEY, mark);
  write(s.session, TAB_KEY, lang);
  return lang;
}

/** The player picked a language: this tab keeps it, and later starts remember it. */
export function rememberPick(s: LocaleStores, lang: Locale): void {
  write(s.session, TAB_KEY, lang);
  write(s.local, REMEMBERED_KEY, lang);
}

/** The browser's stores and languages (none outside a browser: unit tests, scripts). */
export function browserStores(): LocaleStores {
  const g = globalThis as { localStorage?: Store; sessionStorage?: Store; navigator?: { languages?: readonly string[]; language?: string } };
  let local: Store | undefined;
  let session: Store | undefined;
  try { local = g.localStorage; session = g.sessionStorage; } catch { /* storage blocked */ }
  const nav = g.navigator;
  const languages = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  return { local, session, languages };
}

/** A short, stable fingerprint of a launch (FNV-1a), so the token itself is never stored. */
export function launchId(token: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}
