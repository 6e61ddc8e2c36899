// Lessons (#17.1): data, their starting positions, and how a lesson reads a position.
export type { Lesson, LessonPoint, LessonSight, LessonStep } from './types.js';
export { LESSONS, expeditionTheater } from './lessons.js';
export { lessonStart, lessonSeats, type LessonStart } from './start.js';
import { LESSONS } from './lessons.js';
import { sideOf } from '../model/ids.js';
import type { Lesson, LessonPoint, LessonSight, LessonStep } from './types.js';

export function lessonById(id: string): Lesson | undefined {
  return LESSONS.find((l) => l.id === id);
}

/** Where a step points in this position. */
export function stepPoint(step: LessonStep, s: LessonSight): LessonPoint {
  return typeof step.point === 'function' ? step.point(s) : (step.point ?? {});
}
export { START, onSight, onNext, onAct, mistakeOf, type LessonProgress } from './progress.js';

/**
 * The counts a lesson's text quotes, read from the position (never typed into the text): the
 * player's City-State's track — every issue on it, those the Boulé chose and those placed before
 * it (5.3 extras: Aristophanes, a Major Defeat, Hostages) — and the theaters on the map.
 */
export function lessonTextArgs(s: LessonSight): Record<string, number> {
  const seat = s.view.seat;
  const track = seat === 'spectator' ? [] : s.view.sides[sideOf(seat)].track;
  const boule = track.filter((x) => x.source === 'boule').length;
  return { issues: track.length, boule, extras: track.length - boule, theaters: Object.keys(s.view.theaters).length };
}
