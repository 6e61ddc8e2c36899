// #13 item 2: the saves browser shows saves by game, titled the way a player names a game.
import { describe, expect, it } from 'vitest';
import type { SaveInfo } from '../../../src-shared/protocol/api.js';
import { groupSaves } from '../../../src-renderer/saves/groups.js';

const seats = (human: string[]) => Object.fromEntries(['aristocrats', 'demagogues', 'eurypontids', 'agiads'].map((f) => [f, human.includes(f) ? 'human' : 'bot:rule'])) as SaveInfo['seats'];
const save = (name: string, over: Partial<SaveInfo>): SaveInfo => ({ name, kind: 'save', ok: true, ...over });

describe('saves by game (#13 item 2)', () => {
  it('groups a game\'s autosaves and named saves under "scenario, Faction, turn", the game played last first', () => {
    const groups = groupSaves([
      save('autosave-aaaaaaaa', { kind: 'autosave', gameId: 'aaaaaaaa', scenario: 'campaign', turn: 4, seats: seats(['aristocrats']) }),
      save('autosave-bbbbbbbb', { kind: 'autosave', gameId: 'bbbbbbbb', scenario: 'development', turn: 2, seats: seats(['eurypontids', 'agiads']) }),
      save('My campaign', { gameId: 'aaaaaaaa', scenario: 'campaign', turn: 3, seats: seats(['aristocrats']) }),
      save('autosave-aaaaaaaa.1', { kind: 'autosave-backup', gameId: 'aaaaaaaa', scenario: 'campaign', turn: 4, seats: seats(['aristocrats']) }),
      save('Old one', { scenario: 'development', turn: 1 }),
      { name: 'Broken', kind: 'save', ok: false, error: { code: 'corrupt', message: 'bad' } },
    ]);
    expect(groups.map((g) => g.title)).toEqual([
      'The Campaign: the Peloponnesian Wars (460–401 BC), Aristocrats, turn 4',
      'Development setup (431 BC), Eurypontids and Agiads, turn 2',
      'Development setup (431 BC), players unknown, turn 1',
      'Broken',
    ]);
    expect(groups[0]!.saves.map((s) => s.name)).toEqual(['autosave-aaaaaaaa', 'My campaign', 'autosave-aaaaaaaa.1']);
  });

  it('says when all four Factions sat at the table', () => {
    expect(groupSaves([save('x', { gameId: 'cccccccc', scenario: 'development', turn: 1, seats: seats(['aristocrats', 'demagogues', 'eurypontids', 'agiads']) })])[0]!.title)
      .toBe('Development setup (431 BC), all four Factions at the table, turn 1');
  });
});
