// The desktop shell's locks, as functions of the Electron objects they lock (main.ts passes the
// real ones, the unit tests fakes): the window's web preferences, who may talk over IPC, what a
// page may load or open, and the `pericles://app/` protocol that serves the built renderer.
// Only types come from 'electron' here, so nothing needs the Electron runtime to be tested.
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { BrowserWindowConstructorOptions, Session, WebContents, WebFrameMain } from 'electron';
import { contentTypeOf, resolveStaticFile } from '../host/static.js';
import { APP_HOST, APP_ORIGIN, APP_SCHEME } from './channels.js';
import { MIN_WINDOW, type WindowPlacement } from './windowState.js';

/** The scheme's privileges (registered before 'ready'): a standard, secure scheme has a real origin, so CSP 'self' works. */
export const APP_SCHEME_PRIVILEGES = { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } } as const;

/** The one window: sandboxed, context-isolated, no Node in the page, the preload its only bridge. */
export function windowOptions(appPath: string, placement: WindowPlacement): BrowserWindowConstructorOptions {
  return {
    width: placement.width,
    height: placement.height,
    ...(placement.x === undefined || placement.y === undefined ? {} : { x: placement.x, y: placement.y }),
    minWidth: MIN_WINDOW.width,
    minHeight: MIN_WINDOW.height,
    show: false,
    title: 'Pericles',
    // The app icon (assets/, packaged by electron-builder.yml `files`); macOS takes the bundle's.
    icon: path.join(appPath, 'assets', 'icon.png'),
    backgroundColor: '#1b1a17',
    webPreferences: {
      preload: path.join(appPath, 'dist-electron', 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  };
}

/** The app's page address (where the window loads it). */
export const APP_PAGE = `${APP_ORIGIN}/index.html`;

/** The part of an IPC event that says who sent it. */
export interface IpcSender {
  senderFrame: Pick<WebFrameMain, 'url'> | null;
  sender: { mainFrame: unknown };
}

/** Only our page's main frame may talk to the host: no sub-frame, no other origin, no frame gone. */
export function isFromAppPage(event: IpcSender): boolean {
  const frame = event.senderFrame;
  if (!frame || frame !== event.sender.mainFrame) return false;
  try {
    const url = new URL(frame.url);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
  } catch {
    return false;
  }
}

/** Every web contents, present or future: no navigation, no redirect, no new window, no webview. */
export function guardContents(contents: WebContents): void {
  const refuse = (event: { preventDefault(): void }) => event.preventDefault();
  contents.on('will-navigate', refuse);
  contents.on('will-frame-navigate', refuse);
  contents.on('will-redirect', refuse);
  contents.on('will-attach-webview', refuse);
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** A URL the app's pages may load: its own origin only (and what it makes itself, devtools). */
export function isAppUrl(url: string): boolean {
  return url.startsWith(`${APP_ORIGIN}/`) || url.startsWith(`blob:${APP_ORIGIN}/`) || url.startsWith('data:') || url.startsWith('devtools:');
}

/** No remote content, the CSP on every response, no permission granted (camera, notifications…). */
export function lockDownSession(ses: Session, csp: string): void {
  ses.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !isAppUrl(details.url) }));
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });

/**
 * The `pericles://` handler: serves files of the built renderer (`root`) on `pericles://app/`
 * with the CSP, and nothing else — another host, a method other than GET/HEAD, and any path that
 * leaves the root (`..`, encoded `%2e%2e` or `%2f`, backslashes, symlinks out, dotfiles) is 404.
 */
export function appProtocolHandler(root: () => string, csp: string): (request: Pick<Request, 'url' | 'method'>) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound();
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return notFound();
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return notFound();
    const file = await resolveStaticFile(root(), url.pathname);
    if (!file) return notFound();
    const headers = { 'content-type': contentTypeOf(file), 'content-security-policy': csp, 'x-content-type-options': 'nosniff' };
    return new Response(request.method === 'HEAD' ? null : await fs.readFile(file), { headers });
  };
}
