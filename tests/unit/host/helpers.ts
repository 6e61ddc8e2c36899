// Shared fixtures for the host tests.
import { GameHost, type GameHostOptions, type HostSession } from '../../../src-main/host/host.js';
import { memoryPersistence } from '../../../src-main/host/persistence.js';
import type { HostMessage, ViewMessage } from '../../../src-main/host/protocol.js';
import { FACTIONS, type Faction } from '../../../src-shared/model/ids.js';
import type { GameState } from '../../../src-shared/model/state.js';

export interface Client {
  session: HostSession;
  messages: HostMessage[];
  views(): ViewMessage[];
  lastView(): ViewMessage;
}

export function connect(host: GameHost, onMessage?: (m: HostMessage) => void): Client {
  const messages: HostMessage[] = [];
  const session = host.connect((m) => {
    messages.push(structuredClone(m));
    onMessage?.(m);
  });
  const views = () => messages.filter((m): m is ViewMessage => m.type === 'view');
  return {
    session,
    messages,
    views,
    lastView: () => {
      const v = views().at(-1);
      if (!v) throw new Error('no view received');
      return v;
    },
  };
}

export function makeHost(opts: GameHostOptions = {}) {
  const persistence = memoryPersistence();
  const host = new GameHost({ persistence, log: () => undefined, ...opts });
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
