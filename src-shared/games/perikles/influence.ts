// Phase 2 Take Influence Tiles ([P2] EN:160-188), Phase 3 Propose Candidates ([P3] EN:190-201),
// the starting cubes ([Setup] EN:132) and the Special tiles played on one's own Influence turn
// (Perikles, Plague, Alkibiades: [Spec] EN:350-386).
import type { Action } from '../contract.js';
import { CITY_IDS, SETUP, SPECIAL_EFFECTS, SPECIALS, type CityId, type SpecialId } from './data/index.js';
import { INFLUENCE_BY_ID, type Decision, type PeriklesState, type Seat } from './state.js';
import { cubesInCity, log, placeCubes } from './board.js';

const SPACES = ['alpha', 'beta'] as const;

// --- proposing a candidate ([P3] EN:194-199), also the Candidate symbol ([P2] EN:174) -------------

/** The proposals `seat` may make: own cube in the city, a vacant space (α first), no two candidates of one colour. */
export function proposals(g: PeriklesState, seat: Seat): Action[] {
  const out: Action[] = [];
  for (const city of CITY_IDS) {
    const c = g.cities[city];
    if (c.candidates[1] !== null || cubesInCity(g, city, seat) === 0) continue;
    for (const owner of g.seats) {
      if (c.cubes[owner] > 0 && !c.candidates.includes(owner)) out.push({ type: 'propose', city, cube: owner });
    }
  }
  return out;
}

export function propose(g: PeriklesState, seat: Seat, city: CityId, owner: Seat): void {
  const c = g.cities[city];
  const space = c.candidates[0] === null ? 0 : 1;
  c.cubes[owner]--;
  c.candidates[space] = owner;
  log(g, 'Phase 3 Propose Candidates', 'candidates.propose', { seat, city, cube: owner, space: SPACES[space] });
}

// --- the Assassin symbol ([P2] EN:176-182) ------------------------------------------------------

export function assassinations(g: PeriklesState): Action[] {
  const out: Action[] = [];
  for (const city of CITY_IDS) {
    const c = g.cities[city];
    for (const owner of g.seats) if (c.cubes[owner] > 0) out.push({ type: 'assassinate', city, cube: owner, space: 'temple' });
    c.candidates.forEach((owner, i) => { if (owner) out.push({ type: 'assassinate', city, cube: owner, space: SPACES[i] }); });
  }
  return out;
}

function assassinate(g: PeriklesState, seat: Seat, city: CityId, owner: Seat, space: string): void {
  const c = g.cities[city];
  if (space === 'temple') c.cubes[owner]--;
  else if (space === 'alpha') c.candidates = [c.candidates[1], null]; // β moves up to α (EN:182)
  else c.candidates[1] = null;
  log(g, 'Phase 2 Take Influence Tiles: Assassin', 'influence.assassin', { seat, city, cube: owner, space });
}

// --- Special tiles on one's own Influence turn --------------------------------------------------

function influenceSpecials(g: PeriklesState, seat: Seat): Action[] {
  const p = g.players[seat];
  if (!p.special || p.specialUsed || SPECIALS[p.special].window !== 'ownInfluenceTurn') return [];
  if (p.special === 'plague') return CITY_IDS.map((city) => ({ type: 'special', tile: 'plague', city }));
  return [{ type: 'special', tile: p.special }];
}

/** Plays Perikles, Plague or Alkibiades; returns true when a follow-up decision (Alkibiades) opened. */
function playInfluenceSpecial(g: PeriklesState, seat: Seat, a: Action, resume: 'take' | 'after'): boolean {
  const tile = a.tile as SpecialId;
  g.players[seat].specialUsed = true;
  log(g, `Special tiles: ${SPECIALS[tile].name}`, 'special.played', { seat, tile, ...(a.city ? { city: a.city } : {}) });
  if (tile === 'perikles') {
    // Special tiles: Perikles — two of the owner's cubes to Athens (EN:366).
    placeCubes(g, seat, SPECIAL_EFFECTS.perikles.city, SPECIAL_EFFECTS.perikles.cubes);
  } else if (tile === 'plague') {
    // Special tiles: Plague — every player loses half their cubes in the city, rounded down (EN:386);
    // a candidate cube counts towards the half but stays; the loss comes from the temple (O6).
    const city = a.city as CityId;
    for (const s of g.seats) g.cities[city].cubes[s] -= Math.floor(cubesInCity(g, city, s) / 2);
  } else if (tile === 'alkibiades') {
    g.decision = { kind: 'special.alkibiades', seat, to: null, moved: 0, resume };
    return true;
  }
  return false;
}

// --- the decisions ------------------------------------------------------------------------------

/** After a tile's cubes and symbol: the seat may still play a Special tile (Perikles: "just after", EN:366). */
function endOfTileTurn(g: PeriklesState, seat: Seat): void {
  const p = g.players[seat];
  if (p.special && !p.specialUsed) g.decision = { kind: 'influence.after', seat };
  else { g.decision = null; g.step++; }
}

function afterCubes(g: PeriklesState, seat: Seat, symbol: 'candidate' | 'assassin' | null): void {
  // D9: the shard's cube first, then the symbol.
  if (symbol === 'candidate' && proposals(g, seat).length > 0) g.decision = { kind: 'influence.candidate', seat };
  else if (symbol === 'assassin' && assassinations(g).length > 0) g.decision = { kind: 'influence.assassin', seat };
  else endOfTileTurn(g, seat);
}

