// Questions a page asks about the board (#32, Rally the Troops' `query`): where a unit could go
// and why not elsewhere (9.32), outside the seat's own muster (a clicked unit, the Movement
// Explorer). The rules answer on the true state; the page only draws the answer (the chessground
// way) and never rebuilds a game state to ask the movement rules itself.
//
// Nothing hidden leaks: movement reads only the board, War or Peace, the Persian War, a training
// vignette's play area and the units lost for good (map state, `reach` below), all public. Hands,
// decks, the seed and secret commitments are never read, so the answer is the same whoever asks
// (tests/unit/games/query.test.ts checks it). 'explore' builds a scenario's opening and answers
// as a spectator sees it.
import { z } from 'zod';
import { FORCES, THEATER_IDS, UNIT_KINDS, sideOfForce, type Force, type UnitKind } from './model/ids.js';
import type { GameState } from './model/state.js';
import type { MapState } from './rules/control.js';
import { reachable, type Reach } from './rules/movement.js';
import { stateFromScenario } from './engine/setup.js';
import { scenarioById } from './data/scenarios/index.js';
import { viewFor, type GameView } from './view.js';
import { PERICLES } from '../catalog.js';

const theater = z.number().int().min(1).max(THEATER_IDS.length);
/** One unit's move: from where, whose, which kind, and the Expedition Theater (0: none, no muster under way). */
const move = {
  from: theater,
  force: z.enum(FORCES as readonly Force[] as [Force, ...Force[]]),
  unit: z.enum(UNIT_KINDS as readonly UnitKind[] as [UnitKind, ...UnitKind[]]),
  expedition: z.union([z.literal(0), theater]),
};
const scenarioIds = PERICLES.scenarios.map((s) => s.id) as [string, ...string[]];

/** What a page may ask (bounded: every field a small number or one of a few names). */
export const querySchema = z.discriminatedUnion('kind', [
  /** Where the unit could go now in the running game. */
  z.strictObject({ kind: z.literal('reach'), ...move }),
  /** A scenario's opening position (at War or at Peace, else as the scenario has it), and optionally one unit's move on it. */
  z.strictObject({
    kind: z.literal('explore'), scenario: z.enum(scenarioIds), war: z.enum(['war', 'peace']).optional(),
    move: z.strictObject(move).optional(),
  }),
]);

export type { Reach };

export type PericlesQuery = z.infer<typeof querySchema>;
export type ReachQuery = Extract<PericlesQuery, { kind: 'reach' }>;
export type ExploreQuery = Extract<PericlesQuery, { kind: 'explore' }>;
export type MoveQuery = Omit<ReachQuery, 'kind'>;

/** The answer to 'reach': the unit's ends (with a path each) and the links it may not take, with why. */
export interface ReachAnswer { kind: 'reach'; reach: Reach }
/** The answer to 'explore': the opening as a spectator sees it (no log), and the move asked, if one was. */
export interface ExploreAnswer { kind: 'explore'; view: GameView; reach: Reach | null }
export type QueryAnswer = ReachAnswer | ExploreAnswer;

/** The public facts movement reads (rules/movement.ts), copied out of the state: nothing else reaches the rules. */
function mapStateOf(g: GameState): MapState {
  return { theaters: g.theaters, war: g.war, persianWar: g.persianWar, lostForGood: g.lostForGood, rules: g.rules.playArea ? { playArea: g.rules.playArea } : {} };
}

/** 9.32: where one unit could end its move, and the links it may not take. */
function reach(map: MapState, m: MoveQuery): Reach {
  const r = reachable(map, sideOfForce(m.force), m.force, m.unit, m.from, m.expedition);
  return { ends: r.ends, blocked: r.blocked };
}

/**
 * The answer to `q`, as `seat` may see it; null when it is about a game and none runs. `q` has
 * passed `querySchema`. The answer depends only on public facts (see the head of this file).
 */
export function query(q: PericlesQuery, at: { state: GameState | null; seat: string }): QueryAnswer | null {
  if (q.kind === 'reach') return at.state ? { kind: 'reach', reach: reach(mapStateOf(at.state), q) } : null;
  const sc = scenarioById(q.scenario);
  if (!sc) return null;
  // Always the spectator's view: the opening is nobody's game, so no seat has a hand in it.
  const g = stateFromScenario(sc, 'explorer');
  if (q.war) g.war = q.war;
  return { kind: 'explore', view: viewFor(g, 'spectator', { withoutLog: true }), reach: q.move ? reach(mapStateOf(g), q.move) : null };
}
