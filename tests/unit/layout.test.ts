// The repo's layout (#32 Habits, "one game ↛ another"): tests/unit/shared/X tests src-shared/X,
// tests/unit/main/X src-main/X, tests/unit/renderer/X src-renderer/X — a test folder with no source
// folder of the same path is a test filed by topic instead of by what it tests; and a game is a folder
// (src-shared/games/<id>/, src-renderer/games/<id>/, and their tests) that never imports another game's. eslint.config.js
// says the same of imports as it lints; this reads the tree itself, dynamic imports included.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './root.js';

const UNIT = join(REPO_ROOT, 'tests', 'unit');
const LAYERS: Record<string, string> = { shared: 'src-shared', main: 'src-main', renderer: 'src-renderer' };
/** Where games live: one folder per game in each. */
const GAME_HOMES = ['src-shared/games', 'src-renderer/games', 'tests/unit/shared/games', 'tests/unit/renderer/games'];

function folders(dir: string, rel = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())
    .flatMap((d) => [rel + d.name, ...folders(join(dir, d.name), `${rel}${d.name}/`)]);
}
const isFolder = (p: string): boolean => { try { return statSync(p).isDirectory(); } catch { return false; } };

/** The test folders that name no source folder (the top level holds only the three layers). */
export function strayTestFolders(unit = UNIT, root = REPO_ROOT): string[] {
  return folders(unit).filter((f) => {
    const [layer, ...rest] = f.split('/');
    const source = LAYERS[layer!];
    return !source || !isFolder(join(root, source, ...rest));
  });
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    return d.isDirectory() ? sources(p) : /\.tsx?$/.test(d.name) ? [p] : [];
  });
}

/** The game a repo path belongs to ('src-renderer/games/pericles/board/x.ts' → 'pericles'), or null for none. */
function gameOf(path: string): string | null {
  for (const home of GAME_HOMES) {
    if (path.startsWith(`${home}/`)) {
      const [id, ...rest] = path.slice(home.length + 1).split('/');
      return rest.length ? id! : null; // a file directly in games/ (the registry, the contract) is no game's
    }
  }
  return null;
}

/** Every import of one game's files that reaches into another game's folder, as 'file → module'. */
export function crossGameImports(root = REPO_ROOT): string[] {
  return GAME_HOMES.filter((home) => isFolder(join(root, home))).flatMap((home) => sources(join(root, home)).flatMap((file) => {
    const from = gameOf(relative(root, file));
    if (!from) return [];
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)]
      .map((m) => relative(root, resolve(dirname(file), m[1]!)))
      .filter((module) => { const to = gameOf(module); return to !== null && to !== from; })
      .map((module) => `${relative(root, file)} → ${module}`);
  }));
}

describe('tests/unit mirrors the source folders', () => {
  it('every folder under tests/unit/{shared,main,renderer} is a folder of src-{shared,main,renderer}', () => {
    expect(strayTestFolders()).toEqual([]);
  });

  it('finds a folder filed by topic', () => {
    // this very tree before #32's move had tests/unit/rules-theater: the check must be able to say so
    expect(strayTestFolders(join(REPO_ROOT, 'tests'), REPO_ROOT)).toContain('unit');
  });
});

describe('one game never imports another', () => {
  it("no game's files, rules or UI, import another game's folder", () => {
    expect(crossGameImports()).toEqual([]);
  });

  it('finds a game reaching into another (static, dynamic, and from the UI into the other game\'s rules)', () => {
    const root = mkdtempSync(join(tmpdir(), 'layout-'));
    try {
      const put = (path: string, text: string): void => { mkdirSync(dirname(join(root, path)), { recursive: true }); writeFileSync(join(root, path), text); };
      put('src-shared/games/contract.ts', 'export type Id = string;\n');
      put('src-shared/games/alpha/rules.ts', "import type { Id } from '../contract.js';\nimport { x } from '../beta/state.js';\n");
      put('src-shared/games/beta/state.ts', 'export const x = 1;\n');
      put('src-renderer/games/index.ts', "import { a } from './alpha/index.js';\nimport { b } from './beta/index.js';\n");
      put('src-renderer/games/alpha/index.ts', "export const a = 1;\nconst later = () => import('../../../src-shared/games/beta/state.js');\n");
      put('src-renderer/games/beta/index.ts', "import { x } from '../../../src-shared/games/beta/state.js';\nexport const b = x;\n");
      expect(crossGameImports(root).sort()).toEqual([
        'src-renderer/games/alpha/index.ts → src-shared/games/beta/state.js',
        'src-shared/games/alpha/rules.ts → src-shared/games/beta/state.js',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
