// #31 "The desktop shell under test": the locks of the Electron shell (security.ts), with fakes
// for the Electron objects they lock. main.ts's use of them is tested in main.test.ts.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { Session, WebContents } from 'electron';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../../src-main/host/static.js';
import {
  APP_PAGE, APP_SCHEME_PRIVILEGES, appProtocolHandler, guardContents, isAppUrl, isFromAppPage, lockDownSession, windowOptions,
} from '../../../../src-main/electron/security.js';

describe('the window', () => {
  it('is sandboxed and context-isolated, with no Node in the page and the preload its only bridge', () => {
    const o = windowOptions('/opt/pericles', { width: 1400, height: 900, x: 10, y: 20, maximized: false });
    expect(o).toMatchObject({ width: 1400, height: 900, x: 10, y: 20, show: false });
    expect(o.webPreferences).toMatchObject({
      contextIsolation: true, sandbox: true, nodeIntegration: false, nodeIntegrationInWorker: false, nodeIntegrationInSubFrames: false,
      webviewTag: false, webSecurity: true, allowRunningInsecureContent: false, experimentalFeatures: false, navigateOnDragDrop: false,
      preload: path.join('/opt/pericles', 'dist-electron', 'preload.cjs'),
    });
    // No place remembered: the system places it.
    const unplaced = windowOptions('/opt/pericles', { width: 1440, height: 900, maximized: false });
    expect('x' in unplaced || 'y' in unplaced).toBe(false);
  });

  it('loads only the app\'s own page, from a privileged standard and secure scheme', () => {
    expect(APP_PAGE).toBe('pericles://app/index.html');
    expect(APP_SCHEME_PRIVILEGES).toEqual({ scheme: 'pericles', privileges: { standard: true, secure: true, supportFetchAPI: true } });
  });
});

describe('the Content-Security-Policy', () => {
  const directives = new Map(contentSecurityPolicy().split(/;\s*/).map((d) => {
    const [name, ...values] = d.split(/\s+/);
    return [name!, values] as const;
  }));

  it('runs only the app\'s own scripts, and nothing may point the page elsewhere', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]); // no 'unsafe-inline', no 'unsafe-eval', no remote host
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    for (const d of ['object-src', 'frame-src', 'base-uri', 'form-action', 'frame-ancestors']) expect(directives.get(d), d).toEqual(["'none'"]);
    for (const [name, values] of directives) {
      expect(values.filter((v) => /^(https?:|\*|'unsafe-eval')/.test(v)), name).toEqual([]);
    }
  });

  it('adds only the WebSocket\'s own origin in the browser host', () => {
    expect(contentSecurityPolicy(['ws://127.0.0.1:4000'])).toContain("connect-src 'self' ws://127.0.0.1:4000;");
  });
});

describe('who may talk over IPC', () => {
  const mainFrame = { url: 'pericles://app/index.html' };
  const event = (frame: { url: string } | null, main: unknown = mainFrame) => ({ senderFrame: frame, sender: { mainFrame: main } });

  it('is the app page\'s main frame', () => {
    expect(isFromAppPage(event(mainFrame))).toBe(true);
    expect(isFromAppPage(event({ url: 'pericles://app/index.html?x#y' }, undefined)))
      .toBe(false); // a frame that is not the main frame
  });

  it('is never a sub-frame, another origin, or a frame already gone', () => {
    const sub = { url: 'pericles://app/index.html' };
    expect(isFromAppPage(event(sub, mainFrame))).toBe(false);
    expect(isFromAppPage(event(null))).toBe(false);
    for (const url of ['https://example.com/', 'http://127.0.0.1:4000/', 'file:///opt/pericles/dist-renderer/index.html', 'pericles://evil/index.html',
      'pericles://app.evil/', 'devtools://devtools/', 'about:blank', 'data:text/html,hi', 'not a url', '']) {
      const frame = { url };
      expect(isFromAppPage(event(frame, frame)), url).toBe(false);
    }
  });
});

