// The GameHost over a loopback WebSocket, so the renderer also runs in a plain browser
// (ARCHITECTURE.md "Host and transports"). Bound to 127.0.0.1 only. A random per-launch token
// must be in the page URL and the WebSocket URL; the Host header (against DNS rebinding) and the
// WebSocket's Origin must name this server exactly. Static files come from the built renderer.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import * as path from 'node:path';
import { GameHost, HostError, describeError, type GameHostOptions } from '../host/host.js';
import type { ExportedSave } from '../host/persistence.js';
import { attachmentHeader, exportFileName } from '../host/saveFiles.js';
import { MAX_SAVE_BYTES } from '../saves/store.js';
import { BEHIND_QUEUED_BYTES, MAX_HOST_MESSAGE_BYTES, MAX_MESSAGE_BYTES, MAX_QUEUED_BYTES, MAX_QUEUED_MESSAGES, type HostMessage } from '../../src-shared/protocol/messages.js';
import { contentSecurityPolicy, contentTypeOf, resolveStaticFile } from '../host/static.js';

export interface WebHostOptions {
  /** Folder of the built renderer (index.html and assets). */
  staticRoot: string;
  /** 0 or absent: a free port. */
  port?: number;
  /** Use this host (e.g. already holding a game); otherwise one is made from `hostOptions`. */
  host?: GameHost;
  hostOptions?: GameHostOptions;
  /** Bytes a client may leave unread before it is cut off (default MAX_QUEUED_BYTES). */
  maxQueuedBytes?: number;
  /** Bytes unread past which views for a page wait for it to catch up (default BEHIND_QUEUED_BYTES). */
  behindQueuedBytes?: number;
  /** Fixed token (tests); default 32 random bytes. */
  token?: string;
  /** What the page opens on (GET /launch); default the start screen, player scenarios only. */
  launch?: LaunchInfo;
}

/**
 * GET /launch?token=… answers this, read by the page as it boots (src-renderer/client/launch.ts):
 * `screen: 'game'` when the command line started a game (`--scenario`), so the page opens on it;
 * `devSetups` when the development setup is offered too (PERICLES_DEV=1: the tests).
 */
export interface LaunchInfo {
  screen: 'start' | 'game';
  devSetups: boolean;
  /** `--lang`: the page starts in this language (#18); none: the player's pick or the system's. */
  lang?: 'en' | 'es' | 'el';
}

export interface WebHost {
  /** The page to open, token included: http://127.0.0.1:PORT/?token=… */
  url: string;
  /** ws://127.0.0.1:PORT/ws?token=… */
  wsUrl: string;
  origin: string;
  port: number;
  token: string;
  host: GameHost;
  server: http.Server;
  /** Closes sockets and the server; disposes the host if this server created it. */
  close(): Promise<void>;
}

/** Frames above our own limit are still read (up to this) so the client gets a 'too-large' answer. */
const WS_MAX_FRAME = 16 * MAX_MESSAGE_BYTES;
/** How often a page that is behind is looked at, to send it the newest view once it has caught up. */
const CATCH_UP_POLL_MS = 25;

/**
 * The text of `m`, or, should it be larger than any message the host sends (MAX_HOST_MESSAGE_BYTES,
 * #31 item 4: views page their log, so only a bug gets here), a short refusal in its place: the
 * page is told, never cut off by a message it cannot take.
 */
export function fitting(text: string, m: HostMessage): string {
  if (text.length <= MAX_HOST_MESSAGE_BYTES / 3 || Buffer.byteLength(text) <= MAX_HOST_MESSAGE_BYTES) return text;
  console.error(`Pericles: a ${m.type} message of ${Buffer.byteLength(text)} bytes was not sent (the most is ${MAX_HOST_MESSAGE_BYTES}).`);
  const instead: HostMessage = m.type === 'ok' || m.type === 'error'
    ? { type: 'error', re: m.re, code: 'too-large', message: 'The answer was too large to send.' }
    : { type: 'notice', level: 'warning', code: 'view-failed', message: 'The game could not be shown. Load a save or start a new game; your saves are unchanged.' };
  return JSON.stringify(instead);
}

