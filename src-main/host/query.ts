// The query room (#32 D, Rally the Troops' `query`): a page's question about the board, answered by
// the game's own rules on the true state as the asking seat may see it (games/<id>/query.ts), so
// the page never rebuilds a game state to ask the rules itself. It changes nothing: no decision,
// no version, no autosave. A question the game does not answer is refused as a bad message.
import type { ViewSeat } from '../../src-shared/protocol/messages.js';
import { stateOf, type Running } from './running.js';
import { HostError } from './session.js';

/** The answer to `q` for `seat`: checked by the game's schema first; 'no-game' when it needs a game and none runs. */
export function answerQuery(running: Running, seat: ViewSeat, q: unknown): unknown {
  // The running game's module (idle: the default game's), so a question with no game asks its scenarios.
  const { game } = running;
  if (!game.querySchema || !game.query) throw new HostError('bad-message', `${game.title} answers no questions about its board.`);
  const parsed = game.querySchema.safeParse(q);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.map(String).join('.') || '(question)';
    throw new HostError('bad-message', `"query": field "q.${where}" ${issue?.message ?? 'is invalid'}.`);
  }
  const answer = game.query(parsed.data, { state: stateOf(running), seat });
  if (answer === null) throw new HostError('no-game', 'No game is running: start or load one first.');
  return answer;
}
