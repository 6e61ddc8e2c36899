// The page's door to the rules (src-shared/games/pericles/client.ts, #32 D): the rules the page
// shows, each asked with what a seat's view shows. Each answer is checked against the rule itself
// on the true state, and none changes with what the seat may not see.
import { describe, expect, it } from 'vitest';
import { cardEvaluationOf, cardHalfOf, councilAwardOf, musterTotalsOf, theaterStatusOf } from '../../../../src-shared/games/pericles/client.js';
import { theaterStatus } from '../../../../src-shared/games/pericles/rules/control.js';
import { battleTotal } from '../../../../src-shared/games/pericles/rules/battle.js';
import { cardHalfFor, councilAward, evaluateCard } from '../../../../src-shared/games/pericles/rules/cardValue.js';
import { viewFor } from '../../../../src-shared/games/pericles/view.js';
import { FACTIONS, FACTIONS_OF, THEATER_IDS } from '../../../../src-shared/games/pericles/model/ids.js';
import { ATHENS, BOEOTIA, HELD, musterMove } from './pericles/rules/muster.js';
import { position } from './pericles/phases/theaterHelpers.js';

describe('theaterStatusOf (3.2 control from a view)', () => {
  const g = musterMove();
  const view = viewFor(g, 'aristocrats');

  it('3.2: who holds each theater, as the control rule says of the true state from either Side', () => {
    expect(theaterStatusOf(view, ATHENS)).toBe('athens');
    expect(theaterStatusOf(view, BOEOTIA)).toBe('contested');
    expect(theaterStatusOf(view, HELD)).toBe('contested');
    for (const id of THEATER_IDS) {
      const a = theaterStatus(g.theaters[String(id)]!, 'athens');
      const s = theaterStatus(g.theaters[String(id)]!, 'sparta');
      const want = a === 'friendly' ? 'athens' : s === 'friendly' ? 'sparta' : a;
      expect(theaterStatusOf(view, id), `theater ${id}`).toBe(want);
      expect(theaterStatusOf(view, String(id))).toBe(want);
    }
    expect(theaterStatusOf(view, 99)).toBe('neutral');
  });
});

describe('musterTotalsOf (9.31, 9.32, 9.42 from a view)', () => {
  it('9.42: each Side\'s Battle total in the Expedition Theater now, as the battle rule counts it on the true state', () => {
    const g = musterMove();
    const m = musterTotalsOf(viewFor(g, 'aristocrats'));
    expect(m).not.toBeNull();
    expect(m!.theater).toBe(BOEOTIA);
    expect(m!.kind).toBe('land');
    expect(m!.side).toBe('athens');
    const exp = (g.flow.data as { issue: { exp: { committed: Record<string, number>; moves: number; stateShip: boolean } } }).issue.exp;
    const committed = (side: 'athens' | 'sparta') => FACTIONS_OF[side].reduce((n, f) => n + (exp.committed[f] ?? 0), 0);
    for (const side of ['athens', 'sparta'] as const) {
      expect(m!.totals[side], side).toBe(battleTotal(g.theaters[String(BOEOTIA)]!, side, 'land', {
        committedStrategos: committed(side), stateShip: side === 'athens' && exp.stateShip, battleCard: 0,
      }).total);
    }
    expect(m!.committed).toBe(committed('athens'));
    expect(m!.movesLeft).toBe(exp.moves);
    expect(m!.the300).toBe(0);
  });

  it('none outside an expedition', () => {
    expect(musterTotalsOf(viewFor(position({ war: 'war', at: 'theater.honorOrder' }), 'aristocrats'))).toBeNull();
  });

  it('secrets: every seat and a spectator read the same muster, whatever the enemy\'s secret commitment (9.31 B)', () => {
    const shown = musterTotalsOf(viewFor(musterMove(), 'aristocrats'));
    for (const seat of [...FACTIONS, 'spectator'] as const) expect(musterTotalsOf(viewFor(musterMove(), seat)), seat).toEqual(shown);
    expect(musterTotalsOf(viewFor(musterMove({ eurypontids: 1 }), 'aristocrats'))).toEqual(shown);
  });
});

describe('cards from a view (5.31, 6.2)', () => {
  const view = viewFor(musterMove(), 'aristocrats');

  it('5.31: a Leader brings its own Faction the Strategoi printed for the Plague status the view shows; another Faction none', () => {
    expect(councilAwardOf(view, 'leader-aristocrats', 'aristocrats')).toBe(councilAward('leader-aristocrats', 'aristocrats', view.plague));
    expect(councilAwardOf(view, 'leader-aristocrats', 'demagogues')).toBeNull();
    expect(councilAwardOf({ plague: 'post' }, 'leader-aristocrats', 'aristocrats')).toBe(councilAward('leader-aristocrats', 'aristocrats', 'post'));
  });

  it("6.2: a card's worth on an issue with the view's War or Peace, Plague, Alcibiades and Dominance; null for another's Leader", () => {
    const ev = cardEvaluationOf(view, 'leader-aristocrats', 'aristocrats', 'military');
    expect(ev).toEqual(evaluateCard({
      cardId: 'leader-aristocrats', faction: 'aristocrats', issue: 'military', plague: view.plague, war: view.war,
      alcibiades: view.alcibiades, isDominant: view.sides.athens.dominant === 'aristocrats',
    }));
    expect(cardEvaluationOf({ ...view, war: view.war === 'war' ? 'peace' : 'war' }, 'leader-aristocrats', 'aristocrats', 'warPeace')).not.toBeNull();
    expect(cardEvaluationOf(view, 'leader-aristocrats', 'agiads', 'military')).toBeNull();
    expect(cardEvaluationOf(view, 'no-such-card', 'aristocrats', 'military')).toBeNull();
  });

  it("6.2: the half of a card a Faction uses, none of another Faction's Leader", () => {
    expect(cardHalfOf('leader-agiads', 'agiads')).toEqual(cardHalfFor('leader-agiads', 'agiads'));
    expect(cardHalfOf('leader-agiads', 'aristocrats')).toBeNull();
  });
});
