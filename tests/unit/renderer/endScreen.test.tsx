// The end screen (#17.5) rendered to HTML for a game scored by 11.14: each Faction's row goes from
// its Honor before the bonuses, by the bonuses A–D, to its final Honor; the City-State totals are
// the two Factions' final Honor; the chart ends at the final Honor. The first game's end names the
// Battle that decided it, and the bots' secret decisions are listed with their reasons (#29).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { apply, applyInPlace, legalActions, newGame, pending, viewFor } from '../../../src-shared/engine.js';
import { advise } from '../../../src-shared/games/pericles/bots/advisor.js';
import { ruleDecide } from '../../../src-shared/games/pericles/bots/rule.js';
import { reason as R } from '../../../src-shared/games/pericles/bots/types.js';
import { seedRng } from '../../../src-shared/kit/random.js';
import type { BotReasonView } from '../../../src-shared/games/pericles/wire.js';
import { FACTIONS, FACTIONS_OF, SIDES } from '../../../src-shared/games/pericles/model/ids.js';
import { EndOfGame } from '../../../src-renderer/games/pericles/summary/EndOfGame.js';
import { testRng } from '../testRng.js';

const RULE_BOTS = { aristocrats: 'bot:rule', demagogues: 'human', eurypontids: 'bot:rule', agiads: 'bot:rule' } as const;
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

  it('the first game (#29): says which Battle decided it, with the Honor it moved, in words', () => {
    for (const seed of ['e1', 'e2', 'e3', 'e4']) {
      // The Demagogues follow the advisor; the others are rule bots, as in scripts/first-game.ts.
      const g = newGame({ scenario: 'training-amphipolis', seed, seats: RULE_BOTS });
      const rng = seedRng(seed);
      while (g.flow.phase !== 'over') {
        const who = pending(g)!.seats[0]!;
        const legal = legalActions(g, who);
        applyInPlace(g, who, who === 'demagogues' ? advise(viewFor(g, who), legal).action : ruleDecide(viewFor(g, who), legal, rng).action);
      }
      const view = viewFor(g, 'demagogues');
      const html = renderToString(<EndOfGame view={view} onNewGame={() => undefined} onClose={() => undefined} />);
      const won = g.log.find((e) => e.msg === 'battle.won' || e.msg === 'battle.draw')!;
      const battle = /<li data-end-battle="12" data-winner="(\w+)">([^<]*)<\/li>/.exec(html);
      expect(battle, seed).not.toBeNull();
      expect(battle![1]).toBe(won.args.winner ?? 'draw');
      const text = battle![2]!.replace(/&#x27;/g, "'");
      expect(text).toContain('Land Battle in 12 Amphipolis');
      // The Honor each Faction gained or lost by the Battle, as logged (9.5).
      for (const f of FACTIONS) {
        const delta = g.log.filter((e) => e.msg === 'honor' && e.args.why === 'battle' && e.args.faction === f).reduce((n, e) => n + Number(e.args.delta), 0);
        if (delta !== 0) expect(text).toContain(`${f[0]!.toUpperCase()}${f.slice(1)} ${delta > 0 ? '+' : '−'}${Math.abs(delta)}`);
      }
      expect(html).not.toMatch(/\{\w+\}|engine\./);
    }
  });

  it('lists the bots\' secret decisions with their reasons in words, once given (#29)', () => {
    const g = finished('s1', 7);
    const reasons: BotReasonView[] = [
      { seat: 'eurypontids', decision: 3, turn: 7, kind: 'muster.commit', at: 1, reason: R('engine.bot.secret', { n: 3, theater: 12, why: R('engine.bot.secret.defends', { theater: 12, margin: -0.2 }) }) },
      { seat: 'agiads', decision: 1, turn: 7, kind: 'debate.card', at: 1, reason: R('engine.bot.card.least', { card: 'spa-12' }) },
    ];
    const html = renderToString(<EndOfGame view={viewFor(g, 'aristocrats')} secretBotReasons={reasons} onNewGame={() => undefined} onClose={() => undefined} />);
    expect(html).toContain('data-end-bot-reasons="2"');
    expect(html.match(/data-end-bot-reason=/g)?.length).toBe(2);
    expect(html).toContain('Amphipolis');
    expect(html).not.toMatch(/\{\w+\}|engine\.|spa-12/);
    // Without them (the game still running, or a loaded game), no such section.
    expect(renderToString(<EndOfGame view={viewFor(g, 'aristocrats')} onNewGame={() => undefined} onClose={() => undefined} />)).not.toContain('data-end-bot-reasons');
  });
});
