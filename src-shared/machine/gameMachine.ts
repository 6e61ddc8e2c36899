// The first game's statechart (GMT's *Pericles*, 4.0 the turn sequence), generated from its module's
// turn table by machine/turnMachine.ts like any game's: a state per phase, per segment, and per
// decision under it, grouped by stage. Its id 'pericles' is in every saved snapshot's state names.
// `npm run chart` draws it (scripts/chart.ts) for the README.
import type { SnapshotFrom } from 'xstate';
import type { Faction } from '../games/pericles/model/ids.js';
import type { GameState } from '../games/pericles/model/state.js';
import { pericles } from '../games/pericles/module.js';
import { turnMachine, type TurnEvent } from './turnMachine.js';

export { stateKey } from './turnMachine.js';

export interface GameContext {
  game: GameState;
}

/** ACT: a player's decision. SEATS: a seat changing hands (engine/seats.ts), handled at the root. */
export type GameEvent = TurnEvent<Faction>;

export const gameMachine = turnMachine<GameState, Faction>(pericles.turnTable);

export type GameSnapshot = SnapshotFrom<typeof gameMachine>;
