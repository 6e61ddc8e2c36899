// #31: the web host's save files. GET /export answers a save (or the game being played) as a
// download of the saves folder's own bytes; POST /import takes a file's bytes in through the
// host's checks. Both only for the page (its token; an upload also its Origin), a refusal as JSON.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import * as http from 'node:http';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSaveStore, saveStorePersistence } from '../../../../src-main/host/persistence.js';
import { startWebHost, type WebHost } from '../../../../src-main/web/server.js';
import { MAX_SAVE_BYTES } from '../../../../src-main/saves/store.js';

let root: string;
let saves: string;
let web: WebHost;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pericles-web-files-'));
  const dist = path.join(root, 'dist-renderer');
  saves = path.join(root, 'saves');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Pericles</title>');
  const persistence = saveStorePersistence(openSaveStore(saves), { appVersion: 'test', rulesDataVersion: 'test' });
  web = await startWebHost({ staticRoot: dist, hostOptions: { persistence, log: () => undefined } });
  web.host.newGame({ scenario: 'development', seed: 'web-files' });
  await web.host.save('Evening game');
});

afterAll(async () => {
  await web?.close();
  await rm(root, { recursive: true, force: true });
});

function request(method: string, pathAndQuery: string, opts: { headers?: http.OutgoingHttpHeaders; body?: Buffer } = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: web.port, path: pathAndQuery, method, headers: opts.headers ?? {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const token = () => encodeURIComponent(web.token);
const pageHeaders = () => ({ Origin: web.origin, 'Content-Type': 'application/octet-stream' });
const listed = async () => (await readdir(saves)).filter((f) => f.endsWith('.json') && !f.startsWith('.')).sort();

describe('GET /export', () => {
  it('answers the save as a .pericles download, byte for byte the file in the saves folder', async () => {
    const r = await request('GET', `/export?token=${token()}&save=${encodeURIComponent('Evening game')}`);
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toBe('attachment; filename="Evening game.pericles"; filename*=UTF-8\'\'Evening%20game.pericles');
    expect(r.headers['content-type']).toBe('application/octet-stream');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body).toBe(await readFile(path.join(saves, 'Evening game.json'), 'utf8'));
  });

  it('answers the game being played under the title given', async () => {
    const r = await request('GET', `/export?token=${token()}&title=${encodeURIComponent('Πελοπόννησος, γύρος 1')}`);
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Πελοπόννησος, γύρος 1.pericles')}`);
    expect(JSON.parse(r.body)).toMatchObject({ kind: 'pericles-save', name: 'Πελοπόννησος, γύρος 1', seed: 'web-files' });
  });

  it('refuses without the token, and says why as JSON otherwise (no path of the player\'s)', async () => {
    expect((await request('GET', `/export?save=Evening%20game`)).status).toBe(403);
    expect((await request('GET', `/export?token=wrong&save=Evening%20game`)).status).toBe(403);
    const missing = await request('GET', `/export?token=${token()}&save=Nothing`);
    expect(missing.status).toBe(409);
    expect(JSON.parse(missing.body)).toMatchObject({ ok: false, code: 'not-found' });
    expect(missing.body).not.toContain(root);
    const both = await request('GET', `/export?token=${token()}&save=a&title=b`);
    expect(JSON.parse(both.body)).toMatchObject({ ok: false, code: 'bad-message' });
  });
});

describe('POST /import', () => {
  it('takes the same file in once: the save already holding that game is answered', async () => {
    const before = await listed();
    const file = await readFile(path.join(saves, 'Evening game.json'));
    const r = await request('POST', `/import?token=${token()}&name=${encodeURIComponent('Evening game.pericles')}`, { headers: pageHeaders(), body: file });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toEqual({ ok: true, value: { name: 'Evening game', existing: true } });
    expect(await listed()).toEqual(before);
  });

  it('refuses a damaged file saying why, and adds nothing', async () => {
    const before = await listed();
    const text = (await readFile(path.join(saves, 'Evening game.json'), 'utf8')).replace('"seed":"web-files"', '"seed":"other"');
    const r = await request('POST', `/import?token=${token()}&name=x.pericles`, { headers: pageHeaders(), body: Buffer.from(text) });
    expect(JSON.parse(r.body)).toMatchObject({ ok: false, code: 'checksum-mismatch' });
    expect(await listed()).toEqual(before);
  });

  it('only from the page: its token and its Origin; a file larger than a save is not read', async () => {
    const body = Buffer.from('{}');
    expect((await request('POST', `/import?token=${token()}`, { headers: { 'Content-Type': 'application/octet-stream' }, body })).status).toBe(403);
    expect((await request('POST', `/import?token=${token()}`, { headers: { ...pageHeaders(), Origin: 'http://evil.example' }, body })).status).toBe(403);
    expect((await request('POST', `/import?token=wrong`, { headers: pageHeaders(), body })).status).toBe(403);
    expect((await request('POST', `/export?token=${token()}&save=x`, { headers: pageHeaders(), body })).status).toBe(405);
    const huge = await request('POST', `/import?token=${token()}`, { headers: pageHeaders(), body: Buffer.alloc(MAX_SAVE_BYTES + 1, 32) });
    expect(JSON.parse(huge.body)).toMatchObject({ ok: false, code: 'too-large' });
  });
});
