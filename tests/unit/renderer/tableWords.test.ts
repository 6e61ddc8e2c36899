// #18 the table area: English that used to reach a Spanish or Greek player whatever the language —
// the engine's outcome/why/reason tokens in the log, English-only article fixing, phrases built in
// English word order, and the board's link explanations (9.32).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LINKS } from '../../../src-shared/games/pericles/data/board.js';
import { explainLink } from '../../../src-shared/games/pericles/rules/movement.js';
import { playRandomGame } from '../../../src-shared/games/pericles/engine/simulate.js';
import { SCENARIOS } from '../../../src-shared/games/pericles/data/scenarios/index.js';
import { en } from '../../../src-renderer/i18n/en.js';
import { es, el } from '../../../src-renderer/i18n/locales.js';
import { setLocale } from '../../../src-renderer/i18n/index.js';
import { tableEn } from '../../../src-renderer/games/pericles/i18n/en.table.js';
import { esTable } from '../../../src-renderer/games/pericles/i18n/es.table.js';
import { elTable } from '../../../src-renderer/games/pericles/i18n/el.table.js';
import { basesWords, fixArticles, forceCountWords, unitsWords } from '../../../src-renderer/games/pericles/cards/text.js';
import { formatLogText, type LogEntry } from '../../../src-renderer/games/pericles/panels/log.js';
import { linkWords } from '../../../src-renderer/games/pericles/board/linkWords.js';

const WORD_ARGS = ['why', 'outcome', 'reason', 'require'] as const;
const dicts = { en: en as Record<string, string>, es, el };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    return d.isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

afterEach(() => setLocale('en'));

