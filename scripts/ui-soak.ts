// `npm run ui-soak -- --games N` — the long UI soak of #13: the CI set of tests/e2e/ui-soak.spec.ts
// plus N more random games of the longer scenarios, all through the real page in Chromium. It
// prints the spec's figures line: `ui-soak: games=… decisions=… kinds=…/… via_board=… page_errors=… missing=…`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { games: { type: 'string', default: '6' } } });
const games = Number(values.games);
if (!Number.isInteger(games) || games < 0) {
  console.error('ui-soak: --games must be a whole number');
  process.exit(2);
}
const root = join(import.meta.dirname, '..');
const run = spawnSync(join(root, 'node_modules', '.bin', 'playwright'), ['test', 'tests/e2e/ui-soak.spec.ts', '--reporter=list', '--timeout=0'], {
  cwd: root, stdio: 'inherit', env: { ...process.env, SOAK_GAMES: String(games) },
});
process.exit(run.status ?? 1);
