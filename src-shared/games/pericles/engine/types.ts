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

// The one refusal any game throws (kit/errors.ts): one class, so the host tells a refusal from a bug.
export { EngineError, type EngineErrorCode } from '../../../kit/errors.js';

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
