// Control (3.2), strength (9.32), theater existence (13.2) and piece pools (3.1).
import { describe, expect, it } from 'vitest';
import {
  available, availableBases, availablePersianBases, availableTreachery, basesIn, emptyTheaterState,
  sideUnitCount, strength, theaterExists, theaterStatus, unitsOfKind,
} from '../../../../../../src-shared/games/pericles/rules/control.js';
import { at, emptyState, emptyTheater, put, putBase, putTreachery, T } from './fixtures.js';

describe('theaterStatus (3.2)', () => {
  it('3.2 Neutral: no units and no bases of either Side; Treachery markers alone do not count', () => {
    const s = putTreachery(emptyState(), T.boeotia, 'sparta', 2);
    expect(theaterStatus(at(s, T.boeotia), 'athens')).toBe('neutral');
  });
  it('3.2 Controlled: units and/or bases of only one Side (friendly / enemy by point of view)', () => {
    const s = emptyState();
    put(s, T.boeotia, 'delian', 'land');
    putBase(s, T.ionia, 'peloponnesian');
    expect(theaterStatus(at(s, T.boeotia), 'athens')).toBe('friendly');
    expect(theaterStatus(at(s, T.boeotia), 'sparta')).toBe('enemy');
    expect(theaterStatus(at(s, T.ionia), 'sparta')).toBe('friendly');
  });
  it('3.2 Contested: both Sides present (an Argos unit against a Spartan base counts)', () => {
    const s = emptyState();
    put(s, T.sparta, 'argos', 'land');
    putBase(s, T.sparta, 'sparta');
    expect(theaterStatus(at(s, T.sparta), 'athens')).toBe('contested');
    expect(theaterStatus(at(s, T.sparta), 'sparta')).toBe('contested');
  });
});

describe('strength (9.32)', () => {
  it('9.32: Spartan land 2 (the 300 too), other land 1, each base 2', () => {
    const t = emptyTheater();
    t.units.sparta.land = 2;
    t.units.the300.land = 1;
    t.units.peloponnesian.land = 3;
    t.bases.peloponnesian = 1;
    expect(strength(t, 'sparta', 'land')).toBe(2 * 2 + 2 + 3 + 2);
    expect(strength(t, 'sparta', 'naval')).toBe(2);
  });
  it('9.32: Athenian naval 2, Delian naval 1, a base 2 land and 2 naval', () => {
    const t = emptyTheater();
    t.units.athens.naval = 2;
    t.units.delian.naval = 1;
    t.units.athens.land = 1;
    t.bases.athens = 1;
    expect(strength(t, 'athens', 'naval')).toBe(4 + 1 + 2);
    expect(strength(t, 'athens', 'land')).toBe(1 + 2);
  });
  it('unit counting helpers count pieces, not MV', () => {
    const t = emptyTheater();
    t.units.sparta.land = 2;
    t.units.the300.land = 1;
    t.bases.sparta = 1;
    t.bases.peloponnesian = 1;
    expect(sideUnitCount(t, 'sparta', 'land')).toBe(3);
    expect(unitsOfKind(t, 'sparta', 'land')).toEqual({ sparta: 2, the300: 1 });
    expect(basesIn(t, 'sparta')).toBe(2);
    expect(emptyTheaterState()).toEqual(emptyTheater());
  });
});

describe('theaterExists (13.2, 13.21)', () => {
  it('13.2: theater 20 exists only while the Persian War is in progress', () => {
    expect(theaterExists({ persianWar: 'inProgress' }, 20)).toBe(true);
    expect(theaterExists({ persianWar: 'callias' }, 20)).toBe(false);
    expect(theaterExists({ persianWar: 'callias' }, 19)).toBe(true);
    expect(theaterExists({ persianWar: 'inProgress' }, 21)).toBe(false);
  });
});

describe('pools (3.1)', () => {
  it('3.1: available = limit − on map − lost for good (14.43)', () => {
    const s = emptyState();
    put(s, T.athens, 'athens', 'land', 2);
    put(s, T.boeotia, 'athens', 'land', 1);
    s.lostForGood.athens.land = 1;
    expect(available(s, 'athens', 'land')).toBe(10 - 3 - 1);
    expect(available(s, 'athens', 'naval')).toBe(12);
    put(s, T.sparta, 'the300', 'land');
    expect(available(s, 'the300', 'land')).toBe(0);
    expect(available(s, 'argos', 'naval')).toBe(0);
  });
  it('3.1: available bases per owner; Persian bases 3 (13.1); Treachery 10 (9.8)', () => {
    const s = emptyState({ persianBases: 2 });
    putBase(s, T.sparta, 'sparta', 2);
    putBase(s, T.ionia, 'sparta', 1);
    putTreachery(s, T.ionia, 'athens', 3);
    expect(availableBases(s, 'sparta')).toBe(1);
    expect(availableBases(s, 'delian')).toBe(12);
    expect(availablePersianBases(s)).toBe(1);
    expect(availableTreachery(s, 'athens')).toBe(7);
    expect(availableTreachery(s, 'sparta')).toBe(10);
  });
});
