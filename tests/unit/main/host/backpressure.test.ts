// Issue #13 item 10: one client flooding the host, or not reading what it is sent, must not grow
// the host without end nor hold up the other clients.
import type { GameState } from '../../../../src-shared/engine.js';
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import WebSocket from 'ws';
import { FACTIONS, type Faction } from '../../../../src-shared/games/pericles/model/ids.js';
import type { SeatKind } from '../../../../src-shared/games/pericles/model/state.js';
import { GameHost } from '../../../../src-main/host/host.js';
import { LOG_PAGE_MAX, MAX_QUEUED_MESSAGES } from '../../../../src-shared/protocol/messages.js';
import type { HostMessage, ViewMessage } from '../../../../src-shared/games/pericles/wire.js';
import { startWebHost, type WebHost } from '../../../../src-main/web/server.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

/** A web host holding a whole development game played by random bots: a long log to resend. */
async function hostWithLongLog(opts: { wholeLogResendMinMs?: number; maxQueuedBytes?: number } = {}): Promise<WebHost> {
  const root = await mkdtemp(path.join(tmpdir(), 'pericles-bp-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Pericles</title>');
  const host = new GameHost<GameState>({ log: () => undefined, ...(opts.wholeLogResendMinMs === undefined ? {} : { wholeLogResendMinMs: opts.wholeLogResendMinMs }) });
  const seats = Object.fromEntries(FACTIONS.map((f) => [f, 'bot:random'])) as Record<Faction, SeatKind>;
  host.newGame({ scenario: 'development', seed: 'backpressure', seats });
  await host.whenIdle();
  const web = await startWebHost({ staticRoot: root, host, ...(opts.maxQueuedBytes === undefined ? {} : { maxQueuedBytes: opts.maxQueuedBytes }) });
  closers.push(async () => { await web.close(); await host.dispose(); await rm(root, { recursive: true, force: true }); });
  return web;
}

interface Client { ws: WebSocket; messages: HostMessage[]; bytes: number; closed: Promise<void> }

async function connect(web: WebHost): Promise<Client> {
  const ws = new WebSocket(web.wsUrl, { origin: web.origin });
  const client: Client = { ws, messages: [], bytes: 0, closed: new Promise((resolve) => ws.on('close', () => resolve())) };
  ws.on('message', (data) => {
    client.bytes += String(data).length;
    client.messages.push(JSON.parse(String(data)) as HostMessage);
  });
  await new Promise<void>((resolve, reject) => { ws.on('open', () => resolve()); ws.on('error', reject); });
  closers.push(async () => { ws.terminate(); });
  return client;
}

const isWholeView = (m: HostMessage) => m.type === 'view' && (m as ViewMessage).view !== null && (m as ViewMessage).logFrom === undefined;

describe('#13 item 10: backpressure on the socket', () => {
  it('10,000 syncs from one client: bounded memory, few whole-log resends, the other client answered at once', async () => {
    const web = await hostWithLongLog();
    const flooder = await connect(web);
    const other = await connect(web);
    await new Promise((r) => setTimeout(r, 100));
    const wholeViewBytes = flooder.bytes;
    expect(wholeViewBytes).toBeGreaterThan(50_000); // the log really is long
    const rssBefore = process.memoryUsage().rss;

    const started = performance.now();
    for (let i = 0; i < 10_000; i++) flooder.ws.send(JSON.stringify({ type: 'sync', id: i }));
    // While the flood is being handled, the other client's question is answered.
    other.ws.send(JSON.stringify({ type: 'listScenarios', id: 'other' }));
    const answered = await new Promise<number>((resolve) => {
      const poll = setInterval(() => {
        if (other.messages.some((m) => m.type === 'ok' && m.re === 'other')) { clearInterval(poll); resolve(performance.now() - started); }
      }, 5);
    });
    await new Promise((r) => setTimeout(r, 1500));
    const rssGrowthMiB = (process.memoryUsage().rss - rssBefore) / 2 ** 20;

    const busy = flooder.messages.filter((m) => m.type === 'error' && m.code === 'busy').length;
    const whole = flooder.messages.filter(isWholeView).length;
    // Most of the flood was refused unread; the rest got one whole-log resend a second at most.
    expect(busy).toBeGreaterThan(10_000 - 20 * MAX_QUEUED_MESSAGES);
    expect(whole).toBeLessThanOrEqual(1 + Math.ceil((performance.now() - started) / 1000) + 1);
    expect(answered).toBeLessThan(5_000); // was 19 s before the fix
    expect(rssGrowthMiB).toBeLessThan(400); // was 2.2 GiB before the fix
  });

  it('a client that stops reading is cut off; the host and the other clients go on', async () => {
    const web = await hostWithLongLog({ wholeLogResendMinMs: 0, maxQueuedBytes: 1_000_000 });
    const stalled = await connect(web);
    const other = await connect(web);
    await new Promise((r) => setTimeout(r, 100));
    // Stop reading from the socket: what the host sends piles up on its side. Views wait for a client
    // that is behind (the next test); answers do not, so pages of the log asked for pile up.
    (stalled.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();
    // In rounds the inbox takes (MAX_QUEUED_MESSAGES), until the host gives up on it.
    let cut = false;
    void stalled.closed.then(() => { cut = true; });
    for (let round = 0; round < 20 && !cut; round++) {
      for (let i = 0; i < 50; i++) stalled.ws.send(JSON.stringify({ type: 'logPage', from: 0, count: LOG_PAGE_MAX, id: round * 50 + i }));
      await new Promise((r) => setTimeout(r, 300));
    }
    (stalled.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    await stalled.closed; // the host closed it
    other.ws.send(JSON.stringify({ type: 'listScenarios', id: 'after' }));
    await expect.poll(() => other.messages.some((m) => m.type === 'ok' && m.re === 'after')).toBe(true);
  });

  it('#31 item 7: a page that reads slowly while bots play gets the newest view when it catches up, not every one it missed, and is not cut off', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'pericles-bp-'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Pericles</title>');
    const host = new GameHost({ log: () => undefined });
    // Small limits, so a few views make the page "behind" and a pile of them would cut it off.
    const web = await startWebHost({ staticRoot: root, host, behindQueuedBytes: 64 * 1024, maxQueuedBytes: 300_000 });
    closers.push(async () => { await web.close(); await host.dispose(); await rm(root, { recursive: true, force: true }); });
    const slow = await connect(web);
    await new Promise((r) => setTimeout(r, 100));
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    // Four random bots play a whole development game: hundreds of views published while the page reads nothing.
    const seats = Object.fromEntries(FACTIONS.map((f) => [f, 'bot:random'])) as Record<Faction, SeatKind>;
    host.newGame({ scenario: 'development', seed: 'behind', seats });
    await host.whenIdle();
    const published = host.decisionList.length;
    expect(published).toBeGreaterThan(300);
    await new Promise((r) => setTimeout(r, 200));
    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    // It catches up: its last view is the game as it is now, and it was never cut off.
    await expect.poll(() => {
      const views = slow.messages.filter((m): m is ViewMessage => m.type === 'view');
      return views.at(-1)?.decisions;
    }, { timeout: 20_000 }).toBe(published);
    expect(slow.ws.readyState).toBe(WebSocket.OPEN);
    const views = slow.messages.filter((m): m is ViewMessage => m.type === 'view' && m.view !== null);
    // The log it holds is whole: each view appends to what it holds, or starts afresh from a tail.
    let held = 0;
    for (const v of views) {
      if (v.logFrom !== undefined) expect(v.logFrom).toBe(held);
      held = (v.logFrom ?? v.logStart ?? 0) + (v.view?.log.length ?? 0);
    }
    expect(held).toBe(views.at(-1)!.logLength);
  });

  it('#31 item 7: while a client is behind, each new view replaces the one waiting; it gets one view, the newest, when it catches up', async () => {
    const host = new GameHost({ log: () => undefined });
    closers.push(() => host.dispose());
    const got: HostMessage[] = [];
    let behind = false;
    let caughtUp: (() => void) | null = null;
    let asked = 0;
    host.connect((m) => got.push(m as HostMessage), {
      behind: () => behind,
      whenCaughtUp: (then) => { asked++; caughtUp = then; },
    });
    got.length = 0; // the view sent as it connected
    const seats = Object.fromEntries(FACTIONS.map((f) => [f, 'bot:random'])) as Record<Faction, SeatKind>;
    behind = true;
    host.newGame({ scenario: 'development', seed: 'behind-fake', seats });
    await host.whenIdle();
    expect(host.decisionList.length).toBeGreaterThan(300);
    // Nothing sent while behind, and one wait asked for, however many views were published.
    expect(got.filter((m) => m.type === 'view')).toHaveLength(0);
    expect(asked).toBe(1);
    behind = false;
    caughtUp!();
    const views = got.filter((m): m is ViewMessage => m.type === 'view');
    expect(views).toHaveLength(1);
    expect(views[0]!.decisions).toBe(host.decisionList.length);
    // Not behind: views go out as they come again.
    host.cancelBots();
    expect(asked).toBe(1);
  });
});
