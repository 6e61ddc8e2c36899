// 9.0–9.33 Military issues: no Strategos, declining (8.5), build (9.1), Persian Gold (9.11),
// Raid (9.2), muster commitments (9.31), movement (9.32 examples, E, F) and Peace (9.33, 7.42).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import type { Action } from '../../../../../../src-shared/games/pericles/engine/types.js';
import { viewFor } from '../../../../../../src-shared/games/pericles/view.js';
import { act, commitAll, expectSound, keepAlive, kind, legal, position, queue, t, who } from './theaterHelpers.js';

const CORCYRA = 2;
const SPARTA = 6;
const ATHENS = 7;
const BOEOTIA = 8;
const IONIA = 14;
const LESBOS = 15;

function moves(g: GameState): Action[] {
  return legal(g).filter((a) => a.type === 'move');
}

describe('9.0 / 8.5 starting a Military issue', () => {
  it('a CinC with no Strategos: the issue resolves at once with no effect', () => {
    const g = position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 1 } } } },
      at: 'theater.resolve',
      edit(s) { queue(s, BOEOTIA, 'aristocrats', 'military'); },
    });
    const h = act(g, { type: 'reveal', place: String(BOEOTIA) });
    expect(h.log.some((e) => e.msg === 'issue.done' && e.args.outcome === 'noStrategos')).toBe(true);
  });

  it('a declined Military issue still costs 1 Strategos', () => {
    let g = position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 1 } } } },
      strategos: { aristocrats: 3 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, BOEOTIA, 'aristocrats', 'military'); },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    expect(kind(g)).toBe('muster.commitSoloOrDecline');
    expect(legal(g)[0]).toEqual({ type: 'decline' });
    g = act(g, { type: 'decline' });
    expect(g.factions.aristocrats.strategos).toBe(2);
    expectSound(g);
  });
});

describe('9.1 building in the home theater, 9.11 Persian Gold', () => {
  it('up to 1 naval or 2 land per friendly City-State base, then the muster (Q18)', () => {
    let g = position({
      theaters: { [ATHENS]: { units: { athens: { land: 1 } }, bases: { athens: 2, delian: 1 } } },
      strategos: { demagogues: 2 },
      at: 'theater.resolve',
      edit(s) { queue(s, ATHENS, 'demagogues', 'military'); },
    });
    g = act(g, { type: 'reveal', place: String(ATHENS) });
    expect(kind(g)).toBe('military.build');
    const builds = legal(g).filter((a) => a.type === 'build');
    expect(builds).toContainEqual({ type: 'build', naval: 2, land: 0 });
    expect(builds).toContainEqual({ type: 'build', naval: 1, land: 2 });
    expect(builds).toContainEqual({ type: 'build', naval: 0, land: 4 });
    expect(builds).not.toContainEqual({ type: 'build', naval: 3, land: 0 }); // DL base does not count (Disc D8)
    g = act(g, { type: 'build', naval: 1, land: 2 });
    expect(t(g, ATHENS).units.athens).toEqual({ land: 3, naval: 1 });
    expect(kind(g)).toBe('muster.commitSolo'); // Friendly-Controlled: muster, no decline once resolving
    expectSound(g);
  });

  it('9.1 / 8.5: building nothing is its own choice, not declining: the issue goes on to the muster at no cost (#29)', () => {
    const start = position({
      theaters: { [ATHENS]: { units: { athens: { land: 1 } }, bases: { athens: 1 } } },
      strategos: { demagogues: 2 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, ATHENS, 'demagogues', 'military'); },
    });
    const g = act(start, { type: 'reveal', place: String(ATHENS) });
    expect(kind(g)).toBe('military.build');
    expect(legal(g)).toContainEqual({ type: 'build', naval: 0, land: 0 });
    const none = act(g, { type: 'build', naval: 0, land: 0 });
    expect(kind(none)).toBe('muster.commitSolo');
    expect(none.factions.demagogues.strategos).toBe(2);
    expect(t(none, ATHENS).units.athens).toEqual({ land: 1, naval: 0 });
    const declined = act(g, { type: 'decline' });
    expect(declined.factions.demagogues.strategos).toBe(1);
    expect(declined.log.some((e) => e.msg === 'military.declined')).toBe(true);
    expectSound(none);
  });

  it('9.11: a Spartan build adds one Persian base worth of units per Persian base', () => {
    let g = position({
      theaters: {
        [SPARTA]: { units: { sparta: { land: 2 } }, bases: { sparta: 1 } },
        [IONIA]: { bases: { peloponnesian: 1 } },
      },
      strategos: { agiads: 1 },
      at: 'theater.resolve',
      edit(s) { queue(s, SPARTA, 'agiads', 'military'); s.persianBases = 2; },
    });
    g = act(g, { type: 'reveal', place: String(SPARTA) });
    g = act(g, { type: 'build', naval: 0, land: 2 });
    expect(kind(g)).toBe('military.gold');
    expect(legal(g)).toEqual([{ type: 'gold', theater: SPARTA }, { type: 'gold', theater: IONIA }, { type: 'gold', theater: null }]);
    g = act(g, { type: 'gold', theater: IONIA });
    g = act(g, { type: 'gold', theater: IONIA });
    expect(t(g, IONIA).units.peloponnesian.land).toBe(4); // cap 4 in Ionia (Q19)
    expect(t(g, SPARTA).units.sparta.land).toBe(4);
    expect(kind(g)).toBe('muster.commitSolo');
  });
});

