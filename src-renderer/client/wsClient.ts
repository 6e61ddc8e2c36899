// PericlesApi over the web host's WebSocket (src-main/web): used when the renderer runs in a
// plain browser (`npm run web`, the e2e tests). Same interface the Electron preload provides.
// Wire mapping: see the header of src-main/host/api.ts. Only types are imported from the host,
// so no Node code reaches the bundle.
import type { Action } from '../../src-shared/engine.js';
import type { Faction } from '../../src-shared/model/ids.js';
import type {
  ActResult, GameStarted, LoadedGame, NewGameRequest, PericlesApi, ReplayFrame, ReplayInfo, ReplaySource, Result, SaveInfo, ScenarioInfo,
} from '../../src-main/host/api.js';
import type { HostMessage, MenuCommand, NoticeMessage, ViewMessage, ViewSeat } from '../../src-main/host/protocol.js';

export type ConnectionState = 'connecting' | 'open' | 'closed';

type Pending = (r: Result<unknown>) => void;

export class WebSocketApi implements PericlesApi {
  private socket: WebSocket;
  private nextId = 1;
  private readonly waiting = new Map<number, Pending>();
  private readonly outbox: string[] = [];
  private readonly viewListeners = new Set<(m: ViewMessage) => void>();
  private readonly noticeListeners = new Set<(m: NoticeMessage) => void>();
  private readonly stateListeners = new Set<(s: ConnectionState) => void>();
  private lastView: ViewMessage | null = null;
  state: ConnectionState = 'connecting';

  constructor(readonly url: string) {
    this.socket = new WebSocket(url);
    this.socket.addEventListener('open', () => {
      this.setState('open');
      for (const text of this.outbox.splice(0)) this.socket.send(text);
    });
    this.socket.addEventListener('message', (ev) => this.receive(ev.data));
    this.socket.addEventListener('close', () => {
      this.setState('closed');
      for (const [, resolve] of this.waiting) resolve({ ok: false, code: 'disconnected', message: 'The connection to the game host closed.' });
      this.waiting.clear();
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
        resolve(msg.type === 'ok' ? { ok: true, value: msg.value } : { ok: false, code: msg.code, message: msg.message });
        break;
      }
    }
  }

  private request<T>(message: Record<string, unknown> & { type: string }): Promise<Result<T>> {
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

  newGame(request: NewGameRequest): Promise<Result<GameStarted>> {
    const msg: Record<string, unknown> & { type: string } = { type: 'newGame', scenario: request.scenario };
    if (request.seed !== undefined) msg.seed = request.seed;
    if (request.seats !== undefined) msg.seats = request.seats;
    if (request.handicap !== undefined) msg.handicap = request.handicap;
    return this.request(msg);
  }
  act(seat: Faction, action: Action): Promise<Result<ActResult>> {
    return this.request({ type: 'act', seat, action });
  }
  viewAs(seat: ViewSeat): Promise<Result<{ seat: ViewSeat }>> {
    return this.request({ type: 'viewAs', seat });
  }
  undo(seat: Faction): Promise<Result<ActResult>> {
    return this.request({ type: 'undo', seat });
  }
  sync(): Promise<Result<null>> {
    return this.request({ type: 'sync' });
  }
  listScenarios(): Promise<Result<ScenarioInfo[]>> {
    return this.request({ type: 'listScenarios' });
  }
  save(name: string, thumbnail?: string): Promise<Result<{ name: string }>> {
    return this.request(thumbnail ? { type: 'save', name, thumbnail } : { type: 'save', name });
  }
  setThumbnail(data: string): Promise<Result<null>> {
    return this.request({ type: 'thumbnail', data });
  }
  replayInfo(source?: ReplaySource): Promise<Result<ReplayInfo>> {
    return this.request(source ? { type: 'replayInfo', source } : { type: 'replayInfo' });
  }
  replayView(at: number, source?: ReplaySource, asSpectator?: boolean): Promise<Result<ReplayFrame>> {
    return this.request({ type: 'replayView', at, ...(source ? { source } : {}), ...(asSpectator ? { asSpectator } : {}) });
  }
  load(name: string): Promise<Result<LoadedGame>> {
    return this.request({ type: 'load', name });
  }
  continueLatest(): Promise<Result<LoadedGame | null>> {
    return this.request({ type: 'continue' });
  }
  listSaves(): Promise<Result<SaveInfo[]>> {
    return this.request({ type: 'listSaves' });
  }
  deleteSave(name: string): Promise<Result<{ name: string }>> {
    return this.request({ type: 'deleteSave', name });
  }
  renameSave(name: string, newName: string): Promise<Result<{ name: string }>> {
    return this.request({ type: 'renameSave', name, newName });
  }
  duplicateSave(name: string, newName: string): Promise<Result<{ name: string }>> {
    return this.request({ type: 'duplicateSave', name, newName });
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
    this.socket.close();
  }
}

/** ws://<host>/ws?token=<token> for the page's own origin and `?token=`. */
export function webSocketUrl(loc: Pick<Location, 'protocol' | 'host' | 'search'>): string {
  const token = new URLSearchParams(loc.search).get('token') ?? '';
  const scheme = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${loc.host}/ws?token=${encodeURIComponent(token)}`;
}
