// The one place that digs a game's state out of a persisted statechart snapshot (#32 "the game comes
// out of a snapshot through one function"). Saves, undo, replays and recovery keep the actor's
// snapshot; the game lives in its context as plain JSON (ARCHITECTURE: no child actors).

/** The game state a persisted snapshot carries, or undefined when it carries none (a damaged file). */
export function gameOfSnapshot(snapshot: unknown): unknown {
  if (typeof snapshot !== 'object' || snapshot === null) return undefined;
  const context = (snapshot as { context?: unknown }).context;
  if (typeof context !== 'object' || context === null) return undefined;
  return (context as { game?: unknown }).game;
}
