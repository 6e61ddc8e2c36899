// Opening decisions and collecting simultaneous secret answers (4.1, ARCHITECTURE.md).
import { FACTIONS, type Faction } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import type { DecisionKind } from '../decisions/registry.js';

/** Opens a decision for `seats` (one seat for a sequential choice, several for a secret one). */
export function openDecision(g: GameState, kind: DecisionKind, seats: Faction[], rule: string): void {
  g.flow.pending = { kind, seats: [...seats], rule, secret: {} };
}

export function closeDecision(g: GameState): void {
  g.flow.pending = null;
}

/**
 * Records `seat`'s answer to a simultaneous secret choice. Returns every answer once the last
 * seat has answered (the decision is then closed), or null while others still owe one.
 * The answers come back in Faction order, never in the order they arrived: a save stores the
 * game with its keys sorted, so arrival order would not survive a save made mid-choice.
 */
export function collectSecret<T>(g: GameState, seat: Faction, answer: T): Partial<Record<Faction, T>> | null {
  const p = g.flow.pending;
  if (!p) throw new Error('No decision is open');
  p.secret[seat] = answer;
  p.seats = p.seats.filter((s) => s !== seat);
  if (p.seats.length > 0) return null;
  const answers = p.secret as Partial<Record<Faction, T>>;
  const all: Partial<Record<Faction, T>> = {};
  for (const f of FACTIONS) if (f in answers) all[f] = answers[f];
  g.flow.pending = null;
  return all;
}
