// #32: the start screen learns the games from the host ('listGames'): every registered game with
// its scenarios (as its module lists them, the development setup not offered) and its bot levels,
// and each game the host lists has a renderer module in the page.
import { describe, expect, it } from 'vitest';
import { connect, makeHost } from '../main/host/helpers.js';
import { GAMES } from '../../../src-shared/games/index.js';
import { PLAYER_LEVELS } from '../../../src-shared/games/pericles/bots/levels.js';
import { SCENARIOS } from '../../../src-shared/games/pericles/data/scenarios/index.js';
import type { GameListing } from '../../../src-shared/protocol/api.js';
import { parseClientValue } from '../../../src-shared/protocol/messages.js';

describe('listGames', () => {
  it('answers every game with its scenarios, their seats and the offered bot levels', async () => {
    const { host } = makeHost();
    const client = connect(host);
    const reply = await client.session.request({ id: 1, type: 'listGames' });
    expect(reply).toMatchObject({ type: 'ok', re: 1 });
    const games = (reply as { value: GameListing[] }).value;
    expect(games.map((g) => g.id)).toEqual(GAMES.map((g) => g.id));
    const pericles = games.find((g) => g.id === 'pericles')!;
    expect(pericles.levels).toEqual([...PLAYER_LEVELS]);
    expect(pericles.scenarios.map((s) => s.id)).toEqual(SCENARIOS.map((s) => s.id));
    // Offered: exactly the scenarios with words for players (3.0: four Factions at each).
    for (const s of pericles.scenarios) {
      const setup = SCENARIOS.find((x) => x.id === s.id)!;
      expect(s.offered, s.id).toBe(!!setup.forPlayers);
      expect(s.seats, s.id).toEqual(['aristocrats', 'demagogues', 'eurypontids', 'agiads']);
      expect(s.players).toEqual({ min: 4, max: 4 });
    }
    expect(pericles.scenarios.find((s) => s.id === 'development')?.offered).toBe(false);
  });

  it('is a strict message: an extra field is refused', () => {
    expect(parseClientValue({ type: 'listGames' }).ok).toBe(true);
    expect(parseClientValue({ type: 'listGames', game: 'pericles' }).ok).toBe(false);
  });
});
