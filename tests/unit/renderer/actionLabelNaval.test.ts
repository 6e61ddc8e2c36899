// A build's `naval` is a count of units, never a theater (a League build of 2 naval read "2 Corcyra
// naval": theater 2); only the Peace of Callias names a theater with it (13.21).
import { afterEach, describe, expect, it } from 'vitest';
import { actionLabel } from '../../../src-renderer/games/pericles/game/actions.js';
import { setLocale } from '../../../src-renderer/i18n/index.js';

afterEach(() => setLocale('en'));

describe('action labels: naval as a count or a theater', () => {
  it('8.52 / 9.1: League and Military builds count naval units', () => {
    expect(actionLabel({ type: 'league', option: 'units', naval: 2, land: 0 })).toBe('Raise League units (2 naval, 0 land)');
    expect(actionLabel({ type: 'build', naval: 2, land: 1 })).toBe('Build 2 naval, 1 land');
  });
  it('13.21: the Peace of Callias names the theater its naval unit leaves', () => {
    expect(actionLabel({ type: 'callias', make: true, naval: 7 })).toContain('Athens');
  });
});

describe('9.1: building nothing beside declining (#29)', () => {
  // The engine offers both: a build is optional (9.1), and building nothing goes on with the
  // Military issue, while declining it costs a Strategos and ends it (8.5). The label says so, in
  // each language, never "Build 0 naval, 0 land" beside "Decline".
  it.each([['en', /^Build no units and go on with the Military issue/], ['es', /^No construir unidades y seguir/], ['el', /^Καμία κατασκευή μονάδων/]] as const)('%s', (lang, words) => {
    setLocale(lang);
    const none = actionLabel({ type: 'build', naval: 0, land: 0 });
    expect(none).toMatch(words);
    expect(none).not.toMatch(/0/);
    expect(none).not.toBe(actionLabel({ type: 'decline' }));
  });
});
