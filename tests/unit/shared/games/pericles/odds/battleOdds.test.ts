// #17.3 Battle odds: the module's figures against the rulebook's Battle examples (9.43–9.46,
// 9.5, 12.3, 12.4), against brute force by the engine itself (every card each Side could draw,
// played through the real Battle), and their independence from hidden information (4.1).
import { describe, expect, it } from 'vitest';
import type { Faction, Side } from '../../../../../../src-shared/games/pericles/model/ids.js';
import type { GameState, TheaterState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { cloneJson } from '../../../../../../src-shared/kit/clone.js';
import { viewFor } from '../../../../../../src-shared/games/pericles/view.js';
import { politicalCardIds } from '../../../../../../src-shared/games/pericles/engine/decks.js';
import { isLeaderCard } from '../../../../../../src-shared/games/pericles/data/cards/political.js';
import {
  battleOdds, certain, commitmentDist, resolveBattle, uniform, type FixedBattle,
} from '../../../../../../src-shared/games/pericles/odds/battleOdds.js';
import { battleCardDist, decisionOdds } from '../../../../../../src-shared/games/pericles/odds/decisionOdds.js';
import { act, commitAll, keepAlive, kind, legal, position, queue, who } from '../phases/theaterHelpers.js';

const BOEOTIA = 8; // a Land Theater

function theaterWith(spec: { units?: Partial<Record<string, { land?: number; naval?: number }>>; bases?: Partial<Record<string, number>>; treachery?: Partial<Record<Side, number>> }): TheaterState {
  const units = {} as TheaterState['units'];
  for (const f of ['athens', 'delian', 'sparta', 'the300', 'peloponnesian', 'argos'] as const) {
    units[f] = { land: spec.units?.[f]?.land ?? 0, naval: spec.units?.[f]?.naval ?? 0 };
  }
  const bases = { athens: 0, delian: 0, sparta: 0, peloponnesian: 0, ...spec.bases } as TheaterState['bases'];
  return { units, bases, treachery: { athens: 0, sparta: 0, ...spec.treachery } } as TheaterState;
}

const DOMINANT: Record<Side, Faction> = { athens: 'aristocrats', sparta: 'eurypontids' };

function fixed(theater: TheaterState, more: Partial<FixedBattle>): FixedBattle {
  return {
    theater, kind: 'land', cinc: 'aristocrats', dominant: DOMINANT, hostageHeld: { athens: false, sparta: false },
    committed: { athens: 0, sparta: 0 }, stateShip: false, cards: { athens: 0, sparta: 0 }, ...more,
  };
}

describe('rulebook Battle examples, by the odds module\'s Battle arithmetic', () => {
  it('9.44 [Test] Lesbos: Athens wins the naval Battle by 9 committing more Strategos: no base destroyed, the 2 PL land units stay', () => {
    const lesbos = theaterWith({ units: { athens: { naval: 3 }, peloponnesian: { land: 2 } }, bases: { peloponnesian: 1 } });
    // Athens 3×2 + 4 Strategos + card 3 = 13; Sparta base 2 + 1 Strategos + card 1 = 4: differential 9.
    const r = resolveBattle(fixed(lesbos, { kind: 'naval', committed: { athens: 4, sparta: 1 }, cards: { athens: 3, sparta: 1 } }));
    expect(r.totals).toEqual({ athens: 13, sparta: 4 });
    expect(r.winner).toBe('athens');
    expect(r.losses).toEqual({ athens: 0, sparta: 0 });
    expect(r.honor).toEqual({ aristocrats: 0, demagogues: 0, eurypontids: 0, agiads: 0 });
  });

  it('9.44 [Test] (derived): differential 7, the loser\'s 3 units all eliminated, the winner committed more → 2 bases destroyed; 9.51/9.53 Honor', () => {
    const t = theaterWith({ units: { athens: { land: 3 }, peloponnesian: { land: 3 } }, bases: { athens: 1, peloponnesian: 2 }, treachery: { athens: 2 } });
    // Athens 3 + base 2 + Treachery 2 + 5 Strategos + card 4 = 16; Sparta 3 + bases 4 + 1 + card 1 = 9.
    const r = resolveBattle(fixed(t, { committed: { athens: 5, sparta: 1 }, cards: { athens: 4, sparta: 1 } }));
    expect(r.totals).toEqual({ athens: 16, sparta: 9 });
    expect(r.losses.sparta).toBe(5); // 3 units + 2 bases (leftover 7 − 3 = 4 → 2)
    // 9.51: the CinC gains 2 × 5, its Compatriot 1 × 5; 9.53: both Spartan Factions lose 5.
    expect(r.honor).toEqual({ aristocrats: 10, demagogues: 5, eurypontids: -5, agiads: -5 });
    expect(r.majorDefeat).toBe(true); // 9.54: 10 lost in total
  });

  it('9.43: equal totals are a draw — no casualties, no Honor', () => {
    const t = theaterWith({ units: { athens: { land: 2 }, peloponnesian: { land: 2 } } });
    const r = resolveBattle(fixed(t, { committed: { athens: 1, sparta: 1 }, cards: { athens: 3, sparta: 3 } }));
    expect(r.winner).toBeNull();
    expect(r.losses).toEqual({ athens: 0, sparta: 0 });
  });

  it('9.46, 9.51: Athens wins a land Battle eliminating a Spartan land unit → Hostages, +5 for the CinC', () => {
    const t = theaterWith({ units: { athens: { land: 4 }, sparta: { land: 1 } } });
    const r = resolveBattle(fixed(t, { committed: { athens: 2, sparta: 0 }, cards: { athens: 5, sparta: 1 } }));
    expect(r.winner).toBe('athens');
    expect(r.losses.sparta).toBe(1);
    expect(r.honor.aristocrats).toBe(2 * 1 + 5);
    expect(r.honor.demagogues).toBe(1);
  });

  it('12.3 the State Ship adds 1 to Athens; 12.4 the 300 adds 2 as a unit and 1 as a Strategos in a land Battle', () => {
    const t = theaterWith({ units: { athens: { land: 2 }, the300: { land: 1 } } });
    const r = resolveBattle(fixed(t, { stateShip: true, committed: { athens: 1, sparta: 0 }, cards: { athens: 2, sparta: 2 } }));
    expect(r.totals).toEqual({ athens: 2 + 1 + 1 + 2, sparta: 2 + 1 + 2 });
  });
});

describe('distributions', () => {
  it('9.31 B commitments: every combination within the ranges and the cap equally likely', () => {
    const d = commitmentDist([[0, 1], [0, 1]]);
    expect(d).toEqual([{ value: 0, p: 0.25 }, { value: 1, p: 0.5 }, { value: 2, p: 0.25 }]);
    expect(commitmentDist([[0, 4], [0, 4]], 1)).toEqual([{ value: 0, p: 1 / 3 }, { value: 1, p: 2 / 3 }]);
  });

  it('battleOdds equals brute force over every card pair and every single commitment (not merged by value)', () => {
    const t = theaterWith({ units: { athens: { land: 3 }, peloponnesian: { land: 2 }, sparta: { land: 1 } }, bases: { peloponnesian: 1 } });
    const aCards = [1, 1, 2, 3, 5];
    const sCards = [2, 3, 3, 4];
    const setup = {
      theater: t, kind: 'land' as const, cinc: 'eurypontids' as Faction, dominant: DOMINANT, hostageHeld: { athens: false, sparta: false },
      stateShip: false, committed: { athens: commitmentDist([[0, 2], [0, 1]]), sparta: certain(3) }, cards: { athens: uniform(aCards), sparta: uniform(sCards) },
    };
    const odds = battleOdds(setup, 'demagogues');
    let n = 0; let win = 0; let tie = 0; let honor = 0; let own = 0;
    for (const a1 of [0, 1, 2]) for (const a2 of [0, 1]) for (const ka of aCards) for (const ks of sCards) {
      const r = resolveBattle({ ...setup, committed: { athens: a1 + a2, sparta: 3 }, cards: { athens: ka, sparta: ks } });
      n++;
      if (r.winner === 'athens') win++;
      if (r.winner === null) tie++;
      honor += r.honor.demagogues;
      own += r.losses.athens;
    }
    expect(odds.win).toBeCloseTo(win / n, 12);
    expect(odds.tie).toBeCloseTo(tie / n, 12);
    expect(odds.lose).toBeCloseTo(1 - (win + tie) / n, 12);
    expect(odds.honor).toBeCloseTo(honor / n, 12);
    expect(odds.ownLosses).toBeCloseTo(own / n, 12);
  });
});

// ------------------------------------------------------------------------------------------
// Against the engine: a real position at the State Ship decision (12.3), every card pair the
// Athenian Dominant cannot see put on top of the Battle decks, the Battle played by the engine.

const athensUnseenHand = ['ath-05', 'ath-12', 'ath-20', 'ath-28'];

function stateShipPosition(): GameState {
  let g = position({
    theaters: { [BOEOTIA]: { units: { athens: { land: 3 }, peloponnesian: { land: 2 } }, bases: { peloponnesian: 1 } } },
    war: 'war',
    strategos: { eurypontids: 4, agiads: 2, aristocrats: 3, demagogues: 2 },
    at: 'theater.resolve',
    edit(s) {
      keepAlive(s); // more issues after this one: the game stops at the next reveal, before any upkeep
      queue(s, BOEOTIA, 'eurypontids', 'military');
      // Every card of each Side somewhere: discards and hands as listed, the rest in the Battle deck.
      s.sides.athens.discard = ['ath-02', 'ath-03'];
      s.factions.aristocrats.hand = ['ath-04', 'ath-10'];
      s.factions.demagogues.hand = [...athensUnseenHand];
      s.sides.sparta.discard = ['spa-02'];
      s.factions.eurypontids.hand = ['spa-09', 'spa-18'];
      s.factions.agiads.hand = ['spa-25'];
      for (const side of ['athens', 'sparta'] as const) {
        const placed = new Set([...s.sides[side].discard, ...Object.values(s.factions).flatMap((f) => [...f.hand, ...f.entourage])]);
        s.sides[side].politicalDeck = [];
        s.sides[side].battleDeck = politicalCardIds(side).filter((c) => !isLeaderCard(c) && !placed.has(c));
      }
      for (const f of ['aristocrats', 'demagogues', 'eurypontids', 'agiads'] as const) s.factions[f].honor = 30;
      s.honorOrder = ['eurypontids', 'aristocrats', 'agiads', 'demagogues']; // the CinC reveals first (8.4)
    },
  });
  g = act(g, { type: 'reveal', place: String(BOEOTIA) });
  g = act(g, { type: 'muster' });
  g = commitAll(g, { eurypontids: 2, agiads: 1, aristocrats: 3, demagogues: 0 });
  while (kind(g) === 'muster.move') g = act(g, { type: 'endMoves' });
  return g;
}

/** Puts `card` on top of `side`'s Battle deck, swapping it with whatever card was there. */
function onTop(g: GameState, side: Side, card: string): void {
  const deck = g.sides[side].battleDeck;
  const top = deck[0] as string;
  if (top === card) return;
  const places = [deck, ...Object.values(g.factions).flatMap((f) => [f.hand, f.entourage])];
  for (const p of places) {
    const i = p.indexOf(card);
    if (i >= 0) { p[i] = top; deck[0] = card; return; }
  }
  throw new Error(`card ${card} not found`);
}

function unitsOf(g: GameState, side: Side): number {
  const t = g.theaters[String(BOEOTIA)]!;
  const forces = side === 'athens' ? ['athens', 'delian'] as const : ['sparta', 'the300', 'peloponnesian'] as const;
  const bases = side === 'athens' ? t.bases.athens + t.bases.delian : t.bases.sparta + t.bases.peloponnesian;
  return forces.reduce((n, f) => n + t.units[f].land + t.units[f].naval, 0) + bases;
}

describe('odds against the engine (12.3 State Ship decision, 9.42 cards the seat cannot see)', () => {
  it('win/tie/lose, expected losses and expected Honor equal the engine\'s Battle over every unseen card pair', () => {
    const g = stateShipPosition();
    expect(kind(g)).toBe('battle.stateShip');
    const seat = who(g);
    expect(seat).toBe('aristocrats');
    const unseen = (side: Side): string[] => {
      const v = viewFor(g, seat);
      const known = new Set([...v.sides[side].discard, ...(v.factions.aristocrats.hand ?? []), ...(v.factions.aristocrats.entourage ?? [])]);
      return politicalCardIds(side).filter((c) => !isLeaderCard(c) && !known.has(c));
    };
    const aUnseen = unseen('athens');
    const sUnseen = unseen('sparta');
    expect(aUnseen).toHaveLength(30 - 2 - 2);
    for (const use of [true, false]) {
      const odds = decisionOdds(viewFor(g, seat), seat, { type: 'stateShip', use });
      if (!odds?.battle) throw new Error('expected a Battle');
      let n = 0; let win = 0; let tie = 0; let honor = 0; let own = 0; let enemy = 0;
      for (const a of aUnseen) {
        for (const s of sUnseen) {
          const h = cloneJson(g);
          onTop(h, 'athens', a);
          onTop(h, 'sparta', s);
          let after = act(h, { type: 'stateShip', use });
          // Casualties are forced here (one table row each); bases: the most first (9.44, as the odds assume).
          while (kind(after) === 'battle.bases') after = act(after, legal(after)[0]!);
          expect(['battle.second', undefined, 'theater.reveal']).toContain(kind(after));
          n++;
          const won = after.log.slice(g.log.length).find((e) => e.msg === 'battle.won');
          if (won?.args.winner === 'athens') win++;
          else if (!won) tie++;
          honor += after.factions.aristocrats.honor - g.factions.aristocrats.honor;
          own += unitsOf(g, 'athens') - unitsOf(after, 'athens');
          enemy += unitsOf(g, 'sparta') - unitsOf(after, 'sparta');
        }
      }
      expect(odds.odds.win).toBeCloseTo(win / n, 12);
      expect(odds.odds.tie).toBeCloseTo(tie / n, 12);
      expect(odds.odds.honor).toBeCloseTo(honor / n, 12);
      expect(odds.odds.ownLosses).toBeCloseTo(own / n, 12);
      expect(odds.odds.enemyLosses).toBeCloseTo(enemy / n, 12);
      expect(win).toBeGreaterThan(0);
      expect(n - win - tie).toBeGreaterThan(0);
    }
  });

  it('4.1: the same view with different hidden cards gives the same odds', () => {
    const g = stateShipPosition();
    const h = cloneJson(g);
    // Swap a card of the Athenian Battle deck with one in the Demagogues' hand: hidden from the Aristocrats.
    const deck = h.sides.athens.battleDeck;
    const hand = h.factions.demagogues.hand;
    [deck[0], hand[0]] = [hand[0] as string, deck[0] as string];
    expect(viewFor(h, 'aristocrats')).toEqual(viewFor(g, 'aristocrats'));
    const a = decisionOdds(viewFor(g, 'aristocrats'), 'aristocrats', { type: 'stateShip', use: true });
    const b = decisionOdds(viewFor(h, 'aristocrats'), 'aristocrats', { type: 'stateShip', use: true });
    expect(b).toEqual(a);
  });

  it('9.42 (5): the card distribution is over the cards the seat has not seen, whatever their place', () => {
    const g = stateShipPosition();
    const d = battleCardDist(viewFor(g, 'aristocrats'), 'athens');
    expect(d.assumption).toBe('cardsUnseen');
    expect(d.dist.reduce((n, x) => n + x.p, 0)).toBeCloseTo(1, 12);
    // The Demagogues' hand is not the Aristocrats' to see: its cards stay in the pool.
    const mean = d.dist.reduce((n, x) => n + x.value * x.p, 0);
    expect(mean).toBeGreaterThan(0);
  });
});
