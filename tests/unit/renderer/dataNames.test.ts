// #18: the game data's names (theaters, scenarios, card titles, plays) in English, Spanish and
// Greek. Every piece of data has its key in all three languages; English is exactly the data's
// own English (so English output is unchanged; a scenario's texts are written only in its data,
// #32); Spanish and Greek use the rulebooks' forms (RULES.md Appendix D), and the helpers in
// names.ts follow the chosen language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { THEATERS } from '../../../src-shared/games/pericles/data/board.js';
import { SCENARIOS } from '../../../src-shared/games/pericles/data/scenarios/index.js';
import { ALL_DECK_CARDS } from '../../../src-shared/games/pericles/data/cards/political.js';
import { ARISTOPHANES_CARDS } from '../../../src-shared/games/pericles/data/cards/aristophanes.js';
import { dataEn } from '../../../src-renderer/games/pericles/i18n/en.data.js';
import { esData } from '../../../src-renderer/games/pericles/i18n/es.data.js';
import { elData } from '../../../src-renderer/games/pericles/i18n/el.data.js';
import { en } from '../../../src-renderer/i18n/en.js';
import { setLocale } from '../../../src-renderer/i18n/index.js';
import {
  cardTitleKey, placeCaps, placeKey, placeName, playKey, playName, playQuoteKey, playVersionKey, scenarioIntro,
  scenarioKey, scenarioName, scenarioVictory, theaterLabel, theaterName,
} from '../../../src-renderer/games/pericles/names.js';
import { cardName, cardText } from '../../../src-renderer/games/pericles/cards/text.js';
import { REPO_ROOT } from '../root.js';

const english = dataEn as Readonly<Record<string, string>>;
const LANGS = { en: english, es: esData, el: elData } as const;

/** The keys of the scenarios' texts, made from the data (name, intro, victory of each). */
const scenarioKeys = (): string[] => SCENARIOS.flatMap((s) => (['name', 'intro', 'victory'] as const).map((part) => scenarioKey(s.id, part)));
/** A dictionary's scenario-text keys (not the balance notes beside them). */
const scenarioTextKeys = (dict: Readonly<Record<string, string>>): string[] =>
  Object.keys(dict).filter((k) => /^scenario\.[^.]+\.(?:name|intro|victory)$/.test(k)).sort();

/** Every key the data needs, with the data's own English for it. */
function expected(): [string, string][] {
  const out: [string, string][] = [];
  for (const t of THEATERS) out.push([placeKey(t.id), t.name]);
  for (const s of SCENARIOS) {
    out.push([scenarioKey(s.id, 'name'), s.name], [scenarioKey(s.id, 'intro'), s.intro], [scenarioKey(s.id, 'victory'), s.victory]);
  }
  for (const c of ALL_DECK_CARDS) out.push([cardTitleKey(c.title), c.title]);
  for (const a of ARISTOPHANES_CARDS) out.push([playKey(a), a.play], [playVersionKey(a), a.version], [playQuoteKey(a), a.quote]);
  return out;
}

afterEach(() => setLocale('en'));

