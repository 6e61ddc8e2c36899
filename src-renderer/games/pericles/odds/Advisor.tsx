// "What would the bot do?" (#17.4): the rule bot's choice and its reasoning for the open decision.
// Computed here, in the renderer, from the seat's own view and its legal actions with the shared
// advisor (src-shared/games/pericles/bots/advisor.ts): the page has only the view, so the advice cannot use a
// hidden card, and no protocol command (which would have to guard the full state) is needed.
//
// Off by default in games: the player turns it on with the Advisor toggle (remembered). Lessons
// turn it on for their games with <AdvisorProvider on> around the game screen.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { type Action, type GameView, type Faction, advise, type Advice } from '../../../../src-shared/games/pericles/client.js';
import { actionKey, actionLabel } from '../game/actions.js';
import { reasonText } from '../game/engineText.js';
import { useRememberedFlag } from '../../../panels/Fold.js';
import { t } from '../../../i18n/index.js';
import './odds.css';

/** true: the advisor is on (lessons); false: off; null: the player's own toggle decides (games). */
export const AdvisorContext = createContext<boolean | null>(null);

/** Turns the advisor on (or off) for everything inside, whatever the player's toggle says. */
export function AdvisorProvider({ on, children }: { on: boolean; children: ReactNode }) {
  return <AdvisorContext.Provider value={on}>{children}</AdvisorContext.Provider>;
}

export interface AdvisorProps {
  view: GameView;
  seat: Faction;
  actions: readonly Action[];
}

export function Advisor({ view, seat, actions }: AdvisorProps) {
  const forced = useContext(AdvisorContext);
  const [flag, setFlag] = useRememberedFlag('advisor', false);
  const on = forced ?? flag;
  // The advice belongs to the decision it was asked for: a new set of legal actions hides it.
  const [asked, setAsked] = useState<{ for: readonly Action[]; advice: Advice | null } | null>(null);
  const advice = asked && asked.for === actions ? asked : null;
  const ask = (): void => {
    setAsked({ for: actions, advice: actions.length > 0 && view.seat === seat ? advise(view, actions) : null });
  };
  return (
    <>
      <span className="advisor" data-advisor={on ? 'on' : 'off'}>
        {forced === null && (
          <button type="button" className="advisor-toggle" aria-pressed={flag} data-advisor-toggle title={t('odds.advisor.toggleHint')} onClick={() => setFlag(!flag)}>
            {t('odds.advisor.toggle')}
          </button>
        )}
        {on && (
          <button type="button" className="advisor-ask" data-advisor-ask aria-expanded={!!advice} onClick={() => (advice ? setAsked(null) : ask())}>
            {t('odds.advisor.ask')}
          </button>
        )}
      </span>
      {on && advice && (
        <div className="advice" data-advice={advice.advice ? actionKey(advice.advice.action) : ''} role="status">
          {advice.advice ? (
            <>
              <p data-advice-choice>{t('odds.advisor.choice', { choice: actionLabel(advice.advice.action, view) })}</p>
              <p data-advice-reason>{t('odds.advisor.reason', { reason: reasonText(advice.advice.reason) })}</p>
              <p className="advice-note">{t('odds.advisor.note')}</p>
            </>
          ) : <p>{t('odds.advisor.none')}</p>}
        </div>
      )}
    </>
  );
}
