// The games this app plays (#32): every registered module, the first the default. The host, the
// saves and the journal find a game here by the id a request or a save names.
import type { AnyGame } from './contract.js';
import { pericles } from './pericles/module.js';
import { perikles } from './perikles/module.js';

// #33: Martin Wallace's *Perikles* is the second.
export const GAMES: readonly AnyGame[] = [pericles, perikles];

/** The module of game `id`, or null when this version has no such game. */
export function gameById(id: string): AnyGame | null {
  return GAMES.find((g) => g.id === id) ?? null;
}
