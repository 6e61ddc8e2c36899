// The players' rulebook in Spanish and Greek (#18, #17 item 6): the printed rulebooks' own words
// (src-renderer/rulebook/seed.es.txt, seed.el.txt), cut at the same rule ids as the English book so
// every rule link lands on its paragraph in any language, with the app's notes translated.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { registerLocale, setLocale } from '../../../src-renderer/i18n/index.js';
import { serializeRulebook, type PlayerRulebook } from '../../../src-renderer/rulebook/playerRules.js';
import { hitRanges, queryWords, ruleAnchor, rulebook, searchRules } from '../../../src-renderer/rulebook/rules.js';
import { RulesPage } from '../../../src-renderer/rulebook/RulesPage.js';
import { seedRulebook, type SeedLocale } from '../../../src-renderer/rulebook/seedRules.js';
import { NOTE_TRANSLATIONS } from '../../../src-renderer/rulebook/seedTranslations.js';
import { REPO_ROOT } from '../root.js';

const ROOT = REPO_ROOT;
const DIR = join(ROOT, 'src-renderer', 'rulebook');
const en = JSON.parse(readFileSync(join(DIR, 'rules.en.json'), 'utf8')) as PlayerRulebook;
const seed = (locale: SeedLocale): string => readFileSync(join(DIR, `seed.${locale}.txt`), 'utf8');
const books = { es: seedRulebook('es', seed('es'), en), el: seedRulebook('el', seed('el'), en) };
const LOCALES = ['es', 'el'] as const;

function allText(b: PlayerRulebook): string {
  return [...b.sections.flatMap((s) => [s.title, ...s.body]), ...b.glossary.flatMap((g) => [g.term, ...g.body]), ...b.index.flatMap((e) => [e.topic, e.rules])].join('\n');
}

/**
 * Every rule the app can link to: each rule number written as a string in the engine and the
 * renderer ('9.32', '7.41 D', "5.32 A"): prompts, log entries, the status line, "why not" reasons
 * and lessons build their rule links from such strings (RuleLink → ruleAnchor).
 */
