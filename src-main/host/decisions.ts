// Decisions: a decision checked by the rules and applied, a person's last one taken back, a seat
// handed over, and the game's journal, where each is written before anyone is told (#13 item 8).
// One refusal path (#32): the rules check a decision (driver.ts `checkAction`) before it reaches
// the statechart, so a refusal is the rules' own EngineError, answered once (session.ts
// describeError); an actor failing on a checked decision is a bug in the rules.
import type { Action } from '../../src-shared/games/contract.js';
import type { GameEvent } from '../../src-shared/machine/gameMachine.js';
import type { ActResult, SeatChanged } from '../../src-shared/protocol/api.js';
import type { NoticeMessage, ViewSeat } from '../../src-shared/protocol/messages.js';
import type { JournalWriter, Persistence } from './persistence.js';
import type { UndoStack } from './undo.js';
import type { BotReasonNote, BotReasonRecord } from './reasons.js';
import { persistedOf, playable, restoreActor, startActor, type GameActor } from './actors.js';
import { requireActor, requireState, type HostGame, type HostSetup, type Running, type Seat, type SeatKind } from './running.js';
import { HostError, describeError, type HostSession } from './session.js';

/** What the decisions room asks of the host. */
export interface DecisionsDeps {
  running: Running;
  undo: UndoStack;
  reasons: {
    readonly all: readonly BotReasonRecord[];
    note(seat: Seat, decision: number, why: BotReasonNote): BotReasonRecord | undefined;
    keepBefore(decisions: number): void;
  };
  persistence: Persistence | null;
  /** Journals are kept (autosaves are on). */
  journaling: boolean;
  /** A person's decision (or a seat change) is waiting to be autosaved at once. */
  humanDecided(): void;
  cancelBots(): void;
  /** After every change: publish, record, bots, autosave (host.ts). */
  changed(autosave: boolean): void;
  /** Moves `by` to the human seat asked to decide (table.ts). */
  rebind(by?: HostSession): ViewSeat;
  log(message: string, error?: unknown): void;
  notice(level: NoticeMessage['level'], code: string, message: string): void;
}

export class Decisions {
  /** The running game's decision journal, when the persistence keeps one. */
  private journal: JournalWriter | null = null;

  constructor(private readonly deps: DecisionsDeps) {}

  /** A journal holds every decision as it is made. */
  get journaled(): boolean {
    return this.journal !== null;
  }

  /** `why`: a bot's reason, noted beside the decision (and journaled with it) before anyone is told. */
  decide(seat: Seat, action: Action, why?: BotReasonNote): ActResult {
    const { running, undo } = this.deps;
    const game: HostGame = running.game;
    const actor = requireActor(running);
    const before = actor.getSnapshot();
    const state = before.context.game;
    if (before.status !== 'active' || game.isOver(state)) {
      throw new HostError('game-over', 'The game is over.');
    }
    // The one refusal: the rules' EngineError, thrown before the statechart sees the decision.
    game.check(state, seat, action);
    const human = game.seatKinds(state)[seat] === 'human';
    actor.send({ type: 'ACT', seat, action });
    // The action's kind only: its fields may name a secret card, and this goes to the terminal.
    const after = this.settled(actor, state, `a ${String(action.type)} decision by ${seat}`);
    // The persisted form of the state before, made only if the decision stays undoable (undo.ts).
    undo.record(seat, human, human ? game.undoBarrier(state, after, seat) : null, () => persistedOf(before), running.decisions.length);
    running.decisions.push({ seat, action: structuredClone(action) });
    const reason = why && this.deps.reasons.note(seat, running.decisions.length - 1, why);
    // On the disk before anyone is told (#13 item 8): a person's decision is flushed at once.
    this.journalWrite((j) => j.append(running.decisions.length - 1, running.decisions.at(-1)!, human, reason));
    if (human) this.deps.humanDecided();
    this.deps.changed(true);
    return { decisions: running.decisions.length };
  }

  /**
   * The game after a checked event, or, when the statechart failed on it (a bug in the rules), the
   * last good game put back so the host stays usable, and 'internal'. Pending bot work stays valid:
   * the version did not change.
   */
  private settled(actor: GameActor, before: unknown, what: string): unknown {
    const after = actor.getSnapshot();
    if (after.status !== 'error') return after.context.game;
    this.deps.log(`${what} crashed the statechart`, after.error);
    const fresh = startActor(this.deps.running.game, before, this.deps.log);
    actor.stop();
    this.deps.running.actor = fresh;
    throw new HostError('internal', 'The rules failed on this decision; nothing was changed.');
  }

