// #15 item 3: the layers import in one direction. The renderer talks to the host only through
// the protocol in src-shared (it imports nothing from src-main); src-shared imports neither the
// host, the renderer nor Node's modules (it also compiles without DOM or Node types:
// tsconfig.shared.json in `npm run typecheck`).
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../root.js';

const ROOT = REPO_ROOT;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(p) ? [p] : [];
  });
}

/** Every module a file imports (static, dynamic and re-exports), resolved to a repo path or kept bare. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => {
    const spec = m[1]!;
    return spec.startsWith('.') ? relative(ROOT, resolve(dirname(file), spec)) : spec;
  });
}

/** The repo modules a file needs at run time: `import type` and `export type` lines left out. */
function runtimeImportsOf(file: string, root = ROOT): string[] {
  return repoImportsOf(file, root).filter((i) => i.runtime).map((i) => i.module);
}

/** Every repo module a file imports or re-exports, and whether it needs it at run time (not an `import type`/`export type` line). */
function repoImportsOf(file: string, root = ROOT): { module: string; runtime: boolean }[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\b\s*)?(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/g)]
    .map((m) => ({ module: relative(root, resolve(dirname(file), m[2]!)).replace(/\.js$/, ''), runtime: !m[1] }));
}

/**
 * Type-only imports that still close a circle, each with the change that removes it (#32). Only
 * these are left out of the circle check with types; the run-time check leaves out none. None is
 * left: the last (the protocol naming Pericles' face; a save's migrations naming format.ts's
 * envelope) went with the protocol's game-generic types and saves/envelope.ts.
 */
const TYPE_IMPORTS_IN_CIRCLES: readonly (readonly [string, string])[] = [];

interface CircleCheck {
  /** Count `import type` edges too: a circle of types alone is still two modules that cannot be read apart. */
  types?: boolean;
  /** Type-only imports (from → to) left out. */
  except?: readonly (readonly [string, string])[];
}

/** Groups of modules that import one another in a circle (Tarjan's strongly connected components). */
function importCircles(layers: readonly string[], root = ROOT, check: CircleCheck = {}): string[][] {
  const files = layers.flatMap((l) => sources(join(root, l)).map((f) => relative(root, f)));
  const known = new Set(files);
  const moduleOf = (spec: string): string | undefined => [`${spec}.ts`, `${spec}.tsx`, `${spec}/index.ts`].find((f) => known.has(f));
  const skipped = (from: string, to: string, runtime: boolean) => !runtime && (!check.types || (check.except ?? []).some(([a, b]) => a === from && b === to));
  const edges = new Map(files.map((f) => [f, repoImportsOf(join(root, f), root)
    .map((i) => ({ ...i, module: moduleOf(i.module) }))
    .filter((i): i is { module: string; runtime: boolean } => i.module !== undefined && !skipped(f, i.module, i.runtime))
    .map((i) => i.module)]));
  let next = 0;
  const index = new Map<string, number>(), low = new Map<string, number>(), stack: string[] = [], onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next); low.set(v, next); next++; stack.push(v); onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do { w = stack.pop()!; onStack.delete(w); group.push(w); } while (w !== v);
      if (group.length > 1 || edges.get(v)!.includes(v)) circles.push(group);
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return circles;
}

function offending(layer: string, bad: (spec: string) => boolean): string[] {
  return sources(join(ROOT, layer)).flatMap((f) => importsOf(f).filter(bad).map((s) => `${relative(ROOT, f)} → ${s}`));
}

describe('layers (#15 item 3)', () => {
  it('the renderer imports nothing from src-main', () => {
    expect(offending('src-renderer', (s) => s.startsWith('src-main'))).toEqual([]);
  });

  // board (#32 D), as eslint.config.js: the page runs rule code only as functions of a seat's view
  // (src-shared/games/pericles/client.ts) and asks the host the rest.
  it('#32: the renderer imports no rule internals (src-shared/games/pericles/rules, engine/, phases)', () => {
    expect(offending('src-renderer', (s) => /^src-shared\/games\/[^/]+\/(rules|engine|phases)\//.test(s))).toEqual([]);
  });

  it('src-shared imports neither src-main, src-renderer nor Node modules', () => {
    expect(offending('src-shared', (s) => s.startsWith('src-main') || s.startsWith('src-renderer') || s.startsWith('node:') || s === 'fs' || s === 'path')).toEqual([]);
  });

  it('no module needs itself at run time through a circle of imports (#32 Habits)', () => {
    expect(importCircles(['src-shared', 'src-main', 'src-renderer'])).toEqual([]);
  });

  it('no circle of imports, type imports included, but the few named with their way out (#32 Habits)', () => {
    expect(importCircles(['src-shared', 'src-main', 'src-renderer'], ROOT, { types: true, except: TYPE_IMPORTS_IN_CIRCLES })).toEqual([]);
    // Each one left out is a type import where it is still there: a run-time one is never left out.
    for (const [from, to] of TYPE_IMPORTS_IN_CIRCLES) {
      const found = repoImportsOf(join(ROOT, from)).filter((i) => i.module === to.replace(/\.ts$/, ''));
      expect(found.filter((i) => i.runtime), `${from} → ${to}`).toEqual([]);
    }
  });

  it('the circle check finds a circle where there is one, one of type imports only when asked, and leaves out only the type imports named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'circles-'));
    try {
      mkdirSync(join(dir, 'src'));
      writeFileSync(join(dir, 'src', 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'src', 'b.ts'), "import {\n  a,\n} from './a.js';\nexport const b = 1; export const c = a;\n");
      writeFileSync(join(dir, 'src', 'c.ts'), "import type { D } from './d.js';\nexport type C = D;\n");
      writeFileSync(join(dir, 'src', 'd.ts'), "import type { C } from './c.js';\nexport type D = C | 1;\n");
      expect(importCircles(['src'], dir).map((g) => g.sort())).toEqual([['src/a.ts', 'src/b.ts']]);
      expect(importCircles(['src'], dir, { types: true }).map((g) => g.sort()).sort()).toEqual([['src/a.ts', 'src/b.ts'], ['src/c.ts', 'src/d.ts']]);
      expect(importCircles(['src'], dir, { types: true, except: [['src/d.ts', 'src/c.ts']] }).map((g) => g.sort())).toEqual([['src/a.ts', 'src/b.ts']]);
      // A run-time import is never left out.
      expect(importCircles(['src'], dir, { types: true, except: [['src/b.ts', 'src/a.ts']] })).toHaveLength(2);
    } finally { rmSync(dir, { recursive: true, force: true }); }
    const imports = sources(join(ROOT, 'src-renderer')).flatMap((f) => runtimeImportsOf(f));
    expect(imports.some((s) => s.startsWith('src-shared/'))).toBe(true);
    expect(imports.every((s) => !s.endsWith('.js'))).toBe(true);
  });

  it('the check sees imports at all (the renderer imports the protocol from src-shared)', () => {
    expect(sources(join(ROOT, 'src-renderer')).flatMap(importsOf).some((s) => s.startsWith('src-shared/protocol'))).toBe(true);
  });
});
