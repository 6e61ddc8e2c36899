// #33 The saves list's chips for a Perikles game: each family's victory points as its summary
// carries them (module.ts periklesSummary), named as the page names the families, in every language;
// a save listed without points shows no chips.
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { setLocale } from '../../../../../src-renderer/i18n/index.js';
import { periklesUi } from '../../../../../src-renderer/games/perikles/index.js';
import { perikles } from '../../../../../src-shared/games/perikles/module.js';
import type { SaveInfo } from '../../../../../src-shared/protocol/api.js';
import { randomGameStates } from '../../../shared/games/perikles/randomGame.js';

afterEach(() => setLocale('en'));

const g = randomGameStates(4, 'chips').at(-1)!;
const summary = perikles.summary(g);
const save = (honor: SaveInfo['honor']): SaveInfo => ({ name: 's', kind: 'save', ok: true, game: 'perikles', turn: summary.turn, phase: summary.phase, ...(honor ? { honor } : {}) });
const chips = (s: SaveInfo): string => renderToStaticMarkup(<periklesUi.SaveScores save={s} />);

describe('Perikles save chips (#33)', () => {
  it('shows each family\'s points from the game\'s summary', () => {
    const html = chips(save(summary.scores as SaveInfo['honor']));
    for (const seat of g.seats) expect(html).toContain(`data-save-score="${seat}"`);
    expect(html).toMatch(/Victory points/);
    const red = summary.scores!.red!;
    expect(html).toMatch(new RegExp(`Red <b>${red}</b>`));
  });

  it.each([['es', 'Puntos de victoria', 'Rojo'], ['el', 'Πόντοι νίκης', 'Κόκκινος']])('in %s', (lang, label, red) => {
    setLocale(lang);
    const html = chips(save(summary.scores as SaveInfo['honor']));
    expect(html).toContain(label);
    expect(html).toContain(red);
  });

  it('a save listed without points (from before the summaries carried them) shows none', () => {
    expect(chips(save(undefined))).toBe('');
    expect(chips(save({} as SaveInfo['honor']))).toBe('');
  });
});
