// Helpers for Perikles' rule tests: a seeded game, and states set up at a phase (fields set as the
// rulebook's situations need, then the engine's own flow takes over).
import { expect } from 'vitest';
import { EngineError } from '../../../../../src-shared/kit/errors.js';
import { canonicalJson } from '../../../../../src-shared/kit/hash.js';
import { advance, apply, legalActions, newGame, pending } from '../../../../../src-shared/games/perikles/flow.js';
import { seatsFor } from '../../../../../src-shared/games/perikles/setup.js';
import type { Action } from '../../../../../src-shared/kit/types.js';
import type { CityId } from '../../../../../src-shared/games/perikles/data/index.js';
import type { LogEntry, PeriklesState, Seat } from '../../../../../src-shared/games/perikles/state.js';

export function game(players = 4, seed = 'test'): PeriklesState {
  return newGame({ seed, seats: Object.fromEntries(seatsFor(players).map((s) => [s, 'human'])) });
}

/** Plays the open decision of its seat. */
export function play(g: PeriklesState, action: Action): PeriklesState {
  return apply(g, pending(g)!.seats[0]!, action);
}

/** Plays the first legal action until `stop` holds. */
export function playUntil(g: PeriklesState, stop: (g: PeriklesState) => boolean, pickLast = false): PeriklesState {
  for (let n = 0; n < 5000 && !stop(g); n++) {
    const p = pending(g);
    if (!p) break;
    const legal = legalActions(g, p.seats[0]!);
    g = apply(g, p.seats[0]!, pickLast ? legal[legal.length - 1] : legal[0]);
  }
  return g;
}

/** A game at the start of Phase 5 with these leaders and Influence tiles (2-shard / 1-shard counts per seat). */
export function atCommit(leaders: Partial<Record<CityId, Seat>>, tiles: Partial<Record<Seat, [number, number]>> = {}, players = 4): PeriklesState {
  const g = game(players);
  g.phase = 'commit';
  g.decision = null;
  for (const [city, seat] of Object.entries(leaders)) g.cities[city as CityId].leader = seat;
  for (const s of g.seats) {
    const [two, one] = tiles[s] ?? [1, 0];
    g.players[s].tiles = [...Array.from({ length: two }, (_, i) => `athens-2-${i}`), ...Array.from({ length: one }, (_, i) => `any-${i}`)];
  }
  g.commit = { first: null, shards: 2, last: null, recoverQueue: [], paused: null };
  g.decision = g.cities.sparta.leader ? { kind: 'commit.firstPlayer', seat: g.cities.sparta.leader } : null;
  if (!g.decision) g.commit.first = g.firstPlayer;
  advance(g);
  return g;
}

export function refused(fn: () => unknown): EngineError {
  try { fn(); } catch (e) { if (e instanceof EngineError) return e; throw e; }
  throw new Error('not refused');
}

export function expectLegal(g: PeriklesState, action: Action, yes = true): void {
  const seat = pending(g)!.seats[0]!;
  const legal = legalActions(g, seat).some((a) => canonicalJson(a) === canonicalJson(action));
  expect(legal, JSON.stringify(action)).toBe(yes);
}

/** An entry as a save made before the battle's facts were noted (battle.ts note()) and before the log's keys held it. */
export function oldEntry(e: LogEntry): LogEntry {
  const { moment: _m, round: _r, need: _n, start: _s, attacker: _a, defender: _d, decider: _dc, defeats: _df, msg: _k, location: _l, ...rest } = e;
  const old: LogEntry = { ...rest };
  if (e.moment === 'battle.round' && typeof e.column !== 'string') { delete old.attack; delete old.defend; } // an outright round's strengths were noted only
  if (Array.isArray(e.rolls)) old.rolls = (e.rolls as { attack: number; defend: number }[]).map((x) => ({ attack: x.attack, defend: x.defend }));
  return old;
}

