// Renderer entry: provide window.pericles (preload or WebSocket), then mount the app.
// The CSP (Electron and web host) forbids eval; Pixi's shader/uniform code then needs this
// polyfill, loaded before any Pixi renderer is created.
import 'pixi.js/unsafe-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { installClient } from './client/index.js';
import { t } from './i18n/index.js';
import './styles.css';

document.title = t('app.title');
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App client={installClient()} />
  </StrictMode>,
);
