// Battle arithmetic (9.42–9.46, 9.5, 9.54, 12.1, 12.3, 12.4), with the rulebook's [Test] examples.
import { describe, expect, it } from 'vitest';
import type { Force } from '../../../../../../src-shared/games/pericles/model/ids.js';
import {
  LOSER_CASUALTY_TABLE, UNIT_MV, WINNER_CASUALTY_TABLE, BASE_MV, STRATEGOS_MV, TREACHERY_MV,
} from '../../../../../../src-shared/games/pericles/data/battle.js';
import {
  baseDestructionOptions, basesDestroyed, battleHonor, battleOutcome, battleTotal, comparedStrategos,
  hostageResult, isLegalCasualtySet, isMajorDefeat, loserCasualtyOptions, unitClassOf, winnerCasualtyOptions,
} from '../../../../../../src-shared/games/pericles/rules/battle.js';
import { unitsOfKind } from '../../../../../../src-shared/games/pericles/rules/control.js';
import { at, emptyState, put, putBase, putTreachery, T } from './fixtures.js';

describe('battle data (9.42, 9.44, 9.45)', () => {
  it('9.42: MV — Spartan land 2 (the 300 too), Athenian naval 2, other units 1, base 2; Strategos and Treachery 1', () => {
    expect(UNIT_MV.sparta.land.value).toBe(2);
    expect(UNIT_MV.the300.land.value).toBe(2);
    expect(UNIT_MV.athens.naval.value).toBe(2);
    for (const f of ['athens', 'delian', 'peloponnesian', 'argos'] as const) expect(UNIT_MV[f].land.value).toBe(1);
    for (const f of ['delian', 'sparta', 'peloponnesian'] as const) expect(UNIT_MV[f].naval.value).toBe(1);
    expect(BASE_MV.value).toBe(2);
    expect(STRATEGOS_MV.value).toBe(1);
    expect(TREACHERY_MV.provenance).toBe('reconstructed');
  });
  it('9.44/9.45: casualty tables have two loser rows and four winner rows per Battle kind, all with provenance', () => {
    for (const k of ['land', 'naval'] as const) {
      expect(LOSER_CASUALTY_TABLE.filter((r) => r.battle === k)).toHaveLength(2);
      expect(WINNER_CASUALTY_TABLE.filter((r) => r.battle === k)).toHaveLength(4);
    }
    for (const r of [...LOSER_CASUALTY_TABLE, ...WINNER_CASUALTY_TABLE]) expect(r.provenance).toBe('reconstructed');
  });
  it('3.2, 12.1: City-State = Athens, Sparta, the 300; League = Delian, Peloponnesian, Argos', () => {
    const cs: Force[] = ['athens', 'sparta', 'the300'];
    const lg: Force[] = ['delian', 'peloponnesian', 'argos'];
    expect(cs.map(unitClassOf)).toEqual(['cityState', 'cityState', 'cityState']);
    expect(lg.map(unitClassOf)).toEqual(['league', 'league', 'league']);
  });
});

describe('battleTotal (9.42)', () => {
  function sparta() {
    const s = emptyState();
    put(s, T.boeotia, 'sparta', 'land', 2);
    put(s, T.boeotia, 'the300', 'land', 1);
    put(s, T.boeotia, 'peloponnesian', 'land', 1);
    put(s, T.boeotia, 'sparta', 'naval', 1);
    putBase(s, T.boeotia, 'peloponnesian');
    putTreachery(s, T.boeotia, 'sparta', 2);
    putTreachery(s, T.boeotia, 'athens', 1); // enemy markers never help Sparta
    return at(s, T.boeotia);
  }
  it('9.42 land: units of the Battle\'s kind + 2/base + Treachery + Strategos + the 300\'s Strategos role (12.4) + card', () => {
    const r = battleTotal(sparta(), 'sparta', 'land', { committedStrategos: 3, battleCard: 4 });
    // 2×2 Spartan + 2 the 300 + 1 PL + 2 base + 2 Treachery + 3 Strategos + 1 (the 300 as Strategos) + 4 card
    expect(r.total).toBe(4 + 2 + 1 + 2 + 2 + 3 + 1 + 4);
    expect(r.parts.map((p) => [p.item, p.force ?? '', p.count, p.each, p.value])).toEqual([
      ['units', 'sparta', 2, 2, 4], ['units', 'the300', 1, 2, 2], ['units', 'peloponnesian', 1, 1, 1],
      ['bases', '', 1, 2, 2], ['treachery', '', 2, 1, 2], ['strategos', '', 3, 1, 3], ['the300', '', 1, 1, 1], ['card', '', 1, 4, 4],
    ]);
  });
  it('9.41, Q35: in a naval Battle land units do not count, but the 300\'s Strategos role still adds 1', () => {
    const r = battleTotal(sparta(), 'sparta', 'naval', { committedStrategos: 3, battleCard: 4 });
    expect(r.total).toBe(1 + 2 + 2 + 3 + 1 + 4);
  });
  it('12.3: the State Ship counts as one more Strategos; only Athens has it', () => {
    const s = emptyState();
    put(s, T.athens, 'athens', 'naval', 2);
    put(s, T.athens, 'delian', 'naval', 1);
    put(s, T.athens, 'athens', 'land', 5);
    const r = battleTotal(at(s, T.athens), 'athens', 'naval', { committedStrategos: 2, stateShip: true, battleCard: 3 });
    expect(r.total).toBe(4 + 1 + 2 + 1 + 3);
    expect(r.parts.find((p) => p.item === 'stateShip')).toMatchObject({ value: 1, rule: '12.3' });
    expect(() => battleTotal(at(s, T.athens), 'sparta', 'naval', { committedStrategos: 0, stateShip: true, battleCard: 1 })).toThrow();
  });
});

