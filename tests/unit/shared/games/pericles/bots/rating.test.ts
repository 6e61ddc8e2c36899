// The ladder's rating fit (#30, scripts/rating.ts) on synthetic results whose answer is known.
import { describe, expect, it } from 'vitest';
import { fitRatings, type GameResult } from '../../../../../../scripts/rating.js';
import { nextFloat, seedRng } from '../../../../../../src-shared/kit/random.js';

const expected = (ri: number, rj: number): number => 1 / (1 + 10 ** ((rj - ri) / 400));
const TRUE: Record<string, number> = { rule: 1500, hard: 1700, easy: 1300, normal: 1450, expert: 1900 };

/** `games` games of i against j, i winning the expected share (rounded), half of them as A. */
function exactResults(games: number): GameResult[] {
  const out: GameResult[] = [];
  const names = Object.keys(TRUE);
  names.forEach((a, i) => names.slice(i + 1).forEach((b) => {
    const wins = Math.round(games * expected(TRUE[a]!, TRUE[b]!));
    for (let k = 0; k < games; k++) out.push({ a, b, scoreA: k < wins ? 1 : 0 });
  }));
  return out;
}

describe('rating fit (Bradley–Terry, maximum likelihood, Elo scale)', () => {
  it('recovers known ratings from results that follow them exactly, anchored at the rule bot = 1500', () => {
    const fit = fitRatings(exactResults(20_000), { anchor: 'rule', prior: 0 });
    for (const r of fit) expect(Math.abs(r.elo - TRUE[r.player]!), r.player).toBeLessThan(1);
    expect(fit.find((r) => r.player === 'rule')).toMatchObject({ elo: 1500, ci95: 0 });
  });

  it('an even match of 400 games: no difference, and the textbook interval 1.96 × 400/ln10 / √(400·¼)', () => {
    const results: GameResult[] = [];
    for (let k = 0; k < 400; k++) results.push({ a: k % 2 ? 'rule' : 'x', b: k % 2 ? 'x' : 'rule', scoreA: k % 4 < 2 ? 1 : 0 });
    const x = fitRatings(results, { anchor: 'rule', prior: 0 }).find((r) => r.player === 'x')!;
    expect(x.elo).toBeCloseTo(1500, 6);
    expect(x.ci95).toBeCloseTo(1.96 * (400 / Math.LN10) / Math.sqrt(100), 6);
    expect(x.games).toBe(400);
  });

  it('draws count half; a perfect record gets a finite rating through the prior (virtual draws)', () => {
    const draws = fitRatings([{ a: 'rule', b: 'x', scoreA: 0.5 }, { a: 'x', b: 'rule', scoreA: 0.5 }], { anchor: 'rule' });
    expect(draws.find((r) => r.player === 'x')!.elo).toBeCloseTo(1500, 6);
    const sweep = fitRatings(Array.from({ length: 10 }, () => ({ a: 'x', b: 'rule', scoreA: 1 })), { anchor: 'rule', prior: 2 });
    const x = sweep.find((r) => r.player === 'x')!;
    // 11 of 12 with the two virtual draws: 400·log10(11).
    expect(x.elo).toBeCloseTo(1500 + 400 * Math.log10(11), 3);
    expect(Number.isFinite(x.ci95)).toBe(true);
  });

  it('seeded random games from known ratings: each truth lies within its 95% interval', () => {
    const rng = seedRng('rating-fit');
    const names = Object.keys(TRUE);
    const results: GameResult[] = [];
    names.forEach((a, i) => names.slice(i + 1).forEach((b) => {
      for (let k = 0; k < 300; k++) results.push({ a, b, scoreA: nextFloat(rng) < expected(TRUE[a]!, TRUE[b]!) ? 1 : 0 });
    }));
    const fit = fitRatings(results, { anchor: 'rule', prior: 0 });
    for (const r of fit) {
      if (r.player === 'rule') continue;
      expect(r.ci95).toBeGreaterThan(20);
      expect(r.ci95).toBeLessThan(80);
      expect(Math.abs(r.elo - TRUE[r.player]!), r.player).toBeLessThan(r.ci95);
    }
  });

  it('refuses results that never reach the anchor', () => {
    expect(() => fitRatings([{ a: 'x', b: 'y', scoreA: 1 }], { anchor: 'rule' })).toThrow(/anchor/);
    expect(() => fitRatings([{ a: 'rule', b: 'x', scoreA: 1 }, { a: 'y', b: 'z', scoreA: 1 }], { anchor: 'rule' })).toThrow(/connect/);
  });
});
