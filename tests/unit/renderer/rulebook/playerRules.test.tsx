// The players' rulebook (#17 item 6): generated from RULES.md without developer material, in the
// rulebook's order and numbers, and searchable by rule number and by the UI's spellings.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseRules, playerRulebook, serializeRulebook } from '../../../../src-renderer/rulebook/playerRules.js';
import { hitRanges, queryWords, ruleAnchor, rulebook, searchRules } from '../../../../src-renderer/rulebook/rules.js';
import { RulesPage } from '../../../../src-renderer/rulebook/RulesPage.js';
import { REPO_ROOT } from '../../root.js';

const DIR = join(REPO_ROOT, 'src-renderer/rulebook');
const md = readFileSync(join(DIR, 'RULES.md'), 'utf8');
const book = playerRulebook(md);

/** Every word a player can read in the rulebook. */
function allText(b = book): string {
  return [
    ...b.sections.flatMap((s) => [s.title, ...s.body]),
    ...b.glossary.flatMap((g) => [g.term, ...g.body]),
    ...b.index.flatMap((e) => [e.topic, e.rules]),
  ].join('\n');
}

/** Rule numbers (5.21, 9.32 …) of the rulebook's sections 1.0–13.x, in order. */
function ruleNumbers(ids: readonly string[]): string[] {
  return ids.filter((id) => /^\d+\.\d+$/.test(id) && Number(id.split('.')[0]) >= 1 && Number(id.split('.')[0]) <= 13);
}

describe('player rulebook generator', () => {
  it('the committed rules.en.json is what the script makes from RULES.md (regenerate: npx tsx scripts/player-rules.ts)', () => {
    expect(readFileSync(join(DIR, 'rules.en.json'), 'utf8')).toBe(serializeRulebook(book));
  });

  it('leaves out developer material: sources, tags, implementation advice, gap and discrepancy appendices', () => {
    const text = allText();
    for (const banned of ['[Test]', '[Gap', '[Disc', '[Interp', '[Note]', 'src-', 'implementation should', 'an app should', 'shared/seeds', 'Known gaps', 'Discrepancies', 'Open questions', 'reconstructed']) {
      expect(text.toLowerCase(), banned).not.toContain(banned.toLowerCase());
    }
    expect(text).not.toMatch(/\.ts\b/);
    expect(text).not.toMatch(/\bspec\b/i);
    expect(text).not.toMatch(/\b(EL|ES)\b/);
    // The raw text has each of these, so the scan can fail.
    for (const raw of ['[Test]', '[Gap', 'implementation should', 'shared/seeds']) expect(md).toContain(raw);
  });

  it('keeps every rule number of sections 1.0–13.x, in the rulebook\'s order', () => {
    const raw = md.slice(0, md.indexOf('## Index'));
    const want = ruleNumbers(parseRules(raw).map((s) => s.id));
    expect(want.length).toBeGreaterThan(100);
    expect(want).toContain('9.32');
    expect(ruleNumbers(book.sections.map((s) => s.id))).toEqual(want);
  });

  it('puts each open question\'s working reading at the rule it concerns, as "How this app reads it"', () => {
    const raw = parseRules(md.slice(0, md.indexOf('## Index')));
    const tagged = raw.filter((s) => /\[Interp Q\d+/.test(s.body.join('\n') + s.title)).map((s) => s.id).filter((id) => /^\d/.test(id));
    expect(tagged.length).toBeGreaterThan(30);
    for (const id of tagged) {
      const s = book.sections.find((x) => x.id === id);
      expect(s?.body.some((l) => l.startsWith('> reading: ')), id).toBe(true);
    }
    // 5.23: the Entourage is formed whenever 9 cards were dealt (Q5).
    expect(book.sections.find((s) => s.id === '5.23')!.body.join('\n')).toMatch(/> reading: .*required whenever 9 cards/);
  });

  it('uses the app\'s spellings (Boulé), keeps the glossary (3.2) and the index by term', () => {
    expect(book.sections.find((s) => s.id === '5.3')!.title).toBe('5.3 Boulé Segment');
    expect(allText()).not.toMatch(/\bBoule\b/);
    expect(book.glossary.length).toBeGreaterThan(60);
    const ids = new Set(book.sections.map((s) => s.id));
    expect(book.glossary.every((g) => g.term && ids.has(g.rule))).toBe(true);
    // 3.2's definitions, and the other terms of the glossary appendix pointing at their rule.
    expect(book.glossary.find((g) => g.term === 'Compatriot')).toMatchObject({ rule: '3.2', body: [expect.stringContaining('other Faction of the same Side')] });
    expect(book.glossary.find((g) => g.term === 'Krypteia')).toMatchObject({ rule: '7.45', body: [] });
    expect(book.glossary.find((g) => g.term === 'Athenian State Ship')?.rule).toBe('12.3');
    expect(book.index.find((e) => e.topic === 'Expeditionary Muster')?.rules).toContain('9.32');
    expect(book.index.some((e) => /Playbook/.test(e.topic))).toBe(false);
    expect(book.terms.find((x) => x.en === 'Side')).toEqual({ en: 'Side', es: 'Bando', el: 'Πλευρά' });
  });

  it('stops when RULES.md no longer fits one of its edits, instead of letting developer text through', () => {
    expect(() => playerRulebook(md.replace('- Card texts are not in the sources. `[Gap G11]`', '- Card texts are elsewhere. `[Gap G11]`'))).toThrow(/no longer match/);
    expect(() => playerRulebook(md.replace('| Q21 | 9.42 / 9.6 | New Battle-deck card for the second Battle? | Yes. |', '| Q21 | 9.42 / 9.6 | New Battle-deck card for the second Battle? | No. |'))).toThrow(/Q21 changed/);
  });
});

describe('rule links', () => {
  it('every rule the engine names for a decision or a log entry lands on that rule\'s own paragraph', () => {
    const dir = join(REPO_ROOT, 'src-shared');
    const rules = new Set<string>();
    for (const f of readdirSync(dir, { recursive: true }) as string[]) {
      if (!f.endsWith('.ts')) continue;
      for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/\brule: '(\d+\.\d+[^']*)'/g)) rules.add(m[1]!);
    }
    expect(rules.size).toBeGreaterThan(30);
    for (const rule of rules) expect(ruleAnchor(rule), rule).toBe(/^\d+\.\d+/.exec(rule)![0]);
  });
});

