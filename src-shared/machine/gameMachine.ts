// The turn sequence (4.0) as one XState v5 statechart, generated from the turn table
// (engine/turn.ts) and the decision registry: a state per phase, a nested state per segment, and
// under it a state per decision the segment asks, grouped by stage (a debate's steps; an issue's
// resolution: reveal, diplomacy, league, oracle, the expedition's military step, muster, movement,
// battle, casualties, second battle; the end phase). Events are players' decisions, checked once by
// the rules before they are sent (driver.ts checkAction); the statechart applies them. The whole
// game is plain JSON in `context.game`. No child actors.
// `npm run chart` draws it (scripts/chart.ts) for the README.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Faction } from '../games/pericles/model/ids.js';
import { TURN_PHASES, type GameState } from '../games/pericles/model/state.js';
import { applyChecked } from '../games/pericles/engine/driver.js';
import { DECISIONS, DECISION_KINDS, type DecisionKind } from '../games/pericles/decisions/registry.js';
import { TURN } from '../games/pericles/engine/turn.js';
import type { Action } from '../games/pericles/engine/types.js';
import { changeSeat, type OfferedSeatKind } from '../games/pericles/engine/seats.js';

export interface GameContext {
  game: GameState;
}

/**
 * ACT: a player's decision. SEATS: a seat changing hands (engine/seats.ts), handled at the root: it
 * changes who plays a Faction, never where the turn sequence stands, so the state stays where it is.
 */
export type GameEvent = { type: 'ACT'; seat: Faction; action: Action } | { type: 'SEATS'; seat: Faction; to: OfferedSeatKind };


/** XState state keys cannot hold dots: 'cards.deal' → 'cards_deal'. */
export function stateKey(segmentId: string): string {
  return segmentId.replace(/\./g, '_');
}


/** A decision, checked by the rules before it is sent, is applied; the state follows the game's flow. */
const ACT_TRANSITIONS = { actions: 'decide' as const, target: '#pericles.routing' };

type StateConfig = { meta?: Record<string, unknown>; initial?: string; states?: Record<string, StateConfig>; on?: unknown };

/** A segment's state, with a nested state per decision it asks, grouped by the registry's stage ('expedition.battle'). */
function segmentState(segmentId: string, rule: string): StateConfig {
  const node: StateConfig = { meta: { rule }, on: { ACT: ACT_TRANSITIONS } };
  for (const kind of DECISION_KINDS.filter((k) => DECISIONS[k].segment === segmentId)) {
    let parent = node;
    for (const stage of DECISIONS[kind].stage?.split('.') ?? []) {
      parent.states ??= {};
      parent.initial ??= stage;
      parent = parent.states[stage] ??= {};
    }
    parent.states ??= {};
    parent.initial ??= stateKey(kind);
    parent.states[stateKey(kind)] = { meta: { rule: DECISIONS[kind].rule, decision: kind } };
  }
  return node;
}

/** Where a decision's state sits under its segment's state. */
function decisionPath(kind: DecisionKind): string {
  return [...(DECISIONS[kind].stage?.split('.') ?? []), stateKey(kind)].join('.');
}

function phaseStates(): Record<string, StateConfig> {
  const states: Record<string, StateConfig> = {};
  for (const phase of TURN_PHASES) {
    const children: Record<string, StateConfig> = {};
    for (const seg of TURN.filter((s) => s.phase === phase)) children[stateKey(seg.id)] = segmentState(seg.id, seg.rule);
    if (!Object.keys(children).length) children.idle = {};
    states[phase] = { initial: Object.keys(children)[0] as string, states: children };
  }
  return states;
}

type Route = { guard: { type: 'atDecision'; params: { segment: string; kind: string } } | { type: 'atSegment'; params: { segment: string } } | { type: 'isOver' }; target: string };

/** From `routing`, the state of the decision now open (or of its segment, for a kind the registry does not place). */
function routes(): Route[] {
  const out: Route[] = [{ guard: { type: 'isOver' }, target: '#pericles.over' }];
  for (const seg of TURN) {
    const at = `#pericles.turn.${seg.phase}.${stateKey(seg.id)}`;
    for (const kind of DECISION_KINDS.filter((k) => DECISIONS[k].segment === seg.id)) {
      out.push({ guard: { type: 'atDecision', params: { segment: seg.id, kind } }, target: `${at}.${decisionPath(kind)}` });
    }
    out.push({ guard: { type: 'atSegment', params: { segment: seg.id } }, target: at });
  }
  return out;
}

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as { game: GameState },
  },
  guards: {
    isOver: ({ context }) => context.game.flow.phase === 'over',
    atSegment: ({ context }, params: { segment: string }) => context.game.flow.segment === params.segment,
    atDecision: ({ context }, params: { segment: string; kind: string }) =>
      context.game.flow.segment === params.segment && context.game.flow.pending?.kind === params.kind,
  },
  actions: {
    // The decision was checked by the rules (driver.ts checkAction) before it was sent: the host
    // answers a refusal itself, so the statechart only applies. A throw here is a bug in the rules:
    // the actor stops with the error.
    decide: assign(({ context, event }) => (event.type === 'ACT' ? { game: applyChecked(context.game, event.seat, event.action) } : {})),
    // Likewise a seat change, after engine/seats.ts seatChangeRefusal.
    changeSeat: assign(({ context, event }) => (event.type === 'SEATS' ? { game: changeSeat(context.game, event.seat, event.to) } : {})),
  },
}).createMachine({
  id: 'pericles',
  context: ({ input }) => ({ game: input.game }),
  initial: 'routing',
  on: { SEATS: { actions: 'changeSeat' } },
  states: {
    routing: { always: routes() },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    turn: { initial: 'aristophanes', states: phaseStates() as any },
    over: { type: 'final' },
  },
});

export type GameSnapshot = SnapshotFrom<typeof gameMachine>;
