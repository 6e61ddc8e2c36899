// Pericles' words for lists of saves (#32: the shell knows a game through its module): names of
// its scenarios, Factions and phases, a save's title and who played it. Light on purpose: no board,
// so the saves' lists and their tests load it alone (games/words.ts). Moved here unchanged from
// saves/groups.ts and saves/labels.ts.
import { type GameView, FACTIONS, currentSeatKind } from '../../../src-shared/games/pericles/client.js';
import type { SaveInfo } from '../../../src-shared/games/pericles/client.js';
import { PERICLES } from '../../../src-shared/games/catalog.js';
import { has, t } from '../../i18n/index.js';
import { factionName, phaseName, scenarioName, seatName } from './names.js';
import { ts } from '../../saves/strings.js';
import type { GameWords } from '../contract.js';

/** Who the people at the table played: "Aristocrats", "Aristocrats and Agiads", "hot-seat, all four Factions". */
function playedByWords(s: SaveInfo): string | null {
  if (!s.seats) return null;
  const humans = FACTIONS.filter((f) => s.seats![f] === 'human');
  if (humans.length === FACTIONS.length) return ts('saves.group.allHuman');
  if (humans.length === 0) return ts('saves.group.botsOnly');
  return humans.map(factionName).join(ts('saves.group.and'));
}

export const periclesWords: GameWords = {
  id: PERICLES.id,
  names: {
    game: () => t('start.heading'),
    title: () => t('app.title'),
    scenario: scenarioName,
    seat: (seat) => seatName(seat as GameView['seat']),
    // A phase this version does not know (a save from another version) is left out rather than shown as an id.
    phase: (phase) => (has(`phase.${phase}`) ? phaseName(phase as GameView['phase']) : ''),
  },
  saveTitle(s) {
    const scenario = s.scenario ? scenarioName(s.scenario) : s.name;
    const who = playedByWords(s);
    return ts('saves.group.title', { scenario, who: who ?? ts('saves.group.unknownSeats'), turn: s.turn ?? 0 });
  },
  playedBy(s) {
    if (!s.seats) return null;
    const humans = FACTIONS.filter((f) => s.seats![f] === 'human');
    if (humans.length === FACTIONS.length) return t('savesUi.playedByAll');
    if (humans.length === 0) return t('savesUi.playedByNone');
    return t('savesUi.playedBy', { factions: humans.map(factionName).join(ts('saves.group.and')) });
  },
  seats: FACTIONS,
  botLevel: currentSeatKind,
};
