// The statechart the host plays a game by (#32): its module's turn table made a statechart once per
// module, typed by the contract alone (the game in `context.game` is the module's opaque state). A
// game's table says which shape: the nested turn sequence (turnMachine.ts: a state per phase, segment
// and decision; Pericles) or one state while the game runs (tableMachine.ts; Perikles, whose saved
// snapshots name that shape). Either takes the same events and keeps the game the same way.
import type { SnapshotFrom } from 'xstate';
import type { TurnTable } from '../games/contract.js';
import { tableMachine } from './tableMachine.js';
import { turnMachine, type TurnEvent } from './turnMachine.js';

export { stateKey } from './turnMachine.js';

/** A statechart's context: the game as its module's plain-JSON state, opaque to the host. */
export interface GameContext {
  game: unknown;
}

/** ACT: a player's decision. SEATS: a seat changing hands, handled at the root. */
export type GameEvent = TurnEvent;

export type GameMachine = ReturnType<typeof turnMachine<unknown, string>>;
export type GameSnapshot = SnapshotFrom<GameMachine>;

const machines = new WeakMap<TurnTable<unknown>, GameMachine>();

/** The statechart of a game module's turn table (its `turnTable`), made once. */
export function machineOf(table: TurnTable<unknown>): GameMachine {
  let machine = machines.get(table);
  if (!machine) {
    // A flat statechart has the nested one's context, events and persisted form, not its state names:
    // the host uses an actor only through ACT, SEATS, `context.game` and its persisted snapshot.
    machine = table.flat ? tableMachine(table) as unknown as GameMachine : turnMachine(table);
    machines.set(table, machine);
  }
  return machine;
}
