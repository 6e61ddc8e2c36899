// The table: the pages connected to the running game and what each is shown. Every session gets
// its own seat's redacted view (4.1), with only the log entries it does not hold yet (#31 item 4);
// notices reach every page, or wait for the next one to connect (#31 item 6).
import { logTailStart } from '../../src-shared/kit/viewLog.js';
import { boardAids } from './aidsFor.js';
import type { BotReasonView, NoticeMessage, ViewMessage, ViewSeat } from '../../src-shared/protocol/messages.js';
import type { UndoNote } from './undo.js';
import { humanSeats, isOver, requireState, seenOf, stateOf, type Running, type Seat } from './running.js';
import type { HostSession } from './session.js';

const VIEW_FAILED: NoticeMessage = {
  type: 'notice', level: 'warning', code: 'view-failed',
  message: 'The game could not be shown. Load a save or start a new game; your saves are unchanged.',
};

/** Notices kept for a page while none is connected (the latest: a bot game left running adds more). */
const UNHEARD_NOTICES_KEPT = 10;

/** What the table asks of the host. */
export interface TableDeps {
  running: Running;
  undo: { canUndo(seat: Seat): boolean; readonly notes: readonly UndoNote[] };
  reasons: { for(seat: ViewSeat): BotReasonView[]; secretFor(seat: ViewSeat): BotReasonView[] | undefined };
  log(message: string, error?: unknown): void;
}

export class Table {
  private readonly sessions = new Set<HostSession>();
  /** Notices given while no page was connected, oldest first: the next page to connect gets them. */
  private readonly unheard: NoticeMessage[] = [];

  constructor(private readonly deps: TableDeps) {}

  /** A page connected: it gets its view at once, and the notices given while none was connected. */
  seat(session: HostSession): void {
    this.sessions.add(session);
    this.publishTo(session);
    for (const m of this.unheard.splice(0)) session.send(m);
  }

  leave(session: HostSession): void {
    this.sessions.delete(session);
  }

  /** Every page connected, for closing them all. */
  get everyone(): HostSession[] {
    return [...this.sessions];
  }

  /** Moves `by` to a sensible human seat, and any session viewing a seat now played by a bot to spectator. */
  rebind(by?: HostSession): ViewSeat {
    const { game } = this.deps.running;
    const state = requireState(this.deps.running);
    const humans = humanSeats(game, state);
    for (const s of this.sessions) if (s.seat !== 'spectator' && !humans.includes(s.seat)) s.bind('spectator');
    if (!by) return 'spectator';
    const asked = game.pending(state)?.seats.find((f) => humans.includes(f));
    by.bind(asked ?? humans[0] ?? 'spectator');
    return by.seat;
  }

  private viewMessage(seat: ViewSeat): ViewMessage {
    const { game } = this.deps.running;
    const state = stateOf(this.deps.running);
    if (state === null) {
      return { type: 'view', seat, view: null, pending: null, legalActions: [], decisions: 0, humanSeats: [], botsPending: [] };
    }
    const p = game.pending(state);
    const kinds = game.seatKinds(state);
    const humans = humanSeats(game, state);
    const human = seat !== 'spectator' && humans.includes(seat);
    return {
      type: 'view',
      game: game.id,
      seat,
      view: game.view(state, seat),
      pending: p,
      legalActions: human ? game.legalActions(state, seat) : [],
      whyNot: human ? game.whyNot(state, seat) : [],
      ...boardAids(game, state, seat, humans),
      decisions: this.deps.running.decisions.length,
      humanSeats: humans,
      botsPending: (p?.seats ?? []).filter((f) => kinds[f] !== 'human'),
      canUndo: seat !== 'spectator' && this.deps.undo.canUndo(seat),
      undos: this.deps.undo.notes.map((n) => ({ seat: n.seat, turn: n.turn, at: seenOf(game.logAddressees(state), n.logLength, seat) })),
      botReasons: this.deps.reasons.for(seat),
      ...(isOver(this.deps.running) ? { secretBotReasons: this.deps.reasons.secretFor(seat) } : {}),
    };
  }

  publishTo(session: HostSession): void {
    const msg = this.safeViewMessage(session.seat);
    if (msg) this.sendView(session, msg);
    else session.send(VIEW_FAILED);
  }

  publish(): void {
    // Sessions on the same seat share one view.
    const bySeat = new Map<ViewSeat, ViewMessage | null>();
    for (const s of this.sessions) {
      if (!bySeat.has(s.seat)) bySeat.set(s.seat, this.safeViewMessage(s.seat));
      const msg = bySeat.get(s.seat);
      if (msg) this.sendView(s, msg);
      else s.send(VIEW_FAILED);
    }
  }

  /** A seat's view, or null (logged) when the game cannot produce one: a client never kills the host. */
  private safeViewMessage(seat: ViewSeat): ViewMessage | null {
    try {
      return this.viewMessage(seat);
    } catch (e) {
      this.deps.log(`view for ${seat} failed`, e);
      return null;
    }
  }

  /**
   * Sends `whole` with only the log entries the session does not hold yet, or, to a session that
   * holds none of this log, the log's tail (src-shared/kit/viewLog.ts): the earlier entries it asks
   * for in pages. No view message grows with the game (#31 item 4).
   */
  private sendView(session: HostSession, whole: ViewMessage): void {
    // A client still reading earlier views gets the newest one when it has read them.
    if (session.deferView(() => this.publishTo(session))) return;
    if (!whole.view) {
      session.noteLogSent(this.deps.running.logEpoch, null);
      session.send(whole);
      return;
    }
    const log = whole.view.log;
    const held = session.logHeld(this.deps.running.logEpoch);
    // Appending is worth it while what is missing is no more than a tail would carry.
    const appends = held > 0 && held <= log.length && logTailStart(log.slice(held)) === 0;
    const start = appends ? held : logTailStart(log);
    session.send({
      ...whole, ...(appends ? { logFrom: held } : { logStart: start }), logLength: log.length,
      view: start === 0 ? whole.view : { ...whole.view, log: log.slice(start) },
    });
    session.noteLogSent(this.deps.running.logEpoch, log.length);
  }

  /**
   * A notice reaches every page connected; with none (a failure at launch, before the page opens:
   * a read-only saves folder) it waits for the next page to connect (#31 item 6).
   */
  notice(level: NoticeMessage['level'], code: string, message: string): void {
    this.tell({ type: 'notice', level, code, message });
  }

  /** A notice for every page, or, while none is connected, for the first that connects. */
  tell(m: NoticeMessage): void {
    if (this.sessions.size === 0) {
      this.unheard.push(m);
      if (this.unheard.length > UNHEARD_NOTICES_KEPT) this.unheard.shift();
      return;
    }
    for (const s of this.sessions) s.send(m);
  }
}
