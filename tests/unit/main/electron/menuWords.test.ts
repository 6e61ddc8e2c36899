// #18: the desktop app's native menu in the page's language. Its words are data (menuWords.ts); the
// menu is built from them (menu.ts), and the page's language reaches the main process over IPC.
import { describe, expect, it } from 'vitest';
import { MENU_WORDS, menuLocaleOf, recentLabel } from '../../../../src-main/electron/menuWords.js';

describe('the desktop menu in English, Spanish and Greek (#18)', () => {
  it('has every word in every language, with the same placeholders', () => {
    const keys = Object.keys(MENU_WORDS.en).sort();
    for (const lang of ['es', 'el'] as const) {
      expect(Object.keys(MENU_WORDS[lang]).sort()).toEqual(keys);
      for (const k of keys) {
        const en = MENU_WORDS.en[k as keyof typeof MENU_WORDS.en];
        const other = MENU_WORDS[lang][k as keyof typeof MENU_WORDS.en];
        expect(other.match(/\{\w+\}/g) ?? [], `${lang} ${k}`).toEqual(en.match(/\{\w+\}/g) ?? []);
        expect(other, `${lang} ${k} is translated`).not.toBe(en);
      }
    }
    // Greek words are in Greek letters (apart from the game's name).
    for (const v of Object.values(MENU_WORDS.el)) expect(v.replace(/Pericles|\{\w+\}/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('takes the page\'s or the system\'s language, and nothing else', () => {
    expect(menuLocaleOf('es')).toBe('es');
    expect(menuLocaleOf('es-AR')).toBe('es');
    expect(menuLocaleOf('el_GR')).toBe('el');
    expect(menuLocaleOf('en-US')).toBe('en');
    for (const bad of ['fr', '', 'e', null, 42, { lang: 'es' }, '../es']) expect(menuLocaleOf(bad)).toBeNull();
  });

  it('names a recent save with its turn in the language', () => {
    expect(recentLabel('en', 'Evening game', 3)).toBe('Evening game — turn 3');
    expect(recentLabel('es', 'Partida', 3)).toBe('Partida — turno 3');
    expect(recentLabel('el', 'Παιχνίδι', 3)).toBe('Παιχνίδι — γύρος 3');
    expect(recentLabel('es', 'Partida')).toBe('Partida');
  });
});
