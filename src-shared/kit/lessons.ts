// What every game's lessons share (#17.1 "Learn to play"; #33 serves them for each game): a lesson is
// a list of steps over what the player's seat sees, and how it moves on is the same for every
// game: a read step ends with Next; an act step ends once the player made its decision and is no
// longer asked it, when the next step's position has come (an optional step that has not come is
// passed over). Pure, so unit tests drive it as the lesson bar does.
import type { Action } from './types.js';

/** What a lesson sees of a game: the player's own view message (never more). */
export interface LessonSightBase {
  view: { seat: string };
  pending: { kind: string; seats: readonly string[] } | null;
  legalActions: readonly Action[];
  /** Decisions taken since setup (ViewMessage.decisions): tells one decision of a kind from the next. */
  decisions?: number;
}

export interface LessonStepBase<S extends LessonSightBase = LessonSightBase> {
  /** The step's id: its text keys are the game's (a lesson's id and this). */
  id: string;
  /** The position the step talks about: the bar waits until it holds. */
  when: (s: S) => boolean;
  /** The player acts here through the prompt (the step ends with the player's decision of this kind); absent, it is read and ended with Next. */
  act?: string;
  /** The choice the lesson means; another legal choice is explained (its mistake text) before it is sent. */
  intended?: (a: Action, s: S) => boolean;
  /** The step may not come up in every game from this position (skipped when a later one does). */
  optional?: boolean;
  /**
   * An act step done with one decision: once the game has moved past it, the next step comes even
   * if the bots already brought the same kind back. Without it, a step of repeated decisions goes
   * on while its kind is asked.
   */
  once?: boolean;
}

export interface LessonBase<S extends LessonSightBase = LessonSightBase> {
  id: string;
  steps: readonly LessonStepBase<S>[];
}

export interface LessonProgress {
  step: number;
  /** The player made the current step's decision. */
  acted: boolean;
  /** The decision count when the player acted. */
  actedAt?: number;
  finished: boolean;
}

export const START: LessonProgress = { step: 0, acted: false, finished: false };

const asked = (s: LessonSightBase, kind: string): boolean =>
  s.pending?.kind === kind && s.view.seat !== 'spectator' && s.pending.seats.includes(s.view.seat);

/** The step an action of the player belongs to: the current one, or the next step asking that kind. */
function stepOfAction<S extends LessonSightBase>(l: LessonBase<S>, p: LessonProgress, s: S): number {
  const kind = s.pending?.kind;
  for (let j = p.step; j < l.steps.length; j++) if (l.steps[j]!.act === kind) return j;
  return p.step;
}

/** A new position: a finished act step gives way to the first later step whose position holds. */
export function onSight<S extends LessonSightBase>(l: LessonBase<S>, p: LessonProgress, s: S): LessonProgress {
  const cur = l.steps[p.step];
  if (p.finished || !cur?.act || !p.acted) return p;
  // Still asked the same decision: the step goes on. Asked again after the game moved on (the
  // bots answered at once): that was a new decision, and this step is over.
  const later = s.decisions !== undefined && p.actedAt !== undefined && s.decisions > p.actedAt;
  if (asked(s, cur.act) && !later) return p;
  for (let j = p.step + 1; j < l.steps.length; j++) {
    // A one-decision step the game has moved past gives way to the next required step even if
    // the bots already brought the same kind of decision back (the debates' next card).
    if (l.steps[j]!.when(s) || (later && cur.once && !l.steps[j]!.optional)) return { step: j, acted: false, finished: false };
    if (!l.steps[j]!.optional) break;
  }
  return p;
}

/** Next on a read step (the last one finishes the lesson). */
export function onNext<S extends LessonSightBase>(l: LessonBase<S>, p: LessonProgress): LessonProgress {
  if (p.finished || l.steps[p.step]?.act) return p;
  if (p.step + 1 >= l.steps.length) return { ...p, finished: true };
  return { step: p.step + 1, acted: false, finished: false };
}

/** Whether the lesson would explain this choice first: the step id whose mistake text applies, or null. */
export function mistakeOf<S extends LessonSightBase>(l: LessonBase<S>, p: LessonProgress, a: Action, s: S): string | null {
  if (p.finished) return null;
  const step = l.steps[stepOfAction(l, p, s)]!;
  return step.act === s.pending?.kind && step.intended && !step.intended(a, s) ? step.id : null;
}

/** The player sent a decision (intended or, after the explanation, their own). */
export function onAct<S extends LessonSightBase>(l: LessonBase<S>, p: LessonProgress, s: S): LessonProgress {
  if (p.finished) return p;
  const j = stepOfAction(l, p, s);
  return l.steps[j]!.act === s.pending?.kind
    ? { step: j, acted: true, ...(s.decisions === undefined ? {} : { actedAt: s.decisions }), finished: false }
    : p;
}
