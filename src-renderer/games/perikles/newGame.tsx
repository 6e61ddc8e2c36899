// Perikles' part of the start screen (#33): how many play (3, 4 or 5) and, per seat, a person or a
// bot at one of the levels the host offers (listGames: the module's bots.levels, never a constant).
import { useState } from 'react';
import { PERIKLES } from '../../../src-shared/games/catalog.js';
import { t } from '../../i18n/index.js';
import type { NewGameFields, NewGameFieldsOptions } from '../contract.js';
import { seatKindName, term } from './words.js';

const SCENARIO = PERIKLES.scenarios[0]!;
const COUNTS = Array.from({ length: SCENARIO.players.max - SCENARIO.players.min + 1 }, (_, i) => SCENARIO.players.min + i);

export function useNewGameFields(_scenario: string, ids: string, { levels }: NewGameFieldsOptions): NewGameFields {
  const [players, setPlayers] = useState(4);
  const bot = levels.length ? `bot:${levels[0]}` : 'human';
  const [kinds, setKinds] = useState<Record<string, string>>({});
  const seats = PERIKLES.seats.slice(0, players);
  const kindOf = (seat: string, i: number): string => kinds[seat] ?? (i === 0 ? 'human' : bot);
  const choices = ['human', ...levels.map((l) => `bot:${l}`)];
  const fields = (
    <fieldset data-perikles-fields>
      <legend>{t('perikles.panel.players')}</legend>
      <div className="seat-row">
        <label htmlFor={`${ids}-players`}>{t('perikles.players')}</label>
        <select id={`${ids}-players`} data-field="players" value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
          {COUNTS.map((n) => <option key={n} value={n}>{t('perikles.playersCount', { n })}</option>)}
        </select>
      </div>
      {seats.map((seat, i) => (
        <div className="seat-row" key={seat}>
          <label htmlFor={`${ids}-seat-${seat}`}>{term('seat', seat)}</label>
          <select id={`${ids}-seat-${seat}`} data-seat-kind={seat} value={kindOf(seat, i)} onChange={(e) => setKinds({ ...kinds, [seat]: e.target.value })}>
            {choices.map((k) => <option key={k} value={k}>{seatKindName(k)}</option>)}
          </select>
        </div>
      ))}
    </fieldset>
  );
  const chosen = Object.fromEntries(seats.map((seat, i) => [seat, kindOf(seat, i)]));
  return {
    fields,
    choice: { game: PERIKLES.id, players, seats: chosen as NonNullable<NewGameFields['choice']['seats']> },
    valid: seats.every((s, i) => choices.includes(kindOf(s, i))),
  };
}

export function ScenarioFacts({ scenario }: { scenario: string }) {
  void scenario;
  return <span className="scenario-facts">{t('perikles.playersRange', { min: SCENARIO.players.min, max: SCENARIO.players.max })}</span>;
}

export function ScenarioAbout({ scenario, idPrefix }: { scenario: string; idPrefix: string }) {
  void scenario;
  return <p className="scenario-about" id={`${idPrefix}-about`}>{t('perikles.scenario.intro')}</p>;
}
