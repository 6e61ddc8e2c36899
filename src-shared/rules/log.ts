import type { Faction } from '../model/ids.js';
import type { GameState, LogEntry } from '../model/state.js';

/** Appends a structured log entry (ARCHITECTURE.md "Saves, undo, log"); `to` makes it private. */
export function log(g: GameState, rule: string, msg: string, args: LogEntry['args'] = {}, to?: Faction[]): void {
  const entry: LogEntry = { turn: g.turn, rule, msg, args };
  if (to) entry.to = to;
  g.log.push(entry);
}
