// 6.0 Assembly Phase: 6.11 selection, 6.12–6.13 cards and movement, 6.14 W/P stop, 6.15 capture,
// 6.16 winning issues, 6.21–6.22 Strategos, 6.31 Brain Trust.
import { describe, expect, it } from 'vitest';
import { buildPosition } from '../../../../../fixtures/positionBase.js';
import { legalActions } from '../../../../../../src-shared/games/pericles/engine/driver.js';
import type { Faction } from '../../../../../../src-shared/games/pericles/model/ids.js';
import type { GameState, TrackIssue } from '../../../../../../src-shared/games/pericles/model/state.js';
import { play, tile } from './politicalHelpers.js';

/** Athens alone debates (Sparta's track is empty); both Athenian Factions hold `hands`. */
function assembly(track: TrackIssue[], hands: Partial<Record<Faction, string[]>>, edit?: (g: GameState) => void): GameState {
  return buildPosition({
    theaters: {}, hands, at: 'assembly.debates',
    edit: (g) => { g.sides.athens.track = track; edit?.(g); },
  });
}

/** One Athenian debate on `issue` with the two given cards. */
function debate(g: GameState, issue: string, af: string, df: string): GameState {
  const selector = g.flow.pending!.seats[0]!;
  g = play(g, selector, { issue });
  g = play(g, 'aristocrats', { card: af });
  return play(g, 'demagogues', { card: df });
}

describe('6.11 selecting the issue', () => {
  it('6.11 the Dominant Faction selects debates 1, 3, 5 and the Opposition 2, 4, 6; captured issues cannot be chosen', () => {
    const track = [tile('military', 0, 'm0'), tile('league', 7, 'cap')];
    let g = assembly(track, { aristocrats: ['ath-20', 'ath-21'], demagogues: ['ath-01', 'ath-03'] });
    expect(g.flow.pending).toMatchObject({ kind: 'debate.issue', seats: ['aristocrats'] });
    expect(legalActions(g, 'aristocrats').map((a) => a.issue)).toEqual(['m0']);
    g = debate(g, 'm0', 'ath-20', 'ath-01');
    expect(g.flow.pending).toMatchObject({ kind: 'debate.issue', seats: ['demagogues'] });
  });
});

describe('6.13–6.15 movement', () => {
  it('6.13 the winner moves the issue toward its end by exactly the difference; cards go to the discard', () => {
    // Military at Peace: ath-20 (AF, 4, not aligned) vs ath-01 (DF, 1; its +3 needs War).
    const g = debate(assembly([tile('military', -1, 'x')], { aristocrats: ['ath-20'], demagogues: ['ath-01'] }), 'x', 'ath-20', 'ath-01');
    expect(g.sides.athens.track[0]!.pos).toBe(2);
    expect(g.sides.athens.discard).toEqual(['ath-20', 'ath-01']);
  });

  it('6.15 an issue reaching box 7 is captured and can no longer be selected', () => {
    let g = assembly([tile('military', 5, 'x'), tile('league', 0, 'y')], { aristocrats: ['ath-20', 'ath-21'], demagogues: ['ath-01', 'ath-03'] });
    g = debate(g, 'x', 'ath-20', 'ath-01');
    expect(g.sides.athens.track[0]).toMatchObject({ pos: 7, captured: true });
    expect(legalActions(g, 'demagogues').map((a) => a.issue)).toEqual(['y']);
  });

  it('6.14 / Q7 the W/P winner may stop at box 0 when the move crosses it', () => {
    const hands = { aristocrats: ['ath-20'], demagogues: ['ath-01'] };
    let g = debate(assembly([tile('warPeace', -2, 'w')], hands), 'w', 'ath-20', 'ath-01');
    expect(g.flow.pending).toMatchObject({ kind: 'debate.warPeaceStop', seats: ['aristocrats'] });
    const stopped = play(g, 'aristocrats', { stop: true });
    expect(stopped.sides.athens.track[0]!.pos).toBe(0);
    g = play(g, 'aristocrats', { stop: false });
    expect(g.sides.athens.track[0]!.pos).toBe(1);
  });

  it('Q7 no choice when the W/P move starts at box 0 or does not reach the winner\'s half', () => {
    const hands = { aristocrats: ['ath-20'], demagogues: ['ath-01'] };
    const g = debate(assembly([tile('warPeace', 0, 'w')], hands), 'w', 'ath-20', 'ath-01');
    expect(g.sides.athens.track[0]!.pos).toBe(3);
    const h = debate(assembly([tile('warPeace', -3, 'w')], hands), 'w', 'ath-20', 'ath-01');
    expect(h.sides.athens.track[0]!.pos).toBe(0);
    expect(h.flow.pending?.kind).not.toBe('debate.warPeaceStop');
  });

  it('6.13 equal values: a tie, no movement', () => {
    // ath-20 (4, AF League bonus only) vs ath-21 (4, DF Military bonus only) on Oracle.
    const g = debate(assembly([tile('oracle', 1, 'o')], { aristocrats: ['ath-20'], demagogues: ['ath-21'] }), 'o', 'ath-20', 'ath-21');
    expect(g.sides.athens.track[0]!.pos).toBe(1);
  });
});

