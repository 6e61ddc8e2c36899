// Pericles in the replay viewer (#32: the shell knows a game through its UI module): the board
// alone, and a replayed decision in words. Moved here from saves/ReplayViewer.tsx.
import { isSeatChange } from '../../../src-shared/games/pericles/client.js';
import type { ReplayFrame } from '../../../src-shared/games/pericles/client.js';
import { Board } from './board/Board.js';
import { actionLabel } from './game/actions.js';
import { t } from '../../i18n/index.js';
import { factionName } from './names.js';

export function ReplayBoard({ view }: { view: ReplayFrame['view'] }) {
  return <Board view={view} className="board" />;
}

/** Who decided and, when it was the seat's own decision, what (labelled as its prompt labelled it). */
export function decisionLine({ decision: d, view }: ReplayFrame & { decision: NonNullable<ReplayFrame['decision']> }): string {
  if (isSeatChange(d.action)) return t('seats.replay', { faction: factionName(d.seat) });
  return d.action ? t('replayUi.yours', { seat: factionName(d.seat), action: actionLabel(d.action, view) }) : t('replayUi.theirs', { seat: factionName(d.seat) });
}
