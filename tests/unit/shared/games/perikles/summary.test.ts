// The saves browser's summary of a Perikles game (#33): its turn, phase and each family's victory
// points now ([End] EN:404-408, scoring.ts), checked against the game on loading; a save made
// before the points were summarized has none and still loads.
import { describe, expect, it } from 'vitest';
import { perikles } from '../../../../../src-shared/games/perikles/module.js';
import { scores } from '../../../../../src-shared/games/perikles/scoring.js';
import { randomGameStates } from './randomGame.js';

const states = randomGameStates(4, 'summary');
const mid = states[Math.floor(states.length / 2)]!;
const end = states.at(-1)!;

describe('summary (Ending the game: victory points)', () => {
  it('carries each family\'s points as scoring.ts counts them, mid-game and at the end', () => {
    for (const g of [mid, end]) {
      const s = perikles.summary(g);
      expect(s).toMatchObject({ turn: g.turn, phase: g.phase });
      expect(s.scores).toEqual(Object.fromEntries(scores(g).map((x) => [x.seat, x.total])));
      expect(Object.values(s.scores!).some((v) => v > 0)).toBe(true);
    }
  });

  it('the summary schema and summaryFault agree: its own summary passes both, an old one without points too', () => {
    const s = perikles.summary(mid);
    expect(perikles.summarySchema.safeParse(s).success).toBe(true);
    expect(perikles.saveChecks.summaryFault(s, mid)).toBeNull();
    const old = { turn: mid.turn, phase: mid.phase };
    expect(perikles.summarySchema.safeParse(old).success).toBe(true);
    expect(perikles.saveChecks.summaryFault(old, mid)).toBeNull();
  });

  it('a summary with other points, a seat the game lacks or a bad value is refused', () => {
    const s = perikles.summary(mid);
    const seat = mid.seats[0]!;
    expect(perikles.saveChecks.summaryFault({ ...s, scores: { ...s.scores, [seat]: s.scores![seat]! + 1 } }, mid)).not.toBeNull();
    expect(perikles.saveChecks.summaryFault({ ...s, turn: s.turn + 1 }, mid)).not.toBeNull();
    expect(perikles.summarySchema.safeParse({ ...s, scores: { blue: 3 } }).success).toBe(false);
    expect(perikles.summarySchema.safeParse({ ...s, scores: { [seat]: -1 } }).success).toBe(false);
    expect(perikles.saveChecks.summaryFault({ ...s, scores: { [seat]: 'x' } }, mid)).not.toBeNull();
  });
});