describe('12.4 the 300', () => {
  it('is rebuilt like any Spartan land unit', () => {
    let g = position({
      theaters: { [SPARTA]: { units: { sparta: { land: 1 } }, bases: { sparta: 1 } } },
      strategos: { eurypontids: 1 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); s.honorOrder = ['eurypontids', 'agiads', 'aristocrats', 'demagogues']; queue(s, SPARTA, 'eurypontids', 'military'); },
    });
    g = act(g, { type: 'reveal', place: String(SPARTA) });
    expect(legal(g)).toContainEqual({ type: 'build', naval: 0, land: 2, the300: true });
    g = act(g, { type: 'build', naval: 0, land: 2, the300: true });
    expect(t(g, SPARTA).units.the300.land).toBe(1);
    expect(t(g, SPARTA).units.sparta.land).toBe(2);
  });
});

describe('9.2 Raid', () => {
  it('3 Strategos, +3 Honor, the enemy Dominant loses Strategos equal to the card, the shortfall as Honor', () => {
    let g = position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 1 }, peloponnesian: { land: 3 } } } },
      strategos: { aristocrats: 4, eurypontids: 2 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, BOEOTIA, 'aristocrats', 'military'); s.sides.athens.battleDeck = ['ath-27']; },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    expect(legal(g)).toEqual([{ type: 'decline' }, { type: 'raid' }, { type: 'muster' }]);
    g = act(g, { type: 'raid' });
    expect(g.factions.aristocrats.strategos).toBe(1);
    expect(g.factions.aristocrats.honor).toBe(13);
    expect(g.factions.eurypontids.strategos).toBe(0);
    expect(g.factions.eurypontids.honor).toBe(7); // card 5: 2 Strategos + 3 Honor
    expectSound(g);
  });

  it('no Raid with fewer than 3 Strategos (8.5)', () => {
    const g = act(position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 1 }, peloponnesian: { land: 3 } } } },
      strategos: { aristocrats: 2 },
      at: 'theater.resolve',
      edit(s) { queue(s, BOEOTIA, 'aristocrats', 'military'); },
    }), { type: 'reveal', place: String(BOEOTIA) });
    expect(legal(g)).toEqual([{ type: 'decline' }, { type: 'muster' }]);
  });
});

