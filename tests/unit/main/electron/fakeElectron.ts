// A fake of the parts of Electron's main-process API that src-main/electron/main.ts uses, for
// vi.mock('electron', …): it records what main.ts asks of Electron, and the test plays the
// system's part (ready, a second launch, macOS's open-file, the page's IPC). Like Electron,
// it refuses to register a privileged scheme once the app is ready. Vitest keeps a mocked module
// across vi.resetModules(), so each test calls reset() before loading main.ts again.
import { vi } from 'vitest';

type Handler = (...args: any[]) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any

class Emitter {
  readonly handlers = new Map<string, Handler[]>();
  on(name: string, h: Handler): this {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), h]);
    return this;
  }
  once(name: string, h: Handler): this {
    const wrapped: Handler = (...args) => {
      this.handlers.set(name, (this.handlers.get(name) ?? []).filter((x) => x !== wrapped));
      return h(...args);
    };
    return this.on(name, wrapped);
  }
  emit(name: string, ...args: unknown[]): void {
    for (const h of [...(this.handlers.get(name) ?? [])]) h(...args);
  }
  has(name: string): boolean {
    return (this.handlers.get(name) ?? []).length > 0;
  }
}

/** Everything main.ts did, in order (the test reads the order of the first few). */
export const calls: string[] = [];

export const config = {
  userData: '',
  appPath: '',
  locale: 'en-US',
  lockGranted: true,
  platform: process.platform,
  displays: [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }],
};

let isReady = false;
let resolveReady: () => void = () => {};
let readyPromise = new Promise<void>((r) => { resolveReady = r; });

