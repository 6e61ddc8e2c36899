// Every kind of decision the rules can ask a Faction (the `kind` of a pending decision and the
// UI's `data-prompt`). The list and what is known of each kind live in the decision registry
// (src-shared/decisions/registry.ts); this module keeps the engine's import path.
export { DECISION_KINDS, isDecisionKind, type DecisionKind } from '../decisions/registry.js';
