// Makes sure dist-renderer/ holds a build of the current renderer sources: the web host
// serves it. `npm test` builds first; a stale or missing build is rebuilt here.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

export default function globalSetup(): void {
  const built = join(ROOT, 'dist-renderer', 'index.html');
  const sources = Math.max(
    newestMtime(join(ROOT, 'src-renderer')),
    newestMtime(join(ROOT, 'src-shared')),
    statSync(join(ROOT, 'vite.config.ts')).mtimeMs,
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('[e2e] building the renderer (vite build)…');
  execFileSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}
