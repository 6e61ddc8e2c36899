// 8.1 Honor Order, 8.3 placement, 8.31 LIFO queues (Naupactus example), 8.32 passing, 8.4 reveal.
import { describe, expect, it } from 'vitest';
import { computeHonorOrder } from '../../../../../../src-shared/games/pericles/rules/honorOrder.js';
import { placementDestinations } from '../../../../../../src-shared/games/pericles/phases/theaterPlacement.js';
import { act, keepAlive, kind, legal, marker, position, queue, who } from './theaterHelpers.js';

const NAUPACTUS = 4;

describe('8.1 Honor Order', () => {
  it('ranks by Honor, ties broken Athens Dominant, Sparta Dominant, Athens Opposition, Sparta Opposition', () => {
    const g = position({ honor: { aristocrats: 10, demagogues: 10, eurypontids: 10, agiads: 10 }, dominant: { athens: 'demagogues', sparta: 'agiads' } });
    expect(computeHonorOrder(g)).toEqual(['demagogues', 'agiads', 'aristocrats', 'eurypontids']);
    const h = position({ honor: { aristocrats: 5, demagogues: 12, eurypontids: 20, agiads: 12 } });
    expect(computeHonorOrder(h)).toEqual(['eurypontids', 'demagogues', 'agiads', 'aristocrats']);
  });

  it('is fixed at the start of the Theater Phase', () => {
    const g = position({
      honor: { aristocrats: 1, demagogues: 2, eurypontids: 3, agiads: 4 },
      markers: { aristocrats: [marker('aristocrats', 'rumor')] },
      at: 'theater.honorOrder',
    });
    expect(g.honorOrder).toEqual(['agiads', 'eurypontids', 'demagogues', 'aristocrats']);
  });
});

describe('8.3 placement', () => {
  it('one marker at a time in Honor Order; a Faction out of markers passes (8.32)', () => {
    let g = position({
      honor: { aristocrats: 9, demagogues: 8, eurypontids: 7, agiads: 6 },
      markers: {
        aristocrats: [marker('aristocrats', 'military'), marker('aristocrats', 'rumor')],
        eurypontids: [marker('eurypontids', 'league')],
      },
      at: 'theater.honorOrder',
    });
    expect(kind(g)).toBe('theater.place');
    expect(who(g)).toBe('aristocrats');
    g = act(g, legal(g)[0] as never);
    expect(who(g)).toBe('eurypontids'); // the Demagogues hold nothing: they pass
    g = act(g, { type: 'place', marker: g.factions.eurypontids.markers[0]?.id, place: '3' });
    expect(who(g)).toBe('aristocrats');
    expect(g.factions.aristocrats.markers).toHaveLength(1);
  });

  it('Persia only once 13.1 allows it; never the Eastern Mediterranean unless it exists', () => {
    const closed = position({ persianWar: 'callias' });
    expect(placementDestinations(closed)).not.toContain('20');
    expect(placementDestinations(closed)).not.toContain('persia');
    const war = position({ persianWar: 'inProgress', alcibiades: 'persia', markers: { agiads: [marker('agiads', 'league')] }, at: 'theater.honorOrder' });
    expect(war.persiaOpen).toBe(true);
    const dest = legal(war).map((a) => a.place);
    expect(dest).toContain('20');
    expect(dest).toContain('persia');
    const ionia = position({ theaters: { 14: { bases: { peloponnesian: 1 } } }, markers: { agiads: [marker('agiads', 'league')] }, at: 'theater.honorOrder' });
    expect(legal(ionia).map((a) => a.place)).toContain('persia'); // Q36: any Spartan-side base in Ionia
  });

  it('8.31 Naupactus: Sparta first (bottom), Athens two, Sparta last (top): only a Spartan can start the queue', () => {
    let g = position({
      honor: { eurypontids: 20, aristocrats: 15, demagogues: 10, agiads: 5 },
      markers: {
        eurypontids: [marker('eurypontids', 'military'), marker('eurypontids', 'rumor')],
        aristocrats: [marker('aristocrats', 'diplomatic')],
        demagogues: [marker('demagogues', 'league')],
      },
      at: 'theater.honorOrder',
    });
    const placeFirst = (place: number): void => {
      g = act(g, { type: 'place', marker: g.factions[who(g)].markers[0]?.id, place: String(place) });
    };
    placeFirst(NAUPACTUS); // Eurypontids: bottom
    placeFirst(NAUPACTUS); // Aristocrats
    placeFirst(NAUPACTUS); // Demagogues
    placeFirst(NAUPACTUS); // Eurypontids: top
    const q = g.queues[String(NAUPACTUS)] ?? [];
    expect(q.map((m) => m.placedBy)).toEqual(['eurypontids', 'aristocrats', 'demagogues', 'eurypontids']);
    // Resolution: the Eurypontids act first; the Athenians cannot reveal anything until the top Spartan marker is gone.
    expect(kind(g)).toBe('theater.reveal');
    expect(who(g)).toBe('eurypontids');
    expect(legal(g)).toEqual([{ type: 'reveal', place: String(NAUPACTUS) }]);
    expect(legal(g, 'aristocrats')).toEqual([]);
    g = act(g, { type: 'reveal', place: String(NAUPACTUS) }); // a Rumor: no effect (8.41)
    expect(who(g)).toBe('aristocrats'); // now the Athenian top can be revealed
    expect((g.queues[String(NAUPACTUS)] ?? []).length).toBe(3);
  });
});

describe('8.4 resolution', () => {
  it('any own-Side marker on top of any queue may be revealed, whoever placed it; the owner resolves it', () => {
    let g = position({
      strategos: { demagogues: 2 },
      at: 'theater.resolve',
      edit(s) {
        keepAlive(s);
        queue(s, 3, 'demagogues', 'oracle', 'aristocrats'); // lent and placed by the Aristocrats (7.51)
        queue(s, 9, 'eurypontids', 'rumor');
      },
    });
    expect(who(g)).toBe('aristocrats');
    expect(legal(g)).toEqual([{ type: 'reveal', place: '3' }, { type: 'reveal', place: '10' }]);
    g = act(g, { type: 'reveal', place: '3' });
    expect(kind(g)).toBe('oracle.option');
    expect(who(g)).toBe('demagogues'); // the Owning Faction
  });

  it('8.42: a Faction with nothing of its Side on top must pass; play goes on', () => {
    const g = position({ at: 'theater.resolve', edit(s) { queue(s, 3, 'agiads', 'rumor'); } });
    expect(who(g)).toBe('eurypontids');
    expect(g.log.some((e) => e.msg === 'reveal.pass' && e.args.faction === 'aristocrats')).toBe(true);
  });
});