describe('data names in three languages (#18)', () => {
  it('every theater, scenario, card and play has its key in English, Spanish and Greek', () => {
    const missing: string[] = [];
    for (const [key] of expected()) {
      for (const [lang, dict] of Object.entries(LANGS)) if (!dict[key]?.trim()) missing.push(`${lang} ${key}`);
    }
    expect(missing).toEqual([]);
    // 20 theaters, 10 scenarios × 3, 24 card titles, 8 plays + 3 versions + 24 lines.
    expect(new Set(expected().map(([k]) => k)).size).toBe(20 + SCENARIOS.length * 3 + 24 + 8 + 3 + 24);
  });

  it('the English is the data\'s own English, so English pages read as before', () => {
    for (const [key, value] of expected()) expect(english[key], key).toBe(value);
    expect(en['place.persia']).toBe('Persia');
  });

  it('a scenario\'s texts are written once, in its data: Spanish and Greek translate exactly its keys (#32)', () => {
    const fromData = scenarioKeys().sort();
    expect(scenarioTextKeys(english)).toEqual(fromData);
    expect(scenarioTextKeys(esData)).toEqual(fromData);
    expect(scenarioTextKeys(elData)).toEqual(fromData);
    // en.data.ts makes these keys from the data rather than repeating a scenario's words.
    const source = readFileSync(join(REPO_ROOT, 'src-renderer/games/pericles/i18n/en.data.ts'), 'utf8');
    for (const s of SCENARIOS) expect(source, s.id).not.toContain(s.name);
  });

  it('Spanish and Greek have exactly the English keys, none stale', () => {
    const keys = Object.keys(english).sort();
    expect(Object.keys(esData).sort()).toEqual(keys);
    expect(Object.keys(elData).sort()).toEqual(keys);
  });

  it('Greek is written in Greek letters, monotonic (no polytonic accents)', () => {
    for (const [key, value] of Object.entries(elData)) {
      expect(value, key).toMatch(/[\u0370-\u03ff]/);
      expect(value, key).not.toMatch(/[\u1f00-\u1fff]/);
      // Latin letters only in rule references such as "7.41 B".
      expect(value.replace(/\d+\.\d+ [A-D]\b/g, ''), key).not.toMatch(/[A-Za-z]/);
    }
  });

  it('theater names are the rulebooks\' (RULES.md Appendix D)', () => {
    expect([esData['place.1'], esData['place.2'], esData['place.7'], esData['place.19']]).toEqual(['Sicilia', 'Córcira', 'Atenas', 'Espóradas del Sur']);
    expect([elData['place.1'], elData['place.2'], elData['place.7'], elData['place.19']]).toEqual(['Σικελία', 'Κόρκυρα', 'Αθήνα', 'Νότιες Σποράδες']);
  });
});

describe('names.ts follows the chosen language', () => {
  it('English: the same words as the data', () => {
    expect(placeName(5)).toBe('Isthmus of Corinth');
    expect(theaterLabel(1)).toBe('1 Sicily');
    expect(theaterName(2)).toBe('2 Corcyra');
    expect(placeCaps('persia')).toBe('PERSIA');
    expect(scenarioName('campaign')).toBe(SCENARIOS.find((s) => s.id === 'campaign')!.name);
    expect(cardName('leader-aristocrats')).toBe('Nicias, the Aristocrats\' Leader');
    expect(cardName('knights-B')).toBe('The Knights (B)');
    expect(cardText('frogs-C').quote).toBe('Bring back a poet from Hades to save the city.');
  });

  it('Spanish: theaters, scenarios, titles and plays in the Spanish rulebook\'s forms', () => {
    setLocale('es');
    expect(placeName(16)).toBe('Quíos');
    expect(placeName('persia')).toBe('Persia');
    expect(scenarioName('archidamian-war')).toBe('La Guerra Arquidámica (430–419 a. C.)');
    expect(scenarioIntro('campaign')).toBe(esData['scenario.campaign.intro']);
    expect(scenarioVictory('campaign')).toBe(esData['scenario.campaign.victory']);
    expect(playName({ id: 'frogs-A', play: 'The Frogs' })).toBe('Las ranas');
    expect(cardName('ath-01')).toContain('Erecteida');
    expect(cardName('acharnians-C')).toContain('Los acarnienses');
  });

  it('Greek: the Greek rulebook\'s names, capitals without accents on the board', () => {
    setLocale('el');
    expect(theaterLabel(2)).toContain('Κόρκυρα');
    expect(placeCaps('persia')).toBe('ΠΕΡΣΙΑ');
    expect(cardName('leader-eurypontids')).toContain('Αρχίδαμος');
    expect(cardName('clouds-C')).toContain('Νεφέλες');
    expect(cardName('clouds-C')).toContain('Γ');
    expect(cardText('birds-A').quote).toBe(elData['playQuote.birds-A']);
  });
});
