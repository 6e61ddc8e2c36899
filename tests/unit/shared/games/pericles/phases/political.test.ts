// 7.0 Political Phase: 7.1 Oration, 7.2 Dominant Faction and Favor, 7.3 Strategoi Council,
// 7.4 Political issues (7.41–7.45), 7.5 Theater issue award and 7.51 distribution.
import { describe, expect, it } from 'vitest';
import { buildPosition, type PositionSpec } from '../../../../../fixtures/positionBase.js';
import { legalActions } from '../../../../../../src-shared/games/pericles/engine/driver.js';
import type { GameState, TrackIssue } from '../../../../../../src-shared/games/pericles/model/state.js';
import { lendCount } from '../../../../../../src-shared/games/pericles/phases/political.js';
import { play, tile } from './politicalHelpers.js';
import { FIRST_PELOPONNESIAN_WAR } from '../../../../../../src-shared/games/pericles/data/scenarios/first-peloponnesian-war.js';

/**
 * Enters the Political Phase with these tracks (after the sixth debate). Only the Political and
 * Political Card phases run, so the flow stops at the next turn's card decision at the latest.
 */
function political(tracks: { athens?: TrackIssue[]; sparta?: TrackIssue[] }, spec: PositionSpec = {}, at = 'political.oration'): GameState {
  const edit = spec.edit;
  return buildPosition({
    theaters: {}, phases: ['political', 'politicalCards'], ...spec, at,
    edit: (g) => {
      g.sides.athens.track = tracks.athens ?? [];
      g.sides.sparta.track = tracks.sparta ?? [];
      edit?.(g);
    },
  });
}

const h = (g: GameState) => [g.factions.aristocrats.honor, g.factions.demagogues.honor];

describe('7.1 Oration Honor', () => {
  it('7.1 [Test] AF boxes 4, 3, 1 = 8 vs DF 2+1+1+1+1 = 6: AF +2, DF −2, and DF becomes Dominant by 5 issues to 3', () => {
    const g = political({
      athens: [tile('military', 4), tile('military', 3), tile('league', 1),
        tile('diplomatic', -2), tile('military', -1), tile('military', -1), tile('league', -1), tile('diplomatic', -1)],
    });
    expect(h(g)).toEqual([12, 8]);
    expect(g.sides.athens.dominant).toBe('demagogues');
    expect(g.sides.athens.favor).toBe(-1); // one box toward the Demagogues
  });

  it('7.1 the difference is capped at 3, and a captured issue counts 7', () => {
    const g = political({ athens: [{ ...tile('military', 7), captured: true }, tile('league', -2)] });
    expect(h(g)).toEqual([13, 7]);
  });

  it('7.1 Ostracism: +3 / −3 with no Oration comparison; 7.2 its winner is Dominant and the Favor jumps to its box', () => {
    const g = political({
      athens: [tile('ostracism', 1), tile('military', -5), tile('military', -4), tile('league', -3)],
    }, { edit: (x) => { x.sides.athens.favor = -1; x.sides.athens.dominant = 'demagogues'; } });
    expect(h(g)).toEqual([13, 7]);
    expect(g.sides.athens.dominant).toBe('aristocrats');
    expect(g.sides.athens.favor).toBe(1);
  });

  it('7.1 Q9 (revised) [Test] Ostracism has no zero-sum guard: Aristocrats 10 win it over Demagogues 1 → 13 / 0', () => {
    const g = political({ athens: [tile('ostracism', 1)] }, { honor: { aristocrats: 10, demagogues: 1 } });
    expect(h(g)).toEqual([13, 0]);
  });

  it('7.1 Q9 the zero-sum guard stays for Oration: the winner gains only what the loser actually lost', () => {
    const g = political({ athens: [tile('military', 3)] }, { honor: { demagogues: 1 } });
    expect(h(g)).toEqual([11, 0]);
  });
});