describe('battleOutcome (9.43)', () => {
  it('9.43: higher total wins; the differential is the difference', () => {
    expect(battleOutcome(11, 13)).toEqual({ winner: 'sparta', loser: 'athens', differential: 2 });
    expect(battleOutcome(9, 2)).toEqual({ winner: 'athens', loser: 'sparta', differential: 7 });
  });
  it('9.43: equal totals are a draw', () => {
    expect(battleOutcome(8, 8)).toEqual({ winner: null, loser: null, differential: 0 });
  });
});

describe('loser casualties (9.44)', () => {
  it('9.44: one row per set, never combined; City-State row 1 per 2 winning units, League row 1 per winning unit', () => {
    const opts = loserCasualtyOptions('land', { athens: 3, delian: 2 }, { sparta: 2, the300: 1, peloponnesian: 3 }, 10);
    expect(opts.map((o) => o.units)).toEqual([
      { sparta: 2 }, { sparta: 1, the300: 1 }, // 5 winning units → 2 City-State
      { peloponnesian: 3 }, // 5 → 5 League, only 3 present
    ]);
    expect(isLegalCasualtySet(opts, { sparta: 2 })).toBe(true);
    expect(isLegalCasualtySet(opts, { the300: 1, sparta: 1 })).toBe(true);
    expect(isLegalCasualtySet(opts, { sparta: 1, peloponnesian: 1 })).toBe(false); // rows combined
    expect(isLegalCasualtySet(opts, { sparta: 1 })).toBe(false); // row not satisfied completely
    expect(isLegalCasualtySet(opts, { peloponnesian: 2 })).toBe(false);
  });
  it('9.44: fractions are dropped (1 winning unit eliminates no City-State unit)', () => {
    const opts = loserCasualtyOptions('land', { athens: 1 }, { sparta: 2, peloponnesian: 2 }, 10);
    expect(opts.map((o) => o.units)).toEqual([{ peloponnesian: 1 }]);
    expect(loserCasualtyOptions('land', { athens: 1 }, { sparta: 2 }, 10)).toEqual([{ rows: ['none'], rule: '9.44', units: {}, count: 0 }]);
  });
  it('9.44: never more units than the casualty differential', () => {
    const opts = loserCasualtyOptions('naval', { athens: 6 }, { peloponnesian: 5, sparta: 2 }, 2);
    expect(opts.map((o) => o.units)).toEqual([{ sparta: 2 }, { peloponnesian: 2 }]);
  });
  it('9.44 note: an all-land Spartan force in Athens losing the naval Battle loses nothing', () => {
    const s = emptyState();
    put(s, T.athens, 'sparta', 'land', 4);
    put(s, T.athens, 'athens', 'naval', 3);
    const t = at(s, T.athens);
    const opts = loserCasualtyOptions('naval', unitsOfKind(t, 'athens', 'naval'), unitsOfKind(t, 'sparta', 'naval'), 6);
    expect(opts).toEqual([{ rows: ['none'], rule: '9.44', units: {}, count: 0 }]);
    expect(isLegalCasualtySet(opts, {})).toBe(true);
    expect(isLegalCasualtySet(opts, { sparta: 1 })).toBe(false);
    expect(basesDestroyed({ loserUnitsPresent: 0, loserUnitsEliminated: 0, differential: 6, winnerStrategos: 3, loserStrategos: 1, loserBases: 0 })).toBe(0);
  });
});

