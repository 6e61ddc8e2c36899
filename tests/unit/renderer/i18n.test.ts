// #18: every English key is in Spanish and Greek, with a real translation: not empty, the same
// {placeholders} (names, none added or dropped), not the key itself, and not English left as it
// was (an identical value of more than three English words; proper names and rule numbers are
// not words a player needs translated). This fails while a dictionary is incomplete: its message
// says how many keys and which ones.
import { describe, expect, it } from 'vitest';
import { en } from '../../../src-renderer/i18n/en.js';
import { el, es } from '../../../src-renderer/i18n/locales.js';
import { SAVES_EN } from '../../../src-renderer/saves/strings.js';
import { placeholderNames } from '../../../src-renderer/i18n/plural.js';

// The saves UI keeps English defaults of its own (saves/strings.ts), read through the same
// dictionaries: a player meets them too, so they are English keys to translate like the rest.
const english: Readonly<Record<string, string>> = { ...en, ...SAVES_EN };
const KEYS = Object.keys(english);

/** Names that are the same words in every edition's rulebook (or are the game's own name). */
const PROPER = new Set([
  'pericles', 'alcibiades', 'brasidas', 'cleon', 'nicias', 'archidamus', 'lysander', 'hermocrates',
  'phormio', 'demosthenes', 'gylippus', 'boulé', 'boule', 'strategos', 'strategoi', 'dev', 'seed',
]);

/** The {placeholders} of a string, sorted (each name once); a counted `{n, plural, …}` names n. */
export function placeholders(s: string): string[] {
  return placeholderNames(s);
}

/** English words of a value (placeholders, numbers, rule numbers and proper names set aside). */
export function englishWords(s: string): string[] {
  return s.replace(/\{\w+(?:\}|,\s*plural,)/g, ' ').match(/[A-Za-z][A-Za-z']+/g)?.filter((w) => !PROPER.has(w.toLowerCase())) ?? [];
}

const list = (keys: string[]): string => `${keys.length} key(s)${keys.length ? `: ${keys.slice(0, 15).join(', ')}${keys.length > 15 ? ', …' : ''}` : ''}`;

describe.each([['es', es], ['el', el]] as const)('the %s dictionary (#18)', (lang, dict) => {
  it('has every English key', () => {
    const missing = KEYS.filter((k) => !(k in dict));
    expect(missing.length, `${lang} lacks ${list(missing)} of ${KEYS.length}`).toBe(0);
  });

  it('has no key English lacks (a renamed or dropped key left behind)', () => {
    const extra = Object.keys(dict).filter((k) => !(k in english));
    expect(extra.length, `${lang} has ${list(extra)} not in English`).toBe(0);
  });

  it('has no empty value and no value that is its own key', () => {
    const bad = Object.entries(dict).filter(([k, v]) => v.trim() === '' || v === k).map(([k]) => k);
    expect(bad.length, `${lang}: ${list(bad)} empty or the key itself`).toBe(0);
  });

  it('keeps exactly the English {placeholders} of each key', () => {
    const bad = Object.entries(dict)
      .filter(([k, v]) => k in english && placeholders(v).join() !== placeholders(english[k]!).join())
      .map(([k, v]) => `${k} {${placeholders(v).join(',')}} ≠ {${placeholders(english[k]!).join(',')}}`);
    expect(bad.length, `${lang}: ${list(bad)}`).toBe(0);
  });

  it('leaves no English sentence untranslated', () => {
    const left = Object.entries(dict)
      .filter(([k, v]) => v === english[k] && englishWords(v).length > 3)
      .map(([k]) => k);
    expect(left.length, `${lang}: ${list(left)} still the English sentence`).toBe(0);
  });
});

describe('the checks themselves', () => {
  it('read placeholders and English words', () => {
    expect(placeholders('{b} of {a}, {b}')).toEqual(['a', 'b']);
    expect(englishWords('Turn {turn}: Pericles moves (9.32)')).toEqual(['Turn', 'moves']);
    expect(englishWords('Choose the card you play')).toHaveLength(5);
  });
});
