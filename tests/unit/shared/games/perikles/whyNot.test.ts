// "Why not?" for Perikles (#33): closed options with the rulebook heading that refuses each.
import { describe, expect, it } from 'vitest';
import { legalActions, pending } from '../../../../../src-shared/games/perikles/flow.js';
import { perikles } from '../../../../../src-shared/games/perikles/module.js';
import type { PeriklesState, Seat } from '../../../../../src-shared/games/perikles/state.js';
import type { ClosedOption } from '../../../../../src-shared/games/contract.js';
import { atCommit, game, play } from './helpers.js';

const leaders = { athens: 'red', sparta: 'green', argos: 'black', corinth: 'orange', thebes: 'red', megara: 'green' } as const;
const keysOf = (closed: readonly ClosedOption[], match: Record<string, unknown>): string[] =>
  closed.filter((c) => Object.entries(match).every(([k, v]) => c.option[k] === v)).flatMap((c) => c.why.map((w) => `${w.rule} ${w.key}`));

describe('Perikles whyNot (#33)', () => {
  it('Phase 2: an Influence tile of a colour already taken this turn cannot be taken (EN:186)', () => {
    const g = game(4, 'whynot-tiles');
    g.phase = 'influence';
    const seat = g.seats[0]!;
    g.decision = { kind: 'influence.take', seat };
    g.display = ['athens-2-0', 'sparta-2-0', null, null, null, null, null, null, null, null];
    g.players[seat].colours = ['athens'];
    const closed = perikles.whyNot(g, seat);
    expect(keysOf(closed, { type: 'take', box: 0 })).toEqual(['Phase 2 Take Influence Tiles whynot.perikles.colourTaken']);
    expect(keysOf(closed, { type: 'take', box: 1 })).toEqual([]);
    expect(legalActions(g, seat)).toContainEqual({ type: 'take', box: 1 });
  });

  it('Phase 3: no own cube, full spaces, a colour already standing (EN:194-199)', () => {
    const g = game(4, 'whynot-candidates');
    g.phase = 'candidates';
    const seat = g.seats[0]! as Seat;
    const rival = g.seats[1]! as Seat;
    g.decision = { kind: 'candidates.propose', seat };
    for (const s of g.seats) g.cities.argos.cubes[s] = s === seat ? 0 : 2;
    g.cities.sparta.candidates = [rival, g.seats[2]!];
    g.cities.athens.candidates = [rival, null];
    const closed = perikles.whyNot(g, seat);
    expect(keysOf(closed, { city: 'argos', cube: rival })).toEqual(['Phase 3 Propose Candidates whynot.perikles.noOwnCube']);
    expect(keysOf(closed, { city: 'sparta', cube: seat })).toContain('Phase 3 Propose Candidates whynot.perikles.spacesFull');
    expect(keysOf(closed, { city: 'athens', cube: rival })).toEqual(['Phase 3 Propose Candidates whynot.perikles.colourStanding']);
    expect(keysOf(closed, { city: 'athens', cube: seat })).toEqual([]);
  });

  it('Phase 5: the attack ban on one\'s own city\'s Locations and a refused permission (EN:253-255)', () => {
    let g: PeriklesState = atCommit(leaders);
    g = play(g, { type: 'firstPlayer', seat: 'red' });
    g.slots[1]!.tile = 'pylos';
    g.slots[0]!.tile = 'amphipolis'; // an Athenian Location; red leads Athens
    expect(pending(g)).toMatchObject({ kind: 'commit.send', seats: ['red'] });
    expect(keysOf(perikles.whyNot(g, 'red'), { type: 'send', force: 'athens', slot: 0, side: 'attack' }))
      .toEqual(['Phase 5 Commit military forces whynot.perikles.attackOwnCity']);
    const send = { type: 'send', force: 'athens', kind: 'hoplite', strength: 2, slot: 1, side: 'defend' };
    g = play(play(g, send), { type: 'refuse' });
    expect(pending(g)).toMatchObject({ kind: 'commit.send', seats: ['red'] });
    expect(keysOf(perikles.whyNot(g, 'red'), { type: 'send', force: 'athens', slot: 1, side: 'defend' }))
      .toEqual(['Phase 5 Commit military forces whynot.perikles.permissionRefused']);
  });

  it('Phase 5: a counter not in its leader\'s hands is not available (dead; EN:237)', () => {
    let g = atCommit(leaders);
    g = play(g, { type: 'firstPlayer', seat: 'red' });
    const seat = pending(g)!.seats[0]!;
    const force = seat === 'red' ? 'athens' : 'sparta';
    const id = Object.keys(g.units).find((u) => u.startsWith(`${force}-h`) && g.units[u]!.at === 'home')!;
    g.units[id] = { at: 'dead' };
    const closed = perikles.whyNot(g, seat);
    expect(closed.some((c) => c.option.force === force && c.option.kind === 'hoplite' && c.why.some((w) => w.key === 'whynot.perikles.counter.dead' && w.rule === 'Phase 5 Commit military forces'))).toBe(true);
    // Not its decision: nothing to explain.
    expect(perikles.whyNot(g, g.seats.find((s) => s !== seat)!)).toEqual([]);
  });
});
