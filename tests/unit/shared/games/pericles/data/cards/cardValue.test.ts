// Card evaluation in a debate (6.2, 6.21), Leaders (6.3) and the Strategoi Council (7.3).
import { describe, expect, it } from 'vitest';
import { FACTIONS, FACTIONS_OF, SIDES } from '../../../../../../../src-shared/games/pericles/model/ids.js';
import { DEALT_CARD_IDS, LEADER_CARD_IDS, politicalCard } from '../../../../../../../src-shared/games/pericles/data/cards/political.js';
import {
  cardHalfFor, councilAward, entryFailure, evaluateCard, issueMatches, type CardContext,
} from '../../../../../../../src-shared/games/pericles/rules/cardValue.js';

const base: Omit<CardContext, 'cardId' | 'faction' | 'issue'> = {
  plague: 'pre', war: 'peace', alcibiades: 'athens', isDominant: false,
};
const ev = (cardId: string, faction: CardContext['faction'], issue: CardContext['issue'], over: Partial<CardContext> = {}) =>
  evaluateCard({ ...base, cardId, faction, issue, ...over });

describe('3.13 card halves', () => {
  it('each Faction uses its own orientation of a card of its Side', () => {
    expect(cardHalfFor('ath-12', 'demagogues').entries).toEqual([{ issue: 'league', bonus: 1, strategos: 1 }]);
    expect(cardHalfFor('ath-12', 'aristocrats').entries).toHaveLength(2);
  });
  it('a Faction cannot use a card of the other Side, nor another Faction\'s Leader', () => {
    expect(() => cardHalfFor('ath-12', 'agiads')).toThrow();
    expect(() => cardHalfFor('spa-01', 'aristocrats')).toThrow();
    expect(() => cardHalfFor(LEADER_CARD_IDS.agiads, 'eurypontids')).toThrow();
    expect(cardHalfFor(LEADER_CARD_IDS.agiads, 'agiads').entries).toHaveLength(2);
  });
  it('issue matching: exact kind, "any", and NOT', () => {
    expect(issueMatches('league', 'league')).toBe(true);
    expect(issueMatches('league', 'military')).toBe(false);
    expect(issueMatches('any', 'krypteia')).toBe(true);
    expect(issueMatches({ not: 'ostracism' }, 'games')).toBe(true);
    expect(issueMatches({ not: 'ostracism' }, 'ostracism')).toBe(false);
  });
});

