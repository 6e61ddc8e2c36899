// Component limits (2.0, 3.1, Appendix A) as data, with provenance.
import { describe, expect, it } from 'vitest';
import { FORCES, BASE_OWNERS } from '../../../../../../src-shared/games/pericles/model/ids.js';
import {
  ARGOS_WITHOUT_DL_BASE, BASE_LIMITS, BASES_PER_THEATER, PERSIAN_BASE_LIMIT, STATE_SHIP,
  STRATEGOS_PER_SIDE, TREACHERY_PER_SIDE, UNIT_LIMITS, baseLimit, unitLimit,
} from '../../../../../../src-shared/games/pericles/data/components.js';

describe('component limits (2.0, Appendix A.1)', () => {
  it('A.1: unit caps per force', () => {
    const caps = Object.fromEntries(FORCES.map((f) => [f, [unitLimit(f, 'land'), unitLimit(f, 'naval')]]));
    expect(caps).toEqual({
      athens: [10, 12], delian: [12, 8], sparta: [9, 4], the300: [1, 0], peloponnesian: [20, 8], argos: [4, 0],
    });
  });

  it('D1: Sparta naval 4 (Greek) is used and the Spanish 3 is flagged', () => {
    expect(UNIT_LIMITS.sparta.naval.value).toBe(4);
    expect(UNIT_LIMITS.sparta.naval.discrepancy).toBe('D1');
  });

  it('A.1: bases per owner; Persia 3 (13.1)', () => {
    expect(Object.fromEntries(BASE_OWNERS.map((o) => [o, baseLimit(o)]))).toEqual({ athens: 8, delian: 12, sparta: 4, peloponnesian: 10 });
    expect(PERSIAN_BASE_LIMIT.value).toBe(3);
  });

  it('2.0, 3.2, 8.2, 12.1, 12.3: Strategos 26, Treachery 10, base limit 3, Argos 1 without a DL base, one State Ship', () => {
    expect(STRATEGOS_PER_SIDE.athens.value).toBe(26);
    expect(STRATEGOS_PER_SIDE.sparta.value).toBe(26);
    expect(TREACHERY_PER_SIDE.athens.value).toBe(10);
    expect(TREACHERY_PER_SIDE.sparta.value).toBe(10);
    expect(BASES_PER_THEATER.value).toBe(3);
    expect(ARGOS_WITHOUT_DL_BASE.value).toBe(1);
    expect(STATE_SHIP.value).toBe(1);
  });

  it('every limit carries provenance and a source', () => {
    const all = [
      ...FORCES.flatMap((f) => [UNIT_LIMITS[f].land, UNIT_LIMITS[f].naval]),
      ...BASE_OWNERS.map((o) => BASE_LIMITS[o]),
      PERSIAN_BASE_LIMIT, STATE_SHIP, BASES_PER_THEATER, ARGOS_WITHOUT_DL_BASE,
      STRATEGOS_PER_SIDE.athens, TREACHERY_PER_SIDE.sparta,
    ];
    for (const l of all) {
      expect(['confirmed', 'inferred', 'reconstructed']).toContain(l.provenance);
      expect(l.source.length).toBeGreaterThan(0);
    }
  });
});
