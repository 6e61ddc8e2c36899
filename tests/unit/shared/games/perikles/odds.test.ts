// The exact odds of the Combat Results Table ([CRT] EN:311-322; [P6] EN:293-299), checked against an
// independent enumeration of dice sequences played through the engine's own round (rollRound), and
// against the rulebook's EXAMPLE OF A BATTLE ([Ex] EN:324-328).
import { describe, expect, it } from 'vitest';
import { chanceAtLeast, rollRound, roundChance, takeChance, targets, throwsAtLeast } from '../../../../../src-shared/games/perikles/combat.js';
import { locationOdds } from '../../../../../src-shared/games/perikles/odds.js';
import { attackOdds } from '../../../../../src-shared/games/perikles/bots/odds.js';
import { viewFor } from '../../../../../src-shared/games/perikles/view.js';
import { COMBAT_TABLE } from '../../../../../src-shared/games/perikles/data/index.js';
import type { Side } from '../../../../../src-shared/games/perikles/state.js';
import { game } from './helpers.js';

/** Face pairs of two dice totalling at least n, counted one by one. */
const faces = (n: number): number => { let k = 0; for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= n) k++; return k; };

/**
 * Brute force: every sequence of throws (each side's throw as "made it" — its number — or "missed" —
 * one below), weighted by its dice faces out of 36, fed to the engine's rollRound until it decides;
 * sequences still undecided after `depth` throws are left as `open` mass. Exact up to `open`.
 */
function enumerate(need: Record<Side, number>, start: Record<Side, number>, depth: number): { attack: number; open: number } {
  const p = { attack: faces(need.attack) / 36, defend: faces(need.defend) / 36 };
  let attack = 0, open = 0;
  const walk = (path: boolean[], weight: number): void => {
    const dice = path.map((hit, i) => { const side: Side = i % 2 === 0 ? 'attack' : 'defend'; return hit ? need[side] : need[side] - 1; });
    let r: ReturnType<typeof rollRound> | null;
    try { r = rollRound(need, start, () => { const d = dice.shift(); if (d === undefined) throw new Error('more'); return d; }); } catch { r = null; }
    if (r) { if (r.winner === 'attack') attack += weight; return; }
    if (path.length >= depth * 2) { open += weight; return; }
    for (const a of [true, false]) for (const d of [true, false]) {
      walk([...path, a, d], weight * (a ? p.attack : 1 - p.attack) * (d ? p.defend : 1 - p.defend));
    }
  };
  walk([], 1);
  return { attack, open };
}

describe('Two dice ([P6] EN:293)', () => {
  it('the throws that make each number of the table: 5+ 30, 6+ 26, 7+ 21, 8+ 15, 9+ 10, 10+ 6 of 36', () => {
    expect([5, 6, 7, 8, 9, 10].map(throwsAtLeast)).toEqual([30, 26, 21, 15, 10, 6]);
    expect(chanceAtLeast(7)).toBeCloseTo(21 / 36, 15);
  });
});

describe('A round\'s exact chance against an enumeration of dice sequences ([P6] EN:293-299)', () => {
  const starts: Record<Side, number>[] = [{ attack: 0, defend: 0 }, { attack: 1, defend: 0 }, { attack: 0, defend: 1 }, { attack: 1, defend: 1 }];
  for (const row of COMBAT_TABLE) {
    for (const start of starts) {
      it(`column ${row.column} (${row.attacker}+ against ${row.defender}+), tokens ${start.attack}–${start.defend}`, () => {
        const need = { attack: row.attacker, defend: row.defender };
        const exact = roundChance(need, start);
        const e = enumerate(need, start, 12);
        expect(e.open).toBeLessThan(1e-3);
        // The enumeration brackets the exact value: what it decided for the attacker, plus at most what it left open.
        expect(exact).toBeGreaterThanOrEqual(e.attack - 1e-12);
        expect(exact).toBeLessThanOrEqual(e.attack + e.open + 1e-12);
      });
    }
  }
});

