// #15 item 6: under test a rule-bot handler that throws fails the test (tests/unit/setup.ts turns
// strict handlers on); in play it still falls back to a random legal choice and says so.
import { afterEach, describe, expect, it } from 'vitest';
import { ruleDecide, setRuleBotStrict } from '../../../../../../src-shared/games/pericles/bots/rule.js';
import { apply, legalActions, newGame, viewFor, type GameState } from '../../../../../../src-shared/engine.js';
import { seedRng } from '../../../../../../src-shared/kit/random.js';

const ALL_HUMAN = { aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' } as const;

/** A debate-card decision, and a copy of the seat's view whose hand is broken (the handler reads it). */
function brokenDebate(): { view: ReturnType<typeof viewFor>; legal: ReturnType<typeof legalActions> } {
  let g: GameState = newGame({ scenario: 'development', seed: 'strict', seats: ALL_HUMAN });
  while (g.flow.pending!.kind !== 'debate.card') {
    const seat = g.flow.pending!.seats[0]!;
    g = apply(g, seat, legalActions(g, seat)[0]!);
  }
  const seat = g.flow.pending!.seats[0]!;
  const view = viewFor(g, seat, { withoutLog: true });
  (view.factions[seat] as { hand: unknown }).hand = 42;
  return { view, legal: legalActions(g, seat) };
}

afterEach(() => setRuleBotStrict(true));

describe('the rule bot\'s handlers under test (#15 item 6)', () => {
  it('a handler that throws fails loudly under test', () => {
    const { view, legal } = brokenDebate();
    expect(legal.length).toBeGreaterThan(1);
    expect(() => ruleDecide(view, legal, seedRng('x'))).toThrow();
  });

  it('in play the same failure becomes a random legal choice, with the reason saying why', () => {
    setRuleBotStrict(false);
    const { view, legal } = brokenDebate();
    const d = ruleDecide(view, legal, seedRng('x'));
    expect(legal).toContainEqual(d.action);
    expect(d.reason).toEqual({ key: 'engine.bot.ruleFailed' }); // "a random legal choice (its rule for this decision failed)"
  });
});
