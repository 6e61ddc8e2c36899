// Counted words (#29 "Words"): a dictionary value says a count the way its language does, by
// Intl.PluralRules, in an ICU-lite form (the syntax is described at the top of en.ts):
//   '{n, plural, one {# marker} other {# markers}}'
// `#` is the count; a branch may hold other `{name}` placeholders. Branches are the language's
// plural categories (zero, one, two, few, many, other) or an exact `=N`; `other` is required and
// stands in for a category a value does not spell out. Pure, so the tests read templates with it.

/** One `{count, plural, …}` form found in a template. */
export interface PluralForm {
  /** The placeholder that holds the count. */
  name: string;
  /** Each branch's selector (`one`, `other`, `=0` …) and its text. */
  branches: Readonly<Record<string, string>>;
  start: number;
  end: number;
}

const HEAD = /\{(\w+),\s*plural,/g;
const SELECTOR = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;

/** The text from `open` (just after a `{`) to its matching `}`; null when unbalanced. */
function balanced(s: string, open: number): { body: string; end: number } | null {
  let depth = 1;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return { body: s.slice(open, i), end: i + 1 };
  }
  return null;
}

/** Every plural form of `template`, in order. A malformed one throws: the tests find it. */
export function pluralForms(template: string): PluralForm[] {
  const out: PluralForm[] = [];
  HEAD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = HEAD.exec(template))) {
    const branches: Record<string, string> = {};
    let at = m.index + m[0].length;
    for (;;) {
      SELECTOR.lastIndex = at;
      const sel = SELECTOR.exec(template);
      if (!sel) break;
      const b = balanced(template, SELECTOR.lastIndex);
      if (!b) throw new Error(`Unbalanced plural branch in "${template}"`);
      branches[sel[1]!] = b.body;
      at = b.end;
    }
    const close = /\s*\}/y;
    close.lastIndex = at;
    if (!close.exec(template) || branches.other === undefined) throw new Error(`Malformed plural form in "${template}"`);
    out.push({ name: m[1]!, branches, start: m.index, end: close.lastIndex });
    HEAD.lastIndex = close.lastIndex;
  }
  return out;
}

/** The names of a template's placeholders, plain `{name}` and counts `{name, plural, …}` alike (sorted, each once). */
export function placeholderNames(template: string): string[] {
  const names = new Set<string>();
  let plain = template;
  for (const f of pluralForms(template).reverse()) {
    names.add(f.name);
    plain = plain.slice(0, f.start) + Object.values(f.branches).join(' ') + plain.slice(f.end);
  }
  for (const m of plain.matchAll(/\{(\w+)\}/g)) names.add(m[1]!);
  return [...names].sort();
}

const rules = new Map<string, Intl.PluralRules>();

/** The language's plural category of `n` (`one`, `other` …). */
export function pluralCategory(locale: string, n: number): Intl.LDMLPluralRule {
  let r = rules.get(locale);
  if (!r) { r = new Intl.PluralRules(locale); rules.set(locale, r); }
  return r.select(n);
}

/**
 * Replaces each plural form by its branch for the count in `args` (`#` → the count), leaving the
 * plain `{name}` placeholders for the caller to fill. A form whose count is missing or not a
 * number is left as it is.
 */
export function selectPlurals(template: string, locale: string, args: Readonly<Record<string, unknown>>): string {
  if (!/,\s*plural,/.test(template)) return template;
  let out = template;
  for (const f of pluralForms(template).reverse()) {
    const v = args[f.name];
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    if (!Number.isFinite(n)) continue;
    const branch = f.branches[`=${n}`] ?? f.branches[pluralCategory(locale, n)] ?? f.branches.other!;
    out = out.slice(0, f.start) + branch.replace(/#/g, String(v)) + out.slice(f.end);
  }
  return out;
}
