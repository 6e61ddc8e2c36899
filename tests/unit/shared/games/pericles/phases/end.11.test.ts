// 11.0 End Phase: 11.11 Honor, 11.12 Conquest, 11.13 Granaries, 11.14 scoring, 11.2 Upkeep,
// 11.3 Redeployment, 11.4 Will of the Assembly; 13.21 Peace of Callias, 13.22 penalties.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { act, expectSound, kind, legal, position, t, who } from './theaterHelpers.js';

const end = (spec: Parameters<typeof position>[0]): GameState => position({ persianWar: 'callias', at: 'end.persianWar', ...spec });

describe('11.1 automatic victories', () => {
  it('11.11 Honor: Dominant, above its Compatriot, ≥ 3× each enemy, Side total above the enemy\'s', () => {
    const g = end({ turn: 7, honor: { aristocrats: 30, demagogues: 5, eurypontids: 10, agiads: 9 } });
    expect(g.result).toMatchObject({ reason: 'honor', winner: 'aristocrats', rule: '11.11' });
    const no = end({ turn: 7, honor: { aristocrats: 29, demagogues: 5, eurypontids: 10, agiads: 9 } });
    expect(no.result).toBeNull();
    const off = end({ turn: 7, honor: { aristocrats: 30, demagogues: 5, eurypontids: 10, agiads: 9 }, edit(s) { s.rules.automaticHonorVictory = false; } });
    expect(off.result).toBeNull();
  });

  it('11.12 Conquest: Athens Controlled by Sparta → Sparta wins; Dominant +5, Opposition −5, more Honor wins', () => {
    const g = end({
      turn: 7,
      theaters: { 7: { units: { sparta: { land: 1 } } }, 13: { bases: { delian: 1 } } },
      honor: { eurypontids: 10, agiads: 21 },
    });
    expect(g.result).toMatchObject({ reason: 'conquest', winningSide: 'sparta', winner: 'agiads' });
    expect(g.factions.eurypontids.honor).toBe(15);
    expect(g.factions.agiads.honor).toBe(16);
    const dominantTie = end({ turn: 7, theaters: { 7: { units: { sparta: { land: 1 } } } }, honor: { eurypontids: 10, agiads: 20 } });
    expect(dominantTie.result).toMatchObject({ winner: 'eurypontids' }); // 15 vs 15: the Dominant Faction
    const tie = end({ turn: 7, theaters: { 7: { units: { sparta: { land: 1 } } }, 6: { units: { athens: { land: 1 } } } } });
    expect(tie.result).toMatchObject({ reason: 'draw', winningSide: null });
  });

  it('11.13 Granaries: no Athenian or DL base in a Granary at the start of the turn nor in the End Phase → Sparta wins', () => {
    const g = end({ turn: 7, theaters: { 7: { bases: { athens: 1 } } }, edit(s) { s.athensGranaryAtTurnStart = false; } });
    expect(g.result).toMatchObject({ reason: 'granaries', winningSide: 'sparta', winner: 'eurypontids' });
    // (With nothing to decide, these positions play on to the last turn and end by 11.14.)
    const held = end({ turn: 7, theaters: { 7: { bases: { athens: 1 } }, 13: { bases: { delian: 1 } } }, edit(s) { s.athensGranaryAtTurnStart = false; } });
    expect(held.result?.reason).toBe('endOfGame');
    const began = end({ turn: 9, theaters: { 7: { bases: { athens: 1 } } } });
    // Turn 9 began with a Granary (no win); its End Phase records that turn 10 begins without one.
    expect(began.log.some((e) => e.turn === 9 && e.msg === 'game.result')).toBe(false);
    expect(began.result).toMatchObject({ reason: 'granaries', rule: '11.13' });
    expect(began.turn).toBe(10);
    // The Eastern Mediterranean is a Granary only during the Persian War.
    const em = position({ turn: 7, persianWar: 'inProgress', theaters: { 7: { bases: { athens: 1 } }, 20: { bases: { delian: 1 } } }, at: 'end.victory', edit(s) { s.athensGranaryAtTurnStart = false; } });
    expect(em.result?.reason).not.toBe('granaries');
  });

  it('11.14 end of game: bonuses A–D, then the higher City-State wins and its Faction with more Honor', () => {
    const g = end({
      turn: 10,
      theaters: {
        7: { units: { athens: { naval: 1 } }, bases: { athens: 1 } },
        13: { bases: { delian: 1 } },
        6: { units: { sparta: { land: 1 } }, bases: { sparta: 1 } },
      },
      honor: { aristocrats: 10, demagogues: 10, eurypontids: 10, agiads: 10 },
    });
    // Athens: A +5/−5; B 2 bases → 6 → 3/3; C 2 theaters → 6 → 3/3. Sparta: A; B 1 base → 3 → 2/1; D 1 → 6 → 3/3.
    expect(g.factions.aristocrats.honor).toBe(21);
    expect(g.factions.demagogues.honor).toBe(11);
    expect(g.factions.eurypontids.honor).toBe(20);
    expect(g.factions.agiads.honor).toBe(9);
    expect(g.result).toMatchObject({ reason: 'endOfGame', winningSide: 'athens', winner: 'aristocrats' });
    expect(g.flow.phase).toBe('over'); // Q25: 11.2–11.4 skipped on the last turn
  });
});

