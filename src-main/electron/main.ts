// Electron main process: a thin adapter from ipcMain to the GameHost (ARCHITECTURE.md "Host and
// transports"). One window, sandboxed and context-isolated, showing the built renderer from the
// `pericles://app/` protocol (never remote content). Every IPC request is checked for its sender
// and validated by the same zod schemas as the web transport (HostSession.request). The locks
// themselves are plain functions (security.ts), as are the window's remembered place
// (windowState.ts) and the save files the system opens the app on (openFile.ts); the unit tests
// run this file with Electron faked (tests/unit/main/electron/).
import * as path from 'node:path';
import {
  app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, session,
  type IpcMainEvent, type IpcMainInvokeEvent, type WebContents,
} from 'electron';
import { z } from 'zod';
import { workerBots } from '../host/botPlayers.js';
import { GameHost, describeError, type HostSession } from '../host/host.js';
import { exportFileName, writeExportedSave } from '../host/saveFiles.js';
import { openSaveStore, saveStorePersistence, type Persistence } from '../host/persistence.js';
import { openRecordStore } from '../host/records.js';
import { contentSecurityPolicy } from '../host/static.js';
import { savesDir } from '../host/paths.js';
import type { ErrorMessage, MenuCommand, OkMessage } from '../../src-shared/protocol/messages.js';
import { RULES_DATA_VERSION } from '../host/version.js';
import { APP_SCHEME, CHANNELS } from './channels.js';
import { buildMenu, type RecentSave } from './menu.js';
import { MENU_WORDS, folderInUseText, menuLocaleOf, recentLabel, type MenuLocale } from './menuWords.js';
import { FolderInUseError, lockFolder, type FolderLock } from '../saves/folderLock.js';
import { SAVE_FILE_EXTENSION, SaveFileQueue, saveFilesInArgv } from './openFile.js';
import {
  APP_PAGE, APP_SCHEME_PRIVILEGES, appProtocolHandler, guardContents, isFromAppPage, lockDownSession, windowOptions,
} from './security.js';
import { placeWindow, readWindowState, windowStateFile, writeWindowState, type Bounds } from './windowState.js';

const CSP = contentSecurityPolicy();

let host: GameHost | null = null;
let persistence: Persistence | null = null;
let mainWindow: BrowserWindow | null = null;
const sessions = new Map<number, HostSession>();
/** The menu's language: the system's until the page says which it shows. */
let menuLocale: MenuLocale = 'en';
/** How many saves File > Open Recent lists. */
const RECENT_SAVES = 8;
/** Save files the system asked to open (launch arguments, macOS 'open-file'), waiting for the page. */
const saveFiles = new SaveFileQueue((file) => openSaveFile(file));
/** The last write of the window's place, which quitting waits for. */
let windowStateWritten: Promise<void> = Promise.resolve();

const rendererRoot = () => path.join(app.getAppPath(), 'dist-renderer');

// ---------------------------------------------------------------------------------------------
// Before 'ready'

/** The tests' own user-data folder (as the web host reads it), set before anything uses the default. */
function useUserDataOverride(): void {
  if (process.env.PERICLES_USER_DATA) app.setPath('userData', path.resolve(process.env.PERICLES_USER_DATA));
}

/** Events that may come before 'ready' (a file to open) or concern the whole app. */
function wireAppEvents(): void {
  app.on('web-contents-created', (_e, contents) => guardContents(contents));

  // A second launch (the lock is ours): its window is this one, its file opens here.
  app.on('second-instance', (_e, argv, workingDirectory) => {
    for (const file of saveFilesInArgv(argv, workingDirectory)) saveFiles.add(file);
    if (!mainWindow && app.isReady()) void createWindow();
    if (mainWindow) {
      if (mainWindow.isMinimized()) mainWindow.restore();
      mainWindow.focus();
    }
  });

  // macOS hands files over by event, the first one possibly before 'ready'.
  app.on('open-file', (event, file) => {
    event.preventDefault();
    saveFiles.add(file);
    if (!mainWindow && app.isReady()) void createWindow();
  });

  app.on('window-all-closed', () => app.quit());

  // Write the last autosave (and the window's place) before quitting.
  let quitting = false;
  app.on('before-quit', (event) => {
    if (quitting || !host) return;
    event.preventDefault();
    quitting = true;
    if (mainWindow && !mainWindow.isDestroyed()) rememberWindow(mainWindow);
    void Promise.allSettled([host.dispose(), windowStateWritten]).finally(() => app.quit());
  });
}

