// #31: a save file the app was asked to open and refused: the notice names the file and says why,
// in the player's words (English, Spanish, Greek), never an engine code or key.
import { afterEach, describe, expect, it } from 'vitest';
import { noticeText } from '../../../src-renderer/games/pericles/game/engineText.js';
import { setLocale } from '../../../src-renderer/i18n/index.js';

afterEach(() => setLocale('en'));

const CASES = [
  { refusal: { code: 'newer-format' }, en: 'made by a newer version of Pericles', es: 'versión más reciente', el: 'νεότερη' },
  { refusal: { code: 'checksum-mismatch' }, en: 'changed or damaged since it was written', es: null, el: null },
  { refusal: { code: 'bad-save', reason: { key: 'engine.damaged.theaterMissing', args: { theater: 1 } } }, en: 'damaged or has been altered: theater 1 Sicily is missing', es: null, el: null },
  { refusal: { code: 'not-json' }, en: 'not a Pericles save', es: null, el: null },
] as const;

describe('the open-file notice says why a file was refused', () => {
  it('in English, naming the file and the reason', () => {
    for (const c of CASES) {
      const text = noticeText('open-file-failed', 'x.pericles: developer English', { file: 'Evening.pericles', refusal: c.refusal });
      expect(text).toContain('“Evening.pericles” could not be opened.');
      expect(text).toContain(c.en);
      expect(text).not.toMatch(/engine\.|[a-z]+-[a-z]+-?[a-z]*\b(?!\.pericles)|\{/);
    }
  });

  it('in Spanish and Greek, in their own words', () => {
    for (const [locale, opening] of [['es', 'No se pudo abrir «Evening.pericles».'], ['el', 'Το «Evening.pericles» δεν άνοιξε.']] as const) {
      setLocale(locale);
      for (const c of CASES) {
        const text = noticeText('open-file-failed', 'developer English', { file: 'Evening.pericles', refusal: c.refusal });
        expect(text, `${locale} ${c.refusal.code}`).toContain(opening);
        expect(text).not.toMatch(/could not|damaged|engine\.|\{/);
        const word = c[locale];
        if (word) expect(text).toContain(word);
      }
    }
  });

  it('a notice without a refusal keeps the general sentence', () => {
    expect(noticeText('open-file-failed', 'x')).toMatch(/could not be opened/);
  });
});
