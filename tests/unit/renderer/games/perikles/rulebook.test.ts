// The Perikles players' rulebook (#33): three books with the same sections, every rule the engine
// cites has a section, and the books speak the one glossary's terms.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERIKLES_GLOSSARY, periklesRuleAnchor, periklesRulebook, periklesTerm, usesTerm } from '../../../../../src-renderer/games/perikles/rulebook/index.js';
import { DECISION_RULES, apply, legalActions, newGame, pending, seatsFor } from '../../../../../src-shared/games/perikles/index.js';
import { SPECIALS } from '../../../../../src-shared/games/perikles/data/specials.js';
import { nextInt, seedRng } from '../../../../../src-shared/kit/random.js';
import type { PlayerSection } from '../../../../../src-renderer/rulebook/playerRules.js';

const LOCALES = ['en', 'es', 'el'] as const;
const books = Object.fromEntries(LOCALES.map((l) => [l, periklesRulebook(l)])) as Record<(typeof LOCALES)[number], ReturnType<typeof periklesRulebook>>;
const text = (s: PlayerSection): string => `${s.title}\n${s.body.join('\n')}`;

/** Every rule citation written in the engine's sources: log(g, '…') and rule: '…', templates expanded over the Special tiles. */
function engineCitations(): string[] {
  const dir = 'src-shared/games/perikles';
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const out = new Set<string>();
  for (const f of files) {
    const src = readFileSync(join(dir, f), 'utf8');
    for (const m of src.matchAll(/(?:\blog\(g,\s*|\brule:\s*)(['`])((?:(?!\1).)*)\1/g)) {
      const cited = m[2]!;
      if (!cited.includes('${')) { out.add(cited); continue; }
      if (!/^[^$]*\$\{SPECIALS\[\w+\]\.name\}$/.test(cited)) throw new Error(`${f}: a citation the test cannot expand: ${cited}`);
      for (const s of Object.values(SPECIALS)) out.add(cited.replace(/\$\{[^}]*\}/, s.name));
    }
  }
  return [...out].sort();
}

describe('Perikles rulebook: the three books', () => {
  it('have the same sections, ids, levels and order in en, es and el', () => {
    const shape = (l: (typeof LOCALES)[number]) => books[l].sections.map((s) => `${s.level} ${s.id}`);
    expect(books.en.sections.length).toBeGreaterThanOrEqual(25);
    expect(shape('es')).toEqual(shape('en'));
    expect(shape('el')).toEqual(shape('en'));
    for (const l of LOCALES) expect(books[l].locale).toBe(l);
  });

  it('has unique kebab-case ids, a title and a body in every section of every book', () => {
    const ids = books.en.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const l of LOCALES) {
      for (const s of books[l].sections) {
        expect(s.title.trim(), `${l} ${s.id}`).not.toBe('');
        expect(s.body.join('').trim(), `${l} ${s.id}`).not.toBe('');
      }
    }
  });

  it('follows the rulebook\'s headings in order: the seven phases, the table, the Persians, the eight Special tiles, the end, the app notes', () => {
    const ids = books.en.sections.map((s) => s.id);
    const order = ['overview', 'components', 'starting-the-game', 'phase-1-location-and-influence-tiles', 'phase-2-take-influence-tiles',
      'phase-3-propose-candidates', 'phase-4-hold-elections', 'phase-5-commit-military-forces', 'phase-6-resolve-battles',
      'combat-results-table', 'example-of-a-battle', 'phase-7-end-of-turn', 'the-persians', 'special-tiles',
      ...Object.keys(SPECIALS).map((k) => `special-tiles-${SPECIALS[k as keyof typeof SPECIALS].name.toLowerCase().replace(/ /g, '-')}`),
      'ending-the-game', 'app-notes'];
    const at = order.map((id) => ids.indexOf(id));
    expect(at.filter((i) => i < 0)).toEqual([]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(ids[ids.length - 1]).toBe('app-notes');
  });

  it('keeps the Combat Results Table\'s numbers in every language', () => {
    for (const l of LOCALES) {
      const rows = books[l].sections.find((s) => s.id === 'combat-results-table')!.body.filter((b) => b.startsWith('|'));
      const cells = rows.map((r) => r.split('|').slice(2, -1).map((c) => c.trim()));
      expect(cells[0], l).toEqual(['1:2', '−2', '1:1', '+2', '2:1', '3:1']);
      expect(cells[2], l).toEqual(['10', '9', '8', '7', '6', '5']);
      expect(cells[3], l).toEqual(['5', '6', '7', '8', '9', '10']);
    }
  });

  it('carries the same app readings at the same rules in every language', () => {
    const notes = (l: (typeof LOCALES)[number]) => books[l].sections.map((s) => `${s.id}:${s.body.filter((b) => b.startsWith('> reading: ')).length}`);
    expect(books.en.sections.reduce((n, s) => n + s.body.filter((b) => b.startsWith('> reading: ')).length, 0)).toBeGreaterThanOrEqual(20);
    expect(notes('es')).toEqual(notes('en'));
    expect(notes('el')).toEqual(notes('en'));
  });

  it('falls back to English for a language the game has no book in', () => {
    expect(periklesRulebook('de')).toBe(books.en);
    expect(periklesRulebook('es')).not.toBe(books.en);
  });
});

describe('Perikles rulebook: rule citations', () => {
  it('anchors every rule the engine cites, in its sources and in the decisions', () => {
    const cited = [...new Set([...engineCitations(), ...Object.values(DECISION_RULES).map((d) => d.rule)])];
    expect(cited.length).toBeGreaterThan(15);
    const ids = new Set(books.en.sections.map((s) => s.id));
    const missing = cited.filter((r) => { const a = periklesRuleAnchor(r); return !a || !ids.has(a); });
    expect(missing).toEqual([]);
  });

  it('anchors a citation at its own section, not only at its phase', () => {
    expect(periklesRuleAnchor('Phase 5 Commit military forces')).toBe('phase-5-commit-military-forces');
    expect(periklesRuleAnchor('Phase 5 Commit military forces: sending additional forces')).toBe('sending-additional-forces');
    expect(periklesRuleAnchor('Phase 6 Resolve Battles: Combat Results Table')).toBe('combat-results-table');
    expect(periklesRuleAnchor('Combat Results Table')).toBe('combat-results-table');
    expect(periklesRuleAnchor('Special tiles: Brasidas')).toBe('special-tiles-brasidas');
    expect(periklesRuleAnchor('Special tiles: Thessalian Allies')).toBe('special-tiles-thessalian-allies');
    expect(periklesRuleAnchor('Special tiles')).toBe('special-tiles');
    expect(periklesRuleAnchor('Phase 2 Take Influence Tiles: Assassin')).toBe('phase-2-take-influence-tiles');
    expect(periklesRuleAnchor('Phase 7 End of turn')).toBe('phase-7-end-of-turn');
    expect(periklesRuleAnchor('Starting the game')).toBe('starting-the-game');
    expect(periklesRuleAnchor('Ending the game')).toBe('ending-the-game');
    expect(periklesRuleAnchor('9.32')).toBeNull();
    expect(periklesRuleAnchor('Phase 9 Nothing')).toBeNull();
  });

  it('anchors every rule the log of seeded random games cites (3, 4 and 5 players)', () => {
    const ids = new Set(books.en.sections.map((s) => s.id));
    const seen = new Set<string>();
    for (const players of [3, 4, 5]) {
      const seed = `rulebook-${players}`;
      const pick = seedRng(`pick:${seed}`);
      let g = newGame({ seed, seats: Object.fromEntries(seatsFor(players).map((s) => [s, 'human'])) });
      for (let n = 0; n < 5000; n++) {
        const p = pending(g);
        if (!p) break;
        const legal = legalActions(g, p.seats[0]!);
        g = apply(g, p.seats[0]!, legal[nextInt(pick, legal.length)]);
      }
      expect(pending(g)).toBeNull();
      for (const e of g.log) seen.add(e.rule);
    }
    expect(seen.size).toBeGreaterThan(8);
    expect([...seen].filter((r) => !ids.has(periklesRuleAnchor(r) ?? ''))).toEqual([]);
  });
});

describe('Perikles rulebook: one glossary', () => {
  it('has one entry per id, every term in en, es and el, no term twice in a language', () => {
    const ids = PERIKLES_GLOSSARY.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const l of LOCALES) {
      const terms = PERIKLES_GLOSSARY.map((t) => t[l].toLowerCase());
      expect(terms.every((t) => t.trim().length > 0), l).toBe(true);
      expect(new Set(terms).size, l).toBe(terms.length);
    }
    expect(periklesTerm('brasidas', 'el')).toBe('Βρασίδας');
    expect(periklesTerm('thebes', 'fr')).toBe('Thebes');
    expect(() => periklesTerm('nothing', 'en')).toThrow();
  });

  it('is the books\' glossary and term list, in each book\'s language, pointing at sections that exist', () => {
    const ids = new Set(books.en.sections.map((s) => s.id));
    for (const l of LOCALES) {
      expect(books[l].terms).toEqual(PERIKLES_GLOSSARY.map(({ en, es, el }) => ({ en, es, el })));
      expect(books[l].glossary.map((g) => g.term).sort()).toEqual(PERIKLES_GLOSSARY.map((t) => t[l]).sort());
      for (const g of books[l].glossary) expect(ids.has(g.rule), `${l} ${g.term} → ${g.rule}`).toBe(true);
    }
  });

  it('matches a term in its other forms, not another word', () => {
    expect(usesTerm('Los hoplitas de Esparta', 'hoplita')).toBe(true);
    expect(usesTerm('οι τριήρεις της Αθήνας', 'τριήρης')).toBe(true);
    expect(usesTerm('τα πλακίδια Επιρροής', 'πλακίδιο Επιρροής')).toBe(true);
    expect(usesTerm('place two Influence cubes', 'Influence tile')).toBe(false);
    expect(usesTerm('la loseta de Influencia', 'loseta de Lugar')).toBe(false);
  });

  // The core terms: wherever the English rulebook uses one, the Spanish and Greek books use theirs.
  const CORE = ['athens', 'sparta', 'corinth', 'thebes', 'megara', 'persians', 'persianShield', 'influenceTile', 'locationTile',
    'specialTile', 'influenceCube', 'militaryCounter', 'leaderCounter', 'defeatCounter', 'battleToken', 'combatResultsTable',
    'candidateSpace', 'leaderBox', 'leader', 'candidate', 'statue', 'hoplite', 'trireme', 'intrinsicDefender', 'rebels',
    'mainAttacker', 'mainDefender', 'firstPlayer', 'victoryPoints', 'phase2', 'phase5', 'alkibiades', 'brasidas', 'perikles',
    'persianFleet', 'phormio', 'plague', 'slaveRevolt', 'thessalianAllies'];

  it.each(['es', 'el'] as const)('the %s book uses the glossary\'s term wherever the English one uses the English term', (l) => {
    // *Perikles* in italics is the game's name, the same in every book; the term is the Special tile.
    const enText = (s: PlayerSection) => text(s).replace(/\*Perikles\*/g, '');
    const misses: string[] = [];
    for (const id of CORE) {
      const term = PERIKLES_GLOSSARY.find((t) => t.id === id)!;
      books.en.sections.forEach((s, i) => {
        if (usesTerm(enText(s), term.en) && !usesTerm(text(books[l].sections[i]!), term[l])) misses.push(`${s.id}: ${term[l]}`);
      });
    }
    expect(misses).toEqual([]);
  });
});
