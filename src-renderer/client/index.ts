// `window.pericles`: provided by the Electron preload, or here by a WebSocket client when the
// renderer runs in a plain browser.
import type { PericlesApi } from '../../src-shared/protocol/api.js';
import { WebSocketApi, webSocketUrl, type ConnectionState } from './wsClient.js';
import { askQuestionsOf } from './query.js';
import { defaultGameUi } from '../games/index.js';
import type { NoticeMessage } from '../../src-shared/protocol/messages.js';
import type { Reason } from '../../src-shared/games/contract.js';

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
    askQuestionsOf(win.pericles);
    return { api: wordedRefusals(win.pericles), onConnection: () => () => undefined, initial: 'open' };
  }
  const ws = new WebSocketApi(webSocketUrl(win.location));
  win.pericles = ws;
  askQuestionsOf(ws);
  return { api: wordedRefusals(ws), onConnection: (l) => ws.onConnection(l), initial: ws.state };
}

/**
 * The api whose refusals and notices read in the player's language (#18): the host sends a code
 * and a developer's English message; the `message` becomes the words for its code.
 */
function wordedRefusals(api: PericlesApi): PericlesApi {
  return new Proxy(api, {
    get(target, prop) {
      const v: unknown = Reflect.get(target, prop);
      if (prop === 'onNotice' && typeof v === 'function') {
        return (listener: (n: NoticeMessage) => void) => (v as PericlesApi['onNotice']).call(target, (n: NoticeMessage) => listener({ ...n, message: defaultGameUi().noticeText(n) }));
      }
      if (typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        const r: unknown = (v as (...a: unknown[]) => unknown).apply(target, args);
        if (!(r instanceof Promise)) return r;
        return r.then((res: unknown) => {
          const x = res as { ok?: unknown; code?: unknown; message?: unknown; reason?: Reason } | null;
          return x && x.ok === false && typeof x.code === 'string' && typeof x.message === 'string'
            ? { ...x, message: defaultGameUi().errorText(x.code, x.message, x.reason) } : res;
        });
      };
    },
  });
}
