// The host's answer to 'listGames' (#32): every registered game, its scenarios with their seats,
// and its bots' levels, as the modules give them; the start screen groups scenarios by game.
import { GAMES } from '../../src-shared/games/index.js';
import type { GameListing } from '../../src-shared/protocol/api.js';

export function listGames(): GameListing[] {
  return GAMES.map((game) => ({
    id: game.id,
    title: game.title,
    scenarios: game.scenarios.map((s) => ({
      id: s.id, title: s.title, players: { ...s.players }, offered: s.offered, seats: [...game.seatsFor(s.id)],
    })),
    levels: [...game.bots.levels],
  }));
}
