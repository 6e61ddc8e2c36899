// The rule bot's second-Battle choice (9.6): with no new muster, every committed Strategos and the
// State Ship count again, so the Side that out-committed the other carries that lead into the
// second Battle. The bot reads the engine's own 9.42 totals without the cards.
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type GameState } from '../../../../../../src-shared/engine.js';
import { ruleDecide } from '../../../../../../src-shared/games/pericles/bots/index.js';
import { seedRng } from '../../../../../../src-shared/kit/random.js';
import { act, commitAll, kind, position, queue, who } from '../phases/theaterHelpers.js';

const LESBOS = 15; // a Naval Theater: the mandatory Battle is naval, the second one land

/** Athens 3 ships and 1 land unit v 2 Peloponnesian land units at Lesbos; Athens wins the naval Battle. */
function afterNavalBattle(athensCommit: number, spartaCommit: number): GameState {
  let g = position({
    theaters: { [LESBOS]: { units: { athens: { naval: 3, land: 1 }, peloponnesian: { land: 2 } } } },
    war: 'war',
    strategos: { aristocrats: 5, eurypontids: 4 },
    at: 'theater.resolve',
    edit(s) {
      queue(s, LESBOS, 'aristocrats', 'military');
      s.sides.athens.battleDeck = ['ath-01', 'ath-01'];
      s.sides.sparta.battleDeck = ['spa-01', 'spa-01'];
      s.stateShipAvailable = false;
    },
  });
  g = act(g, { type: 'reveal', place: String(LESBOS) });
  g = act(g, { type: 'muster' });
  return commitAll(g, { aristocrats: athensCommit, eurypontids: spartaCommit });
}

function ruleChoice(g: GameState) {
  const seat = who(g);
  return ruleDecide(viewFor(g, seat, { withoutLog: true }), legalActions(g, seat), seedRng('second'));
}

describe('rule bot, 9.6: the second Battle counts the committed Strategos again', () => {
  it('fights a land Battle its units alone would lose when its Strategos carry it (1 unit + 3 Strategos v 2 units)', () => {
    const g = afterNavalBattle(3, 0);
    expect(kind(g)).toBe('battle.second');
    expect(who(g)).toBe('aristocrats'); // the winning CinC decides (9.6)
    const d = ruleChoice(g);
    expect(d.action).toEqual({ type: 'secondBattle', fight: true });
    // Land: Athens 1 unit + 3 Strategos = 4 v Peloponnesian 2 units = 2, before the cards.
    expect(d.reason).toMatchObject({ key: 'engine.bot.second.fight', args: { by: 2 } });
  });

  it('declines when the enemy committed as many Strategos more as its units lack (1 + 3 v 2 + 2)', () => {
    const g = afterNavalBattle(3, 2);
    expect(kind(g)).toBe('battle.second');
    const d = ruleChoice(g);
    expect(d.action).toEqual({ type: 'secondBattle', fight: false });
    expect(d.reason).toMatchObject({ key: 'engine.bot.second.even' });
  });
});
