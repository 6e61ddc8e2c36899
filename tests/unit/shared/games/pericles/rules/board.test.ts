// Pins every `confirmed` board fact (RECONSTRUCTION.md §1–3) and the data's own consistency.
import { describe, expect, it } from 'vitest';
import { LINKS, PERSIA, THEATERS, linkKey, linksFrom, theaterData } from '../../../../../../src-shared/games/pericles/data/board.js';
import { T } from './fixtures.js';

function link(a: number, b: number) {
  const l = LINKS.find((x) => linkKey(x.a, x.b) === linkKey(a, b));
  if (!l) throw new Error(`no link ${a}-${b}`);
  return l;
}

describe('board data (3.12, 9.32, 11.13, 13.1)', () => {
  it('3.12: 20 numbered theaters, ids 1–20 in order', () => {
    expect(THEATERS).toHaveLength(20);
    THEATERS.forEach((t, i) => expect(t.id).toBe(i + 1));
  });

  it('3.12: the test fixture names match the board data', () => {
    expect(theaterData(T.athens).name).toBe('Athens');
    expect(theaterData(T.sparta).name).toBe('Sparta');
    expect(theaterData(T.ionia).name).toBe('Ionia');
    expect(theaterData(T.lesbos).name).toBe('Lesbos');
    expect(theaterData(T.corcyra).name).toBe('Corcyra');
    expect(theaterData(T.isthmus).name).toBe('Isthmus of Corinth');
    expect(theaterData(T.eastMed).name).toBe('Eastern Mediterranean');
  });

  it('3.2: home theaters are Athens (7) and Sparta (6)', () => {
    expect(THEATERS.filter((t) => t.home === 'athens').map((t) => t.id)).toEqual([7]);
    expect(THEATERS.filter((t) => t.home === 'sparta').map((t) => t.id)).toEqual([6]);
  });

  it('11.13: the four Granaries are 1, 6, 13 and 20 (20 only during the Persian War, 13.21)', () => {
    expect(THEATERS.filter((t) => t.granary).map((t) => t.id)).toEqual([1, 6, 13, 20]);
    expect(theaterData(20).granaryNeedsPersianWar).toBe(true);
    expect(theaterData(20).onlyDuringPersianWar).toBe(true);
  });

  it('3.2: the Aegean Sea is theaters 15–19', () => {
    expect(THEATERS.filter((t) => t.aegean).map((t) => t.id)).toEqual([15, 16, 17, 18, 19]);
  });

  it('9.32 example: Athens–Corcyra is a sea link (land units need naval strength, 9.32 B)', () => {
    const l = link(T.athens, T.corcyra);
    expect(l.type).toBe('sea');
    expect(l.base).toBeUndefined();
    expect(l.provenance).toBe('confirmed');
  });

  it('9.32 example: Ionia–Lesbos is coastal with a base condition for land units (row 5)', () => {
    const l = link(T.ionia, T.lesbos);
    expect(l.type).toBe('coastal');
    expect(l.base).toBe('land');
    expect(l.provenance).toBe('confirmed');
  });

  it('3.12 note: Athens (7) shows exactly three of the four link types', () => {
    const types = new Set(linksFrom(T.athens).map((l) => l.type));
    expect(types.size).toBe(3);
  });

  it('13.1: Persia has no links; every link joins two numbered theaters', () => {
    expect(PERSIA.provenance).toBe('confirmed');
    for (const l of LINKS) {
      expect(typeof l.a).toBe('number');
      expect(typeof l.b).toBe('number');
      expect(l.a).toBeGreaterThanOrEqual(1);
      expect(l.b).toBeLessThanOrEqual(20);
      expect(l.a).not.toBe(l.b);
    }
  });

  it('3.12 G1 hints: Corcyra–Naupactus and Athens–Isthmus links exist; Isthmus portage needs a naval base (row 6); Corcyra→Sicily needs a land base', () => {
    expect(link(T.corcyra, T.naupactus)).toBeDefined();
    expect(link(T.athens, T.isthmus)).toBeDefined();
    expect(link(T.naupactus, T.isthmus).base).toBe('naval');
    expect(link(T.sicily, T.corcyra).base).toBe('land');
  });

  it('3.12: no link appears twice; every theater has at least one link', () => {
    const keys = LINKS.map((l) => linkKey(l.a, l.b));
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of THEATERS) expect(linksFrom(t.id).length).toBeGreaterThan(0);
  });
});
