// #32/#33: a Perikles bot that overran its time budget plays the rule bot's choice, and the player
// reads so as a Pericles player does (contract `bots.overrun`, kit/overrun.ts): the rule bot's reason,
// then that the bot ran out of time — in English, Spanish and Greek, never an engine token.
import { afterEach, describe, expect, it } from 'vitest';
import { perikles } from '../../../../../src-shared/games/perikles/module.js';
import { seedRng } from '../../../../../src-shared/kit/random.js';
import { setLocale } from '../../../../../src-renderer/i18n/index.js';
import { reasonText } from '../../../../../src-renderer/games/perikles/engineWords.js';

afterEach(() => setLocale('en'));

describe("Perikles' overrun fallback in words", () => {
  it('says the bot ran out of time, after the rule bot\'s own reason, in en, es and el', () => {
    const state = perikles.newGame({ scenario: 'standard', seed: 'overrun', seats: Object.fromEntries(perikles.seatsFor('standard', 3).map((s) => [s, 'human' as const])) as Parameters<typeof perikles.newGame>[0]['seats'] });
    const seat = perikles.pending(state)!.seats[0]!;
    const legal = perikles.legalActions(state, seat);
    const d = perikles.bots.overrun.fallback(perikles.view(state, seat, { withoutLog: true }), legal, seedRng('overrun'));
    expect(legal).toContainEqual(d.action);
    const rule = d.reason.args!.rule as Parameters<typeof reasonText>[0];
    const words = { en: 'the bot ran out of time', es: 'al bot se le acabó el tiempo', el: 'το bot ξέμεινε από χρόνο' };
    for (const [lang, ranOut] of Object.entries(words)) {
      setLocale(lang);
      const text = reasonText(d.reason);
      expect(text, lang).toContain(ranOut);
      expect(text.startsWith(reasonText(rule)), `${lang}: ${text}`).toBe(true);
      expect(text, lang).not.toMatch(/\{|\}|object Object|engine\.|undefined/);
    }
  });
});
