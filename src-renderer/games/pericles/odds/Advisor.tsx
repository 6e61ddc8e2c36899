// "What would the bot do?" (#17.4) for Pericles: the shell's advisor (game/Advisor.tsx) with the rule
// bot's choice and reasoning for the open decision, computed here, in the renderer, from the seat's
// own view and its legal actions with the shared advisor (src-shared/games/pericles/bots/advisor.ts):
// the page has only the view, so the advice cannot use a hidden card.
import { type Action, type GameView, type Faction, advise } from '../../../../src-shared/games/pericles/client.js';
import { Advisor as ShellAdvisor } from '../../../game/Advisor.js';
import { actionKey, actionLabel } from '../game/actions.js';
import { reasonText } from '../game/engineText.js';
import './odds.css';

export { AdvisorContext, AdvisorProvider } from '../../../game/Advisor.js';

export interface AdvisorProps {
  view: GameView;
  seat: Faction;
  actions: readonly Action[];
}

export function Advisor({ view, seat, actions }: AdvisorProps) {
  return (
    <ShellAdvisor
      decision={actions}
      ask={() => {
        if (actions.length === 0 || view.seat !== seat) return null;
        const { action, reason } = advise(view, actions);
        return { key: actionKey(action), choice: actionLabel(action, view), reason: reasonText(reason) };
      }}
    />
  );
}
