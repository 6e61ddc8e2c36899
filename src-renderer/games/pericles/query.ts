// Pericles' questions about the board (#32 D, Rally the Troops' `query`): where a clicked unit could
// go, the Movement Explorer's openings. The host answers with the game's rules on the true state
// (src-shared/games/pericles/query.ts) through the page's client (client/query.ts); the page never
// rebuilds a game state to ask them itself.
import { createContext } from 'react';
import { askHost, lastHostView } from '../../client/query.js';
import type { ExploreAnswer, ExploreQuery, GameView, MoveQuery, QueryAnswer, Reach } from '../../../src-shared/games/pericles/client.js';

export type { MoveQuery, Reach };

/** What a board asks: the move of one unit on the position `view` shows; null when nobody can answer it. */
export type AskReach = (view: GameView, move: MoveQuery) => Promise<Reach | null>;

/** A unit's move as 'from:force:unit:expedition' (the board and the explorer mark the move they show with it; tests wait on it). */
export const moveKey = (m: MoveQuery): string => `${m.from}:${m.force}:${m.unit}:${m.expedition}`;

type BoardFacts = Pick<GameView, 'theaters' | 'war' | 'persianWar' | 'playArea'>;

/** What movement reads of a position (query.ts): two views with the same are the same question. */
function boardOf(view: BoardFacts): string {
  return JSON.stringify([view.theaters, view.war, view.persianWar, view.playArea ?? null]);
}

/** Whether `view` shows the board of the host's last view (compared only when a question is asked, not on every view). */
function showsHostBoard(view: BoardFacts): boolean {
  const hostView = lastHostView() as BoardFacts | null;
  return hostView !== null && (view === hostView || boardOf(view) === boardOf(hostView));
}

/**
 * The host's answer about the running game. A board showing another position (a replay's frame)
 * gets none: the host answers only about the game it runs.
 */
export const askHostReach: AskReach = async (view, move) => {
  if (!showsHostBoard(view)) return null;
  const a = await askHost({ kind: 'reach', ...move }) as QueryAnswer | null;
  return a?.kind === 'reach' ? a.reach : null;
};

/** A scenario's opening as a spectator sees it, and one unit's move on it (the Movement Explorer). */
export async function askHostExplore(q: Omit<ExploreQuery, 'kind'>): Promise<ExploreAnswer | null> {
  const a = await askHost({ kind: 'explore', ...q }) as QueryAnswer | null;
  return a?.kind === 'explore' ? a : null;
}

/** Who answers a board's questions: the page's host, unless a page without one (the board's dev page) answers them itself. */
export const BoardQuestions = createContext<AskReach>(askHostReach);
