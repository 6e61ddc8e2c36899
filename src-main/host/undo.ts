// Undo for a human's own decisions (ARCHITECTURE.md "Saves, undo, log"). The host keeps the
// persisted snapshot taken before each human decision that left the decision with the same seat
// and showed nothing new. A new random number, a card drawn, any change to what the seat cannot
// see, or a hand-off to another seat (bot or human) clears the stack: undoing past it would let a
// player see and then change what the rules have already settled. Undos are recorded as notes the
// host publishes with the log (the game's own log is rules output: replaying the decisions of a
// save must reproduce it).
import { FACTIONS, SIDES, type Faction } from '../../src-shared/model/ids.js';
import type { GameState } from '../../src-shared/model/state.js';

export interface UndoEntry {
  seat: Faction;
  /** The actor's persisted snapshot before the decision (plain JSON). */
  snapshot: unknown;
  /** Length of the host's decision list before the decision. */
  decisions: number;
}

/** "seat undid its last decision": shown in the log after `logLength` entries of the full log. */
export interface UndoNote {
  seat: Faction;
  turn: number;
  /** Length of the game's (unredacted) log when the undo happened. */
  logLength: number;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The decks, in order: what a draw takes from (drawing the top card needs no new random number). */
function decks(g: GameState): unknown {
  return [g.aristophanesDeck, g.currentAristophanes, SIDES.map((s) => [g.sides[s].politicalDeck, g.sides[s].battleDeck])];
}

/**
 * What `seat` cannot see: the other Factions' cards, Strategos and markers, and the markers in
 * play it does not know (4.1 C). A decision that changes any of it has moved or shown a secret.
 */
function secretsHiddenFrom(g: GameState, seat: Faction): unknown {
  const others = FACTIONS.filter((f) => f !== seat).map((f) => {
    const fs = g.factions[f];
    return [fs.hand, fs.entourage, fs.strategos, fs.markers];
  });
  const unknownMarkers = Object.entries(g.queues).map(([place, q]) => [place, q.filter((m) => m.owner !== seat && m.placedBy !== seat)]);
  return [others, unknownMarkers];
}

/** Why a decision by `seat` ends undo, or null when it may be undone. */
export function undoBarrier(before: GameState, after: GameState, seat: Faction): 'random' | 'draw' | 'reveal' | 'handoff' | null {
  if (!sameJson(before.rng, after.rng)) return 'random';
  if (!sameJson(decks(before), decks(after))) return 'draw';
  if (!sameJson(secretsHiddenFrom(before, seat), secretsHiddenFrom(after, seat))) return 'reveal';
  const bp = before.flow.pending;
  const ap = after.flow.pending;
  // A simultaneous secret choice completed: answers held secret before are no longer held.
  // (A seat adding to its own still-secret picks, 5.32 C/D, reveals nothing.)
  if (bp) {
    const still = (ap?.secret ?? {}) as Record<string, unknown>;
    for (const [f, answer] of Object.entries(bp.secret)) {
      const now = still[f];
      const extended = f === seat && Array.isArray(answer) && Array.isArray(now) && sameJson(now.slice(0, answer.length), answer);
      if (!(f in still) || (!sameJson(now, answer) && !extended)) return 'reveal';
    }
  }
  if (!ap || after.flow.phase === 'over' || after.result) return 'handoff';
  if (ap.seats.length !== 1 || ap.seats[0] !== seat) return 'handoff';
  return null;
}

export class UndoStack {
  private entries: UndoEntry[] = [];
  private readonly undoNotes: UndoNote[] = [];

  /** After an accepted decision: keep its snapshot when it may be undone, else clear everything. */
  record(seat: Faction, human: boolean, before: GameState, after: GameState, snapshot: () => unknown, decisions: number): void {
    if (!human || undoBarrier(before, after, seat) !== null) {
      this.entries = [];
      return;
    }
    // A stack belongs to one seat; a decision of another seat cleared it above.
    this.entries.push({ seat, snapshot: snapshot(), decisions });
  }

  /** Whether `seat` has a decision it may take back now. */
  canUndo(seat: Faction): boolean {
    const top = this.entries[this.entries.length - 1];
    return !!top && top.seat === seat;
  }

  /** Takes the newest entry for `seat` (null when there is none). */
  pop(seat: Faction): UndoEntry | null {
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
