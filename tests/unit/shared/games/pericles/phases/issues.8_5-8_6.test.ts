// 8.51 Diplomatic, 8.52 League (12.1 Argos, 13.1 Persian bases), 8.53 Oracle, 8.6 Political Capital.
import { describe, expect, it } from 'vitest';
import { FACTIONS } from '../../../../../../src-shared/games/pericles/model/ids.js';
import { act, answerAll, expectSound, keepAlive, kind, legal, position, queue, t, who } from './theaterHelpers.js';

describe('8.51 Diplomatic', () => {
  it('Contested/Enemy: attack > defence converts an enemy League base, removes own Treachery, +2 / −2', () => {
    let g = position({
      theaters: { 9: { units: { peloponnesian: { land: 1 } }, bases: { peloponnesian: 1 }, treachery: { athens: 1 } } },
      strategos: { aristocrats: 3 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, 9, 'aristocrats', 'diplomatic'); },
    });
    g = act(g, { type: 'reveal', place: '9' });
    expect(kind(g)).toBe('diplomacy.commit');
    expect(legal(g)).toEqual([{ type: 'decline' }, { type: 'commit', n: 1 }, { type: 'commit', n: 2 }, { type: 'commit', n: 3 }]);
    g = act(g, { type: 'commit', n: 3 }); // attack 3 + 1 = 4 > defence 1 + 2 = 3
    expect(t(g, 9).bases).toMatchObject({ peloponnesian: 0, delian: 1 });
    expect(t(g, 9).treachery.athens).toBe(0);
    expect(g.factions.aristocrats.honor).toBe(12);
    expect(g.factions.eurypontids.honor).toBe(8);
    expect(g.factions.aristocrats.strategos).toBe(0);
    expectSound(g);
  });

  it('otherwise places Treachery markers equal to the Strategos committed (limit 10)', () => {
    let g = position({
      theaters: { 9: { units: { sparta: { land: 2 } }, treachery: { athens: 9 } } },
      strategos: { aristocrats: 3 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, 9, 'aristocrats', 'diplomatic'); },
    });
    g = act(g, { type: 'reveal', place: '9' });
    g = act(g, { type: 'commit', n: 3 }); // 3 + 9 = 12 > 4, but no League base: Q16 nothing
    expect(t(g, 9).treachery.athens).toBe(9);
    let h = position({
      theaters: { 9: { units: { sparta: { land: 6 } }, treachery: { athens: 8 } } },
      strategos: { aristocrats: 3 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, 9, 'aristocrats', 'diplomatic'); },
    });
    h = act(h, { type: 'reveal', place: '9' });
    h = act(h, { type: 'commit', n: 3 }); // 3 + 8 = 11 ≤ 12: Treachery, but only 2 markers are left of 10
    expect(t(h, 9).treachery.athens).toBe(10);
    expectSound(h);
  });

  it('Friendly-Controlled: commit up to 3 to remove that many Treachery markers of either Side', () => {
    let g = position({
      theaters: { 9: { units: { delian: { land: 1 } }, treachery: { athens: 1, sparta: 3 } } },
      strategos: { demagogues: 2 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, 9, 'demagogues', 'diplomatic'); },
    });
    g = act(g, { type: 'reveal', place: '9' });
    expect(kind(g)).toBe('diplomacy.friendly');
    expect(legal(g)).toContainEqual({ type: 'remove', own: 0, enemy: 2 });
    expect(legal(g)).not.toContainEqual({ type: 'remove', own: 1, enemy: 2 }); // only 2 Strategos
    g = act(g, { type: 'remove', own: 0, enemy: 2 });
    expect(t(g, 9).treachery).toEqual({ athens: 1, sparta: 1 });
    expect(g.factions.demagogues.strategos).toBe(0);
  });

  it('Neutral: secret 0–5 vs the other Dominant 0–4, Battle cards added; ≥ 2× places a League base', () => {
    let g = position({
      strategos: { aristocrats: 5, eurypontids: 4 },
      at: 'theater.resolve',
      edit(s) {
        keepAlive(s);
        queue(s, 9, 'aristocrats', 'diplomatic');
        s.sides.athens.battleDeck = ['ath-05'];
        s.sides.sparta.battleDeck = ['spa-01'];
      },
    });
    g = act(g, { type: 'reveal', place: '9' });
    g = act(g, { type: 'resolve' });
    expect(kind(g)).toBe('diplomacy.neutral');
    expect(legal(g, 'aristocrats')).toHaveLength(6);
    expect(legal(g, 'eurypontids')).toHaveLength(5);
    g = answerAll(g, { aristocrats: { type: 'allocate', n: 4 }, eurypontids: { type: 'allocate', n: 1 } });
    // 4 + 2 = 6 ≥ 2 × (1 + 1)
    expect(t(g, 9).bases.delian).toBe(1);
    expectSound(g);
  });
});

