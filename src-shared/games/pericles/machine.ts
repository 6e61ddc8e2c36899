// The first game's statechart (GMT's *Pericles*, 4.0 the turn sequence), generated from its module's
// turn table by machine/turnMachine.ts like any game's: a state per phase, per segment, and per
// decision under it, grouped by stage. Its id 'pericles' is in every saved snapshot's state names.
// The host plays it through machine/gameMachine.ts `machineOf(pericles)` (the same table, typed by
// the contract); this typed instance is for the rules' own tests and `npm run chart` (scripts/chart.ts).
import type { SnapshotFrom } from 'xstate';
import type { Faction } from './model/ids.js';
import type { GameState } from './model/state.js';
import { pericles } from './module.js';
import { turnMachine, type TurnEvent } from '../../machine/turnMachine.js';

export { stateKey } from '../../machine/turnMachine.js';

/** ACT: a player's decision. SEATS: a seat changing hands (engine/seats.ts), handled at the root. */
export type PericlesEvent = TurnEvent<Faction>;

export const periclesMachine = turnMachine<GameState, Faction>(pericles.turnTable);

export type PericlesSnapshot = SnapshotFrom<typeof periclesMachine>;
