// The engine's public vocabulary: actions, decisions and errors (ARCHITECTURE.md).
import type { Faction } from '../model/ids.js';
import type { GameState, Phase } from '../model/state.js';
import type { DecisionKind } from '../decisions/registry.js';

/** A player's decision: plain JSON with a `type` (kit/types.ts). Each segment documents its own actions. */
import type { Action } from '../../../kit/types.js';
export type { Action };

/** Who must decide what now (`pending(state)`). */
export interface PendingDecision {
  kind: DecisionKind;
  seats: Faction[];
  rule: string;
  phase: Phase;
  segment: string;
}

export type EngineErrorCode = 'not-your-turn' | 'illegal-action' | 'game-over' | 'bad-action' | 'bad-setup'
  /** A seat change refused (engine/seats.ts). */
  | 'seat-mid-secret' | 'seat-unchanged';

/** Thrown by `apply` for anything it refuses; the input state is never changed. */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  constructor(code: EngineErrorCode, message: string) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
  }
}

/**
 * One step of the turn sequence (4.0). The driver enters segments in order; `begin` does the
 * segment's automatic work and may open a decision (`state.flow.pending`). While a decision is
 * open, `legal` lists a seat's choices and `act` applies one. When no decision is open after
 * `begin` or `act`, the driver moves on to the next segment.
 */
export interface Segment {
  phase: Phase;
  id: string;
  rule: string;
  begin(g: GameState): void;
  legal?(g: GameState, seat: Faction): Action[];
  act?(g: GameState, seat: Faction, action: Action): void;
}
