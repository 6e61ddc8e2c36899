// #17.3 which decisions show odds and what they assume: 8.3 placing a Military marker (→ 9.31
// A/B), 9.31 B secret commitments, 9.6 the second Battle — each from the deciding seat's view.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../../../../src-shared/games/pericles/view.js';
import { decisionOdds } from '../../../../../../src-shared/games/pericles/odds/decisionOdds.js';
import { politicalCardIds } from '../../../../../../src-shared/games/pericles/engine/decks.js';
import { isLeaderCard } from '../../../../../../src-shared/games/pericles/data/cards/political.js';
import { act, commitAll, kind, legal, marker, position, queue, who } from '../phases/theaterHelpers.js';
import { musterCommitInBoeotia } from './helpers.js';

const ATHENS = 7; // a Naval Theater
const BOEOTIA = 8; // a Land Theater: Peloponnesian League units and base in the test base position

describe('8.3 → 9.0: placing a Military marker', () => {
  const g = position({
    honor: { aristocrats: 9, demagogues: 8, eurypontids: 7, agiads: 6 },
    markers: { aristocrats: [marker('aristocrats', 'military'), marker('aristocrats', 'rumor')] },
    war: 'war',
    at: 'theater.honorOrder',
    edit(s) {
      // 5.22: the undealt cards are the Battle decks (this test position deals none).
      for (const side of ['athens', 'sparta'] as const) s.sides[side].battleDeck = politicalCardIds(side).filter((c) => !isLeaderCard(c));
    },
  });
  const seat = who(g);
  const military = g.factions.aristocrats.markers.find((m) => m.kind === 'military')!.id;
  const rumor = g.factions.aristocrats.markers.find((m) => m.kind === 'rumor')!.id;

  it('in an enemy-held theater: Battle odds with all four commitments unknown (9.31 B) and the muster Athens pays for (9.32)', () => {
    expect(kind(g)).toBe('theater.place');
    const o = decisionOdds(viewFor(g, seat), seat, { type: 'place', marker: military, place: String(BOEOTIA) });
    if (!o?.battle) throw new Error('expected odds');
    expect(o.kind).toBe('land');
    expect(o.assumptions).toEqual(expect.arrayContaining(['allUniform', 'musterArrivals', 'cardsUnseen', 'casualtiesMost', 'noStateShip']));
    expect(o.odds.win + o.odds.tie + o.odds.lose).toBeCloseTo(1, 12);
  });

  it('in a Friendly-Controlled theater: no Battle (9.31 A); Persia: no effect (13.1); a Rumor: no odds', () => {
    expect(decisionOdds(viewFor(g, seat), seat, { type: 'place', marker: military, place: String(ATHENS) })).toEqual({ battle: false, reason: 'friendly', rule: '9.31 A' });
    expect(decisionOdds(viewFor(g, seat), seat, { type: 'place', marker: military, place: 'persia' })).toEqual({ battle: false, reason: 'persia', rule: '13.1' });
    expect(decisionOdds(viewFor(g, seat), seat, { type: 'place', marker: rumor, place: String(BOEOTIA) })).toBeNull();
  });
});

describe('9.31 B secret commitment', () => {
  it('the more the seat commits, the better its chance (other commitments equally likely); the figures are a distribution', () => {
    const g = musterCommitInBoeotia({ [BOEOTIA]: { units: { athens: { land: 3 }, peloponnesian: { land: 3 } }, bases: { peloponnesian: 1 } } });
    const view = viewFor(g, 'aristocrats');
    const wins = legal(g, 'aristocrats').map((a) => {
      const o = decisionOdds(view, 'aristocrats', a);
      if (!o?.battle) throw new Error('expected odds');
      expect(o.assumptions).toContain('othersUniform');
      expect(o.odds.win + o.odds.tie + o.odds.lose).toBeCloseTo(1, 12);
      return o.odds.win;
    });
    expect(wins.length).toBe(5);
    for (let i = 1; i < wins.length; i++) expect(wins[i]!).toBeGreaterThan(wins[i - 1]!);
  });
});

describe('9.6 second Battle', () => {
  it('fight: odds of the Battle of the other kind, the commitments as revealed; no fight: no Battle', () => {
    let g = position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 4, naval: 1 }, peloponnesian: { land: 1, naval: 2 } } } },
      war: 'war',
      strategos: { aristocrats: 3 },
      at: 'theater.resolve',
      edit(s) {
        queue(s, BOEOTIA, 'aristocrats', 'military');
        s.sides.athens.battleDeck = ['ath-30', 'ath-01'];
        s.sides.sparta.battleDeck = ['spa-01', 'spa-30'];
        s.stateShipAvailable = false;
      },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    g = act(g, { type: 'muster' });
    g = commitAll(g, { aristocrats: 3 });
    while (kind(g) === 'muster.move') g = act(g, { type: 'endMoves' });
    expect(kind(g)).toBe('battle.second');
    const seat = who(g);
    const view = viewFor(g, seat);
    expect(decisionOdds(view, seat, { type: 'secondBattle', fight: false })).toEqual({ battle: false, reason: 'noSecond', rule: '9.6' });
    const o = decisionOdds(view, seat, { type: 'secondBattle', fight: true });
    if (!o?.battle) throw new Error('expected odds');
    expect(o.kind).toBe('naval');
    expect(o.number).toBe(2);
    expect(o.assumptions).toContain('commitmentsShown');
    expect(o.assumptions).not.toContain('noStateShip'); // already used this turn (12.3)
    expect(o.odds.win + o.odds.tie + o.odds.lose).toBeCloseTo(1, 12);
  });
});
