// #17.5 summaries: the turn and game summaries' arithmetic checked against the game itself. Games
// are played to their end with seeded random choices; after every decision the seat's view (its
// log and each Faction's Honor) is kept, and the summary read from the final view's log must give
// the Honor each of those views showed.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, pending, viewFor, type GameView } from '../../../src-shared/engine.js';
import { FACTIONS, FACTIONS_OF, SIDES, type Faction } from '../../../src-shared/games/pericles/model/ids.js';
import type { GameState } from '../../../src-shared/games/pericles/model/state.js';
import {
  battlesIn, controlChanges, controlOf, endScoring, honorBefore, honorOverTurns, summarizeTurn, turnEnded, turnSpans,
} from '../../../src-renderer/games/pericles/summary/summary.js';
import { testRng } from '../testRng.js';

const BOTS = { aristocrats: 'bot:random', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;
const honorOf = (v: GameView): Record<Faction, number> => Object.fromEntries(FACTIONS.map((f) => [f, v.factions[f].honor])) as Record<Faction, number>;

interface Played { final: GameState; views: GameView[] }

function play(scenario: string, seed: string, seat: Faction | 'spectator', rngSeed: number, handicap?: number): Played {
  let g = newGame({ scenario, seed, seats: BOTS, ...(handicap ? { handicap } : {}) });
  const rnd = testRng(rngSeed);
  const views = [viewFor(g, seat)];
  for (let i = 0; i < 20000 && g.flow.phase !== 'over'; i++) {
    const who = pending(g)!.seats[0]!;
    const legal = legalActions(g, who);
    g = apply(g, who, legal[Math.floor(rnd() * legal.length)]!);
    views.push(viewFor(g, seat));
  }
  expect(g.flow.phase).toBe('over');
  return { final: g, views };
}

const GAMES: Array<[string, string, Faction | 'spectator', number, number?]> = [
  ['first-peloponnesian-war', 's1', 'aristocrats', 7],
  ['first-peloponnesian-war', 's2', 'spectator', 11, 5],
  ['training-amphipolis', 's1', 'eurypontids', 3],
  ['training-naupactus', 's4', 'spectator', 5],
  ['archidamian-war', 's3', 'agiads', 13],
];

describe('turn summary arithmetic against the views (#17.5)', () => {
  for (const [scenario, seed, seat, rng, handicap] of GAMES) {
    it(`${scenario} seed ${seed} as ${seat}: Honor by cause adds up to each turn's change, and every view's Honor is recovered from the log`, () => {
      const { views } = play(scenario, seed, seat, rng, handicap);
      const last = views[views.length - 1]!;
      const log = last.log;
      const now = honorOf(last);
      // Honor at every point of the game, read back from the final log (3.12: every change is logged).
      for (const v of views) expect(honorBefore(log, now, v.log.length)).toEqual(honorOf(v));
      const spans = turnSpans(log, last.turn);
      expect(spans.length).toBeGreaterThan(0);
      for (const span of spans) {
        const s = summarizeTurn(log, now, span);
        for (const h of s.honor) {
          expect(h.causes.reduce((n, c) => n + c.delta, 0), `${h.faction} turn ${span.turn}`).toBe(h.after - h.before);
        }
        // The Honor shown when the turn ended (the first view past it) is the summary's "after".
        const at = views.find((v) => v.log.length >= span.to);
        if (at && span.to < log.length) expect(Object.fromEntries(s.honor.map((h) => [h.faction, h.after]))).toEqual(honorOf(at));
        expect(turnEnded(log, span)).toBe(true);
      }
      // The chart's points: the start, then the end of every turn; its last point is the Honor now.
      const points = honorOverTurns(log, now, last.turn);
      expect(points).toHaveLength(spans.length + 1);
      expect(points[points.length - 1]!.honor).toEqual(now);
    });
  }
});

describe('Battles in the summary (9.42, 9.43)', () => {
  it('one summary line per Battle fought, its totals and winner as logged', () => {
    let battles = 0;
    for (const [scenario, seed, seat, rng] of GAMES) {
      const { final } = play(scenario, seed, seat, rng);
      const log = viewFor(final, 'spectator').log;
      const found = battlesIn(log, 0, log.length);
      const outcomes = log.filter((e) => e.msg === 'battle.won' || e.msg === 'battle.draw');
      expect(found).toHaveLength(outcomes.length);
      for (const b of found) {
        if (b.winner) {
          const loser = b.winner === 'athens' ? 'sparta' : 'athens';
          // 9.43: the differential is the difference of the two totals.
          if (b.totals.athens !== undefined && b.totals.sparta !== undefined) expect(b.totals[b.winner]! - b.totals[loser]!).toBe(b.differential);
        }
      }
      battles += found.length;
    }
    expect(battles).toBeGreaterThan(0);
  });
});

describe('end of the game: the 11.14 arithmetic', () => {
  it('the bonuses take each Faction from its Honor before scoring to its final Honor, and the higher City-State total wins (11.14 step 1)', () => {
    let scored = 0;
    for (const [scenario, seed, seat, rng, handicap] of GAMES) {
      const { final, views } = play(scenario, seed, seat, rng, handicap);
      const last = views[views.length - 1]!;
      const e = endScoring(last.log, honorOf(last));
      if (!final.result || !final.result.rule.startsWith('11.14')) continue;
      expect(e).not.toBeNull();
      for (const f of FACTIONS) {
        expect(e!.before[f] + e!.bonuses.filter((b) => b.faction === f).reduce((n, b) => n + b.delta, 0)).toBe(e!.after[f]);
      }
      for (const s of SIDES) expect(e!.sideTotals[s]).toBe(FACTIONS_OF[s].reduce((n, f) => n + final.factions[f].honor, 0));
      if (final.result.rule === '11.14') {
        const winner = e!.sideTotals.athens > e!.sideTotals.sparta ? 'athens' : 'sparta';
        expect(final.result.winningSide).toBe(winner);
      }
      scored++;
    }
    expect(scored).toBeGreaterThan(0);
  });
});

describe('control changes (3.2)', () => {
  it('a theater whose units change hands is reported with its control before and after', () => {
    const g = newGame({ scenario: 'first-peloponnesian-war', seed: 'c', seats: BOTS });
    const after = structuredClone(g.theaters);
    const control = controlOf(g.theaters);
    const id = Object.keys(control).find((k) => control[k] === 'athens' || control[k] === 'sparta')!;
    const empty = Object.keys(control).find((k) => control[k] === 'neutral')!;
    expect(controlChanges(g.theaters, g.theaters)).toEqual([]);
    after[id] = structuredClone(g.theaters[empty]!);
    const changes = controlChanges(g.theaters, after);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.theater).toBe(id);
    expect(changes[0]!.after).toBe('neutral');
  });
});