describe('9.31 commitments', () => {
  it('Contested: all four commit secretly (CinC 1–5, others 0–4); the enemy reveals only after movement', () => {
    let g = position({
      theaters: {
        [BOEOTIA]: { units: { athens: { land: 1 }, peloponnesian: { land: 1 } } },
        [ATHENS]: { units: { athens: { land: 2 } }, bases: { athens: 1 } },
      },
      strategos: { aristocrats: 6, demagogues: 5, eurypontids: 5, agiads: 1 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, BOEOTIA, 'aristocrats', 'military'); s.stateShipAvailable = false; },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    g = act(g, { type: 'muster' });
    expect(kind(g)).toBe('muster.commit');
    expect(legal(g, 'aristocrats').map((a) => a.n)).toEqual([1, 2, 3, 4, 5]);
    expect(legal(g, 'demagogues').map((a) => a.n)).toEqual([0, 1, 2, 3, 4]);
    expect(legal(g, 'agiads').map((a) => a.n)).toEqual([0, 1]);
    g = commitAll(g, { aristocrats: 1, demagogues: 1, eurypontids: 4 });
    expect(kind(g)).toBe('muster.move');
    expect(g.flow.data).not.toHaveProperty('issue.exp.committed.eurypontids');
    expect(JSON.stringify(g.flow.data)).not.toContain('eurypontids');
    expect(g.factions.eurypontids.strategos).toBe(5); // not revealed or spent yet
    // 4.1 B: no other seat can see the hidden commitment; its owner can.
    expect(viewFor(g, 'aristocrats').pending?.myAnswer).toBeUndefined();
    expect(JSON.stringify(viewFor(g, 'aristocrats').flowData)).not.toContain('eurypontids');
    expect(viewFor(g, 'eurypontids').pending?.myAnswer).toBe(4);
    g = act(g, { type: 'move', force: 'athens', kind: 'land', from: ATHENS, to: BOEOTIA });
    g = act(g, { type: 'move', force: 'athens', kind: 'land', from: ATHENS, to: BOEOTIA });
    // Two moves used (1 + 1 committed): the muster ends, the enemy reveals, the Battle follows.
    expect(g.factions.eurypontids.strategos).toBe(1);
    expect(g.log.some((e) => e.msg === 'muster.committed' && e.args.faction === 'eurypontids' && e.args.n === 4)).toBe(true);
    expectSound(g);
  });

  it('Friendly-Controlled or Neutral: only the CinC commits, 1–5', () => {
    const g = act(position({
      theaters: { [ATHENS]: { units: { athens: { land: 2 } }, bases: { delian: 1 } } },
      strategos: { aristocrats: 9 },
      at: 'theater.resolve',
      edit(s) { queue(s, BOEOTIA, 'aristocrats', 'military'); },
    }), { type: 'reveal', place: String(BOEOTIA) });
    expect(kind(g)).toBe('muster.commitSoloOrDecline');
    expect(legal(g).map((a) => a.n ?? a.type)).toEqual(['decline', 1, 2, 3, 4, 5]);
  });
});

describe('9.3 Expeditionary Muster and 9.7 its resolution', () => {
  function contested(): GameState {
    let g = position({
      theaters: {
        [BOEOTIA]: { units: { athens: { land: 1 }, peloponnesian: { land: 1 } } },
        [ATHENS]: { units: { athens: { land: 2 } }, bases: { athens: 1 } },
        5: { units: { peloponnesian: { land: 2 } }, bases: { peloponnesian: 1 } },
      },
      war: 'war',
      strategos: { aristocrats: 3, eurypontids: 3 },
      at: 'theater.resolve',
      edit(s) {
        keepAlive(s);
        queue(s, BOEOTIA, 'aristocrats', 'military');
        s.stateShipAvailable = false;
        s.sides.athens.battleDeck = ['ath-01'];
        s.sides.sparta.battleDeck = ['spa-01'];
      },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    return act(g, { type: 'muster' });
  }

  it('9.3 in a Contested theater the enemy commits Strategos for the Battle but moves no units', () => {
    const g = commitAll(contested(), { aristocrats: 2, eurypontids: 3 });
    expect(kind(g)).toBe('muster.move');
    expect(who(g)).toBe('aristocrats');
    expect(moves(g).length).toBeGreaterThan(0);
    expect(moves(g).every((a) => a.force === 'athens' || a.force === 'delian')).toBe(true); // no PL move from Isthmus
  });

  it('9.7 when the Battle is over, every committed Strategos of both Sides has gone back to its stock', () => {
    let g = contested();
    const stock = { athens: g.sides.athens.stock, sparta: g.sides.sparta.stock };
    g = commitAll(g, { aristocrats: 1, eurypontids: 3 });
    g = act(g, { type: 'move', force: 'athens', kind: 'land', from: ATHENS, to: BOEOTIA });
    expect(g.log.some((e) => e.msg === 'battle.won' || e.msg === 'battle.draw')).toBe(true);
    expect(g.factions.aristocrats.strategos).toBe(2);
    expect(g.factions.eurypontids.strategos).toBe(0);
    expect(g.sides.athens.stock).toBe(stock.athens + 1);
    expect(g.sides.sparta.stock).toBe(stock.sparta + 3);
  });
});

describe('9.32 movement (rulebook examples)', () => {
  it('an Athenian land unit leaves Athens for Corcyra only if Athenian naval strength in Athens ≥ the enemy\'s', () => {
    const build = (athensNaval: number): GameState => {
      let g = position({
        war: 'war',
        // Spartan land in Athens blocks the land and coastal links (9.32 A), isolating the sea link.
        theaters: { [ATHENS]: { units: { athens: { land: 2, naval: athensNaval }, sparta: { naval: 4, land: 2 } } } },
        strategos: { aristocrats: 2 },
        at: 'theater.resolve',
        edit(s) { queue(s, CORCYRA, 'aristocrats', 'military'); },
      });
      g = act(g, { type: 'reveal', place: String(CORCYRA) });
      return act(g, { type: 'commit', n: 2 });
    };
    const landMove = { type: 'move', force: 'athens', kind: 'land', from: ATHENS, to: CORCYRA };
    expect(moves(build(1))).not.toContainEqual(landMove); // 2 < 4
    expect(moves(build(2))).toContainEqual(landMove); // 4 ≥ 4
  });

  it('a Spartan land unit leaves Ionia for Lesbos only with land strength ≥ the enemy\'s and a friendly base in Ionia', () => {
    const build = (base: boolean): GameState => {
      let g = position({
        war: 'war',
        theaters: {
          [IONIA]: { units: { sparta: { land: 2 }, athens: { land: 2 } }, bases: base ? { peloponnesian: 1 } : {} },
          13: { units: { athens: { naval: 1 } } }, // closes the detour by the Hellespont (9.32 B)
        },
        strategos: { eurypontids: 1 },
        at: 'theater.resolve',
        edit(s) { queue(s, LESBOS, 'eurypontids', 'military'); },
      });
      g = act(g, { type: 'reveal', place: String(LESBOS) });
      return act(g, { type: 'commit', n: 1 });
    };
    const mv = { type: 'move', force: 'sparta', kind: 'land', from: IONIA, to: LESBOS };
    expect(moves(build(false))).not.toContainEqual(mv);
    expect(moves(build(true))).toContainEqual(mv);
  });

  it('9.32 E: a unit that moved cannot move again in this muster; one move per committed Strategos', () => {
    let g = position({
      theaters: { [ATHENS]: { units: { athens: { naval: 3 } } } },
      strategos: { aristocrats: 3 },
      at: 'theater.resolve',
      edit(s) { queue(s, 18, 'aristocrats', 'military'); },
    });
    g = act(g, { type: 'reveal', place: '18' });
    g = act(g, { type: 'commit', n: 2 });
    g = act(g, { type: 'move', force: 'athens', kind: 'naval', from: ATHENS, to: 18 });
    expect(moves(g).every((m) => m.from !== 18)).toBe(true);
    g = act(g, { type: 'move', force: 'athens', kind: 'naval', from: ATHENS, to: 18 });
    expect(t(g, 18).units.athens.naval).toBe(2);
    expect(t(g, ATHENS).units.athens.naval).toBe(1);
    expect(g.flow.segment).not.toBe('muster.move');
  });

  it('12.4: the 300 gives a Spartan CinC one move beyond the commitment', () => {
    let g = position({
      theaters: { [SPARTA]: { units: { sparta: { land: 2 }, the300: { land: 1 } }, bases: { sparta: 1 } } },
      strategos: { agiads: 1 },
      at: 'theater.resolve',
      edit(s) { queue(s, 5, 'agiads', 'military'); },
    });
    g = act(g, { type: 'reveal', place: '5' });
    g = act(g, { type: 'commit', n: 1 });
    g = act(g, { type: 'move', force: 'the300', kind: 'land', from: SPARTA, to: 5 });
    expect(kind(g)).toBe('muster.move');
    g = act(g, { type: 'move', force: 'sparta', kind: 'land', from: SPARTA, to: 5 });
    expect(t(g, 5).units.sparta.land + t(g, 5).units.the300.land).toBe(2);
  });
});

describe('9.33 / 7.42 movement at Peace', () => {
  it('City-State units may not enter a theater holding enemy City-State units; League units may', () => {
    let g = position({
      war: 'peace',
      theaters: {
        [BOEOTIA]: { units: { sparta: { land: 1 } } },
        [ATHENS]: { units: { athens: { land: 2 }, delian: { land: 2 } }, bases: { athens: 1 } },
      },
      strategos: { aristocrats: 2 },
      at: 'theater.resolve',
      edit(s) { queue(s, BOEOTIA, 'aristocrats', 'military'); s.stateShipAvailable = false; },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    expect(who(g)).toBe('aristocrats');
    g = act(g, { type: 'muster' });
    g = commitAll(g, { aristocrats: 2 });
    const m = moves(g);
    expect(m).toContainEqual({ type: 'move', force: 'delian', kind: 'land', from: ATHENS, to: BOEOTIA });
    expect(m.some((x) => x.force === 'athens' && x.to === BOEOTIA)).toBe(false);
  });

  it('a City-State unit starting where the enemy is may leave', () => {
    let g = position({
      war: 'peace',
      theaters: { [BOEOTIA]: { units: { athens: { land: 3 }, sparta: { land: 1 } } } },
      strategos: { aristocrats: 1 },
      at: 'theater.resolve',
      edit(s) { queue(s, ATHENS, 'aristocrats', 'military'); },
    });
    g = act(g, { type: 'reveal', place: String(ATHENS) });
    g = act(g, { type: 'commit', n: 1 });
    expect(moves(g)).toContainEqual({ type: 'move', force: 'athens', kind: 'land', from: BOEOTIA, to: ATHENS });
  });
});
