// "Learn to play" on the start screen (#17.1): every game's lessons (#33: Pericles' and Perikles'
// side by side), in order, each marked done once finished. Starting one asks the host for the
// lesson's game (NewGameRequest.game and .lesson). The lessons are a game's own (its renderer
// module's `lessons`, #32).
import { useState } from 'react';
import type { PericlesApi } from '../../src-shared/protocol/api.js';
import type { GameUiModule } from '../games/contract.js';
import { t } from '../i18n/index.js';
import { forgetLessonProgress, lessonsDone } from './progress.js';
import './learn.css';

export interface LearnSectionProps {
  /** Whose lessons, in the start screen's order of games. */
  games: readonly GameUiModule[];
  api: PericlesApi;
  onError(message: string): void;
  /** The host started lesson `id` (its views then arrive through onView). */
  onStarted(id: string): void;
}

export function LearnSection({ games, api, onError, onStarted }: LearnSectionProps) {
  const [busy, setBusy] = useState(false);
  const done = lessonsDone();
  async function start(game: GameUiModule, id: string): Promise<void> {
    setBusy(true);
    forgetLessonProgress(id); // a lesson started again starts at its first step
    const r = await api.newGame({ game: game.id, scenario: game.lessons.find((l) => l.id === id)!.scenario, lesson: id });
    setBusy(false);
    if (!r.ok) onError(r.message);
    else onStarted(id);
  }
  const teaching = games.filter((g) => g.lessons.length > 0);
  if (teaching.length === 0) return null;
  return (
    <section className="learn" data-learn aria-labelledby="learn-heading">
      <h2 id="learn-heading">{t('learn.heading')}</h2>
      {teaching.map((game) => (
        <div key={game.id} className="learn-game" data-learn-game={game.id}>
          {teaching.length > 1 && <h3>{game.names.game()}</h3>}
          <p className="hint">{game.lessonsIntro ? game.lessonsIntro(game.lessons.length) : t('learn.intro', { n: game.lessons.length })}</p>
          <ol className="learn-list">
            {game.lessons.map((l, i) => {
              const finished = done.has(l.id);
              return (
                <li key={l.id} className="learn-item" data-lesson={l.id} data-done={finished ? 'true' : 'false'}>
                  <span className="learn-number">{t('learn.lessonNumber', { n: i + 1 })}</span>
                  <span className="learn-title">{l.title()}</span>
                  {finished && <span className="learn-done" data-lesson-done-mark>✓ {t('learn.done')}</span>}
                  <span className="learn-summary">{l.summary()}</span>
                  <button type="button" disabled={busy} onClick={() => void start(game, l.id)} data-lesson-start={l.id}>
                    {t(finished ? 'learn.again' : 'learn.start')}
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </section>
  );
}
