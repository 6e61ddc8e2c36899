// Phase 6 Resolve Battles: a lost round's casualty (EN:295), and the main player's choice among
// allied cities' counters alike in value (DE:680); Ending the game: the ranking and its tie rule (EN:414).
import { describe, expect, it } from 'vitest';
import { advance, legalActions, pending } from '../../../../../src-shared/games/perikles/flow.js';
import { perikles } from '../../../../../src-shared/games/perikles/module.js';
import { decidePerikles } from '../../../../../src-shared/games/perikles/bots/index.js';
import { viewFor } from '../../../../../src-shared/games/perikles/view.js';
import { ranking, scores, winners, type Score } from '../../../../../src-shared/games/perikles/scoring.js';
import { invariants } from '../../../../../src-shared/games/perikles/invariants.js';
import { seedRng } from '../../../../../src-shared/kit/random.js';
import type { PeriklesState, Seat, Side } from '../../../../../src-shared/games/perikles/state.js';
import { atCommit, game, play } from './helpers.js';

// red attacks; green leads Corinth (Leucas' city) and defends; black leads Argos and Thebes; orange leads nothing (the Persians).
const LEADERS = { athens: 'red', sparta: 'green', argos: 'black', corinth: 'green', thebes: 'black', megara: 'green' } as const;

/** Leucas (hoplites, then triremes) with these counters, each sent by the given commander; the dice from `seed`. */
function atLeucas(put: [string, Side, Seat | 'persians'][], seed: string): PeriklesState {
  const g = atCommit(LEADERS);
  for (const s of g.seats) { g.players[s].special = null; g.players[s].specialUsed = true; g.players[s].tiles = []; }
  g.slots = [{ tile: 'leucas', attacker: 'red', defender: 'green', revealed: false, outcome: null }];
  for (const [id, side, by] of put) g.units[id] = { at: 'location', slot: 0, side, by };
  g.phase = 'battles';
  g.decision = null;
  g.rng = seedRng(seed);
  advance(g);
  return g;
}

/** The first dice (by seed) under which the defence loses the trireme round. */
function defenceLosesTriremes(put: [string, Side, Seat | 'persians'][]): PeriklesState {
  for (let i = 0; i < 200; i++) {
    const g = atLeucas(put, `casualty-${i}`);
    if (pending(g)?.kind === 'battle.casualty') return g;
  }
  throw new Error('no seed in 200 where the defence loses the trireme round');
}

// The main defender (green) sent only a hoplite: the trireme casualty comes from the allies.
const ALLIES: [string, Side, Seat | 'persians'][] = [
  ['athens-h3-0', 'attack', 'red'], ['athens-t4-0', 'attack', 'red'], ['athens-t4-1', 'attack', 'red'],
  ['sparta-h1-0', 'defend', 'green'], ['argos-t2-0', 'defend', 'black'], ['persia-t2-0', 'defend', 'persians'],
];

