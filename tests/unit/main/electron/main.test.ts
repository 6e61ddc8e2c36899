// #31 "The desktop shell under test": src-main/electron/main.ts run with Electron faked
// (fakeElectron.ts), its bots' worker thread replaced by in-process bots, and the real game host
// and saves folder (a temporary user-data folder). The Electron binary cannot run here; this is
// as far as the main process can be driven without it.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../../../src-main/electron/channels.js';
import { MENU_WORDS } from '../../../../src-main/electron/menuWords.js';
import { WINDOW_STATE_FILE } from '../../../../src-main/electron/windowState.js';
import { contentSecurityPolicy } from '../../../../src-main/host/static.js';
import type { ErrorMessage, NoticeMessage, OkMessage } from '../../../../src-shared/protocol/messages.js';
import type * as Fake from './fakeElectron.js';

vi.mock('electron', () => import('./fakeElectron.js'));
// The bots' worker thread needs the bundled worker (npm run build:main): in-process bots instead.
vi.mock('../../../../src-main/host/botPlayers.js', () => ({
  workerBots: () => ({ bots: {}, start: () => undefined, close: async () => undefined }),
}));

type Reply = OkMessage | ErrorMessage;
let fake: typeof Fake;
let base: string;
const argv = process.argv;

/** Loads main.ts afresh against a fresh fake Electron, with `setup` applied first. */
async function loadMain(setup: (f: typeof Fake) => void = () => {}): Promise<typeof Fake> {
  vi.resetModules();
  fake = await import('electron') as unknown as typeof Fake;
  fake.reset();
  fake.config.appPath = path.join(base, 'app');
  setup(fake);
  await import('../../../../src-main/electron/main.js');
  return fake;
}

const theWindow = () => {
  const w = fake.FakeBrowserWindow.all.at(-1);
  if (!w) throw new Error('no window');
  return w;
};
/** An IPC event from the app page's main frame. */
const fromPage = (w = theWindow()) => ({ sender: w.webContents, senderFrame: w.webContents.mainFrame });
/** From a sub-frame of the app's page (same URL, not the main frame). */
const fromSubFrame = (w = theWindow()) => ({ sender: w.webContents, senderFrame: { url: w.webContents.mainFrame.url } });
/** From another origin's main frame. */
function fromElsewhere(url: string) {
  const wc = new fake.FakeWebContents();
  wc.mainFrame.url = url;
  return { sender: wc, senderFrame: wc.mainFrame };
}
const request = (event: unknown, message: unknown) => fake.ipcMain.handlers.get(CHANNELS.request)!(event, message) as Promise<Reply>;
const menuLabels = () => {
  const template = fake.Menu.templates.at(-1)!;
  const file = template.find((m) => m.submenu?.some((i) => i.label?.includes('…')))!;
  return { file: file.label, items: file.submenu!.filter((i) => i.label).map((i) => i.label), view: template.find((m) => m.label && m !== file)?.label };
};

/** Quits as the system would (before-quit), so the host writes its last autosave and closes its journal. */
async function quit(): Promise<void> {
  if (!fake.app.has('before-quit')) return;
  const event = { preventDefault: vi.fn() };
  const quits = fake.app.quit.mock.calls.length;
  fake.app.emit('before-quit', event);
  if (!event.preventDefault.mock.calls.length) return; // no host yet: nothing to wait for
  await vi.waitFor(() => expect(fake.app.quit.mock.calls.length).toBeGreaterThan(quits));
}

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'pericles-electron-'));
  mkdirSync(path.join(base, 'app', 'dist-renderer'), { recursive: true });
  writeFileSync(path.join(base, 'app', 'dist-renderer', 'index.html'), '<!doctype html><title>Pericles</title>');
  writeFileSync(path.join(base, 'secret.txt'), 'not for the page');
  vi.stubEnv('PERICLES_USER_DATA', path.join(base, 'user data'));
  vi.stubEnv('PERICLES_DEV', '');
});

