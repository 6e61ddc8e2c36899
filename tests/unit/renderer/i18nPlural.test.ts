// #29 "Words": a count is said by each language's plural rules (Intl.PluralRules): no "1 cards",
// "Los 1 marcadores", "(1 anteriores)". Every counted text — a `{name, plural, …}` form, see the top
// of en.ts — is rendered with 0, 1, 2 and 5 in English, Spanish and Greek, and each language's form
// has a branch for every category its rules pick. Every other text with a count placeholder is
// rendered with a count of 1 and read for a plural noun after it.
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../src-renderer/i18n/en.js';
import { el, es } from '../../../src-renderer/i18n/locales.js';
import { fill, setLocale, t, type MessageKey } from '../../../src-renderer/i18n/index.js';
import { SAVES_EN } from '../../../src-renderer/saves/strings.js';
import { placeholderNames, pluralCategory, pluralForms, selectPlurals } from '../../../src-renderer/i18n/plural.js';

const DICTS = { en: { ...en, ...SAVES_EN } as Readonly<Record<string, string>>, es, el } as const;
const LANGS = ['en', 'es', 'el'] as const;
const COUNTS = [0, 1, 2, 5];

/** Placeholders that hold a count of something (a name, a phrase or a list is never one of these). */
const COUNT_NAMES = new Set([
  'n', 'count', 'cards', 'earlier', 'all', 'of', 'rounds', 'held', 'cost', 'losses', 'won', 'withheld',
  'ownerCommitted', 'onTrack', 'units', 'naval', 'land', 'total', 'hand', 'committed', 'strategosLost', 'cap',
]);

/**
 * A plural noun right after a count of 1 (two short words may stand between: "1 Spartan land
 * units"). "Strategos" is the same in the singular; "1 of 5", "1 de los …" are not a noun after the count.
 */
const ONE_THEN_PLURAL: Record<typeof LANGS[number], RegExp> = {
  en: /(?<![\d.,+])\b1 (?:(?!of |for |in |to |at |is |and |Strategos )[A-Za-z]+ ){0,2}(?!Strategos\b)[A-Za-z]{3,}s\b/u,
  es: /(?<![\d.,+])\b1 (?:(?!de |del |en |para |por |y |es |Strategos )\p{L}+ ){0,2}(?!Strategos\b)\p{L}+s(?!\p{L})/u,
  el: /(?<![\d.,+])1 (?:(?!σε |από |και )\p{L}+ ){0,2}\p{L}+(?:ες|οι|ών|εις|ούς)(?!\p{L})/u,
};

/**
 * Keys of a `.one`/`.many` pair: the code picks the `.many` text only for a count other than 1
 * (n === 1 is the `one` category in all three languages), so they are not read with a count of 1.
 */
const PAIRED = (key: string, dict: Readonly<Record<string, string>>): boolean =>
  /\.many(\.|$)/.test(key) && (key.replace(/\.many(\.|$)/, '.one$1') in dict || key.startsWith('table.'));

/** The counted texts of a language: those with a plural form (a language may count where English need not: "(1 anterior)"). */
const countedIn = (lang: typeof LANGS[number]): string[] => Object.keys(DICTS[lang]).filter((k) => pluralForms(DICTS[lang][k]!).length > 0);
const counted = countedIn('en');

afterEach(() => setLocale('en'));