describe('8.52 League, 12.1 Argos, 13.1 Persian bases', () => {
  it('offers the four options where they apply and builds units per friendly League base', () => {
    let g = position({
      theaters: { 11: { units: { delian: { land: 1 } }, bases: { delian: 1, peloponnesian: 1 }, treachery: { sparta: 1 } } },
      strategos: { aristocrats: 4 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, 11, 'aristocrats', 'league'); },
    });
    g = act(g, { type: 'reveal', place: '11' });
    const opts = legal(g).map((a) => a.option ?? a.type);
    expect(opts).toEqual(['decline', 'buildBase', 'convertBase', 'units', 'units', 'units', 'removeTreachery']);
    const built = act(g, { type: 'league', option: 'buildBase' });
    expect(t(built, 11).bases.delian).toBe(2);
    expect(built.factions.aristocrats.honor).toBe(12);
    const conv = act(g, { type: 'league', option: 'convertBase' });
    expect(t(conv, 11).bases).toMatchObject({ delian: 0, athens: 1 });
    const units = act(g, { type: 'league', option: 'units', naval: 0, land: 2 });
    expect(t(units, 11).units.delian.land).toBe(3);
  });

  it('no effect in a Neutral or Enemy-Controlled theater (Q17)', () => {
    const g = act(position({
      theaters: { 11: { bases: { peloponnesian: 1 } } },
      strategos: { aristocrats: 4 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, 11, 'aristocrats', 'league'); },
    }), { type: 'reveal', place: '11' });
    expect(g.log.some((e) => e.msg === 'issue.done' && e.args.outcome === 'noEffect')).toBe(true);
  });

  it('12.1: with a DL base in Sparta, an Athenian League issue there may build up to 4 Argos units', () => {
    let g = position({
      theaters: { 6: { units: { sparta: { land: 2 } }, bases: { delian: 1, sparta: 1 } } },
      strategos: { demagogues: 1 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, 6, 'demagogues', 'league'); },
    });
    g = act(g, { type: 'reveal', place: '6' });
    expect(legal(g).filter((a) => a.option === 'argos').map((a) => a.n)).toEqual([1, 2, 3, 4]);
    g = act(g, { type: 'league', option: 'argos', n: 4 });
    expect(t(g, 6).units.argos.land).toBe(4);
  });

  it('12.1: without a DL base in Sparta all but one Argos unit are removed', () => {
    const g = position({
      theaters: { 6: { units: { argos: { land: 3 } } } },
      at: 'theater.resolve',
      edit(s) { queue(s, 3, 'agiads', 'rumor'); },
    });
    expect(t(g, 6).units.argos.land).toBe(3);
    const h = act(g, { type: 'reveal', place: '3' }); // rechecked after every issue
    expect(t(h, 6).units.argos.land).toBe(1);
  });

  it('13.1: only Spartan League issues resolve in Persia, building a Persian base (Q37: 4 Strategos, +2)', () => {
    let g = position({
      strategos: { agiads: 4, aristocrats: 4 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, 'persia', 'agiads', 'league'); queue(s, 'persia', 'aristocrats', 'league'); },
    });
    g = act(g, { type: 'reveal', place: 'persia' }); // Athenian League in Persia: no effect
    expect(g.factions.aristocrats.strategos).toBe(4);
    expect(who(g)).toBe('demagogues');
  });
});

describe('8.53 Oracle', () => {
  it('3 Honor; or 1 Honor and an enemy League unit anywhere (Argos counts, Q42); or Treachery in three theaters', () => {
    let g = position({
      theaters: { 6: { units: { argos: { land: 1 } }, bases: { delian: 1 } }, 12: { units: { delian: { naval: 1 } } } },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, 3, 'agiads', 'oracle'); s.honorOrder = ['eurypontids', 'agiads', 'aristocrats', 'demagogues']; },
    });
    expect(who(g)).toBe('eurypontids');
    g = act(g, { type: 'reveal', place: '3' });
    expect(who(g)).toBe('agiads');
    const opts = legal(g);
    expect(opts).toContainEqual({ type: 'oracle', option: 'removeUnit', theater: 6, force: 'argos', kind: 'land' });
    expect(opts).toContainEqual({ type: 'oracle', option: 'removeUnit', theater: 12, force: 'delian', kind: 'naval' });
    const honor = act(g, { type: 'oracle', option: 'honor' });
    expect(honor.factions.agiads.honor).toBe(13);
    const removed = act(g, { type: 'oracle', option: 'removeUnit', theater: 6, force: 'argos', kind: 'land' });
    expect(t(removed, 6).units.argos.land).toBe(0);
    expect(removed.factions.agiads.honor).toBe(11);
    let tr = act(g, { type: 'oracle', option: 'treachery' });
    tr = act(tr, { type: 'treachery', theater: 1 });
    expect(legal(tr)).not.toContainEqual({ type: 'treachery', theater: 1 });
    tr = act(tr, { type: 'treachery', theater: 2 });
    tr = act(tr, { type: 'treachery', theater: 3 });
    expect([1, 2, 3].map((id) => t(tr, id).treachery.sparta)).toEqual([1, 1, 1]);
  });
});

describe('8.6 Political Capital', () => {
  it('all unused Strategos return to the stock; 6 tokens → 1 Honor, 3 tokens → 0 Honor', () => {
    const g = position({
      strategos: { aristocrats: 6, demagogues: 3, eurypontids: 8, agiads: 0 },
      at: 'theater.politicalCapital',
    });
    expect(FACTIONS.map((f) => g.factions[f].strategos)).toEqual([0, 0, 0, 0]);
    expect(g.factions.aristocrats.honor).toBe(11);
    expect(g.factions.demagogues.honor).toBe(10);
    expect(g.factions.eurypontids.honor).toBe(12);
    expect(g.sides.athens.stock).toBe(26);
    expectSound(g);
  });
});
