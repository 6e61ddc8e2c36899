// Issue #29 (2): the first game puts a real choice in front of the player. Played with its solo
// seat choosing as the advisor says and again at random (rule bots elsewhere, scripts/first-game.ts),
// the advisor's play wins clearly more often — their 95% intervals do not overlap — and its battle
// is in doubt: the advisor's games include wins and losses, every one with a battle fought.
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../../../../../../src-shared/games/pericles/data/scenarios/index.js';
import { measureSolo, wilson } from '../../../../../../../src-shared/games/pericles/engine/simulate.js';

const PLAYS = 40;

describe('the first game (#29): a real choice, a battle in doubt', () => {
  const first = SCENARIOS.find((s) => s.forPlayers?.firstGame)!;
  const seat = first.forPlayers!.soloSeat;

  it(`${first.id}: the advisor's play beats random play by a clear statistical margin (${PLAYS} plays each)`, () => {
    const advisor = measureSolo(first.id, seat, 'advisor', 'unit-first-game', PLAYS);
    const random = measureSolo(first.id, seat, 'random', 'unit-first-game', PLAYS);
    expect(advisor.failed + random.failed).toBe(0);
    const [advisorLow, advisorHigh] = wilson(advisor.wins, PLAYS);
    const [, randomHigh] = wilson(random.wins, PLAYS);
    expect(advisorLow, `advisor ${advisor.wins}/${PLAYS}, random ${random.wins}/${PLAYS}`).toBeGreaterThan(randomHigh);
    // 9.4: the advisor's way is a battle every time, and its result is not settled in advance:
    // the interval of its win rate excludes both certainties.
    expect(advisor.battles).toBe(PLAYS);
    expect(advisorLow).toBeGreaterThan(0.2);
    expect(advisorHigh).toBeLessThan(0.9);
  }, 120_000);
});