describe('counted texts (Intl.PluralRules) in en, es and el', () => {
  it('exist: the counted texts the issue named are among them', () => {
    for (const k of ['log.markers.awarded', 'panel.handOf', 'prompt.count', 'start.length.turns']) expect(counted).toContain(k);
    expect(countedIn('es')).toContain('panel.sinceMore');
    expect(countedIn('el')).toContain('whynot.strategosHeld');
  });

  it.each(LANGS)('in %s, each counted English text is counted too, each counted text with a branch for every category its rules pick', (lang) => {
    const bad: string[] = [];
    for (const k of new Set([...counted, ...countedIn(lang)])) {
      const v = DICTS[lang][k]!;
      const forms = pluralForms(v);
      const names = [...new Set([...pluralForms(DICTS.en[k] ?? '').map((f) => f.name), ...forms.map((f) => f.name)])];
      for (const name of names) {
        const f = forms.find((x) => x.name === name);
        if (!f) { bad.push(`${k}: no plural form for {${name}}`); continue; }
        for (const n of COUNTS) {
          const cat = pluralCategory(lang, n);
          if (f.branches[`=${n}`] === undefined && f.branches[cat] === undefined) bad.push(`${k}: no '${cat}' branch (for ${n})`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it.each(LANGS)('in %s, each counted text reads with 0, 1, 2 and 5: the count shown, its own branch, no braces or # left', (lang) => {
    setLocale(lang);
    const bad: string[] = [];
    for (const k of countedIn(lang)) {
      const names = placeholderNames(DICTS[lang][k]!);
      for (const f of pluralForms(DICTS[lang][k]!)) {
        for (const n of COUNTS) {
          // The other placeholders a word, any other count 2.
          const args: Record<string, string | number> = Object.fromEntries(names.map((x) => [x, 'Ω']));
          for (const g of pluralForms(DICTS[lang][k]!)) args[g.name] = 2;
          args[f.name] = n;
          const out = t(k as MessageKey, args);
          const branch = f.branches[`=${n}`] ?? f.branches[pluralCategory(lang, n)] ?? f.branches.other!;
          const expected = fill(branch.replace(/#/g, String(n)), args, lang);
          if (/[{}#]/.test(out)) bad.push(`${k} (${n}): "${out}"`);
          if (!out.includes(expected)) bad.push(`${k} (${n}): "${out}" lacks its branch "${expected}"`);
          if (branch.includes('#') && !out.includes(String(n))) bad.push(`${k} (${n}): "${out}" lacks the count`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it.each(LANGS)('in %s, no text with a count of 1 reads as a plural ("1 cards", "1 marcadores", "1 κάρτες")', (lang) => {
    const bad: string[] = [];
    for (const [k, v] of Object.entries(DICTS[lang])) {
      if (PAIRED(k, DICTS[lang])) continue;
      const names = placeholderNames(v);
      const countedNames = pluralForms(v).map((f) => f.name); // read by the tests above
      for (const name of names.filter((x) => COUNT_NAMES.has(x) && !countedNames.includes(x))) {
        const args: Record<string, string | number> = Object.fromEntries(names.map((x) => [x, 'Ω']));
        for (const c of countedNames) args[c] = 2;
        args[name] = 1;
        const out = fill(v, args, lang);
        if (ONE_THEN_PLURAL[lang].test(out)) bad.push(`${k} {${name}}=1: "${out}"`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('the plural syntax', () => {
  const tpl = 'Hand ({n, plural, =0 {empty} one {# card} other {# {kind} cards}}), {who}';
  it('picks =N, then the category, then other; # is the count; plain placeholders stay for fill()', () => {
    expect(selectPlurals(tpl, 'en', { n: 0 })).toBe('Hand (empty), {who}');
    expect(selectPlurals(tpl, 'en', { n: 1 })).toBe('Hand (1 card), {who}');
    expect(selectPlurals(tpl, 'en', { n: '5' })).toBe('Hand (5 {kind} cards), {who}');
    expect(fill(tpl, { n: 2, kind: 'red', who: 'you' }, 'en')).toBe('Hand (2 red cards), you');
    // Spanish 'many' (a million) falls back to other.
    expect(selectPlurals('{n, plural, one {# carta} other {# cartas}}', 'es', { n: 1_000_000 })).toBe('1000000 cartas');
  });
  it('leaves a form whose count is missing as it is, and names its placeholders', () => {
    expect(selectPlurals(tpl, 'en', {})).toBe(tpl);
    expect(placeholderNames(tpl)).toEqual(['kind', 'n', 'who']);
  });
  it('refuses a form without other, or unbalanced', () => {
    expect(() => pluralForms('{n, plural, one {# card}}')).toThrow();
    expect(() => pluralForms('{n, plural, one {# card other {x}}')).toThrow();
  });
  it('the heuristic finds the mistakes it is for', () => {
    expect(ONE_THEN_PLURAL.en.test('Hand (1 cards)')).toBe(true);
    expect(ONE_THEN_PLURAL.en.test('1 Spartan land units')).toBe(true);
    expect(ONE_THEN_PLURAL.en.test('Commit 1 Strategos')).toBe(false);
    expect(ONE_THEN_PLURAL.en.test('1 of 5 choices')).toBe(false);
    expect(ONE_THEN_PLURAL.es.test('Los Demagogos reciben 1 marcadores.')).toBe(true);
    expect(ONE_THEN_PLURAL.es.test('más… (1 anteriores)')).toBe(true);
    expect(ONE_THEN_PLURAL.es.test('más… (1 anterior)')).toBe(false);
    expect(ONE_THEN_PLURAL.el.test('Χέρι (1 κάρτες)')).toBe(true);
    expect(ONE_THEN_PLURAL.el.test('Χέρι (1 κάρτα)')).toBe(false);
  });
});
