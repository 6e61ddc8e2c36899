// Bot levels in the host (#30): a seat's kind names its level; saves from before the levels
// ('bot:rule', 'bot:search', 'bot:random' seats) still load, their bots played as Normal and Hard
// (the random bot stays itself: tests and simulations).
import { afterEach, describe, expect, it } from 'vitest';
import type { GameView } from '../../../../src-shared/engine.js';
import type { GameState } from '../../../../src-shared/engine.js';
import { GameHost } from '../../../../src-main/host/host.js';
import { BOT_KINDS, botKindOfSeat, botLevelOf, type BotPlayer } from '../../../../src-main/host/bots.js';
import { SEAT_KINDS } from '../../../../src-shared/games/pericles/model/state.js';
import { ruleDecide } from '../../../../src-shared/games/pericles/bots/index.js';
import { legalActions, pending } from '../../../../src-shared/engine.js';
import { connect, makeHost } from './helpers.js';

const hosts: GameHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.dispose();
});

describe('bot levels in the host (#30)', () => {
  it('every bot seat kind plays at a level; the kinds of before the levels map to Normal and Hard', () => {
    expect(BOT_KINDS).toEqual(['bot:easy', 'bot:normal', 'bot:hard', 'bot:expert', 'bot:random']);
    expect(Object.fromEntries(SEAT_KINDS.filter((k) => k !== 'human').map((k) => [k, botLevelOf(botKindOfSeat(k as Exclude<typeof k, 'human'>))]))).toEqual({
      'bot:easy': 'easy', 'bot:normal': 'normal', 'bot:hard': 'hard', 'bot:expert': 'expert',
      'bot:random': 'random', 'bot:rule': 'normal', 'bot:search': 'hard',
    });
  });

  it('a save with bot:rule, bot:search and bot:random seats loads, and its bots play on as Normal, Hard and random', async () => {
    // The old save: a game whose seats carry the kinds of before the levels.
    const old = makeHost();
    hosts.push(old.host);
    const client = connect(old.host);
    old.host.newGame({ scenario: 'development', seed: 'legacy', seats: { aristocrats: 'human', demagogues: 'bot:rule', eurypontids: 'bot:search', agiads: 'bot:random' } }, client.session);
    await old.host.whenIdle();
    await old.host.save('before-levels');

    // Loaded by today's host: each seat's bot is asked through the kind it plays as now.
    const asked: string[] = [];
    const asKind = (kind: string): BotPlayer => (sent, legal, rng) => { const view = sent as GameView; asked.push(`${view.seat}:${kind}`); return ruleDecide(view, legal, rng); };
    const made = makeHost({
      persistence: old.persistence,
      bots: { 'bot:normal': asKind('bot:normal'), 'bot:hard': asKind('bot:hard'), 'bot:random': asKind('bot:random') },
    });
    hosts.push(made.host);
    const c2 = connect(made.host);
    const loaded = await made.host.load('before-levels', c2.session);
    expect(loaded.seats).toEqual({ aristocrats: 'human', demagogues: 'bot:rule', eurypontids: 'bot:search', agiads: 'bot:random' });
    // Play the human seat until every bot has been asked at least once.
    for (let i = 0; i < 400 && new Set(asked).size < 3; i++) {
      await made.host.whenIdle();
      if (!playHuman(made.host)) break;
    }
    expect(new Set(asked)).toEqual(new Set(['demagogues:bot:normal', 'eurypontids:bot:hard', 'agiads:bot:random']));
  });
});

/** One decision for the human seat if it must decide (its first legal action); false once the game is over. */
function playHuman(host: GameHost<GameState>): boolean {
  const game = host.game;
  if (!game || game.result) return false;
  const p = pending(game);
  if (!p) return false;
  if (!p.seats.includes('aristocrats')) return true;
  host.act('aristocrats', legalActions(game, 'aristocrats')[0]!);
  return true;
}
