// What must always hold of a Perikles game (simulations and tests): every broken invariant in words.
import { CITY_IDS, LOCATIONS, SETUP } from './data/index.js';
import { COUNTERS, INFLUENCE_TILES, type PeriklesState } from './state.js';
import { cubesOnBoard } from './board.js';
import { legalActions } from './flow.js';

export function invariants(g: PeriklesState): string[] {
  const out: string[] = [];
  for (const city of CITY_IDS) {
    const c = g.cities[city];
    for (const s of g.seats) if (c.cubes[s] < 0) out.push(`${s} has ${c.cubes[s]} cubes in ${city}`);
    if (c.candidates[0] === null && c.candidates[1] !== null) out.push(`${city} has a β candidate without an α`);
    if (c.candidates[0] !== null && c.candidates[0] === c.candidates[1]) out.push(`${city} has two candidates of one colour`);
    if (c.defeats < 0) out.push(`${city} has negative defeats`);
    if (c.leader && !['commit', 'battles', 'endOfTurn'].includes(g.phase)) out.push(`${city} has a leader in phase ${g.phase}`);
  }
  for (const s of g.seats) {
    const n = cubesOnBoard(g, s);
    if (n > SETUP.cubeSupply.count) out.push(`${s} has ${n} cubes on the board`);
  }
  if (Object.keys(g.units).length !== COUNTERS.length) out.push('a military counter is missing or extra');
  for (const c of COUNTERS) {
    const u = g.units[c.id];
    if (!u) continue;
    if (u.at === 'dead' && c.force === 'persia') out.push(`Persian counter ${c.id} is dead`);
    if (u.at === 'location' && !['commit', 'battles'].includes(g.phase)) out.push(`${c.id} is on a Location in phase ${g.phase}`);
    if (u.at === 'location' && !g.slots[u.slot]) out.push(`${c.id} is on a missing Location box`);
  }
  const locs = [...g.locationPile, ...g.slots.filter((s) => s.outcome === null || !s.outcome.setAside).map((s) => s.tile)];
  const held = new Set(g.seats.flatMap((s) => g.players[s].won));
  const seen = new Set([...g.locationPile, ...g.slots.map((s) => s.tile), ...g.setAside, ...held]);
  if (seen.size > LOCATIONS.length) out.push('more Location tiles than exist');
  if (new Set(locs).size !== locs.length) out.push('a Location tile is in two places');
  if (g.phase === 'influence' || g.phase === 'candidates') {
    const tiles = [...g.display.filter((t) => t !== null), ...g.influencePile, ...g.seats.flatMap((s) => g.players[s].tiles)];
    if (new Set(tiles).size !== tiles.length) out.push('an Influence tile is in two places');
    if (tiles.length > INFLUENCE_TILES.length) out.push('more Influence tiles than exist');
  }
  if (g.phase !== 'over' && !g.decision) out.push('no decision open in a game not over');
  if (g.decision && legalActions(g, g.decision.seat).length === 0) out.push(`dead end: ${g.decision.kind} offers ${g.decision.seat} nothing`);
  if (g.turn < 1 || g.turn > SETUP.turns.count) out.push(`turn ${g.turn}`);
  return out;
}
