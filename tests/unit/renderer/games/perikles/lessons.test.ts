// #33 Perikles' lessons in words: every key in English, Spanish and Greek with the same
// placeholders, and the glossary's terms wherever the English text uses the English term.
import { describe, expect, it } from 'vitest';
import { PERIKLES_GLOSSARY, usesTerm } from '../../../../../src-renderer/games/perikles/rulebook/index.js';
import { lessonsEn } from '../../../../../src-renderer/games/perikles/i18n/en.lessons.js';
import { lessonsEs } from '../../../../../src-renderer/games/perikles/i18n/es.lessons.js';
import { lessonsEl } from '../../../../../src-renderer/games/perikles/i18n/el.lessons.js';

const placeholders = (s: string): string[] => [...new Set([...s.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]!))].sort();
const dicts = { es: lessonsEs, el: lessonsEl } as const;
// The terms a lesson or an advice speaks of.
const TERMS = ['influenceTile', 'locationTile', 'specialTile', 'influenceCube', 'militaryCounter', 'defeatCounter', 'battleToken',
  'combatResultsTable', 'candidateSpace', 'temple', 'leader', 'candidate', 'hoplite', 'trireme', 'shard', 'anyCity',
  'candidateSymbol', 'assassinSymbol', 'victoryPoints', 'phase2', 'phase3', 'phase4', 'phase5', 'phase6', 'alkibiades'];

describe('Perikles lessons\' words (#33)', () => {
  it.each(['es', 'el'] as const)('%s has every key, with the English placeholders', (l) => {
    for (const [k, en] of Object.entries(lessonsEn)) {
      const text = (dicts[l] as Record<string, string>)[k];
      expect(text, k).toBeTruthy();
      expect(placeholders(text!), k).toEqual(placeholders(en));
    }
  });

  it.each(['es', 'el'] as const)('%s uses the glossary\'s term wherever the English uses the English term', (l) => {
    const misses: string[] = [];
    for (const id of TERMS) {
      const term = PERIKLES_GLOSSARY.find((g) => g.id === id)!;
      for (const [k, en] of Object.entries(lessonsEn)) {
        if (usesTerm(en, term.en) && !usesTerm((dicts[l] as Record<string, string>)[k]!, term[l])) misses.push(`${k}: ${term[l]}`);
      }
    }
    expect(misses).toEqual([]);
  });
});
