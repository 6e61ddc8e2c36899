// `window.pericles`: provided by the Electron preload, or here by a WebSocket client when the
// renderer runs in a plain browser.
import type { PericlesApi } from '../../src-shared/protocol/api.js';
import { WebSocketApi, webSocketUrl, type ConnectionState } from './wsClient.js';

declare global {
  interface Window {
    pericles?: PericlesApi;
  }
}

export type { ConnectionState };

export interface Client {
  api: PericlesApi;
  /** Connection state changes (the preload's IPC is always 'open'). */
  onConnection(listener: (s: ConnectionState) => void): () => void;
  initial: ConnectionState;
}

export function installClient(win: Window = window): Client {
  if (win.pericles) {
    return { api: win.pericles, onConnection: () => () => undefined, initial: 'open' };
  }
  const ws = new WebSocketApi(webSocketUrl(win.location));
  win.pericles = ws;
  return { api: ws, onConnection: (l) => ws.onConnection(l), initial: ws.state };
}
