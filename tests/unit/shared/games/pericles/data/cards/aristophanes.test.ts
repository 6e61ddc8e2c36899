// Aristophanes deck (3.13, 5.1, 5.12, 5.13, 12.2) and its published facts (RECONSTRUCTION.md §7).
import { describe, expect, it } from 'vitest';
import { FORCES_OF, SIDES, sideOfForce, type IssueKind, type Side } from '../../../../../../../src-shared/games/pericles/model/ids.js';
import { THEATERS } from '../../../../../../../src-shared/games/pericles/data/board.js';
import {
  ALL_ARISTOPHANES_IDS, ARISTOPHANES_CARDS, aristophanesCard,
} from '../../../../../../../src-shared/games/pericles/data/cards/aristophanes.js';
import * as political from '../../../../../../../src-shared/games/pericles/data/cards/political.js';
import type { AristophanesCard, AristophanesEffect } from '../../../../../../../src-shared/games/pericles/data/cards/types.js';

const PLAYS: Record<string, [AristophanesCard['play'], number]> = {
  acharnians: ['The Acharnians', 425], knights: ['The Knights', 424], clouds: ['The Clouds', 423],
  wasps: ['The Wasps', 422], peace: ['Peace', 421], birds: ['The Birds', 414],
  lysistrata: ['Lysistrata', 411], frogs: ['The Frogs', 405],
};
const SIDE_ISSUES: Record<Side, readonly IssueKind[]> = {
  athens: ['military', 'league', 'diplomatic', 'oracle', 'ostracism', 'games', 'warPeace', 'citizenship', 'colony'],
  sparta: ['military', 'league', 'diplomatic', 'oracle', 'ostracism', 'games', 'warPeace', 'krypteia', 'agoge'],
};

function effects<T extends AristophanesEffect['type']>(card: AristophanesCard, type: T): Extract<AristophanesEffect, { type: T }>[] {
  return card.effects.filter((e): e is Extract<AristophanesEffect, { type: T }> => e.type === type);
}
const all = (type: AristophanesEffect['type']): AristophanesEffect[] =>
  ARISTOPHANES_CARDS.flatMap((c) => c.effects.filter((e) => e.type === type));

describe('Aristophanes deck (3.13, 5.1)', () => {
  it('24 cards = eight plays × versions A, B, C, ids unique, historical staging years', () => {
    expect(ARISTOPHANES_CARDS).toHaveLength(24);
    expect(new Set(ALL_ARISTOPHANES_IDS).size).toBe(24);
    for (const [key, [play, year]] of Object.entries(PLAYS)) {
      for (const v of ['A', 'B', 'C'] as const) {
        const c = aristophanesCard(`${key}-${v}`);
        expect(c.play).toBe(play);
        expect(c.version).toBe(v);
        expect(c.year).toBe(year);
        expect(c.quote.length).toBeGreaterThan(10);
        expect(c.effects.length).toBeGreaterThan(0);
      }
    }
    expect(() => aristophanesCard('thesmophoriazusae-A')).toThrow();
    expect(political.aristophanesCard('frogs-C')).toBe(aristophanesCard('frogs-C'));
    expect(political.ALL_ARISTOPHANES_IDS).toBe(ALL_ARISTOPHANES_IDS);
  });

  it('5.11 A placements: own-Side issues only, box 0 is nobody\'s half, boxes 1–7 lie on a half', () => {
    for (const c of ARISTOPHANES_CARDS) for (const p of effects(c, 'placeIssue')) {
      expect(SIDE_ISSUES[p.side], c.id).toContain(p.kind);
      expect(Number.isInteger(p.box) && p.box >= 0 && p.box <= 7).toBe(true);
      expect(p.half === 'zero').toBe(p.box === 0);
    }
    // no card places the same tile twice on one track
    for (const c of ARISTOPHANES_CARDS) {
      const keys = effects(c, 'placeIssue').map((p) => `${p.side}:${p.kind}`);
      expect(new Set(keys).size, c.id).toBe(keys.length);
    }
  });

  it('5.11 B units: theaters 1–19 (20 only during the Persian War), City-State or League forces', () => {
    for (const c of ARISTOPHANES_CARDS) for (const u of [...effects(c, 'addUnits'), ...effects(c, 'removeUnits')]) {
      expect(u.theater).toBeGreaterThanOrEqual(1);
      expect(u.theater).toBeLessThanOrEqual(19);
      expect(['athens', 'delian', 'sparta', 'peloponnesian']).toContain(u.force);
      expect(FORCES_OF[sideOfForce(u.force)]).toContain(u.force);
      expect(Number.isInteger(u.n) && u.n > 0).toBe(true);
    }
    expect(all('addUnits').length).toBeGreaterThan(0);
    expect(all('removeUnits').length).toBeGreaterThan(0);
  });

  it('5.11 B Strategos events: non-zero integers, at most the 26 tokens of a Side (A.1)', () => {
    for (const e of [...all('stockStrategos'), ...all('giveStrategos')]) {
      const n = e.type === 'stockStrategos' ? e.delta : e.type === 'giveStrategos' ? e.n : NaN;
      expect(Number.isInteger(n) && n !== 0 && Math.abs(n) <= 26).toBe(true);
    }
    expect(all('stockStrategos').some((e) => e.type === 'stockStrategos' && e.delta > 0)).toBe(true);
    expect(all('stockStrategos').some((e) => e.type === 'stockStrategos' && e.delta < 0)).toBe(true);
    expect(all('giveStrategos').length).toBeGreaterThan(0);
  });

  it('5.12 Will: one pawn per Side per card, on theaters 1–19; Control, Control-or-Contest and build/convert all occur', () => {
    for (const c of ARISTOPHANES_CARDS) {
      for (const side of SIDES) expect(effects(c, 'will').filter((w) => w.side === side).length).toBeLessThanOrEqual(1);
      for (const w of effects(c, 'will')) {
        expect(w.theater).toBeGreaterThanOrEqual(1);
        expect(w.theater).toBeLessThanOrEqual(19);
        expect(THEATERS.some((t) => t.id === w.theater)).toBe(true);
      }
    }
    const requires = new Set(all('will').map((w) => (w.type === 'will' ? w.require : '')));
    expect(requires).toEqual(new Set(['control', 'controlOrContest', 'buildOrConvertBase']));
  });

  it('5.13 all three Acharnians, and only they, cause a Plague', () => {
    for (const c of ARISTOPHANES_CARDS) {
      expect(effects(c, 'plague').length, c.id).toBe(c.id.startsWith('acharnians-') ? 1 : 0);
    }
  });

  it('12.2 (D16) all three Frogs, and only they, send Alcibiades to Persia', () => {
    for (const c of ARISTOPHANES_CARDS) {
      expect(effects(c, 'alcibiadesToPersia').length, c.id).toBe(c.id.startsWith('frogs-') ? 1 : 0);
    }
  });
});

