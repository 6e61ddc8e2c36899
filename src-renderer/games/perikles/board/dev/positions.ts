// Positions for the board's spec, screenshots and benchmark, made by the engine in Node (never in
// the page): a new game, then seeded random legal decisions. In the commit phase a counter is sent
// whenever one may be, so the Location boxes fill with counters. Returns each seat's view on the way.
import { apply, legalActions, newGame, viewFor, type PeriklesState, type PeriklesView } from '../../../../../src-shared/games/perikles/index.js';
import { seatsFor } from '../../../../../src-shared/games/perikles/index.js';

export interface Position { state: PeriklesState; view: PeriklesView; seat: string; legal: unknown[] }

const at = (g: PeriklesState): Position => {
  const seat = g.decision!.seat;
  return { state: g, view: viewFor(g, seat), seat, legal: legalActions(g, seat) };
};

/**
 * Plays `seed` with `players` seats until `stop` holds for the position (or `max` decisions), and
 * returns every position passed through (the last is the one `stop` accepted).
 */
export function playUntil(seed: string, players: number, stop: (p: Position) => boolean, max = 600): Position[] {
  let g = newGame({ seed, seats: Object.fromEntries(seatsFor(players).map((s) => [s, 'human'])) });
  let k = seed.length * 7919 + 13;
  const out: Position[] = [];
  for (let i = 0; i < max && g.decision; i++) {
    const p = at(g);
    out.push(p);
    if (stop(p)) return out;
    const sends = g.phase === 'commit' ? p.legal.filter((a) => (a as { type: string }).type === 'send') : [];
    const pool = sends.length ? sends : p.legal;
    k = (k * 1103515245 + 12345) % 2147483648;
    g = apply(g, p.seat, pool[k % pool.length]);
  }
  return out;
}

/** Counters standing on Location tiles. */
export const countersOnLocations = (p: Position): number => p.view.counters.filter((c) => c.place === 'location').length;

/** Mid-commit: a commit turn open, at least `n` counters on the Location tiles. */
export const midCommit = (n = 10) => (p: Position): boolean => p.view.decision?.kind === 'commit.send' && countersOnLocations(p) >= n;
