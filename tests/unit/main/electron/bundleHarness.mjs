// Runs the bundled main process (dist-electron/main.cjs, as electron-builder packages it) under
// plain Node with a minimal fake of 'electron', and prints what it asked of Electron, one JSON
// line per call, until its window has loaded the app's page (bundle.test.ts reads the lines).
import Module, { createRequire } from 'node:module';
import * as path from 'node:path';

const log = (call, detail) => console.log(JSON.stringify({ call, detail }));
// The menu is built once the saves are listed, beside the window's loading: the run ends when both
// are done (or after 20 s), not at whichever comes first.
let menuSet = false;
let pageLoaded = false;
const endWhenDone = () => { if (menuSet && pageLoaded) process.exit(0); };
globalThis.setTimeout(() => process.exit(0), 20_000).unref();
let resolveReady;
const ready = new Promise((r) => { resolveReady = r; });
let isReady = false;
const display = { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } };
const fake = {
  app: {
    setPath: (name, value) => log('setPath', [name, value]),
    getPath: () => process.env.PERICLES_USER_DATA,
    getAppPath: () => process.cwd(),
    getVersion: () => '0.0.0-bundle-test',
    getLocale: () => 'el-GR',
    isReady: () => isReady,
    requestSingleInstanceLock: () => (log('requestSingleInstanceLock'), true),
    whenReady: () => ready,
    quit: () => log('quit'),
    exit: (code) => { log('exit', code); process.exit(3); },
    on: () => undefined,
  },
  protocol: {
    registerSchemesAsPrivileged: (schemes) => {
      if (isReady) throw new Error('registerSchemesAsPrivileged after ready');
      log('registerSchemesAsPrivileged', schemes);
    },
    handle: (scheme) => log('protocol.handle', scheme),
  },
  session: { defaultSession: { webRequest: { onBeforeRequest() {}, onHeadersReceived() {} }, setPermissionRequestHandler() {}, setPermissionCheckHandler() {} } },
  ipcMain: { handle: (channel) => log('ipcMain.handle', channel), on: (channel) => log('ipcMain.on', channel) },
  Menu: { buildFromTemplate: (t) => t, setApplicationMenu: (t) => { log('setApplicationMenu', t.map((m) => m.label ?? m.role)); menuSet = true; endWhenDone(); } },
  screen: { getPrimaryDisplay: () => display, getAllDisplays: () => [display] },
  BrowserWindow: class {
    static getAllWindows() { return []; }
    constructor(options) { log('BrowserWindow', options); this.webContents = {}; }
    once() {}
    on() {}
    maximize() {}
    async loadURL(url) {
      log('loadURL', url);
      pageLoaded = true;
      endWhenDone();
      await new Promise(() => undefined);
    }
  },
  dialog: {},
};
const load = Module._load;
Module._load = function (request, ...rest) {
  return request === 'electron' ? fake : load.call(this, request, ...rest);
};
createRequire(import.meta.url)(path.resolve(process.argv[2]));
log('ready');
isReady = true;
resolveReady();