describe('7.2 Dominant Faction and Assembly Favor', () => {
  it('7.2.2 more issues won, Favor already in that Faction\'s box: +1 / −1 Honor', () => {
    const g = political({ athens: [tile('military', 1), tile('league', 1), tile('diplomatic', -2)] },
      { edit: (x) => { x.sides.athens.favor = 1; } });
    expect(h(g)).toEqual([11, 9]); // Oration 2 vs 2: no change; then the Favor bonus
    expect(g.sides.athens.favor).toBe(1);
  });

  it('7.2.2 Q9 (revised) the Favor bonus has no zero-sum guard: +1 in full, the Compatriot stops at 0', () => {
    const g = political({ athens: [tile('military', 1), tile('league', 1), tile('diplomatic', -2)] },
      { honor: { demagogues: 0 }, edit: (x) => { x.sides.athens.favor = 1; } });
    expect(h(g)).toEqual([11, 0]);
  });

  it('7.2.3 tie in issues: the Faction favoured by the Assembly wins', () => {
    const g = political({ athens: [tile('military', 1), tile('league', 1), tile('diplomatic', -3), tile('oracle', -3)] },
      { dominant: { athens: 'demagogues' }, edit: (x) => { x.sides.athens.favor = 1; } });
    expect(g.sides.athens.dominant).toBe('aristocrats');
    expect(g.sides.athens.favor).toBe(1);
  });

  it('7.2.3 tie, neutral Favor: the higher Oration wins (D7)', () => {
    const g = political({ athens: [tile('military', 1), tile('league', 1), tile('diplomatic', -3), tile('oracle', -3)] },
      { dominant: { athens: 'aristocrats' } });
    expect(g.sides.athens.dominant).toBe('demagogues');
    expect(g.sides.athens.favor).toBe(0);
  });

  it('7.2.3 tie, neutral Favor, equal Oration: the incumbent stays', () => {
    const g = political({ athens: [tile('military', 2), tile('diplomatic', -2)] }, { dominant: { athens: 'demagogues' } });
    expect(g.sides.athens.dominant).toBe('demagogues');
  });
});

describe('7.3 Strategoi Council', () => {
  it('7.3 Leader gives its Pre-Plague award, any other card 1; the Dominant Faction first; the rest back to stock', () => {
    const g = political({}, {
      hands: { aristocrats: ['leader-aristocrats'], demagogues: ['ath-01'] },
      edit: (x) => { x.sides.athens.council = 5; x.sides.athens.stock = 21; },
    }, 'political.council');
    expect(g.factions.aristocrats.strategos).toBe(3);
    expect(g.factions.demagogues.strategos).toBe(1);
    expect(g.sides.athens.council).toBe(0);
    expect(g.sides.athens.stock).toBe(22);
    expect(g.log.filter((e) => e.msg === 'council.reveal').map((e) => e.args.faction)).toEqual(['aristocrats', 'demagogues']);
  });
  it('7.3 a short Council: the Dominant Faction takes its full amount, the Opposition what is left', () => {
    const g = political({}, {
      hands: { aristocrats: ['leader-aristocrats'], demagogues: ['leader-demagogues'] }, plague: 'post',
      dominant: { athens: 'demagogues' },
      edit: (x) => { x.sides.athens.council = 5; x.sides.athens.stock = 21; },
    }, 'political.council');
    expect(g.factions.demagogues.strategos).toBe(4); // Cleon Post-Plague 4
    expect(g.factions.aristocrats.strategos).toBe(1); // Nicias wants 2, 1 left
  });
});

