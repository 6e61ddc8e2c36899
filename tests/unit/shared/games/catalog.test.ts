// The static catalog (src-shared/games/catalog.ts) says what the registered modules and the
// scenario data say, and stays free of rule code: the protocol's schemas and the sandboxed preload
// read it without bundling a game (#32 "The contract").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG, DEFAULT_GAME_ID, PERICLES } from '../../../../src-shared/games/catalog.js';
import { GAMES, gameById } from '../../../../src-shared/games/index.js';
import { SCENARIOS } from '../../../../src-shared/games/pericles/data/scenarios/index.js';
import { FACTIONS } from '../../../../src-shared/games/pericles/model/ids.js';
import { MAX_HANDICAP } from '../../../../src-shared/games/pericles/engine/handicap.js';
import { REPO_ROOT } from '../../root.js';

const SHARED = join(REPO_ROOT, 'src-shared');

describe('games catalog (#32)', () => {
  it('lists the registered games, in order, as their modules name them', () => {
    expect(CATALOG.map((g) => g.id)).toEqual(GAMES.map((g) => g.id));
    expect(DEFAULT_GAME_ID).toBe(GAMES[0]!.id);
    for (const c of CATALOG) {
      const game = gameById(c.id)!;
      expect(game.title).toBe(c.title);
      expect(game.scenarios).toEqual(c.scenarios);
      expect(c.levels).toEqual(game.bots.levels);
      for (const s of c.scenarios) expect([...c.seats]).toEqual(expect.arrayContaining([...game.seatsFor(s.id, s.players.max)]));
    }
    expect(gameById('no-such-game')).toBeNull();
    for (const c of CATALOG) expect(c.seats).not.toContain('spectator');
  });

  it("Pericles' scenarios are the scenario data's: ids in order, titles, offered to players, four Factions", () => {
    expect(PERICLES.scenarios.map((s) => s.id)).toEqual(SCENARIOS.map((s) => s.id));
    for (const s of SCENARIOS) {
      expect(PERICLES.scenarios.find((c) => c.id === s.id), s.id).toEqual({
        id: s.id, title: s.name, players: { min: FACTIONS.length, max: FACTIONS.length }, offered: s.forPlayers !== undefined,
      });
    }
    expect(PERICLES.seats).toEqual(FACTIONS);
    expect(PERICLES.handicap).toEqual({ max: MAX_HANDICAP });
  });

  it('imports no rule code: only the ids and the contract', () => {
    const text = readFileSync(join(SHARED, 'games', 'catalog.ts'), 'utf8');
    const imports = [...text.matchAll(/^import\s[^']*'([^']+)'/gm)].map((m) => m[1]);
    expect(imports.sort()).toEqual(['./contract.js', './pericles/model/ids.js']);
    const ids = readFileSync(join(SHARED, 'games', 'pericles', 'model', 'ids.ts'), 'utf8');
    expect(ids).not.toMatch(/^import\s/m);
  });
});
