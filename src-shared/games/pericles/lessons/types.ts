// Lessons (#17.1 "Learn to play"): each is data — a real engine position reached from a scenario
// and seed, the Faction the player takes (the others are bots, deterministic with the seed), and
// the steps the lesson bar shows. Text lives in the renderer's i18n (en.learn.ts), keyed by the
// lesson and step ids: learn.<lesson>.title, learn.<lesson>.<step>, learn.<lesson>.<step>.mistake.
import type { Action, PendingDecision } from '../engine/types.js';
import type { GameView } from '../view.js';
import type { DecisionKind } from '../decisions/registry.js';
import type { Faction } from '../model/ids.js';

/** What a lesson sees of the game: the player's own view message (never more). */
export interface LessonSight {
  view: GameView;
  pending: PendingDecision | null;
  legalActions: readonly Action[];
  /** Decisions taken since setup (ViewMessage.decisions): tells one decision of a kind from the next. */
  decisions?: number;
}

/** What a step points at: a theater on the board and/or a part of the screen. */
export interface LessonPoint {
  theater?: number;
  /** A CSS selector of the screen part (a panel, the prompt, a choice in it). */
  ui?: string;
}

export interface LessonStep {
  /** Text keys: learn.<lesson>.<id> (and .mistake when `intended` is set). */
  id: string;
  /** The position the step talks about: the bar waits until it holds. */
  when: (s: LessonSight) => boolean;
  point?: LessonPoint | ((s: LessonSight) => LessonPoint);
  /**
   * The player acts here through the prompt (the step ends with the player's decision of this
   * kind); absent, the step is read and ended with Next.
   */
  act?: DecisionKind;
  /** The choice the lesson means; another legal choice is explained (the .mistake key) before it is sent. */
  intended?: (a: Action, s: LessonSight) => boolean;
  /** The step may not come up in every game from this position (skipped when a later one does). */
  optional?: boolean;
  /**
   * An act step done with one decision: once the game has moved past it, the next step comes even
   * if the bots already brought the same kind back (the next debate's card). Without it, a step
   * of repeated decisions (redeployment moves) goes on while its kind is asked.
   */
  once?: boolean;
}

export interface Lesson {
  id: string;
  scenario: string;
  seed: string;
  /** The Faction the player takes; the others are rule bots. */
  player: Faction;
  /** Where the lesson starts: the player's n-th (0-based `skip`) decision of this kind. */
  start: { kind: DecisionKind; skip?: number };
  steps: LessonStep[];
}
