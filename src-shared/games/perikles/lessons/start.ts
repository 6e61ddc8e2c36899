// A Perikles lesson's starting position: from the seed's setup, rule bots play every seat (the
// player's too, each seat with its own seeded stream) until the player is first asked the lesson's
// start decision. Pure and deterministic, so the host and the unit tests reach the same position.
import { seedRng, type RngState } from '../../../kit/random.js';
import type { Action } from '../../../kit/types.js';
import type { SeatKind } from '../../contract.js';
import { applyInPlace, legalActions, newGame } from '../flow.js';
import { seatsFor, SCENARIO } from '../setup.js';
import { viewFor } from '../view.js';
import { ruleDecide } from '../bots/rule.js';
import type { PeriklesState, Seat } from '../state.js';
import type { PeriklesLesson } from './types.js';

export interface PeriklesLessonStart {
  game: PeriklesState;
  /** The decisions that lead there from setup (the game's record replays them). */
  decisions: Array<{ seat: Seat; action: Action }>;
}

/** Bounds the search for the start; every lesson's start is reached well within it (unit-tested). */
const MAX_PREFIX = 600;

export function lessonSeats(lesson: PeriklesLesson): Partial<Record<Seat, SeatKind>> {
  return Object.fromEntries(seatsFor(lesson.players).map((s) => [s, s === lesson.player ? 'human' : 'bot:normal'])) as Partial<Record<Seat, SeatKind>>;
}

export function lessonStart(lesson: PeriklesLesson): PeriklesLessonStart {
  const g = newGame({ scenario: SCENARIO, seed: lesson.seed, seats: lessonSeats(lesson) });
  const rngs = new Map<Seat, RngState>(g.seats.map((s) => [s, seedRng(`lesson:${lesson.seed}:${s}`)]));
  const decisions: PeriklesLessonStart['decisions'] = [];
  let seen = 0;
  for (let i = 0; i < MAX_PREFIX && g.decision; i++) {
    const seat = g.decision.seat;
    if (g.decision.kind === lesson.start.kind && seat === lesson.player) {
      if (seen === (lesson.start.skip ?? 0)) return { game: g, decisions };
      seen++;
    }
    const { action } = ruleDecide(viewFor(g, seat, { withoutLog: true }), legalActions(g, seat), rngs.get(seat)!);
    applyInPlace(g, action);
    decisions.push({ seat, action });
  }
  throw new Error(`lesson ${lesson.id}: its start (${lesson.start.kind}) is never reached`);
}
