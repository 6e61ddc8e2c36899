// Perikles' turn, phase by phase (PLAYING THE GAME EN:144-154), through the engine's decisions.
import { describe, expect, it } from 'vitest';
import { advance, apply, legalActions, newGame, pending } from '../../../../../src-shared/games/perikles/flow.js';
import { hashGame, viewFor } from '../../../../../src-shared/games/perikles/view.js';
import { holdElections } from '../../../../../src-shared/games/perikles/commit.js';
import { cubesOnBoard } from '../../../../../src-shared/games/perikles/board.js';
import { INFLUENCE_BY_ID } from '../../../../../src-shared/games/perikles/state.js';
import { invariants } from '../../../../../src-shared/games/perikles/invariants.js';
import { CITY_IDS } from '../../../../../src-shared/games/perikles/data/index.js';
import { atCommit, expectLegal, game, play, playUntil, refused } from './helpers.js';

describe('Starting the game ([Setup] EN:110-140)', () => {
  it.each([3, 4, 5])('%i players: 2 cubes per city each, ten Influence tiles shown, seven Locations, one Special tile each', (n) => {
    const g = game(n);
    expect(g.seats).toHaveLength(n);
    for (const c of CITY_IDS) for (const s of g.seats) expect(g.cities[c].cubes[s]).toBe(2);
    expect(g.display).toHaveLength(10);
    expect(g.slots).toHaveLength(7);
    expect(g.locationPile).toHaveLength(14);
    expect(new Set(g.seats.map((s) => g.players[s].special)).size).toBe(n);
    expect(g.specialsInBox).toHaveLength(8 - n);
    expect(pending(g)).toMatchObject({ kind: 'setup.place', seats: [g.firstPlayer], rule: 'Starting the game' });
    expect(invariants(g)).toEqual([]);
  });

  it('then one more cube each, clockwise from the first player, twice: 14 cubes each', () => {
    let g = game(3);
    for (let i = 0; i < 6; i++) g = play(g, { type: 'place', city: 'megara' });
    for (const s of g.seats) expect(cubesOnBoard(g, s)).toBe(14);
    expect(g.phase).toBe('influence');
    expect(pending(g)!.seats).toEqual([g.firstPlayer]);
  });

  it('a seed fixes the game; 2 and 6 players are refused', () => {
    expect(hashGame(game(4, 'x'))).toBe(hashGame(game(4, 'x')));
    expect(hashGame(game(4, 'x'))).not.toBe(hashGame(game(4, 'y')));
    expect(refused(() => newGame({ seed: 's', seats: { red: 'human', green: 'human' } })).code).toBe('bad-setup');
  });
});

const toInfluence = (n = 4) => playUntil(game(n), (g) => g.phase === 'influence');

describe('Phase 2 Take Influence Tiles ([P2] EN:160-188)', () => {
  it('a tile places its shards as cubes in its city, and a new tile fills the box', () => {
    let g = toInfluence();
    const box = g.display.findIndex((t) => t && INFLUENCE_BY_ID[t]!.colour !== 'any' && INFLUENCE_BY_ID[t]!.symbol === null);
    const tile = INFLUENCE_BY_ID[g.display[box]!]!;
    const seat = pending(g)!.seats[0]!;
    const before = g.cities[tile.colour as 'athens'].cubes[seat];
    const pileBefore = g.influencePile.length;
    g = play(g, { type: 'take', box });
    expect(g.cities[tile.colour as 'athens'].cubes[seat]).toBe(before + tile.shards);
    expect(g.influencePile).toHaveLength(pileBefore - 1);
    expect(g.display[box]).not.toBeNull();
    expect(g.players[seat].tiles).toEqual([tile.id]);
  });

  it('no second tile of a colour taken this turn, unless no other choice exists (EN:186)', () => {
    const g = toInfluence();
    const seat = pending(g)!.seats[0]!;
    const colours = [...new Set(g.display.map((t) => INFLUENCE_BY_ID[t!]!.colour))];
    g.players[seat].colours = [colours[0]!];
    const boxes = legalActions(g, seat).filter((a) => a.type === 'take').map((a) => a.box as number);
    for (const b of boxes) expect(INFLUENCE_BY_ID[g.display[b]!]!.colour).not.toBe(colours[0]);
    g.players[seat].colours = colours;
    expect(legalActions(g, seat).filter((a) => a.type === 'take')).toHaveLength(10);
  });

  it('Any City: the cube goes in a city of the player\'s choice', () => {
    const g = toInfluence();
    g.display[0] = 'any-0';
    const seat = pending(g)!.seats[0]!;
    let next = play(g, { type: 'take', box: 0 });
    expect(pending(next)!.kind).toBe('influence.anyCity');
    next = play(next, { type: 'place', city: 'thebes' });
    expect(next.cities.thebes.cubes[seat]).toBe(g.cities.thebes.cubes[seat] + 1);
  });

  it('Assassin: removing the α candidate moves β across to α (EN:182)', () => {
    const g = toInfluence();
    const [a, b] = g.seats;
    g.cities.argos.candidates = [a!, b!];
    g.display[0] = 'argos-a-0';
    let next = play(g, { type: 'take', box: 0 });
    expect(pending(next)!.kind).toBe('influence.assassin');
    next = play(next, { type: 'assassinate', city: 'argos', cube: a, space: 'alpha' });
    expect(next.cities.argos.candidates).toEqual([b, null]);
  });

  it('Candidate symbol: a candidate at once, in any city', () => {
    const g = toInfluence();
    g.display[0] = 'corinth-c-0';
    const seat = pending(g)!.seats[0]!;
    let next = play(g, { type: 'take', box: 0 });
    expect(pending(next)!.kind).toBe('influence.candidate');
    next = play(next, { type: 'propose', city: 'megara', cube: seat });
    expect(next.cities.megara.candidates).toEqual([seat, null]);
  });

  it.each([[3, 5], [4, 5], [5, 4]])('%i players take %i tiles each, then Phase 3', (n, k) => {
    const g = playUntil(game(n), (x) => x.phase === 'candidates' || x.phase === 'elections' || x.phase === 'commit');
    for (const s of g.seats) expect(g.players[s].tiles).toHaveLength(k);
  });
});

