// The saves browser lists saves by game (#13 item 2): a game's autosave chain and its named saves
// together under one title, "Campaign, Aristocrats, turn 4", the game played last first.
import type { SaveInfo } from '../../src-shared/protocol/api.js';
import { FACTIONS } from '../../src-shared/model/ids.js';
import { factionName, scenarioName } from '../names.js';
import { ts } from './strings.js';

export interface SaveGroup {
  /** The game's id, or `file:<name>` for a save made before game ids (or a damaged one). */
  key: string;
  title: string;
  saves: SaveInfo[];
}

/** Who the people at the table played: "Aristocrats", "Aristocrats and Agiads", "hot-seat, all four Factions". */
function playedBy(s: SaveInfo): string | null {
  if (!s.seats) return null;
  const humans = FACTIONS.filter((f) => s.seats![f] === 'human');
  if (humans.length === FACTIONS.length) return ts('saves.group.allHuman');
  if (humans.length === 0) return ts('saves.group.botsOnly');
  return humans.map(factionName).join(ts('saves.group.and'));
}

export function groupTitle(newest: SaveInfo): string {
  if (!newest.ok) return newest.name;
  const scenario = newest.scenario ? scenarioName(newest.scenario) : newest.name;
  const who = playedBy(newest);
  return ts('saves.group.title', { scenario, who: who ?? ts('saves.group.unknownSeats'), turn: newest.turn ?? 0 });
}

/** Groups a newest-first list by game, keeping that order (a game sits where its newest save is). */
export function groupSaves(saves: readonly SaveInfo[]): SaveGroup[] {
  const groups = new Map<string, SaveInfo[]>();
  for (const s of saves) {
    const key = s.gameId ?? `file:${s.name}`;
    const list = groups.get(key);
    if (list) list.push(s);
    else groups.set(key, [s]);
  }
  return [...groups].map(([key, list]) => ({ key, title: groupTitle(list.find((s) => s.ok) ?? list[0]!), saves: list }));
}
