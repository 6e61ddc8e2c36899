// The players' rulebook in the app (#17 item 6): rules.en.json, generated from the developers'
// rules reference by scripts/player-rules.ts (see playerRules.ts). A Spanish or Greek rulebook is
// one more file of the same shape beside it (rules.es.json, rules.el.json) registered below.
import en from './rules.en.json' with { type: 'json' };
import { getLocale } from '../i18n/index.js';
import { parseRules, type PlayerRulebook, type RuleSection } from './playerRules.js';

export { parseRules, type RuleSection };

const books: Record<string, PlayerRulebook> = { en };

/** The rulebook in the player's language (English until the others are written). */
export function rulebook(): PlayerRulebook {
  return books[getLocale()] ?? en;
}

export function ruleSections(): RuleSection[] {
  return rulebook().sections;
}

/** The anchor for a rule reference such as "5.32 A", "9.42 (1)", "7.41 D" or "8.3": the most specific section that exists. */
const idSets = new WeakMap<readonly RuleSection[], Set<string>>();
function sectionIds(sections: readonly RuleSection[]): Set<string> {
  let ids = idSets.get(sections);
  if (!ids) idSets.set(sections, (ids = new Set(sections.map((s) => s.id))));
  return ids;
}

export function ruleAnchor(rule: string, sections: readonly RuleSection[] = ruleSections()): string | null {
  const m = /(\d+)\.(\d+)/.exec(rule);
  if (!m) return null;
  // Built once per rules text: the log asks this for every entry it shows.
  const ids = sectionIds(sections);
  let digits = m[2]!;
  while (digits.length > 0) {
    const id = `${m[1]}.${digits}`;
    if (ids.has(id)) return id;
    digits = digits.slice(0, -1);
  }
  const whole = `${m[1]}.0`;
  return ids.has(whole) ? whole : null;
}

/** Case and accents do not matter to search: "Boule" finds "Boulé", "strategos" finds "Strategos". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, folded. */
export function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/** A query that is a rule number ("9.32", "7.41 D"): that number. */
export function queryRule(query: string): string | null {
  return /^\s*(\d{1,2}\.\d{1,2})(?!\d)/.exec(query)?.[1] ?? null;
}

function sectionText(s: RuleSection): string {
  return fold(`${s.title}\n${s.body.join('\n')}`);
}

/**
 * Sections matching `query`. A rule number finds that rule first, then the rules under it, then
 * the rules that cite it; words find the sections holding all of them, those whose heading holds
 * them first, each group in the rulebook's order.
 */
export function searchRules(query: string, sections: readonly RuleSection[] = ruleSections()): RuleSection[] {
  const words = queryWords(query);
  if (!words.length) return [...sections];
  const rule = queryRule(query);
  if (rule) {
    const anchor = ruleAnchor(rule, sections);
    const cites = new RegExp(`(^|[^\\d.])${rule.replace('.', '\\.')}(?!\\d)`);
    const rank = (s: RuleSection): number => {
      if (s.id === rule || s.id === anchor) return 0;
      if (s.id.startsWith(rule) && /^\d+\.\d+$/.test(s.id)) return 1;
      if (cites.test(sectionText(s))) return 2;
      return 3;
    };
    return sections.map((s) => ({ s, r: rank(s) })).filter((x) => x.r < 3).sort((a, b) => a.r - b.r).map((x) => x.s);
  }
  const hits = sections.filter((s) => { const text = sectionText(s); return words.every((w) => text.includes(w)); });
  const inTitle = (s: RuleSection) => words.every((w) => fold(s.title).includes(w));
  return [...hits.filter(inTitle), ...hits.filter((s) => !inTitle(s))];
}

/** Where the words occur in `text` as [start, end) ranges of the original text (accents folded). */
export function hitRanges(text: string, words: readonly string[]): Array<[number, number]> {
  if (!words.length) return [];
  let folded = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    for (const ch of fold(text[i]!)) { folded += ch; at.push(i); }
  }
  const ranges: Array<[number, number]> = [];
  for (const w of words) {
    for (let i = folded.indexOf(w); i >= 0; i = folded.indexOf(w, i + w.length)) {
      ranges.push([at[i]!, at[i + w.length - 1]! + 1]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}
