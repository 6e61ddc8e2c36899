// The page's connection to the web host comes back by itself when it drops (a host that cut off a
// page that fell behind, a laptop that slept): a few tries, then "lost". Nothing is sent twice: a
// request on its way when the connection dropped is answered 'disconnected'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECONNECT_DELAYS_MS, WebSocketApi, type ConnectionState } from '../../../src-renderer/client/wsClient.js';

/** A stand-in socket the test opens and closes by hand. */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.made.push(this);
  }
  send(text: string): void { this.sent.push(text); }
  close(): void { this.dispatchEvent(new Event('close')); }
  open(): void { this.dispatchEvent(new Event('open')); }
  drop(): void { this.dispatchEvent(new Event('close')); }
  deliver(m: unknown): void { this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(m) })); }
}

const make = (url: string) => new FakeSocket(url) as unknown as WebSocket;

describe('web client reconnection', () => {
  beforeEach(() => { vi.useFakeTimers(); FakeSocket.made = []; });
  afterEach(() => vi.useRealTimers());

  it('a dropped connection is opened again; the new one is used for requests', async () => {
    const api = new WebSocketApi('ws://x/ws?token=t', make);
    const states: ConnectionState[] = [];
    api.onConnection((s) => states.push(s));
    FakeSocket.made[0]!.open();
    const inFlight = api.sync();
    FakeSocket.made[0]!.drop();
    await expect(inFlight).resolves.toMatchObject({ ok: false, code: 'disconnected' });
    expect(api.state).toBe('connecting');
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.open();
    expect(api.state).toBe('open');
    void api.sync();
    expect(FakeSocket.made[1]!.sent).toHaveLength(1);
    // The request that was on its way is not sent again on the new connection.
    expect(FakeSocket.made[0]!.sent).toHaveLength(1);
    expect(states).toEqual(['connecting', 'open', 'connecting', 'open']);
  });

  it('after every try fails the page says the connection is lost', () => {
    const api = new WebSocketApi('ws://x/ws?token=t', make);
    FakeSocket.made[0]!.drop();
    for (const delay of RECONNECT_DELAYS_MS) {
      expect(api.state).toBe('connecting');
      vi.advanceTimersByTime(delay);
      FakeSocket.made.at(-1)!.drop();
    }
    expect(FakeSocket.made).toHaveLength(RECONNECT_DELAYS_MS.length + 1);
    expect(api.state).toBe('closed');
  });

  it('a connection that came back starts its count of tries afresh', () => {
    const api = new WebSocketApi('ws://x/ws?token=t', make);
    for (let round = 0; round < 3; round++) {
      FakeSocket.made.at(-1)!.open();
      FakeSocket.made.at(-1)!.drop();
      vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    }
    expect(api.state).toBe('connecting');
    expect(FakeSocket.made).toHaveLength(4);
  });

  it('closed by the page itself: no new try', () => {
    const api = new WebSocketApi('ws://x/ws?token=t', make);
    FakeSocket.made[0]!.open();
    api.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(api.state).toBe('closed');
  });
});
