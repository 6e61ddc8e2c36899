// #32 "The host, the saves, the protocol and the journal know games only through the contract": the
// protocol's and the statechart's files import no game folder (eslint.config.js says so as it lints).
// Linted here through ESLint itself, so the rule is shown to refuse what it must and to pass the tree.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../root.js';

const eslint = new ESLint({ cwd: REPO_ROOT });

/** The messages of the import rule for `text` linted as the file at `path` (repo-relative). */
async function importRefusals(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: join(REPO_ROOT, path) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const filesIn = (dir: string): string[] => readdirSync(join(REPO_ROOT, dir)).filter((f) => f.endsWith('.ts')).map((f) => `${dir}/${f}`);

describe('protocol/ and machine/ know games only through the contract (#32 §4.4)', () => {
  it('refuses a game folder, the first game\'s public face, from protocol/ and machine/', async () => {
    for (const [path, module] of [
      ['src-shared/protocol/messages.ts', '../games/pericles/model/ids.js'],
      ['src-shared/protocol/api.ts', '../games/perikles/view.js'],
      ['src-shared/protocol/replay.ts', '../engine.js'],
      ['src-shared/machine/gameMachine.ts', '../games/pericles/module.js'],
    ] as const) {
      const refusals = await importRefusals(path, `import type { X } from '${module}';\nexport type Y = X;\n`);
      expect(refusals, `${path} importing ${module}`).toEqual([expect.stringContaining('game-agnostic')]);
    }
  }, 60_000);

  it('lets them import the contract, the catalog and each other', async () => {
    const text = "import type { AnyGame } from '../games/contract.js';\nimport { CATALOG } from '../games/catalog.js';\nimport type { GameWire } from './wire.js';\nexport type Y = [AnyGame, GameWire, typeof CATALOG];\n";
    expect(await importRefusals('src-shared/protocol/api.ts', text)).toEqual([]);
  }, 60_000);

  it('every file of protocol/ and machine/ passes, none excepted by name', async () => {
    const results = await eslint.lintFiles([...filesIn('src-shared/protocol'), ...filesIn('src-shared/machine')]);
    expect(results.length).toBeGreaterThan(6);
    for (const r of results) {
      expect(r.messages.filter((m) => m.ruleId === 'no-restricted-imports'), r.filePath).toEqual([]);
      expect(r.messages.some((m) => /ignored/i.test(m.message)), r.filePath).toBe(false);
    }
  }, 60_000);
});