// ---------------------------------------------------------------------------------------------
// After 'ready'

/** The game host over the saves in `userData`, its bots in a worker thread. */
function openHost(userData: string, folder: FolderLock): void {
  persistence = saveStorePersistence(openSaveStore(folder.dir, { ownsFolder: folder.held }), {
    appVersion: app.getVersion(),
    rulesDataVersion: RULES_DATA_VERSION,
  });
  // Bots think in a worker thread (bundled beside main.cjs) so the main process never blocks.
  const bots = workerBots({ entry: path.join(__dirname, 'botWorker.cjs') });
  bots.start(); // booted while the start screen shows, not beside the first decision's drawing
  host = new GameHost({
    persistence, bots: bots.bots, records: openRecordStore(userData, { ownsFolder: folder.held }),
    // The development setup is never offered in the desktop app: its games (tests) are not listed unless PERICLES_DEV=1.
    hideDevGames: process.env.PERICLES_DEV !== '1',
  });
  app.on('will-quit', () => void bots.close());
}

async function startApp(): Promise<void> {
  const userData = app.getPath('userData');
  // One process owns a saves folder (#31 item 1): a web host may hold this one.
  const folder = lockFolderOrQuit(savesDir(userData));
  if (!folder) return;
  openHost(userData, folder);
  menuLocale = menuLocaleOf(app.getLocale()) ?? 'en';
  lockDownSession(session.defaultSession, CSP);
  protocol.handle(APP_SCHEME, appProtocolHandler(rendererRoot, CSP));
  registerIpc();
  void refreshMenu();
  await createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void createWindow();
  });
}

/** The one window, where the player left it (windowState.ts). */
async function createWindow(): Promise<void> {
  const file = windowStateFile(app.getPath('userData'));
  const primary = screen.getPrimaryDisplay();
  const workAreas: Bounds[] = [primary, ...screen.getAllDisplays().filter((d) => d.id !== primary.id)].map((d) => d.workArea);
  const placement = placeWindow(await readWindowState(file), workAreas);
  const win = new BrowserWindow(windowOptions(app.getAppPath(), placement));
  if (placement.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.on('close', () => rememberWindow(win));
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
    saveFiles.pageGone();
  });
  mainWindow = win;
  await win.loadURL(APP_PAGE);
}

function rememberWindow(win: BrowserWindow): void {
  const state = { bounds: win.getNormalBounds(), maximized: win.isMaximized() };
  windowStateWritten = writeWindowState(windowStateFile(app.getPath('userData')), state)
    .catch((e: unknown) => console.error('Cannot remember the window\'s place', e));
}

// ---------------------------------------------------------------------------------------------
// IPC: the page's requests

const forbidden = (): ErrorMessage => ({ type: 'error', re: null, code: 'forbidden', message: 'Request from an unknown page.' });
const ok = <T>(value: T): OkMessage<T> => ({ type: 'ok', re: null, value });
/** A refusal as the host words its own (its code, the reason a damaged file gives, no paths). */
const failed = (e: unknown): ErrorMessage => ({ type: 'error', re: null, ...describeError(e) });

/** Our page's main frame, and nothing else; once it speaks, its listeners are in place. */
function fromOurPage(event: IpcMainInvokeEvent | IpcMainEvent): boolean {
  if (!isFromAppPage(event)) return false;
  saveFiles.pageListens();
  return true;
}

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

/** The file dialogs' filter: exported saves, and the plain JSON ones older versions wrote. */
const saveFileFilter = () => [{ name: MENU_WORDS[menuLocale].saveFileType, extensions: [SAVE_FILE_EXTENSION, 'json'] }];

