// #15 item 2: the board, prompts and bots read flow data through src-shared/games/pericles/viewSelectors.ts.
// Before, the board looked for `flowData.expeditionTheater`, which the engine never writes, and
// measured every muster's reach from theater 0.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, viewFor, type GameState } from '../../../src-shared/engine.js';
import { boulePicksOf, debateNumberOf, debatedTilesOf, expeditionTheaterOf, issueOf } from '../../../src-shared/games/pericles/viewSelectors.js';
import { testRng } from '../testRng.js';

const ALL_HUMAN = { aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' } as const;

/** Random play until `kind` is pending; the game at that moment. */
function playUntil(kind: string, seeds: string[]): GameState {
  for (const seed of seeds) {
    const rand = testRng(seed.length * 101);
    let g = newGame({ scenario: 'campaign', seed, seats: ALL_HUMAN });
    for (let n = 0; n < 4000 && g.flow.pending && g.flow.phase !== 'over'; n++) {
      if (g.flow.pending.kind === kind) return g;
      const seat = g.flow.pending.seats[0]!;
      const acts = legalActions(g, seat);
      g = apply(g, seat, acts[Math.floor(rand() * acts.length)]!);
    }
  }
  throw new Error(`no seed reached ${kind}`);
}

describe('view selectors (#15 item 2)', () => {
  it('9.32: during a muster the Expedition Theater is the engine\'s, in every seat\'s view', () => {
    const g = playUntil('muster.move', ['s1', 's2', 's3', 's4']);
    const exp = (g.flow.data as { issue: { exp: { theater: number } } }).issue.exp.theater;
    for (const seat of ['aristocrats', 'agiads', 'spectator'] as const) {
      expect(expeditionTheaterOf(viewFor(g, seat))).toBe(exp);
      expect(issueOf(viewFor(g, seat))?.exp?.theater).toBe(exp);
    }
  });

  it('6.1/6.11: a debate\'s number and the tiles each Side debates', () => {
    const g = playUntil('debate.card', ['s1']);
    const view = viewFor(g, 'aristocrats');
    expect(debateNumberOf(view)).toBeGreaterThanOrEqual(1);
    const tiles = debatedTilesOf(view);
    expect(Object.values(tiles).some((id) => typeof id === 'string')).toBe(true);
    expect(expeditionTheaterOf(view)).toBeNull();
  });

  it('5.32 C: three Boulé picks for the Faction that makes them', () => {
    const g = playUntil('boule.C', ['s1']);
    const seat = g.flow.pending!.seats[0]!;
    expect(boulePicksOf(viewFor(g, seat), seat)).toBe(3);
  });
});
