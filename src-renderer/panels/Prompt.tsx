// The generic prompt: one focusable button per legal action of the viewed seat, so every
// decision is reachable by keyboard. Later issues add dedicated UIs per decision kind; this
// stays as the fallback and the accessible path.
import { useEffect, useRef } from 'react';
import type { Action, GameView } from '../../src-shared/engine.js';
import type { Faction } from '../../src-shared/model/ids.js';
import { actionKey, actionLabel } from '../game/actions.js';
import { t, tMaybe } from '../i18n/index.js';
import { factionName } from './names.js';

export interface PromptProps {
  view: GameView;
  seat: Faction;
  actions: readonly Action[];
  busy?: boolean;
  onAct(action: Action): void;
}

export function Prompt({ view, seat, actions, busy = false, onAct }: PromptProps) {
  const p = view.pending;
  const first = useRef<HTMLButtonElement>(null);
  const mine = !!p && p.seats.includes(seat) && !p.answered.includes(seat) && actions.length > 0;
  const kind = p?.kind ?? '';
  // A new decision moves the keyboard focus to its first choice (once its buttons are enabled).
  useEffect(() => {
    if (mine && !busy) first.current?.focus();
  }, [mine, busy, kind, seat, view.segment]);

  if (!p) {
    return <section className="prompt" aria-label={t('prompt.none')} data-prompt="" data-seat={seat}><p>{t('prompt.none')}</p></section>;
  }
  if (!mine) {
    const answered = p.answered.includes(seat);
    const others = p.seats.filter((s) => s !== seat).map(factionName).join(', ');
    return (
      <section className="prompt prompt-waiting" aria-live="polite" data-prompt={p.kind} data-seat={seat} data-waiting="true">
        <p>{answered ? t('prompt.answered') : t('prompt.waiting', { who: others || t('status.nobody') })}</p>
      </section>
    );
  }
  return (
    <section className="prompt" aria-labelledby="prompt-heading" data-prompt={p.kind} data-seat={seat} data-rule={p.rule}>
      <h2 id="prompt-heading">{t('prompt.heading', { seat: factionName(seat) })}</h2>
      <p className="prompt-text">
        {tMaybe(`prompt.kind.${p.kind}`, {}, 'prompt.kind.generic')} <span className="prompt-rule">{t('status.rule', { rule: p.rule })}</span>
      </p>
      <p className="prompt-count">{t('prompt.count', { n: actions.length })}</p>
      <ul className="prompt-actions" role="list">
        {actions.map((a, i) => {
          const key = actionKey(a);
          return (
            <li key={key}>
              <button type="button" ref={i === 0 ? first : undefined} data-action={key} disabled={busy} onClick={() => onAct(a)}>
                {actionLabel(a)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
