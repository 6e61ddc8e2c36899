// The statechart of a game whose module gives only its turn table (#33: Perikles): one state while
// the game runs, a final one when it is over. Decisions are checked by the module before they are
// sent (the host's one refusal path); the statechart applies them with the turn table's
// applyChecked, and a seat change with its changeSeat. The game is plain JSON in `context.game`.
import { assign, setup } from 'xstate';
import type { TurnTable } from '../games/contract.js';
// The same events as a nested statechart's (a decision, a seat changing hands); its two actions are
// repeated inline because XState types an action by the machine it is set up in.
import type { TurnEvent } from './turnMachine.js';

export function tableMachine(table: TurnTable<unknown>) {
  return setup({
    types: { context: {} as { game: unknown }, events: {} as TurnEvent, input: {} as { game: unknown } },
    guards: { isOver: ({ context }) => table.at(context.game).over },
    actions: {
      decide: assign(({ context, event }) => (event.type === 'ACT' ? { game: table.applyChecked(context.game, event.seat, event.action) } : {})),
      changeSeat: assign(({ context, event }) => (event.type === 'SEATS' ? { game: table.changeSeat(context.game, event.seat, event.to) } : {})),
    },
  }).createMachine({
    id: table.machineId,
    context: ({ input }) => ({ game: input.game }),
    initial: 'routing',
    on: { SEATS: { actions: 'changeSeat' } },
    states: {
      routing: { always: [{ guard: 'isOver', target: 'over' }, { target: 'playing' }] },
      playing: { on: { ACT: { actions: 'decide', target: 'routing' } } },
      over: { type: 'final' },
    },
  });
}
