// A game's turn sequence as one XState v5 statechart, generated from its module's turn table
// (contract.ts TurnTable): a state per phase, a nested state per segment, and under it a state per
// decision the segment asks, grouped by stage (Pericles: a debate's steps; an issue's resolution:
// reveal, diplomacy, league, oracle, the expedition's military step, muster, movement, battle,
// casualties, second battle; the end phase). Events are players' decisions, checked once by the
// module before they are sent (the host's one refusal path); the statechart applies them with the
// table's applyChecked, and a seat change with its changeSeat. The game is plain JSON in
// `context.game`. No child actors. Saved snapshots name their states under the table's machineId.
import { assign, setup } from 'xstate';
import type { Action, SeatKind, TurnTable } from '../games/contract.js';

/**
 * ACT: a player's decision. SEATS: a seat changing hands, handled at the root: it changes who plays a
 * seat, never where the turn sequence stands, so the state stays where it is.
 */
export type TurnEvent<S extends string = string> = { type: 'ACT'; seat: S; action: Action } | { type: 'SEATS'; seat: S; to: SeatKind };

/** XState state keys cannot hold dots: 'cards.deal' → 'cards_deal'. */
export function stateKey(segmentId: string): string {
  return segmentId.replace(/\./g, '_');
}

type StateConfig = { meta?: Record<string, unknown>; initial?: string; states?: Record<string, StateConfig>; on?: unknown };
type Decision = TurnTable<unknown>['decisions'][number];
type Route = { guard: { type: 'atDecision'; params: { segment: string; kind: string } } | { type: 'atSegment'; params: { segment: string } } | { type: 'isOver' }; target: string };

/** Where a decision's state sits under its segment's state. */
function decisionPath(d: Decision): string {
  return [...(d.stage?.split('.') ?? []), stateKey(d.kind)].join('.');
}

export function turnMachine<St, S extends string = string>(table: TurnTable<St>) {
  const root = `#${table.machineId}`;
  /** A decision, checked by the rules before it is sent, is applied; the state follows the game's flow. */
  const act = { actions: 'decide' as const, target: `${root}.routing` };

  /** A segment's state, with a nested state per decision it asks, grouped by its stage ('expedition.battle'). */
  function segmentState(segmentId: string, rule: string): StateConfig {
    const node: StateConfig = { meta: { rule }, on: { ACT: act } };
    for (const d of table.decisions.filter((x) => x.segment === segmentId)) {
      let parent = node;
      for (const stage of d.stage?.split('.') ?? []) {
        parent.states ??= {};
        parent.initial ??= stage;
        parent = parent.states[stage] ??= {};
      }
      parent.states ??= {};
      parent.initial ??= stateKey(d.kind);
      parent.states[stateKey(d.kind)] = { meta: { rule: d.rule, decision: d.kind } };
    }
    return node;
  }

  function phaseStates(): Record<string, StateConfig> {
    const states: Record<string, StateConfig> = {};
    for (const phase of table.phases) {
      const children: Record<string, StateConfig> = {};
      for (const seg of table.segments.filter((s) => s.phase === phase)) children[stateKey(seg.id)] = segmentState(seg.id, seg.rule);
      if (!Object.keys(children).length) children.idle = {};
      states[phase] = { initial: Object.keys(children)[0] as string, states: children };
    }
    return states;
  }

  /** From `routing`, the state of the decision now open (or of its segment, for a kind the table does not place). */
  function routes(): Route[] {
    const out: Route[] = [{ guard: { type: 'isOver' }, target: `${root}.over` }];
    for (const seg of table.segments) {
      const at = `${root}.turn.${seg.phase}.${stateKey(seg.id)}`;
      for (const d of table.decisions.filter((x) => x.segment === seg.id)) {
        out.push({ guard: { type: 'atDecision', params: { segment: seg.id, kind: d.kind } }, target: `${at}.${decisionPath(d)}` });
      }
      out.push({ guard: { type: 'atSegment', params: { segment: seg.id } }, target: at });
    }
    return out;
  }

  return setup({
    types: {
      context: {} as { game: St },
      events: {} as TurnEvent<S>,
      input: {} as { game: St },
    },
    guards: {
      isOver: ({ context }) => table.at(context.game).over,
      atSegment: ({ context }, params: { segment: string }) => table.at(context.game).segment === params.segment,
      atDecision: ({ context }, params: { segment: string; kind: string }) => {
        const at = table.at(context.game);
        return at.segment === params.segment && at.decision === params.kind;
      },
    },
    actions: {
      // The decision was checked by the module before it was sent: the host answers a refusal itself,
      // so the statechart only applies. A throw here is a bug in the rules: the actor stops with the error.
      decide: assign(({ context, event }) => (event.type === 'ACT' ? { game: table.applyChecked(context.game, event.seat, event.action) } : {})),
      // Likewise a seat change, after the module's seatChangeRefusal.
      changeSeat: assign(({ context, event }) => (event.type === 'SEATS' ? { game: table.changeSeat(context.game, event.seat, event.to) } : {})),
    },
  }).createMachine({
    id: table.machineId,
    context: ({ input }) => ({ game: input.game }),
    initial: 'routing',
    on: { SEATS: { actions: 'changeSeat' } },
    states: {
      routing: { always: routes() },
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      turn: { initial: table.phases[0]!, states: phaseStates() as any },
      over: { type: 'final' },
    },
  });
}
