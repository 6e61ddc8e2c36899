// Cards and log entries in the words a player uses (#16 "Inspect anything", "Words a player uses").
import { describe, expect, it } from 'vitest';
import { applyInPlace, legalActions, newGame, pending, viewFor } from '../../../src-shared/engine.js';
import { ALL_DECK_CARDS } from '../../../src-shared/games/pericles/data/cards/political.js';
import { ARISTOPHANES_CARDS } from '../../../src-shared/games/pericles/data/cards/aristophanes.js';
import { seedRng } from '../../../src-shared/kit/random.js';
import { pickRandom } from '../../../src-shared/games/pericles/bots/random.js';
import type { Faction } from '../../../src-shared/games/pericles/model/ids.js';
import {
  ENGINE_TOKEN, cardName, cardText, effectWords, fixArticles, isCardId, trackBoxWords, unitsWords,
} from '../../../src-renderer/games/pericles/cards/text.js';
import { actionLabel, cardLabel } from '../../../src-renderer/games/pericles/game/actions.js';
import { formatLogText } from '../../../src-renderer/games/pericles/panels/log.js';

const ALL_IDS = [...ALL_DECK_CARDS.map((c) => c.id), ...ARISTOPHANES_CARDS.map((c) => c.id)];

describe('card names (3.13)', () => {
  it('the token check catches every card id, Leader id, camelCase word and placeholder', () => {
    for (const id of ALL_IDS) expect(id).toMatch(ENGINE_TOKEN);
    for (const s of ['warPeace', 'theater.place', '{n} moves', 'marker m2']) expect(s).toMatch(ENGINE_TOKEN);
    expect('Erechtheis (4), the Aristocrats\' Leader, War/Peace, 7 Athens').not.toMatch(ENGINE_TOKEN);
  });

  it('every card has a name without its id, and no two cards share one', () => {
    const names = ALL_IDS.map(cardName);
    for (const [i, n] of names.entries()) {
      expect(n, ALL_IDS[i]).not.toMatch(ENGINE_TOKEN);
      expect(n).not.toBe(cardName('no-such-card'));
    }
    expect(new Set(names).size).toBe(ALL_IDS.length);
    expect(cardLabel('ath-20')).toBe(cardName('ath-20'));
  });

  it('names a Political card by title and value, a Leader as its Faction\'s Leader, a play by title and version', () => {
    expect(cardName('ath-20')).toBe('Antiochis (4)');
    expect(cardName('leader-aristocrats')).toBe('Nicias, the Aristocrats\' Leader');
    expect(cardName('leader-agiads')).toBe('Pleistoanax, the Agiads\' Leader');
    expect(cardName('knights-B')).toBe('The Knights (B)');
    expect(isCardId('knights-B') && isCardId('spa-30') && !isCardId('m2')).toBe(true);
  });

  it('a Political card shows its value and both halves\' entries (3.13, 6.2)', () => {
    const c = cardText('ath-12');
    expect(c.value).toBe(3);
    expect(c.halves.map((h) => h.faction)).toEqual(['aristocrats', 'demagogues']);
    expect(c.halves[0]!.entries).toEqual([
      '+2 Military (Alcibiades in Persia), 3 Strategos',
      '+3 Military (Alcibiades in Athens), 3 Strategos',
    ]);
    expect(c.halves[1]!.entries).toEqual(['+1 League, 1 Strategos']);
    expect(cardText('ath-07').halves[1]!.rule).toMatch(/adds its bonus/);
  });

  it('a Leader shows its Council award (7.3)', () => {
    expect(cardText('leader-agiads').council).toBe('Council: 2 Pre-Plague / 4 Post-Plague');
  });

  it('every Aristophanes instruction reads as a sentence (5.11)', () => {
    for (const card of ARISTOPHANES_CARDS) {
      const text = cardText(card.id);
      expect(text.effects).toHaveLength(card.effects.length);
      for (const e of text.effects) expect(e, card.id).not.toMatch(ENGINE_TOKEN);
    }
    expect(cardText('acharnians-A').effects).toEqual([
      'A Plague strikes (5.13).',
      'Athens: a War/Peace tile goes to box 1 of the Opposition\'s half of its Assembly track.',
      'Sparta adds 2 Strategos to its stock.',
    ]);
    expect(effectWords({ type: 'addUnits', force: 'athens', kind: 'naval', theater: 4, n: 1 })).toBe('1 Athenian naval unit placed in 4 Naupactus.');
    expect(effectWords({ type: 'placeIssue', side: 'sparta', kind: 'oracle', box: 0, half: 'zero' })).toBe('Sparta: an Oracle tile goes to box 0 of its Assembly track.');
  });
});

