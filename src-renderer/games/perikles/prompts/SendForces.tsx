// Phase 5 Commit military forces (#33): the "send forces" prompt as a grouped picker, so every
// legal option is in sight at 1280×720 and the board keeps still. First the counter (each city's
// hoplites and triremes the seat's leaders hold, by value), then the Location tile (here, or a click
// on the board: the table hands board clicks to `onPickLocation`), then attack or defend as offered;
// the other options (a cube spent, Slave Revolt, finishing) are SendOthers, on the question's line.
// Nothing here decides a rule: every option is one of the host's legal actions, each one reachable.
import type { ReactNode } from 'react';
import type { ClosedOption } from '../../../../src-shared/games/contract.js';
import type { PeriklesView } from '../../../../src-shared/games/perikles/client.js';
import { t } from '../../../i18n/index.js';
import { actionText, locationName } from '../actionWords.js';
import { term, whoName } from '../words.js';
import { ClosedButton } from './Closed.js';
import './sendForces.css';

/** A legal "send" action as the engine offers it (commit.ts sends). */
export interface SendOption { type: 'send'; force: string; kind: 'hoplite' | 'trireme'; strength: number; slot: number; side: string }

/** What the player has chosen so far; `key` ties it to one set of legal actions (a new set forgets it). */
export interface SendPick { key: string; counter?: string; slot?: number }

const isSend = (a: unknown): a is SendOption => (a as { type?: unknown } | null)?.type === 'send';
export const counterKey = (a: Pick<SendOption, 'force' | 'kind' | 'strength'>): string => `${a.force}|${a.kind}|${a.strength}`;

/** The picker's reading of the legal actions: the counters, and for the chosen counter its open Locations and sides. */
export function sendChoices(legal: readonly unknown[], pick: Omit<SendPick, 'key'>) {
  const sends = legal.filter(isSend);
  // The engine lists sends by force, Location, side, type, value: first appearances keep force, then type, then value.
  const counters: SendOption[] = [];
  for (const a of sends) if (!counters.some((c) => counterKey(c) === counterKey(a))) counters.push(a);
  const counter = counters.find((c) => counterKey(c) === pick.counter) ?? counters[0];
  const forCounter = counter ? sends.filter((a) => counterKey(a) === counterKey(counter)) : [];
  const openSlots = [...new Set(forCounter.map((a) => a.slot))];
  const slot = pick.slot !== undefined && openSlots.includes(pick.slot) ? pick.slot : openSlots[0];
  const sides = forCounter.filter((a) => a.slot === slot);
  return { sends, counters, counter, openSlots, slot, sides };
}

interface Props {
  view: PeriklesView;
  legal: readonly unknown[];
  closed: readonly ClosedOption[];
  busy: boolean;
  pick: Omit<SendPick, 'key'>;
  onPick(pick: Omit<SendPick, 'key'>): void;
  onAct(action: unknown): void;
  /** The odds of the chosen send; shown in a row under the steps. */
  odds?: (send: { force: string; kind: 'hoplite' | 'trireme'; strength: number; slot: number }) => ReactNode;
  /** A closed option's reasons in words (table.tsx). */
  whyWords(c: ClosedOption): string[];
}

