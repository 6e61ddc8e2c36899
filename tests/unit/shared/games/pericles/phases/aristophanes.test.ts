// 5.1 Aristophanes Card Segment: 5.11 placements and events, 5.12 Will, 5.13–5.14 Plague, 12.2.
import { describe, expect, it } from 'vitest';
import { buildPosition } from '../../../../../fixtures/positionBase.js';
import { legalActions } from '../../../../../../src-shared/games/pericles/engine/driver.js';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { plagueLosses } from '../../../../../../src-shared/games/pericles/rules/plague.js';
import { play, tile } from './politicalHelpers.js';

function drawing(card: string, spec: Parameters<typeof buildPosition>[0] = {}): GameState {
  const edit = spec.edit;
  return buildPosition({
    ...spec,
    at: 'aristophanes.card',
    edit: (g) => { g.aristophanesDeck = [card]; edit?.(g); },
  });
}

describe('5.14 Plague effects', () => {
  it('5.14 [Test] 4 land and 2 naval in Athens: remove ⌈4/3⌉ = 2 land and ⌈2/3⌉ = 1 naval', () => {
    const g = drawing('acharnians-A', { theaters: { 7: { units: { athens: { land: 4, naval: 2 } } } } });
    expect(g.theaters['7']!.units.athens).toEqual({ land: 2, naval: 1 });
    expect(g.currentAristophanes).toBe('acharnians-A');
  });

  it('5.13 the first Plague switches to Post-Plague for good; a later one leaves it so', () => {
    const g = drawing('acharnians-B', { plague: 'pre', theaters: {} });
    expect(g.plague).toBe('post');
    const h = drawing('acharnians-C', { plague: 'post', theaters: {} });
    expect(h.plague).toBe('post');
  });

  it('5.14.2 / 5.14.3 every Contested theater costs 1 land + 1 naval, never the last land unit in a Land Theater', () => {
    const g = drawing('acharnians-A', {
      theaters: {
        8: { units: { sparta: { land: 2 }, athens: { land: 1, naval: 1 } } }, // Boeotia: Land Theater
        2: { units: { delian: { naval: 1, land: 1 } }, bases: { peloponnesian: 1 } }, // Corcyra: Naval Theater
      },
    });
    expect(g.theaters['8']!.units.sparta).toEqual({ land: 1, naval: 0 });
    expect(g.theaters['8']!.units.athens).toEqual({ land: 1, naval: 0 }); // last land kept; naval may go
    expect(g.theaters['2']!.units.delian).toEqual({ land: 0, naval: 1 }); // last naval kept in a Naval Theater
  });

  it('Q3 both clauses apply to a Contested Athens, and the owning Side chooses City-State or League casualties', () => {
    const losses = plagueLosses(buildPosition({
      theaters: { 7: { units: { athens: { land: 4, naval: 2 }, peloponnesian: { land: 1 } } } },
    }));
    expect(losses).toContainEqual({ theater: 7, side: 'athens', kind: 'land', n: 3 });
    expect(losses).toContainEqual({ theater: 7, side: 'athens', kind: 'naval', n: 1 }); // 1 + 1, last naval kept
    expect(losses).toContainEqual({ theater: 7, side: 'sparta', kind: 'land', n: 1 }); // ⌈1/3⌉ + 1, capped at 1

    let g = drawing('acharnians-A', { theaters: { 7: { units: { athens: { land: 3 }, delian: { land: 3 } } } } });
    expect(g.flow.pending?.kind).toBe('plague.casualty');
    expect(g.flow.pending?.seats).toEqual([g.sides.athens.dominant]);
    expect(legalActions(g, 'aristocrats').map((a) => a.force)).toEqual(['athens', 'delian']);
    g = play(g, 'aristocrats', { force: 'delian' });
    g = play(g, 'aristocrats', { force: 'delian' });
    expect(g.theaters['7']!.units.delian.land).toBe(1);
    expect(g.theaters['7']!.units.athens.land).toBe(3);
  });

  it('14.43 Campaign: Plague losses are permanent (lostForGood)', () => {
    const g = drawing('acharnians-A', {
      theaters: { 7: { units: { athens: { land: 4, naval: 2 } } } },
      edit: (x) => { x.plagueLossesPermanent = true; },
    });
    expect(g.lostForGood.athens).toEqual({ land: 2, naval: 1 });
  });
});

describe('5.11 card instructions', () => {
  it('5.11 A places the named issue in the named box; the note ignores a W/P already placed by a Major Defeat', () => {
    const g = drawing('acharnians-A', { theaters: {} }); // W/P in the Athenian Opposition's box 1
    expect(g.sides.athens.track).toEqual([expect.objectContaining({ kind: 'warPeace', pos: -1, source: 'aristophanes' })]);
    const h = drawing('acharnians-A', {
      theaters: {},
      edit: (x) => { x.sides.athens.track = [{ ...tile('warPeace', -2), source: 'majorDefeat' }]; },
    });
    expect(h.sides.athens.track).toHaveLength(1);
    expect(h.sides.athens.track[0]!.source).toBe('majorDefeat');
  });

  it('5.11 B stock removals are set aside until the end of the turn; additions stay within 26', () => {
    const g = drawing('clouds-A', { theaters: {} });
    expect(g.sides.athens.stock).toBe(20);
    expect(g.sides.athens.withheld).toBe(6);
    expect(g.sides.athens.withheldUntilTurn).toBe(g.turn);
    const h = drawing('peace-A', { theaters: {} });
    expect(h.sides.athens.stock).toBe(26); // already 26 in play: nothing added
  });

  it('5.11 B gives Strategos to the named Faction and adds units within component limits (Q1)', () => {
    const g = drawing('knights-A', { theaters: {} });
    expect(g.factions.demagogues.strategos).toBe(2);
    const h = drawing('birds-A', {
      theaters: { 7: { units: { athens: { naval: 11 } } } },
    });
    expect(h.theaters['1']!.units.athens.naval).toBe(1); // 12 rods, 11 on the map
  });

  it('5.12 / 11.41 sets Will goals; a build-or-convert Will is ignored when the Side has no base discs left', () => {
    const g = drawing('lysistrata-C', { theaters: {} });
    expect(g.sides.athens.will).toEqual({ theater: 10, require: 'buildOrConvertBase', ignored: false, baseActionTaken: false });
    const h = drawing('lysistrata-C', {
      theaters: {
        1: { bases: { sparta: 3 } }, 2: { bases: { sparta: 1, peloponnesian: 2 } }, 3: { bases: { peloponnesian: 3 } },
        4: { bases: { peloponnesian: 3 } }, 5: { bases: { peloponnesian: 2 } },
      },
    });
    expect(h.sides.sparta.will?.ignored).toBe(true);
    expect(h.sides.athens.will?.ignored).toBe(false);
  });

  it('12.2 The Frogs send Alcibiades to Persia', () => {
    expect(drawing('frogs-A', { theaters: {} }).alcibiades).toBe('persia');
  });

  it('interpretation: an empty Aristophanes deck is rebuilt from the discards', () => {
    const g = buildPosition({
      theaters: {}, at: 'aristophanes.card',
      edit: (x) => { x.aristophanesDeck = []; x.aristophanesDiscard = ['wasps-B']; x.currentAristophanes = 'frogs-A'; },
    });
    expect(g.aristophanesDiscard).toEqual([]);
    expect(['wasps-B', 'frogs-A']).toContain(g.currentAristophanes);
    expect(g.aristophanesDeck).toHaveLength(1);
  });
});