describe('7.41–7.42 War and Peace', () => {
  it('7.41 A at Peace one Side winning W/P declares War; 7.42 D/Q12 a won Colony is cancelled and leaves the game', () => {
    const g = political({ athens: [tile('warPeace', 1), tile('colony', -1)] }, { war: 'peace' });
    expect(g.war).toBe('war');
    expect(g.sides.athens.removedIssues).toEqual(['colony']);
    expect(g.log.some((e) => e.msg === 'colony.cancelled')).toBe(true);
  });

  it('7.41 B at War only one Side winning W/P changes nothing', () => {
    const g = political({ athens: [tile('warPeace', 1)] }, { war: 'war' });
    expect(g.war).toBe('war');
  });

  it('7.41 B/D both Sides win W/P at War: Peace, +10 to each winner, City-State units go home (or to an own base)', () => {
    const g = political({ athens: [tile('warPeace', -1)], sparta: [tile('warPeace', 1)] }, {
      war: 'war',
      theaters: {
        2: { units: { athens: { naval: 2 }, delian: { naval: 1 } } },
        7: { bases: { athens: 1 } },
        8: { units: { sparta: { land: 2 }, the300: { land: 1 }, peloponnesian: { land: 3 } } },
      },
    });
    expect(g.war).toBe('peace');
    expect(g.factions.demagogues.honor).toBeGreaterThanOrEqual(20);
    expect(g.factions.eurypontids.honor).toBeGreaterThanOrEqual(20);
    expect(g.theaters['2']!.units.athens.naval).toBe(0);
    expect(g.theaters['2']!.units.delian.naval).toBe(1); // League units are not affected
    expect(g.theaters['7']!.units.athens.naval).toBe(2);
    expect(g.theaters['6']!.units.sparta.land).toBe(2);
    expect(g.theaters['6']!.units.the300.land).toBe(1);
    expect(g.theaters['8']!.units.peloponnesian.land).toBe(3);
  });

  it('Q10 with several valid destinations the Side\'s Dominant Faction chooses, one unit at a time', () => {
    let g = political({ athens: [tile('warPeace', -1)], sparta: [tile('warPeace', 1)] }, {
      war: 'war',
      theaters: { 2: { units: { athens: { naval: 1 } } }, 7: { bases: { athens: 1 } }, 17: { bases: { athens: 1 } } },
    });
    expect(g.flow.pending).toMatchObject({ kind: 'peace.relocate', seats: ['demagogues'] });
    expect(legalActions(g, 'demagogues').map((a) => a.to)).toEqual([7, 17]);
    g = play(g, 'demagogues', { to: 17 });
    expect(g.theaters['17']!.units.athens.naval).toBe(1);
  });

  it('7.41 C a scenario that ends on Peace ends the game at once', () => {
    const g = political({ athens: [tile('warPeace', -1)], sparta: [tile('warPeace', 1)] }, {
      war: 'war', edit: (x) => { x.rules.peaceEndsGameInTurns = [x.turn]; },
    });
    expect(g.flow.phase).toBe('over');
    expect(g.result?.reason).toBe('peace');
  });

  it('7.41 C Q43 [Test] Peace ends the First Peloponnesian War on turn 3 at the W/P step, scored by 11.14 in full: Sparta wins, the Eurypontids are the winning Faction', () => {
    const g = political({ athens: [tile('warPeace', 1)], sparta: [tile('warPeace', 1)] }, {
      // A small map (Sparta holds its home theater), so 11.14 B–D add a known amount.
      base: FIRST_PELOPONNESIAN_WAR, theaters: { 6: { bases: { sparta: 1 }, units: { sparta: { land: 1 } } } }, turn: 3, war: 'war',
      dominant: { athens: 'aristocrats', sparta: 'eurypontids' },
      honor: { aristocrats: 30, demagogues: 5, eurypontids: 25, agiads: 20 },
    });
    expect(g.rules.peaceEndsGameInTurns).toContain(3);
    expect(g.flow.phase).toBe('over');
    expect(g.result).toMatchObject({ reason: 'peace', winningSide: 'sparta', winner: 'eurypontids' });
    // Oration +1/−1 each Side, Peace +10, 11.14 A ±5, B 3 (2+1) and C 6 (3+3) for Sparta's base and theater:
    // Athens 46 + 0 < Sparta 46 + 18, though the Aristocrats held the single highest Honor (41) at Peace.
    expect(g.factions.aristocrats.honor).toBe(46);
    expect(g.factions.demagogues.honor).toBe(0);
    expect(g.factions.eurypontids.honor).toBe(46);
    expect(g.factions.agiads.honor).toBe(18);
    expect(g.log.some((e) => e.msg === 'games.war' || e.msg === 'theaterAward')).toBe(false); // at once (Q43)
  });
});

describe('7.43 Games', () => {
  it('7.43 A at Peace the winner gains 3 Honor', () => {
    const g = political({ athens: [tile('games', 1)] }, { war: 'peace' });
    expect(g.factions.aristocrats.honor).toBe(10 + 1 + 3); // Oration +1, Games +3
  });
  it('7.43 B at War the winner takes 3 Strategos from the stock, if available', () => {
    const g = political({ athens: [tile('games', 1)] }, { war: 'war' });
    expect(g.factions.aristocrats.strategos).toBe(3);
    const short = political({ athens: [tile('games', 1)] }, { war: 'war', edit: (x) => { x.sides.athens.stock = 1; } });
    expect(short.factions.aristocrats.strategos).toBe(1);
  });
  it('7.43 uses the status after W/P: Games at War after War was declared', () => {
    const g = political({ athens: [tile('games', 1), tile('warPeace', 1)] }, { war: 'peace' });
    expect(g.factions.aristocrats.strategos).toBe(3);
  });
});

