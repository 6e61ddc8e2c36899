// Bundles the Electron main process and preload (npm run build:main):
//   src-main/electron/main.ts    → dist-electron/main.cjs
//   src-main/electron/preload.ts → dist-electron/preload.cjs
// CommonJS for Node, `electron` left external (it is provided at run time). The preload runs
// sandboxed, so it must bundle everything but `electron` and use no Node built-ins.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import * as path from 'node:path';
import process from 'node:process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const watch = process.argv.includes('--watch');

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['electron'],
  sourcemap: true,
  logLevel: 'info',
  absWorkingDir: root,
  // botWorker.ts reads import.meta.url only to find its TypeScript entry in development; the
  // packaged app passes the bundled entry's path instead, so that code never runs in the bundle.
  logOverride: { 'empty-import-meta': 'silent' },
};

const builds = [
  { ...common, entryPoints: ['src-main/electron/main.ts'], outfile: 'dist-electron/main.cjs' },
  { ...common, entryPoints: ['src-main/electron/preload.ts'], outfile: 'dist-electron/preload.cjs' },
  // The bots' worker thread (src-main/host/botWorker.ts loads it by path in the packaged app).
  { ...common, entryPoints: ['src-main/host/botWorkerEntry.ts'], outfile: 'dist-electron/botWorker.cjs' },
];

if (watch) {
  const { context } = await import('esbuild');
  for (const options of builds) await (await context(options)).watch();
} else {
  await Promise.all(builds.map((options) => build(options)));
}
