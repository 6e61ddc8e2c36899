// A client's session with the host: one connected window or socket, bound to the seat whose view it
// receives, and how a refusal reaches it (HostError, describeError). Every message from a client is
// untrusted and goes through protocol/messages.ts before the host (SessionHost) dispatches it.
import { EngineError } from '../../src-shared/kit/errors.js';
import type { Reason } from '../../src-shared/kit/types.js';
import {
  parseClientText, parseClientValue,
  type ClientMessage, type ErrorCode, type ErrorMessage, type HostMessage, type OkMessage, type ParseOutcome, type ViewSeat,
} from '../../src-shared/protocol/messages.js';

export type Send = (message: HostMessage) => void;

/** What a transport knows of what it has not delivered yet (the web socket's queue; Electron's IPC has none). */
export interface Outgoing {
  /** The client has so much still to read that another view would only pile up. */
  behind(): boolean;
  /** Calls `then` once, when the client has read enough (never, if it closes first). */
  whenCaughtUp(then: () => void): void;
}

/** What a session asks of the host: to run its messages, and to forget it when it closes. */
export interface SessionHost {
  dispatch(session: HostSession, m: ClientMessage): Promise<unknown>;
  disconnect(session: HostSession): void;
}

/** A refusal with a code for the client; the host's state is unchanged when it is thrown. */
export class HostError extends Error {
  readonly code: ErrorCode | string;
  /** What in particular is wrong, for the player's words (a damaged save: engine.damaged.*). */
  readonly reason: Reason | undefined;
  constructor(code: ErrorCode | string, message: string, reason?: Reason) {
    super(message);
    this.name = 'HostError';
    this.code = code;
    this.reason = reason;
  }
}

/** One connected client (a window or a socket), bound to the seat whose view it receives. */
export class HostSession {
  private boundSeat: ViewSeat = 'spectator';
  private closed = false;
  /** The log this client holds: whose, of which game lineage (the table's logEpoch), how many entries. */
  private logSent: { seat: ViewSeat; epoch: number; length: number } | null = null;
  /** When the whole log was last resent on request ('sync'), and the merged resend waiting, if any. */
  private lastWholeLogAt = -Infinity;
  private wholeLogTimer: ReturnType<typeof setTimeout> | null = null;

  /** The newest view owed to a client that is behind, sent when it catches up. */
  private owedView: (() => void) | null = null;

  constructor(private readonly host: SessionHost, private readonly sendFn: Send, private readonly outgoing?: Outgoing) {}

  get seat(): ViewSeat {
    return this.boundSeat;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** @internal the host rebinds sessions when seats change. */
  bind(seat: ViewSeat): void {
    this.boundSeat = seat;
  }

  /** @internal the first log entry this client lacks, for a log of `epoch` (0: it holds none). */
  logHeld(epoch: number): number {
    const sent = this.logSent;
    return sent && sent.seat === this.boundSeat && sent.epoch === epoch ? sent.length : 0;
  }

  /**
   * @internal Runs `resend` now, or once at the end of the current `minGapMs` window when a resend
   * already ran in it: a client asking again and again gets one resend a window, not one an ask.
   */
  throttleWholeLog(minGapMs: number, resend: () => void): void {
    if (this.wholeLogTimer) return; // merged into the resend already waiting
    const run = () => {
      this.wholeLogTimer = null;
      if (this.closed) return;
      this.lastWholeLogAt = performance.now();
      resend();
    };
    const wait = this.lastWholeLogAt + minGapMs - performance.now();
    if (wait <= 0) run();
    else this.wholeLogTimer = setTimeout(run, wait);
  }

  /** @internal after sending: the client now holds `length` entries of `epoch`'s log (null: forget). */
  noteLogSent(epoch: number, length: number | null): void {
    this.logSent = length === null ? null : { seat: this.boundSeat, epoch, length };
  }

  /**
   * @internal For a client that is behind, `sendView` waits until it catches up, replacing any view
   * already waiting: the positions it missed are not worth showing, the latest is (#31 item 7: a
   * slow page beside fast bots was cut off for the pile, and acted on a stale prompt as it reconnected).
   * True when the view waits; false: send it now.
   */
  deferView(sendView: () => void): boolean {
    if (!this.outgoing?.behind()) return false;
    const waiting = this.owedView !== null;
    this.owedView = sendView;
    if (!waiting) {
      this.outgoing.whenCaughtUp(() => {
        const owed = this.owedView;
        this.owedView = null;
        if (owed && !this.closed) owed();
      });
    }
    return true;
  }

  /** Delivers a message; a failing transport never breaks the host. */
  send(message: HostMessage): void {
    if (this.closed) return;
    try {
      this.sendFn(message);
    } catch {
      // The transport is gone; its close handler will end the session.
    }
  }

  /** Handles one text frame (WebSocket) and sends the answer with `re` set. */
  async handleText(text: string): Promise<OkMessage | ErrorMessage> {
    const reply = await this.answer(parseClientText(text));
    this.send(reply);
    return reply;
  }

  /** Handles one decoded value (Electron IPC) and returns the answer (also not sent). */
  request(value: unknown): Promise<OkMessage | ErrorMessage> {
    return this.answer(parseClientValue(value));
  }

  private async answer(parsed: ParseOutcome): Promise<OkMessage | ErrorMessage> {
    if (!parsed.ok) return parsed.error;
    const re = parsed.message.id ?? null;
    try {
      const value = await this.host.dispatch(this, parsed.message);
      return { type: 'ok', re, value };
    } catch (e) {
      return { type: 'error', re, ...describeError(e) };
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.wholeLogTimer) clearTimeout(this.wholeLogTimer);
    this.host.disconnect(this);
  }
}

/** A refusal as the client reads it: its code, the reason a damaged save gives, and English without paths. */
export function describeError(e: unknown): { code: string; message: string; reason?: Reason } {
  if (e instanceof HostError && e.reason) return { code: e.code, message: withoutPaths(e.message), reason: e.reason };
  if (e instanceof HostError || e instanceof EngineError) return { code: e.code, message: withoutPaths(e.message) };
  const err = e as { code?: unknown; message?: unknown; name?: unknown } | null;
  // SaveError / PersistenceError carry a player-facing message and a string code.
  if (err && typeof err.code === 'string' && typeof err.message === 'string' && (err.name === 'SaveError' || err.name === 'PersistenceError' || err.name === 'ReplayError')) {
    return { code: err.code, message: withoutPaths(err.message) };
  }
  return { code: 'internal', message: withoutPaths(`Internal error: ${err && typeof err.message === 'string' ? err.message : String(e)}`) };
}

/**
 * A client never learns where files live (#13 item 9): an absolute path in a message becomes
 * its last part ("/home/ann/.config/Pericles/saves/Mine.json" → "Mine.json").
 */
export function withoutPaths(message: string): string {
  return message.replace(/(?:[A-Za-z]:)?(?:[\\/][^\\/\s"'`]+)+[\\/]?/g, (p) => {
    const parts = p.split(/[\\/]/).filter(Boolean);
    return parts.length > 1 ? (parts[parts.length - 1] ?? '') : p;
  });
}
