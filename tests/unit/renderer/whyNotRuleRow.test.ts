// #18: a why-not's rule number names a row of 9.32's link table ('9.32 row 4' in the engine's
// reasons); the player reads that row in their own language, the rule letters and numbers as printed.
import { afterEach, describe, expect, it } from 'vitest';
import { whyNotText } from '../../../src-renderer/games/pericles/decisions/whyNot.js';
import { setLocale } from '../../../src-renderer/i18n/index.js';
import type { WhyNot } from '../../../src-shared/games/pericles/explain/types.js';

const both: WhyNot = { rule: '9.32 A + 9.32 row 5', key: 'whynot.move.exitBase', args: { unitKind: 'land', from: 14, side: 'sparta' } };

describe('9.32 rows in a why-not rule number', () => {
  afterEach(() => setLocale('en'));
  it('reads "row" in English, "fila" in Spanish and "γραμμή" in Greek, every row of the rule', () => {
    expect(whyNotText(both)).toMatch(/\(rule 9\.32 A \+ 9\.32 row 5\)$/);
    setLocale('es');
    expect(whyNotText(both)).toMatch(/\(regla 9\.32 A \+ 9\.32 fila 5\)$/);
    setLocale('el');
    const greek = whyNotText({ ...both, rule: '9.32 row 4 + 9.32 row 5' });
    expect(greek).toMatch(/\(κανόνας 9\.32 γραμμή 4 \+ 9\.32 γραμμή 5\)$/);
    expect(greek).not.toMatch(/\brow\b/);
  });
});
