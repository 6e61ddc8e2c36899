// The game's "Seats…" dialog (#30 "Levels in players' words"): who plays each Faction, changed
// mid-game — a Faction handed to a bot at a level, or a bot's Faction taken over by a person. Each
// change goes to the host as its own 'setSeat' (src-shared/games/pericles/engine/seats.ts judges it: refused
// while the Faction is halfway through a secret choice); the log then says so for everyone. It
// opens over the board, which keeps its size and place. A game may be left to the bots alone: the
// page then watches them, and this dialog takes a Faction back at any time.
import { useId, useRef, useState } from 'react';
import { type GameView, FACTIONS, type Faction, currentSeatKind, type SeatKind, OFFERED_SEAT_KINDS, secretChoiceRefusal, type OfferedSeatKind } from '../../../../src-shared/games/pericles/client.js';
import type { PericlesApi } from '../../../../src-shared/games/pericles/client.js';
import { t, useLocale, type MessageKey } from '../../../i18n/index.js';
import { factionName } from '../names.js';
import { useDialogFocus } from '../../../game/dialogFocus.js';
import '../../../game/seats.css';

export interface SeatsDialogProps {
  api: PericlesApi;
  view: GameView;
  onError(message: string): void;
  onClose(): void;
}

const kindName = (k: SeatKind): string => t(`seatKind.${k}` as MessageKey);

/**
 * Which Factions may not change hands now, and to what, by the host's own rule asked of the view
 * (secretChoiceRefusal): it only says so before the player asks. A Faction whose secret answer is
 * given waits for the reveal; a bot still making a secret choice in parts (5.32 C/D) may go to
 * another bot but not to a person, who would see its picks so far.
 */
function secretLocks(view: GameView): { answered: Set<Faction>; choosing: Set<Faction> } {
  const p = view.pending;
  return {
    answered: new Set(FACTIONS.filter((f) => secretChoiceRefusal(p, f, 'bot:normal') !== null)),
    choosing: new Set(FACTIONS.filter((f) => view.seats[f] !== 'human' && secretChoiceRefusal(p, f, 'human') !== null)),
  };
}

export function SeatsDialog({ api, view, onError, onClose }: SeatsDialogProps) {
  useLocale();
  const ids = useId();
  const [draft, setDraft] = useState<Record<Faction, SeatKind>>(() => ({ ...view.seats }));
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Modal: focus on the first Faction that may change hands; Tab stays in the dialog, Escape
  // closes it, and focus goes back to the "Seats…" button.
  useDialogFocus(form, onClose);
  const { answered: locked, choosing } = secretLocks(view);
  const changes = FACTIONS.filter((f) => draft[f] !== view.seats[f]);
  const noHuman = FACTIONS.every((f) => draft[f] !== 'human');

  async function apply(): Promise<void> {
    if (!api.setSeat) return;
    setBusy(true);
    // One entry per Faction, in the table's order; the first refusal stops the rest.
    for (const f of changes) {
      const r = await api.setSeat(f, draft[f] as OfferedSeatKind);
      if (!r.ok) {
        setBusy(false);
        onError(r.message);
        return;
      }
    }
    setBusy(false);
    onClose();
  }

  return (
    <div className="seats-backdrop">
      <form
        ref={form} className="seats-dialog" role="dialog" aria-modal="true" aria-labelledby={`${ids}-title`} data-seats-dialog
        onSubmit={(e) => { e.preventDefault(); void apply(); }}
      >
        <h2 id={`${ids}-title`}>{t('seats.title')}</h2>
        <p className="hint">{t('seats.hint')}</p>
        {FACTIONS.map((f) => {
          const now = view.seats[f];
          // Legacy kinds (saves before the levels) show as the level they play as; the random bot (tests only) as itself.
          const shown = OFFERED_SEAT_KINDS.includes(draft[f] as OfferedSeatKind) ? draft[f] : currentSeatKind(draft[f]);
          const options: SeatKind[] = OFFERED_SEAT_KINDS.includes(shown as OfferedSeatKind) ? [...OFFERED_SEAT_KINDS] : [...OFFERED_SEAT_KINDS, shown];
          return (
            <div className="seats-row" key={f} data-seat-row={f}>
              <label htmlFor={`${ids}-${f}`}>{factionName(f)}</label>
              <select
                id={`${ids}-${f}`} data-seat-change={f} value={shown}
                disabled={busy || locked.has(f)} aria-describedby={locked.has(f) ? `${ids}-${f}-why` : undefined}
                onChange={(e) => setDraft({ ...draft, [f]: e.target.value as SeatKind })}
              >
                {options.map((k) => <option key={k} value={k} disabled={!OFFERED_SEAT_KINDS.includes(k as OfferedSeatKind) || (k === 'human' && now !== 'human' && choosing.has(f))}>{kindName(k)}</option>)}
              </select>
              {draft[f] !== now && <span className="seats-now">{t('seats.now', { kind: kindName(now) })}</span>}
              {locked.has(f) && <p className="hint seats-why" id={`${ids}-${f}-why`} data-seat-locked={f}>{t('seats.midSecret', { faction: factionName(f) })}</p>}
              {!locked.has(f) && now !== 'human' && choosing.has(f) && <p className="hint seats-why" data-seat-choosing={f}>{t('seats.botChoosing', { faction: factionName(f) })}</p>}
            </div>
          );
        })}
        {noHuman && <p className="hint" data-seats-all-bots>{t('seats.allBots')}</p>}
        <div className="seats-buttons">
          <button type="submit" className="primary" data-seats-apply disabled={busy || changes.length === 0}>{t('seats.apply')}</button>
          <button type="button" data-seats-close onClick={onClose}>{t('seats.close')}</button>
        </div>
      </form>
    </div>
  );
}
