// #18: which language a page shows (system languages, the remembered pick, this tab's language,
// the --lang flag once per start), switching it (t() falls back to English for a missing key,
// subscribers hear of it) and numbers written the language's way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNumber, getLocale, onLocaleChange, registerLocale, setLocale, t, type MessageKey } from '../../../src-renderer/i18n/index.js';
import {
  FLAG_KEY, REMEMBERED_KEY, TAB_KEY, bootLocale, launchId, parseLocale, rememberPick, startLocale, systemLocale, takeFlag,
} from '../../../src-renderer/i18n/locales.js';
import { parseArgs } from '../../../src-main/web/cli.js';

function store(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => { m.set(k, v); },
    removeItem: (k: string) => { m.delete(k); }, clear: () => m.clear(), key: () => null, get length() { return m.size; },
  };
}

afterEach(() => setLocale('en'));

describe('the language a page starts in', () => {
  it('reads language tags: es*, el* and en*, nothing else', () => {
    expect(parseLocale('es-AR')).toBe('es');
    expect(parseLocale('EL_gr')).toBe('el');
    expect(parseLocale('en')).toBe('en');
    expect(parseLocale('fr-FR')).toBeNull();
    expect(parseLocale('')).toBeNull();
    expect(parseLocale(7)).toBeNull();
  });

  it('follows the system: the first of its languages the app has, else English', () => {
    expect(systemLocale(['es-ES', 'en-US'])).toBe('es');
    expect(systemLocale(['el'])).toBe('el');
    expect(systemLocale(['fr-FR', 'el-GR', 'es'])).toBe('el');
    expect(systemLocale(['en-GB', 'es'])).toBe('en');
    expect(systemLocale(['de', 'fr'])).toBe('en');
    expect(systemLocale([])).toBe('en');
    expect(systemLocale(undefined)).toBe('en');
  });

  it('puts the flag over the tab, the tab over the remembered pick, the pick over the system', () => {
    const languages = ['es-ES'];
    expect(startLocale({ languages })).toBe('es');
    expect(startLocale({ remembered: 'el', languages })).toBe('el');
    expect(startLocale({ tab: 'en', remembered: 'el', languages })).toBe('en');
    expect(startLocale({ flag: 'el', tab: 'en', remembered: 'es', languages })).toBe('el');
    // Garbage in storage is ignored, not shown as a broken page.
    expect(startLocale({ flag: 'xx', tab: 'zz', remembered: '??', languages: ['el'] })).toBe('el');
  });

  it('remembers a pick for this tab and for later starts', () => {
    const s = { local: store(), session: store(), languages: ['en-US'] };
    expect(bootLocale(s)).toBe('en');
    rememberPick(s, 'el');
    expect(s.local.getItem(REMEMBERED_KEY)).toBe('el');
    expect(bootLocale(s)).toBe('el');
    // A new tab (no session) still starts in the remembered language.
    expect(bootLocale({ local: s.local, session: store(), languages: ['en-US'] })).toBe('el');
  });

  it('applies a start\'s --lang once: a reload keeps a later pick, a new start applies its own', () => {
    const s = { local: store(), session: store(), languages: ['en-US'] };
    const first = launchId('token-one');
    expect(takeFlag(s, 'es', first)).toBe('es');
    expect(s.session.getItem(TAB_KEY)).toBe('es');
    expect(bootLocale(s)).toBe('es'); // a reload: this tab stays in Spanish
    expect(s.local.getItem(REMEMBERED_KEY)).toBeNull(); // the flag is for that start, not a pick
    rememberPick(s, 'el');
    expect(takeFlag(s, 'es', first)).toBeNull(); // a reload: the same start's flag again
    expect(bootLocale(s)).toBe('el');
    expect(takeFlag(s, 'es', launchId('token-two'))).toBe('es'); // the host started again
    expect(s.session.getItem(FLAG_KEY)).not.toContain('token');
    expect(takeFlag(s, undefined, first)).toBeNull();
    expect(takeFlag(s, 'fr', first)).toBeNull();
  });

  it('works with storage switched off (throwing)', () => {
    const off = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(bootLocale({ local: off, session: off, languages: ['el-GR'] })).toBe('el');
    expect(takeFlag({ local: off, session: off }, 'es', 'x')).toBe('es');
  });
});

describe('npm run web -- --lang', () => {
  it('takes en, es or el and refuses anything else with a clear error', () => {
    expect(parseArgs(['--lang', 'el'], '/repo').lang).toBe('el');
    expect(parseArgs(['--lang', 'en', '--scenario', 'development', '--seed', '4'], '/repo')).toMatchObject({ lang: 'en', scenario: 'development', seed: '4' });
    expect(parseArgs([], '/repo').lang).toBeUndefined();
    expect(() => parseArgs(['--lang', 'fr'], '/repo')).toThrow(/--lang: unknown language "fr" \(use en, es or el\)/);
    expect(() => parseArgs(['--lang'], '/repo')).toThrow(/--lang needs a value/);
  });
});

describe('switching the language', () => {
  it('sends subscribers word of a change, and t() falls back to English for a missing key', () => {
    registerLocale('zz', { 'start.begin': 'Zbegin {x}' } as never);
    const heard = vi.fn();
    const off = onLocaleChange(heard);
    setLocale('zz');
    setLocale('zz'); // no change, no word
    expect(heard).toHaveBeenCalledTimes(1);
    expect(getLocale()).toBe('zz');
    expect(t('start.begin' as MessageKey)).toBe('Zbegin {x}');
    expect(t('start.continue')).toBe('Continue');
    setLocale('nope'); // unknown: ignored
    expect(getLocale()).toBe('zz');
    off();
    setLocale('en');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('writes numbers the language\'s way', () => {
    expect(formatNumber(1.5, 1)).toBe('1.5');
    expect(formatNumber(1.25, 1, true)).toBe('+1.3');
    expect(formatNumber(-0.04, 1, true)).toBe('0.0');
    expect(formatNumber(-1.2, 1, true)).toBe('-1.2');
    expect(formatNumber(1234, 0)).toBe('1234');
    setLocale('es');
    expect(formatNumber(1.5, 1)).toBe('1,5');
    expect(formatNumber(2.04, 1, true)).toBe('+2,0');
    setLocale('el');
    expect(formatNumber(0.75, 2)).toBe('0,75');
  });
});
