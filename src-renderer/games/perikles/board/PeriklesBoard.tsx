// A placeholder of pboard's PixiJS board (#33), with its props and its accessible mirror: the six
// cities (`[data-city]`) and the turn's Location boxes (`[data-location]`) as a plain list. The lead
// takes pboard's file at merge; this one lets the table be played and tested meanwhile.
import { CITY_IDS } from '../../../../src-shared/games/perikles/data/cities.js';
import { LOCATION_BY_ID } from '../../../../src-shared/games/perikles/data/locations.js';
import type { PeriklesView } from '../../../../src-shared/games/perikles/view.js';
import { t } from '../../../i18n/index.js';
import { locationName, tileName } from '../actionWords.js';
import { term, whoName } from '../words.js';

export interface PeriklesBoardProps { view: PeriklesView; seat: string; legal: readonly unknown[]; onAct?(action: unknown): void }

export function PeriklesBoard({ view }: PeriklesBoardProps) {
  return (
    <div className="perikles-board" data-perikles-board>
      <ul className="perikles-cities">
        {CITY_IDS.map((c) => {
          const city = view.cities[c];
          return (
            <li key={c} data-city={c}>
              <strong>{term('city', c)}</strong>
              {' — '}{t('perikles.word.leader')}: {city.leader ? term('seat', city.leader) : t('perikles.word.none')}
              {'; '}{t('perikles.word.defeats')}: {city.defeats}
            </li>
          );
        })}
      </ul>
      <h3>{t('perikles.board.display')}</h3>
      <ol className="perikles-display">
        {view.display.map((id, i) => <li key={i} data-box={i}>{id ? tileName(id) : '—'}</li>)}
      </ol>
      <h3>{t('perikles.board.locations')}</h3>
      <ul className="perikles-locations">
        {view.slots.map((slot, i) => (
          <li key={i} data-location={slot.tile}>
            <strong>{locationName(slot.tile)}</strong> ({term('city', LOCATION_BY_ID[slot.tile]?.city ?? '')}, {t('perikles.word.vp', { vp: LOCATION_BY_ID[slot.tile]?.vp ?? 0 })})
            {slot.attacker && <> · {t('perikles.board.attacker', { who: whoName(slot.attacker) })}</>}
            {slot.defender && <> · {t('perikles.board.defender', { who: whoName(slot.defender) })}</>}
          </li>
        ))}
      </ul>
    </div>
  );
}