function linkedRules(): Set<string> {
  const rules = new Set<string>();
  for (const sub of ['src-shared', 'src-renderer']) {
    const dir = join(ROOT, sub);
    for (const f of readdirSync(dir, { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(f)) continue;
      const text = readFileSync(join(dir, f), 'utf8');
      for (const m of text.matchAll(/['"`](\d{1,2}\.\d{1,2}[A-Z]?(?:[ (][^'"`]{0,8})?)['"`]/g)) rules.add(m[1]!);
    }
  }
  return rules;
}

afterEach(() => setLocale('en'));

describe('Spanish and Greek rulebooks generator', () => {
  for (const locale of LOCALES) {
    it(`the committed rules.${locale}.json is what the script makes from the seed (regenerate: npx tsx scripts/player-rules-seeds.ts)`, () => {
      expect(readFileSync(join(DIR, `rules.${locale}.json`), 'utf8')).toBe(serializeRulebook(books[locale]));
    });
  }

  it('keeps every numbered rule of the English book under the same id, in the rulebook\'s order', () => {
    const numbered = (b: PlayerRulebook) => b.sections.map((s) => s.id).filter((id) => /^\d+\.\d+$/.test(id));
    const want = numbered(en);
    expect(want.length).toBeGreaterThan(100);
    for (const locale of LOCALES) {
      const ids = numbered(books[locale]);
      expect(ids.filter((id) => want.includes(id)), locale).toEqual(want);
      // The printed rulebooks also number Treachery's removals (9.81–9.83).
      expect(ids, locale).toEqual(expect.arrayContaining(['9.81', '9.82', '9.83']));
      expect(new Set(ids).size, locale).toBe(ids.length);
    }
  });

  it('every rule link of the app lands on the same paragraph in Spanish and Greek as in English', () => {
    const rules = linkedRules();
    expect(rules.size).toBeGreaterThan(100);
    expect(rules).toContain('9.32');
    for (const rule of rules) {
      const anchor = ruleAnchor(rule, en.sections);
      if (anchor === null) continue;
      for (const locale of LOCALES) {
        const there = ruleAnchor(rule, books[locale].sections);
        // The same paragraph, or a closer one the printed rulebook numbers (9.81 within 9.8).
        if (there !== anchor) {
          expect(there?.startsWith(anchor) && rule.startsWith(there), `${locale} ${rule}: ${there} for ${anchor}`).toBe(true);
        }
      }
    }
    // The decision a new game opens with links to 5.23 (the Entourage), a paragraph of every book.
    for (const locale of LOCALES) expect(ruleAnchor('5.23', books[locale].sections)).toBe('5.23');
  });

  it('is the rulebook\'s own text: the Spanish and Greek words of sample rules', () => {
    const body = (locale: SeedLocale, id: string) => books[locale].sections.find((s) => s.id === id)!.body.join('\n');
    expect(books.es.sections.find((s) => s.id === '5.3')!.title).toBe('5.3 Segmento de Boulé');
    expect(body('es', '9.32')).toContain('Cada ficha de Strategos asignada por el Comandante en Jefe');
    expect(books.el.sections.find((s) => s.id === '9.32')!.title).toBe('9.32 Μετακίνηση Στρατιωτικών Μονάδων');
    expect(body('el', '6.31')).toContain('Όταν ένας παίχτης παίζει τον Αρχηγό Φατρίας');
  });

  it('cleans the scans: misprinted Greek numbers, the Spanish columns read out of order, page furniture, lost tables', () => {
    const title = (locale: SeedLocale, id: string) => books[locale].sections.find((s) => s.id === id)?.title;
    const body = (locale: SeedLocale, id: string) => books[locale].sections.find((s) => s.id === id)!.body.join('\n');
    // The Greek scan prints Boulé as 5.2, Political Capital as 8.5, the Muster as 9.2, and 9.33 twice.
    expect(title('el', '5.3')).toBe('5.3 Τμήμα Βουλής');
    expect(title('el', '8.6')).toBe('8.6 Πολιτική Προτεύουσα');
    expect(title('el', '9.3')).toBe('9.3 Συγκέντρωση Αποστολής');
    expect(title('el', '5.2')).toBe('5.2 Τμήμα Πολιτικών Καρτών');
    expect(body('el', '9.32')).toContain('| Σύνδεσμος Χάρτη |');
    // Spanish 9.33 and 9.44 were split mid-sentence by the scan; the sentences are whole again.
    expect(body('es', '9.33')).toContain('Durante la Paz, una unidad ateniense o espatana que comienza en un Teatro');
    expect(body('es', '9.44')).toContain('no puede escoger eliminar unidades que no cumplan completamente las condiciones');
    expect(title('es', '10.0')).toBe('10.0 Honor, Rehenes y Traición');
    // 9.32's exit tests: the scan put A after D and cut it mid-sentence; they read A, B, C, D again.
    const exits = body('es', '9.32');
    expect(exits).toMatch(/A\. Para que una unidad terrestre salga[^\n]*Si esta condición no se cumple, la unidad[^\n]*\n\nB\. Para que/);
    expect(exits.indexOf('A. Para que')).toBeLessThan(exits.indexOf('D. Para que'));
    expect(body('es', '7.43')).toContain('la Paz de los Treinta Años, que duró ~14 años');
    // A Greek sentence the page cut is whole again.
    expect(body('el', '9.33')).toContain('με μια Σπαρτιάτικη μονάδα ή βάση');
    for (const locale of LOCALES) {
      const text = allText(books[locale]);
      for (const noise of ['© 2016', 'GMT Games', '.....', '<p>', '^{', 'N/A', 'ΠΙΝΑΚΑΣ ΣΤΡΑΤΙΩΤΙΚΗΣ', 'Tabla de Bajas del', 'πiónι', '(es decir, )', '(δηλ. )']) {
        expect(text, `${locale} ${noise}`).not.toContain(noise);
      }
    }
    // Each scan has this noise, so the checks can fail.
    expect(seed('es')).toContain('© 2016 GMT Games');
    expect(seed('el')).toContain('<p>');
    expect(seed('es')).toContain('(es decir, )');
    expect(seed('el')).toContain('(δηλ. )');
    // The pieces' guide (3.11), interleaved by the Spanish scan, reads as one piece a line.
    expect(body('es', '3.11')).toContain('- Cubos — Unidades Militares Terrestres');
  });

  it('carries the app\'s "How this app reads it" notes, translated, at the rule the English book puts them', () => {
    for (const s of en.sections) {
      const notes = s.body.filter((l) => /^> (reading|editions): /.test(l));
      const home = /^A\./.test(s.id) ? '2.0' : s.id;
      for (const locale of LOCALES) {
        const at = books[locale].sections.find((x) => x.id === home)!;
        for (const n of notes) {
          const [, kind, text] = /^> (reading|editions): (.*)$/.exec(n)!;
          expect(at.body, `${locale} ${s.id}`).toContain(`> ${kind}: ${NOTE_TRANSLATIONS[text!]![locale]}`);
        }
      }
    }
    for (const locale of LOCALES) {
      const text = allText(books[locale]);
      // No English note, tag or developer word is left.
      for (const banned of ['[Test]', '[Gap', '[Interp', 'src-', 'This app', 'Appendix', 'Rulebook']) expect(text, `${locale} ${banned}`).not.toContain(banned);
      expect(text.match(/^> reading: /gm)!.length).toBeGreaterThan(40);
    }
    expect(books.es.sections.find((s) => s.id === '5.23')!.body.join('\n')).toMatch(/> reading: Crear un Séquito es obligatorio/);
  });

  it('has the rulebooks\' glossary (3.2) and the other Appendix D terms, and the index by term, in each language', () => {
    for (const locale of LOCALES) {
      const b = books[locale];
      const ids = new Set(b.sections.map((s) => s.id));
      expect(b.glossary.length, locale).toBeGreaterThan(60);
      expect(b.glossary.every((g) => g.term && ids.has(g.rule)), locale).toBe(true);
      expect(b.index.length).toBe(en.index.length);
      for (const e of b.index) for (const m of e.rules.matchAll(/\d+\.\d+/g)) expect(ruleAnchor(m[0], b.sections), `${locale} ${e.topic}`).not.toBeNull();
    }
    expect(books.es.glossary.find((g) => g.term === 'Compatriota')).toMatchObject({ rule: '3.2', body: [expect.stringContaining('Aristócratas y Demagogos')] });
    expect(books.el.glossary.find((g) => g.term.startsWith('Συμπατριώτης'))?.rule).toBe('3.2');
    expect(books.es.glossary.find((g) => g.term === 'Krypteia')?.rule).toBe('7.45');
    expect(books.el.glossary.find((g) => g.term === 'Κρυπτεία')?.rule).toBe('7.45');
    expect(books.es.index.find((e) => e.topic === 'Asamblea de Expedición')?.rules).toContain('9.32');
    expect(books.el.index.find((e) => e.topic === 'Βάσεις')?.rules).toBe('3.2; όριο 8.2; κατασκευή 8.52, 7.44B, 8.51; μετατροπή 8.51, 8.52, 7.44A');
  });
});

describe('Spanish and Greek rulebooks in the drawer', () => {
  it('search ignores Greek accents, case and the final sigma: "Βουλη" finds "Βουλή"', () => {
    const el = books.el.sections;
    const ids = (q: string) => searchRules(q, el).map((s) => s.id);
    expect(ids('Βουλη')).toContain('5.3');
    expect(ids('τμημα βουλης')[0]).toBe('5.3');
    expect(ids('Βουλη')).toEqual(ids('Βουλή'));
    expect(ids('ΒΟΥΛΗΣ')).toEqual(ids('βουλής'));
    expect(ids('βουλης').length).toBeGreaterThan(0);
    expect(ids('στρατηγος')).toEqual(ids('Στρατηγός'));
    const text = 'Τμήμα Βουλής';
    expect(hitRanges(text, queryWords('ΒΟΥΛΗΣ'))).toEqual([[6, 12]]);
    expect(hitRanges(text, queryWords('τμημα'))).toEqual([[0, 5]]);
  });

  it('search ignores Spanish accents; a rule number finds that rule first in both books', () => {
    const es = books.es.sections;
    expect(searchRules('Boule', es)[0]!.id).toBe('5.3');
    expect(searchRules('sequito', es).map((s) => s.id)).toEqual(searchRules('Séquito', es).map((s) => s.id));
    for (const locale of LOCALES) {
      expect(searchRules('9.32', books[locale].sections)[0]!.id).toBe('9.32');
      expect(searchRules('7.41 D', books[locale].sections)[0]!.id).toBe('7.41');
    }
  });

  it('the drawer shows the book of the player\'s language, opened at a rule link\'s paragraph', () => {
    registerLocale('el', {});
    setLocale('el');
    expect(rulebook().locale).toBe('el');
    const html = renderToString(<RulesPage at="5.23" onClose={() => undefined} />);
    expect(html).toMatch(/data-rule-section="5.23"[^>]*data-rule-target="true"|data-rule-target="true"[^>]*data-rule-section="5.23"/);
    expect(html).toContain('5.23 Συνοδεία');
    expect(html).toContain('Η δημιουργία Συνοδείας είναι υποχρεωτική');
    registerLocale('es', {});
    setLocale('es');
    expect(rulebook().locale).toBe('es');
    expect(renderToString(<RulesPage at="9.32" onClose={() => undefined} />)).toContain('9.32 Movimiento de Unidades Militares');
  });
});
