// Perikles' lessons (#33 "at least three lessons: tiles and influence; elections; a battle"): each is
// data — a real engine position reached from a seed (rule bots play every seat until the player is
// first asked the lesson's start decision), the colour the player takes, and the steps the lesson
// bar shows. How a lesson moves on is every game's (src-shared/kit/lessons.ts); the text lives in the
// renderer's i18n (i18n/en.lessons.ts): perikles.learn.<lesson>.<step> and .mistake.
import type { LessonBase, LessonSightBase, LessonStepBase } from '../../../kit/lessons.js';
import type { Action } from '../../../kit/types.js';
import type { PeriklesView } from '../view.js';
import type { DecisionKind, Seat } from '../state.js';

/** What a lesson sees of the game: the player's own view message (never more). */
export interface PeriklesLessonSight extends LessonSightBase {
  view: PeriklesView;
  pending: PeriklesView['pending'];
  legalActions: readonly Action[];
}

/** What a step points at: a part of the screen (a CSS selector: a city, a Location, the prompt, a panel). */
export interface PeriklesLessonPoint { ui?: string }

export interface PeriklesLessonStep extends LessonStepBase<PeriklesLessonSight> {
  act?: DecisionKind;
  point?: PeriklesLessonPoint | ((s: PeriklesLessonSight) => PeriklesLessonPoint);
}

export interface PeriklesLesson extends LessonBase<PeriklesLessonSight> {
  /** Unique among every game's lessons (the host finds a lesson by it): 'perikles-…'. */
  id: string;
  seed: string;
  players: number;
  /** The colour the player takes; the others are rule bots. */
  player: Seat;
  /** Where the lesson starts: the player's n-th (0-based `skip`) decision of this kind. */
  start: { kind: DecisionKind; skip?: number };
  /** The rulebook's headings the lesson teaches (the rules drawer opens at them). */
  rules: readonly string[];
  steps: readonly PeriklesLessonStep[];
}
