// Issue "Solo play", done when: one human can play any scenario against three bots start to
// finish. Here the human is a test client that knows only what its messages show (its view and
// legal actions) and answers through the protocol, as the renderer does; the three others are the
// app's real rule bots, in their worker thread. Every scenario is played to its end.
import { afterAll, describe, expect, it } from 'vitest';
import type { GameState } from '../../../../src-shared/engine.js';
import { GameHost } from '../../../../src-main/host/host.js';
import { workerBots } from '../../../../src-main/host/botPlayers.js';
import { memoryPersistence } from '../../../../src-main/host/persistence.js';
import type { ErrorMessage, OkMessage } from '../../../../src-shared/protocol/messages.js';
import type { ViewMessage } from '../../../../src-shared/games/pericles/wire.js';
import { verifyRecord } from '../../../../src-main/host/replay.js';
import { ruleDecide } from '../../../../src-shared/games/pericles/bots/index.js';
import { SCENARIOS } from '../../../../src-shared/games/pericles/data/scenarios/index.js';
import { FACTIONS, type Faction } from '../../../../src-shared/games/pericles/model/ids.js';
import { seedRng } from '../../../../src-shared/kit/random.js';

const bots = workerBots();
afterAll(() => bots.close());

describe('solo: one human against three rule bots, every scenario start to finish', () => {
  it.each(SCENARIOS.map((sc, i) => [sc.id, FACTIONS[i % FACTIONS.length]!] as const))('%s, the human playing the %s', async (scenario, human) => {
    const host = new GameHost<GameState>({ persistence: memoryPersistence(), log: () => undefined, bots: bots.bots });
    try {
      // The client keeps only its latest view, as the renderer does.
      let last: ViewMessage | null = null;
      const client = { session: host.connect((m) => { if (m.type === 'view') last = m as ViewMessage; }), lastView: () => last! };
      const seats = Object.fromEntries(FACTIONS.map((f) => [f, f === human ? 'human' : 'bot:rule'])) as Record<Faction, 'human' | 'bot:rule'>;
      const started = await client.session.handleText(JSON.stringify({ type: 'newGame', scenario, seed: `solo-${scenario}`, seats, handicap: 20 }));
      expect(started).toMatchObject({ type: 'ok', value: { handicap: 20, seat: human } });
      let mine = 0;
      for (let guard = 0; guard < 20_000; guard++) {
        await host.whenIdle();
        const v = client.lastView();
        if (!v.view || v.view.result) break;
        expect(v.botsPending).toEqual([]);
        // Idle and not over: the game must be waiting for the human, with choices to offer.
        expect(v.pending?.seats).toContain(human);
        expect(v.legalActions.length).toBeGreaterThan(0);
        const { action } = ruleDecide(v.view, v.legalActions, seedRng(`human|${mine}`));
        const reply = await client.session.handleText(JSON.stringify({ type: 'act', seat: human, action })) as OkMessage | ErrorMessage;
        expect(reply.type, (reply as ErrorMessage).message).toBe('ok');
        mine++;
      }
      const end = client.lastView();
      expect(end.view?.result, `${scenario} did not end`).toBeTruthy();
      expect(host.game!.flow.phase).toBe('over');
      expect(mine).toBeGreaterThan(0);
      // The bots explained themselves, and the finished game replays from its save record.
      expect(end.botReasons?.length).toBeGreaterThan(0);
      expect(verifyRecord(host.record()).ok).toBe(true);
    } finally {
      await host.dispose();
    }
  }, 300_000);
});
