// Shared fixtures for the host tests.
import { GameHost, type GameHostOptions, type HostSession } from '../../../../src-main/host/host.js';
import { memoryPersistence } from '../../../../src-main/host/persistence.js';
import type { HostMessage, ViewMessage } from '../../../../src-shared/games/pericles/wire.js';
import { FACTIONS, type Faction } from '../../../../src-shared/games/pericles/model/ids.js';
import type { GameState } from '../../../../src-shared/games/pericles/model/state.js';
import { withWholeLog } from '../../../../src-shared/kit/viewLog.js';
import { legalActions, pending } from '../../../../src-shared/engine.js';

export interface Client {
  session: HostSession;
  /** What the client holds: views with their whole log. */
  messages: HostMessage[];
  /** The messages as sent (views with only the new log entries). */
  raw: HostMessage[];
  views(): ViewMessage[];
  lastView(): ViewMessage;
}

export function connect(host: GameHost, onMessage?: (m: HostMessage) => void): Client {
  const messages: HostMessage[] = [];
  const raw: HostMessage[] = [];
  // Views arrive with only the log entries this client lacks; kept here with the whole log, as the renderer does.
  let whole: ViewMessage | null = null;
  let broken: string | null = null;
  // The host sends every game's messages; these tests play Pericles, whose wire types narrow them.
  const session = host.connect((sent) => {
    const m = sent as HostMessage;
    raw.push(structuredClone(m));
    if (m.type === 'view') {
      const next = withWholeLog(whole, structuredClone(m));
      // (A throw here would be swallowed by the session's send: the broken view is reported by lastView.)
      if (!next) broken = `a view's log starts at ${m.logFrom ?? 0} but this client holds ${whole?.view?.log.length ?? 0} entries`;
      else {
        whole = next;
        messages.push(next);
      }
    } else {
      messages.push(structuredClone(m));
    }
    onMessage?.(m);
  });
  const views = () => messages.filter((m): m is ViewMessage => m.type === 'view');
  return {
    session,
    messages,
    raw,
    views,
    lastView: () => {
      if (broken) throw new Error(broken);
      const v = views().at(-1);
      if (!v) throw new Error('no view received');
      return v;
    },
  };
}

export function makeHost(opts: GameHostOptions = {}) {
  const persistence = memoryPersistence();
  const host = new GameHost<GameState>({ persistence, log: () => undefined, ...opts });
  return { host, persistence };
}

/** Card ids another faction holds secretly right now (hand and entourage). */
export function secretCardsOf(game: GameState, faction: Faction): string[] {
  const f = game.factions[faction];
  return [...new Set([...f.hand, ...f.entourage])];
}

/** Other factions' secret card ids that appear (quoted) in `json`. */
export function leakedCards(game: GameState, viewer: Faction | 'spectator', json: string): string[] {
  const leaks: string[] = [];
  for (const other of FACTIONS) {
    if (other === viewer) continue;
    for (const card of secretCardsOf(game, other)) if (json.includes(JSON.stringify(card))) leaks.push(`${other}:${card}`);
  }
  return leaks;
}

/** Each human seat asked answers with its first legal choice, `n` times (bots answer between). */
export async function playFirstChoices(host: GameHost<GameState>, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    await host.whenIdle();
    const g = host.game!;
    const seat = pending(g)?.seats.find((f) => g.seats[f] === 'human');
    if (!seat) break;
    host.act(seat, legalActions(g, seat)[0]!);
  }
  await host.whenIdle();
}
