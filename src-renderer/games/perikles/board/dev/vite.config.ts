// Separate Vite entry for the Perikles board's dev page: its e2e spec, screenshots and benchmark
// mount the board there, without the host, with views the engine made in the test.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  server: { host: '127.0.0.1', fs: { allow: [fileURLToPath(new URL('../../../../../', import.meta.url))] } },
  build: { outDir: join(tmpdir(), 'perikles-board-dev'), emptyOutDir: true, chunkSizeWarningLimit: 4000 },
});
