import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { GameState } from '../../../../src-shared/engine.js';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { memoryPersistence } from '../../../../src-main/host/persistence.js';
import { MAX_MESSAGE_BYTES } from '../../../../src-shared/protocol/messages.js';
import type { HostMessage, ViewMessage } from '../../../../src-shared/games/pericles/wire.js';
import { startWebHost, type WebHost } from '../../../../src-main/web/server.js';
import { parseArgs, parseBots } from '../../../../src-main/web/cli.js';
import { userDataDir } from '../../../../src-main/host/paths.js';

let root: string;
let web: WebHost;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pericles-web-'));
  const dist = path.join(root, 'dist-renderer');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Pericles</title>');
  await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1);');
  await writeFile(path.join(dist, '.env'), 'SECRET=1');
  await writeFile(path.join(root, 'secret.txt'), 'outside the static root');
  web = await startWebHost({ staticRoot: dist, hostOptions: { persistence: memoryPersistence(), log: () => undefined } });
});

afterAll(async () => {
  await web?.close();
  await rm(root, { recursive: true, force: true });
});

/** A raw GET (fetch cannot set Host, and normalizes `..`). */
function get(pathAndQuery: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: web.port, path: pathAndQuery, headers, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens a WebSocket; resolves with the socket or the HTTP status that refused it. */
function openWs(url: string, origin?: string): Promise<{ ws: WebSocket; messages: HostMessage[] } | { status: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, origin === undefined ? {} : { origin });
    const messages: HostMessage[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as HostMessage));
    ws.on('open', () => resolve({ ws, messages }));
    ws.on('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      res.resume();
    });
    ws.on('error', reject);
  });
}

