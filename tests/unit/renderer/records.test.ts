// Win rates of the record of finished games (#17.5): won when the winning Faction was a person's.
import { describe, expect, it } from 'vitest';
import { percent, winRates } from '../../../src-renderer/summary/records.js';
import type { FinishedGame } from '../../../src-shared/games/pericles/wire.js';
import { FACTIONS } from '../../../src-shared/games/pericles/model/ids.js';

const game = (scenario: string, humans: FinishedGame['humans'], winner: FinishedGame['result']['winner']): FinishedGame => ({
  scenario, humans, bots: {}, turn: 1, finishedAt: '2026-11-25T10:00:00.000Z',
  result: { reason: 'endOfGame', winningSide: winner === 'aristocrats' || winner === 'demagogues' ? 'athens' : winner ? 'sparta' : null, winner, rule: '11.14' },
  honor: { aristocrats: 0, demagogues: 0, eurypontids: 0, agiads: 0 },
});

describe('win rates', () => {
  it('per scenario over its games; per Faction over the games a person played it', () => {
    const games = [
      game('campaign', ['aristocrats'], 'aristocrats'),
      game('campaign', ['aristocrats'], 'eurypontids'),
      game('training-amphipolis', ['eurypontids'], 'eurypontids'),
      game('training-amphipolis', ['eurypontids', 'agiads'], 'agiads'),
      game('training-amphipolis', ['eurypontids'], null),
    ];
    const { byScenario, byFaction } = winRates(games, FACTIONS);
    expect(byScenario).toEqual([
      { key: 'campaign', played: 2, won: 1 },
      { key: 'training-amphipolis', played: 3, won: 2 },
    ]);
    expect(byFaction).toEqual([
      { key: 'aristocrats', played: 2, won: 1 },
      { key: 'eurypontids', played: 3, won: 1 },
      { key: 'agiads', played: 1, won: 1 },
    ]);
    expect(byScenario.map(percent)).toEqual([50, 67]);
  });

  it('no games: no rates', () => {
    expect(winRates([], FACTIONS)).toEqual({ byScenario: [], byFaction: [] });
  });
});
