// Opening decisions and collecting simultaneous secret answers (4.1, ARCHITECTURE.md).
import { FACTIONS, type Faction } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import type { ActionOf, DecisionKind, KindAction } from '../decisions/registry.js';
import type { Action } from './types.js';

/** Opens a decision for `seats` (one seat for a sequential choice, several for a secret one). */
export function openDecision(g: GameState, kind: DecisionKind, seats: Faction[], rule: string): void {
  g.flow.pending = { kind, seats: [...seats], rule, secret: {} };
}

/**
 * The Factions whose whole secret answer is in, not yet revealed (what every seat may know, 4.1).
 * A seat with a secret answer still asked (5.32 C/D: more picks owed) has not answered yet.
 */
export function answeredSeats(p: NonNullable<GameState['flow']['pending']>): Faction[] {
  return FACTIONS.filter((f) => f in p.secret && !p.seats.includes(f));
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

/**
 * The open decision's kind with its action, typed together by the decision registry: a
 * `switch (d.kind)` narrows `d.action` to that kind's shape. `apply` has parsed the action
 * against that kind's schema (an action straight from `legalActions` has it by construction).
 */
export function decided(g: GameState, action: Action): KindAction {
  const p = g.flow.pending;
  if (!p) throw new Error('No decision is open');
  return trusted<KindAction>({ kind: p.kind, action });
}

/** The action of the open `kind` decision, typed by its schema (see `decided`). */
export function actionFor<K extends DecisionKind>(g: GameState, kind: K, action: Action): ActionOf<K> {
  const open = g.flow.pending?.kind;
  if (open !== kind) throw new Error(`A ${kind} action was read while ${open ?? 'no decision'} is open`);
  return trusted<ActionOf<K>>(action);
}

/** The one unchecked step from the wire type to a kind's shape: the schema check happened in `apply`. */
function trusted<T>(value: unknown): T {
  return value as T;
}