describe('Phase 3 Propose Candidates ([P3] EN:190-201)', () => {
  it('α first, then β; own cube needed in the city; never two candidates of one colour', () => {
    let g = playUntil(game(3), (x) => x.phase === 'candidates');
    for (const c of CITY_IDS) g.cities[c].candidates = [null, null];
    const [a, b] = g.seats;
    g.decision = { kind: 'candidates.propose', seat: a! };
    g.cities.thebes.cubes[a!] = 0;
    expectLegal(g, { type: 'propose', city: 'thebes', cube: b }, false);
    g.cities.thebes.cubes[a!] = 2;
    g = play(g, { type: 'propose', city: 'thebes', cube: b });
    expect(g.cities.thebes.candidates).toEqual([b, null]);
    g.decision = { kind: 'candidates.propose', seat: a! };
    expectLegal(g, { type: 'propose', city: 'thebes', cube: b }, false);
    g = play(g, { type: 'propose', city: 'thebes', cube: a });
    expect(g.cities.thebes.candidates).toEqual([b, a]);
  });

  it('goes on until every space is full or nobody can propose, then the elections', () => {
    const g = playUntil(game(4), (x) => x.phase === 'commit');
    expect(g.phase).toBe('commit');
    for (const c of CITY_IDS) expect(g.cities[c].candidates).toEqual([null, null]);
  });
});

describe('Phase 4 Hold Elections ([P4] EN:203-225)', () => {
  it('the EXAMPLE: red wins, both candidates go back, and red removes as many cubes as green has there', () => {
    const g = game(3);
    const [red, green] = g.seats as ['red', 'green'];
    g.cities.athens.cubes = { ...g.cities.athens.cubes, [red]: 6, [green]: 3 };
    g.cities.athens.candidates = [red, green];
    holdElections(g);
    expect(g.cities.athens.leader).toBe(red);
    expect(g.cities.athens.cubes[red]).toBe(3);
    expect(g.cities.athens.cubes[green]).toBe(3);
    expect(g.lastAthensLeader).toBe(red);
  });
  it('a tie goes to α; an unopposed candidate loses only the candidate cube; no candidate, no leader', () => {
    const g = game(3);
    const [a, b] = g.seats;
    g.cities.sparta.cubes = { ...g.cities.sparta.cubes, [a!]: 2, [b!]: 2 };
    g.cities.sparta.candidates = [a!, b!];
    g.cities.argos.candidates = [b!, null];
    g.cities.argos.cubes[b!] = 4;
    holdElections(g);
    expect(g.cities.sparta.leader).toBe(a);
    expect(g.cities.sparta.cubes[a!]).toBe(0);
    expect(g.cities.argos.leader).toBe(b);
    expect(g.cities.argos.cubes[b!]).toBe(4);
    expect(g.cities.corinth.leader).toBeNull();
  });
});

