// Political decks (3.13, 5.2, Q41) and their published examples (RECONSTRUCTION.md §7).
import { describe, expect, it } from 'vitest';
import { FACTIONS, FACTIONS_OF, SIDES, type IssueKind, type Side } from '../../../../../../../src-shared/games/pericles/model/ids.js';
import {
  ALL_DECK_CARDS, ATHENIAN_CARDS, ATHENIAN_TRIBES, DEALT_CARD_IDS, LEADER_CARDS, LEADER_CARD_IDS,
  POLITICAL_DECK_IDS, SPARTAN_CARDS, isLeaderCard, leaderCardOf, politicalCard,
} from '../../../../../../../src-shared/games/pericles/data/cards/political.js';
import type { AlignmentEntry, CardHalf, DeckCard } from '../../../../../../../src-shared/games/pericles/data/cards/types.js';

const SIDE_ISSUES: Record<Side, readonly IssueKind[]> = {
  athens: ['military', 'league', 'diplomatic', 'oracle', 'ostracism', 'games', 'warPeace', 'citizenship', 'colony'],
  sparta: ['military', 'league', 'diplomatic', 'oracle', 'ostracism', 'games', 'warPeace', 'krypteia', 'agoge'],
};

function halvesOf(card: DeckCard): CardHalf[] {
  return card.kind === 'leader' ? [card] : Object.values(card.halves);
}
function entriesOfSide(side: Side): AlignmentEntry[] {
  return POLITICAL_DECK_IDS[side].flatMap((id) => halvesOf(politicalCard(id)).flatMap((h) => h.entries));
}
function named(issue: AlignmentEntry['issue']): IssueKind | null {
  if (issue === 'any') return null;
  return typeof issue === 'string' ? issue : issue.not;
}