describe('6.2 modified value', () => {
  it('6.2 an unaligned card counts only its printed value and awards nothing (6.21)', () => {
    const r = ev('ath-20', 'aristocrats', 'military');
    expect(r).toMatchObject({ baseValue: 4, bonus: 0, value: 4, strategosAward: 0, matchedEntries: [] });
    expect(r.explanation).toContain('not aligned');
  });

  it('6.2 an aligned card adds its bonus: value 4 +2 League = 6', () => {
    const r = ev('ath-20', 'aristocrats', 'league');
    expect(r).toMatchObject({ baseValue: 4, bonus: 2, value: 6, strategosAward: 1 });
    expect(r.explanation).toContain('= 6');
  });

  it('6.2 the published value 1 +4 Oracle card makes 5 on Oracle, 1 elsewhere', () => {
    expect(ev('spa-01', 'agiads', 'oracle').value).toBe(5);
    expect(ev('spa-01', 'agiads', 'league').value).toBe(1);
  });

  it('6.2 the other Faction of the Side reads the other half of the same card', () => {
    expect(ev('ath-12', 'demagogues', 'league')).toMatchObject({ value: 4, strategosAward: 1 });
    expect(ev('ath-12', 'demagogues', 'military')).toMatchObject({ value: 3, strategosAward: 0 });
  });

  it('6.2 A Pre-/Post-Plague condition', () => {
    // ath-22 Demagogues: +1 League Pre-Plague (1 Strategos), +2 League Post-Plague (2 Strategos)
    expect(ev('ath-22', 'demagogues', 'league', { plague: 'pre' })).toMatchObject({ value: 5, strategosAward: 1 });
    expect(ev('ath-22', 'demagogues', 'league', { plague: 'post' })).toMatchObject({ value: 6, strategosAward: 2 });
    // ath-06 Aristocrats: +3 Diplomatic only Pre-Plague
    expect(ev('ath-06', 'aristocrats', 'diplomatic', { plague: 'post' })).toMatchObject({ value: 2, strategosAward: 0 });
  });

  it('6.2 B dominant bonus needs dominant AND aligned (EL reading, D6)', () => {
    // ath-03 Demagogues: +3 Ostracism, 2 Strategos, Dominant only
    expect(ev('ath-03', 'demagogues', 'ostracism', { isDominant: true })).toMatchObject({ value: 4, strategosAward: 2 });
    expect(ev('ath-03', 'demagogues', 'ostracism', { isDominant: false })).toMatchObject({ value: 1, strategosAward: 0 });
    expect(ev('ath-03', 'demagogues', 'military', { isDominant: true })).toMatchObject({ value: 1, strategosAward: 0 });
    expect(entryFailure({ issue: 'ostracism', bonus: 3, strategos: 2, conditions: { dominant: true } },
      { ...base, issue: 'ostracism' })).toBe('dominant');
  });

  it('6.2 C War/Peace status ("Athens at War" is the War status)', () => {
    // ath-01 Demagogues: +3 Military at War
    expect(ev('ath-01', 'demagogues', 'military', { war: 'war' }).value).toBe(4);
    expect(ev('ath-01', 'demagogues', 'military', { war: 'peace' }).value).toBe(1);
    // ath-02 Aristocrats: +4 W/P at Peace, 2 Strategos
    expect(ev('ath-02', 'aristocrats', 'warPeace', { war: 'peace' })).toMatchObject({ value: 5, strategosAward: 2 });
    expect(ev('ath-02', 'aristocrats', 'warPeace', { war: 'war' })).toMatchObject({ value: 1, strategosAward: 0 });
  });

  it('6.2 D Alcibiades: the published Athenian card gives +3 (in Athens) or +2 (in Persia), 3 Strategos either way', () => {
    expect(ev('ath-12', 'aristocrats', 'military', { alcibiades: 'athens' })).toMatchObject({ baseValue: 3, bonus: 3, value: 6, strategosAward: 3 });
    expect(ev('ath-12', 'aristocrats', 'military', { alcibiades: 'persia' })).toMatchObject({ baseValue: 3, bonus: 2, value: 5, strategosAward: 3 });
    expect(ev('ath-12', 'aristocrats', 'league', { alcibiades: 'athens' })).toMatchObject({ value: 3, strategosAward: 0 });
  });

  it('6.2 conditions combine: every requirement of an entry must hold', () => {
    const entry = { issue: 'military' as const, bonus: 2, strategos: 1, conditions: { plague: 'post' as const, war: 'war' as const } };
    expect(entryFailure(entry, { ...base, issue: 'military', plague: 'post', war: 'war' })).toBeNull();
    expect(entryFailure(entry, { ...base, issue: 'military', plague: 'pre', war: 'war' })).toBe('plague');
    expect(entryFailure(entry, { ...base, issue: 'military', plague: 'post', war: 'peace' })).toBe('war');
    expect(entryFailure(entry, { ...base, issue: 'league', plague: 'post', war: 'war' })).toBe('issue');
  });

  it('6.2 "any" and NOT entries', () => {
    // ath-04 Aristocrats: +2 on every issue but Military, no Strategos
    expect(ev('ath-04', 'aristocrats', 'games')).toMatchObject({ value: 3, strategosAward: 0 });
    expect(ev('ath-04', 'aristocrats', 'military')).toMatchObject({ value: 1, matchedEntries: [] });
    // ath-30 Aristocrats: any issue Pre-Plague, +0 and 1 Strategos
    expect(ev('ath-30', 'aristocrats', 'colony', { plague: 'pre' })).toMatchObject({ value: 5, strategosAward: 1 });
    expect(ev('ath-30', 'aristocrats', 'colony', { plague: 'post' })).toMatchObject({ value: 5, strategosAward: 0 });
  });

  it('6.2/6.21 several applying entries on a normal half: only the best single entry counts', () => {
    // Cleon: +3 Military at War, +3 League, +1 any (1 Strategos each): never +4 on Military
    const cleon = LEADER_CARD_IDS.demagogues;
    const r = ev(cleon, 'demagogues', 'military', { war: 'war' });
    expect(r).toMatchObject({ baseValue: 3, bonus: 3, value: 6, strategosAward: 1 });
    expect(r.matchedEntries).toHaveLength(1);
    expect(ev(cleon, 'demagogues', 'military', { war: 'peace' })).toMatchObject({ bonus: 1, strategosAward: 1 });
  });

  it('6.2 a cumulative half adds every applying entry ("+N more if Dominant")', () => {
    // ath-07 Demagogues (cumulative): +2 League 1 Strategos, +1 more League if Dominant
    expect(ev('ath-07', 'demagogues', 'league', { isDominant: false })).toMatchObject({ value: 4, strategosAward: 1 });
    const dom = ev('ath-07', 'demagogues', 'league', { isDominant: true });
    expect(dom).toMatchObject({ value: 5, strategosAward: 1 });
    expect(dom.matchedEntries).toHaveLength(2);
    expect(ev('spa-07', 'eurypontids', 'military', { isDominant: true })).toMatchObject({ value: 5, strategosAward: 1 });
  });

  it('6.21 the Strategos award comes with alignment, whatever the opponent plays (a +0 entry still awards)', () => {
    // ath-27 Demagogues: League +0, 2 Strategos
    expect(ev('ath-27', 'demagogues', 'league')).toMatchObject({ value: 5, bonus: 0, strategosAward: 2 });
    expect(ev('ath-27', 'demagogues', 'military')).toMatchObject({ value: 5, strategosAward: 0 });
  });

  it('6.2/6.21 over every card and context: value = printed + bonus, and bonus/award come only from applying entries', () => {
    const issues = ['military', 'league', 'diplomatic', 'oracle', 'ostracism', 'games', 'warPeace'] as const;
    for (const side of SIDES) for (const id of DEALT_CARD_IDS[side]) for (const f of FACTIONS_OF[side]) for (const issue of issues) {
      for (const isDominant of [false, true]) for (const war of ['war', 'peace'] as const) {
        const ctx = { ...base, issue, isDominant, war, plague: 'post' as const, alcibiades: 'persia' as const };
        const r = ev(id, f, issue, ctx);
        expect(r.baseValue).toBe(politicalCard(id).value);
        expect(r.value).toBe(r.baseValue + r.bonus);
        expect(r.bonus).toBe(r.matchedEntries.reduce((s, en) => s + en.bonus, 0));
        expect(r.strategosAward).toBe(r.matchedEntries.reduce((s, en) => s + en.strategos, 0));
        for (const en of r.matchedEntries) expect(entryFailure(en, ctx)).toBeNull();
        const half = cardHalfFor(id, f);
        const applying = half.entries.filter((en) => entryFailure(en, ctx) === null);
        expect(r.matchedEntries.length).toBe(half.cumulative ? applying.length : Math.min(1, applying.length));
      }
    }
  });
});

