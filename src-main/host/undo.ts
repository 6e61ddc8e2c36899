// Undo for a human's own decisions (ARCHITECTURE.md "Saves, undo, log"). The host keeps the
// persisted snapshot taken before each human decision that left the decision with the same seat
// and showed nothing new. A new random number, a card drawn, any change to what the seat cannot
// see, or a hand-off to another seat (bot or human) clears the stack: undoing past it would let a
// player see and then change what the rules have already settled. Undos are recorded as notes the
// host publishes with the log (the game's own log is rules output: replaying the decisions of a
// save must reproduce it).
import type { Seat } from './running.js';

export interface UndoEntry {
  seat: Seat;
  /** The actor's persisted snapshot before the decision (plain JSON). */
  snapshot: unknown;
  /** Length of the host's decision list before the decision. */
  decisions: number;
}

/** "seat undid its last decision": shown in the log after `logLength` entries of the full log. */
export interface UndoNote {
  seat: Seat;
  turn: number;
  /** Length of the game's (unredacted) log when the undo happened. */
  logLength: number;
}

export class UndoStack {
  private entries: UndoEntry[] = [];
  private readonly undoNotes: UndoNote[] = [];

  /**
   * After an accepted decision: keep its snapshot when it may be undone, else clear everything.
   * `barrier`: why the decision may not be undone (the game module's undoBarrier), or null.
   */
  record(seat: Seat, human: boolean, barrier: string | null, snapshot: () => unknown, decisions: number): void {
    if (!human || barrier !== null) {
      this.entries = [];
      return;
    }
    // A stack belongs to one seat; a decision of another seat cleared it above.
    this.entries.push({ seat, snapshot: snapshot(), decisions });
  }

  /** Whether `seat` has a decision it may take back now. */
  canUndo(seat: Seat): boolean {
    const top = this.entries[this.entries.length - 1];
    return !!top && top.seat === seat;
  }

  /** Takes the newest entry for `seat` (null when there is none). */
  pop(seat: Seat): UndoEntry | null {
    if (!this.canUndo(seat)) return null;
    return this.entries.pop() ?? null;
  }

  note(n: UndoNote): void {
    this.undoNotes.push(n);
    if (this.undoNotes.length > 200) this.undoNotes.shift();
  }

  get notes(): readonly UndoNote[] {
    return this.undoNotes;
  }

  get depth(): number {
    return this.entries.length;
  }

  /** A new or loaded game: nothing to undo, no notes. */
  reset(): void {
    this.entries = [];
    this.undoNotes.length = 0;
  }

  clear(): void {
    this.entries = [];
  }
}
