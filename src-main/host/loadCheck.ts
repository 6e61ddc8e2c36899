// A game from a save is accepted only when it is sound (#13 item 7): its shape and bounds
// (model/gameSchema.ts), the engine's invariants (engine/invariants.ts), a step of the turn
// sequence this version knows, a pending decision the rules can answer, and a view for every
// seat. Anything else is refused with a sentence naming what is wrong, before the host swaps it in.
import { legalActions, viewFor } from '../../src-shared/engine.js';
import { segmentOf } from '../../src-shared/engine/driver.js';
import { checkInvariants } from '../../src-shared/engine/invariants.js';
import { gameShapeProblem } from '../../src-shared/model/gameSchema.js';
import { FACTIONS } from '../../src-shared/model/ids.js';
import type { GameState } from '../../src-shared/model/state.js';
import { SCENARIOS } from '../../src-shared/data/scenarios/index.js';

/** The first reason `value` cannot be played as a game, or null when it can. */
export function loadedGameProblem(value: unknown): string | null {
  const shape = gameShapeProblem(value);
  if (shape) return shape;
  const g = value as GameState;
  if (!SCENARIOS.some((s) => s.id === g.scenario)) return `its scenario "${g.scenario}" is not one this version has`;
  const broken = checkInvariants(g);
  if (broken.length) return `the game breaks a rule of the components: ${broken[0]}`;
  if (g.flow.phase !== 'over' && !segmentOf(g)) return `its step "${g.flow.segment}" is not a step of the turn sequence`;
  const p = g.flow.pending;
  if (p && g.flow.phase !== 'over') {
    for (const seat of p.seats) {
      let n: number;
      try {
        n = legalActions(g, seat).length;
      } catch {
        return `the decision it waits for (${p.kind}) cannot be answered by ${seat}`;
      }
      if (n === 0) return `the decision it waits for (${p.kind}) has no legal choice for ${seat}`;
    }
  }
  for (const seat of [...FACTIONS, 'spectator'] as const) {
    try {
      viewFor(g, seat);
    } catch {
      return `the game cannot be shown to ${seat}`;
    }
  }
  return null;
}