describe('6.3 Leaders in a debate', () => {
  it('6.3 the Agiad Leader plays with its attributes: +1 on Ostracism, +2 on any other issue, 1 Strategos', () => {
    const agiad = LEADER_CARD_IDS.agiads;
    expect(ev(agiad, 'agiads', 'ostracism')).toMatchObject({ baseValue: 3, bonus: 1, value: 4, strategosAward: 1 });
    for (const issue of ['military', 'krypteia', 'warPeace'] as const) {
      expect(ev(agiad, 'agiads', issue)).toMatchObject({ bonus: 2, value: 5, strategosAward: 1 });
    }
  });
});

describe('7.3 Strategoi Council award', () => {
  it('7.3 a Leader gives its printed Pre-/Post-Plague number: Agiads 2 / 4', () => {
    expect(councilAward(LEADER_CARD_IDS.agiads, 'agiads', 'pre')).toBe(2);
    expect(councilAward(LEADER_CARD_IDS.agiads, 'agiads', 'post')).toBe(4);
  });
  it('7.3 every Leader gives its own printed numbers', () => {
    expect(councilAward(LEADER_CARD_IDS.aristocrats, 'aristocrats', 'pre')).toBe(3);
    expect(councilAward(LEADER_CARD_IDS.aristocrats, 'aristocrats', 'post')).toBe(2);
    expect(councilAward(LEADER_CARD_IDS.demagogues, 'demagogues', 'post')).toBe(4);
  });
  it('7.3 any other card gives exactly 1, whatever its value or Plague status', () => {
    for (const f of FACTIONS) {
      const side = f === 'aristocrats' || f === 'demagogues' ? 'athens' : 'sparta';
      for (const id of DEALT_CARD_IDS[side]) {
        expect(councilAward(id, f, 'pre')).toBe(1);
        expect(councilAward(id, f, 'post')).toBe(1);
      }
    }
  });
  it('7.3 a Faction cannot reveal another Faction\'s Leader or another Side\'s card', () => {
    expect(() => councilAward(LEADER_CARD_IDS.agiads, 'eurypontids', 'pre')).toThrow();
    expect(() => councilAward('ath-01', 'agiads', 'pre')).toThrow();
  });
});
