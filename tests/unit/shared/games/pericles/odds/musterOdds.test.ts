// #29: the Battle odds of a commitment count the muster it pays for. Each Strategos the CinC's Side
// commits moves one friendly unit (9.32) and the enemy moves none (9.3), so a reserve one link away
// is part of the Battle the player is about to fight.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../../../../src-shared/games/pericles/view.js';
import { decisionOdds } from '../../../../../../src-shared/games/pericles/odds/decisionOdds.js';
import { musterArrivals } from '../../../../../../src-shared/games/pericles/odds/muster.js';
import { mapStateOfView } from '../../../../../../src-shared/games/pericles/viewSelectors.js';
import { reachable } from '../../../../../../src-shared/games/pericles/rules/movement.js';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { legal, position } from '../phases/theaterHelpers.js';
import { BOEOTIA, musterCommitInBoeotia } from './helpers.js';

const ATHENS = 7;

/** A muster for Boeotia (Athens' CinC commits), with `reserve` Athenian land units waiting in Athens. */
function commitAt(reserve: number, inBoeotia = 1): GameState {
  const theaters: Parameters<typeof position>[0]['theaters'] = {
    [BOEOTIA]: { units: { athens: { land: inBoeotia }, peloponnesian: { land: 3 } }, bases: { peloponnesian: 1 } },
  };
  if (reserve) theaters[ATHENS] = { units: { athens: { land: reserve } } };
  return musterCommitInBoeotia(theaters);
}

function winsByCommitment(g: GameState): { win: number; assumptions: string[] }[] {
  const view = viewFor(g, 'aristocrats');
  return legal(g, 'aristocrats').map((a) => {
    const o = decisionOdds(view, 'aristocrats', a);
    if (!o?.battle) throw new Error('expected odds');
    expect(o.odds.win + o.odds.tie + o.odds.lose).toBeCloseTo(1, 12);
    return { win: o.odds.win, assumptions: o.assumptions };
  });
}

describe('9.32 the muster in the odds of a 9.31 B commitment', () => {
  it('a reserve that can reach the theater is counted, one unit per Strategos, never more than the commitment moves', () => {
    const alone = winsByCommitment(commitAt(0));
    const reserve = winsByCommitment(commitAt(3));
    const allThere = winsByCommitment(commitAt(0, 4));
    // Nobody can move in: the units there now, said so.
    for (const o of alone) expect(o.assumptions).toContain('unitsNow');
    for (const o of reserve) {
      expect(o.assumptions).toContain('musterArrivals');
      expect(o.assumptions).not.toContain('unitsNow');
    }
    reserve.forEach((o, i) => {
      // Arrivals only help, and never beyond the reserve already standing in the theater.
      expect(o.win).toBeGreaterThan(alone[i]!.win);
      expect(o.win).toBeLessThanOrEqual(allThere[i]!.win + 1e-12);
    });
    // The CinC's 5 with the Compatriot's 0–4 moves all three: as good as having them there.
    expect(reserve[4]!.win).toBeCloseTo(allThere[4]!.win, 12);
  });
});

describe('musterArrivals (9.32: one unit at a time, strongest first, only those that can reach)', () => {
  const g = position({ war: 'war', at: 'theater.honorOrder' });
  const map = mapStateOfView(viewFor(g, 'aristocrats'));

  it('brings in, one by one, exactly the land units the movement rules let reach Boeotia, up to the most asked', () => {
    const before = map.theaters[String(BOEOTIA)]!;
    const all = musterArrivals(map, 'athens', 'land', BOEOTIA, 20);
    const moved = all.length - 1;
    // Athens' five land units reach it by the land link; the last one still leaves (no enemy in Athens).
    expect(reachable(map, 'athens', 'athens', 'land', ATHENS, BOEOTIA).ends.some((e) => e.theater === BOEOTIA)).toBe(true);
    expect(moved).toBeGreaterThanOrEqual(g.theaters[String(ATHENS)]!.units.athens.land);
    all.forEach((t, k) => {
      const athensLand = t.units.athens.land + t.units.delian.land;
      expect(athensLand).toBe(before.units.athens.land + before.units.delian.land + k);
      // The enemy moves none (9.3).
      expect(t.units.peloponnesian).toEqual(before.units.peloponnesian);
    });
    expect(musterArrivals(map, 'athens', 'land', BOEOTIA, 2)).toHaveLength(3);
    // The map it read is unchanged.
    expect(map.theaters[String(BOEOTIA)]).toBe(before);
  });

  it('a unit whose exit test fails stays out: Athenian land units in the Peloponnese cannot leave past five enemy land (9.32 A)', () => {
    const blocked = position({
      theaters: { 5: { units: { athens: { land: 2 }, peloponnesian: { land: 5 } } }, [BOEOTIA]: { units: { peloponnesian: { land: 1 } } } },
      war: 'war', at: 'theater.honorOrder',
    });
    const arrivals = musterArrivals(mapStateOfView(viewFor(blocked, 'aristocrats')), 'athens', 'land', BOEOTIA, 9);
    expect(arrivals).toHaveLength(1);
  });
});
