// The turn flow as pending decisions: the phases in the rulebook's order (PLAYING THE GAME EN:144-154),
// each doing its automatic work until a seat must decide. `apply` checks legality, then works on a copy.
import type { Action } from '../contract.js';
import { EngineError } from '../../kit/errors.js';
import { canonicalJson } from '../../kit/hash.js';
import { SETUP } from './data/index.js';
import { cloneState, type Decision, type DecisionKind, type PeriklesState, type Phase, type Seat } from './state.js';
import { INFLUENCE_DECISIONS, proposals, tilesPerPlayer } from './influence.js';
import { COMMIT_DECISIONS, beginCommit, continueCommit, holdElections } from './commit.js';
import { BATTLE_DECISIONS, continueBattles } from './battle.js';
import { endOfTurn } from './scoring.js';
import { setupGame, type PeriklesSetup } from './setup.js';

type AnyHandler = {
  legal(g: PeriklesState, d: Decision): Action[];
  /** The legal actions `a` could equal, when fewer than all are quicker to list (commit.send). */
  legalLike?(g: PeriklesState, d: Decision, a: Action): Action[];
  act(g: PeriklesState, d: Decision, a: Action): void;
};

/** Every decision kind: its handler and the rule that asks it. */
const HANDLERS = { ...INFLUENCE_DECISIONS, ...COMMIT_DECISIONS, ...BATTLE_DECISIONS } as unknown as Record<DecisionKind, AnyHandler>;

export const DECISION_RULES: Readonly<Record<DecisionKind, { rule: string; phase: Phase; segment: string }>> = {
  'setup.place': { rule: 'Starting the game', phase: 'setup', segment: 'setup' },
  'influence.take': { rule: 'Phase 2 Take Influence Tiles', phase: 'influence', segment: 'take' },
  'influence.anyCity': { rule: 'Phase 2 Take Influence Tiles: Any City', phase: 'influence', segment: 'take' },
  'influence.candidate': { rule: 'Phase 2 Take Influence Tiles: Candidate', phase: 'influence', segment: 'take' },
  'influence.assassin': { rule: 'Phase 2 Take Influence Tiles: Assassin', phase: 'influence', segment: 'take' },
  'influence.after': { rule: 'Special tiles: Perikles', phase: 'influence', segment: 'take' },
  'special.alkibiades': { rule: 'Special tiles: Alkibiades', phase: 'influence', segment: 'take' },
  'candidates.propose': { rule: 'Phase 3 Propose Candidates', phase: 'candidates', segment: 'propose' },
  'commit.firstPlayer': { rule: 'Phase 5 Commit military forces', phase: 'commit', segment: 'recover' },
  'commit.recover': { rule: 'Phase 5 Commit military forces', phase: 'commit', segment: 'recover' },
  'commit.send': { rule: 'Phase 5 Commit military forces', phase: 'commit', segment: 'send' },
  'commit.permission': { rule: 'Phase 5 Commit military forces', phase: 'commit', segment: 'send' },
  'battle.special': { rule: 'Special tiles', phase: 'battles', segment: 'battle' },
  'battle.casualty': { rule: 'Phase 6 Resolve Battles', phase: 'battles', segment: 'battle' },
};
export const DECISION_KINDS = Object.keys(DECISION_RULES) as DecisionKind[];