describe('11.2 Upkeep', () => {
  it('4 per base; naval 2, land 1; the Dominant Faction removes units one at a time until within capacity', () => {
    let g = end({
      turn: 7,
      theaters: { 7: { units: { athens: { naval: 2, land: 1 } }, bases: { athens: 1 } }, 13: { units: { delian: { naval: 1 } }, bases: { delian: 1 } }, 6: { units: { sparta: { land: 2 } }, bases: { sparta: 1 } } },
    });
    // Athens: 2 bases → 8; cost 4 + 1 + 2 = 7: fine. Make it 10 by adding naval.
    expect(kind(g)).not.toBe('upkeep.remove');
    g = end({
      turn: 7,
      theaters: { 7: { units: { athens: { naval: 3, land: 2 } }, bases: { athens: 1 } }, 6: { units: { sparta: { land: 2 } }, bases: { sparta: 1 } } },
      dominant: { athens: 'demagogues' },
    });
    expect(kind(g)).toBe('upkeep.remove');
    expect(who(g)).toBe('demagogues');
    g = act(g, { type: 'remove', theater: 7, force: 'athens', kind: 'naval' });
    g = act(g, { type: 'remove', theater: 7, force: 'athens', kind: 'naval' }); // cost 2 + 2 = 4 ≤ 4
    expect(kind(g)).not.toBe('upkeep.remove');
    expect(t(g, 7).units.athens).toEqual({ naval: 1, land: 2 });
  });
});