  /**
   * Hands `seat` to a bot at a level, or a bot's Faction to a person (`to` 'human'), mid-game
   * (src-shared/games/pericles/engine/seats.ts, which refuses it while the seat is halfway through a secret
   * choice). It is an entry of the record like a decision: journaled before anyone is told,
   * autosaved, replayed; and an undo barrier, so no decision before it may be taken back. `by`
   * is moved to the human seat asked to decide (rebind); bots pick up their seats' decisions from
   * the next change on, and a bot's answer thought out for a seat that changed hands meanwhile is
   * dropped as stale.
   */
  setSeat(seat: Seat, to: unknown, by?: HostSession): SeatChanged {
    const { running } = this.deps;
    const actor = requireActor(running);
    if (running.lesson) throw new HostError('lesson-seats', 'A lesson sets who plays each Faction: its seats do not change hands.');
    const snapshot = actor.getSnapshot();
    // A finished game's statechart takes no event: its seats are what they were at its end.
    if (snapshot.status !== 'active' || running.game.isOver(snapshot.context.game)) throw new HostError('game-over', 'The game is over.');
    const before = snapshot.context.game;
    // The one refusal, worded by the game; the entry is what the record keeps of the change.
    const entry = running.game.seatChange(before, seat, to);
    actor.send({ type: 'SEATS', seat, to: to as Extract<GameEvent, { type: 'SEATS' }>['to'] });
    this.settled(actor, before, `handing ${seat} to ${to}`);
    this.deps.undo.clear();
    running.decisions.push(entry);
    this.journalWrite((j) => j.append(running.decisions.length - 1, entry, true));
    this.deps.humanDecided();
    const viewing = this.deps.rebind(by);
    this.deps.changed(true);
    return { decisions: running.decisions.length, seat: viewing };
  }

  /** Takes back `seat`'s last decision when undo.ts still allows it; the undo is noted in the log. */
  undoLast(seat: Seat): ActResult {
    const { running, undo } = this.deps;
    const entry = undo.pop(seat);
    if (!entry) throw new HostError('nothing-to-undo', 'There is no decision of yours to take back now (undo ends at a random draw, a reveal or a hand-off).');
    const snapshot = structuredClone(entry.snapshot);
    const state = playable(running.game, snapshot);
    this.deps.cancelBots();
    const actor = restoreActor(running.game, snapshot, state, this.deps.log);
    running.actor?.stop();
    running.actor = actor;
    running.logEpoch++;
    running.decisions = running.decisions.slice(0, entry.decisions);
    this.journalWrite((j) => j.undoTo(running.decisions.length));
    this.deps.reasons.keepBefore(running.decisions.length);
    undo.note({ seat, turn: running.game.summary(state).turn, logLength: running.game.logAddressees(state).length });
    this.deps.changed(true);
    return { decisions: running.decisions.length };
  }

  /** The seats the running game began with (seats.ts seatsAtSetup): saves, journals and replays start from them. */
  setupSeats(): Record<Seat, SeatKind> {
    return this.setup().seats;
  }

  /** The setup the running game began with, as saves and journals keep it. */
  setup(): HostSetup {
    const { running } = this.deps;
    return running.game.savedSetup(requireState(running), running.decisions);
  }

  /** Starts the journal of game `gameId` with the decisions made so far; without one, play goes on. */
  startJournal(gameId: string): void {
    const { running } = this.deps;
    running.gameId = gameId;
    this.journal?.close();
    this.journal = null;
    const journals = this.deps.persistence?.journals;
    // A lesson's journal would make it "the game played last", which Continue opens.
    if (!journals || !this.deps.journaling || running.lesson) return;
    const { options, ...setup } = this.setup();
    try {
      this.journal = journals.begin({ journal: 1, gameId, ...setup, ...options }, running.decisions, [...this.deps.reasons.all]);
    } catch (e) {
      this.journalFailed(e);
    }
  }

  /** Closes the journal (the host is shutting down). */
  closeJournal(): void {
    this.journal?.close();
    this.journal = null;
  }

  private journalWrite(write: (j: JournalWriter) => void): void {
    if (!this.journal) return;
    try {
      write(this.journal);
    } catch (e) {
      this.journalFailed(e);
    }
  }

  /** The journal cannot be written (disk full, removed folder): decisions are kept by the autosaves alone. */
  private journalFailed(e: unknown): void {
    try {
      this.journal?.close();
    } catch {
      // already unusable
    }
    this.journal = null;
    // A journal that fell behind must never stand for the game: the autosaves carry it from here.
    const gameId = this.deps.running.gameId;
    if (gameId) this.deps.persistence?.journals?.discard(gameId);
    this.deps.log('the decision journal could not be written; decisions are kept by autosaves only', e);
    this.deps.notice('warning', 'journal-failed', `Decisions can no longer be written as they are made (${describeError(e).message}); they are kept by the autosaves.`);
  }
}
