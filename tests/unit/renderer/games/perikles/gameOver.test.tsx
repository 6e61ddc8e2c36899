// #33 ENDING THE GAME (EN:402-414): the end-of-game screen lists each family's victory points highest
// first, with where they came from (cubes, Location tiles, statues), in every language.
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { setLocale } from '../../../../../src-renderer/i18n/index.js';
import { PeriklesGameOver } from '../../../../../src-renderer/games/perikles/table.js';
import { perikles } from '../../../../../src-shared/games/perikles/module.js';
import { randomGameStates } from '../../../shared/games/perikles/randomGame.js';

afterEach(() => setLocale('en'));

const g = randomGameStates(4, 'game-over').at(-1)!;
const scores = perikles.view(g, 'red').scores!;
const html = (): string => renderToStaticMarkup(<PeriklesGameOver scores={scores} />);

describe('Perikles game over (#33)', () => {
  it('is a finished game with four scores', () => {
    expect(perikles.isOver(g)).toBe(true);
    expect(scores).toHaveLength(4);
  });

  it('lists the families highest total first, each with its cubes, Location tiles and statues', () => {
    const out = html();
    const order = [...out.matchAll(/data-score="(\w+)"/g)].map((m) => m[1]);
    expect(order).toEqual([...scores].sort((a, b) => b.total - a.total).map((s) => s.seat));
    for (const s of scores) {
      expect(s.cubes + s.locations + s.statues).toBe(s.total);
      expect(out).toContain(`${s.cubes} for cubes, ${s.locations} for Location tiles, ${s.statues} for statues`);
    }
  });

  it.each([['es', 'por losetas de Lugar'], ['el', 'από πλακίδια Τοποθεσίας']])('speaks %s', (lang, words) => {
    setLocale(lang);
    const out = html();
    expect(out).toContain(words);
    expect(out).not.toMatch(/\{|\}|for cubes/);
  });
});
