// The turn sequence (4.0) as one XState v5 statechart: a state per phase (Aristophanes,
// Political Cards, Boulé, Assembly, Political, Theater placement, Theater resolution, End) with a
// nested state per segment. Events are players' decisions; guards ask the rules whether a decision
// is legal and actions apply it. The whole game is plain JSON in `context.game`. No child actors.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Faction } from '../model/ids.js';
import type { GameState, Phase } from '../model/state.js';
import { apply, isAction, isLegal } from '../engine/driver.js';
import { TURN } from '../engine/turn.js';
import { EngineError, type Action } from '../engine/types.js';

export interface GameContext {
  game: GameState;
  /** The last decision refused, with the rules' reason; cleared by the next accepted one. */
  rejection: { seat: Faction; code: string; message: string } | null;
}

export type GameEvent = { type: 'ACT'; seat: Faction; action: Action };

const PHASE_ORDER: Phase[] = [
  'aristophanes', 'politicalCards', 'boule', 'assembly', 'political', 'theaterPlacement', 'theaterResolution', 'end',
];

/** XState state keys cannot hold dots: 'cards.deal' → 'cards_deal'. */
export function stateKey(segmentId: string): string {
  return segmentId.replace(/\./g, '_');
}


const ACT_TRANSITIONS = [
  { guard: 'isLegal' as const, actions: 'applyDecision' as const, target: '#pericles.routing' },
  { actions: 'rejectDecision' as const },
];

function phaseStates(): Record<string, unknown> {
  const states: Record<string, { initial?: string; states: Record<string, unknown> }> = {};
  for (const phase of PHASE_ORDER) {
    const segs = TURN.filter((s) => s.phase === phase);
    const children: Record<string, unknown> = {};
    for (const seg of segs) {
      children[stateKey(seg.id)] = { meta: { rule: seg.rule }, on: { ACT: ACT_TRANSITIONS } };
    }
    if (!segs.length) children.idle = {};
    states[phase] = { initial: Object.keys(children)[0] as string, states: children };
  }
  return states;
}

function routes() {
  const out: { guard: { type: 'atSegment'; params: { segment: string } } | { type: 'isOver' }; target: string }[] = [
    { guard: { type: 'isOver' }, target: '#pericles.over' },
  ];
  for (const seg of TURN) {
    out.push({ guard: { type: 'atSegment', params: { segment: seg.id } }, target: `#pericles.turn.${seg.phase}.${stateKey(seg.id)}` });
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
    isLegal: ({ context, event }) => isAction(event.action) && isLegal(context.game, event.seat, event.action),
    isOver: ({ context }) => context.game.flow.phase === 'over',
    atSegment: ({ context }, params: { segment: string }) => context.game.flow.segment === params.segment,
  },
  actions: {
    applyDecision: assign({
      game: ({ context, event }) => apply(context.game, event.seat, event.action),
      rejection: null,
    }),
    rejectDecision: assign({
      rejection: ({ context, event }) => {
        try {
          apply(context.game, event.seat, event.action);
          return { seat: event.seat, code: 'illegal-action', message: 'Refused.' };
        } catch (e) {
          const code = e instanceof EngineError ? e.code : 'illegal-action';
          return { seat: event.seat, code, message: e instanceof Error ? e.message : String(e) };
        }
      },
    }),
  },
}).createMachine({
  id: 'pericles',
  context: ({ input }) => ({ game: input.game, rejection: null }),
  initial: 'routing',
  states: {
    routing: { always: routes() },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    turn: { initial: 'aristophanes', states: phaseStates() as any },
    over: { type: 'final' },
  },
});

export type GameSnapshot = SnapshotFrom<typeof gameMachine>;
