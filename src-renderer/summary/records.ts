// Win rates from the record of finished games (#17.5): a game counts as won when the winning
// Faction was played by a person. Per scenario over all its games; per Faction over the games a
// person played that Faction.
import type { FinishedGame } from '../../src-shared/protocol/api.js';

export interface Rate<K extends string = string> { key: K; played: number; won: number }

export function gameWon(g: FinishedGame): boolean {
  return g.result.winner !== null && g.humans.includes(g.result.winner);
}

/** Win rates per scenario, and per seat of `seats` (the game's, in its order) that a person played. */
export function winRates(games: readonly FinishedGame[], seats: readonly string[]): { byScenario: Rate[]; byFaction: Rate[] } {
  const scenarios = new Map<string, Rate>();
  for (const g of games) {
    const r = scenarios.get(g.scenario) ?? { key: g.scenario, played: 0, won: 0 };
    r.played++;
    if (gameWon(g)) r.won++;
    scenarios.set(g.scenario, r);
  }
  const byFaction = seats.map((f) => {
    const mine = games.filter((g) => g.humans.some((h) => h === f));
    return { key: f, played: mine.length, won: mine.filter((g) => g.result.winner === f).length };
  }).filter((r) => r.played > 0);
  return { byScenario: [...scenarios.values()], byFaction };
}

/** A percentage for the list, rounded to a whole number. */
export function percent(r: Rate): number {
  return r.played ? Math.round((100 * r.won) / r.played) : 0;
}
