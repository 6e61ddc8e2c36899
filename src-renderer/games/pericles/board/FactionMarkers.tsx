// The board's DOM mirror of the four Honor markers (#29): each Faction's marker in words — its
// Honor, the letter it carries and, in colour-blind mode, its Side's shape — and, for tests and
// checks, where the canvas draws it and in what colour.
import type { ReactNode } from 'react';
import { FACTIONS, sideOf, type GameView } from '../../../../src-shared/games/pericles/client.js';
import { useDisplay } from '../../../display/settings.js';
import { t as tr } from '../../../i18n/index.js';
import { factionName } from '../names.js';
import { honorMarkerCentres } from './layout.js';
import { SIDE_SHAPE, factionColor } from './palette.js';

export function FactionMarkers({ view }: { view: GameView | null }): ReactNode {
  const { colorBlind } = useDisplay();
  if (!view) return null;
  const at = honorMarkerCentres((f) => view.factions[f].honor);
  return (
    <>
      <h2>{tr('board.mirror.markers')}</h2>
      <ul data-faction-markers>
        {FACTIONS.map((f) => {
          const shape = colorBlind ? SIDE_SHAPE[sideOf(f)] : 'circle';
          const mark = tr(`board.letter.${f}`);
          return (
            <li
              key={f} data-faction-marker={f} data-mark={mark} data-shape={shape}
              data-color={`#${factionColor(f).toString(16).padStart(6, '0')}`}
              data-x={at[f].x.toFixed(1)} data-y={at[f].y.toFixed(1)}
            >
              {tr(`board.mirror.marker.${shape}`, { faction: factionName(f), honor: view.factions[f].honor, mark })}
            </li>
          );
        })}
      </ul>
    </>
  );
}