describe('winner casualties (9.45)', () => {
  it('9.45 land: 3 City-State losses cost 1 City-State or (2 per) 1 League winning unit', () => {
    const opts = winnerCasualtyOptions('land', { sparta: 2, the300: 1 }, { athens: 2, delian: 3 });
    expect(opts.map((o) => [o.rows, o.units])).toEqual([[['W-land-cs-cs'], { athens: 1 }], [['W-land-cs-lg'], { delian: 1 }]]);
  });
  it('9.45 naval costs the winner more: 2 Athenian rods lost → 1 Spartan rod or 2 League rods', () => {
    const opts = winnerCasualtyOptions('naval', { athens: 2 }, { sparta: 1, peloponnesian: 4 });
    expect(opts.map((o) => o.units)).toEqual([{ sparta: 1 }, { peloponnesian: 2 }]);
    expect(isLegalCasualtySet(opts, { sparta: 1, peloponnesian: 2 })).toBe(false);
  });
  it('9.45: too few losses for any row → the winner loses nothing', () => {
    expect(winnerCasualtyOptions('land', { peloponnesian: 2 }, { athens: 4 }).map((o) => o.count)).toEqual([0]);
  });
  it('9.45: a set satisfying two rows is offered once, naming both rows', () => {
    // 2 City-State + 3 League lost; the winner has only Delian units: rows cs→lg and lg→lg both give 1 Delian.
    const opts = winnerCasualtyOptions('land', { sparta: 2, peloponnesian: 3 }, { delian: 5 });
    expect(opts).toEqual([{ rows: ['W-land-cs-lg', 'W-land-lg-lg'], rule: '9.45', units: { delian: 1 }, count: 1 }]);
  });
  it('9.45: League losses — 6 League lost give 2 League or 1 City-State winning units', () => {
    const opts = winnerCasualtyOptions('land', { peloponnesian: 6 }, { delian: 5, athens: 2 });
    expect(opts.map((o) => o.units)).toEqual([{ athens: 1 }, { delian: 2 }]);
  });
});

describe('base destruction (9.44)', () => {
  it('9.44 [Test]: differential 7, the loser\'s 3 units all eliminated, winner committed more → 2 bases destroyed', () => {
    expect(basesDestroyed({ loserUnitsPresent: 3, loserUnitsEliminated: 3, differential: 7, winnerStrategos: 4, loserStrategos: 2, loserBases: 3 })).toBe(2);
  });
  it('9.44: no bases unless ALL the loser\'s military units in the theater are eliminated (Q23)', () => {
    expect(basesDestroyed({ loserUnitsPresent: 4, loserUnitsEliminated: 3, differential: 9, winnerStrategos: 4, loserStrategos: 2, loserBases: 3 })).toBe(0);
  });
  it('9.44: no bases unless the winner committed MORE Strategos; the State Ship counts (Q34)', () => {
    const p = { loserUnitsPresent: 1, loserUnitsEliminated: 1, differential: 5, loserBases: 2 };
    expect(basesDestroyed({ ...p, winnerStrategos: comparedStrategos(3), loserStrategos: 3 })).toBe(0);
    expect(basesDestroyed({ ...p, winnerStrategos: comparedStrategos(3, true), loserStrategos: 3 })).toBe(2);
  });
  it('9.44 / 12.4 Q35b: the 300 in the theater counts as one committed Strategos', () => {
    expect(comparedStrategos(1, false, true)).toBe(2);
    expect(comparedStrategos(1, true, true)).toBe(3);
  });
  it('9.44: rounded down and capped by the bases present', () => {
    expect(basesDestroyed({ loserUnitsPresent: 2, loserUnitsEliminated: 2, differential: 5, winnerStrategos: 2, loserStrategos: 1, loserBases: 3 })).toBe(1);
    expect(basesDestroyed({ loserUnitsPresent: 0, loserUnitsEliminated: 0, differential: 9, winnerStrategos: 2, loserStrategos: 1, loserBases: 1 })).toBe(1);
  });
  it('9.44: which bases — every split by owner, up to the maximum', () => {
    const s = putBase(putBase(emptyState(), T.samos, 'athens', 1), T.samos, 'delian', 2);
    expect(baseDestructionOptions(at(s, T.samos), 'athens', 2)).toEqual([
      { athens: 1, delian: 1 }, { delian: 2 }, { athens: 1 }, { delian: 1 }, {},
    ]);
  });
});