afterEach(async () => {
  await quit();
  process.argv = argv;
  vi.unstubAllEnvs();
  rmSync(base, { recursive: true, force: true });
});

describe('before the app is ready', () => {
  it('uses the tests\' user-data folder, registers the privileged scheme, takes the single-instance lock, and opens nothing', async () => {
    await loadMain();
    expect(fake.calls).toEqual(['setPath userData', 'registerSchemesAsPrivileged', 'requestSingleInstanceLock']);
    expect(fake.config.userData).toBe(path.join(base, 'user data'));
    expect(fake.protocol.privileged).toEqual([{ scheme: 'pericles', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
    expect(fake.protocol.handle).not.toHaveBeenCalled();
    await fake.becomeReady();
    expect(fake.calls.slice(3)).toEqual(['ready', 'new BrowserWindow']);
    expect(fake.protocol.handle).toHaveBeenCalledTimes(1);
  });

  it('quits at once when another instance holds the lock: no window, no host, no handlers', async () => {
    await loadMain((f) => { f.config.lockGranted = false; });
    expect(fake.calls).toEqual(['setPath userData', 'registerSchemesAsPrivileged', 'requestSingleInstanceLock', 'quit']);
    expect(fake.app.whenReady).not.toHaveBeenCalled();
    expect(fake.app.has('second-instance')).toBe(false);
    expect(fake.ipcMain.handle).not.toHaveBeenCalled();
    expect(existsSync(path.join(base, 'user data', 'saves'))).toBe(false);
  });
});

describe('the window', () => {
  it('is sandboxed, context-isolated, without Node, and loads the app\'s own page', async () => {
    await loadMain();
    await fake.becomeReady();
    const w = theWindow();
    expect(w.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webviewTag: false, webSecurity: true });
    expect(w.options.webPreferences.preload).toBe(path.join(base, 'app', 'dist-electron', 'preload.cjs'));
    expect(w.loaded).toEqual(['pericles://app/index.html']);
    expect(w.options.show).toBe(false);
    w.emit('ready-to-show');
    expect(w.show).toHaveBeenCalled();
  });

  it('never navigates, opens a window or attaches a webview, whichever web contents asks', async () => {
    await loadMain();
    const contents = new fake.FakeWebContents();
    fake.app.emit('web-contents-created', {}, contents);
    for (const name of ['will-navigate', 'will-frame-navigate', 'will-redirect', 'will-attach-webview']) {
      const event = { preventDefault: vi.fn() };
      contents.emit(name, event, 'https://example.com/');
      expect(event.preventDefault, name).toHaveBeenCalled();
    }
    expect(contents.setWindowOpenHandler.mock.calls[0]![0]({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });

  it('loads nothing remote and puts the strict CSP on every response', async () => {
    await loadMain();
    await fake.becomeReady();
    const { webRequest, setPermissionCheckHandler } = fake.session.defaultSession;
    const cancel = (url: string) => {
      let c: boolean | undefined;
      webRequest.beforeRequest!({ url }, (r: { cancel: boolean }) => { c = r.cancel; });
      return c;
    };
    expect(cancel('pericles://app/assets/index.js')).toBe(false);
    expect(cancel('https://example.com/tracker.js')).toBe(true);
    expect(cancel('http://127.0.0.1:8080/')).toBe(true);
    let headers: Record<string, string[]> = {};
    webRequest.headersReceived!({ responseHeaders: {} }, (r: { responseHeaders: Record<string, string[]> }) => { headers = r.responseHeaders; });
    expect(headers['Content-Security-Policy']).toEqual([contentSecurityPolicy()]);
    expect(setPermissionCheckHandler.mock.calls[0]![0]()).toBe(false);
  });

  it('serves only the built renderer on pericles://app/', async () => {
    await loadMain();
    await fake.becomeReady();
    const handle = fake.protocol.handlers.get('pericles')!;
    const page = await handle({ url: 'pericles://app/index.html', method: 'GET' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    for (const url of ['pericles://app/../secret.txt', 'pericles://app/%2e%2e/secret.txt', 'pericles://app/..%2f..%2fsecret.txt',
      `pericles://app/${encodeURIComponent(path.join(base, 'secret.txt'))}`, 'pericles://other/index.html']) {
      const r = await handle({ url, method: 'GET' });
      expect(r.status, url).toBe(404);
    }
  });
});

describe('IPC', () => {
  it('answers the app page by the protocol\'s schema, refusing malformed messages', async () => {
    await loadMain();
    await fake.becomeReady();
    const scenarios = await request(fromPage(), { type: 'listScenarios' });
    expect(scenarios.type).toBe('ok');
    expect((scenarios as OkMessage<Array<{ id: string }>>).value.map((s) => s.id)).toContain('second-peloponnesian-war');
    for (const [message, code] of [
      [{ type: 'act', seat: 'nobody', action: { type: 'pass' } }, 'bad-seat'],
      [{ type: 'newGame' }, 'bad-message'], // no scenario
      [{ type: 'listScenarios', extra: 1 }, 'bad-message'], // strict: no unknown field
      [{ type: 'evil' }, 'bad-message'],
      [{ type: 'load', name: 'x'.repeat(70_000) }, 'too-large'],
      ['listScenarios', 'bad-message'], [null, 'bad-message'], [[{ type: 'sync' }], 'bad-message'],
    ] as const) {
      const reply = await request(fromPage(), message);
      expect(reply.type, JSON.stringify(message).slice(0, 60)).toBe('error');
      expect((reply as ErrorMessage).code, JSON.stringify(message).slice(0, 60)).toBe(code);
    }
  });

  it('refuses every channel from a sub-frame or another origin, and the host never hears of it', async () => {
    await loadMain();
    await fake.becomeReady();
    const senders = [fromSubFrame(), fromElsewhere('https://example.com/'), fromElsewhere('file:///etc/passwd'), fromElsewhere('pericles://evil/'),
      { sender: theWindow().webContents, senderFrame: null }];
    for (const event of senders) {
      expect(await request(event, { type: 'listScenarios' })).toMatchObject({ type: 'error', code: 'forbidden' });
      expect(await fake.ipcMain.handlers.get(CHANNELS.exportSave)!(event, { save: 'My game' })).toMatchObject({ type: 'error', code: 'forbidden' });
      expect(await fake.ipcMain.handlers.get(CHANNELS.importSave)!(event)).toMatchObject({ type: 'error', code: 'forbidden' });
      const menus = fake.Menu.templates.length;
      fake.ipcMain.listeners.get(CHANNELS.setLocale)!(event, 'es');
      expect(fake.Menu.templates.length).toBe(menus);
    }
    expect(fake.dialog.showSaveDialog).not.toHaveBeenCalled();
    expect(fake.dialog.showOpenDialog).not.toHaveBeenCalled();
    // No session was opened for them: nothing was pushed to any page.
    for (const event of senders) expect((event.sender as Fake.FakeWebContents).sent).toEqual([]);
  });

  it('checks the export\'s save name before any dialog opens', async () => {
    await loadMain();
    await fake.becomeReady();
    for (const bad of [undefined, 42, '', 'My game', { save: '' }, { save: 'x'.repeat(201) }, { name: 'x' }, { save: 'x', title: 'y' }]) {
      expect(await fake.ipcMain.handlers.get(CHANNELS.exportSave)!(fromPage(), bad), JSON.stringify(bad)).toMatchObject({ type: 'error', code: 'bad-message' });
    }
    // A save that is not there: refused before the dialog too.
    expect(await fake.ipcMain.handlers.get(CHANNELS.exportSave)!(fromPage(), { save: 'My game' })).toMatchObject({ type: 'error', code: 'not-found' });
    expect(fake.dialog.showSaveDialog).not.toHaveBeenCalled();
  });

  it('Export… writes the save where the player chose, byte for byte what the saves folder holds (#31)', async () => {
    await loadMain();
    await fake.becomeReady();
    expect(await request(fromPage(), { type: 'newGame', scenario: 'training-amphipolis', seed: 'export' })).toMatchObject({ type: 'ok' });
    expect(await request(fromPage(), { type: 'save', name: 'My game' })).toMatchObject({ type: 'ok' });
    const exportSave = fake.ipcMain.handlers.get(CHANNELS.exportSave)!;
    expect(await exportSave(fromPage(), { save: 'My game' })).toMatchObject({ type: 'ok', value: null }); // cancelled: nothing written
    expect(fake.dialog.showSaveDialog.mock.calls[0]).toContainEqual(expect.objectContaining({ defaultPath: 'My game.pericles' }));
    const chosen = path.join(base, 'Downloads', 'evening.pericles');
    mkdirSync(path.dirname(chosen), { recursive: true });
    fake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: chosen } as never);
    expect(await exportSave(fromPage(), { save: 'My game' })).toMatchObject({ type: 'ok', value: { file: 'evening.pericles' } });
    expect(readFileSync(chosen, 'utf8')).toBe(readFileSync(path.join(fake.config.userData, 'saves', 'My game.json'), 'utf8'));
    // The game being played, under the title the page gives it.
    fake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: chosen } as never);
    expect(await exportSave(fromPage(), { title: 'Amphipolis, turn 1' })).toMatchObject({ type: 'ok', value: { file: 'evening.pericles' } });
    expect(fake.dialog.showSaveDialog.mock.calls.at(-1)).toContainEqual(expect.objectContaining({ defaultPath: 'Amphipolis, turn 1.pericles' }));
    expect(JSON.parse(readFileSync(chosen, 'utf8'))).toMatchObject({ kind: 'pericles-save', name: 'Amphipolis, turn 1', seed: 'export' });
  });
});

describe('the menu', () => {
  it('is built in the system\'s language, then in the page\'s: English, Spanish and Greek', async () => {
    await loadMain((f) => { f.config.locale = 'el-GR'; });
    await fake.becomeReady();
    await vi.waitFor(() => expect(fake.Menu.setApplicationMenu).toHaveBeenCalled());
    const el = MENU_WORDS.el;
    expect(menuLabels()).toMatchObject({ file: el.file, view: el.view });
    expect(menuLabels().items).toEqual(expect.arrayContaining([el.newGame, el.open, el.openRecent, el.save, el.saveAs]));
    for (const [locale, words] of [['es', MENU_WORDS.es], ['en', MENU_WORDS.en], ['el', MENU_WORDS.el]] as const) {
      const built = fake.Menu.templates.length;
      fake.ipcMain.listeners.get(CHANNELS.setLocale)!(fromPage(), locale);
      await vi.waitFor(() => expect(fake.Menu.templates.length).toBeGreaterThan(built));
      expect(menuLabels()).toMatchObject({ file: words.file, view: words.view });
      expect(menuLabels().items).toEqual(expect.arrayContaining([words.newGame, words.open, words.openRecent, words.save, words.saveAs]));
    }
    // Not a language of the app: nothing changes.
    const built = fake.Menu.templates.length;
    fake.ipcMain.listeners.get(CHANNELS.setLocale)!(fromPage(), 'fr');
    fake.ipcMain.listeners.get(CHANNELS.setLocale)!(fromPage(), { toString: () => 'es' });
    await new Promise((r) => setImmediate(r));
    expect(fake.Menu.templates.length).toBe(built);
  });

  it('sends File commands to the page', async () => {
    await loadMain();
    await fake.becomeReady();
    await vi.waitFor(() => expect(fake.Menu.templates.length).toBeGreaterThan(0));
    const file = fake.Menu.templates.at(-1)!.find((m) => m.label === MENU_WORDS.en.file)!;
    file.submenu!.find((i) => i.label === MENU_WORDS.en.newGame)!.click!();
    file.submenu!.find((i) => i.label === MENU_WORDS.en.saveAs)!.click!();
    expect(theWindow().webContents.sent.filter((s) => s.channel === CHANNELS.menu).map((s) => s.message)).toEqual(['new', 'saveAs']);
  });
});

/** A save file as the desktop app exports it: a game saved through IPC, copied to `<name>.pericles`. */
async function exportedSave(name: string): Promise<string> {
  const started = await request(fromPage(), { type: 'newGame', scenario: 'training-amphipolis', seed: 'open-file' });
  expect(started.type).toBe('ok');
  expect(await request(fromPage(), { type: 'save', name })).toMatchObject({ type: 'ok' });
  const file = path.join(base, 'Downloads', `${name}.pericles`);
  mkdirSync(path.dirname(file), { recursive: true });
  cpSync(path.join(fake.config.userData, 'saves', `${name}.json`), file);
  return file;
}

const menuCommands = (w = theWindow()) => w.webContents.sent.filter((s) => s.channel === CHANNELS.menu).map((s) => s.message);
const notices = (w = theWindow()) => w.webContents.sent.filter((s) => s.channel === CHANNELS.message && (s.message as { type: string }).type === 'notice')
  .map((s) => (s.message as { code: string }).code);

describe('a save file opens the app on it', () => {
  it('a second launch\'s file (Windows, Linux) opens in the first instance\'s window', async () => {
    await loadMain();
    await fake.becomeReady();
    const file = await exportedSave('Evening game');
    fake.app.emit('second-instance', {}, ['/opt/Pericles/pericles', '--allow-file-access-from-files', path.relative(base, file)], base);
    expect(theWindow().focus).toHaveBeenCalled();
    await vi.waitFor(() => expect(menuCommands()).toEqual(['showGame']));
    // The folder holds that very game already (#31): it is loaded, not copied again.
    expect(readdirSync(path.join(fake.config.userData, 'saves')).filter((f) => f.startsWith('Evening game'))).toEqual(['Evening game.json']);
    expect(fake.FakeBrowserWindow.all).toHaveLength(1);
    // Opened a second time: still one save of it.
    fake.app.emit('second-instance', {}, ['/opt/Pericles/pericles', file], base);
    await vi.waitFor(() => expect(menuCommands()).toEqual(['showGame', 'showGame']));
    expect(readdirSync(path.join(fake.config.userData, 'saves')).filter((f) => f.startsWith('Evening game'))).toEqual(['Evening game.json']);
    expect(notices()).toEqual([]);
  });

  it('the first launch\'s file waits for the page, then opens', async () => {
    // A save made by an earlier run of the app.
    await loadMain();
    await fake.becomeReady();
    const file = await exportedSave('Campaign');
    await quit();

    process.argv = ['/opt/Pericles/pericles', file];
    await loadMain();
    await fake.becomeReady();
    await new Promise((r) => setImmediate(r));
    expect(menuCommands()).toEqual([]); // the page has not spoken: its listeners may not be there yet
    fake.ipcMain.listeners.get(CHANNELS.setLocale)!(fromPage(), 'en'); // the page's first message
    await vi.waitFor(() => expect(menuCommands()).toEqual(['showGame']));
    expect(notices()).toEqual([]);
  });

  it('macOS\'s open-file, even before ready, opens the file once the page speaks', async () => {
    await loadMain();
    await fake.becomeReady();
    const file = await exportedSave('Mac game');
    await quit();

    await loadMain();
    const event = { preventDefault: vi.fn() };
    fake.app.emit('open-file', event, file);
    expect(event.preventDefault).toHaveBeenCalled();
    await fake.becomeReady();
    expect(await request(fromPage(), { type: 'listScenarios' })).toMatchObject({ type: 'ok' });
    await vi.waitFor(() => expect(menuCommands()).toEqual(['showGame']));
  });

  it('a damaged file is a notice, and the game stays as it was', async () => {
    await loadMain();
    await fake.becomeReady();
    const file = await exportedSave('Altered');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('"seed":"open-file"');
    writeFileSync(file, text.replace('"seed":"open-file"', '"seed":"another"')); // its checksum no longer agrees
    const bogus = path.join(base, 'Downloads', 'not a save.pericles');
    writeFileSync(bogus, 'hello');
    fake.app.emit('second-instance', {}, ['pericles', file, bogus], base);
    await vi.waitFor(() => expect(notices()).toEqual(['open-file-failed', 'open-file-failed']));
    // Each notice names its file and why it was refused, for the page to word (#31).
    const sent = theWindow().webContents.sent.map((m) => m.message as NoticeMessage).filter((m) => m.type === 'notice');
    expect(sent.map((n) => [n.file, n.refusal?.code])).toEqual([['Altered.pericles', 'checksum-mismatch'], ['not a save.pericles', 'not-json']]);
    expect(JSON.stringify(sent)).not.toContain(base); // no folder of the player's
    expect(menuCommands()).toEqual([]);
    expect(readdirSync(path.join(fake.config.userData, 'saves')).filter((f) => f.startsWith('Altered') || f.startsWith('not a save'))).toEqual(['Altered.json']);
  });
});

describe('the window remembers its size and place', () => {
  it('in a small JSON file in the user-data folder, read back at the next start', async () => {
    await loadMain();
    await fake.becomeReady();
    expect(theWindow().options).toMatchObject({ width: 1440, height: 900 });
    expect(theWindow().options.x).toBeUndefined();
    const w = theWindow();
    w.normalBounds = { x: 300, y: 120, width: 1280, height: 800 };
    w.maximized = true;
    w.emit('close', {});
    const file = path.join(fake.config.userData, WINDOW_STATE_FILE);
    await vi.waitFor(() => expect(existsSync(file)).toBe(true));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ bounds: { x: 300, y: 120, width: 1280, height: 800 }, maximized: true });
    await quit();

    await loadMain();
    await fake.becomeReady();
    expect(theWindow().options).toMatchObject({ x: 300, y: 120, width: 1280, height: 800 });
    expect(theWindow().maximized).toBe(true);
  });

  it('on a display that is there now, and the default window when the file is not valid', async () => {
    mkdirSync(path.join(base, 'user data'), { recursive: true });
    const file = path.join(base, 'user data', WINDOW_STATE_FILE);
    // It was on a second monitor, unplugged since.
    writeFileSync(file, JSON.stringify({ bounds: { x: 2500, y: 100, width: 1400, height: 900 }, maximized: false }));
    await loadMain();
    await fake.becomeReady();
    expect(theWindow().options).toMatchObject({ x: 260, y: 70, width: 1400, height: 900 });
    await quit();

    writeFileSync(file, '{"bounds":{"x":0,"y":0,"width":-5,"height":900},"maximized":false}');
    await loadMain();
    await fake.becomeReady();
    expect(theWindow().options).toMatchObject({ width: 1440, height: 900 });
    expect(theWindow().options.x).toBeUndefined();
  });

  it('is written when the app quits, which waits for it and for the host\'s last autosave', async () => {
    await loadMain();
    await fake.becomeReady();
    theWindow().normalBounds = { x: 50, y: 60, width: 1100, height: 750 };
    await quit();
    expect(JSON.parse(readFileSync(path.join(fake.config.userData, WINDOW_STATE_FILE), 'utf8')).bounds).toEqual({ x: 50, y: 60, width: 1100, height: 750 });
  });
});
