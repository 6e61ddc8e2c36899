// "Learn to play" on the start screen (#17.1): the lessons in order, each marked done once
// finished. Starting one asks the host for the lesson's game (NewGameRequest.lesson).
import { useState } from 'react';
import type { PericlesApi } from '../../src-shared/protocol/api.js';
import { LESSONS } from '../../src-shared/lessons/index.js';
import { t, type MessageKey } from '../i18n/index.js';
import { forgetLessonProgress, lessonsDone } from './progress.js';
import './learn.css';

export interface LearnSectionProps {
  api: PericlesApi;
  onError(message: string): void;
  /** The host started lesson `id` (its views then arrive through onView). */
  onStarted(id: string): void;
}

export function LearnSection({ api, onError, onStarted }: LearnSectionProps) {
  const [busy, setBusy] = useState(false);
  const done = lessonsDone();
  async function start(id: string): Promise<void> {
    setBusy(true);
    forgetLessonProgress(id); // a lesson started again starts at its first step
    const r = await api.newGame({ scenario: LESSONS.find((l) => l.id === id)!.scenario, lesson: id });
    setBusy(false);
    if (!r.ok) onError(r.message);
    else onStarted(id);
  }
  return (
    <section className="learn" data-learn aria-labelledby="learn-heading">
      <h2 id="learn-heading">{t('learn.heading')}</h2>
      <p className="hint">{t('learn.intro', { n: LESSONS.length })}</p>
      <ol className="learn-list">
        {LESSONS.map((l, i) => {
          const finished = done.has(l.id);
          return (
            <li key={l.id} className="learn-item" data-lesson={l.id} data-done={finished ? 'true' : 'false'}>
              <span className="learn-number">{t('learn.lessonNumber', { n: i + 1 })}</span>
              <span className="learn-title">{t(`learn.${l.id}.title` as MessageKey)}</span>
              {finished && <span className="learn-done" data-lesson-done-mark>✓ {t('learn.done')}</span>}
              <span className="learn-summary">{t(`learn.${l.id}.summary` as MessageKey)}</span>
              <button type="button" disabled={busy} onClick={() => void start(l.id)} data-lesson-start={l.id}>
                {t(finished ? 'learn.again' : 'learn.start')}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