describe('11.3 Redeployment', () => {
  it('order DL, Athens, PL, Sparta; only to theaters with the right base; baseless theaters keep one unit', () => {
    let g = end({
      turn: 7,
      theaters: {
        7: { units: { athens: { land: 1 } }, bases: { athens: 1 } },
        13: { bases: { delian: 1 } },
        9: { units: { delian: { land: 2 } } },
        6: { units: { sparta: { land: 1 } }, bases: { sparta: 1 } },
      },
    });
    expect(kind(g)).toBe('redeploy.move');
    expect(who(g)).toBe('aristocrats');
    const l = legal(g);
    expect(l.every((a) => a.type !== 'redeploy' || a.force === 'delian')).toBe(true);
    expect(l).toContainEqual({ type: 'redeploy', force: 'delian', kind: 'land', from: 9, to: 13 });
    expect(l).not.toContainEqual({ type: 'redeploy', force: 'delian', kind: 'land', from: 9, to: 7 }); // no DL base there
    expect(l).not.toContainEqual({ type: 'redeployDone' }); // 2 units in a baseless theater: one must leave
    g = act(g, { type: 'redeploy', force: 'delian', kind: 'land', from: 9, to: 13 });
    expect(legal(g)).toContainEqual({ type: 'redeployDone' });
    g = act(g, { type: 'redeployDone' });
    // Athens next: Athenian units may go to Athenian or DL bases.
    expect(legal(g)).toContainEqual({ type: 'redeploy', force: 'athens', kind: 'land', from: 7, to: 13 });
    expectSound(g);
  });

  // 11.3 [Test]: Sparta (6) holds 9 Spartan land, the 300 and 6 PL land (16 friendly units). Bases
  // enough for the upkeep (11.2: 4 bases, 16 points), and a Spartan and a PL base in Isthmus (5).
  const sixteen = (): GameState => end({
    turn: 7,
    theaters: {
      7: { bases: { athens: 1 } }, 13: { bases: { delian: 1 } },
      6: { units: { sparta: { land: 9 }, the300: { land: 1 }, peloponnesian: { land: 6 } }, bases: { sparta: 1, peloponnesian: 1 } },
      5: { bases: { sparta: 1, peloponnesian: 1 } },
    },
  });

  it('11.3 [Test] the 15-unit limit is checked on every theater\'s final position: with 16 in Sparta the PL group may not finish', () => {
    let g = sixteen();
    expect(t(g, 6).units.sparta.land + t(g, 6).units.the300.land + t(g, 6).units.peloponnesian.land).toBe(16);
    while (legal(g).some((a) => a.type === 'redeploy' && a.force !== 'peloponnesian' && a.force !== 'sparta' && a.force !== 'the300')) {
      g = act(g, { type: 'redeployDone' }); // the Athenian groups have nothing to fix
    }
    expect(kind(g)).toBe('redeploy.move');
    expect(legal(g).every((a) => a.type !== 'redeploy' || a.force === 'peloponnesian')).toBe(true);
    expect(legal(g)).not.toContainEqual({ type: 'redeployDone' });
    g = act(g, { type: 'redeploy', force: 'peloponnesian', kind: 'land', from: 6, to: 5 });
    expect(legal(g)).toContainEqual({ type: 'redeployDone' });
    expectSound(g);
  });

  it('11.3 [Test] nor may the Spartan group finish above 15 (the PL group had nowhere to go)', () => {
    let g = end({
      turn: 7,
      theaters: {
        7: { bases: { athens: 1 } }, 13: { bases: { delian: 1 } },
        6: { units: { sparta: { land: 9 }, the300: { land: 1 }, peloponnesian: { land: 6 } }, bases: { sparta: 1, peloponnesian: 1 } },
        5: { bases: { sparta: 2 } },
      },
    });
    expect(kind(g)).toBe('redeploy.move');
    expect(legal(g).every((a) => a.type !== 'redeploy' || a.force === 'sparta' || a.force === 'the300')).toBe(true);
    expect(legal(g)).not.toContainEqual({ type: 'redeployDone' });
    g = act(g, { type: 'redeploy', force: 'sparta', kind: 'land', from: 6, to: 5 });
    expect(legal(g)).toContainEqual({ type: 'redeployDone' });
    expectSound(g);
  });

  it('Q30: surplus in a baseless theater with no legal destination returns to the pool', () => {
    const g = end({
      turn: 7,
      theaters: { 7: { bases: { athens: 1 } }, 9: { units: { peloponnesian: { land: 3 } } }, 13: { bases: { delian: 1 } }, 6: { bases: { sparta: 1 } } },
    });
    expect(t(g, 9).units.peloponnesian.land).toBe(1); // no PL base anywhere: 2 go back to the pool
  });
});

describe('11.4 Will of the Assembly', () => {
  it('met: +5 to both Factions; failed: −5 each and 5 Strategos set aside until the end of next turn (Q31)', () => {
    const g = end({
      turn: 7,
      theaters: { 7: { bases: { athens: 1 } }, 13: { bases: { delian: 1 } }, 6: { bases: { sparta: 1 } }, 10: { units: { peloponnesian: { land: 1 } } } },
      edit(s) {
        s.sides.athens.will = { theater: 13, require: 'control', ignored: false, baseActionTaken: false };
        s.sides.sparta.will = { theater: 9, require: 'controlOrContest', ignored: false, baseActionTaken: false };
      },
    });
    // Nothing to decide: the position plays on to the last turn; read turn 7 and 8 from the log.
    const willLines = g.log.filter((e) => e.turn === 7 && e.rule === '11.4' && e.msg === 'honor');
    expect(willLines.map((e) => [e.args.faction, e.args.delta])).toEqual([
      ['aristocrats', 5], ['demagogues', 5], ['eurypontids', -5], ['agiads', -5],
    ]);
    expect(g.log.some((e) => e.turn === 7 && e.msg === 'will.withheld' && e.args.side === 'sparta' && e.args.n === 5)).toBe(true);
    expect(g.log.some((e) => e.turn === 8 && e.msg === 'will.returned' && e.args.side === 'sparta' && e.args.n === 5)).toBe(true);
    expectSound(g);
  });
});

