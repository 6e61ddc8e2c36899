// The log's filters and "show on the board" (#16 "Words a player uses"), on the entries of a real
// random Campaign game: classified by rule number and entry key, never by the English text.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { applyInPlace, legalActions, newGame, pending, viewFor, type GameState } from '../../../src-shared/engine.js';
import { seedRng } from '../../../src-shared/kit/random.js';
import { pickRandom } from '../../../src-shared/games/pericles/bots/random.js';
import { FACTIONS, type Faction } from '../../../src-shared/games/pericles/model/ids.js';
import {
  entryTheater, isAboutFaction, isBattleEntry, isHonorEntry, logEntryMatches, ruleNumbers, type LogEntry, type LogFilter,
} from '../../../src-renderer/games/pericles/panels/log.js';
import { LogPanel, SINCE_SHOWN, SincePanel } from '../../../src-renderer/games/pericles/panels/LogPanel.js';

/** A random Campaign game played to its end that fought at least one Battle (9.4). */
function campaignWithBattles(): GameState {
  for (const seed of ['log-1', 'log-2', 'log-3', 'log-4', 'log-5', 'log-6']) {
    const g = newGame({ scenario: 'campaign', seed });
    const rng = seedRng(`${seed}-bots`);
    for (let i = 0; i < 8000 && !g.result; i++) {
      const p = pending(g);
      if (!p || !p.seats.length) break;
      const seat = p.seats[0] as Faction;
      applyInPlace(g, seat, pickRandom(rng, legalActions(g, seat)));
    }
    if (g.log.some((e) => e.msg === 'battle.total') && g.log.some((e) => e.msg === 'honor' && e.args.why === 'battle')) return g;
  }
  throw new Error('no seed fought a Battle with Battle Honor');
}

const g = campaignWithBattles();
const log: readonly LogEntry[] = g.log;
const only = (filters: LogFilter[], faction: Faction | null = null): LogEntry[] => log.filter((e) => logEntryMatches(e, new Set(filters), faction));
const sections = (e: LogEntry): string[] => ruleNumbers(e.rule);

describe('rule numbers of entries', () => {
  it('"9.53, 12.1" and "7.45 B" and "9.32 row 3" give their sections', () => {
    expect(ruleNumbers('9.53, 12.1')).toEqual(['9.53', '12.1']);
    expect(ruleNumbers('7.45 B')).toEqual(['7.45']);
    expect(ruleNumbers('9.32 row 3')).toEqual(['9.32']);
  });
});

describe('Honor filter: every Honor change and nothing else', () => {
  it('the Honor entries account for every Faction\'s Honor from the start to the end of the game', () => {
    const honor = only(['honor']);
    expect(honor.length).toBeGreaterThan(10);
    for (const e of honor) expect(['honor', 'handicap.honor']).toContain(e.msg);
    const start = newGame({ scenario: 'campaign', seed: 'log-start' });
    for (const f of FACTIONS) {
      // The chain of Honor entries: each one's new Honor is the last one's plus its change.
      let at = start.factions[f].honor;
      for (const e of honor.filter((x) => x.args.faction === f && x.msg === 'honor')) {
        expect(e.args.honor, `${f} at [${e.rule}] ${e.msg}`).toBe(at + (e.args.delta as number));
        at = e.args.honor as number;
      }
      expect(at, f).toBe(g.factions[f].honor);
    }
  });
  it('entries that only mention Honor\'s causes (orations, 7.2 favour, raids) are not Honor changes', () => {
    for (const msg of ['oration.values', 'oration.ostracism', 'dominant.issues', 'raid', 'battle.won']) {
      for (const e of log.filter((x) => x.msg === msg)) expect(isHonorEntry(e), msg).toBe(false);
    }
  });
});

describe('Battles filter: musters, Battles, casualties and Battle Honor (9.3–9.7)', () => {
  it('holds every Battle total and result, its casualties (9.44, 9.45) and its Honor (9.5)', () => {
    const battles = only(['battles']);
    for (const msg of ['battle.total', 'battle.won', 'battle.draw', 'muster.moved', 'muster.committed', 'hostages.taken', 'majorDefeat']) {
      for (const e of log.filter((x) => x.msg === msg)) expect(battles, msg).toContain(e);
    }
    const casualties = log.filter((e) => e.msg === 'units.removed' && sections(e).some((r) => r === '9.44' || r === '9.45'));
    for (const e of casualties) expect(battles).toContain(e);
    const battleHonor = log.filter((e) => e.msg === 'honor' && e.args.why === 'battle');
    expect(battleHonor.length).toBeGreaterThan(0);
    for (const e of battleHonor) expect(battles).toContain(e);
    expect(battles.filter((e) => e.msg === 'battle.total').length).toBeGreaterThan(0);
  });
  it('leaves out what is not a Battle: raids (9.2), Plague, Oracle removals (8.53), Ravages of War (14.43)', () => {
    for (const e of log) {
      const outside = sections(e).every((r) => !/^9\.[3-7]/.test(r));
      if (outside && !(e.msg === 'honor' && e.args.why === 'battle')) expect(isBattleEntry(e), `[${e.rule}] ${e.msg}`).toBe(false);
    }
    const notBattles = log.filter((e) => ['raid', 'plague.loss', 'ravagesOfWar'].includes(e.msg) || (e.msg === 'units.removed' && e.rule === '8.53'));
    expect(notBattles.length).toBeGreaterThan(0);
    for (const e of notBattles) expect(isBattleEntry(e), e.msg).toBe(false);
  });
});

