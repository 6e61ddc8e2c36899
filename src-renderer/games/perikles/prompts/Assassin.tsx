// Phase 2 Take Influence Tiles, the Assassin symbol ([P2] EN:176-182): remove any one cube, from a
// temple or a candidate space, of any city. Up to 32 options: a grouped picker, as the send-forces
// one (SendForces.tsx), so every option is in sight at 1280×720 — first the city (here, or a click on
// the board's city: the table hands board clicks to `onPick`), then the cube, by the temple's
// families and the candidate spaces α and β. Nothing here decides a rule: every option is one of the
// host's legal actions, and each one stays reachable.
import type { ReactNode } from 'react';
import type { PeriklesView } from '../../../../src-shared/games/perikles/client.js';
import { CITY_IDS, SEAT_COLOURS, type CityId } from '../../../../src-shared/games/perikles/client.js';
import { t } from '../../../i18n/index.js';
import { actionText } from '../actionWords.js';
import { term } from '../words.js';
import './assassin.css';

/** A legal "assassinate" action as the engine offers it (influence.ts assassinations). */
export interface AssassinOption { type: 'assassinate'; city: CityId; cube: string; space: 'temple' | 'alpha' | 'beta' }

export const isAssassination = (a: unknown): a is AssassinOption => (a as { type?: unknown } | null)?.type === 'assassinate';

/** The picker's reading of the legal actions: the cities with a cube to remove, and the chosen city's cubes (with their index). */
export function assassinChoices(legal: readonly unknown[], pickedCity: string | undefined) {
  const all = legal.map((a, i) => ({ a, i })).filter((x): x is { a: AssassinOption; i: number } => isAssassination(x.a));
  const cities = CITY_IDS.filter((c) => all.some(({ a }) => a.city === c));
  // The engine lists by city: its first city is the picker's first choice.
  const city = cities.find((c) => c === pickedCity) ?? all[0]?.a.city;
  return { cities, city, targets: all.filter(({ a }) => a.city === city) };
}

const SWATCH: Readonly<Record<string, string>> = Object.fromEntries(SEAT_COLOURS.map((c) => [c.id, c.hex]));

interface Props {
  view: PeriklesView;
  legal: readonly unknown[];
  busy: boolean;
  city: string | undefined;
  onPickCity(city: CityId): void;
  onAct(action: unknown): void;
}

export function AssassinPicker({ view, legal, busy, city: picked, onPickCity, onAct }: Props): ReactNode {
  const { cities, city, targets } = assassinChoices(legal, picked);
  const temple = targets.filter(({ a }) => a.space === 'temple');
  const candidates = targets.filter(({ a }) => a.space !== 'temple');
  const target = ({ a, i }: { a: AssassinOption; i: number }): ReactNode => (
    <button
      key={i} type="button" disabled={busy} data-option={i} data-action="assassinate" data-space={a.space} data-cube={a.cube}
      aria-label={actionText(a, view)} title={actionText(a, view)} onClick={() => onAct(a)}
    >
      <span className="perikles-swatch" style={{ background: SWATCH[a.cube] }} aria-hidden="true" />
      {a.space === 'temple'
        ? `${term('seat', a.cube)} ×${(view.cities[a.city].cubes as Readonly<Record<string, number>>)[a.cube]}`
        : `${a.space === 'alpha' ? 'α' : 'β'} ${term('seat', a.cube)}`}
    </button>
  );
  return (
    <div className="perikles-citypick" data-city-picker>
      <fieldset className="perikles-citypick-step" data-pick-step="city">
        <legend>{t('perikles.picker.city')}</legend>
        <div className="perikles-citypick-row">
          {CITY_IDS.map((c) => {
            const open = cities.includes(c);
            const n = legal.filter((a) => isAssassination(a) && a.city === c).length;
            return (
              <button key={c} type="button" disabled={busy || !open} aria-pressed={open && c === city} data-pick-city={c} onClick={() => onPickCity(c)}>
                {term('city', c)} <span className="perikles-citypick-count">{n}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="perikles-citypick-step" data-pick-step="cube">
        <legend>{t('perikles.picker.cube', { city: city ? term('city', city) : '' })}</legend>
        <div className="perikles-citypick-row">
          {temple.length > 0 && (
            <span className="perikles-citypick-group" role="group" aria-label={term('space', 'temple')}>
              <span className="perikles-citypick-group-name">{t('perikles.picker.temple')}</span>
              {temple.map(target)}
            </span>
          )}
          {candidates.length > 0 && (
            <span className="perikles-citypick-group" role="group" aria-label={t('perikles.picker.candidates')}>
              <span className="perikles-citypick-group-name">{t('perikles.picker.candidates')}</span>
              {candidates.map(target)}
            </span>
          )}
        </div>
      </fieldset>
    </div>
  );
}
