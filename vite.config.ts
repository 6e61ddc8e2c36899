// Renderer build (ARCHITECTURE.md "Renderer"). Root is src-renderer; the output goes to
// dist-renderer/ at the repo root, which Electron loads over file:// and the web host serves
// over http — hence relative asset URLs (base './'). The CSP forbids inline scripts, so
// nothing may be inlined into index.html. The icon (index.html) and the bundled font
// (styles.css @font-face) come from the top-level assets/ folder; Vite copies what they reference
// into dist-renderer/assets with hashed names.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./src-renderer'),
  base: './',
  publicDir: false,
  // Vite 8 transforms TS/TSX with oxc; React 19's automatic JSX runtime (no plugin needed).
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: here('./dist-renderer'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Never inline assets or scripts as data: URLs (CSP: script-src 'self').
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 2000,
    // The timing report is noise on a shared, busy machine.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    strictPort: false,
  },
});