async function waitFor<T>(fn: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('web host: HTTP', () => {
  it('listens on 127.0.0.1 only, on a free port', () => {
    const addr = web.server.address() as AddressInfo;
    expect(addr.address).toBe('127.0.0.1');
    expect(addr.port).toBeGreaterThan(0);
    expect(web.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{40,}$/);
  });

  it('serves index.html only with the token, with a strict CSP', async () => {
    const ok = await get(`/?token=${web.token}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('<title>Pericles</title>');
    expect(ok.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(ok.headers['content-security-policy']).toBe(
      `default-src 'self'; connect-src 'self' ws://127.0.0.1:${web.port}; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; worker-src 'self' blob:; `
      + "object-src 'none'; frame-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(ok.headers['referrer-policy']).toBe('no-referrer');
    expect(ok.headers['cache-control']).toBe('no-store');
    expect((await get('/')).status).toBe(403);
    expect((await get('/index.html')).status).toBe(403);
    expect((await get('/?token=wrong')).status).toBe(403);
    expect((await get(`/index.html?token=${web.token}`)).status).toBe(200);
  });

  it('serves assets with their content type', async () => {
    const js = await get('/assets/app.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never leaves the static root', async () => {
    for (const p of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets%5c..%5c..%5csecret.txt', '/.env', '/%00', '/%E0%A4%A', '/assets']) {
      const res = await get(p);
      expect([400, 403, 404], p).toContain(res.status);
      expect(res.body).not.toContain('outside the static root');
      expect(res.body).not.toContain('SECRET');
    }
  });

  it('refuses a foreign Host header (DNS rebinding) and other methods', async () => {
    expect((await get(`/?token=${web.token}`, { Host: `evil.example:${web.port}` })).status).toBe(403);
    const post = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: web.port, path: '/assets/app.js', method: 'POST' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(post).toBe(405);
  });
});

describe('web host: WebSocket', () => {
  it('rejects a bad or missing token with 403', async () => {
    const bad = await openWs(`ws://127.0.0.1:${web.port}/ws?token=nope`, web.origin);
    expect(bad).toEqual({ status: 403 });
    const none = await openWs(`ws://127.0.0.1:${web.port}/ws`, web.origin);
    expect(none).toEqual({ status: 403 });
  });

  it('rejects a foreign or missing Origin with 403', async () => {
    expect(await openWs(web.wsUrl, 'http://evil.example')).toEqual({ status: 403 });
    expect(await openWs(web.wsUrl, `http://localhost:${web.port}`)).toEqual({ status: 403 });
    expect(await openWs(web.wsUrl)).toEqual({ status: 403 });
  });

  it('round-trips newGame, a legal act and an illegal act over the real socket', async () => {
    const opened = await openWs(web.wsUrl, web.origin);
    if (!('ws' in opened)) throw new Error(`refused: ${opened.status}`);
    const { ws, messages } = opened;
    const reply = (id: number) => waitFor(() => messages.find((m) => (m.type === 'ok' || m.type === 'error') && m.re === id));
    try {
      const first = await waitFor(() => messages.find((m): m is ViewMessage => m.type === 'view'));
      expect(first).toMatchObject({ seat: 'spectator', view: null });

      ws.send(JSON.stringify({ id: 1, type: 'newGame', scenario: 'development', seed: 42 }));
      expect(await reply(1)).toMatchObject({ type: 'ok', value: { scenario: 'development', seat: 'aristocrats' } });
      expect((web.host.game as GameState).seed).toBe('42');
      const view = await waitFor(() => messages.find((m): m is ViewMessage => m.type === 'view' && m.view !== null));
      expect(view.seat).toBe('aristocrats');
      expect(view.legalActions.length).toBeGreaterThan(0);
      for (const f of ['demagogues', 'eurypontids', 'agiads'] as const) expect(view.view!.factions[f].hand).toBeNull();

      const hash = web.host.stateHash;
      ws.send(JSON.stringify({ id: 2, type: 'act', seat: 'aristocrats', action: { type: 'formEntourage', cards: ['spa-01'] } }));
      expect(await reply(2)).toMatchObject({ type: 'error', code: 'illegal-action' });
      expect(web.host.stateHash).toBe(hash);

      ws.send(JSON.stringify({ id: 3, type: 'act', seat: 'aristocrats', action: view.legalActions[0] }));
      expect(await reply(3)).toMatchObject({ type: 'ok', value: { decisions: 1 } });
      expect(web.host.stateHash).not.toBe(hash);
      await waitFor(() => messages.find((m) => m.type === 'view' && m.decisions === 1));

      ws.send('not json');
      await waitFor(() => messages.find((m) => m.type === 'error' && m.code === 'bad-json'));
      ws.send(JSON.stringify({ id: 4, type: 'act', seat: 'aristocrats', action: { type: 'x', pad: 'a'.repeat(MAX_MESSAGE_BYTES) } }));
      await waitFor(() => messages.find((m) => m.type === 'error' && m.code === 'too-large'));
      ws.send(Buffer.from([1, 2, 3]), { binary: true });
      await waitFor(() => messages.find((m) => m.type === 'error' && m.code === 'bad-message'));
      // Still healthy after all that.
      ws.send(JSON.stringify({ id: 5, type: 'viewAs', seat: 'demagogues' }));
      expect(await reply(5)).toMatchObject({ type: 'ok', value: { seat: 'demagogues' } });
      expect(ws.readyState).toBe(WebSocket.OPEN);
    } finally {
      ws.close();
    }
  });
});

describe('web CLI arguments', () => {
  it('parses ports, scenario, seed and bots', () => {
    const o = parseArgs(['--port', '8123', '--no-open', '--scenario', 'development', '--seed', 'x', '--bots', 'human,random,random,rule'], '/repo');
    expect(o).toMatchObject({ port: 8123, open: false, scenario: 'development', seed: 'x', staticRoot: path.join('/repo', 'dist-renderer') });
    expect(o.seats).toEqual({ aristocrats: 'human', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:rule' });
    expect(parseBots('random')).toEqual({ aristocrats: 'bot:random', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' });
    expect(() => parseBots('random,human')).toThrow();
    expect(() => parseBots('genius')).toThrow();
    expect(() => parseArgs(['--port', '99999'], '/r')).toThrow();
    expect(() => parseArgs(['--what'], '/r')).toThrow();
  });

  it('parses the bots\' handicap and refuses one that is not 0 to 100 whole Honor', () => {
    expect(parseArgs(['--scenario', 'development', '--handicap', '20'], '/r').handicap).toBe(20);
    for (const bad of ['-1', '2.5', '101', 'lots']) expect(() => parseArgs(['--scenario', 'development', '--handicap', bad], '/r')).toThrow(/--handicap must be/);
    expect(() => parseArgs(['--handicap', '20'], '/r')).toThrow(/--handicap needs --scenario/);
  });

  it('finds the user-data folder', () => {
    expect(userDataDir({ PERICLES_USER_DATA: '/tmp/pd' }, 'linux', '/home/a')).toBe(path.resolve('/tmp/pd'));
    expect(userDataDir({}, 'linux', '/home/a')).toBe(path.join('/home/a', '.config', 'Pericles'));
    expect(userDataDir({}, 'darwin', '/Users/a')).toBe(path.join('/Users/a', 'Library', 'Application Support', 'Pericles'));
    expect(userDataDir({ APPDATA: 'C:\\Users\\a\\AppData\\Roaming' }, 'win32', 'C:\\Users\\a')).toBe(path.join('C:\\Users\\a\\AppData\\Roaming', 'Pericles'));
  });
});
