// Lessons (#17.1): data, their starting positions, and how a lesson reads a position.
export type { Lesson, LessonPoint, LessonSight, LessonStep } from './types.js';
export { LESSONS, expeditionTheater } from './lessons.js';
export { lessonStart, lessonSeats, type LessonStart } from './start.js';
import { LESSONS } from './lessons.js';
import type { Lesson, LessonPoint, LessonSight, LessonStep } from './types.js';

export function lessonById(id: string): Lesson | undefined {
  return LESSONS.find((l) => l.id === id);
}

/** Where a step points in this position. */
export function stepPoint(step: LessonStep, s: LessonSight): LessonPoint {
  return typeof step.point === 'function' ? step.point(s) : (step.point ?? {});
}
export { START, onSight, onNext, onAct, mistakeOf, type LessonProgress } from './progress.js';
