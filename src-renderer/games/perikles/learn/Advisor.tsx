// Perikles' advisor in the prompt (#33): the shell's advisor (game/Advisor.tsx) with the rule bot's
// choice for the seat's open decision, worked out from the seat's own view by the shared advisor
// (src-shared/games/perikles/advisor.ts, through client.ts), worded by the game's glossary.
import { advisePerikles, type PeriklesView } from '../../../../src-shared/games/perikles/client.js';
import type { Action, Reason } from '../../../../src-shared/games/contract.js';
import { Advisor } from '../../../game/Advisor.js';
import { has, t } from '../../../i18n/index.js';
import { actionText } from '../actionWords.js';
import { term } from '../words.js';

/** The advice's reason in words: its ids named by the glossary. */
export function adviceReason(r: Reason): string {
  const args: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r.args ?? {})) {
    const id = String(v);
    if (k === 'city') args[k] = term('city', id);
    else if (k === 'seat') args[k] = term('seat', id);
    else if (k === 'kind') args[k] = term('unit', id);
    else if (k === 'loc') args[k] = term('loc', id);
    else if (k === 'tile') args[k] = term('special', id);
    else args[k] = typeof v === 'number' ? v : id;
  }
  return has(r.key) ? t(r.key, args) : t('engine.unknown');
}

export function PeriklesAdvisor({ view, legal }: { view: PeriklesView; legal: readonly unknown[] }) {
  return (
    <Advisor
      decision={legal}
      ask={() => {
        if (legal.length === 0 || view.seat === 'spectator') return null;
        const { action, reason } = advisePerikles(view, legal as readonly Action[]);
        return { key: JSON.stringify(action), choice: actionText(action, view), reason: adviceReason(reason) };
      }}
    />
  );
}