describe('deck composition (2.0, 5.2, Q41)', () => {
  it('each Side has 32 cards: 30 dealt Political cards plus its two Faction Leaders', () => {
    for (const side of SIDES) {
      expect(POLITICAL_DECK_IDS[side]).toHaveLength(32);
      expect(DEALT_CARD_IDS[side]).toHaveLength(30);
      const leaders = POLITICAL_DECK_IDS[side].filter(isLeaderCard);
      expect([...leaders].sort()).toEqual(FACTIONS_OF[side].map((f) => LEADER_CARD_IDS[f]).sort());
      expect(DEALT_CARD_IDS[side].some(isLeaderCard)).toBe(false);
    }
    expect(ATHENIAN_CARDS).toHaveLength(30);
    expect(SPARTAN_CARDS).toHaveLength(30);
    expect(LEADER_CARDS).toHaveLength(4);
  });

  it('every card id is unique and resolves to a card of its deck\'s Side', () => {
    const all = [...POLITICAL_DECK_IDS.athens, ...POLITICAL_DECK_IDS.sparta];
    expect(new Set(all).size).toBe(64);
    expect(new Set(ALL_DECK_CARDS.map((c) => c.id)).size).toBe(ALL_DECK_CARDS.length);
    for (const side of SIDES) for (const id of POLITICAL_DECK_IDS[side]) expect(politicalCard(id).side).toBe(side);
    expect(() => politicalCard('ath-99')).toThrow();
  });

  it('3.13 each Political card has exactly one half per Faction of its Side', () => {
    for (const c of [...ATHENIAN_CARDS, ...SPARTAN_CARDS]) {
      if (c.kind !== 'political') throw new Error('not political');
      expect(Object.keys(c.halves).sort()).toEqual([...FACTIONS_OF[c.side]].sort());
    }
  });

  it('3.13 Athenian cards are titled with the ten Athenian tribes, each used three times', () => {
    expect(new Set(ATHENIAN_TRIBES).size).toBe(10);
    for (const tribe of ATHENIAN_TRIBES) expect(ATHENIAN_CARDS.filter((c) => c.title === tribe)).toHaveLength(3);
    for (const c of SPARTAN_CARDS) expect(ATHENIAN_TRIBES).not.toContain(c.title);
  });

  it('6.2 every card value is an integer 1–5, and each deck spreads like a real deck (mean about 3)', () => {
    for (const c of ALL_DECK_CARDS) {
      expect(Number.isInteger(c.value)).toBe(true);
      expect(c.value).toBeGreaterThanOrEqual(1);
      expect(c.value).toBeLessThanOrEqual(5);
    }
    for (const side of SIDES) {
      const values = DEALT_CARD_IDS[side].map((id) => politicalCard(id).value);
      const count = (v: number): number => values.filter((x) => x === v).length;
      const mean = values.reduce((s, v) => s + v, 0) / values.length;
      expect(mean).toBeGreaterThanOrEqual(2.7);
      expect(mean).toBeLessThanOrEqual(3.3);
      for (const v of [1, 2, 3, 4, 5]) expect(count(v)).toBeGreaterThan(0);
      // bell-ish: the middle is the most common value, the extremes the least
      expect(count(3)).toBeGreaterThanOrEqual(Math.max(count(2), count(4)));
      expect(Math.max(count(1), count(5))).toBeLessThan(Math.min(count(2), count(4)));
    }
  });

  it('every entry has a bonus +0…+4, a non-negative Strategos award, and does something', () => {
    for (const c of ALL_DECK_CARDS) for (const half of halvesOf(c)) {
      expect(half.entries.length).toBeGreaterThan(0);
      for (const en of half.entries) {
        expect(Number.isInteger(en.bonus) && en.bonus >= 0 && en.bonus <= 4).toBe(true);
        expect(Number.isInteger(en.strategos) && en.strategos >= 0).toBe(true);
        expect(en.bonus + en.strategos).toBeGreaterThan(0);
      }
    }
  });

  it('3.14 every card names only its own Side\'s issues, and every issue of the Side appears', () => {
    for (const side of SIDES) {
      const entries = entriesOfSide(side);
      const namedIssues = new Set(entries.map((en) => named(en.issue)).filter((x): x is IssueKind => x !== null));
      for (const issue of namedIssues) expect(SIDE_ISSUES[side]).toContain(issue);
      // Every issue is aligned positively (not only through NOT) somewhere in the deck.
      const positive = new Set(entries.map((en) => en.issue).filter((i): i is IssueKind => typeof i === 'string' && i !== 'any'));
      for (const issue of SIDE_ISSUES[side]) expect(positive, `${side} ${issue}`).toContain(issue);
    }
  });

  it('3.13 legend: every condition (plague pre/post, Dominant, War, Peace, Alcibiades both ways, any, NOT) occurs on each Side', () => {
    for (const side of SIDES) {
      const entries = entriesOfSide(side);
      const has = (p: (en: AlignmentEntry) => boolean): boolean => entries.some(p);
      expect(has((en) => en.conditions?.plague === 'pre')).toBe(true);
      expect(has((en) => en.conditions?.plague === 'post')).toBe(true);
      expect(has((en) => en.conditions?.dominant === true)).toBe(true);
      expect(has((en) => en.conditions?.war === 'war')).toBe(true);
      expect(has((en) => en.conditions?.war === 'peace')).toBe(true);
      expect(has((en) => en.conditions?.alcibiades === 'athens')).toBe(true);
      expect(has((en) => en.conditions?.alcibiades === 'persia')).toBe(true);
      expect(has((en) => en.issue === 'any')).toBe(true);
      expect(has((en) => typeof en.issue === 'object')).toBe(true);
    }
  });

  it('the two Sides are comparable in strength (values, best bonuses, best awards, Council)', () => {
    const strength = (side: Side): { value: number; bonus: number; strategos: number } => {
      let value = 0, bonus = 0, strategos = 0;
      for (const id of POLITICAL_DECK_IDS[side]) {
        const c = politicalCard(id);
        value += c.value;
        for (const half of halvesOf(c)) {
          bonus += Math.max(...half.entries.map((en) => en.bonus));
          strategos += Math.max(...half.entries.map((en) => en.strategos));
        }
      }
      return { value, bonus, strategos };
    };
    const a = strength('athens'), s = strength('sparta');
    expect(Math.abs(a.value - s.value)).toBeLessThanOrEqual(3);
    expect(Math.abs(a.bonus - s.bonus) / a.bonus).toBeLessThanOrEqual(0.1);
    expect(Math.abs(a.strategos - s.strategos) / a.strategos).toBeLessThanOrEqual(0.1);
    const council = (side: Side, p: 'pre' | 'post'): number =>
      FACTIONS_OF[side].reduce((sum, f) => sum + leaderCardOf(f).council[p], 0);
    expect(council('athens', 'pre')).toBe(council('sparta', 'pre'));
    expect(council('athens', 'post')).toBe(council('sparta', 'post'));
  });
});

