// The page's games (#32): each game's renderer module, by the id its host module has
// (src-shared/games/index.ts). The shell finds a game here and nowhere else.
import { DEFAULT_GAME_ID } from '../../src-shared/games/catalog.js';
import { shellModule, type GameUiModule } from './contract.js';
import { periclesUi } from './pericles/index.js';
import { periklesUi } from './perikles/index.js';

export type { GameUiModule } from './contract.js';

export const GAME_UIS: readonly GameUiModule[] = [shellModule(periclesUi), shellModule(periklesUi)];

/** The renderer module of game `id`, or null when this page has none. */
export function gameUiById(id: string): GameUiModule | null {
  return GAME_UIS.find((g) => g.id === id) ?? null;
}

/** The game a save, a record or a listing names; one that names none (made before #32) is of the default game. */
export function gameUiOf(id: string | undefined): GameUiModule {
  return gameUiById(id ?? DEFAULT_GAME_ID) ?? defaultGameUi();
}

/** The default game's module (the first registered): words that belong to no game in particular yet. */
export function defaultGameUi(): GameUiModule {
  return gameUiById(DEFAULT_GAME_ID) ?? GAME_UIS[0]!;
}