/** The boxes whose tile `seat` may take: not a colour already taken this turn, unless every choice is (EN:186). */
export function takeableBoxes(g: PeriklesState, seat: Seat): number[] {
  const boxes: number[] = [];
  const fresh: number[] = [];
  const taken = g.players[seat].colours;
  for (let i = 0; i < g.display.length; i++) {
    const t = g.display[i];
    if (!t) continue;
    boxes.push(i);
    if (!taken.includes(INFLUENCE_BY_ID[t]!.colour)) fresh.push(i);
  }
  return fresh.length > 0 ? fresh : boxes;
}

function take(g: PeriklesState, seat: Seat, box: number): void {
  const tile = INFLUENCE_BY_ID[g.display[box]!]!;
  const p = g.players[seat];
  p.tiles.push(tile.id);
  p.colours.push(tile.colour);
  g.display[box] = g.influencePile.shift() ?? null;
  log(g, 'Phase 2 Take Influence Tiles', 'influence.take', { seat, tile: tile.id });
  if (tile.colour === 'any') { g.decision = { kind: 'influence.anyCity', seat }; return; }
  placeCubes(g, seat, tile.colour, tile.shards);
  afterCubes(g, seat, tile.symbol);
}

type Handler<K extends Decision['kind']> = {
  legal(g: PeriklesState, d: Extract<Decision, { kind: K }>): Action[];
  act(g: PeriklesState, d: Extract<Decision, { kind: K }>, a: Action): void;
};

const cityChoices = (type: string): Action[] => CITY_IDS.map((city) => ({ type, city }));

export const INFLUENCE_DECISIONS: { [K in 'setup.place' | 'influence.take' | 'influence.anyCity' | 'influence.candidate' | 'influence.assassin' | 'influence.after' | 'special.alkibiades' | 'candidates.propose']: Handler<K> } = {
  'setup.place': {
    legal: () => cityChoices('place'),
    act(g, d, a) {
      placeCubes(g, d.seat, a.city as CityId, 1);
      log(g, 'Starting the game', 'setup.freeCube', { seat: d.seat, city: a.city });
      g.decision = null;
      g.step++;
    },
  },
  'influence.take': {
    legal: (g, d) => [...takeableBoxes(g, d.seat).map((box) => ({ type: 'take', box })), ...influenceSpecials(g, d.seat)],
    act(g, d, a) {
      if (a.type === 'special') { if (!playInfluenceSpecial(g, d.seat, a, 'take')) g.decision = { kind: 'influence.take', seat: d.seat }; return; }
      take(g, d.seat, a.box as number);
    },
  },
  'influence.anyCity': {
    legal: () => cityChoices('place'),
    act(g, d, a) {
      placeCubes(g, d.seat, a.city as CityId, 1);
      afterCubes(g, d.seat, null);
    },
  },
  'influence.candidate': {
    legal: (g, d) => proposals(g, d.seat),
    act(g, d, a) {
      propose(g, d.seat, a.city as CityId, a.cube as Seat);
      endOfTileTurn(g, d.seat);
    },
  },
  'influence.assassin': {
    legal: (g) => assassinations(g),
    act(g, d, a) {
      assassinate(g, d.seat, a.city as CityId, a.cube as Seat, a.space as string);
      endOfTileTurn(g, d.seat);
    },
  },
  'influence.after': {
    legal: (g, d) => [{ type: 'endTurn' }, ...influenceSpecials(g, d.seat)],
    act(g, d, a) {
      if (a.type === 'special' && playInfluenceSpecial(g, d.seat, a, 'after')) return;
      g.decision = null;
      g.step++;
    },
  },
  'special.alkibiades': {
    // Special tiles: Alkibiades — two cubes of any colours, from any cities' temples, into one city;
    // never from or to a candidate space (EN:354). The city first, then each cube.
    legal(g, d) {
      if (d.to === null) return cityChoices('alkibiadesTo');
      const out: Action[] = [];
      for (const city of CITY_IDS) for (const owner of g.seats) if (g.cities[city].cubes[owner] > 0) out.push({ type: 'alkibiadesMove', city, cube: owner });
      return out;
    },
    act(g, d, a) {
      if (a.type === 'alkibiadesTo') d.to = a.city as CityId;
      else {
        const owner = a.cube as Seat;
        g.cities[a.city as CityId].cubes[owner]--;
        g.cities[d.to!].cubes[owner]++;
        d.moved++;
        log(g, 'Special tiles: Alkibiades', 'special.alkibiadesMove', { seat: d.seat, from: a.city, to: d.to, cube: owner });
      }
      if (d.moved < SPECIAL_EFFECTS.alkibiades.cubes) return;
      if (d.resume === 'take') g.decision = { kind: 'influence.take', seat: d.seat };
      else { g.decision = null; g.step++; }
    },
  },
  'candidates.propose': {
    legal: (g, d) => proposals(g, d.seat),
    act(g, d, a) {
      propose(g, d.seat, a.city as CityId, a.cube as Seat);
      g.decision = null;
      g.step++;
    },
  },
};

/** Influence tiles each player takes this turn ([Ovw] EN:82; [P2] EN:184). */
export const tilesPerPlayer = (g: PeriklesState): number => SETUP.tilesPerPlayer[g.seats.length]!;
