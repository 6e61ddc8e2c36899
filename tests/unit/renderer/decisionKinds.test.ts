// Every decision kind the rules can ask (src-shared/engine/decisionKinds.ts) has the rule bot's
// handler and its prompt text in words, and the UI knows which of its action fields names a theater.
import { describe, expect, it } from 'vitest';
import { DECISION_KINDS } from '../../../src-shared/engine/decisionKinds.js';
import { RULE_KINDS } from '../../../src-shared/bots/index.js';
import { has } from '../../../src-renderer/i18n/index.js';
import { THEATER_FIELD } from '../../../src-renderer/decisions/kinds.js';

describe('decision kinds', () => {
  it('the rule bot handles exactly the kinds the rules ask', () => {
    expect([...RULE_KINDS].sort()).toEqual([...DECISION_KINDS].sort());
  });
  it('each kind has a title and a stake in the UI texts', () => {
    const missing = DECISION_KINDS.filter((k) => !k.startsWith('boule.') && !(has(`kind.${k}.title`) && has(`kind.${k}.stake`)));
    expect(missing).toEqual([]);
    expect(has('kind.boule.title') && has('kind.boule.stake')).toBe(true);
  });
  it('THEATER_FIELD names only kinds that exist', () => {
    expect(Object.keys(THEATER_FIELD).filter((k) => !(DECISION_KINDS as readonly string[]).includes(k))).toEqual([]);
  });
});