/** The request's body, or null once it is longer than `max` bytes (the rest is not read). */
function readBody(req: http.IncomingMessage, max: number): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    req.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > max) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(length > max ? null : new Uint8Array(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** The uploaded file's own name (`name=`), its last part only, for a save without a name inside. */
function fileNameOf(url: URL): string {
  return path.basename((url.searchParams.get('name') ?? '').replace(/\\/g, '/')).slice(0, 200) || 'Imported game.pericles';
}

export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const token = opts.token ?? randomBytes(32).toString('base64url');
  const ownsHost = !opts.host;
  const maxQueuedBytes = opts.maxQueuedBytes ?? MAX_QUEUED_BYTES;
  const behindQueuedBytes = opts.behindQueuedBytes ?? BEHIND_QUEUED_BYTES;
  const host = opts.host ?? new GameHost(opts.hostOptions);
  const server = http.createServer();
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_FRAME });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const hostHeader = `127.0.0.1:${port}`;
  const csp = contentSecurityPolicy([`ws://127.0.0.1:${port}`]);

  const tokenOk = (given: string | null): boolean => {
    if (given === null) return false;
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  server.on('request', (req, res) => {
    void serveHttp(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  async function serveHttp(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const headers: http.OutgoingHttpHeaders = {
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      // The token is in the URL: never let it leave in a Referer.
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    };
    const fail = (status: number, text: string) => {
      res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : text);
    };
    if (req.headers.host !== hostHeader) return fail(403, 'Forbidden: wrong Host.');
    let url: URL;
    try {
      url = new URL(req.url ?? '/', origin);
    } catch {
      return fail(400, 'Bad request.');
    }
    // Import… (#31): the page's own upload only (its token, its Origin), a save file's size at most.
    if (url.pathname === '/import' && req.method === 'POST') {
      if (!tokenOk(url.searchParams.get('token')) || req.headers.origin !== origin) return fail(403, 'Forbidden.');
      const body = await readBody(req, MAX_SAVE_BYTES);
      const answer = body === null
        ? { ok: false, code: 'too-large', message: `This file is too large to be a Pericles save (over ${MAX_SAVE_BYTES} bytes).` }
        : await host.importFile({ bytes: body, fileName: fileNameOf(url) }).then((value) => ({ ok: true, value }), (e: unknown) => ({ ok: false, ...describeError(e) }));
      res.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(answer));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      headers.Allow = 'GET, HEAD';
      return fail(405, 'Method not allowed.');
    }
    // Export… (#31): a save (`save=NAME`) or the game being played (`title=…`) as a download,
    // the same bytes the desktop app writes. A refusal is JSON the page words.
    if (url.pathname === '/export') {
      if (!tokenOk(url.searchParams.get('token'))) return fail(403, 'Forbidden.');
      const save = url.searchParams.get('save');
      const title = url.searchParams.get('title');
      let exported: ExportedSave;
      try {
        if (!save === !title || (save ?? title ?? '').length > 200) throw new HostError('bad-message', 'Export needs a save or a title.');
        exported = await host.exportFile(save ? { save } : { title: title! });
      } catch (e) {
        res.writeHead(409, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ ok: false, ...describeError(e) }));
        return;
      }
      res.writeHead(200, {
        ...headers, 'Content-Type': 'application/octet-stream', 'Cache-Control': 'no-store',
        'Content-Disposition': attachmentHeader(exportFileName(exported.name)),
      });
      res.end(req.method === 'HEAD' ? undefined : exported.text);
      return;
    }
    const isPage = url.pathname === '/' || url.pathname === '/index.html';
    if (isPage && !tokenOk(url.searchParams.get('token'))) {
      return fail(403, 'Forbidden: open the address printed by `npm run web` (it carries the access token).');
    }
    if (url.pathname === '/launch') {
      if (!tokenOk(url.searchParams.get('token'))) return fail(403, 'Forbidden.');
      const launch: LaunchInfo = opts.launch ?? { screen: 'start', devSetups: false };
      res.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(launch));
      return;
    }
    const file = await resolveStaticFile(opts.staticRoot, url.pathname);
    if (!file) return fail(404, 'Not found.');
    res.writeHead(200, {
      ...headers,
      'Content-Type': contentTypeOf(file),
      // The page carries the token in its URL: never cache it; hashed assets may be cached.
      'Cache-Control': isPage ? 'no-store' : 'no-cache',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }

  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    let url: URL | null;
    try {
      url = new URL(req.url ?? '/', origin);
    } catch {
      url = null;
    }
    const allowed = url !== null && url.pathname === '/ws' && tokenOk(url.searchParams.get('token'))
      && req.headers.origin === origin && req.headers.host === hostHeader;
    if (!allowed) {
      socket.on('error', () => undefined);
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  wss.on('connection', (ws: WebSocket) => {
    const send = (m: HostMessage) => {
      if (ws.readyState !== ws.OPEN) return;
      // A client that does not read what it is sent would make the host hold it all: past the
      // limit it is cut off (it can reload), and the host and the other clients go on.
      if (ws.bufferedAmount > maxQueuedBytes) {
        console.error(`Pericles: a page left ${ws.bufferedAmount} bytes unread and was cut off (it can reload).`);
        ws.terminate();
        return;
      }
      ws.send(fitting(JSON.stringify(m), m));
    };
    // A page still reading what it was sent gets the newest view when it has read it (session.ts).
    let catchUp: ReturnType<typeof setInterval> | null = null;
    const outgoing = {
      behind: () => ws.bufferedAmount > behindQueuedBytes,
      whenCaughtUp(then: () => void): void {
        if (catchUp) clearInterval(catchUp);
        catchUp = setInterval(() => {
          if (ws.readyState !== ws.OPEN) { clearInterval(catchUp!); catchUp = null; return; }
          if (ws.bufferedAmount > behindQueuedBytes) return;
          clearInterval(catchUp!);
          catchUp = null;
          then();
        }, CATCH_UP_POLL_MS);
      },
    };
    const session = host.connect(send, outgoing);
    // One message at a time per client, in order, a bounded number waiting: a flood from one
    // client neither grows the host without end nor holds up the others.
    const inbox: string[] = [];
    let handling = false;
    const handleInbox = async () => {
      handling = true;
      try {
        for (let text = inbox.shift(); text !== undefined; text = inbox.shift()) {
          await session.handleText(text);
          await new Promise<void>((resolve) => setImmediate(resolve)); // let other clients in
        }
      } finally {
        handling = false;
      }
    };
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        send({ type: 'error', re: null, code: 'bad-message', message: 'Binary frames are not accepted; send JSON text.' });
        return;
      }
      if (inbox.length >= MAX_QUEUED_MESSAGES) {
        send({ type: 'error', re: null, code: 'busy', message: `Too many messages at once (more than ${MAX_QUEUED_MESSAGES} waiting); this one was dropped.` });
        return;
      }
      const buf = Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? Buffer.from(data) : data;
      inbox.push(buf.toString('utf8'));
      if (!handling) void handleInbox();
    });
    ws.on('close', (code) => {
      if (catchUp) clearInterval(catchUp);
      // A page that closes on its own says 1001 (going away); anything else is worth a line.
      if (code !== 1000 && code !== 1001 && code !== 1005) console.error(`Pericles: a page's connection closed (code ${code}).`);
      session.close();
    });
    ws.on('error', (e) => {
      console.error(`Pericles: a page's connection failed: ${e.message}`);
      session.close();
    });
  });

  const close = async (): Promise<void> => {
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    if (ownsHost) await host.dispose();
  };

  return {
    url: `${origin}/?token=${encodeURIComponent(token)}`,
    wsUrl: `ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(token)}`,
    origin, port, token, host, server, close,
  };
}