export function SendForces({ view, legal, closed, busy, pick, onPick, onAct, odds, whyWords }: Props): ReactNode {
  const { counters, counter, openSlots, slot, sides } = sendChoices(legal, pick);
  const forces = [...new Set(counters.map((c) => c.force))];
  const chosen = counter && slot !== undefined ? { force: counter.force, kind: counter.kind, strength: counter.strength, slot } : null;
  // Why a side of the chosen Location is closed to this counter's city (whyNot.ts placements).
  const closedSide = (side: string): string[] => {
    if (!counter || slot === undefined) return [];
    return closed.filter((c) => c.option.type === 'send' && c.option.force === counter.force && c.option.slot === slot && c.option.side === side).flatMap(whyWords);
  };
  const closedSlot = (i: number): string => {
    if (!counter) return '';
    return closed.filter((c) => c.option.type === 'send' && c.option.force === counter.force && c.option.slot === i).flatMap(whyWords).join(' ');
  };
  return (
    <div className="perikles-send" data-send-picker>
      {counters.length > 0 && (
        <div className="perikles-send-steps">
          <fieldset className="perikles-send-step" data-send-step="counter">
            <legend>{t('perikles.picker.counter')}</legend>
            {forces.map((force) => (
              <div key={force} className="perikles-send-force" data-send-force={force}>
                <span className="perikles-send-force-name">{whoName(force)}</span>
                {(['hoplite', 'trireme'] as const).map((kind) => {
                  const ofKind = counters.filter((c) => c.force === force && c.kind === kind);
                  return ofKind.length === 0 ? null : (
                    // One type's values in one group: the type's name once, then a button per value.
                    <span key={kind} className="perikles-send-kind" role="group" aria-label={term('unit', kind)}>
                      <span className="perikles-send-kind-name">{term('unit', kind)}</span>
                      {ofKind.map((c) => (
                        <button
                          key={counterKey(c)} type="button" disabled={busy} aria-pressed={c === counter}
                          aria-label={t('perikles.picker.strength', { unit: `${whoName(force)} ${term('unit', kind)}`, strength: c.strength })}
                          data-pick-counter={counterKey(c)} data-kind={c.kind} data-strength={c.strength}
                          onClick={() => onPick({ counter: counterKey(c), ...(slot !== undefined ? { slot } : {}) })}
                        >
                          {c.strength}
                        </button>
                      ))}
                    </span>
                  );
                })}
              </div>
            ))}
          </fieldset>
          <fieldset className="perikles-send-step" data-send-step="location">
            <legend>{t('perikles.picker.location')}</legend>
            <div className="perikles-send-locations">
              {view.slots.map((s, i) => {
                const open = openSlots.includes(i);
                const why = open ? '' : closedSlot(i);
                return (
                  <button
                    key={s.tile} type="button" disabled={busy || !open} aria-pressed={open && i === slot}
                    data-pick-location={s.tile} data-slot={i}
                    data-sides={sidesAt(legal, counter, i).join(' ') || undefined}
                    title={why || undefined}
                    onClick={() => onPick({ ...(counter ? { counter: counterKey(counter) } : {}), slot: i })}
                  >
                    {locationName(s.tile)}
                  </button>
                );
              })}
            </div>
            {openSlots.length === 0 && <p className="perikles-send-note">{t('perikles.picker.noneOpen')}</p>}
          </fieldset>
          <fieldset className="perikles-send-step" data-send-step="side">
            <legend>{t('perikles.picker.side')}</legend>
            {chosen && <p className="perikles-send-note" data-send-chosen>{t('perikles.picker.chosen', { force: whoName(chosen.force), unit: term('unit', chosen.kind), strength: chosen.strength, location: locationName(view.slots[chosen.slot]?.tile ?? '') })}</p>}
            <div className="perikles-send-sides">
              {(['attack', 'defend'] as const).map((side) => {
                const a = sides.find((x) => x.side === side);
                const why = a ? [] : closedSide(side);
                return (
                  <span key={side} className="perikles-send-side">
                    {a ? (
                      <button type="button" disabled={busy} onClick={() => onAct(a)} data-option={legal.indexOf(a)} data-action="send" data-side={side} aria-label={actionText(a, view)}>
                        {term('side', side)}
                      </button>
                    ) : (
                      // Closed to this counter here: why not, on hover and focus (no row of its own).
                      <ClosedButton label={term('side', side)} why={why} attrs={{ 'data-closed-side': side }} />
                    )}
                  </span>
                );
              })}
            </div>
          </fieldset>
          {/* The odds of the chosen send (moments/Odds.tsx), one row under the three steps. */}
          <div className="perikles-send-odds" data-send-odds={chosen ? view.slots[chosen.slot]?.tile : undefined}>{chosen && odds ? odds(chosen) : null}</div>
        </div>
      )}
    </div>
  );
}

/**
 * The send prompt's other options (a cube spent, Slave Revolt, finishing): on the question's line
 * (table.tsx), not a row of their own under the picker, so the picker keeps room under the bar's cap.
 */
export function SendOthers({ view, legal, busy, onAct }: Pick<Props, 'view' | 'legal' | 'busy' | 'onAct'>): ReactNode {
  const others = legal.map((a, i) => ({ a, i })).filter(({ a }) => !isSend(a));
  if (others.length === 0) return null;
  return (
    <div className="perikles-send-others" role="group">
      {legal.some(isSend) && <span>{t('perikles.picker.more')}</span>}
      {others.map(({ a, i }) => (
        <button key={i} type="button" disabled={busy} data-option={i} data-action={String((a as { type?: unknown }).type ?? '')} onClick={() => onAct(a)}>{actionText(a, view)}</button>
      ))}
    </div>
  );
}

/** The sides a counter may take at a Location (the test's and the board's reading of a Location chip). */
function sidesAt(legal: readonly unknown[], counter: SendOption | undefined, slot: number): string[] {
  if (!counter) return [];
  return legal.filter(isSend).filter((a) => counterKey(a) === counterKey(counter) && a.slot === slot).map((a) => a.side);
}
