// Pericles' lesson bar (#17.1): the shell's bar (src-renderer/learn/LessonBar.tsx) with Pericles'
// lessons, their words (en.learn.ts: learn.<lesson>.<step>, counts read from the position) and the
// theater a read step points at, drawn by the board's own highlight. The advisor ("What would the
// bot do?", #17.4) is on in lessons: the table sets its context for the game.
import { useCallback, useMemo } from 'react';
import { LESSONS, lessonById, lessonTextArgs, stepPoint, type Lesson, type LessonSight } from '../../../../src-shared/games/pericles/client.js';
import type { ViewMessage } from '../../../../src-shared/games/pericles/client.js';
import type { BoardHighlight } from '../board/Board.js';
import { t, type MessageKey } from '../../../i18n/index.js';
import { LessonBar as ShellLessonBar, type LessonGate, type LessonPointing } from '../../../learn/LessonBar.js';

export type { LessonGate };

export interface LessonBarProps {
  lesson: string;
  message: ViewMessage;
  gate: LessonGate;
  onProceed: Parameters<typeof ShellLessonBar>[0]['onProceed'];
  /** The theater the step points at, for the board's highlight. */
  onMark(mark: BoardHighlight | null): void;
  onLeave(): void;
  onRetry?(): void;
}

export function LessonBar({ lesson: id, message, gate, onProceed, onMark, onLeave, onRetry }: LessonBarProps) {
  const lesson = lessonById(id)!;
  const sight = useMemo<LessonSight | null>(() => message.view
    ? { view: message.view, pending: message.pending, legalActions: message.legalActions, decisions: message.decisions }
    : null, [message]);
  // Counts the text quotes come from the position shown, never from the text (lessonTextArgs).
  const say = useCallback((step: string, s: LessonSight | null) => t(`learn.${id}.${step}` as MessageKey, s ? lessonTextArgs(s) : {}), [id]);
  const mistake = useCallback((step: string, s: LessonSight | null) => t(`learn.${id}.${step}.mistake` as MessageKey, s ? lessonTextArgs(s) : {}), [id]);
  const point = useCallback((step: Lesson['steps'][number], s: LessonSight): LessonPointing => {
    const p = stepPoint(step, s);
    return { ...(p.ui ? { ui: p.ui } : {}), ...(p.theater === undefined ? {} : { mark: p.theater, hint: t('learn.pointTheater') }) };
  }, []);
  const mark = useCallback((theater: string | number | undefined) => {
    onMark(theater === undefined ? null : { reachable: [Number(theater)], paths: {}, blocked: [] });
  }, [onMark]);
  return (
    <ShellLessonBar
      lesson={lesson} number={LESSONS.indexOf(lesson) + 1} title={t(`learn.${id}.title` as MessageKey)}
      message={message} sight={sight} say={say} mistake={mistake} point={point} waiting={t('learn.waiting')}
      gate={gate} onProceed={onProceed} onMark={mark} onLeave={onLeave} {...(onRetry ? { onRetry } : {})}
    />
  );
}
