// Electron main process: a thin adapter from ipcMain to the GameHost (ARCHITECTURE.md "Host and
// transports"). One window, sandboxed and context-isolated, showing the built renderer from the
// `pericles://app/` protocol (never remote content). Every IPC request is checked for its sender
// and validated by the same zod schemas as the web transport (HostSession.request).
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import {
  app, BrowserWindow, dialog, ipcMain, Menu, protocol, session,
  type IpcMainInvokeEvent, type WebContents,
} from 'electron';
import { z } from 'zod';
import { workerBots } from '../host/botPlayers.js';
import { GameHost, type HostSession } from '../host/host.js';
import { openSaveStore, saveStorePersistence } from '../host/persistence.js';
import { RecordStore, recordsFile } from '../host/records.js';
import { contentSecurityPolicy, contentTypeOf, resolveStaticFile } from '../host/static.js';
import { savesDir } from '../host/paths.js';
import type { ErrorMessage, MenuCommand, OkMessage } from '../../src-shared/protocol/messages.js';
import { RULES_DATA_VERSION } from '../host/version.js';
import { APP_HOST, APP_ORIGIN, APP_SCHEME, CHANNELS } from './channels.js';
import { buildMenu, type RecentSave } from './menu.js';
import { MENU_WORDS, folderInUseText, menuLocaleOf, recentLabel, type MenuLocale } from './menuWords.js';
import { FolderInUseError, lockFolder, type FolderLock } from '../saves/folderLock.js';
import type { Persistence } from '../host/persistence.js';

const CSP = contentSecurityPolicy();

// Must run before 'ready': a standard, secure scheme gets a real origin, so CSP 'self' works.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

// Two instances would write the same saves folder.
if (!app.requestSingleInstanceLock()) app.quit();

let host: GameHost | null = null;
let mainWindow: BrowserWindow | null = null;
const sessions = new Map<number, HostSession>();

const rendererRoot = () => path.join(app.getAppPath(), 'dist-renderer');

/** Only our page's main frame may talk to the host. */
function fromOurPage(event: IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame;
  if (!frame || frame !== event.sender.mainFrame) return false;
  try {
    const url = new URL(frame.url);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
  } catch {
    return false;
  }
}

const forbidden = (): ErrorMessage => ({ type: 'error', re: null, code: 'forbidden', message: 'Request from an unknown page.' });
const ok = <T>(value: T): OkMessage<T> => ({ type: 'ok', re: null, value });
const failed = (e: unknown): ErrorMessage => ({
  type: 'error', re: null,
  code: typeof (e as { code?: unknown })?.code === 'string' ? (e as { code: string }).code : 'save-failed',
  message: e instanceof Error ? e.message : String(e),
});

function sessionFor(wc: WebContents): HostSession {
  let s = sessions.get(wc.id);
  if (!s) {
    const created = host!.connect((m) => {
      if (!wc.isDestroyed()) wc.send(CHANNELS.message, m);
    });
    sessions.set(wc.id, created);
    wc.once('destroyed', () => {
      created.close();
      sessions.delete(wc.id);
    });
    s = created;
  }
  return s;
}

function registerIpc(): void {
  ipcMain.handle(CHANNELS.request, (event, message: unknown) => {
    if (!fromOurPage(event)) return forbidden();
    const answer = sessionFor(event.sender).request(message);
    // Saving, loading or managing saves changes what File > Open Recent should list.
    const type = (message as { type?: unknown } | null)?.type;
    if (typeof type === 'string' && /save|load|continue/i.test(type)) void answer.then(() => refreshMenu());
    return answer;
  });

  const saveName = z.string().min(1).max(200);
  ipcMain.handle(CHANNELS.exportSave, async (event, name: unknown) => {
    if (!fromOurPage(event)) return forbidden();
    const parsed = saveName.safeParse(name);
    if (!parsed.success) return { type: 'error', re: null, code: 'bad-message', message: 'A save name is required.' } satisfies ErrorMessage;
    const saves = host!.saves;
    if (!saves?.exportTo) return { type: 'error', re: null, code: 'no-persistence', message: 'Saves are not available.' } satisfies ErrorMessage;
    const win = BrowserWindow.fromWebContents(event.sender);
    const options = { defaultPath: `${parsed.data}.pericles.json`, filters: [{ name: MENU_WORDS[menuLocale].saveFileType, extensions: ['json'] }] };
    const choice = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
    if (choice.canceled || !choice.filePath) return ok(null);
    try {
      return ok(await saves.exportTo(parsed.data, choice.filePath));
    } catch (e) {
      return failed(e);
    }
  });

  // The page's language: the menu is worded again in it (an unknown value changes nothing).
  ipcMain.on(CHANNELS.setLocale, (event, locale: unknown) => {
    const next = fromOurPage(event) ? menuLocaleOf(locale) : null;
    if (!next || next === menuLocale) return;
    menuLocale = next;
    void refreshMenu();
  });

  ipcMain.handle(CHANNELS.importSave, async (event) => {
    if (!fromOurPage(event)) return forbidden();
    const saves = host!.saves;
    if (!saves?.importFrom) return { type: 'error', re: null, code: 'no-persistence', message: 'Saves are not available.' } satisfies ErrorMessage;
    const win = BrowserWindow.fromWebContents(event.sender);
    const options = { properties: ['openFile' as const], filters: [{ name: MENU_WORDS[menuLocale].saveFileType, extensions: ['json'] }] };
    const choice = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
    const file = choice.filePaths[0];
    if (choice.canceled || !file) return ok(null);
    try {
      return ok(await saves.importFrom(file));
    } catch (e) {
      return failed(e);
    }
  });
}

