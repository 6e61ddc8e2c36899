import { describe, expect, it } from 'vitest';
import { legalActions, newGame, pending, hashGame, pericles, type GameState } from '../../../../src-shared/engine.js';
import { persisted, restoreActor, startActor } from '../../../../src-main/host/actors.js';

const quiet = () => undefined;

describe('actors.ts: the one place that creates statechart actors (#32)', () => {
  it('restores a snapshot made before #32, whose context still carries `rejection`: the key is dropped, the state kept', () => {
    const game = newGame({ scenario: 'development', seed: 'actors' });
    const seat = pending(game)!.seats[0]!;
    const actor = startActor(pericles, game, quiet);
    actor.send({ type: 'ACT', seat, action: legalActions(game, seat)[0]! });
    const saved = persisted(actor) as { context: Record<string, unknown>; value: unknown };
    const old = { ...saved, context: { ...saved.context, rejection: { seat, code: 'illegal-action', message: 'x' } } };
    const restored = restoreActor(pericles, old, saved.context.game as typeof game, quiet);
    expect(restored.getSnapshot().status).toBe('active');
    expect(restored.getSnapshot().value).toEqual(saved.value);
    expect(Object.keys(restored.getSnapshot().context)).toEqual(['game']);
    expect(hashGame(restored.getSnapshot().context.game as GameState)).toBe(hashGame(actor.getSnapshot().context.game as GameState));
    actor.stop();
    restored.stop();
  });

  it('a snapshot it cannot use (another statechart\'s) gives an actor started from the game itself', () => {
    const game = newGame({ scenario: 'development', seed: 'actors-2' });
    const actor = restoreActor(pericles, { status: 'active', value: { nowhere: 'at-all' }, context: { game } }, game, quiet);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toEqual(startActor(pericles, game, quiet).getSnapshot().value);
    expect(hashGame(actor.getSnapshot().context.game as GameState)).toBe(hashGame(game));
    actor.stop();
  });
});
