// A finished game as the record of finished games keeps it (#17.5; moved from
// src-main/host/records.ts, #32): scenario, the Factions people played, the bots' levels, the
// result and when. A game is recorded once: the host keys its line by a digest of its identity,
// its setup and every decision, so loading its end again finds it already there.
import { FACTIONS, type Faction } from './model/ids.js';
import { canonicalJson } from '../../kit/hash.js';
import type { GameResult, GameState, SeatKind } from './model/state.js';
import type { FinishedGame } from '../../protocol/api.js';

/** The game's identity across loads as text: its setup and every decision (the host digests it one-way). */
export function finishedGameIdentity(game: Pick<GameState, 'scenario' | 'seed' | 'seats' | 'handicap'>, decisions: readonly { seat: string; action: unknown }[]): string {
  // Canonical JSON: a loaded save's objects may list their keys in another order.
  return canonicalJson([game.scenario, game.seed, FACTIONS.map((f) => game.seats[f]), game.handicap ?? 0, decisions]);
}

/** The record line of a finished game, or null while it is not over. */
export function finishedGameOf(game: GameState, finishedAt: Date): FinishedGame | null {
  if (!game.result) return null;
  const humans = FACTIONS.filter((f) => game.seats[f] === 'human');
  const bots: Partial<Record<Faction, Exclude<SeatKind, 'human'>>> = {};
  for (const f of FACTIONS) if (game.seats[f] !== 'human') bots[f] = game.seats[f] as Exclude<SeatKind, 'human'>;
  const honor = {} as Record<Faction, number>;
  for (const f of FACTIONS) honor[f] = game.factions[f].honor;
  const result: GameResult = { ...game.result };
  return {
    scenario: game.scenario, humans, bots, ...(game.handicap ? { handicap: game.handicap } : {}),
    result, honor, turn: game.turn, finishedAt: finishedAt.toISOString(),
  };
}