describe('Phase 6 Resolve Battles: casualties among allied cities (EN:295; DE:680)', () => {
  it('DE:680: the main defender chooses whose counter is lost when allied cities\' lowest counters are alike', () => {
    const g = defenceLosesTriremes(ALLIES);
    expect(pending(g)).toMatchObject({ kind: 'battle.casualty', seats: ['green'], rule: 'Phase 6 Resolve Battles', phase: 'battles' });
    expect(g.decision).toMatchObject({ slot: 0, side: 'defend', unit: 'trireme' });
    expect(legalActions(g, 'green')).toEqual([{ type: 'casualty', force: 'argos' }, { type: 'casualty', force: 'persia' }]);
    expect(legalActions(g, 'black')).toEqual([]);
    // The round was rolled and logged before the choice; no counter is lost yet.
    expect(g.log.filter((e) => e.text === 'casualty' && e.kind === 'trireme')).toHaveLength(0);
    const after = play(g, { type: 'casualty', force: 'argos' });
    expect(after.log.filter((e) => e.text === 'casualty' && e.kind === 'trireme').at(-1)).toMatchObject({ force: 'argos', strength: 2, side: 'defend' });
    expect(after.units['argos-t2-0']).toEqual({ at: 'dead' });
    expect(invariants(after)).toEqual([]);
    expect(() => perikles.apply(g, 'green', { type: 'casualty', force: 'sparta' })).toThrow(/not allowed/);
  });

  it('DE:680: a Persian counter chosen goes back to the shield, never dead (EN:342)', () => {
    const g = defenceLosesTriremes(ALLIES);
    const after = play(g, { type: 'casualty', force: 'persia' });
    expect(after.units['persia-t2-0']!.at).not.toBe('dead');
    expect(after.units['argos-t2-0']!.at).not.toBe('dead');
  });

  it('EN:295: no choice when the main force has a counter of the type: its lowest goes', () => {
    for (let i = 0; i < 60; i++) {
      const g = atLeucas([...ALLIES, ['sparta-t3-0', 'defend', 'green']], `casualty-${i}`);
      expect(pending(g)?.kind).not.toBe('battle.casualty');
    }
  });

  it('EN:295: no choice when one allied counter is lower than the rest; the lowest goes', () => {
    const put: [string, Side, Seat | 'persians'][] = [...ALLIES.filter(([id]) => id !== 'argos-t2-0'), ['argos-t3-0', 'defend', 'black']];
    for (let i = 0; i < 60; i++) {
      const g = atLeucas(put, `casualty-${i}`);
      expect(pending(g)?.kind).not.toBe('battle.casualty');
      const lost = g.log.find((e) => e.text === 'casualty' && e.kind === 'trireme' && e.side === 'defend');
      if (lost) expect(lost).toMatchObject({ force: 'persia', strength: 2 });
    }
  });

  it('why not: an allied city whose counters are of higher value may not be the casualty (EN:295)', () => {
    const put: [string, Side, Seat | 'persians'][] = [
      ...ALLIES.filter(([id]) => id !== 'persia-t2-0'), ['thebes-t2-0', 'defend', 'black'], ['persia-t3-0', 'defend', 'persians'],
    ];
    const g = defenceLosesTriremes(put);
    expect(legalActions(g, 'green')).toEqual([{ type: 'casualty', force: 'argos' }, { type: 'casualty', force: 'thebes' }]);
    const closed = perikles.whyNot(g, 'green');
    expect(closed).toEqual([{
      option: { type: 'casualty', force: 'persia' }, listed: true,
      why: [{ rule: 'Phase 6 Resolve Battles', key: 'whynot.perikles.casualty.higher', args: { force: 'persia', kind: 'trireme' } }],
    }]);
  });

  it('the bots choose from the legal options: the rule bot loses a Persian counter first (it returns to the shield)', () => {
    const g = defenceLosesTriremes(ALLIES);
    const legal = legalActions(g, 'green');
    expect(decidePerikles('rule', viewFor(g, 'green'), legal, seedRng('b')).action).toEqual({ type: 'casualty', force: 'persia' });
    const randomPicks = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(decidePerikles('random', viewFor(g, 'green'), legal, seedRng(`r${i}`)).action)));
    expect(randomPicks.size).toBe(2);
    expect(perikles.turnTable.decisions).toContainEqual({ kind: 'battle.casualty', segment: 'battle', rule: 'Phase 6 Resolve Battles' });
  });
});

describe('Ending the game: the ranking and its tie rule (EN:412-414; D10)', () => {
  const s = (seat: Seat, total: number, locations: number, statueCount: number): Score => ({ seat, cubes: total - locations, locations, statues: 0, statueCount, total });

  it('most points wins; ties go to the most Location VP, then the most statues; still tied, the place is shared', () => {
    const r = ranking([s('red', 30, 4, 1), s('green', 33, 0, 0), s('black', 30, 4, 2), s('orange', 30, 6, 0), s('white', 20, 0, 0)]);
    expect(r.map((x) => [x.seat, x.place, x.tieBreak])).toEqual([
      ['green', 1, 'points'], ['orange', 2, 'locations'], ['black', 3, 'statues'], ['red', 4, 'statues'], ['white', 5, 'points'],
    ]);
    const shared = ranking([s('red', 30, 4, 1), s('green', 30, 4, 1), s('black', 12, 0, 0)]);
    expect(shared.map((x) => [x.seat, x.place, x.tieBreak])).toEqual([['red', 1, 'shared'], ['green', 1, 'shared'], ['black', 3, 'points']]);
    const byLocations = ranking([s('red', 30, 3, 5), s('green', 30, 4, 0)]);
    expect(byLocations.map((x) => [x.seat, x.place, x.tieBreak])).toEqual([['green', 1, 'locations'], ['red', 2, 'locations']]);
  });

  it('the winners are the ranking\'s first place, and the view of a finished game carries the ranking', () => {
    const g = game(3);
    const [a, b] = g.seats as [Seat, Seat, Seat];
    g.players[a].won = ['cythera']; g.players[b].won = ['melos'];
    g.cities.thebes.statues[b] = 1; g.cities.thebes.defeats = 3;
    expect(winners(g)).toEqual([b]);
    expect(ranking(scores(g))[0]).toMatchObject({ seat: b, place: 1, tieBreak: 'statues' });
    expect(viewFor(g, a).ranking).toBeNull();
    g.phase = 'over';
    expect(viewFor(g, a).ranking?.map((r) => r.seat)).toEqual(ranking(scores(g)).map((r) => r.seat));
  });
});
