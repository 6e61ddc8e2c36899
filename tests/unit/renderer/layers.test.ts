// #15 item 3: the layers import in one direction. The renderer talks to the host only through
// the protocol in src-shared (it imports nothing from src-main); src-shared imports neither the
// host, the renderer nor Node's modules (it also compiles without DOM or Node types:
// tsconfig.shared.json in `npm run typecheck`).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');

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

function offending(layer: string, bad: (spec: string) => boolean): string[] {
  return sources(join(ROOT, layer)).flatMap((f) => importsOf(f).filter(bad).map((s) => `${relative(ROOT, f)} → ${s}`));
}

describe('layers (#15 item 3)', () => {
  it('the renderer imports nothing from src-main', () => {
    expect(offending('src-renderer', (s) => s.startsWith('src-main'))).toEqual([]);
  });

  it('src-shared imports neither src-main, src-renderer nor Node modules', () => {
    expect(offending('src-shared', (s) => s.startsWith('src-main') || s.startsWith('src-renderer') || s.startsWith('node:') || s === 'fs' || s === 'path')).toEqual([]);
  });

  it('the check sees imports at all (the renderer imports the protocol from src-shared)', () => {
    expect(sources(join(ROOT, 'src-renderer')).flatMap(importsOf).some((s) => s.startsWith('src-shared/protocol'))).toBe(true);
  });
});
