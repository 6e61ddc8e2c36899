// A Faction's mark beside its name (#29 colour-blind mode): its letter on its Side's shape, a
// disc for Athens and a diamond for Sparta, in its colour-blind-safe colour — as the board's
// Honor markers. Hidden when the mode is off (display.css), so the default look is unchanged.
import type { ReactNode } from 'react';
import { sideOf, type Faction } from '../../../../src-shared/games/pericles/client.js';
import { SAFE_FACTION_COLOR, SIDE_SHAPE, inkOn } from '../board/palette.js';
import { t } from '../../../i18n/index.js';

export function FactionMark({ faction }: { faction: Faction }): ReactNode {
  const letter = t(`board.letter.${faction}`);
  const css = (c: number): string => `#${c.toString(16).padStart(6, '0')}`;
  const color = SAFE_FACTION_COLOR[faction];
  return (
    <span
      className={`faction-mark faction-${faction}`} data-faction-mark={letter} data-shape={SIDE_SHAPE[sideOf(faction)]} aria-hidden="true"
      style={{ background: css(color), color: css(inkOn(color)) }}
    >
      <span className="faction-mark-letter">{letter}</span>
    </span>
  );
}
