// Hot-seat hand-off: shown when the decision passes to another human seat. It renders nothing
// secret — only whose turn it is — until that player takes the seat.
import { useRef } from 'react';
import { useDialogFocus } from '../game/dialogFocus.js';
import { t } from '../i18n/index.js';

/** `seat`: the seat's id (data attributes); `name`: its name in words, from the game's module (the game screen gives it). */
export function Handoff({ seat, name = seat, onTake }: { seat: string; name?: string; onTake(): void }) {
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLElement>(null);
  // A modal until the seat is taken (#31 noticed): Tab stays on its one button, nothing behind it
  // takes the focus, and Escape does not dismiss it (only the player taking the seat does).
  useDialogFocus(box, () => undefined, button);
  return (
    <section ref={box} className="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-h" data-handoff={seat}>
      <h2 id="handoff-h">{t('handoff.heading', { seat: name })}</h2>
      <p>{t('handoff.body', { seat: name })}</p>
      <button type="button" ref={button} onClick={onTake} data-take-seat={seat}>{t('handoff.take', { seat: name })}</button>
    </section>
  );
}
