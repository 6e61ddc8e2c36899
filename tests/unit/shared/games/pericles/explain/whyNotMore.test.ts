// "Why not?" (#17 item 2), continued: Persian Gold sites closed because every unit of their kind is
// on the map (3.1, 9.11), and base destruction beyond the differential left (9.44), each with the
// rule the legality code filters with.
import { describe, expect, it } from 'vitest';
import { closedOptions, whyNot, type WhyNot } from '../../../../../../src-shared/games/pericles/explain/index.js';
import { legalActions } from '../../../../../../src-shared/games/pericles/engine/driver.js';
import { goldPoolRefusal, goldSitesByBases, persianGoldSites } from '../../../../../../src-shared/games/pericles/rules/persia.js';
import { unitLimit } from '../../../../../../src-shared/games/pericles/data/components.js';
import { whyNotText } from '../../../../../../src-renderer/games/pericles/decisions/whyNot.js';
import { act, kind, position, queue, who } from '../phases/theaterHelpers.js';
import { athensBattle } from '../../../../../fixtures/theaterPosition.js';

const SPARTA = 6;
const IONIA = 14;

describe('military.gold: a site whose units are all on the map (3.1, 9.11)', () => {
  it('is closed with 3.1 and the words say so; the legal sites are exactly the others', () => {
    let g = position({
      theaters: {
        // Every Spartan naval unit is on the map (here in Sparta): Persian Gold cannot build any there.
        [SPARTA]: { units: { sparta: { land: 2, naval: unitLimit('sparta', 'naval') } }, bases: { sparta: 1 } },
        [IONIA]: { bases: { peloponnesian: 1 } },
      },
      strategos: { agiads: 1 },
      at: 'theater.resolve',
      edit(s) { queue(s, SPARTA, 'agiads', 'military'); s.persianBases = 3; },
    });
    g = act(g, { type: 'reveal', place: String(SPARTA) });
    g = act(g, { type: 'build', naval: 0, land: 2 });
    expect(kind(g)).toBe('military.gold');
    // The bases give two sites; the pool leaves one.
    expect(goldSitesByBases(g).map((s) => s.theater)).toEqual([SPARTA, IONIA]);
    expect(persianGoldSites(g).map((s) => s.theater)).toEqual([IONIA]);
    const sparta = goldSitesByBases(g)[0]!;
    expect(goldPoolRefusal(g, sparta)).toEqual({ rule: '3.1', key: 'whynot.gold.poolEmpty', args: { theater: SPARTA, force: 'sparta', unitKind: 'naval' } });
    expect(legalActions(g, 'agiads')).toEqual([{ type: 'gold', theater: IONIA }, { type: 'gold', theater: null }]);
    const closed = closedOptions(g, 'agiads');
    expect(closed).toEqual([{
      option: { type: 'gold', theater: SPARTA }, listed: true,
      why: [{ rule: '3.1', key: 'whynot.gold.poolEmpty', args: { theater: SPARTA, force: 'sparta', unitKind: 'naval' } }],
    }]);
    expect(whyNotText(closed[0]!.why[0]!)).toBe('Every Spartan Naval unit is on the map: Persian Gold has none to build in 6 Sparta. (rule 3.1)');
  });

  it('a site with units left is not refused by the pool', () => {
    let g = position({
      theaters: { [SPARTA]: { units: { sparta: { land: 2 } }, bases: { sparta: 1 } } },
      strategos: { agiads: 1 },
      at: 'theater.resolve',
      edit(s) { queue(s, SPARTA, 'agiads', 'military'); s.persianBases = 3; },
    });
    g = act(g, { type: 'reveal', place: String(SPARTA) });
    expect(goldPoolRefusal(g, goldSitesByBases(g)[0]!)).toBeNull();
  });
});

describe('battle.bases: more bases than the differential left allows (9.44)', () => {
  it('both of the loser\'s bases are closed with the differential\'s numbers; one is open, as the legality code says', () => {
    const BOEOTIA = 8;
    let g = athensBattle(BOEOTIA, { units: { athens: { land: 3 }, peloponnesian: { land: 1 } }, bases: { sparta: 1, peloponnesian: 1 } }, 1);
    while (kind(g) === 'battle.loserCasualty') g = act(g, legalActions(g, who(g))[0]!);
    expect(kind(g)).toBe('battle.bases');
    const seat = who(g);
    // The one Peloponnesian unit eliminated leaves 2 of the differential: one base (2 each).
    const reason: WhyNot = { rule: '9.44', key: 'whynot.bases.max', args: { n: 2, max: 1, left: 2, per: 2 } };
    expect(closedOptions(g, seat)).toEqual([{ option: { type: 'destroyBases', bases: { sparta: 1, peloponnesian: 1 } }, listed: true, why: [reason] }]);
    expect(legalActions(g, seat)).toEqual([
      { type: 'destroyBases', bases: { sparta: 1 } }, { type: 'destroyBases', bases: { peloponnesian: 1 } }, { type: 'destroyBases', bases: {} },
    ]);
    // Counts by name match by content, in any order.
    expect(whyNot(g, seat, { type: 'destroyBases', bases: { peloponnesian: 1, sparta: 1 } })).toEqual([reason]);
    expect(whyNot(g, seat, { type: 'destroyBases', bases: { sparta: 1 } })).toBeNull();
    expect(whyNotText(reason)).toBe('Each base destroyed takes 2 of the differential left after the casualties, and 2 is left: at most 1, not 2. (rule 9.44)');
  });
});
