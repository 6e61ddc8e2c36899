// The turn-sequence driver (4.0): enters segments in order, stops where a faction must decide.
import type { Faction } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { canonicalJson, jsonEqual } from '../../../kit/hash.js';
import { cloneGame } from '../../../kit/clone.js';
import { TURN } from './turn.js';
import { actionProblem, type ActionOf, type DecisionKind } from '../decisions/registry.js';
import { actionFor } from './decisions.js';
import { EngineError, type Action, type PendingDecision, type Segment } from './types.js';

const SEGMENT_INDEX: ReadonlyMap<string, number> = new Map(TURN.map((s, i) => [s.id, i]));

export function segmentOf(g: GameState): Segment | null {
  const i = SEGMENT_INDEX.get(g.flow.segment);
  return i === undefined ? null : (TURN[i] ?? null);
}

/** Longest run of automatic steps allowed before the driver declares the flow stuck. */
const MAX_AUTOMATIC_STEPS = 100_000;

/** Runs automatic segments until a decision is open or the game is over. Mutates `g`. */
export function advance(g: GameState): void {
  let steps = 0;
  while (g.flow.pending === null && g.flow.phase !== 'over') {
    if (++steps > MAX_AUTOMATIC_STEPS) throw new Error(`Turn sequence does not settle after ${g.flow.segment}`);
    const current = SEGMENT_INDEX.get(g.flow.segment);
    let next = current === undefined ? 0 : current + 1;
    if (next >= TURN.length) next = 0;
    const seg = TURN[next] as Segment;
    g.flow.segment = seg.id;
    g.flow.phase = seg.phase;
    g.flow.data = {};
    if (!g.rules.phases.includes(seg.phase)) continue;
    seg.begin(g);
  }
}

/** Who must decide what now; null when the game is over. */
export function pending(g: GameState): PendingDecision | null {
  const p = g.flow.pending;
  if (!p || g.flow.phase === 'over') return null;
  return { kind: p.kind, seats: [...p.seats], rule: p.rule, phase: g.flow.phase, segment: g.flow.segment };
}

/** Every action `seat` may take now (empty when it is not that seat's decision). */
export function legalActions(g: GameState, seat: Faction): Action[] {
  const p = g.flow.pending;
  if (!p || g.flow.phase === 'over' || !p.seats.includes(seat)) return [];
  const seg = segmentOf(g);
  return seg?.legal ? seg.legal(g, seat) : [];
}

/**
 * `legalActions` typed by the kind of decision: `seat`'s actions when a `kind` decision is open,
 * else none. Each has the kind's shape (the registry's schema; a test checks it).
 */
export function legalActionsOf<K extends DecisionKind>(g: GameState, seat: Faction, kind: K): ActionOf<K>[] {
  if (g.flow.pending?.kind !== kind) return [];
  return legalActions(g, seat).map((a) => actionFor(g, kind, a));
}

/** Whether `action` is one of `seat`'s legal actions now (key order does not matter). */
export function isLegal(g: GameState, seat: Faction, action: Action): boolean {
  const legal = legalActions(g, seat);
  for (const a of legal) if (a.type === action.type && jsonEqual(a, action)) return true;
  return false;
}

export function isAction(value: unknown): value is Action {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * Applies one decision and runs the automatic steps after it. Never mutates `g`; throws an
 * EngineError (and changes nothing) for a malformed, out-of-turn or illegal action.
 */
export function apply(g: GameState, seat: Faction, action: unknown): GameState {
  checkAction(g, seat, action);
  return applyChecked(g, seat, action);
}

/** A copy of `g` with an action already passed by `checkAction` applied (the statechart's one action). */
export function applyChecked(g: GameState, seat: Faction, action: Action): GameState {
  const next = cloneGame(g);
  applyValidated(next, seat, action);
  return next;
}

/**
 * The same decision applied to `g` itself, for callers that own their copy and throw it away on
 * error (simulations, bot playouts): it skips the copy that dominates `apply`'s cost. An illegal
 * action is refused before anything changes.
 */
export function applyInPlace(g: GameState, seat: Faction, action: unknown): GameState {
  checkAction(g, seat, action);
  applyValidated(g, seat, action);
  return g;
}

/**
 * The one legality check of a decision: throws an EngineError (bad-action, game-over,
 * not-your-turn, illegal-action) and changes nothing. The host asks it before sending a decision
 * to the statechart, so a refusal is this error and nothing else.
 */
export function checkAction(g: GameState, seat: Faction, action: unknown): asserts action is Action {
  if (!isAction(action)) throw new EngineError('bad-action', 'An action must be an object with a string "type".');
  if (g.flow.phase === 'over') throw new EngineError('game-over', 'The game is over.');
  const p = g.flow.pending;
  if (!p || !p.seats.includes(seat)) {
    const who = p ? p.seats.join(', ') : 'nobody';
    throw new EngineError('not-your-turn', `It is not ${seat}'s decision (waiting for ${who}: ${p?.kind ?? 'nothing'}).`);
  }
  const legal = isLegal(g, seat, action);
  // Not the kind's shape (decision registry): say which field. Every legal action has that shape
  // (checked under test, see setShapeChecks), so in play only a refused action needs parsing.
  if (legal && !checkLegalShapes) return;
  const problem = actionProblem(p.kind, action);
  if (problem !== null) {
    if (legal) throw new Error(`A legal ${p.kind} action does not fit its kind's schema: ${problem}`);
    throw new EngineError('bad-action', `Not an action of ${p.kind} (rule ${p.rule}): ${problem}`);
  }
  if (!legal) throw new EngineError('illegal-action', `Illegal action for ${p.kind} (rule ${p.rule}): ${canonicalJson(action)}`);
}

let checkLegalShapes = false;
/**
 * Under test (tests/unit/setup.ts) `apply` parses legal actions too: one that does not fit its
 * kind's schema is an engine bug, and throws, so every test that applies a decision checks it.
 */
export function setShapeChecks(on: boolean): void {
  checkLegalShapes = on;
}

/**
 * Applies an action already known to be legal (taken from `legalActions` on this very state), in
 * place: bot playouts use it to skip the second legality check. Anything else uses `apply`.
 */
export function applyValidated(g: GameState, seat: Faction, action: Action): void {
  const seg = segmentOf(g);
  if (!seg?.act) throw new Error(`Segment ${g.flow.segment} opened a decision it cannot take`);
  seg.act(g, seat, action);
  advance(g);
}