describe('published examples (3.13, RECONSTRUCTION.md §7)', () => {
  const all = [...ATHENIAN_CARDS, ...SPARTAN_CARDS];
  const halves = all.flatMap((c) => Object.values(c.halves).map((half) => ({ card: c, half })));
  const withOnly = (value: number, issue: IssueKind, bonus: number) => halves.filter(({ card, half }) =>
    card.value === value && card.provenance === 'published'
    && half.entries.length === 1 && half.entries[0]?.issue === issue && half.entries[0].bonus === bonus
    && half.entries[0].conditions === undefined);

  it('value 4 with +2 League', () => expect(withOnly(4, 'league', 2)).toHaveLength(1));
  it('value 2 with +3 League', () => expect(withOnly(2, 'league', 3)).toHaveLength(1));
  it('value 1 with +4 Oracle', () => expect(withOnly(1, 'oracle', 4)).toHaveLength(1));
  it('value 3 with +1 League', () => expect(withOnly(3, 'league', 1)).toHaveLength(1));

  it('the ES Athenian card: AF +2 Military (Alcibiades in Persia) / +3 Military (in Athens), 3 Strategos; DF +1 League, 1 Strategos', () => {
    const card = politicalCard('ath-12');
    if (card.kind !== 'political' || card.side !== 'athens') throw new Error('ath-12 must be Athenian');
    expect(card.provenance).toBe('published');
    expect(card.halves.aristocrats.entries).toEqual([
      { issue: 'military', bonus: 2, strategos: 3, conditions: { alcibiades: 'persia' } },
      { issue: 'military', bonus: 3, strategos: 3, conditions: { alcibiades: 'athens' } },
    ]);
    expect(card.halves.demagogues.entries).toEqual([{ issue: 'league', bonus: 1, strategos: 1 }]);
  });

  it('the Agiad Leader: +1 Ostracism / +2 any other issue, 1 Strategos each; Council 2 Pre-Plague, 4 Post-Plague', () => {
    const agiad = leaderCardOf('agiads');
    expect(agiad.provenance).toBe('published');
    expect(agiad.side).toBe('sparta');
    expect(agiad.entries).toEqual([
      { issue: 'ostracism', bonus: 1, strategos: 1 },
      { issue: { not: 'ostracism' }, bonus: 2, strategos: 1 },
    ]);
    expect(agiad.council).toEqual({ pre: 2, post: 4 });
  });
});

describe('Leader cards (5.22, 6.3, 7.3)', () => {
  it('one Leader per Faction, on its Faction\'s Side, with a Council award for each Plague status', () => {
    for (const f of FACTIONS) {
      const l = leaderCardOf(f);
      expect(l.id).toBe(LEADER_CARD_IDS[f]);
      expect(l.faction).toBe(f);
      expect(FACTIONS_OF[l.side]).toContain(f);
      for (const p of ['pre', 'post'] as const) {
        expect(Number.isInteger(l.council[p]) && l.council[p] >= 1 && l.council[p] <= 5).toBe(true);
      }
    }
  });
});