describe('what a page may open', () => {
  it('refuses every navigation, redirect, webview and new window', () => {
    const handlers = new Map<string, (e: { preventDefault(): void }) => void>();
    let openHandler: (() => unknown) | null = null;
    const contents = {
      on: (name: string, h: (e: { preventDefault(): void }) => void) => { handlers.set(name, h); return contents; },
      setWindowOpenHandler: (h: () => unknown) => { openHandler = h; },
    };
    guardContents(contents as unknown as WebContents);
    for (const name of ['will-navigate', 'will-frame-navigate', 'will-redirect', 'will-attach-webview']) {
      let prevented = false;
      expect(handlers.has(name), name).toBe(true);
      handlers.get(name)!({ preventDefault: () => { prevented = true; } });
      expect(prevented, name).toBe(true);
    }
    expect(openHandler!()).toEqual({ action: 'deny' });
  });

  it('loads nothing remote, sets the CSP on every response and grants no permission', () => {
    let beforeRequest: ((d: { url: string }, cb: (r: { cancel: boolean }) => void) => void) | null = null;
    let headersReceived: ((d: { responseHeaders?: Record<string, string[]> }, cb: (r: { responseHeaders: Record<string, string[]> }) => void) => void) | null = null;
    let permission: ((wc: unknown, p: string, cb: (granted: boolean) => void) => void) | null = null;
    let permissionCheck: (() => boolean) | null = null;
    const ses = {
      webRequest: { onBeforeRequest: (h: typeof beforeRequest) => { beforeRequest = h; }, onHeadersReceived: (h: typeof headersReceived) => { headersReceived = h; } },
      setPermissionRequestHandler: (h: typeof permission) => { permission = h; },
      setPermissionCheckHandler: (h: typeof permissionCheck) => { permissionCheck = h; },
    };
    lockDownSession(ses as unknown as Session, 'the-csp');
    const cancelled = (url: string) => {
      let answer: boolean | undefined;
      beforeRequest!({ url }, (r) => { answer = r.cancel; });
      return answer;
    };
    for (const url of ['pericles://app/index.html', 'pericles://app/assets/main.js', 'blob:pericles://app/1234', 'data:image/png;base64,AA', 'devtools://devtools/x']) {
      expect(cancelled(url), url).toBe(false);
    }
    for (const url of ['https://example.com/x.js', 'http://127.0.0.1:80/', 'ws://127.0.0.1:4000/', 'file:///etc/passwd', 'pericles://evil/x',
      'pericles://app.evil.com/x', 'blob:https://example.com/1', 'ftp://x/']) {
      expect(cancelled(url), url).toBe(true);
      expect(isAppUrl(url), url).toBe(false);
    }
    let headers: Record<string, string[]> | undefined;
    headersReceived!({ responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': ["default-src *"] } }, (r) => { headers = r.responseHeaders; });
    expect(headers).toEqual({ 'Content-Type': ['text/html'], 'Content-Security-Policy': ['the-csp'] });
    for (const p of ['media', 'notifications', 'geolocation', 'clipboard-read', 'openExternal']) {
      let granted: boolean | undefined;
      permission!(null, p, (g) => { granted = g; });
      expect(granted, p).toBe(false);
    }
    expect(permissionCheck!()).toBe(false);
  });
});

describe('the pericles:// protocol', () => {
  let base: string;
  let root: string;
  const CSP = contentSecurityPolicy();
  let handler: ReturnType<typeof appProtocolHandler>;
  const get = (url: string, method = 'GET') => handler({ url, method });

  beforeAll(() => {
    base = mkdtempSync(path.join(tmpdir(), 'pericles-protocol-'));
    root = path.join(base, 'dist-renderer');
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Pericles</title>');
    writeFileSync(path.join(root, 'assets', 'main.js'), 'console.log(1)');
    writeFileSync(path.join(root, '.env'), 'SECRET=1');
    // Beside the renderer, where a `..` would lead: the saves, the app's own code.
    writeFileSync(path.join(base, 'secret.txt'), 'not for the page');
    mkdirSync(path.join(base, 'saves'));
    writeFileSync(path.join(base, 'saves', 'game.json'), '{}');
    symlinkSync(path.join(base, 'secret.txt'), path.join(root, 'assets', 'link.txt'));
    symlinkSync(path.join(base, 'saves'), path.join(root, 'saves'));
    handler = appProtocolHandler(() => root, CSP);
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('serves the built renderer with its type, the CSP and no sniffing', async () => {
    const page = await get('pericles://app/index.html');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Pericles</title>');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CSP);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const root_ = await get('pericles://app/');
    expect(await root_.text()).toContain('<title>Pericles</title>'); // '/' is index.html
    const script = await get('pericles://app/assets/main.js?v=1#x');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const head = await get('pericles://app/assets/main.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('refuses every way out of the renderer\'s folder', async () => {
    for (const url of [
      'pericles://app/../secret.txt', 'pericles://app/assets/../../secret.txt',
      'pericles://app/%2e%2e/secret.txt', 'pericles://app/%2E%2E/secret.txt', 'pericles://app/assets/%2e%2e/%2e%2e/secret.txt',
      'pericles://app/..%2fsecret.txt', 'pericles://app/..%2Fsaves%2Fgame.json', 'pericles://app/%2e%2e%2fsecret.txt',
      'pericles://app/..%5csecret.txt', 'pericles://app/assets%5c..%5c..%5csecret.txt',
      `pericles://app/${encodeURIComponent(path.join(base, 'secret.txt'))}`, `pericles://app/${path.join(base, 'secret.txt')}`,
      'pericles://app//etc/passwd', 'pericles://app/%2fetc%2fpasswd', 'pericles://app/C:%5cWindows%5cwin.ini',
      'pericles://app/assets/link.txt', 'pericles://app/saves/game.json', // symlinks out
      'pericles://app/.env', 'pericles://app/%2eenv', // dotfiles
      'pericles://app/index.html%00.png', 'pericles://app/%E0%A4%A', // a NUL, a malformed escape
      'pericles://app/assets', 'pericles://app/nothing.html', // a folder, nothing
    ]) {
      const r = await get(url);
      expect(r.status, url).toBe(404);
      expect(await r.text(), url).not.toContain('not for the page');
    }
  });

  it('serves nothing on another host or scheme, nor to other methods', async () => {
    for (const url of ['pericles://evil/index.html', 'pericles://APP.evil/index.html', 'pericles:index.html', 'https://app/index.html', 'not a url']) {
      expect((await get(url)).status, url).toBe(404);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) expect((await get('pericles://app/index.html', method)).status, method).toBe(404);
  });
});
