// Martin Wallace's *Perikles* (Warfrog 2006), the app's second game (#33): the rules engine's public
// face, as Pericles' src-shared/engine.ts. Not registered in games/index.ts until it has a page.
export { newGame, pending, legalActions, apply, check, DECISION_KINDS, DECISION_RULES, type PeriklesPending } from './flow.js';
export { viewFor, hashGame, type PeriklesView, type PeriklesViewSeat, type CounterView } from './view.js';
export { invariants } from './invariants.js';
export { scores, winners, statueValue, type Score } from './scoring.js';
export { seatsFor, SCENARIO, type PeriklesSetup } from './setup.js';
export { combatColumn, targets, rollRound } from './combat.js';
export type { PeriklesState, Seat, Decision, DecisionKind, Phase } from './state.js';
