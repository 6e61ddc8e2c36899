// Combat Results Table ([CRT] EN:311-322), EXAMPLE OF A BATTLE ([Ex] EN:324-328) and the data's
// rulebook values (PERIKLES.md).
import { describe, expect, it } from 'vitest';
import { combatColumn, rollRound, targets } from '../../../../../src-shared/games/perikles/combat.js';
import { strength } from '../../../../../src-shared/games/perikles/battle.js';
import { CITIES, LOCATIONS, LOCATION_BY_ID } from '../../../../../src-shared/games/perikles/data/index.js';
import { COUNTERS, INFLUENCE_TILES } from '../../../../../src-shared/games/perikles/state.js';
import { game } from './helpers.js';

describe('Components (PERIKLES.md, rulebook values)', () => {
  it('COMPONENTS: 21 Location tiles, 36 Influence tiles, Sicily as the battle example describes it', () => {
    expect(LOCATIONS).toHaveLength(21);
    expect(INFLUENCE_TILES).toHaveLength(36);
    expect(LOCATION_BY_ID.sicily).toMatchObject({ city: 'sparta', rounds: ['trireme', 'hoplite'], defenders: ['hoplite', 'trireme'] });
    // D1: the implementation's mix (61 Greek + 10 Persian), not the rulebook's 60.
    expect(COUNTERS.filter((c) => c.force !== 'persia')).toHaveLength(61);
    expect(COUNTERS.filter((c) => c.force === 'persia')).toHaveLength(10);
  });
  it('Phase 6: Corinth\'s first square is 9, then 7 ([P6] EN:305)', () => {
    expect(CITIES.corinth.squares.slice(0, 3)).toEqual([9, 7, 5]);
  });
});

describe('Combat Results Table ([CRT] EN:311-322)', () => {
  it.each([
    [2, 1, '2:1'], [5, 3, '+2'], [3, 4, '1:1'], [7, 12, '-2'], [2, 4, '1:2'], [7, 5, '+2'], [3, 7, '1:2'],
    [9, 3, '3:1'], [20, 3, '3:1'], [1, 9, '1:2'], [4, 4, '1:1'], [5, 4, '1:1'],
  ])('attack %i against defence %i uses the %s column', (a, d, column) => {
    expect(combatColumn(a, d)).toBe(column);
  });
  it('the columns\' numbers: +2 needs 7 and 8; 1:2 needs 10 and 5 ([Ex] EN:326-328)', () => {
    expect(targets(7, 5)).toEqual({ column: '+2', attack: 7, defend: 8 });
    expect(targets(3, 7)).toEqual({ column: '1:2', attack: 10, defend: 5 });
  });
});

describe('EXAMPLE OF A BATTLE ([Ex] EN:324-328): Athens attacks Sicily', () => {
  const scripted = (rolls: number[]) => () => rolls.shift()!;

  it('the trireme round: 7 against 5 (with the grey trireme), Athens rolls 9 and 7, Sparta 6 and 11: Athens wins', () => {
    const r = rollRound(targets(7, 5), { attack: 0, defend: 0 }, scripted([9, 6, 7, 11]));
    expect(r.winner).toBe('attack');
    expect(r.tokens).toEqual({ attack: 2, defend: 1 });
  });

  it('the hoplite round: 3 against 7, Athens starts with a token; both reach two, then 6 against 7: Sparta wins', () => {
    const r = rollRound(targets(3, 7), { attack: 1, defend: 0 }, scripted([7, 6, 10, 8, 6, 7]));
    expect(r.winner).toBe('defend');
    expect(r.rolls.map(({ attack, defend }) => ({ attack, defend }))).toEqual([{ attack: 7, defend: 6 }, { attack: 10, defend: 8 }, { attack: 6, defend: 7 }]);
    // The tokens after each throw, as the battle moment shows them: 1–1, 2–2, then the roll-on decides.
    expect(r.rolls.map((x) => x.tokens)).toEqual([{ attack: 1, defend: 1 }, { attack: 2, defend: 2 }, { attack: 2, defend: 2 }]);
  });

  it('Phase 6: strengths add the intrinsic defenders of Sicily (+1 trireme, +1 hoplite), never doubled', () => {
    const g = game(4);
    g.phase = 'battles';
    g.slots[0] = { tile: 'sicily', attacker: 'red', defender: 'green', revealed: true, outcome: null };
    const put = (id: string, side: 'attack' | 'defend', by: 'red' | 'green') => { g.units[id] = { at: 'location', slot: 0, side, by }; };
    // Athens: triremes 4 + 3 = 7, hoplites 3; Sparta: triremes 3 + 1 (+1) = 5, hoplites 4 + 2 (+1) = 7.
    put('athens-t4-0', 'attack', 'red'); put('athens-t3-0', 'attack', 'red'); put('athens-h3-0', 'attack', 'red');
    put('sparta-t3-0', 'defend', 'green'); put('sparta-t1-0', 'defend', 'green'); put('sparta-h4-0', 'defend', 'green'); put('sparta-h2-0', 'defend', 'green');
    expect(strength(g, 0, 'attack', 'trireme', [])).toBe(7);
    expect(strength(g, 0, 'defend', 'trireme', [])).toBe(5);
    expect(strength(g, 0, 'attack', 'hoplite', [])).toBe(3);
    expect(strength(g, 0, 'defend', 'hoplite', [])).toBe(7);
    // Special tiles: Brasidas doubles Spartan hoplite counters, not the grey hoplite (EN:360).
    expect(strength(g, 0, 'defend', 'hoplite', ['brasidas'])).toBe(13);
    // Special tiles: Phormio doubles Athenian triremes (EN:378).
    expect(strength(g, 0, 'attack', 'trireme', ['phormio'])).toBe(14);
  });

  it('Combat Results Table: if both sides reach two tokens they roll on until one succeeds and the other fails (EN:293)', () => {
    const r = rollRound({ attack: 8, defend: 7 }, { attack: 1, defend: 1 }, scripted([8, 7, 12, 12, 2, 2, 3, 9]));
    expect(r.winner).toBe('defend');
    expect(r.rolls).toHaveLength(4);
  });
});
