// Renderer entry: provide window.pericles (preload or WebSocket), then mount the app.
// The CSP (Electron and web host) forbids eval; Pixi's shader/uniform code then needs this
// polyfill, loaded before any Pixi renderer is created.
import 'pixi.js/unsafe-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { installClient } from './client/index.js';
import { initLocale } from './i18n/startup.js';
import { initDisplay } from './display/settings.js';
import './styles.css';

initLocale(); // #18: the tab's, remembered or system language; <html lang> and the title follow it
initDisplay(); // #29: the remembered colour-blind mode and text size, on <html>
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App client={installClient()} />
  </StrictMode>,
);