describe('published Aristophanes cards (RECONSTRUCTION.md §7)', () => {
  it('Clouds A: W/P on both Dominant halves; 6 Strategos out of each Side\'s stock', () => {
    const c = aristophanesCard('clouds-A');
    expect(c.provenance).toBe('published');
    for (const side of SIDES) {
      const p = effects(c, 'placeIssue').filter((e) => e.side === side);
      expect(p).toHaveLength(1);
      expect(p[0]).toMatchObject({ kind: 'warPeace', half: 'dominant' });
      expect(effects(c, 'stockStrategos').filter((e) => e.side === side)).toEqual([{ type: 'stockStrategos', side, delta: -6 }]);
    }
  });

  it('Frogs C: Ostracism placed, 6 Strategos out of each stock, Alcibiades to Persia', () => {
    const c = aristophanesCard('frogs-C');
    expect(c.provenance).toBe('published');
    expect(effects(c, 'placeIssue').every((p) => p.kind === 'ostracism')).toBe(true);
    expect(effects(c, 'placeIssue').length).toBeGreaterThan(0);
    for (const side of SIDES) {
      expect(effects(c, 'stockStrategos').filter((e) => e.side === side)).toEqual([{ type: 'stockStrategos', side, delta: -6 }]);
    }
  });

  it('Birds C: Ostracism placed and Strategos removed', () => {
    const c = aristophanesCard('birds-C');
    expect(c.provenance).toBe('published');
    expect(effects(c, 'placeIssue').some((p) => p.kind === 'ostracism')).toBe(true);
    expect(effects(c, 'stockStrategos').every((e) => e.delta < 0)).toBe(true);
    expect(effects(c, 'stockStrategos').length).toBeGreaterThan(0);
  });

  it('Lysistrata C: Diplomatic in both Assemblies; Will: Athens build/convert in Macedonia (10), Sparta in Thessaly (9)', () => {
    const c = aristophanesCard('lysistrata-C');
    expect(c.provenance).toBe('published');
    for (const side of SIDES) expect(effects(c, 'placeIssue').some((p) => p.side === side && p.kind === 'diplomatic')).toBe(true);
    expect(effects(c, 'will')).toEqual([
      { type: 'will', side: 'athens', theater: 10, require: 'buildOrConvertBase' },
      { type: 'will', side: 'sparta', theater: 9, require: 'buildOrConvertBase' },
    ]);
    expect(THEATERS.find((t) => t.id === 10)?.name).toBe('Macedonia');
    expect(THEATERS.find((t) => t.id === 9)?.name).toBe('Thessaly');
  });

  it('published cards are exactly the Acharnians, the Frogs, Clouds A, Birds C and Lysistrata C', () => {
    const published = ARISTOPHANES_CARDS.filter((c) => c.provenance === 'published').map((c) => c.id).sort();
    expect(published).toEqual([
      'acharnians-A', 'acharnians-B', 'acharnians-C', 'birds-C', 'clouds-A',
      'frogs-A', 'frogs-B', 'frogs-C', 'lysistrata-C',
    ]);
  });
});
