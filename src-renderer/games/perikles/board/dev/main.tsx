// Standalone dev page for the Perikles board (separate Vite entry). It holds no game: a test or the
// benchmark hands it a view the engine made (window.__periklesBoard.mount), and reads back what the
// board asked to do (window.__periklesBoard.acted, and the [data-dev-acted] line).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PeriklesView } from '../../../../../src-shared/games/perikles/index.js';
import { setLocale } from '../../../../i18n/index.js';
import { PeriklesBoard } from '../PeriklesBoard.js';

interface Mount { view: PeriklesView; seat: string; legal: readonly unknown[]; lang?: string }
const acted: unknown[] = [];
const root = createRoot(document.getElementById('root') as HTMLElement);

function mount(m: Mount): void {
  if (m.lang) setLocale(m.lang);
  root.render(
    <StrictMode>
      <div style={{ width: '100vw', height: '100vh' }}>
        <PeriklesBoard view={m.view} seat={m.seat} legal={m.legal} onAct={(a) => {
          acted.push(a);
          const out = document.querySelector('[data-dev-acted]');
          if (out) out.textContent = JSON.stringify(acted);
        }} />
      </div>
      <output data-dev-acted style={{ position: 'fixed', bottom: 0, left: 0, color: '#fff', font: '10px monospace' }} />
    </StrictMode>,
  );
}

(window as unknown as { __periklesBoard: { mount: typeof mount; acted: unknown[] } }).__periklesBoard = { mount, acted };
document.documentElement.dataset.devReady = 'true';