describe('Phase 5 Commit military forces ([P5] EN:227-263)', () => {
  const leaders = { athens: 'red', sparta: 'green', argos: 'black', corinth: 'orange', thebes: 'red', megara: 'green' } as const;

  it('Sparta\'s leader chooses the first player; 2-shard tiles are used before 1-shard tiles (EN:241-243)', () => {
    let g = atCommit(leaders, { red: [0, 2], green: [1, 1], black: [2, 0], orange: [0, 1] });
    expect(pending(g)).toMatchObject({ kind: 'commit.firstPlayer', seats: ['green'] });
    g = play(g, { type: 'firstPlayer', seat: 'red' });
    const order: string[] = [];
    while (g.phase === 'commit') { order.push(pending(g)!.seats[0]!); g = play(g, { type: 'done' }); }
    // 2s: green, black (clockwise from red), black again; then 1s from the left of black: orange, red, green, red.
    expect(order).toEqual(['green', 'black', 'black', 'orange', 'red', 'green', 'red']);
  });

  it('never attack a location of a city you lead; the first counters go in the main box', () => {
    let g = atCommit(leaders);
    g = play(g, { type: 'firstPlayer', seat: 'red' });
    g.slots[0]!.tile = 'amphipolis';
    g.slots[1]!.tile = 'pylos';
    expectLegal(g, { type: 'send', force: 'athens', kind: 'hoplite', strength: 1, slot: 0, side: 'attack' }, false);
    expectLegal(g, { type: 'send', force: 'thebes', kind: 'hoplite', strength: 1, slot: 0, side: 'attack' }, false);
    g = play(g, { type: 'send', force: 'athens', kind: 'trireme', strength: 4, slot: 1, side: 'attack' });
    expect(g.slots[1]!.attacker).toBe('red');
    // Athens is now at war with Sparta for the turn (EN:257; D8): it may not defend a Spartan location.
    expect(g.war).toContain('athens|sparta');
    g.slots[2]!.tile = 'melos';
    expect(legalActions(g, 'red').some((a) => a.type === 'send' && a.force === 'athens' && a.slot === 2 && a.side === 'defend')).toBe(false);
    expect(legalActions(g, 'red').some((a) => a.type === 'send' && a.force === 'thebes' && a.slot === 2 && a.side === 'defend')).toBe(true);
  });

  it('defending another city\'s location needs its leader\'s permission; a refusal closes that box for the turn (EN:255)', () => {
    let g = atCommit(leaders);
    g = play(g, { type: 'firstPlayer', seat: 'red' });
    g.slots[1]!.tile = 'pylos';
    const send = { type: 'send', force: 'athens', kind: 'hoplite', strength: 2, slot: 1, side: 'defend' };
    let asked = play(g, send);
    expect(pending(asked)).toMatchObject({ kind: 'commit.permission', seats: ['green'] });
    // The leader asked does not see the counter's strength.
    expect((viewFor(asked, 'green').decision as { send: { strength: number } }).send.strength).toBe(0);
    asked = play(asked, { type: 'refuse' });
    expect(pending(asked)).toMatchObject({ kind: 'commit.send', seats: ['red'] });
    expectLegal(asked, send, false);
    const given = play(play(g, send), { type: 'permit' });
    expect(given.slots[1]!.defender).toBe('red');
    expect(given.allied).toContain('athens|sparta');
  });

  it('sending additional forces: one cube from the city the forces come from, after a counter was sent (EN:261)', () => {
    let g = atCommit(leaders);
    g = play(g, { type: 'firstPlayer', seat: 'red' });
    g.slots[1]!.tile = 'pylos';
    expectLegal(g, { type: 'spendCube', city: 'athens' }, false);
    g = play(g, { type: 'send', force: 'athens', kind: 'trireme', strength: 4, slot: 1, side: 'attack' });
    const cubes = g.cities.thebes.cubes.red;
    g = play(g, { type: 'spendCube', city: 'thebes' });
    expect(g.cities.thebes.cubes.red).toBe(cubes - 1);
    expectLegal(g, { type: 'send', force: 'athens', kind: 'trireme', strength: 3, slot: 1, side: 'attack' }, false);
    g = play(g, { type: 'send', force: 'thebes', kind: 'hoplite', strength: 3, slot: 1, side: 'attack' });
    g = play(g, { type: 'send', force: 'thebes', kind: 'hoplite', strength: 2, slot: 1, side: 'attack' });
    expect(legalActions(g, 'red').map((a) => a.type)).toEqual(['done']);
  });

  it('each leader recovers one dead counter per city, the lowest of the type chosen (EN:241)', () => {
    const g0 = game(4);
    g0.units['sparta-h1-0'] = { at: 'dead' };
    g0.units['sparta-h2-0'] = { at: 'dead' };
    g0.units['sparta-t1-0'] = { at: 'dead' };
    g0.phase = 'elections';
    g0.decision = null;
    for (const c of CITY_IDS) g0.cities[c].candidates = [null, null];
    g0.cities.sparta.candidates = ['green', null];
    advance(g0);
    let g = play(g0, { type: 'firstPlayer', seat: 'green' });
    expect(pending(g)).toMatchObject({ kind: 'commit.recover', seats: ['green'] });
    g = play(g, { type: 'recover', kind: 'hoplite' });
    expect(g.units['sparta-h1-0']).toEqual({ at: 'home' });
    expect(g.units['sparta-h2-0']).toEqual({ at: 'dead' });
  });
});

describe('refusals change nothing', () => {
  it('an illegal, malformed or out-of-turn action is an EngineError and the state stays', () => {
    const g = game(4);
    const h = hashGame(g);
    const seat = pending(g)!.seats[0]!;
    const other = g.seats.find((s) => s !== seat)!;
    expect(refused(() => apply(g, seat, { type: 'place', city: 'rome' })).code).toBe('illegal-action');
    expect(refused(() => apply(g, seat, null)).code).toBe('bad-action');
    expect(refused(() => apply(g, other, { type: 'place', city: 'argos' })).code).toBe('not-your-turn');
    expect(hashGame(g)).toBe(h);
  });
});