export class FakeWebContents extends Emitter {
  static nextId = 1;
  readonly id = FakeWebContents.nextId++;
  readonly mainFrame = { url: 'pericles://app/index.html' };
  readonly sent: Array<{ channel: string; message: unknown }> = [];
  destroyed = false;
  send(channel: string, message: unknown): void {
    this.sent.push({ channel, message: structuredClone(message) });
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  setWindowOpenHandler = vi.fn();
}

export class FakeBrowserWindow extends Emitter {
  static readonly all: FakeBrowserWindow[] = [];
  static getAllWindows = () => FakeBrowserWindow.all.filter((w) => !w.destroyed);
  static getFocusedWindow = () => null;
  static fromWebContents = (wc: FakeWebContents) => FakeBrowserWindow.all.find((w) => w.webContents === wc) ?? null;
  readonly webContents = new FakeWebContents();
  readonly loaded: string[] = [];
  destroyed = false;
  maximized = false;
  normalBounds = { x: 0, y: 0, width: 0, height: 0 };
  constructor(readonly options: Record<string, any>) { // eslint-disable-line @typescript-eslint/no-explicit-any
    super();
    calls.push('new BrowserWindow');
    this.normalBounds = { x: options.x ?? 10, y: options.y ?? 10, width: options.width, height: options.height };
    FakeBrowserWindow.all.push(this);
  }
  async loadURL(url: string): Promise<void> {
    this.loaded.push(url);
  }
  maximize(): void { this.maximized = true; }
  isMaximized(): boolean { return this.maximized; }
  getNormalBounds() { return this.normalBounds; }
  isDestroyed(): boolean { return this.destroyed; }
  isMinimized(): boolean { return false; }
  restore(): void {}
  focus = vi.fn();
  show = vi.fn();
}

export const app = Object.assign(new Emitter(), {
  setPath: vi.fn((name: string, value: string) => {
    calls.push(`setPath ${name}`);
    if (name === 'userData') config.userData = value;
  }),
  getPath: (name: string) => {
    if (name !== 'userData') throw new Error(`unexpected getPath(${name})`);
    return config.userData;
  },
  getAppPath: () => config.appPath,
  getVersion: () => '0.1.0-test',
  getLocale: () => config.locale,
  isReady: () => isReady,
  requestSingleInstanceLock: vi.fn(() => {
    calls.push('requestSingleInstanceLock');
    return config.lockGranted;
  }),
  whenReady: vi.fn(() => readyPromise),
  quit: vi.fn(() => { calls.push('quit'); }),
  exit: vi.fn(),
});

/** The system says the app is ready; resolves once main.ts's ready handler has run. */
export async function becomeReady(): Promise<void> {
  isReady = true;
  calls.push('ready');
  resolveReady();
  await readyPromise;
  // Let startApp's awaits (reading the window's remembered place) run.
  await vi.waitFor(() => {
    if (app.whenReady.mock.calls.length > 0 && FakeBrowserWindow.all.length === 0) throw new Error('no window yet');
  });
}

export const protocol = {
  privileged: [] as unknown[],
  handlers: new Map<string, (request: { url: string; method: string }) => Promise<Response>>(),
  registerSchemesAsPrivileged: vi.fn((schemes: unknown[]) => {
    if (isReady) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
    calls.push('registerSchemesAsPrivileged');
    protocol.privileged.push(...schemes);
  }),
  handle: vi.fn((scheme: string, h: (request: { url: string; method: string }) => Promise<Response>) => {
    if (!isReady) throw new Error('protocol.handle before ready');
    protocol.handlers.set(scheme, h);
  }),
};

export const ipcMain = {
  handlers: new Map<string, Handler>(),
  listeners: new Map<string, Handler>(),
  handle: vi.fn((channel: string, h: Handler) => { ipcMain.handlers.set(channel, h); }),
  on: vi.fn((channel: string, h: Handler) => { ipcMain.listeners.set(channel, h); }),
};

const webRequest = {
  beforeRequest: null as Handler | null,
  headersReceived: null as Handler | null,
  onBeforeRequest: (h: Handler) => { webRequest.beforeRequest = h; },
  onHeadersReceived: (h: Handler) => { webRequest.headersReceived = h; },
};
export const session = {
  defaultSession: {
    webRequest,
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
  },
};

export interface MenuItem { label?: string; role?: string; submenu?: MenuItem[]; click?: () => void; enabled?: boolean; type?: string }
export const Menu = {
  templates: [] as MenuItem[][],
  buildFromTemplate: vi.fn((template: MenuItem[]) => {
    Menu.templates.push(template);
    return { template };
  }),
  setApplicationMenu: vi.fn(),
};

export const dialog = {
  showSaveDialog: vi.fn(async () => ({ canceled: true, filePath: undefined })),
  showOpenDialog: vi.fn(async () => ({ canceled: true, filePaths: [] })),
};

export const screen = {
  getPrimaryDisplay: () => config.displays[0]!,
  getAllDisplays: () => config.displays,
};

export const BrowserWindow = FakeBrowserWindow;

/** A fresh start: nothing registered, nothing called, the app not ready. */
export function reset(): void {
  calls.length = 0;
  Object.assign(config, {
    userData: '', appPath: '', locale: 'en-US', lockGranted: true, platform: process.platform,
    displays: [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }],
  });
  isReady = false;
  readyPromise = new Promise<void>((r) => { resolveReady = r; });
  FakeBrowserWindow.all.length = 0;
  app.handlers.clear();
  protocol.privileged.length = 0;
  protocol.handlers.clear();
  ipcMain.handlers.clear();
  ipcMain.listeners.clear();
  webRequest.beforeRequest = null;
  webRequest.headersReceived = null;
  Menu.templates.length = 0;
  for (const f of [app.setPath, app.requestSingleInstanceLock, app.whenReady, app.quit, app.exit, protocol.registerSchemesAsPrivileged,
    protocol.handle, ipcMain.handle, ipcMain.on, session.defaultSession.setPermissionRequestHandler,
    session.defaultSession.setPermissionCheckHandler, Menu.buildFromTemplate, Menu.setApplicationMenu, dialog.showSaveDialog,
    dialog.showOpenDialog]) f.mockClear();
}
