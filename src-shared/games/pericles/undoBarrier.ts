// When undo stops (ARCHITECTURE.md "Saves, undo, log"; moved from src-main/host/undo.ts, #32): a
// human may take back a decision that left the decision with the same seat and showed nothing new.
// A new random number, a card drawn, any change to what the seat cannot see, or a hand-off to
// another seat (bot or human) ends it: undoing past it would let a player see and then change
// what the rules have already settled.
import { FACTIONS, SIDES, type Faction } from './model/ids.js';
import type { GameState } from './model/state.js';
import type { UndoBarrier } from '../contract.js';

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
export function undoBarrier(before: GameState, after: GameState, seat: Faction): UndoBarrier {
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