describe('EXAMPLE OF A BATTLE ([Ex] EN:324-328): the odds of Athens attacking Sicily', () => {
  // Trireme round 7 against 5: +2 column, Athens needs 7 (21/36), Sparta 8 (15/36).
  // Hoplite round 3 against 7: 1:2 column, Athens needs 10 (6/36), Sparta 5 (30/36).
  // Exact fractions worked by hand from the same chain (Python's fractions): 611569/879194, 181/806, 1/806.
  it('the trireme round: Athens wins it 611569/879194 ≈ 69.56%', () => {
    expect(targets(7, 5)).toMatchObject({ attack: 7, defend: 8 });
    expect(roundChance(targets(7, 5))).toBeCloseTo(611569 / 879194, 12);
  });
  it('the hoplite round: with the first round\'s token Athens wins it 181/806 ≈ 22.46%; without, 1/806', () => {
    expect(roundChance(targets(3, 7), { attack: 1, defend: 0 })).toBeCloseTo(181 / 806, 12);
    expect(roundChance(targets(3, 7), { attack: 0, defend: 1 })).toBeCloseTo(1 / 806, 12);
    expect(roundChance(targets(3, 7))).toBeCloseTo(361 / 24986, 12);
  });
  it('Athens takes Sicily 55480807/354315182 ≈ 15.66% (the first round\'s winner starts the second with a token, EN:299)', () => {
    expect(takeChance([{ attack: 7, defend: 5 }, { attack: 3, defend: 7 }])).toBeCloseTo(55480807 / 354315182, 12);
  });
  it('a round won outright or not fought: the deciding round decides (EN:297; O10)', () => {
    expect(takeChance(['attack', { attack: 3, defend: 7 }])).toBeCloseTo(181 / 806, 12);
    expect(takeChance([{ attack: 7, defend: 5 }, 'none'])).toBe(0);
    expect(takeChance(['none', { attack: 3, defend: 7 }])).toBeCloseTo(361 / 24986, 12);
    expect(takeChance(['defend'])).toBe(0);
  });

  it('the seat\'s view of Sicily gives the same numbers, and the bots read the same function', () => {
    const g = game(4);
    g.phase = 'battles';
    g.slots[0] = { tile: 'sicily', attacker: 'red', defender: 'green', revealed: true, outcome: null };
    const put = (id: string, side: Side, by: 'red' | 'green') => { g.units[id] = { at: 'location', slot: 0, side, by }; };
    put('athens-t4-0', 'attack', 'red'); put('athens-t3-0', 'attack', 'red'); put('athens-h3-0', 'attack', 'red');
    put('sparta-t3-0', 'defend', 'green'); put('sparta-t1-0', 'defend', 'green'); put('sparta-h4-0', 'defend', 'green'); put('sparta-h2-0', 'defend', 'green');
    const v = viewFor(g, g.seats[0]!);
    const o = locationOdds(v, 0);
    expect(o.rounds.map((r) => [r.kind, r.attack.strength, r.defend.strength, r.column, r.need])).toEqual([
      ['trireme', 7, 5, '+2', { attack: 7, defend: 8 }],
      ['hoplite', 3, 7, '1:2', { attack: 10, defend: 5 }],
    ]);
    expect(o.rounds[0]!.attackWins).toBeCloseTo(611569 / 879194, 12);
    expect(o.take).toBeCloseTo(55480807 / 354315182, 12);
    expect(attackOdds(v, 0)).toBe(o.take);
    // A 4-strength Athenian hoplite added makes the hoplite round 7 against 7: the 1:1 column.
    const more = locationOdds(v, 0, { side: 'attack', kind: 'hoplite', strength: 4 });
    expect(more.rounds[1]).toMatchObject({ column: '1:1', need: { attack: 8, defend: 7 } });
    expect(more.take).toBeCloseTo(takeChance([{ attack: 7, defend: 5 }, { attack: 7, defend: 7 }]), 15);
    expect(more.take).toBeGreaterThan(o.take);
  });
});