/** The automatic work of the game until a seat must decide, or the game is over. */
export function advance(g: PeriklesState): void {
  while (!g.decision && g.phase !== 'over') {
    const n = g.seats.length;
    const first = g.seats.indexOf(g.firstPlayer);
    switch (g.phase) {
      case 'setup':
        // Clockwise from the first player, one cube each, twice ([Setup] EN:132).
        if (g.step < n * SETUP.freePlacements.count) g.decision = { kind: 'setup.place', seat: g.seats[(first + g.step) % n]! };
        else { g.phase = 'influence'; g.step = 0; }
        break;
      case 'influence':
        if (g.step < n * tilesPerPlayer(g)) g.decision = { kind: 'influence.take', seat: g.seats[(first + g.step) % n]! };
        else { g.phase = 'candidates'; g.step = 0; }
        break;
      case 'candidates': {
        // Clockwise from the first player until every space is full; a player who cannot propose passes (EN:199).
        let found = false;
        for (let k = 0; k < n && !found; k++) {
          const seat = g.seats[(first + g.step + k) % n]!;
          if (proposals(g, seat).length > 0) { g.step += k; g.decision = { kind: 'candidates.propose', seat }; found = true; }
        }
        if (!found) g.phase = 'elections';
        break;
      }
      case 'elections':
        holdElections(g);
        g.phase = 'commit';
        beginCommit(g);
        break;
      case 'commit':
        if (!continueCommit(g)) g.phase = 'battles';
        break;
      case 'battles':
        if (!continueBattles(g)) g.phase = 'endOfTurn';
        break;
      case 'endOfTurn':
        endOfTurn(g);
        break;
    }
  }
}

export function newGame(setup: PeriklesSetup): PeriklesState {
  const g = setupGame(setup);
  advance(g);
  return g;
}

export interface PeriklesPending { kind: DecisionKind; seats: Seat[]; rule: string; phase: Phase; segment: string }

/** Who must decide what now; null when the game is over. */
export function pending(g: PeriklesState): PeriklesPending | null {
  const d = g.decision;
  if (!d) return null;
  const r = DECISION_RULES[d.kind];
  return { kind: d.kind, seats: [d.seat], rule: r.rule, phase: r.phase, segment: r.segment };
}

/** Every action `seat` may take now (none when it is not its decision). */
export function legalActions(g: PeriklesState, seat: string): Action[] {
  const d = g.decision;
  if (!d || d.seat !== seat) return [];
  return HANDLERS[d.kind].legal(g, d);
}

/** Perikles' actions are flat: equal when they have the same fields with the same values. */
function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  // Every field `a` has, `b` has alike, and `b` has no more (fields left undefined are absent).
  let fields = 0;
  for (const k in a) {
    if (a[k] === undefined) continue;
    if (a[k] !== b[k]) return false;
    fields++;
  }
  for (const k in b) if (b[k] !== undefined) fields--;
  return fields === 0;
}

/** The one legality check: an EngineError for anything refused. */
export function check(g: PeriklesState, seat: string, action: unknown): asserts action is Action {
  if (typeof action !== 'object' || action === null || Array.isArray(action) || typeof (action as Action).type !== 'string') {
    throw new EngineError('bad-action', 'An action is an object with a type.');
  }
  if (g.phase === 'over' || !g.decision) throw new EngineError('game-over', 'The game is over.');
  if (!g.seats.includes(seat as Seat)) throw new EngineError('bad-action', `No seat "${seat}" in this game.`);
  if (g.decision.seat !== seat) throw new EngineError('not-your-turn', `It is ${g.decision.seat}'s decision (${g.decision.kind}).`);
  const h = HANDLERS[g.decision.kind];
  const like = h.legalLike ? h.legalLike(g, g.decision, action as Action) : h.legal(g, g.decision);
  if (!like.some((a) => sameAction(a, action as Action))) {
    throw new EngineError('illegal-action', `${canonicalJson(action)} is not allowed now (${DECISION_RULES[g.decision.kind].rule}).`);
  }
}

/** A decision already checked, applied to `g` itself. */
export function applyInPlace(g: PeriklesState, action: Action): void {
  const d = g.decision!;
  HANDLERS[d.kind].act(g, d, action);
  advance(g);
}

/** `check`, then the decision applied to a copy; `g` never changes. */
export function apply(g: PeriklesState, seat: string, action: unknown): PeriklesState {
  check(g, seat, action);
  const next = cloneState(g);
  applyInPlace(next, action);
  return next;
}

