// The end screen (#17.5) rendered to HTML for a game scored by 11.14: each Faction's row goes from
// its Honor before the bonuses, by the bonuses A–D, to its final Honor; the City-State totals are
// the two Factions' final Honor; the chart ends at the final Honor.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, pending, viewFor } from '../../../src-shared/engine.js';
import { FACTIONS, FACTIONS_OF, SIDES } from '../../../src-shared/model/ids.js';
import { EndOfGame } from '../../../src-renderer/summary/EndOfGame.js';
import { testRng } from '../testRng.js';

const BOTS = { aristocrats: 'bot:random', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;

function finished(seed: string, rngSeed: number) {
  let g = newGame({ scenario: 'first-peloponnesian-war', seed, seats: BOTS });
  const rnd = testRng(rngSeed);
  while (g.flow.phase !== 'over') {
    const who = pending(g)!.seats[0]!;
    const legal = legalActions(g, who);
    g = apply(g, who, legal[Math.floor(rnd() * legal.length)]!);
  }
  return g;
}

const cells = (row: string, attr: string) => [...row.matchAll(new RegExp(`${attr}="(-?\\d+)"`, 'g'))].map((m) => Number(m[1]));
const num = (s: string) => Number(s.replace('−', '-').replace('+', ''));

describe('end screen (11.14)', () => {
  it('shows the scoring arithmetic of a game scored by 11.14, row by row', () => {
    const g = finished('s1', 7);
    expect(g.result?.rule.startsWith('11.14')).toBe(true);
    const html = renderToString(<EndOfGame view={viewFor(g, 'aristocrats')} onNewGame={() => undefined} onClose={() => undefined} />);
    expect(html).not.toMatch(/\{\w+\}/);
    expect(html).toContain('data-bonus="political"');
    for (const f of FACTIONS) {
      const row = new RegExp(`<tr data-end-faction="${f}"[^>]*>(.*?)</tr>`).exec(html)![1]!;
      const before = Number(/<td>(-?\d+)<\/td>/.exec(row)![1]);
      const bonuses = [...row.matchAll(/data-bonus="\w+">([^<]+)</g)].map((m) => num(m[1]!));
      const [final] = cells(row, 'data-final');
      expect(before + bonuses.reduce((n, b) => n + b, 0), f).toBe(final);
      expect(final).toBe(g.factions[f].honor);
    }
    for (const s of SIDES) {
      expect(html).toContain(`data-end-side="${s}" data-total="${FACTIONS_OF[s].reduce((n, f) => n + g.factions[f].honor, 0)}"`);
    }
    for (const f of FACTIONS) {
      const values = new RegExp(`data-chart-faction="${f}" data-chart-values="([\\d,]+)"`).exec(html)![1]!.split(',').map(Number);
      expect(values[values.length - 1]).toBe(g.factions[f].honor);
    }
  });
});
