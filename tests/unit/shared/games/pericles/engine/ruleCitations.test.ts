// #15 item 5: every rule number the code cites (a segment's rule, a decision's rule, a log entry, an
// Honor change, an amount of the rules table) is a rule of the spec: a heading or a numbered rule
// of RULES.md (the copy the app ships, src-renderer/rulebook/RULES.md). A citation marked `*` is our
// design standing in for a playbook rule the sources lack (RULES.md names it).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISIONS, DECISION_KINDS } from '../../../../../../src-shared/games/pericles/decisions/registry.js';
import { HONOR, LIMITS, type RuleAmount } from '../../../../../../src-shared/games/pericles/data/amounts.js';
import { REPO_ROOT } from '../../../../root.js';

const ROOT = REPO_ROOT;
const spec = readFileSync(join(ROOT, 'src-renderer', 'rulebook', 'RULES.md'), 'utf8');
/** Rule numbers the spec defines: headings ("### 10.12 …") and numbered rules ("**8.51 …", "- **5.31 …"). */
const defined = new Set([...spec.matchAll(/^(?:#+\s+|\*\*|- \*\*|\d+\. \*\*)(\d+(?:\.\d+)*)\b/gm)].map((m) => m[1]!));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** The number a citation starts with ("7.41 B" → "7.41"), and whether it is marked as our design. */
function parse(citation: string): { number: string; ours: boolean } | null {
  const m = /^(\d+(?:\.\d+)*)(\*)?/.exec(citation);
  return m ? { number: m[1]!, ours: m[2] === '*' } : null;
}

function check(citations: Iterable<[string, string]>): string[] {
  const bad: string[] = [];
  for (const [citation, where] of citations) {
    const p = parse(citation);
    if (!p) continue; // "Q22" and other non-numbered citations are checked elsewhere
    if (defined.has(p.number)) continue;
    if (p.ours && spec.includes(p.number)) continue;
    bad.push(`${citation} (${where})`);
  }
  return bad;
}

describe('rule citations resolve to RULES.md (#15 item 5)', () => {
  it('the spec defines its rules (sanity: 10.12, 8.51, 9.45 and 100+ numbers are found)', () => {
    for (const n of ['10.12', '8.51', '9.45', '4.1']) expect(defined.has(n), n).toBe(true);
    expect(defined.size).toBeGreaterThanOrEqual(100);
  });

  it('every rule cited in src-shared (segments, decisions asked, log entries, Honor changes) is in the spec', () => {
    const cited: Array<[string, string]> = [];
    const CALL = /(?:log\(g, |rule: |openDecision\(g, [^,]+, [^,]+, |ask\(g, [^,]+, [^,]+, |changeHonor\(g, [^,]+, [^,]+, |drawBattleCard\(g, [^,]+, )'([^']+)'/g;
    for (const file of sources(join(ROOT, 'src-shared'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(CALL)) cited.push([m[1]!, file.slice(ROOT.length + 1)]);
    }
    expect(cited.length).toBeGreaterThan(150);
    expect(check(cited)).toEqual([]);
  });

  it('every decision kind and every amount of the rules table names a rule of the spec', () => {
    expect(check(DECISION_KINDS.map((k) => [DECISIONS[k].rule, k]))).toEqual([]);
    const amounts = Object.entries({ ...HONOR, ...LIMITS }).flatMap(([id, a]) => a.rule.split(', ').map((r): [string, string] => [r, id]));
    expect(check(amounts)).toEqual([]);
  });

  it('the Honor of the 10.12 summary rows is the table\'s (a row\'s bold amounts include the value)', () => {
    const table = spec.slice(spec.indexOf('### 10.12 Honor Summary'), spec.indexOf('## 11.0'));
    const rows = new Map<string, string>();
    for (const m of table.matchAll(/^\| [^|]+ \| ([A-R]) \| [^|]+ \| ([^|]+) \|/gm)) rows.set(m[1]!, m[2]!);
    expect(rows.size).toBe(18);
    for (const [id, a] of Object.entries(HONOR) as Array<[string, RuleAmount]>) {
      if (!a.summary) continue;
      for (const letter of a.summary.split(', ')) {
        const amounts = [...rows.get(letter)!.matchAll(/\*\*[^*]*\*\*/g)].flatMap((b) => [...b[0].matchAll(/\d+/g)].map((n) => Number(n[0])));
        expect(amounts, `${id}: 10.12 ${letter}`).toContain(a.value);
      }
    }
  });
});