describe('6.21–6.22 Strategos awards', () => {
  // Military, Alcibiades in Athens: ath-12 AF +3 and 3 Strategos; ath-05 DF +2 and 2 Strategos.
  it('6.21 each aligned card takes its award from the stock, win or lose', () => {
    const g = debate(assembly([tile('military', 0, 'x')], { aristocrats: ['ath-12'], demagogues: ['ath-05'] }), 'x', 'ath-12', 'ath-05');
    expect(g.factions.aristocrats.strategos).toBe(3);
    expect(g.factions.demagogues.strategos).toBe(2);
    expect(g.sides.athens.track[0]!.pos).toBe(2); // 6 vs 4
  });
  it('6.22 scarcity: one at a time, alternating, starting with the Dominant Faction', () => {
    const short = (dominant: Faction) => debate(
      assembly([tile('military', 0, 'x')], { aristocrats: ['ath-12'], demagogues: ['ath-05'] }, (g) => {
        g.sides.athens.stock = 3; g.sides.athens.dominant = dominant;
      }), 'x', 'ath-12', 'ath-05');
    const a = short('aristocrats');
    expect([a.factions.aristocrats.strategos, a.factions.demagogues.strategos]).toEqual([2, 1]);
    const d = short('demagogues');
    expect([d.factions.aristocrats.strategos, d.factions.demagogues.strategos]).toEqual([1, 2]);
    expect(d.sides.athens.stock).toBe(0);
  });
});

describe('6.31 Brain Trust', () => {
  it('6.31 a Leader played without the Compatriot\'s Leader may add a random Entourage card\'s base value; the Entourage is then discarded', () => {
    let g = assembly([tile('military', 0, 'x')], { aristocrats: ['leader-aristocrats'], demagogues: ['ath-20'] }, (x) => {
      x.factions.aristocrats.entourage = ['ath-27'];
    });
    g = play(g, 'aristocrats', { issue: 'x' });
    g = play(g, 'aristocrats', { card: 'leader-aristocrats' });
    g = play(g, 'demagogues', { card: 'ath-20' });
    expect(g.flow.pending).toMatchObject({ kind: 'debate.brainTrust', seats: ['aristocrats'] });
    g = play(g, 'aristocrats', { use: true });
    // Nicias 3 + 1 (any) + 5 (ath-27's base value, its own bonuses ignored) = 9 vs 4 (ath-20 DF half: Military +1 → 5).
    expect(g.sides.athens.track[0]!.pos).toBe(4);
    expect(g.factions.aristocrats.entourage).toEqual([]);
    expect(g.factions.aristocrats.brainTrustUsed).toBe(true);
    expect(g.sides.athens.discard).toContain('ath-27');
  });
  it('6.31 no Brain Trust when both Factions play their Leaders, or without an Entourage', () => {
    let g = assembly([tile('military', 0, 'x')], { aristocrats: ['leader-aristocrats'], demagogues: ['leader-demagogues'] }, (x) => {
      x.factions.aristocrats.entourage = ['ath-27'];
      x.factions.demagogues.entourage = ['ath-26'];
    });
    g = debate(g, 'x', 'leader-aristocrats', 'leader-demagogues');
    expect(g.flow.pending?.kind).not.toBe('debate.brainTrust');
    expect(g.factions.aristocrats.entourage).toEqual(['ath-27']);
  });
});

describe('6.16 winning issues', () => {
  it('6.16 after the sixth debate, box-0 issues are won by nobody and removed; the others stay with their Faction', () => {
    // Only the Assembly phase runs, so the track can be seen right after 6.16.
    const g = buildPosition({
      theaters: {}, phases: ['assembly'], at: 'assembly.winning',
      edit: (x) => { x.sides.athens.track = [tile('games', 2, 'g'), tile('oracle', -1, 'o'), tile('league', 0, 'l'), tile('military', 0, 'm')]; },
    });
    expect(g.sides.athens.track.map((t) => t.id)).toEqual(['g', 'o']);
  });

  it('6.1 six debates per Side, then the Political Phase', () => {
    const cards = ['ath-20', 'ath-21', 'ath-22', 'ath-23', 'ath-24', 'ath-25'];
    const dcards = ['ath-01', 'ath-02', 'ath-03', 'ath-04', 'ath-05', 'ath-06'];
    let g = assembly([tile('games', 2, 'g'), tile('oracle', -1, 'o'), tile('league', 0, 'l')], { aristocrats: cards, demagogues: dcards });
    for (let i = 0; i < 6; i++) {
      expect(g.flow.segment).toBe('assembly.debates');
      const seat = g.flow.pending!.seats[0]!;
      g = play(g, seat, { issue: legalActions(g, seat)[0]!.issue });
      g = play(g, 'aristocrats', { card: cards[i] });
      g = play(g, 'demagogues', { card: dcards[i] });
    }
    expect(g.flow.phase).not.toBe('assembly');
    expect(g.log.filter((e) => e.msg === 'debate.values')).toHaveLength(6);
  });
});