describe('11.42 Controlled or Contested', () => {
  it('11.42 a Will requiring Contested is met by a Friendly-Controlled theater; one requiring Controlled is not met by a Contested one', () => {
    let g = end({
      turn: 7,
      theaters: {
        7: { bases: { athens: 1 } }, 13: { bases: { delian: 1 } }, 6: { bases: { sparta: 1 } },
        8: { units: { athens: { land: 1 }, peloponnesian: { land: 1 } }, bases: { peloponnesian: 1 } },
        10: { units: { peloponnesian: { land: 1 } } },
      },
      edit(s) {
        s.sides.athens.will = { theater: 8, require: 'control', ignored: false, baseActionTaken: false };
        s.sides.sparta.will = { theater: 10, require: 'controlOrContest', ignored: false, baseActionTaken: false };
      },
    });
    while (kind(g) === 'redeploy.move') g = act(g, { type: 'redeployDone' }); // everyone stays (11.3)
    const willLines = g.log.filter((e) => e.turn === 7 && e.rule === '11.4' && e.msg === 'honor');
    expect(willLines.map((e) => [e.args.faction, e.args.delta])).toEqual([
      ['aristocrats', -5], ['demagogues', -5], ['eurypontids', 5], ['agiads', 5],
    ]);
  });
});

describe('13.21 Peace of Callias and 13.22 penalties', () => {
  it('the Athenian Dominant may make the Peace when an Athenian/DL base is in the Eastern Mediterranean', () => {
    let g = position({
      turn: 3,
      persianWar: 'inProgress',
      theaters: {
        7: { units: { athens: { naval: 2 } }, bases: { athens: 1 } },
        20: { units: { athens: { naval: 1 }, peloponnesian: { naval: 1 } }, bases: { delian: 1, peloponnesian: 1 } },
      },
      at: 'end.persianWar',
    });
    expect(kind(g)).toBe('callias');
    expect(who(g)).toBe('aristocrats');
    expect(legal(g)).toEqual([{ type: 'callias', make: false }, { type: 'callias', make: true, naval: 7 }, { type: 'callias', make: true, naval: 20 }]);
    g = act(g, { type: 'callias', make: true, naval: 7 });
    expect(g.persianWar).toBe('callias');
    expect(t(g, 20).bases).toMatchObject({ delian: 0, peloponnesian: 0 });
    expect(g.persianBases).toBe(1);
    expect(t(g, 7).units.athens.naval).toBe(2); // 2 − 1 destroyed + 1 come home
    expect(t(g, 6).units.peloponnesian.naval).toBe(1);
    expect(g.factions.aristocrats.honor).toBe(10); // no 13.22 penalty once the Peace is made
  });

  it('the war goes on: the Athenian Dominant loses the turn number, and 1 more if theater 20 is not held (Q38)', () => {
    const g = position({
      turn: 3,
      persianWar: 'inProgress',
      theaters: { 7: { bases: { athens: 1 } }, 20: { units: { sparta: { naval: 1 } } } },
      at: 'end.persianWar',
    });
    expect(g.factions.aristocrats.honor).toBe(6); // 10 − 3 − 1
    const held = position({
      turn: 3,
      persianWar: 'inProgress',
      theaters: { 7: { bases: { athens: 1 } }, 20: { units: { athens: { naval: 1 }, sparta: { naval: 1 } } } },
      at: 'end.persianWar',
    });
    expect(held.factions.aristocrats.honor).toBe(7);
    const declined = act(position({
      turn: 2, persianWar: 'inProgress', theaters: { 7: { bases: { athens: 1 } }, 20: { bases: { delian: 1 } } }, at: 'end.persianWar',
    }), { type: 'callias', make: false });
    expect(declined.factions.aristocrats.honor).toBe(8); // −2, and Athens controls 20
  });
});
