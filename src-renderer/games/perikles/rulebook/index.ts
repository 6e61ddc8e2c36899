// The players' rulebook of Martin Wallace's *Perikles* (#33) for the rules drawer, in the shape of
// the *Pericles* books (PlayerRulebook): the English rulebook (seed 002) cleaned of its PDF breaks,
// with the app's readings as "How this app reads it" notes (`> reading: …`) and an "App notes"
// section, and full Spanish and Greek translations in the glossary's terms (glossary.ts). The three
// books have the same sections, ids and order; an id is the slug of the English heading.
import en from './rules.en.json' with { type: 'json' };
import es from './rules.es.json' with { type: 'json' };
import el from './rules.el.json' with { type: 'json' };
import type { PlayerRulebook } from '../../../rulebook/playerRules.js';

export { PERIKLES_GLOSSARY, periklesTerm, usesTerm, type PeriklesTerm } from './glossary.js';

const BOOKS: Readonly<Record<string, PlayerRulebook>> = { en, es, el };

/** The rulebook in `locale` (English for a language the game has no book in). */
export function periklesRulebook(locale: string): PlayerRulebook {
  return BOOKS[locale] ?? en;
}

const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const IDS = new Set(en.sections.map((s) => s.id));

/**
 * The section a rule citation points to, as the engine writes them ("Phase 5 Commit military
 * forces", "Combat Results Table", "Special tiles: Brasidas", "Phase 6 Resolve Battles: Combat
 * Results Table"): the whole citation's section if there is one, else the part after the colon
 * (a heading of its own), else the part before it; a phase by its number when its words differ.
 */
export function periklesRuleAnchor(rule: string): string | null {
  const colon = rule.indexOf(':');
  const head = colon < 0 ? rule : rule.slice(0, colon);
  const tries = [rule, ...(colon < 0 ? [] : [rule.slice(colon + 1), head])].map(slug);
  const found = tries.find((id) => IDS.has(id));
  if (found) return found;
  const phase = /^\s*phase\s+(\d)\b/i.exec(head)?.[1];
  return phase ? [...IDS].find((id) => id.startsWith(`phase-${phase}-`)) ?? null : null;
}
