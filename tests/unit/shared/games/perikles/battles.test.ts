// Phase 6 Resolve Battles, Phase 7 End of Turn, ENDING THE GAME, THE PERSIANS and the SPECIAL TILES.
import { describe, expect, it } from 'vitest';
import { advance, legalActions, pending } from '../../../../../src-shared/games/perikles/flow.js';
import { viewFor } from '../../../../../src-shared/games/perikles/view.js';
import { scores, statueValue, winners } from '../../../../../src-shared/games/perikles/scoring.js';
import { invariants } from '../../../../../src-shared/games/perikles/invariants.js';
import type { PeriklesState, Seat, Side } from '../../../../../src-shared/games/perikles/state.js';
import type { SpecialId } from '../../../../../src-shared/games/perikles/data/index.js';
import { atCommit, expectLegal, game, play, playUntil } from './helpers.js';

const LEADERS = { athens: 'red', sparta: 'green', argos: 'black', corinth: 'green', thebes: 'red', megara: 'green' } as const;

/** A game at Phase 6 with one Location in the top box and these counters on it; `orange` leads nothing (Persians). */
function atBattle(tile: string, attacker: Seat | 'persians' | null, defender: Seat | 'persians' | null, put: [string, Side][], specials: Partial<Record<Seat, SpecialId>> = {}): PeriklesState {
  const g = atCommit(LEADERS);
  for (const s of g.seats) { g.players[s].special = specials[s] ?? null; g.players[s].specialUsed = !specials[s]; g.players[s].tiles = []; }
  g.slots = [{ tile, attacker, defender, revealed: false, outcome: null }];
  for (const [id, side] of put) g.units[id] = { at: 'location', slot: 0, side, by: side === 'attack' ? attacker! : defender! };
  g.phase = 'battles';
  g.decision = null;
  advance(g);
  return g;
}

const contested: [string, Side][] = [['athens-t4-0', 'attack'], ['sparta-t3-0', 'defend'], ['athens-h3-0', 'attack'], ['sparta-h4-0', 'defend']];

const toEnd = (g: PeriklesState): PeriklesState => playUntil(g, (x) => x.phase !== 'battles');

describe('Phase 6 Resolve Battles ([P6] EN:265-309)', () => {
  it('a location nobody attacks is set aside and its main defender places two cubes in its city (EN:307)', () => {
    const g = atBattle('leucas', null, 'green', [['corinth-h2-0', 'defend']]);
    expect(g.players.green.won).toEqual([]);
    expect(g.setAside).toContain('leucas');
    expect(g.cities.corinth.cubes.green).toBe(4);
    expect(g.units['corinth-h2-0']).toEqual({ at: 'home' });
  });

  it('only one side with forces of the type wins the round outright; the attacker takes the tile and Corinth suffers a defeat (EN:297, EN:301)', () => {
    const g = toEnd(atBattle('leucas', 'red', null, [['athens-h3-0', 'attack'], ['athens-t2-0', 'attack']]));
    expect(g.players.red.won).toEqual(['leucas']);
    expect(g.cities.corinth.defeats).toBe(1);
    expect(statueValue(g, 'corinth')).toBe(7);
    expect(g.units['athens-h3-0']).toEqual({ at: 'home' });
  });

  it('O10: an attacker with no counters for the deciding round takes nothing, and the city suffers no defeat', () => {
    const g = toEnd(atBattle('leucas', 'red', null, [['athens-h3-0', 'attack']]));
    expect(g.players.red.won).toEqual([]);
    expect(g.cities.corinth.defeats).toBe(0);
    expect(g.setAside).toContain('leucas');
  });

  it('D3: intrinsic defenders fight when no player defends (Sicily\'s grey units); O11: if they win, the tile is set aside', () => {
    const g = toEnd(atBattle('sicily', 'red', null, [['athens-t1-0', 'attack'], ['athens-h1-0', 'attack']]));
    const rolled = g.log.filter((e) => e.text === 'round rolled');
    expect(rolled.length).toBeGreaterThan(0);
    expect(rolled[0]).toMatchObject({ attack: 1, defend: 1, column: '1:1' });
    if (g.players.red.won.includes('sicily')) expect(g.cities.sparta.defeats).toBe(1);
    else expect(g.setAside).toContain('sicily');
  });

  it('the losing side of a rolled round loses its lowest counter of the type, from the main force first (EN:295)', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const g0 = atBattle('pylos', 'red', 'green', [
        ['athens-t4-0', 'attack'], ['athens-t1-0', 'attack'], ['sparta-t3-0', 'defend'], ['sparta-t1-0', 'defend'],
        ['athens-h3-0', 'attack'], ['sparta-h4-0', 'defend'],
      ]);
      g0.rng = [seed, seed * 7, seed * 13, 1];
      const g = toEnd(g0);
      const casualties = g.log.filter((e) => e.text === 'casualty');
      expect(casualties).toHaveLength(2);
      const first = g.log.find((e) => e.text === 'round rolled' && e.kind === 'trireme')!;
      expect(casualties[0]).toMatchObject({ kind: 'trireme', strength: 1, force: first.winner === 'attack' ? 'sparta' : 'athens' });
      expect(Object.values(g.units).filter((u) => u.at === 'dead')).toHaveLength(2);
      expect(invariants(g)).toEqual([]);
    }
  });
});

