// Every decision kind the rules can ask (src-shared/games/pericles/decisions/registry.ts) has the rule bot's
// handler and its prompt text in words, and the UI knows which of its action fields names a theater.
import { describe, expect, it } from 'vitest';
import { DECISION_KINDS } from '../../../src-shared/games/pericles/decisions/registry.js';
import { RULE_KINDS } from '../../../src-shared/games/pericles/bots/index.js';
import { has } from '../../../src-renderer/i18n/index.js';
import { THEATER_FIELD, decisionText } from '../../../src-renderer/games/pericles/decisions/kinds.js';
import { t } from '../../../src-renderer/i18n/index.js';
import { newGame, viewFor } from '../../../src-shared/engine.js';

describe('decision kinds', () => {
  it('the rule bot handles exactly the kinds the rules ask', () => {
    expect([...RULE_KINDS].sort()).toEqual([...DECISION_KINDS].sort());
  });
  it('each kind has a title and a stake in the UI texts', () => {
    const missing = DECISION_KINDS.filter((k) => !k.startsWith('boule.') && !(has(`kind.${k}.title`) && has(`kind.${k}.stake`)));
    expect(missing).toEqual([]);
    expect(has('kind.boule.title') && has('kind.boule.stake')).toBe(true);
  });
  it('each kind\'s prompt reads as its own words: not the generic text, no placeholder left (#15 item 1)', () => {
    const view = viewFor(newGame({ scenario: 'campaign', seed: 'texts' }), 'aristocrats');
    for (const k of DECISION_KINDS) {
      const { title, stake } = decisionText(view, k, 'aristocrats');
      expect(title, k).not.toBe(t('kind.generic.title'));
      expect(stake, k).not.toBe(t('kind.generic.stake'));
      expect(`${title} ${stake}`, k).not.toMatch(/[{}]|\bkind\.|undefined/);
    }
  });
  it('THEATER_FIELD names only kinds that exist', () => {
    expect(Object.keys(THEATER_FIELD).filter((k) => !(DECISION_KINDS as readonly string[]).includes(k))).toEqual([]);
  });
});
