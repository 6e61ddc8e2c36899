// The saves browser lists saves by game (#13 item 2): a game's autosave chain and its named saves
// together under one title, "Campaign, Aristocrats, turn 4", the game played last first.
import type { SaveInfo } from '../../src-shared/protocol/api.js';
import { gameWordsOf } from '../games/words.js';

export interface SaveGroup {
  /** The game's id, or `file:<name>` for a save made before game ids (or a damaged one). */
  key: string;
  title: string;
  saves: SaveInfo[];
}

/** A save's game as the browser titles its group: "Campaign, Aristocrats, turn 4", in the words of its game (#32). */
export function groupTitle(newest: SaveInfo): string {
  if (!newest.ok) return newest.name;
  return gameWordsOf(newest.game).saveTitle(newest);
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
