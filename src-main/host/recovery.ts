// Recovery: the game a journal leads to when it holds decisions its newest autosave does not (a
// crash between a decision and its autosave loses nothing, #13 item 8), for Continue (library.ts).
import type { Action } from '../../src-shared/games/contract.js';
import { jsonEqual } from '../../src-shared/kit/hash.js';
import type { JournalContent } from '../saves/journal.js';
import type { SavedBotReason } from '../saves/format.js';
import type { Decision, LoadedRecord } from './persistence.js';
import { playable } from './actors.js';
import type { HostGame } from './running.js';

export interface RecoveredGame { gameId: string; game: HostGame; state: unknown; decisions: Decision[]; botReasons: SavedBotReason[]; notice: string }

/**
 * The game its journal leads to, when the journal holds other decisions than `base` (the game's
 * newest autosave). The journal is written before every autosave and rewritten on every load, so
 * it is the game's latest line of play: its decisions after the base's are applied to the base;
 * a journal that left the base's line (a load, or an undo, then a crash before the next autosave)
 * is replayed from setup. Null: the base is the game. A decision the rules refuse ends the
 * recovery there.
 */
export function recoverFromJournal(game: HostGame, base: LoadedRecord | null, journal: JournalContent): RecoveredGame | null {
  const j = journal.decisions;
  const same = base?.record.gameId === journal.header.gameId;
  const saved = same ? base!.record.decisions : [];
  const samePrefix = saved.length <= j.length && saved.every((d, i) => jsonEqual(d, j[i]));
  if (same && samePrefix && j.length === saved.length) return null;
  const extends_ = same && samePrefix;
  let state: unknown;
  let from: number;
  try {
    const { scenario, seed, seats, handicap, handicapped } = journal.header;
    state = extends_ ? playable(game, base!.record.snapshot) : game.replayStart({
      scenario, seed, seats, ...(handicap ? { options: { handicap, ...(handicapped ? { handicapped } : {}) } } : {}),
    });
    from = extends_ ? saved.length : 0;
  } catch {
    return null;
  }
  let n = from;
  for (; n < j.length; n++) {
    try {
      state = game.replayEntry(state, { seat: j[n]!.seat, action: j[n]!.action as Action });
    } catch {
      break;
    }
  }
  // A replay from setup that the rules cut short is worth less than the save it would replace.
  if (!extends_ && n < j.length && base) return null;
  const got = n - saved.length;
  const notice = extends_
    ? `${got} decision${got === 1 ? '' : 's'} made after the last autosave ${got === 1 ? 'was' : 'were'} recovered from the game's journal.`
    : `The game was rebuilt from its journal (${n} decisions).`;
  // The bots' reasons: the journal's, and the base's for its decisions where the journal has none
  // (a journal written before #29 item 3); restoredReasons keeps those of the decisions recovered.
  const journaled = new Set(journal.botReasons.map((r) => r.decision));
  const botReasons = [...(extends_ ? base!.record.botReasons ?? [] : []).filter((r) => !journaled.has(r.decision)), ...journal.botReasons]
    .sort((a, b) => a.decision - b.decision);
  return {
    gameId: journal.header.gameId, game, state, decisions: j.slice(0, n).map((d) => ({ seat: d.seat, action: d.action as Action })), botReasons,
    notice: n < j.length ? `${notice} ${j.length - n} later decision${j.length - n === 1 ? '' : 's'} could not be replayed.` : notice,
  };
}