describe('Mine filter: entries about the viewing Faction', () => {
  it('each seat\'s view: what it did, what was done to it, its private entries; not another Faction\'s secrets', () => {
    for (const f of FACTIONS) {
      const view = viewFor(g, f);
      const mine = view.log.filter((e) => logEntryMatches(e, new Set(['mine']), f));
      // Everything naming the Faction as the one acting is Mine.
      for (const e of view.log.filter((x) => x.args.faction === f || x.args.by === f || x.args.winner === f || x.args.victim === f)) expect(mine).toContain(e);
      // Its own debate values (6.13) are Mine; the other Side's are not.
      const debates = view.log.filter((e) => e.msg === 'debate.values');
      for (const e of debates) expect(isAboutFaction(e, f), JSON.stringify(e.args)).toBe(f in e.args);
      // Private entries it received are Mine.
      for (const e of view.log.filter((x) => x.to?.includes(f))) expect(mine).toContain(e);
      // Entries about a Side or about nobody (turn start, Honor Order, Plague) are not.
      for (const e of view.log.filter((x) => ['turn.start', 'plague', 'council.refill', 'battleDeck.formed'].includes(x.msg))) expect(mine).not.toContain(e);
      expect(mine.length).toBeGreaterThan(20);
      expect(mine.length).toBeLessThan(view.log.length);
    }
  });
  it('Mine with Honor: exactly this Faction\'s Honor changes; a spectator has no Mine', () => {
    for (const f of FACTIONS) {
      const both = only(['mine', 'honor'], f);
      expect(both.length).toBeGreaterThan(0);
      expect(both).toEqual(log.filter((e) => isHonorEntry(e) && e.args.faction === f));
    }
    expect(only(['mine'], null)).toEqual([]);
    expect(only([], null)).toHaveLength(log.length);
  });
});

describe('show on the board: the theater an entry names', () => {
  it('a Battle, a marker, a muster move and a redeployment (11.3) name their theater; track boxes do not', () => {
    const of = (msg: string): LogEntry => {
      const e = log.find((x) => x.msg === msg);
      if (!e) throw new Error(`no ${msg} entry`);
      return e;
    };
    expect(entryTheater(of('battle.total'))).toBe(of('battle.total').args.theater);
    expect(entryTheater(of('marker.placed'))).toBe(Number(of('marker.placed').args.place));
    expect(entryTheater(of('muster.moved'))).toBe(of('muster.moved').args.to);
    expect(entryTheater(of('redeployed'))).toBe(of('redeployed').args.to);
    // 6.13: positions on an Assembly track are boxes, never theaters.
    expect(entryTheater(of('debate.moved'))).toBeNull();
    expect(entryTheater(of('boule.issue'))).toBeNull();
    expect(entryTheater(of('turn.start'))).toBeNull();
    // 7.51: markers lent from one Faction to another name no theater.
    for (const e of log.filter((x) => x.msg === 'markers.lent')) expect(entryTheater(e)).toBeNull();
  });
});

describe('"Since your last decision" is complete, with "more…"', () => {
  it('a long stretch shows its latest entries and says how many more there are; nothing is cut silently', () => {
    const view = viewFor(g, 'aristocrats');
    const since = view.log.length - 40;
    const html = renderToString(createElement(SincePanel, { view, since }));
    expect(html).toContain('data-since-count="40"');
    expect(html).toContain(`data-since-hidden="${40 - SINCE_SHOWN}"`);
    expect(html).toContain(`more… (${40 - SINCE_SHOWN} earlier)`);
    expect(html.match(/data-log-index=/g)).toHaveLength(SINCE_SHOWN);
    expect(html).toContain(`data-log-index="${view.log.length - 1}"`); // the newest
    const short = renderToString(createElement(SincePanel, { view, since: view.log.length - 3 }));
    expect(short).not.toContain('data-since-more');
    expect(short.match(/data-log-index=/g)).toHaveLength(3);
  });
  it('the log panel offers All, Mine, Honor and Battles as toggle buttons, All pressed at first', () => {
    const html = renderToString(createElement(LogPanel, { view: viewFor(g, 'demagogues') }));
    for (const f of ['all', 'mine', 'honor', 'battles']) expect(html).toMatch(new RegExp(`data-log-filter="${f}"[^>]*aria-pressed="${f === 'all'}"|aria-pressed="${f === 'all'}"[^>]*data-log-filter="${f}"`));
    // An entry naming a theater says so, for the click that shows it on the board.
    expect(html).toMatch(/data-log-theater="\d+"/);
  });
});
