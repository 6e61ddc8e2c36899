// The board's aids (src-shared/games/pericles/aids.ts): the muster's moves (9.32) worked out on the
// true state and handed to the page, which no longer runs the movement rules itself (#32).
import { describe, expect, it } from 'vitest';
import { aids, unitAidKey } from '../../../../../../src-shared/games/pericles/aids.js';
import { hashGame } from '../../../../../../src-shared/engine.js';
import { ATHENS, BOEOTIA, HELD, musterMove } from './muster.js';
import { FACTIONS, type Faction } from '../../../../../../src-shared/games/pericles/model/ids.js';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { act, kind, legal, position, queue } from '../phases/theaterHelpers.js';

function movesOf(g: GameState, seat: Faction) {
  const m = aids(g, seat)?.moves;
  if (!m) throw new Error(`no move aids for ${seat}`);
  return m;
}

describe('aids: the muster moves (9.32) the board is given', () => {
  const g = musterMove();

  it('9.32: every unit the rules let move has exactly its legal ends, each with a path from its start', () => {
    const m = movesOf(g, 'aristocrats');
    const legalEnds = new Map<string, number[]>();
    for (const a of legal(g, 'aristocrats')) {
      if (a.type !== 'move') continue;
      const key = unitAidKey(String(a.force), String(a.kind), Number(a.from));
      legalEnds.set(key, [...(legalEnds.get(key) ?? []), Number(a.to)]);
    }
    expect(Object.keys(m.units).sort()).toEqual([...legalEnds.keys()].sort());
    expect(Object.keys(m.units)).toEqual(expect.arrayContaining(['athens/land/7', 'athens/naval/7']));
    for (const [key, unit] of Object.entries(m.units)) {
      const from = Number(key.split('/')[2]);
      expect(unit.ends.map((p) => p.at(-1)).sort()).toEqual([...legalEnds.get(key)!].sort());
      for (const path of unit.ends) expect(path[0]).toBe(from);
    }
    // 9.32 a: the land units go straight to the Expedition Theater along the land link.
    expect(m.units['athens/land/7']!.ends).toContainEqual([ATHENS, BOEOTIA]);
  });

  it('9.32 A: a unit held by a stronger enemy is not among the units, and the links out of it are refused for strength', () => {
    const m = movesOf(g, 'aristocrats');
    expect(m.units[unitAidKey('athens', 'land', HELD)]).toBeUndefined();
    const land = m.units['athens/land/7']!;
    const strength = land.blocked.map((i) => m.blocked[i]!).filter((b) => b.why.some((w) => w.key === 'whynot.move.exitStrength'));
    expect(strength.length).toBeGreaterThan(0);
    for (const b of strength) expect(b.why[0]).toMatchObject({ rule: '9.32 A', args: { from: HELD, friendly: 1, hostile: 2 } });
  });

  it('9.32 row 3: a naval unit may not take a land link (the Athens–Boeotia link is refused it, with the rule)', () => {
    const m = movesOf(g, 'aristocrats');
    const naval = m.units['athens/naval/7']!;
    const refused = naval.blocked.map((i) => m.blocked[i]!).find((b) => b.link === '7-8');
    expect(refused?.why).toEqual([expect.objectContaining({ rule: '9.32 row 3', key: 'whynot.move.linkKind' })]);
    expect(naval.ends.every((p) => !(p[0] === ATHENS && p[1] === BOEOTIA))).toBe(true);
  });

  it('a link refused for the same reasons is written once and referenced by every unit it stops', () => {
    const m = movesOf(g, 'aristocrats');
    const ids = m.blocked.map((b) => `${b.link} ${JSON.stringify(b.why)}`);
    expect(new Set(ids).size).toBe(ids.length);
    for (const u of Object.values(m.units)) {
      expect(new Set(u.blocked).size).toBe(u.blocked.length);
      for (const i of u.blocked) expect(m.blocked[i]).toBeDefined();
    }
    // Every refused link is some unit's: nothing is sent that no unit needs.
    const used = new Set(Object.values(m.units).flatMap((u) => u.blocked));
    expect(used.size).toBe(m.blocked.length);
  });

  it('9.32: only the seat whose muster.move is open gets aids (the other seats, and other decisions, none)', () => {
    for (const f of FACTIONS) if (f !== 'aristocrats') expect(aids(g, f)).toBeNull();
    const commit = act(act(position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 1 }, peloponnesian: { land: 1 } } } },
      war: 'war', strategos: { aristocrats: 3, eurypontids: 3 }, at: 'theater.resolve',
      edit(s) { queue(s, BOEOTIA, 'aristocrats', 'military'); },
    }), { type: 'reveal', place: String(BOEOTIA) }), { type: 'muster' });
    expect(kind(commit)).toBe('muster.commit');
    for (const f of FACTIONS) expect(aids(commit, f)).toBeNull();
  });

  it('4.1 B: the aids leak nothing hidden — the same for states that differ only in what the moving seat cannot see', () => {
    // The enemy's secret commitment (9.31 B) and the other Factions' hands and the Battle decks.
    const other = musterMove({
      eurypontids: 1,
      edit(s) {
        s.factions.eurypontids.hand = ['spa-01', 'spa-02'];
        s.factions.demagogues.hand = ['ath-07'];
        s.sides.sparta.battleDeck = ['spa-03', 'spa-04'];
      },
    });
    expect(hashGame(other)).not.toBe(hashGame(g));
    expect(aids(other, 'aristocrats')).toEqual(aids(g, 'aristocrats'));
  });
});