function registerIpc(): void {
  ipcMain.handle(CHANNELS.request, (event, message: unknown) => {
    if (!fromOurPage(event)) return forbidden();
    const answer = sessionFor(event.sender).request(message);
    // Saving, loading or managing saves changes what File > Open Recent should list.
    const type = (message as { type?: unknown } | null)?.type;
    if (typeof type === 'string' && /save|load|continue/i.test(type)) void answer.then(() => refreshMenu());
    return answer;
  });

  // Export… (#31): the host makes the file (a save by name, or the game being played), the player
  // picks where, and saveFiles.ts writes it.
  const exportSource = z.union([z.strictObject({ save: z.string().min(1).max(200) }), z.strictObject({ title: z.string().min(1).max(200) })]);
  ipcMain.handle(CHANNELS.exportSave, async (event, source: unknown) => {
    if (!fromOurPage(event)) return forbidden();
    const parsed = exportSource.safeParse(source);
    if (!parsed.success) return { type: 'error', re: null, code: 'bad-message', message: 'A save or a title is required.' } satisfies ErrorMessage;
    try {
      const exported = await host!.exportFile(parsed.data);
      const win = BrowserWindow.fromWebContents(event.sender);
      const options = { defaultPath: exportFileName(exported.name), filters: saveFileFilter() };
      const choice = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
      if (choice.canceled || !choice.filePath) return ok(null);
      return ok({ file: path.basename((await writeExportedSave(exported, choice.filePath)).file) });
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

  // Import… (#31): a file the player picks, checked as a load is, kept in the saves folder (or
  // found there already); the page then loads it.
  ipcMain.handle(CHANNELS.importSave, async (event) => {
    if (!fromOurPage(event)) return forbidden();
    const win = BrowserWindow.fromWebContents(event.sender);
    const options = { properties: ['openFile' as const], filters: saveFileFilter() };
    const choice = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
    const file = choice.filePaths[0];
    if (choice.canceled || !file) return ok(null);
    try {
      return ok(await host!.importFile({ file }));
    } catch (e) {
      return failed(e);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The menu, and games opened from outside the page

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

/** Loads a save for the window's page and shows its game; the host's refusal otherwise. */
async function loadAndShow(win: BrowserWindow, name: string): Promise<OkMessage | ErrorMessage> {
  const answer = await sessionFor(win.webContents).request({ type: 'load', name });
  if (answer.type === 'ok') sendMenu('showGame');
  void refreshMenu();
  return answer;
}

async function openRecent(name: string): Promise<void> {
  const win = mainWindow;
  if (win && !win.isDestroyed()) await loadAndShow(win, name);
}

/**
 * A save file the system opened the app on: taken into the saves folder (validated there; the
 * file itself is never written; the same file again is the save already holding it) and loaded
 * (host.ts openFile). A file that cannot be opened is a notice naming it and why.
 */
async function openSaveFile(file: string): Promise<void> {
  const win = mainWindow;
  if (!win || win.isDestroyed()) return;
  const loaded = await host!.openFile(file, sessionFor(win.webContents));
  if (loaded) sendMenu('showGame');
  void refreshMenu();
}

function sendMenu(command: MenuCommand): void {
  const win = BrowserWindow.getFocusedWindow() ?? mainWindow;
  if (win && !win.isDestroyed()) win.webContents.send(CHANNELS.menu, command);
}

// ---------------------------------------------------------------------------------------------
// Start

useUserDataOverride(); // before the lock: the lock lives in the user-data folder
// Must run before 'ready': a standard, secure scheme gets a real origin, so CSP 'self' works.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

// One process owns the user-data folder (saves, journals): a second launch hands over and quits.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  wireAppEvents();
  for (const file of saveFilesInArgv(process.argv, process.cwd())) saveFiles.add(file);
  app.whenReady().then(startApp).catch((e: unknown) => {
    console.error(e);
    app.exit(1);
  });
}

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
