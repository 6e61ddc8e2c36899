// A game from a save is accepted only when it is sound (#13 item 7, #31 item 3): its shape and
// bounds (model/gameSchema.ts), a step of the turn sequence this version knows, the whole game
// (engine/wholeGame.ts: every theater and card once, a decision pending exactly while play goes
// on and asked where and of whom it may be, a result exactly when over, a turn of the scenario,
// a usable random state), the engine's invariants (engine/invariants.ts), a pending decision the
// rules can answer, and a view for every seat. Anything else is refused, naming what is wrong,
// before the host swaps it in: such a file is damaged or altered, not "made with other rules".
// (Moved from src-main/host/loadCheck.ts, #32: the game module's `saveChecks`.)
import { viewBoundsProblem } from '../../kit/viewLog.js';
import { reason } from './bots/types.js';
import { legalActions, segmentOf } from './engine/driver.js';
import { viewFor } from './view.js';
import { checkInvariants } from './engine/invariants.js';
import { summaryOf } from './engine/summary.js';
import { wholeGameProblems, type GameProblem } from './engine/wholeGame.js';
import { jsonEqual } from '../../kit/hash.js';
import { gameShapeProblem } from './model/gameSchema.js';
import { FACTIONS } from './model/ids.js';
import type { GameState } from './model/state.js';
import { SCENARIOS } from './data/scenarios/index.js';

export type { GameProblem };

const fault = (key: `engine.damaged.${string}`, text: string): GameProblem => ({ reason: reason(key), text });

/** The first reason `value` cannot be played as a game, or null when it can. */
export function loadedGameFault(value: unknown): GameProblem | null {
  const shape = gameShapeProblem(value);
  if (shape) return fault('engine.damaged.shape', shape);
  const g = value as GameState;
  if (!SCENARIOS.some((s) => s.id === g.scenario)) return fault('engine.damaged.scenario', `its scenario "${g.scenario}" is not one this version has`);
  if (g.flow.phase !== 'over' && !segmentOf(g)) return fault('engine.damaged.step', `its step "${g.flow.segment}" is not a step of the turn sequence`);
  const whole = wholeGameProblems(g)[0];
  if (whole) return whole;
  // Loaded games are also held to what the transport can carry (viewLog.ts, MAX_HOST_MESSAGE_BYTES).
  const tooLarge = viewBoundsProblem(g);
  if (tooLarge) return fault('engine.damaged.tooLarge', tooLarge);
  const broken = checkInvariants(g);
  if (broken.length) return fault('engine.damaged.components', `the game breaks a rule of the components: ${broken[0]}`);
  const p = g.flow.pending;
  if (p && g.flow.phase !== 'over') {
    for (const seat of p.seats) {
      let n: number;
      try {
        n = legalActions(g, seat).length;
      } catch {
        return fault('engine.damaged.unanswerable', `the decision it waits for (${p.kind}) cannot be answered by ${seat}`);
      }
      if (n === 0) return fault('engine.damaged.noLegalChoice', `the decision it waits for (${p.kind}) has no legal choice for ${seat}`);
    }
  }
  for (const seat of [...FACTIONS, 'spectator'] as const) {
    try {
      viewFor(g, seat);
    } catch {
      return fault('engine.damaged.unshowable', `the game cannot be shown to ${seat}`);
    }
  }
  return null;
}

/** loadedGameFault in a developer's words. */
export function loadedGameProblem(value: unknown): string | null {
  return loadedGameFault(value)?.text ?? null;
}

/**
 * A save's summary (what the saves browser showed) against its game: a file whose summary is not
 * its game's was edited. The summary shown is always summaryOf(game); this only names the lie.
 */
export function summaryFault(summary: unknown, g: GameState): GameProblem | null {
  const truth = summaryOf(g);
  if (jsonEqual(summary, truth)) return null;
  return fault('engine.damaged.summary', `its summary ${JSON.stringify(summary)} is not its game's ${JSON.stringify(truth)}`);
}

/**
 * Replaying a save's own decisions reproduced everything but the decision the game waits for
 * (`replayed` is the replay's last state): the snapshot's pending decision was changed, e.g. a
 * human's decision handed to a bot. A rules change shows in the log or the position; this does not.
 */
export function pendingReplayFault(saved: GameState, replayed: GameState): GameProblem | null {
  if (jsonEqual(saved.flow.pending, replayed.flow.pending)) return null;
  const withSavedPending = { ...replayed, log: saved.log, flow: { ...replayed.flow, pending: saved.flow.pending } };
  if (!jsonEqual(withSavedPending, saved)) return null;
  const who = (g: GameState) => `${g.flow.pending?.kind ?? 'nothing'} of ${g.flow.pending?.seats.join(', ') ?? 'no one'}`;
  return fault('engine.damaged.pendingReplay', `it waits for ${who(saved)}, but its decisions lead to ${who(replayed)}`);
}
