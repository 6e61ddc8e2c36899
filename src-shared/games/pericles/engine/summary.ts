// What the saves browser shows of a game (#31 item 3): always derived from the game itself, never
// taken from a file, so a save whose summary was edited cannot show another game's turn or Honor.
import { FACTIONS, type Faction } from '../model/ids.js';
import type { GameState, Phase } from '../model/state.js';

export interface GameSummary {
  turn: number;
  phase: Phase;
  factionsHonor: Record<Faction, number>;
}

/** The summary of `g`: its turn, phase and each Faction's Honor. */
export function summaryOf(g: GameState): GameSummary {
  const factionsHonor = {} as Record<Faction, number>;
  for (const f of FACTIONS) factionsHonor[f] = g.factions[f].honor;
  return { turn: g.turn, phase: g.flow.phase, factionsHonor };
}
