import type { Faction } from '../model/ids.js';
import type { GameState, LogEntry } from '../model/state.js';

/** Appends a structured log entry (ARCHITECTURE.md "Saves, undo, log"); `to` makes it private. */
export function log(g: GameState, rule: string, msg: string, args: LogEntry['args'] = {}, to?: Faction[]): void {
  const entry: LogEntry = { turn: g.turn, rule, msg, args };
  if (to) entry.to = to;
  g.log.push(entry);
}

/**
 * Facts added to an entry after saves were made with it (ARCHITECTURE.md "Saves, undo, log"):
 * per message, the argument names (a `*` stands for a Faction) a saved entry may lack. A game
 * saved before they were logged still replays: its entry lacks them, nothing else differs.
 */
export const LOG_ARGS_ADDED: Readonly<Record<string, readonly string[]>> = {
  // The debate's result (issue #29): each card's printed value, bonus, alignment and Brain Trust (6.2, 6.31).
  'debate.values': ['*Base', '*Bonus', '*Aligned', '*Bt'],
};

function isAddedArg(msg: string, name: string): boolean {
  return (LOG_ARGS_ADDED[msg] ?? []).some((pattern) => {
    const [pre, post] = pattern.split('*') as [string, string | undefined];
    return post === undefined ? name === pre : name.length > pre.length + post.length && name.startsWith(pre) && name.endsWith(post);
  });
}

/**
 * The replayed entry as a save made before LOG_ARGS_ADDED would hold it, when `saved` lacks
 * every one of those arguments; otherwise the entry itself.
 */
export function asSavedBefore(replayed: LogEntry, saved: LogEntry | undefined): LogEntry {
  if (!saved || !LOG_ARGS_ADDED[replayed.msg] || saved.msg !== replayed.msg) return replayed;
  if (Object.keys(saved.args ?? {}).some((k) => isAddedArg(saved.msg, k))) return replayed;
  const args = Object.fromEntries(Object.entries(replayed.args).filter(([k]) => !isAddedArg(replayed.msg, k)));
  return { ...replayed, args };
}
