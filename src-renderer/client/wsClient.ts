// PericlesApi over the web host's WebSocket (src-main/web): used when the renderer runs in a
// plain browser (`npm run web`, the e2e tests). Same interface the Electron preload provides.
// Its request methods come from the protocol's one command table (src-shared/protocol/commands.ts).
import { resultOf, type ExportRequest, type ImportedSave, type PericlesApi, type PickedFile, type Result } from '../../src-shared/protocol/api.js';
import type { Reason } from '../../src-shared/games/contract.js';
import { requestMethods, type Request } from '../../src-shared/protocol/commands.js';
import type { HostMessage, MenuCommand, NoticeMessage, ViewMessage } from '../../src-shared/protocol/messages.js';

export type ConnectionState = 'connecting' | 'open' | 'closed';

type Pending = (r: Result<unknown>) => void;

/** Waits before each new try when the connection drops (then the page says it is lost). */
export const RECONNECT_DELAYS_MS = [250, 1000, 2000, 4000, 8000] as const;

export type SocketFactory = (url: string) => WebSocket;

export class WebSocketApi implements PericlesApi {
  private socket!: WebSocket;
  private nextId = 1;
  private readonly waiting = new Map<number, Pending>();
  private readonly outbox: string[] = [];
  private readonly viewListeners = new Set<(m: ViewMessage) => void>();
  private readonly noticeListeners = new Set<(m: NoticeMessage) => void>();
  private readonly stateListeners = new Set<(s: ConnectionState) => void>();
  private lastView: ViewMessage | null = null;
  private tries = 0;
  private closing = false;
  state: ConnectionState = 'connecting';

  constructor(readonly url: string, private readonly makeSocket: SocketFactory = (u) => new WebSocket(u)) {
    this.connect();
  }

