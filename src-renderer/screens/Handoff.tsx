// Hot-seat hand-off: shown when the decision passes to another human seat. It renders nothing
// secret — only whose turn it is — until that player takes the seat.
import { useEffect, useRef } from 'react';
import { t } from '../i18n/index.js';

/** `seat`: the seat's id (data attributes); `name`: its name in words, from the game's module (the game screen gives it). */
export function Handoff({ seat, name = seat, onTake }: { seat: string; name?: string; onTake(): void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), [seat]);
  return (
    <section className="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-h" data-handoff={seat}>
      <h2 id="handoff-h">{t('handoff.heading', { seat: name })}</h2>
      <p>{t('handoff.body', { seat: name })}</p>
      <button type="button" ref={button} onClick={onTake} data-take-seat={seat}>{t('handoff.take', { seat: name })}</button>
    </section>
  );
}
