// Shared helpers for the political-rules tests (5.1, 5.3, 6, 7).
import { FACTIONS, type Faction } from '../../../../../../src-shared/games/pericles/model/ids.js';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { apply, legalActions } from '../../../../../../src-shared/games/pericles/engine/driver.js';
import type { Action } from '../../../../../../src-shared/games/pericles/engine/types.js';
import { nextInt } from '../../../../../../src-shared/kit/random.js';
import type { RngState } from '../../../../../../src-shared/games/pericles/model/state.js';

/** Plays `action` for `seat`, or the first legal action whose fields match `match`. */
export function play(g: GameState, seat: Faction, match: Record<string, unknown>): GameState {
  const legal = legalActions(g, seat);
  const a = legal.find((x) => Object.entries(match).every(([k, v]) => JSON.stringify(x[k]) === JSON.stringify(v)));
  if (!a) throw new Error(`No legal action like ${JSON.stringify(match)} for ${seat}; legal: ${JSON.stringify(legal)}`);
  return apply(g, seat, a);
}

/** Seats that owe an answer now. */
export function owing(g: GameState): Faction[] {
  return FACTIONS.filter((f) => g.flow.pending?.seats.includes(f));
}

/** One uniformly random legal action for the first seat that owes one; throws on a dead end. */
export function randomStep(g: GameState, rng: RngState): GameState {
  const seats = owing(g);
  if (seats.length === 0) throw new Error(`Dead end: pending ${JSON.stringify(g.flow.pending)} with no seat`);
  const seat = seats[nextInt(rng, seats.length)]!;
  const legal: Action[] = legalActions(g, seat);
  if (legal.length === 0) throw new Error(`Dead end: ${seat} owes ${g.flow.pending?.kind} at ${g.flow.segment} with no legal action`);
  return apply(g, seat, legal[nextInt(rng, legal.length)]!);
}

let tileCounter = 0;
/** A track tile for positions built in tests. */
export function tile(kind: import('../../../../../../src-shared/games/pericles/model/ids.js').IssueKind, pos: number, id?: string): import('../../../../../../src-shared/games/pericles/model/state.js').TrackIssue {
  return { id: id ?? `t${++tileCounter}`, kind, pos, captured: Math.abs(pos) >= 7, source: 'boule' };
}
