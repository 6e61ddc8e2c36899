// How a save is described wherever it is listed (#16 Start, saves, replay): when in a player's
// words, who played, never an ISO timestamp or a game id.
import { describe, expect, it } from 'vitest';
import type { SaveInfo } from '../../../../src-shared/games/pericles/wire.js';
import { playedByLine, saveListLine, whenInWords } from '../../../../src-renderer/saves/labels.js';

const now = new Date(2026, 10, 25, 14, 30);
const at = (d: Date) => d.toISOString();

describe('whenInWords', () => {
  it('says how long ago, today, yesterday, a weekday or a date, never the ISO form', () => {
    expect(whenInWords(at(new Date(2026, 10, 25, 14, 29, 40)), now)).toBe('just now');
    expect(whenInWords(at(new Date(2026, 10, 25, 14, 29, 0)), now)).toBe('a minute ago');
    expect(whenInWords(at(new Date(2026, 10, 25, 14, 5)), now)).toBe('25 minutes ago');
    expect(whenInWords(at(new Date(2026, 10, 25, 9, 5)), now)).toMatch(/^today at 0?9:05/);
    expect(whenInWords(at(new Date(2026, 10, 24, 18, 0)), now)).toMatch(/^yesterday at /);
    expect(whenInWords(at(new Date(2026, 10, 21, 8, 0)), now)).toMatch(/^Saturday at /);
    expect(whenInWords(at(new Date(2026, 2, 3, 18, 0)), now)).toMatch(/March/);
    expect(whenInWords(at(new Date(2025, 2, 3, 18, 0)), now)).toMatch(/2025/);
    expect(whenInWords('not a date', now)).toBe('');
    expect(whenInWords(undefined, now)).toBe('');
  });
});

describe('playedByLine and saveListLine', () => {
  const seats = { aristocrats: 'human', demagogues: 'bot:rule', eurypontids: 'bot:rule', agiads: 'human' } as const;
  const save: SaveInfo = {
    name: 'autosave-0123456789ab', kind: 'autosave', ok: true, scenario: 'campaign', turn: 4, phase: 'assembly',
    savedAt: at(new Date(2026, 10, 25, 9, 5)), gameId: '0123456789ab', seats,
  };

  it('names the Factions played by people', () => {
    expect(playedByLine(save)).toBe('Played by you: Aristocrats and Agiads');
    expect(playedByLine({ seats: { aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' } })).toMatch(/all four Factions/);
    expect(playedByLine({})).toBeNull();
  });

  it('one line: game, Factions, turn and when; a named save leads with its name; no id or timestamp', () => {
    const line = saveListLine(save, now);
    expect(line).toMatch(/^The Campaign.*, Aristocrats and Agiads, turn 4 — today at /);
    expect(line).not.toMatch(/0123456789ab|autosave|T\d\d:/);
    expect(saveListLine({ ...save, name: 'Mine', kind: 'save', title: 'Mine' }, now)).toMatch(/^Mine: The Campaign/);
  });
});
