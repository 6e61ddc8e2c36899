// #33 Battle moments on the page, from an old save's log: the log names each battle's Location (a
// later entry of its turn gives it, never "?") and offers each fought battle's moment; the moment
// shows what the entries hold and says the rest was not recorded; the end screen offers the last
// turn's battles.
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { setLocale } from '../../../../../src-renderer/i18n/index.js';
import { PeriklesLogPanel } from '../../../../../src-renderer/games/perikles/LogPanel.js';
import { BattleMomentPanel } from '../../../../../src-renderer/games/perikles/moments/BattleMoment.js';
import { EndScreen } from '../../../../../src-renderer/games/perikles/EndScreen.js';
import { battleResultsFrom } from '../../../../../src-shared/games/perikles/moments.js';
import { viewFor } from '../../../../../src-shared/games/perikles/view.js';
import { randomGameStates } from '../../../shared/games/perikles/randomGame.js';
import { oldEntry } from '../../../shared/games/perikles/helpers.js';

afterEach(() => setLocale('en'));

const g = randomGameStates(4, 'old-page').at(-1)!;
const view = viewFor(g, 'spectator');
const old = { ...view, log: view.log.map(oldEntry) };
const texts = (html: string): string => html.replace(/<[^>]+>/g, '\n');

describe('an old save\'s battles on the page (#33)', () => {
  it.each(['en', 'es', 'el'])('the log words every entry of an old save without "?" or tokens, and each fought battle opens (%s)', (lang) => {
    setLocale(lang);
    const html = renderToStaticMarkup(<PeriklesLogPanel view={old} since={null} openRule={() => {}} openBattle={() => {}} />);
    const words = texts(html);
    expect(words).not.toMatch(/\?|[{}]|\bperikles\.|undefined|NaN/);
    const opens = [...html.matchAll(/data-moment-open="battle" data-log-index="(\d+)"/g)].map((m) => Number(m[1]));
    expect(opens.sort((a, b) => a - b)).toEqual(battleResultsFrom(view.log, 0));
    expect(opens.length).toBeGreaterThan(0);
  });

  it('an old save\'s moment shows its rounds, throws and result, leaves out what was not recorded, and says so', () => {
    for (const at of battleResultsFrom(view.log, 0)) {
      const html = renderToStaticMarkup(<BattleMomentPanel view={old} at={at} onClose={() => {}} />);
      expect(html).toContain('data-moment-partial');
      expect(html).toContain('data-moment-result');
      expect(texts(html)).not.toMatch(/\?|[{}]|\bperikles\.|undefined|NaN|null/);
      const now = renderToStaticMarkup(<BattleMomentPanel view={view} at={at} onClose={() => {}} />);
      // The same throws as the moment of today's entries.
      const throws = (h: string): string[] => [...h.matchAll(/data-throw="\d+" data-attack="\d+" data-defend="\d+" data-tokens-attack="\d+" data-tokens-defend="\d+"/g)].map((m) => m[0]);
      expect(throws(html)).toEqual(throws(now));
      expect(now).not.toContain('data-moment-partial');
    }
  });

  it('the end screen offers each battle of the last turn', () => {
    const html = renderToStaticMarkup(<EndScreen view={view} onBattle={() => {}} />);
    const results = battleResultsFrom(view.log, 0);
    const lastTurn = view.log[results[results.length - 1]!]!.turn;
    const offered = [...html.matchAll(/data-end-battle="(\d+)"/g)].map((m) => Number(m[1]));
    expect(offered).toEqual(results.filter((at) => view.log[at]!.turn === lastTurn));
    expect(offered.length).toBeGreaterThan(0);
  });
});
