// #31 "The desktop shell under test": what electron-builder packages is the esbuild bundle
// (npm run build:main), not the TypeScript the other tests load. The bundled main process runs
// here under plain Node with a fake 'electron' (bundleHarness.mjs) as far as loading its page;
// the bundled preload, which runs sandboxed, may require nothing but 'electron'.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS } from '../../../../src-main/electron/channels.js';
import { MENU_WORDS } from '../../../../src-main/electron/menuWords.js';
import { REPO_ROOT } from '../../root.js';

const ROOT = REPO_ROOT;
let userData: string;

beforeAll(() => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-main.mjs')], { cwd: ROOT, stdio: 'pipe' });
  userData = mkdtempSync(path.join(tmpdir(), 'pericles-bundle-'));
});
afterAll(() => rmSync(userData, { recursive: true, force: true }));

describe('the bundled desktop shell', () => {
  it('main.cjs starts: scheme and lock before ready, then the protocol, IPC, a Greek menu and the locked-down window', () => {
    const run = spawnSync(process.execPath, [path.join(import.meta.dirname, 'bundleHarness.mjs'), 'dist-electron/main.cjs'], {
      cwd: ROOT, encoding: 'utf8', env: { ...process.env, PERICLES_USER_DATA: userData }, timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const calls = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as { call: string; detail?: unknown });
    const names = calls.map((c) => c.call);
    expect(names.slice(0, 4)).toEqual(['setPath', 'registerSchemesAsPrivileged', 'requestSingleInstanceLock', 'ready']);
    expect(calls[0]!.detail).toEqual(['userData', userData]);
    expect(names).toEqual(expect.arrayContaining(['protocol.handle', 'ipcMain.handle', 'ipcMain.on', 'setApplicationMenu', 'BrowserWindow']));
    expect(calls.filter((c) => c.call.startsWith('ipcMain')).map((c) => c.detail))
      .toEqual(expect.arrayContaining([CHANNELS.request, CHANNELS.exportSave, CHANNELS.importSave, CHANNELS.setLocale]));
    expect(calls.find((c) => c.call === 'setApplicationMenu')!.detail).toContain(MENU_WORDS.el.file);
    const window = calls.find((c) => c.call === 'BrowserWindow')!.detail as { webPreferences: Record<string, unknown> };
    expect(window.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, preload: path.join(ROOT, 'dist-electron', 'preload.cjs') });
    expect(calls.find((c) => c.call === 'loadURL')).toEqual({ call: 'loadURL', detail: 'pericles://app/index.html' });
    expect(names.indexOf('BrowserWindow')).toBeLessThan(names.indexOf('loadURL'));
  });

  it('preload.cjs requires nothing but electron (a sandboxed preload cannot load Node modules)', () => {
    const bundle = readFileSync(path.join(ROOT, 'dist-electron', 'preload.cjs'), 'utf8');
    const required = [...bundle.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
    expect(required.length).toBeGreaterThan(0);
    expect([...new Set(required)]).toEqual(['electron']);
  });
});
