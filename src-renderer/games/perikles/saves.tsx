// Perikles in the saves browser (#33): each family's victory points when the game was saved, as
// chips in its colour, the way Pericles shows its Factions' Honor (games/pericles/saves.tsx). The
// points come from the game's summary (module.ts periklesSummary), listed as the save's chips; a
// save listed before summaries carried them shows none.
import type { SaveInfo } from '../../../src-shared/protocol/api.js';
import { SEAT_COLOURS } from '../../../src-shared/games/perikles/client.js';
import { t } from '../../i18n/index.js';
import { term } from './words.js';

const COLOUR: Readonly<Record<string, string>> = Object.fromEntries(SEAT_COLOURS.map((c) => [c.id, c.hex]));

export function SaveScores({ save }: { save: SaveInfo }) {
  const points = (save.honor ?? {}) as Readonly<Record<string, number>>;
  // In the game's seat order (its summary's), only seats this game has.
  const seats = Object.keys(points).filter((s) => s in COLOUR);
  if (seats.length === 0) return null;
  return (
    <p className="save-honor" aria-label={t('perikles.save.points')} data-save-scores>
      <span className="save-honor-label">{t('perikles.save.points')}</span>
      {seats.map((s) => (
        <span key={s} className="save-honor-chip" data-save-score={s} style={{ borderBottom: `3px solid ${COLOUR[s]}` }}>
          {term('seat', s)} <b>{points[s]}</b>
        </span>
      ))}
    </p>
  );
}
