// The built-in rules reference. RULES.md beside this file is a vendored copy of the project's
// English rules reference (/work/shared/rules/RULES.md, "shared/rules/RULES.md" in the project's
// shared folder); refresh it by copying that file here. It is bundled as a static string
// (`?raw`) so the app never reads outside its own files at runtime.
import raw from './RULES.md?raw';

export interface RuleSection {
  /** Rule number ('5.21', '9.0') or a slug for unnumbered headings. */
  id: string;
  /** Heading text as written. */
  title: string;
  level: number;
  /** Markdown lines of the section body (up to the next anchor). */
  body: string[];
}

const HEADING = /^(#{1,4})\s+(.*)$/;
const BOLD_RULE = /^\*\*(\d+\.\d+[A-Z]?)\b([^*]*)\*\*\s*(.*)$/;
const NUMBER = /^(\d+\.\d+)\b/;

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Splits the rules text into sections at headings and at bold numbered paragraphs (**5.21 …**). */
export function parseRules(text: string): RuleSection[] {
  const out: RuleSection[] = [];
  let cur: RuleSection = { id: 'top', title: '', level: 1, body: [] };
  const push = (): void => { if (cur.title || cur.body.some((l) => l.trim())) out.push(cur); };
  for (const line of text.split(/\r?\n/)) {
    const h = HEADING.exec(line);
    const b = h ? null : BOLD_RULE.exec(line);
    if (h) {
      push();
      const title = h[2]!.trim();
      cur = { id: NUMBER.exec(title)?.[1] ?? slug(title), title, level: h[1]!.length, body: [] };
    } else if (b) {
      push();
      cur = { id: b[1]!, title: `${b[1]}${b[2] ?? ''}`.trim(), level: 4, body: b[3] ? [b[3]] : [] };
    } else {
      cur.body.push(line);
    }
  }
  push();
  return out;
}

let cached: RuleSection[] | null = null;
export function ruleSections(): RuleSection[] {
  cached ??= parseRules(raw);
  return cached;
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

/** Sections whose title or text contains every word of `query` (case-insensitive). */
export function searchRules(query: string, sections: readonly RuleSection[] = ruleSections()): RuleSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...sections];
  return sections.filter((s) => {
    const text = `${s.title}\n${s.body.join('\n')}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