describe('THE PERSIANS ([Pers] EN:340-344)', () => {
  it('a player who leads no city commands the Persians, and may spend a cube from any city for more', () => {
    let g = atCommit(LEADERS);
    g = play(g, { type: 'firstPlayer', seat: 'orange' });
    expect(pending(g)!.seats).toEqual(['orange']);
    const sends = legalActions(g, 'orange').filter((a) => a.type === 'send');
    expect(new Set(sends.map((a) => a.force))).toEqual(new Set(['persia']));
    g = play(g, sends[0]!);
    expect(legalActions(g, 'orange').filter((a) => a.type === 'spendCube')).toHaveLength(6);
  });
  it('Persian counters are never lost; an unattacked Persian defence gives each Persian player two cubes', () => {
    const g = atBattle('leucas', null, 'persians', [['persia-h2-0', 'defend']]);
    expect(g.cities.corinth.cubes.orange).toBe(4);
    const lost = toEnd(atBattle('pylos', 'persians', 'green', [['persia-t2-0', 'attack'], ['sparta-t3-0', 'defend'], ['sparta-t2-0', 'defend'], ['sparta-h4-0', 'defend']]));
    expect(lost.units['persia-t2-0']).toEqual({ at: 'home' });
    expect(Object.entries(lost.units).filter(([id, u]) => id.startsWith('persia') && u.at === 'dead')).toEqual([]);
  });
});

