// "What would the bot do?" (#17.4), every game's (#33): the Advisor toggle (remembered), the ask
// button and the advice — the rule bot's choice and its one-line reason — in the prompt. The game
// works the advice out from the seat's own view and words it (Pericles: odds/Advisor.tsx; Perikles:
// learn/Advisor.tsx); no protocol command is needed, so the advice cannot use a hidden card or tile.
//
// Off by default in games: the player turns it on with the Advisor toggle. Lessons turn it on for
// their games with <AdvisorProvider on> around the game screen.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useRememberedFlag } from '../panels/Fold.js';
import { t, useLocale } from '../i18n/index.js';
import './advisor.css';

/** true: the advisor is on (lessons); false: off; null: the player's own toggle decides (games). */
export const AdvisorContext = createContext<boolean | null>(null);

/** Turns the advisor on (or off) for everything inside, whatever the player's toggle says. */
export function AdvisorProvider({ on, children }: { on: boolean; children: ReactNode }) {
  return <AdvisorContext.Provider value={on}>{children}</AdvisorContext.Provider>;
}

/** The advice in words: the choice (and its key, for tests and styles), and why. */
export interface AdviceWords {
  key: string;
  choice: string;
  reason: string;
}

export interface AdvisorProps {
  /** The decision the advice is for: a new one (a new set of legal actions) hides the advice. */
  decision: unknown;
  /** Works the advice out (on asking only); null when there is nothing to choose. */
  ask(): AdviceWords | null;
}

export function Advisor({ decision, ask }: AdvisorProps) {
  const forced = useContext(AdvisorContext);
  const [flag, setFlag] = useRememberedFlag('advisor', false);
  const on = forced ?? flag;
  const [askedFor, setAskedFor] = useState<unknown>(undefined);
  const shown = askedFor !== undefined && askedFor === decision;
  // Worded when shown and again in a new language (words kept from the asking would stay in the old one).
  const locale = useLocale();
  const advice = useMemo(() => (shown ? { advice: ask() } : null), [shown, decision, locale]);
  return (
    <>
      <span className="advisor" data-advisor={on ? 'on' : 'off'}>
        {forced === null && (
          <button type="button" className="advisor-toggle" aria-pressed={flag} data-advisor-toggle title={t('odds.advisor.toggleHint')} onClick={() => setFlag(!flag)}>
            {t('odds.advisor.toggle')}
          </button>
        )}
        {on && (
          <button type="button" className="advisor-ask" data-advisor-ask aria-expanded={!!advice} onClick={() => setAskedFor(shown ? undefined : decision)}>
            {t('odds.advisor.ask')}
          </button>
        )}
      </span>
      {on && advice && (
        <div className="advice" data-advice={advice.advice ? advice.advice.key : ''} role="status">
          {advice.advice ? (
            <>
              <p data-advice-choice>{t('odds.advisor.choice', { choice: advice.advice.choice })}</p>
              <p data-advice-reason>{t('odds.advisor.reason', { reason: advice.advice.reason })}</p>
              <p className="advice-note">{t('odds.advisor.note')}</p>
            </>
          ) : <p>{t('odds.advisor.none')}</p>}
        </div>
      )}
    </>
  );
}
