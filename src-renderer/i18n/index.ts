// The renderer's one i18n layer (ARCHITECTURE.md "Text"): English, Spanish and Greek (#18), one
// dictionary each with the same keys (locales.ts merges the translated area files). A key a
// translation lacks falls back to English. Switching language tells subscribers (the app
// re-renders, the board redraws its canvas text) and sets `<html lang>`.
import { useSyncExternalStore } from 'react';
import { en, type MessageKey } from './en.js';
import { LOCALES, el, es, type Locale } from './locales.js';
import { selectPlurals } from './plural.js';

export type { MessageKey, Locale };
export { LOCALES };
export type Args = Readonly<Record<string, string | number | boolean | null | undefined>>;
export type Dictionary = Partial<Record<MessageKey, string>>;

const dictionaries: Record<string, Dictionary> = { en, es, el };
let locale: Locale = 'en';
const listeners = new Set<() => void>();

/** Switches the language (an unknown one is ignored); subscribers hear of a change. */
export function setLocale(next: string): void {
  if (!dictionaries[next]) return;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  if (next === locale) return;
  locale = next as Locale;
  for (const l of [...listeners]) l();
}
export function getLocale(): Locale {
  return locale;
}
export function registerLocale(name: string, dict: Dictionary): void {
  dictionaries[name] = dict;
}

/** Calls `fn` after each change of language; returns the unsubscribe. */
export function onLocaleChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => { listeners.delete(fn); };
}

/**
 * The current language, re-rendering the component when it changes. The app's root uses it (the
 * whole tree re-renders); a memoized component or a cached value that holds words uses it too.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, getLocale, getLocale);
}

/** Fills a template: each counted form by the language's plural rules (plural.ts), then each `{name}`. */
export function fill(template: string, args: Args, lang: string = locale): string {
  return selectPlurals(template, lang, args).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = args[name];
    return v === undefined || v === null ? whole : String(v);
  });
}

function lookup(key: string): string | undefined {
  return (dictionaries[locale] as Record<string, string | undefined>)[key]
    ?? (en as Record<string, string | undefined>)[key];
}

/** The string for `key`, with `{name}` placeholders and counted forms (`{n, plural, …}`) filled from `args`. */
export function t(key: MessageKey, args: Args = {}): string {
  return fill(lookup(key) ?? key, args);
}

/** Whether a (runtime-built) key has a string. */
export function has(key: string): key is MessageKey {
  return lookup(key) !== undefined;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number written the language's way (decimal comma in Spanish and Greek): `digits` fixed
 * decimals; `signed` puts + before a positive figure (and no sign on one that rounds to zero).
 */
export function formatNumber(n: number, digits = 0, signed = false): string {
  const id = `${locale}:${digits}:${signed}`;
  let f = formats.get(id);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false,
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    });
    formats.set(id, f);
  }
  return f.format(n);
}

/** "A, B and C" written the language's way ("A, B y C", "A, B και C"). */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
