// Perikles' lessons (#33): data, their starting positions, and how a lesson reads a position.
// How a lesson moves on is every game's (src-shared/kit/lessons.ts).
export type { PeriklesLesson, PeriklesLessonPoint, PeriklesLessonSight, PeriklesLessonStep } from './types.js';
export { PERIKLES_LESSONS, periklesLessonById, tileTaken, electionResults, battleOutcome, outcomeSide } from './lessons.js';
export { lessonStart, lessonSeats, type PeriklesLessonStart } from './start.js';
import type { PeriklesLessonPoint, PeriklesLessonSight, PeriklesLessonStep } from './types.js';

/** Where a step points in this position. */
export function periklesStepPoint(step: PeriklesLessonStep, s: PeriklesLessonSight): PeriklesLessonPoint {
  return typeof step.point === 'function' ? step.point(s) : (step.point ?? {});
}
