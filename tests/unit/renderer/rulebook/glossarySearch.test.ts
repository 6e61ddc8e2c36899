// #29 "Words": the rulebook's glossary and index follow its search, as its rules do: words find
// the entries holding them all (the term first), a rule number the entries naming or citing it.
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../../src-renderer/i18n/index.js';
import { rulebook, searchGlossary, searchIndex } from '../../../../src-renderer/rulebook/rules.js';

afterEach(() => setLocale('en'));

describe('the glossary and the index follow the search (#29)', () => {
  it('words: every entry holding them all, those whose term holds them first; nothing for no match', () => {
    const { glossary } = rulebook();
    const hits = searchGlossary('compatriot', glossary);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThan(glossary.length);
    expect(hits[0]!.term).toMatch(/Compatriot/);
    for (const g of hits) expect(`${g.term} ${g.rule} ${g.body.join(' ')}`.toLowerCase()).toContain('compatriot');
    expect(searchGlossary('zzqx', glossary)).toEqual([]);
    expect(searchGlossary('  ', glossary)).toHaveLength(glossary.length);
  });

  it('a rule number: the terms that rule governs or that cite it', () => {
    const { glossary, index } = rulebook();
    expect(searchGlossary('7.45', glossary).map((g) => g.term)).toContain('Krypteia');
    const topics = searchIndex('9.32', index);
    expect(topics.map((e) => e.topic)).toContain('Expeditionary Muster');
    for (const e of topics) expect(e.rules).toMatch(/(^|[^\d.])9\.32(?!\d)/);
  });

  it('in Spanish and Greek, accents and case aside', () => {
    setLocale('es');
    expect(searchGlossary('agoge', rulebook().glossary)[0]?.term).toBe('Agogé');
    setLocale('el');
    expect(searchGlossary('ΑΓΩΓΗ', rulebook().glossary)[0]?.term).toBe('Αγωγή');
  });
});