describe('words for pieces and track boxes', () => {
  it('a track position is a box of a Faction\'s half, never a theater (6.13)', () => {
    expect(trackBoxWords('athens', 0)).toBe('box 0');
    expect(trackBoxWords('athens', 2)).toBe('box 2 of the Aristocrats\' half');
    expect(trackBoxWords('sparta', -3)).toBe('box 3 of the Agiads\' half');
    const moved = { turn: 1, rule: '6.13', msg: 'debate.moved', args: { side: 'athens', issue: 'diplomatic', from: 0, to: 2, captured: false } };
    expect(formatLogText(moved)).toBe('Athens: Diplomatic moves from box 0 to box 2 of the Aristocrats\' half.');
  });

  it('counts units and uses "an" before a vowel', () => {
    expect(unitsWords(1, 'athens', 'naval')).toBe('1 Athenian naval unit');
    expect(unitsWords(2, 'sparta', 'land')).toBe('2 Spartan land units');
    expect(fixArticles('a Athenian unit and a Oracle tile, a unit')).toBe('an Athenian unit and an Oracle tile, a unit');
    const loss = { turn: 1, rule: '5.14', msg: 'plague.loss', args: { theater: 6, force: 'athens', kind: 'land', permanent: true } };
    expect(formatLogText(loss)).toBe('Plague: an Athenian land unit dies in 6 Sparta.');
  });

  it('counts bases and Entourage cards in the singular and plural', () => {
    const removed = { turn: 1, rule: '9.44', msg: 'base.removed', args: { theater: 4, owner: 'delian', n: 2 } };
    expect(formatLogText(removed)).toBe('2 Delian League bases removed from 4 Naupactus.');
    const one = { turn: 1, rule: '9.44', msg: 'base.removed', args: { theater: 4, owner: 'athens' } };
    expect(formatLogText(one)).toBe('1 Athenian base removed from 4 Naupactus.');
    const converted = { turn: 1, rule: '7.44', msg: 'base.converted', args: { theater: 15, from: 'delian', to: 'athens' } };
    expect(formatLogText(converted)).toBe('A Delian League base in 15 Lesbos becomes Athenian.');
    const placed = { turn: 1, rule: '8.51', msg: 'base.placed', args: { theater: 15, owner: 'athens' } };
    expect(formatLogText(placed)).toBe('An Athenian base is placed in 15 Lesbos.');
    const kept = { turn: 1, rule: '5.21', msg: 'entourage.kept', args: { faction: 'agiads', kept: 1, discarded: 2 } };
    expect(formatLogText(kept)).toBe('Agiads keep 1 Entourage card and discard 2.');
  });

  it('a drawn Aristophanes card is logged by name with its instructions', () => {
    const drawn = { turn: 1, rule: '5.11', msg: 'aristophanes.drawn', args: { card: 'frogs-C' } };
    const text = formatLogText(drawn);
    expect(text).toContain('The Frogs (C)');
    expect(text).toContain('Alcibiades flees to Persia');
    expect(text).not.toMatch(ENGINE_TOKEN);
  });
});

describe('a played stretch reads without engine tokens', () => {
  it.each(['words', 'words-2', 'words-3'])('every log entry and every legal action label of three Campaign turns (seed %s)', (seed) => {
    const g = newGame({ scenario: 'campaign', seed });
    const rng = seedRng(`${seed}-bots`);
    const bad: string[] = [];
    const labels = new Set<string>();
    for (let i = 0; i < 3000 && g.turn <= 3 && !g.result; i++) {
      const p = pending(g);
      if (!p || !p.seats.length) break;
      const seat = p.seats[0] as Faction;
      const legal = legalActions(g, seat);
      const view = viewFor(g, seat, { withoutLog: true });
      for (const a of legal.slice(0, 40)) labels.add(actionLabel(a, view));
      applyInPlace(g, seat, pickRandom(rng, legal));
    }
    expect(g.turn > 3 || g.result !== null).toBe(true);
    for (const l of labels) if (ENGINE_TOKEN.test(l)) bad.push(`action: ${l}`);
    for (const e of g.log) {
      const text = formatLogText(e);
      if (ENGINE_TOKEN.test(text)) bad.push(`${e.msg}: ${text}`);
    }
    expect(bad).toEqual([]);
  });
});
