// The lesson bar (#17.1), every game's (#33): under the board (never over it), it says what the
// current step shows and why, points at part of the screen (an outline) and, through the game, at
// the board, and — before a choice the lesson did not mean is sent — explains what that choice does
// and why the lesson's is better, then lets the player choose again or go on. How a lesson moves on
// is the kit's (src-shared/kit/lessons.ts); a game's lessons, words and board marks are its own
// (games/<id>/learn/LessonBar.tsx gives them).
import { useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { START, mistakeOf, onAct, onNext, onSight, type LessonBase, type LessonProgress, type LessonSightBase, type LessonStepBase } from '../../src-shared/kit/lessons.js';
import type { Action } from '../../src-shared/kit/types.js';
import type { ViewMessage } from '../../src-shared/protocol/messages.js';
import { t } from '../i18n/index.js';
import { markLessonDone, saveLessonProgress, savedLessonProgress } from './progress.js';
import './learn.css';

/** Set by the bar: called with each decision the player is about to send; true holds it back. */
export type LessonGate = MutableRefObject<((action: Action) => boolean) | null>;

/**
 * The words the bar shows for the step it is at. A read step can be reached before its position
 * is (the player reads on while the battle it speaks of still has a round to fight): its words
 * would quote what is not there yet, so the words said before stay until it is. An act step's
 * words say what to do, and show at once.
 */
export function wordsToShow(step: { act?: unknown }, here: boolean, said: () => string, before: string): string {
  return here || step.act || before === '' ? said() : before;
}

/** Where a step points now: a screen part (a CSS selector) and, on a read step, the game's board mark (a primitive key) with its hint. */
export interface LessonPointing { ui?: string; mark?: string | number; hint?: string }

export interface LessonBarProps<S extends LessonSightBase> {
  lesson: LessonBase<S>;
  /** Its number among its game's lessons (1-based) and title, in words. */
  number: number;
  title: string;
  message: ViewMessage;
  /** The lesson's look at the view message (null: no view yet). */
  sight: S | null;
  /** A step's words, and its mistake's, in this position. */
  say(step: string, s: S | null): string;
  mistake(step: string, s: S | null): string;
  /** Where a step points in this position. */
  point(step: LessonStepBase<S>, s: S): LessonPointing;
  /** What the footer says while others decide (the game's words for its players). */
  waiting: string;
  gate: LessonGate;
  /** Send a decision the player chose after the lesson explained it (it skips the gate). */
  onProceed(action: Action): void;
  /** The board mark of the step (undefined: none); the game draws it. */
  onMark?(mark: string | number | undefined): void;
  onLeave(): void;
  /** "Choose again": the prompt drops the choice the lesson explained (its Confirm goes with it). */
  onRetry?(): void;
  /** The rules the lesson teaches, by their headings in the player's language: each opens the rules drawer there. */
  rules?: readonly { rule: string; heading: string }[];
  /** Words before the rules' headings ("Rules: …"). */
  rulesLabel?: string;
  onRule?(rule: string): void;
}

const OUTLINE = 'data-lesson-target';

export function LessonBar<S extends LessonSightBase>({ lesson, number, title, message, sight, say, mistake: mistakeText, point: pointOf, waiting, gate, onProceed, onMark, onLeave, onRetry, rules, rulesLabel, onRule }: LessonBarProps<S>) {
  const id = lesson.id;
  const [progress, setProgress] = useState<LessonProgress>(() => savedLessonProgress<LessonProgress>(id) ?? START);
  useEffect(() => saveLessonProgress(id, progress), [id, progress]);
  const [mistake, setMistake] = useState<{ action: Action; step: string } | null>(null);
  const latest = useRef({ progress, sight });
  latest.current = { progress, sight };

  // Each new position may end an act step.
  useEffect(() => {
    if (sight) setProgress((p) => onSight(lesson, p, sight));
  }, [lesson, sight]);
  // An explanation stays up while the player's decision is the same one (other seats' secret
  // answers to it come in meanwhile); a new decision closes it.
  const decisionKey = `${message.pending?.kind ?? ''}|${JSON.stringify(message.legalActions)}`;
  useEffect(() => setMistake(null), [decisionKey]);

  useEffect(() => {
    gate.current = (action) => {
      const { progress: p, sight: s } = latest.current;
      if (!s) return false;
      const wrong = mistakeOf(lesson, p, action, s);
      if (wrong) { setMistake({ action, step: wrong }); return true; }
      setProgress(onAct(lesson, p, s));
      return false;
    };
    return () => { gate.current = null; };
  }, [gate, lesson]);

  useEffect(() => { if (progress.finished) markLessonDone(id); }, [id, progress.finished]);

  const step = lesson.steps[progress.step]!;
  const here = !!sight && step.when(sight);
  // The words last shown, for a read step whose position has not come yet (wordsToShow).
  const saidBefore = useRef('');
  const words = wordsToShow(step, here, () => say(step.id, sight), saidBefore.current);
  saidBefore.current = words;
  const point = sight && here && !progress.finished ? pointOf(step, sight) : {};
  // A read step's mark is drawn on the board; while the player acts, the prompt's own highlights
  // stay, and the text names the place.
  const mark = step.act ? undefined : point.mark;
  const ui = point.ui;

  useEffect(() => { onMark?.(mark); }, [onMark, mark]);
  useEffect(() => () => onMark?.(undefined), [onMark]);

  // A panel pointed at is brought into view, once per step (the board and the prompt are always in
  // view): the side column shown if the player hid it (or the turn summary stood in its place), the
  // panel unfolded if folded, then scrolled to. Through the rail's and the panel's own buttons, so
  // they remember it as the player's choice.
  useEffect(() => {
    if (!ui) return;
    const reveal = (): boolean => {
      const target = document.querySelector(ui);
      if (!target) {
        // The hidden side column draws no panel: show it, and look again once it is drawn.
        document.querySelector('[data-side-panels][data-hidden="true"] [data-side-toggle]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        return false;
      }
      // The turn summary stands in the side panels' place (#17.5): closed, the panels come back.
      const summaryClose = document.querySelector<HTMLButtonElement>('[data-summary-close]');
      if (summaryClose && target.closest('[data-side-panels]') && target.getClientRects().length === 0) {
        summaryClose.click();
        return false;
      }
      const fold = target.closest('[data-side-panels] .fold');
      if (fold?.getAttribute('data-folded') === 'true') fold.querySelector<HTMLButtonElement>('[data-fold-toggle]')?.click();
      fold?.scrollIntoView({ block: 'nearest' });
      return true;
    };
    if (reveal()) return;
    const timer = setTimeout(reveal, 250);
    return () => clearTimeout(timer);
  }, [ui]);

  // The outline follows the screen part even when React redraws it (a prompt's new choices).
  useEffect(() => {
    const apply = (): void => {
      for (const el of document.querySelectorAll(`[${OUTLINE}]`)) if (!ui || !el.matches(ui)) el.removeAttribute(OUTLINE);
      if (!ui) return;
      for (const el of document.querySelectorAll(ui)) {
        if (el.hasAttribute(OUTLINE)) continue;
        el.setAttribute(OUTLINE, '');
        // An option newly outlined in a long prompt (a new prompt, "Choose again") is scrolled to within it.
        if (el.closest('[data-prompt]')) el.scrollIntoView({ block: 'nearest' });
      }
    };
    apply();
    const timer = setInterval(apply, 300);
    return () => {
      clearInterval(timer);
      for (const el of document.querySelectorAll(`[${OUTLINE}]`)) el.removeAttribute(OUTLINE);
    };
  }, [ui, message]);

  const last = progress.step === lesson.steps.length - 1;
  const seat = message.seat;
  const asked = seat !== 'spectator' && !!message.pending?.seats.includes(seat);
  let status: ReactNode;
  if (progress.finished) {
    status = (
      <>
        <p className="lesson-complete" role="status" data-lesson-complete>{t('learn.complete')}</p>
        <button type="button" className="primary" onClick={onLeave} data-lesson-back>{t('learn.backToLessons')}</button>
      </>
    );
  } else if (!here || step.act) {
    // Whoever the step is about, the footer says who decides now: never "the others are deciding"
    // while the player is the one asked (a repeated decision, one no step is about).
    status = asked
      ? <p className="lesson-wait" data-lesson-your-turn>{t('learn.yourTurn')}</p>
      : <p className="lesson-wait" data-lesson-waiting>{waiting}</p>;
  } else {
    status = (
      <button type="button" className="primary" onClick={() => setProgress((p) => onNext(lesson, p))} data-lesson-next>
        {t(last ? 'learn.finish' : 'learn.next')}
      </button>
    );
  }

  return (
    <section
      className="lesson-bar" aria-label={t('learn.bar')} data-lesson-bar={id} data-step={step.id} data-lesson-pointing={ui ?? undefined}
      data-lesson-finished={progress.finished ? 'true' : 'false'}
    >
      <header className="lesson-head">
        <strong>{t('learn.lessonNumber', { n: number })}: {title}</strong>
        <span className="lesson-steps">{t('learn.stepOf', { n: progress.step + 1, total: lesson.steps.length })}</span>
        <button type="button" className="link-button" onClick={onLeave} data-lesson-leave>{t('learn.leave')}</button>
      </header>
      {rules && rules.length > 0 && onRule && (
        <p className="hint lesson-rules" data-lesson-rules>
          {rulesLabel}{' '}
          {rules.map((r, i) => (
            <span key={r.rule}>{i > 0 && ' · '}<button type="button" className="link-button" data-lesson-rule={r.rule} onClick={() => onRule(r.rule)}>{r.heading}</button></span>
          ))}
        </p>
      )}
      {!progress.finished && <p className="lesson-say" data-lesson-say>{words}</p>}
      {mark !== undefined && point.hint && <p className="hint lesson-point">{point.hint}</p>}
      <div className="lesson-actions">{status}</div>
      {mistake && (
        <div className="lesson-mistake" role="alertdialog" aria-labelledby="lesson-mistake-h" data-lesson-mistake={mistake.step}>
          <h3 id="lesson-mistake-h">{t('learn.mistakeHeading')}</h3>
          <p>{mistakeText(mistake.step, sight)}</p>
          <div className="lesson-actions">
            <button type="button" className="primary" onClick={() => { setMistake(null); onRetry?.(); }} data-lesson-retry>{t('learn.mistakeRetry')}</button>
            <button type="button" onClick={() => {
              const { action } = mistake;
              setMistake(null);
              const s = latest.current.sight;
              if (s) setProgress((p) => onAct(lesson, p, s));
              onProceed(action);
            }} data-lesson-go-on>{t('learn.mistakeGoOn')}</button>
          </div>
        </div>
      )}
    </section>
  );
}