describe('SPECIAL TILES ([Spec] EN:346-398)', () => {
  const influenceWith = (tile: SpecialId): PeriklesState => {
    const g = playUntil(game(4), (x) => x.phase === 'influence');
    g.players[pending(g)!.seats[0]!].special = tile;
    return g;
  };

  it('Special tiles: Perikles — two of the owner\'s cubes to Athens, before taking a tile', () => {
    const g = influenceWith('perikles');
    const seat = pending(g)!.seats[0]!;
    const next = play(g, { type: 'special', tile: 'perikles' });
    expect(next.cities.athens.cubes[seat]).toBe(g.cities.athens.cubes[seat] + 2);
    expect(pending(next)).toMatchObject({ kind: 'influence.take', seats: [seat] });
    expect(legalActions(next, seat).some((a) => a.type === 'special')).toBe(false);
  });

  it('Special tiles: Perikles — or just after taking a tile', () => {
    const g = influenceWith('perikles');
    g.display[0] = 'athens-2-0';
    const seat = pending(g)!.seats[0]!;
    let next = play(g, { type: 'take', box: 0 });
    expect(pending(next)).toMatchObject({ kind: 'influence.after', seats: [seat] });
    next = play(next, { type: 'special', tile: 'perikles' });
    expect(next.cities.athens.cubes[seat]).toBe(g.cities.athens.cubes[seat] + 4);
    expect(pending(next)!.seats[0]).not.toBe(seat);
  });

  it('Special tiles: Plague — each player loses half their cubes in the city, rounded down (5 lose 2)', () => {
    const g = influenceWith('plague');
    const [a, b, c] = g.seats;
    g.cities.megara.cubes = { ...g.cities.megara.cubes, [a!]: 5, [b!]: 1, [c!]: 4 };
    const next = play(g, { type: 'special', tile: 'plague', city: 'megara' });
    expect([next.cities.megara.cubes[a!], next.cities.megara.cubes[b!], next.cities.megara.cubes[c!]]).toEqual([3, 1, 2]);
  });

  it('Special tiles: Alkibiades — two cubes of any colours into one city, never from a candidate space', () => {
    const g = influenceWith('alkibiades');
    const a = pending(g)!.seats[0]!;
    const b = g.seats.find((s) => s !== a)!;
    g.cities.argos.candidates = [b!, null];
    g.cities.argos.cubes[b!] = 0;
    let next = play(g, { type: 'special', tile: 'alkibiades' });
    next = play(next, { type: 'alkibiadesTo', city: 'sparta' });
    expectLegal(next, { type: 'alkibiadesMove', city: 'argos', cube: b }, false);
    next = play(next, { type: 'alkibiadesMove', city: 'argos', cube: a });
    next = play(next, { type: 'alkibiadesMove', city: 'thebes', cube: b });
    expect(next.cities.sparta.cubes[a!]).toBe(3);
    expect(next.cities.sparta.cubes[b!]).toBe(3);
    expect(pending(next)).toMatchObject({ kind: 'influence.take', seats: [a] });
  });

  it('every seat with an unplayed Special tile is asked before a rolled round, so asking tells nothing', () => {
    const g = atBattle('pylos', 'red', 'green', contested, { black: 'plague', orange: 'brasidas' });
    const asked = [pending(g)!.seats[0]];
    const next = play(g, { type: 'pass' });
    asked.push(pending(next)!.seats[0]);
    expect(new Set(asked)).toEqual(new Set(['black', 'orange']));
    expect(legalActions(g, pending(g)!.seats[0]!).length).toBeGreaterThanOrEqual(1);
  });

  it('Special tiles: Brasidas — offered before a hoplite round with Spartan hoplites, not before a trireme round', () => {
    let g = atBattle('pylos', 'red', 'green', contested, { orange: 'brasidas' });
    expect(legalActions(g, 'orange')).toEqual([{ type: 'pass' }]);
    g = play(g, { type: 'pass' });
    expect(pending(g)).toMatchObject({ kind: 'battle.special', seats: ['orange'] });
    expect(legalActions(g, 'orange')).toContainEqual({ type: 'special', tile: 'brasidas' });
    g = play(g, { type: 'special', tile: 'brasidas' });
    const hoplites = g.log.find((e) => e.text === 'round rolled' && e.kind === 'hoplite')!;
    expect(hoplites).toMatchObject({ attack: 3, defend: 8 });
  });

  it('Special tiles: Phormio — Athenian triremes double before a trireme round', () => {
    let g = atBattle('pylos', 'red', 'green', contested, { black: 'phormio' });
    g = play(g, { type: 'special', tile: 'phormio' });
    const triremes = g.log.find((e) => e.text === 'round rolled' && e.kind === 'trireme')!;
    expect(triremes).toMatchObject({ attack: 8, defend: 3, column: '2:1' });
  });

  it('Special tiles: Persian Fleet — a side starts the trireme round with a token; never a side that already has one', () => {
    const g = atBattle('pylos', 'red', 'green', contested, { black: 'persianFleet' });
    expect(legalActions(g, 'black')).toEqual([{ type: 'pass' }, { type: 'special', tile: 'persianFleet', side: 'attack' }, { type: 'special', tile: 'persianFleet', side: 'defend' }]);
    const next = play(g, { type: 'special', tile: 'persianFleet', side: 'defend' });
    expect(next.log.some((e) => e.text === 'special tile played' && e.tile === 'persianFleet' && e.side === 'defend')).toBe(true);
    // Before the hoplite round, Thessalian Allies may not go to the first round's winner.
    const th = atBattle('pylos', 'red', 'green', contested, { black: 'thessalianAllies' });
    const round2 = play(th, { type: 'pass' });
    const winner = round2.battle!.winners[0]!;
    expect(legalActions(round2, 'black')).toEqual([{ type: 'pass' }, { type: 'special', tile: 'thessalianAllies', side: winner === 'attack' ? 'defend' : 'attack' }]);
  });

  it('Special tiles: Slave Revolt — on the owner\'s commit turn, one Spartan hoplite goes back to Sparta until next turn', () => {
    let g = atCommit(LEADERS);
    g.players.red.special = 'slaveRevolt';
    g = play(g, { type: 'firstPlayer', seat: 'red' });
    expect(legalActions(g, 'red')).toContainEqual({ type: 'special', tile: 'slaveRevolt', from: 'leader' });
    g = play(g, { type: 'special', tile: 'slaveRevolt', from: 'leader' });
    const out = Object.entries(g.units).filter(([, u]) => u.at === 'revolt').map(([id]) => id);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^sparta-h/);
    expect(viewFor(g, 'red').counters.filter((c) => c.place === 'revolt')).toEqual([{ force: 'sparta', kind: 'hoplite', strength: null, place: 'revolt' }]);
  });
});

