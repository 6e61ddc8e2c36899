// A lesson's starting position: from the scenario's setup, rule bots play every seat (the
// player's too, each with its own seeded stream) until the player is first asked the lesson's
// start decision. Pure and deterministic, so the host and the unit tests reach the same position.
// From the engine's own files, not its public face: the module serves these lessons, and the face re-exports the module.
import { newGame } from '../engine/setup.js';
import { legalActions, applyInPlace } from '../engine/driver.js';
import type { Action } from '../engine/types.js';
import { viewFor } from '../view.js';
import type { GameState } from '../model/state.js';
import { decide } from '../bots/index.js';
import { seedRng } from '../../../kit/random.js';
import { FACTIONS, type Faction } from '../model/ids.js';
import type { SeatKind } from '../model/state.js';
import type { Lesson } from './types.js';

export interface LessonStart {
  game: GameState;
  /** The decisions that lead there from setup (the game's record replays them). */
  decisions: Array<{ seat: Faction; action: Action }>;
}

/** Bounds the search for the start; every lesson's start is reached well within it (unit-tested). */
const MAX_PREFIX = 2000;

export function lessonSeats(lesson: Lesson): Record<Faction, SeatKind> {
  const seats = {} as Record<Faction, SeatKind>;
  for (const f of FACTIONS) seats[f] = f === lesson.player ? 'human' : 'bot:rule';
  return seats;
}

export function lessonStart(lesson: Lesson): LessonStart {
  const g = newGame({ scenario: lesson.scenario, seed: lesson.seed, seats: lessonSeats(lesson) });
  const rngs = Object.fromEntries(FACTIONS.map((f) => [f, seedRng(`lesson:${lesson.seed}:${f}`)])) as Record<Faction, ReturnType<typeof seedRng>>;
  const decisions: LessonStart['decisions'] = [];
  let seen = 0;
  for (let i = 0; i < MAX_PREFIX; i++) {
    const p = g.flow.pending;
    if (!p || p.seats.length === 0) break;
    if (p.kind === lesson.start.kind && p.seats.includes(lesson.player)) {
      if (seen === (lesson.start.skip ?? 0)) return { game: g, decisions };
      seen++;
    }
    // The player's own seat decides last in a simultaneous decision, so the start stops before it.
    const seat = p.seats.includes(lesson.player) && p.seats.length > 1 ? p.seats.find((s) => s !== lesson.player)! : p.seats[0]!;
    const legal = legalActions(g, seat);
    const { action } = decide('rule', viewFor(g, seat, { withoutLog: true }), legal, rngs[seat]);
    applyInPlace(g, seat, action);
    decisions.push({ seat, action });
  }
  throw new Error(`lesson ${lesson.id}: its start (${lesson.start.kind}) is never reached`);
}