describe('Hostages (9.46, Q40)', () => {
  it('9.46: Sparta wins a naval Battle eliminating an Athenian rod → Hostages', () => {
    expect(hostageResult('naval', 'sparta', { athens: 1, delian: 2 }, false)).toEqual({ hostages: true, marker: true });
  });
  it('Q40: Delian losses alone never give Hostages; Athenian land losses do not either', () => {
    expect(hostageResult('naval', 'sparta', { delian: 3 }, false).hostages).toBe(false);
    expect(hostageResult('land', 'sparta', { athens: 3 }, false).hostages).toBe(false);
  });
  it('9.46: Athens wins a land Battle eliminating a Spartan land unit, the 300 included', () => {
    expect(hostageResult('land', 'athens', { the300: 1 }, false).hostages).toBe(true);
    expect(hostageResult('land', 'athens', { peloponnesian: 5 }, false).hostages).toBe(false);
    expect(hostageResult('naval', 'athens', { sparta: 2 }, false).hostages).toBe(false);
  });
  it('9.46: a Side already holding a marker takes no second, but the Honor is still earned', () => {
    expect(hostageResult('land', 'athens', { sparta: 1 }, true)).toEqual({ hostages: true, marker: false });
  });
});

describe('Battle Honor (9.51–9.53) and Major Defeat (9.54)', () => {
  const dominant = { athens: 'demagogues', sparta: 'eurypontids' } as const;
  it('9.51: CinC\'s Side wins — CinC +2×E (+5 Hostages), Compatriot +1×E; 9.53 losers −own losses each', () => {
    const r = battleHonor({ winner: 'athens', cinc: 'aristocrats', dominant, loserUnitsEliminated: { sparta: 1, peloponnesian: 1 }, loserBasesEliminated: 1, hostages: true });
    expect(r.eliminated).toBe(3);
    expect(r.deltas).toEqual({ aristocrats: 6 + 5, demagogues: 3, eurypontids: -3, agiads: -3 });
    expect(r.loserHonorLost).toBe(3 + 3 + 5);
    expect(r.majorDefeat).toBe(true);
  });
  it('9.52: the other Side wins — both Factions +1×E; its Dominant Faction +5 for Hostages', () => {
    const r = battleHonor({ winner: 'athens', cinc: 'agiads', dominant, loserUnitsEliminated: { sparta: 1 }, loserBasesEliminated: 0, hostages: true });
    expect(r.deltas).toEqual({ aristocrats: 1, demagogues: 1 + 5, eurypontids: -1, agiads: -1 });
    expect(r.loserHonorLost).toBe(7);
    expect(r.majorDefeat).toBe(true); // 9.54: Hostages make it a Major Defeat automatically
  });
  it('12.1: Athenians lose nothing for Argos units; Sparta still gains for them', () => {
    const r = battleHonor({ winner: 'sparta', cinc: 'eurypontids', dominant, loserUnitsEliminated: { argos: 2, delian: 1 }, loserBasesEliminated: 0, hostages: false });
    expect(r.deltas).toEqual({ aristocrats: -1, demagogues: -1, eurypontids: 6, agiads: 3 });
    expect(r.lines).toContainEqual({ faction: 'aristocrats', delta: -1, rule: '9.53, 12.1' });
    expect(r.majorDefeat).toBe(false);
  });
  it('9.54 / Q24: both losing Factions\' nominal losses summed — 2 losses (4) is no Major Defeat, 3 (6) is', () => {
    const base = { winner: 'sparta' as const, cinc: 'agiads' as const, dominant, loserBasesEliminated: 0, hostages: false };
    expect(battleHonor({ ...base, loserUnitsEliminated: { delian: 2 } }).majorDefeat).toBe(false);
    expect(battleHonor({ ...base, loserUnitsEliminated: { delian: 2 }, loserBasesEliminated: 1 }).majorDefeat).toBe(true);
    expect(isMajorDefeat(4)).toBe(false);
    expect(isMajorDefeat(5)).toBe(true);
  });
  it('9.5: nothing eliminated — no Honor changes', () => {
    const r = battleHonor({ winner: 'sparta', cinc: 'agiads', dominant, loserUnitsEliminated: {}, loserBasesEliminated: 0, hostages: false });
    expect(r.lines).toEqual([]);
    expect(r.loserHonorLost).toBe(0);
  });
});
