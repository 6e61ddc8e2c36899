// The page's questions to the host (#32 D, Rally the Troops' `query`): a game's UI asks what only the
// rules on the true state can answer (Pericles: where a unit could go, games/pericles/query.ts); the
// page never rebuilds a game state to ask them itself.
import type { PericlesApi } from '../../src-shared/protocol/api.js';

/** The host this page talks to (installClient), and the last view it sent. */
let host: PericlesApi | null = null;
let hostView: unknown = null;

/** The page's host answers its questions from now on (client/index.ts installClient). */
export function askQuestionsOf(api: PericlesApi): void {
  host = api;
  api.onView((m) => { hostView = m.view ?? null; });
}

/** The view the host sent last (null before any): a question is about the game it shows. */
export function lastHostView(): unknown {
  return hostView;
}

/** The host's answer to question `q` about the running game, or null when there is no answer (no host, a refusal). */
export async function askHost(q: { kind: string } & Record<string, unknown>): Promise<unknown> {
  if (!host?.query) return null;
  const r = await host.query(q);
  return r.ok ? r.value : null;
}
