// Preload (sandboxed, context-isolated): exposes `window.pericles`, a narrow typed PericlesApi,
// and never ipcRenderer itself. Validation happens in the main process; this file only frames
// requests. It may import only 'electron' and type-only modules (sandboxed preloads cannot load
// Node modules), plus the constants and the pure resultOf helper, which esbuild inlines.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { resultOf, type PericlesApi, type Result } from '../../src-shared/protocol/api.js';
import type { ErrorMessage, HostMessage, MenuCommand, NoticeMessage, OkMessage, ViewMessage } from '../../src-shared/protocol/messages.js';
import { CHANNELS } from './channels.js';
import { requestMethods, type Request } from '../../src-shared/protocol/commands.js';

async function request<T>(message: Request): Promise<Result<T>> {
  try {
    return resultOf<T>(await ipcRenderer.invoke(CHANNELS.request, message) as OkMessage | ErrorMessage);
  } catch (e) {
    return { ok: false, code: 'internal', message: e instanceof Error ? e.message : String(e) };
  }
}

/** Subscribes to pushed messages of one type; the IPC event object never reaches the page. */
function listen<T extends HostMessage['type']>(type: T, listener: (m: Extract<HostMessage, { type: T }>) => void): () => void {
  const handler = (_e: IpcRendererEvent, m: HostMessage) => {
    if (m?.type === type) listener(m as Extract<HostMessage, { type: T }>);
  };
  ipcRenderer.on(CHANNELS.message, handler);
  return () => {
    ipcRenderer.removeListener(CHANNELS.message, handler);
  };
}

const api: PericlesApi = {
  ...requestMethods(request),
  onView: (listener: (m: ViewMessage) => void) => listen('view', listener),
  onNotice: (listener: (m: NoticeMessage) => void) => listen('notice', listener),
  onMenu: (listener: (command: MenuCommand) => void) => {
    const handler = (_e: IpcRendererEvent, command: MenuCommand) => listener(command);
    ipcRenderer.on(CHANNELS.menu, handler);
    return () => {
      ipcRenderer.removeListener(CHANNELS.menu, handler);
    };
  },
  exportSave: async (name) => {
    try {
      return resultOf(await ipcRenderer.invoke(CHANNELS.exportSave, name) as OkMessage | ErrorMessage);
    } catch (e) {
      return { ok: false, code: 'internal', message: String(e) };
    }
  },
  setLocale: (locale) => ipcRenderer.send(CHANNELS.setLocale, locale),
  importSave: async () => {
    try {
      return resultOf(await ipcRenderer.invoke(CHANNELS.importSave) as OkMessage | ErrorMessage);
    } catch (e) {
      return { ok: false, code: 'internal', message: String(e) };
    }
  },
};

contextBridge.exposeInMainWorld('pericles', api);