describe('the engine\'s log tokens have words in every language (3.12, 7.2, 8.5, 11.1)', () => {
  it('every outcome, Honor reason and game result the engine writes literally has a key in en, es and el', () => {
    const tokens = new Set<string>();
    const patterns: [RegExp, string][] = [
      [/finishIssue\(g, '([\w.]+)'/g, 'outcome'],
      [/finishMilitary\(g, '([\w.]+)'/g, 'outcome'],
      [/(?:changeHonor|swingHonor|transferHonor)\([^;]*?'([\w.]+)'\)/g, 'why'],
      [/\bwhy = '([\w.]+)'/g, 'why'],
      [/reason: '([\w.]+)'/g, 'reason'],
    ];
    for (const file of sources('src-shared')) {
      if (file.includes('/odds/')) continue; // the odds' own reasons are worded by the odds area (odds.*)
      const text = readFileSync(file, 'utf8');
      for (const [re, arg] of patterns) for (const m of text.matchAll(re)) tokens.add(`${arg}.${m[1]}`);
    }
    expect(tokens.size).toBeGreaterThan(40);
    for (const key of tokens) for (const [lang, d] of Object.entries(dicts)) expect(d[key], `${lang} ${key}`).toBeTruthy();
  });

  it('no log entry of random games is shown through the camelCase fallback, in any language', () => {
    const entries: LogEntry[] = [];
    for (const scenario of SCENARIOS.filter((s) => !s.id.startsWith('development')).slice(0, 4)) {
      const r = playRandomGame({ scenario: scenario.id, seed: `table-${scenario.id}`, turns: 3 });
      entries.push(...(r.final as { log: LogEntry[] }).log);
    }
    const used = new Set<string>();
    for (const e of entries) for (const a of WORD_ARGS) if (typeof e.args[a] === 'string') used.add(`${a}.${String(e.args[a])}`);
    expect([...used].some((k) => k.startsWith('outcome.'))).toBe(true);
    for (const key of used) for (const [lang, d] of Object.entries(dicts)) expect(d[key], `${lang} ${key}`).toBeTruthy();
  });

  it('the table area\'s files have the same keys and placeholders in the three languages', () => {
    const holes = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();
    expect(Object.keys(esTable).sort()).toEqual(Object.keys(tableEn).sort());
    expect(Object.keys(elTable).sort()).toEqual(Object.keys(tableEn).sort());
    for (const [k, v] of Object.entries(tableEn)) {
      expect(holes(esTable[k] ?? ''), `es ${k}`).toEqual(holes(v));
      expect(holes(elTable[k] ?? ''), `el ${k}`).toEqual(holes(v));
    }
  });
});

describe('words in each language\'s order', () => {
  it('fixes "a" before a vowel in English only', () => {
    expect(fixArticles('a Athenian unit')).toBe('an Athenian unit');
    setLocale('es');
    expect(fixArticles('Se retira a Atenas una unidad')).toBe('Se retira a Atenas una unidad');
  });

  it('counts units and bases with plural agreement in Spanish and Greek, English unchanged', () => {
    expect(unitsWords(2, 'sparta', 'land')).toBe('2 Spartan land units');
    expect(unitsWords(1, 'athens', 'naval')).toBe('1 Athenian naval unit');
    expect(basesWords(2, 'athens')).toBe('2 Athenian bases');
    expect(forceCountWords(2, 'delian')).toBe('2 Delian League');
    setLocale('es');
    expect(unitsWords(2, 'sparta', 'land')).toBe('2 unidades terrestres de Esparta');
    expect(basesWords(2, 'delian')).toBe('2 bases de Liga de Delos');
    setLocale('el');
    expect(unitsWords(2, 'athens', 'naval')).toBe('2 Αθηναϊκές ναυτικές μονάδες');
    expect(unitsWords(1, 'athens', 'naval')).toBe('1 Αθηναϊκή ναυτική μονάδα');
    expect(basesWords(3, 'peloponnesian')).toBe('3 Πελοποννησιακές βάσεις');
  });

  it('a Spanish log line keeps "a" before a vowel and names the outcome in Spanish', () => {
    const e = { rule: '8.5', msg: 'issue.done', args: { place: 7, owner: 'aristocrats', kind: 'league', outcome: 'buildBase' } } as unknown as LogEntry;
    expect(formatLogText(e)).toContain('base built');
    setLocale('es');
    const text = formatLogText(e);
    expect(text).toContain('base construida');
    expect(text).not.toMatch(/build|base built/);
  });
});

describe('links (9.32) on the board', () => {
  it('in English, say exactly what the engine\'s explainLink says', () => {
    for (const l of LINKS) {
      const ex = explainLink(l);
      expect(linkWords(l)).toEqual({ title: ex.title, land: ex.land, naval: ex.naval });
    }
  });

  it('in Spanish and Greek, carry no English', () => {
    for (const lang of ['es', 'el'] as const) {
      setLocale(lang);
      for (const l of LINKS) {
        const w = linkWords(l);
        expect(`${w.title} ${w.land} ${w.naval}`).not.toMatch(/\b(?:units|link|strength|row|base symbol)\b/);
      }
    }
  });
});

describe('the board\'s canvas words', () => {
  // The canvas is not in the page's text, so the page-level checks cannot see an English literal
  // drawn on it ("closed to issues (13.1)" in the Persia box stayed English in Greek and Spanish).
  it('every word the board draws comes from the dictionaries, in every language', () => {
    const literals: string[] = [];
    for (const file of sources('src-renderer/games/pericles/board')) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\b(?:txt|countText)\(\s*(['"`])((?:(?!\1).)*)\1/g)) {
        if (/\p{L}{2,}/u.test((m[2] ?? '').replace(/\$\{[^}]*\}/g, ''))) literals.push(`${file}: ${m[2] ?? ''}`);
      }
    }
    expect(literals).toEqual([]);
    for (const key of ['board.theater.persiaClosed', 'board.theater.outOfPlay', 'board.theater.persianBases'] as const) {
      for (const d of Object.values(dicts)) expect(d[key], key).toBeTruthy();
    }
    expect(es['board.theater.persiaClosed']).not.toBe(en['board.theater.persiaClosed']);
    expect(el['board.theater.persiaClosed']).not.toBe(en['board.theater.persiaClosed']);
  });
});