describe('rulebook search', () => {
  it('a rule number finds that rule first, then the rules under it', () => {
    expect(searchRules('9.32')[0]!.id).toBe('9.32');
    expect(searchRules('9.3').slice(0, 4).map((s) => s.id)).toEqual(['9.3', '9.31', '9.32', '9.33']);
    expect(searchRules('7.41 D')[0]!.id).toBe('7.41');
    expect(searchRules('9.32B')[0]!.id).toBe('9.32');
    // Words that merely contain the digits do not outrank the rule.
    expect(searchRules('5.2')[0]!.id).toBe('5.2');
  });

  it('ignores accents and case: the UI\'s Boulé and Strategos, typed any way', () => {
    const ids = (q: string) => searchRules(q).map((s) => s.id);
    expect(ids('Boule')).toEqual(ids('boulé'));
    expect(ids('BOULÉ')[0]).toBe('5.3');
    expect(ids('strategos')).toEqual(ids('STRATEGOS'));
    // The short form finds every Strategos rule (and the Strategoi Council's too).
    expect(ids('stratego')).toEqual(expect.arrayContaining(ids('Strategos')));
    expect(ids('strategoi council')).toContain('7.3');
    expect(hitRanges('the Boulé Segment', queryWords('boule'))).toEqual([[4, 9]]);
    expect(hitRanges('Strategos, strategos', queryWords('STRATEGO'))).toEqual([[0, 8], [11, 19]]);
  });

  it('draws the rulebook at a rule, with the app\'s reading notes, the glossary and the index', () => {
    const html = renderToString(<RulesPage at="5.23" onClose={() => undefined} />);
    expect(html).toContain('id="rule-5.23"');
    expect(html).toMatch(/data-rule-section="5.23"[^>]*data-rule-target="true"|data-rule-target="true"[^>]*data-rule-section="5.23"/);
    expect(html).toContain('How this app reads it');
    expect(html).toContain('data-rules-tab="glossary"');
    expect(html).toContain('data-rules-tab="index"');
    expect(rulebook().locale).toBe('en');
  });
});
