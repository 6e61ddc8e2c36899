// The renderer's one i18n layer (ARCHITECTURE.md "Text"). English first; Spanish and Greek
// plug in as further dictionaries with the same keys.
import { en, type MessageKey } from './en.js';

export type { MessageKey };
export type Args = Readonly<Record<string, string | number | boolean | null | undefined>>;
export type Dictionary = Partial<Record<MessageKey, string>>;

const dictionaries: Record<string, Dictionary> = { en };
let locale = 'en';

export function setLocale(next: string): void {
  if (dictionaries[next]) locale = next;
}
export function getLocale(): string {
  return locale;
}
export function registerLocale(name: string, dict: Dictionary): void {
  dictionaries[name] = dict;
}

function fill(template: string, args: Args): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = args[name];
    return v === undefined || v === null ? whole : String(v);
  });
}

function lookup(key: string): string | undefined {
  return (dictionaries[locale] as Record<string, string | undefined>)[key]
    ?? (en as Record<string, string | undefined>)[key];
}

/** The string for `key`, with `{name}` placeholders filled from `args`. */
export function t(key: MessageKey, args: Args = {}): string {
  return fill(lookup(key) ?? key, args);
}

/** Whether a (runtime-built) key has a string. */
export function has(key: string): key is MessageKey {
  return lookup(key) !== undefined;
}

/** For keys built at runtime (engine log keys, decision kinds): `fallback` when missing. */
export function tMaybe(key: string, args: Args, fallback: MessageKey, fallbackArgs: Args = args): string {
  return has(key) ? t(key, args) : t(fallback, fallbackArgs);
}
