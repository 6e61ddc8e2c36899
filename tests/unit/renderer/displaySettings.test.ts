// #29 Display settings: what is remembered is read back as it was; anything else (an older or a
// broken write, storage off) is the default look.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY, DISPLAY_KEY, loadDisplay, parseDisplay, rememberDisplay } from '../../../src-renderer/display/settings.js';
import { SAFE_FACTION_COLOR, SAFE_FORCE_COLOR, inkOn } from '../../../src-renderer/games/pericles/board/palette.js';
import { sideMarkOf } from '../../../src-renderer/games/pericles/board/pieces.js';
import { FACTIONS } from '../../../src-shared/games/pericles/model/ids.js';

function memoryStore(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => { data.set(k, v); } };
}

describe('display settings', () => {
  it('a remembered choice is read back', () => {
    const local = memoryStore();
    rememberDisplay({ local }, { colorBlind: true, textSize: 'larger' });
    expect(local.data.has(DISPLAY_KEY)).toBe(true);
    expect(loadDisplay({ local })).toEqual({ colorBlind: true, textSize: 'larger' });
  });
  it('nothing remembered, a broken or unknown value: the default look', () => {
    expect(loadDisplay({})).toEqual(DEFAULT_DISPLAY);
    expect(parseDisplay('{not json')).toEqual(DEFAULT_DISPLAY);
    expect(parseDisplay('{"colorBlind":"yes","textSize":"huge"}')).toEqual(DEFAULT_DISPLAY);
    expect(parseDisplay({ colorBlind: true })).toEqual({ colorBlind: true, textSize: 'normal' });
    const throwing = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
    expect(loadDisplay({ local: throwing })).toEqual(DEFAULT_DISPLAY);
    expect(() => rememberDisplay({ local: throwing }, DEFAULT_DISPLAY)).not.toThrow();
  });
});

describe('the colour-blind palette', () => {
  it('gives the four Factions four colours, each letter in the ink that reads on it', () => {
    expect(new Set(FACTIONS.map((f) => SAFE_FACTION_COLOR[f])).size).toBe(4);
    expect(inkOn(SAFE_FACTION_COLOR.demagogues)).toBe(0xffffff);
    expect(inkOn(SAFE_FACTION_COLOR.eurypontids)).not.toBe(0xffffff);
  });
  it('keeps the Sides\' marks on the pieces (a ring for Athens and its League, a lambda for Sparta and its League)', () => {
    expect(sideMarkOf(SAFE_FORCE_COLOR.athens)).toBe('athens');
    expect(sideMarkOf(SAFE_FORCE_COLOR.delian)).toBe('athens');
    expect(sideMarkOf(SAFE_FORCE_COLOR.sparta)).toBe('sparta');
    expect(sideMarkOf(SAFE_FORCE_COLOR.peloponnesian)).toBe('sparta');
  });
});
