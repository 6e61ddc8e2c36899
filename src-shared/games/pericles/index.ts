// The engine's public API (issue "Foundation"): few names, all pure.
export { newGame, buildPosition, stateFromScenario, emptyTheater, type NewGameOptions, type PositionSpec } from './engine/setup.js';
export { pending, legalActions, legalActionsOf, apply, applyInPlace, checkAction, applyChecked, isAction } from './engine/driver.js';
export type { ActionOf, AnyAction, DecisionKind } from './decisions/registry.js';
export { EngineError, type Action, type PendingDecision } from './engine/types.js';
export { viewFor, type GameView, type FactionView, type QueueItemView } from './view.js';
export { hashJson, canonicalJson } from '../../kit/hash.js';
export type { GameState } from './model/state.js';
/** This game as a module of the game contract (games/contract.ts). */
export { pericles, type PericlesOptions, type PericlesSetup } from './module.js';

import { hashJson } from '../../kit/hash.js';
import type { GameState } from './model/state.js';

/** A game's identity for determinism checks and save verification. */
export function hashGame(g: GameState): string {
  return hashJson(g);
}