describe('7.44–7.45 side-specific issues', () => {
  it('7.44 A Citizenship converts a DL base (+2 Honor) and adds 1 naval or 2 land; then leaves the game', () => {
    let g = political({ athens: [tile('citizenship', 1)] }, { theaters: { 15: { bases: { delian: 1 } } } });
    expect(legalActions(g, 'aristocrats').map((a) => a.theater)).toEqual([15, null]);
    g = play(g, 'aristocrats', { theater: 15 });
    g = play(g, 'aristocrats', { kind: 'land' });
    expect(g.theaters['15']!.bases).toMatchObject({ athens: 1, delian: 0 });
    expect(g.theaters['15']!.units.athens.land).toBe(2);
    expect(g.factions.aristocrats.honor).toBe(10 + 1 + 2);
    expect(g.sides.athens.removedIssues).toEqual(['citizenship']);
  });
  it('7.44 B Colony at Peace: a DL base and 4 points of DL units in a Friendly-Controlled or Contested theater, +2 Honor', () => {
    let g = political({ athens: [tile('colony', -1)] }, { war: 'peace', theaters: { 2: { units: { delian: { naval: 1 } } }, 8: { units: { sparta: { land: 1 } } } } });
    expect(legalActions(g, 'demagogues').map((a) => a.theater)).toEqual([2, null]);
    g = play(g, 'demagogues', { theater: 2 });
    g = play(g, 'demagogues', { kind: 'naval' });
    expect(g.theaters['2']!.bases.delian).toBe(1);
    expect(g.theaters['2']!.units.delian.naval).toBe(2);
    expect(g.factions.demagogues.honor).toBe(10 + 1 + 2);
    expect(g.sides.athens.removedIssues).toEqual(['colony']);
  });
  it('7.45 A Krypteia removes up to 6 Athenian Treachery markers, one at a time', () => {
    let g = political({ sparta: [tile('krypteia', -1)] }, { theaters: { 3: { treachery: { athens: 2, sparta: 1 } }, 4: { treachery: { athens: 1 } } } });
    expect(g.flow.pending).toMatchObject({ kind: 'krypteia.remove', seats: ['agiads'] });
    g = play(g, 'agiads', { theater: 3 });
    g = play(g, 'agiads', { theater: 4 });
    g = play(g, 'agiads', { theater: null });
    expect(g.theaters['3']!.treachery).toEqual({ athens: 1, sparta: 1 });
    expect(g.theaters['4']!.treachery.athens).toBe(0);
    expect(g.sides.sparta.removedIssues).toEqual(['krypteia']);
  });
  it('7.45 B Agoge at War builds up to 3 Spartan land units in Sparta; at Peace it is cancelled (7.42 D)', () => {
    let g = political({ sparta: [tile('agoge', 1)] }, { war: 'war' });
    expect(legalActions(g, 'eurypontids').map((a) => a.count)).toEqual([0, 1, 2, 3]);
    g = play(g, 'eurypontids', { count: 3 });
    expect(g.theaters['6']!.units.sparta.land).toBe(3);
    const p = political({ sparta: [tile('agoge', 1)] }, { war: 'peace' });
    expect(p.theaters['6']!.units.sparta.land).toBe(0);
    expect(p.sides.sparta.removedIssues).toEqual(['agoge']);
  });
});

describe('7.5 Theater issue award and 7.51 distribution', () => {
  it('7.51 [Test] 9 and 4 markers: the Faction with more lends ⌊(9−4)/2⌋ = 2 of its choice → 7 and 6; lent markers keep their owner', () => {
    expect(lendCount(9, 4)).toBe(2);
    const af = [1, 1, 1, 1, 1, 1].map(() => tile('military', 1));
    let g = political({ athens: [...af, tile('league', 1), tile('diplomatic', -1), tile('diplomatic', -1)] });
    expect(g.factions.aristocrats.markers).toHaveLength(9);
    expect(g.factions.demagogues.markers).toHaveLength(4);
    expect(g.factions.demagogues.markers.filter((m) => m.kind === 'rumor')).toHaveLength(2);
    expect(g.flow.pending).toMatchObject({ kind: 'markers.lend', seats: ['aristocrats'] });
    expect(legalActions(g, 'aristocrats').map((a) => a.kind)).toEqual(['military', 'league', 'rumor']);
    g = play(g, 'aristocrats', { kind: 'league' });
    g = play(g, 'aristocrats', { kind: 'military' });
    expect(g.factions.aristocrats.markers).toHaveLength(7);
    expect(g.factions.demagogues.markers).toHaveLength(6);
    expect(g.factions.demagogues.markers.filter((m) => m.owner === 'aristocrats').map((m) => m.kind)).toEqual(['league', 'military']);
    expect(g.sides.athens.track).toEqual([]); // Q13: tiles leave the track
    expect(new Set([...g.factions.aristocrats.markers, ...g.factions.demagogues.markers].map((m) => m.id)).size).toBe(13);
  });
  it('7.5 every Faction takes 2 Rumors whatever it won; a captured Theater issue counts', () => {
    const g = political({ sparta: [{ ...tile('oracle', -7), captured: true }] });
    expect(g.factions.eurypontids.markers.map((m) => m.kind)).toEqual(['rumor', 'rumor']);
    expect(g.factions.agiads.markers.map((m) => m.kind)).toEqual(['oracle', 'rumor', 'rumor']);
  });
});