describe('viewFor: what a seat may not see', () => {
  it('other players\' unplayed Special tiles, face-down strengths, the piles and the PRNG are hidden', () => {
    const g = atBattle('pylos', 'red', 'green', contested, { black: 'plague', orange: 'brasidas' });
    g.slots[0]!.revealed = false;
    const v = viewFor(g, 'black');
    expect(v.players.black.special).toBe('plague');
    expect(v.players.orange.special).toBeNull();
    expect(v.counters.filter((c) => c.place === 'location').every((c) => c.strength === null)).toBe(true);
    expect(viewFor(g, 'red').counters.filter((c) => c.place === 'location' && c.force === 'athens').every((c) => c.strength !== null)).toBe(true);
    const text = JSON.stringify(viewFor(g, 'spectator'));
    expect(text).not.toContain('rng');
    expect(text).not.toContain('specialsInBox');
    expect(typeof v.influencePile).toBe('number');
  });
});

describe('Phase 7 End of Turn and ENDING THE GAME ([P7] EN:330-338; [End] EN:400-414)', () => {
  it('leaders become statues; the game goes on to turn 2 with seven new Locations and the last leader of Athens first', () => {
    const g = atBattle('leucas', null, null, []);
    expect(g.turn).toBe(2);
    expect(g.phase).toBe('influence');
    expect(g.cities.athens.statues.red).toBe(1);
    expect(g.cities.corinth.statues.green).toBe(1);
    expect(g.firstPlayer).toBe('red');
    expect(g.slots).toHaveLength(7);
    expect(g.display).toHaveLength(10);
    expect(g.cities.athens.leader).toBeNull();
  });

  it('Athens with four defeats ends the game at the end of the turn', () => {
    const g0 = atCommit(LEADERS);
    g0.cities.athens.defeats = 3;
    g0.slots = [{ tile: 'attica', attacker: 'green', defender: null, revealed: false, outcome: null }];
    g0.units['sparta-h4-0'] = { at: 'location', slot: 0, side: 'attack', by: 'green' };
    for (const s of g0.seats) { g0.players[s].tiles = []; g0.players[s].specialUsed = true; }
    g0.phase = 'battles';
    g0.decision = null;
    advance(g0);
    expect(g0.phase).toBe('over');
    expect(g0.turn).toBe(1);
    expect(pending(g0)).toBeNull();
    expect(statueValue(g0, 'athens')).toBe(0);
  });

  it('scoring: 1 per cube, each Location tile\'s value, each statue the highest uncovered square', () => {
    const g = game(3);
    g.players.red.won = ['sicily', 'leucas'];
    g.cities.corinth.statues.red = 2;
    g.cities.corinth.defeats = 2;
    const red = scores(g).find((s) => s.seat === 'red')!;
    expect(red).toMatchObject({ cubes: 12, locations: 11, statues: 10, total: 33 });
  });

  it('a tie goes to the most Location VP, then the most statues; still tied, a shared win (D10)', () => {
    const g = game(3);
    const [a, b, c] = g.seats as [Seat, Seat, Seat];
    g.cities.argos.cubes[c] = 0;
    g.players[a].won = ['cythera']; // 3
    g.players[b].won = ['melos']; // 3
    g.cities.megara.cubes[a] = 1; g.cities.megara.cubes[b] = 1;
    expect(winners(g)).toEqual([a, b]);
    g.cities.thebes.statues[b] = 1; g.cities.thebes.defeats = 3; // worth 0, but one more statue
    expect(winners(g)).toEqual([b]);
    // Totals come first: two more cubes beat more Location VP and statues.
    g.cities.megara.cubes[c] = 7;
    expect(winners(g)).toEqual([c]);
  });
});