/** Serves dist-renderer on pericles://app/ with the CSP; nothing outside it is reachable. */
function registerAppProtocol(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === APP_HOST ? await resolveStaticFile(rendererRoot(), url.pathname) : null;
    if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    return new Response(await fs.readFile(file), {
      headers: { 'content-type': contentTypeOf(file), 'content-security-policy': CSP, 'x-content-type-options': 'nosniff' },
    });
  });
}

function lockDownSession(): void {
  const ses = session.defaultSession;
  // No remote content at all: only our protocol (and devtools) may load.
  ses.webRequest.onBeforeRequest((details, callback) => {
    const allowed = details.url.startsWith(`${APP_ORIGIN}/`) || details.url.startsWith('devtools:');
    callback({ cancel: !allowed });
  });
  // The CSP on every response, whatever served it.
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CSP] } });
  });
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
}

function createWindow(): void {
  const win = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 700,
    show: false,
    title: 'Pericles',
    // The app icon (assets/, packaged by electron-builder.yml `files`); macOS takes the bundle's.
    icon: path.join(app.getAppPath(), 'assets', 'icon.png'),
    backgroundColor: '#1b1a17',
    webPreferences: {
      preload: path.join(app.getAppPath(), 'dist-electron', 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      spellcheck: false,
    },
  });
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  void win.loadURL(`${APP_ORIGIN}/index.html`);
  mainWindow = win;
}

let persistence: Persistence | null = null;

/** The menu's language: the system's until the page says which it shows. */
let menuLocale: MenuLocale = 'en';

/** How many saves File > Open Recent lists. */
const RECENT_SAVES = 8;

/** Rebuilds the menu with the most recently played loadable saves (File > Open Recent). */
async function refreshMenu(): Promise<void> {
  let recent: RecentSave[] = [];
  try {
    const saves = (await persistence?.list()) ?? [];
    recent = saves
      .filter((s) => s.ok && s.kind !== 'autosave-backup')
      .sort((a, b) => (b.savedAt ?? '').localeCompare(a.savedAt ?? ''))
      .slice(0, RECENT_SAVES)
      .map((s) => ({ name: s.name, label: recentLabel(menuLocale, s.title ?? s.name, s.turn) }));
  } catch (e) {
    console.error('Open Recent: cannot list saves', e);
  }
  Menu.setApplicationMenu(buildMenu(sendMenu, recent, (name) => void openRecent(name), process.platform === 'darwin', menuLocale));
}

async function openRecent(name: string): Promise<void> {
  const win = mainWindow;
  if (!win || win.isDestroyed()) return;
  const answer = await sessionFor(win.webContents).request({ type: 'load', name });
  if (answer.type === 'ok') sendMenu('showGame');
  void refreshMenu();
}

function sendMenu(command: MenuCommand): void {
  const win = BrowserWindow.getFocusedWindow() ?? mainWindow;
  if (win && !win.isDestroyed()) win.webContents.send(CHANNELS.menu, command);
}

// Every web contents, present or future: no navigation, no new windows, no webviews.
app.on('web-contents-created', (_e, contents) => {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
});

app.on('second-instance', () => {
  if (mainWindow) {
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  }
});

app.whenReady().then(() => {
  // One process owns a saves folder (#31 item 1): a web host may hold this one.
  const folder = lockFolderOrQuit(savesDir(app.getPath('userData')));
  if (!folder) return;
  persistence = saveStorePersistence(openSaveStore(folder.dir, { ownsFolder: folder.held }), {
    appVersion: app.getVersion(),
    rulesDataVersion: RULES_DATA_VERSION,
  });
  // Bots think in a worker thread (bundled beside main.cjs) so the main process never blocks.
  const bots = workerBots({ entry: path.join(__dirname, 'botWorker.cjs') });
  bots.start(); // booted while the start screen shows, not beside the first decision's drawing
  host = new GameHost({
    persistence, bots: bots.bots, records: new RecordStore(recordsFile(app.getPath('userData'))),
    // The development setup is never offered in the desktop app: its games (tests) are not listed unless PERICLES_DEV=1.
    hideDevGames: process.env.PERICLES_DEV !== '1',
  });
  app.on('will-quit', () => void bots.close());
  menuLocale = menuLocaleOf(app.getLocale()) ?? 'en';
  lockDownSession();
  registerAppProtocol();
  registerIpc();
  void refreshMenu();
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
}).catch((e) => {
  console.error(e);
  app.exit(1);
});

/** The saves folder's lock (saves/folderLock.ts); held by another process: says so and quits (null). */
function lockFolderOrQuit(dir: string): FolderLock | null {
  try {
    return lockFolder(dir);
  } catch (e) {
    if (!(e instanceof FolderInUseError)) throw e;
    console.error(`Pericles: ${e.message}`);
    dialog.showErrorBox('Pericles', folderInUseText(menuLocaleOf(app.getLocale()) ?? 'en', e));
    app.exit(3);
    return null;
  }
}

app.on('window-all-closed', () => app.quit());

// Write the last autosave before quitting.
let quitting = false;
app.on('before-quit', (event) => {
  if (quitting || !host) return;
  event.preventDefault();
  quitting = true;
  void host.dispose().finally(() => app.quit());
});