  /**
   * Opens the socket. A connection that drops (the host cut off a page that fell behind, a
   * sleeping laptop) is opened again a few times: the game lives in the host, and the new
   * connection's first view brings the page back to it (the game screen asks for its seat again).
   */
  private connect(): void {
    const socket = this.makeSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.tries = 0;
      this.setState('open');
      for (const text of this.outbox.splice(0)) socket.send(text);
    });
    socket.addEventListener('message', (ev) => this.receive(ev.data));
    socket.addEventListener('close', () => {
      // Requests on their way get no answer: they may or may not have been done, and the next
      // view says which.
      for (const [, resolve] of this.waiting) resolve({ ok: false, code: 'disconnected', message: 'The connection to the game host closed.' });
      this.waiting.clear();
      const delay = this.closing ? undefined : RECONNECT_DELAYS_MS[this.tries];
      if (delay === undefined) { this.setState('closed'); return; }
      this.tries++;
      this.setState('connecting');
      setTimeout(() => { if (!this.closing) this.connect(); }, delay);
    });
  }

  private setState(s: ConnectionState): void {
    this.state = s;
    for (const l of this.stateListeners) l(s);
  }

  onConnection(listener: (s: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    listener(this.state);
    return () => this.stateListeners.delete(listener);
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let msg: HostMessage;
    try {
      msg = JSON.parse(data) as HostMessage;
    } catch {
      return;
    }
    switch (msg.type) {
      case 'view':
        this.lastView = msg;
        for (const l of this.viewListeners) l(msg);
        break;
      case 'notice':
        for (const l of this.noticeListeners) l(msg);
        break;
      case 'ok':
      case 'error': {
        if (typeof msg.re !== 'number') break;
        const resolve = this.waiting.get(msg.re);
        if (!resolve) break;
        this.waiting.delete(msg.re);
        resolve(resultOf(msg));
        break;
      }
    }
  }

  private request<T>(message: Request): Promise<Result<T>> {
    if (this.state === 'closed') {
      return Promise.resolve({ ok: false, code: 'disconnected', message: 'The connection to the game host closed.' });
    }
    const id = this.nextId++;
    const text = JSON.stringify({ ...message, id });
    return new Promise<Result<T>>((resolve) => {
      this.waiting.set(id, resolve as Pending);
      if (this.state === 'open') this.socket.send(text);
      else this.outbox.push(text);
    });
  }

  // The request methods: one protocol message each (src-shared/protocol/commands.ts).
  private readonly requests = requestMethods((message) => this.request(message));
  readonly newGame = this.requests.newGame;
  readonly act = this.requests.act;
  readonly viewAs = this.requests.viewAs;
  readonly undo = this.requests.undo;
  readonly setSeat = this.requests.setSeat;
  readonly sync = this.requests.sync;
  readonly listScenarios = this.requests.listScenarios;
  readonly listGames = this.requests.listGames;
  readonly save = this.requests.save;
  readonly setThumbnail = this.requests.setThumbnail;
  readonly replayInfo = this.requests.replayInfo;
  readonly replayView = this.requests.replayView;
  readonly replayTakeOver = this.requests.replayTakeOver;
  readonly listRecords = this.requests.listRecords;
  readonly logPage = this.requests.logPage;
  readonly load = this.requests.load;
  readonly continueLatest = this.requests.continueLatest;
  readonly listSaves = this.requests.listSaves;
  readonly deleteSave = this.requests.deleteSave;
  readonly renameSave = this.requests.renameSave;
  readonly duplicateSave = this.requests.duplicateSave;
  readonly query = this.requests.query;

  /**
   * Export… in the browser (#31): the host's file for a save or the game being played, fetched
   * from the web host (its token) and handed to the browser as a download of those very bytes.
   */
  async exportSave(source: ExportRequest): Promise<Result<{ file: string }>> {
    const query = new URLSearchParams({ token: this.token(), ...source });
    try {
      const r = await fetch(`/export?${query.toString()}`, { cache: 'no-store' });
      if (!r.ok) return refusalOf(await r.json().catch(() => null));
      const file = downloadName(r.headers.get('Content-Disposition')) ?? 'Pericles game.pericles';
      const href = URL.createObjectURL(await r.blob());
      const a = document.createElement('a');
      a.href = href;
      a.download = file;
      a.hidden = true;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(href), 60_000); // the download has its bytes by then
      return { ok: true, value: { file } };
    } catch (e) {
      return { ok: false, code: 'disconnected', message: e instanceof Error ? e.message : String(e) };
    }
  }

  /** Import… in the browser (#31): the chosen file's bytes to the web host, which checks and keeps it. */
  async importSaveFile(file: PickedFile): Promise<Result<ImportedSave>> {
    const query = new URLSearchParams({ token: this.token(), name: file.name });
    try {
      const r = await fetch(`/import?${query.toString()}`, { method: 'POST', body: await file.arrayBuffer(), headers: { 'Content-Type': 'application/octet-stream' } });
      const answer = await r.json().catch(() => null) as { ok?: unknown; value?: ImportedSave } | null;
      return answer?.ok === true && answer.value ? { ok: true, value: answer.value } : refusalOf(answer);
    } catch (e) {
      return { ok: false, code: 'disconnected', message: e instanceof Error ? e.message : String(e) };
    }
  }

  private token(): string {
    return new URL(this.url).searchParams.get('token') ?? '';
  }

  onView(listener: (message: ViewMessage) => void): () => void {
    this.viewListeners.add(listener);
    // A late subscriber still gets the current view.
    if (this.lastView) listener(this.lastView);
    return () => this.viewListeners.delete(listener);
  }
  onNotice(listener: (message: NoticeMessage) => void): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }
  onMenu(_listener: (command: MenuCommand) => void): () => void {
    // The browser has no native File menu.
    return () => undefined;
  }

  close(): void {
    this.closing = true;
    this.socket.close();
  }
}

/** ws://<host>/ws?token=<token> for the page's own origin and `?token=`. */
export function webSocketUrl(loc: Pick<Location, 'protocol' | 'host' | 'search'>): string {
  const token = new URLSearchParams(loc.search).get('token') ?? '';
  const scheme = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${loc.host}/ws?token=${encodeURIComponent(token)}`;
}

/** A refusal the web host answered over HTTP (its code, English, and a damaged file's reason). */
function refusalOf(body: unknown): { ok: false; code: string; message: string; reason?: Reason } {
  const b = body as { code?: unknown; message?: unknown; reason?: Reason } | null;
  return {
    ok: false, code: typeof b?.code === 'string' ? b.code : 'internal', message: typeof b?.message === 'string' ? b.message : 'The game host did not answer.',
    ...(b?.reason ? { reason: b.reason } : {}),
  };
}

/** The file name a `Content-Disposition` gives (its UTF-8 `filename*`, else `filename`). */
export function downloadName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}
