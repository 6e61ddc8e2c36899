// Phase 7 End of Turn ([P7] EN:330-338) and ENDING THE GAME ([End] EN:400-414).
import { BATTLE, CITIES, CITY_IDS, LOCATION_BY_ID, SETUP, type CityId } from './data/index.js';
import type { PeriklesState, Seat } from './state.js';
import { cubesInCity, log } from './board.js';
import { drawTiles } from './setup.js';

/** A statue's worth: the highest uncovered square under its city, 0 once all are covered ([End] EN:406; D2). */
export function statueValue(g: PeriklesState, city: CityId): number {
  return CITIES[city].squares[g.cities[city].defeats] ?? 0;
}

/** The game ends after this turn: the third, or Athens or Sparta with four defeats or more ([P7] EN:338). */
export function gameEndsNow(g: PeriklesState): boolean {
  return g.turn >= SETUP.turns.count || g.locationPile.length === 0
    || BATTLE.knockoutCities.some((c) => g.cities[c].defeats >= BATTLE.knockoutDefeats);
}

/**
 * Phase 7 End of Turn: leaders become statues, the Influence tiles go, every counter not dead goes
 * home (the Slave Revolt's too, EN:392); relations end. Then the game ends, or Phase 1 of the next turn.
 */
export function endOfTurn(g: PeriklesState): void {
  for (const city of CITY_IDS) {
    const c = g.cities[city];
    if (c.leader) c.statues[c.leader]++;
    if (city === 'athens' && c.leader) g.lastAthensLeader = c.leader;
    c.leader = null;
  }
  for (const s of g.seats) { g.players[s].tiles = []; g.players[s].colours = []; }
  g.display = [];
  g.influencePile = [];
  for (const id of Object.keys(g.units)) if (g.units[id]!.at !== 'dead') g.units[id] = { at: 'home' };
  g.war = [];
  g.allied = [];
  g.commit = null;
  log(g, 'Phase 7 End of Turn', 'endOfTurn.statues');
  if (gameEndsNow(g)) {
    g.phase = 'over';
    log(g, 'Ending the game', 'end.scores', { scores: scores(g) });
    return;
  }
  g.turn++;
  g.slots = [];
  drawTiles(g);
  // The last leader of Athens is first player in turns 2 and 3 ([P2] EN:166; O13).
  if (g.lastAthensLeader) g.firstPlayer = g.lastAthensLeader;
  g.phase = 'influence';
  g.step = 0;
}

export interface Score { seat: Seat; cubes: number; locations: number; statues: number; statueCount: number; total: number }

/** Victory points: 1 per cube, each Location tile's value, each statue its city's value ([End] EN:404-408). */
export function scores(g: PeriklesState): Score[] {
  return g.seats.map((seat) => {
    let cubes = 0, statues = 0, statueCount = 0;
    for (const city of CITY_IDS) {
      cubes += cubesInCity(g, city, seat);
      statueCount += g.cities[city].statues[seat];
      statues += g.cities[city].statues[seat] * statueValue(g, city);
    }
    const locations = g.players[seat].won.reduce((n, t) => n + LOCATION_BY_ID[t]!.vp, 0);
    return { seat, cubes, locations, statues, statueCount, total: cubes + locations + statues };
  });
}

/** What placed a seat among those with as many points: nothing needed, Location VP, statues, or nothing could (a share). */
export type TieBreak = 'points' | 'locations' | 'statues' | 'shared';
export interface Ranked extends Score { place: number; tieBreak: TieBreak }

/** The tie rule's keys in order: points, then Location VP, then statues ([End] EN:414; D10). */
const TIE_KEYS = [(s: Score) => s.total, (s: Score) => s.locations, (s: Score) => s.statueCount] as const;
const BREAKS: readonly TieBreak[] = ['points', 'locations', 'statues', 'shared'];

/** How deep the tie rule goes to tell two scores apart: 0 points, 1 Location VP, 2 statues, 3 never. */
function depth(a: Score, b: Score): number {
  const i = TIE_KEYS.findIndex((k) => k(a) !== k(b));
  return i < 0 ? TIE_KEYS.length : i;
}

/**
 * The final ranking ([End] EN:412-414; D10): most points first; among equal points the most Location
 * VP, then the most statues; still tied, they share the place. Each seat says which tie-break placed
 * it among the seats with as many points ('points': none had as many).
 */
export function ranking(all: readonly Score[]): Ranked[] {
  const cmp = (a: Score, b: Score): number => {
    const i = depth(a, b);
    return i < TIE_KEYS.length ? TIE_KEYS[i]!(b) - TIE_KEYS[i]!(a) : 0;
  };
  return [...all].sort(cmp).map((s) => {
    const place = 1 + all.filter((o) => cmp(o, s) < 0).length;
    const level = Math.max(0, ...all.filter((o) => o !== s && o.total === s.total).map((o) => depth(s, o)));
    return { ...s, place, tieBreak: BREAKS[level]! };
  });
}

/** The winners: the seats ranked first (a share when the tie rule cannot part them). */
export function winners(g: PeriklesState): Seat[] {
  return ranking(scores(g)).filter((r) => r.place === 1).map((r) => r.seat);
}
