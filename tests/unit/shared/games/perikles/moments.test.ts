// A battle as a moment (#33): what Phase 6 writes on the log ([P6] EN:265-309) read back by
// battleMomentAt — every throw with its Battle tokens, the column's numbers, casualties and result.
import { describe, expect, it } from 'vitest';
import { battleMomentAt, battleResultsFrom, entryLocation } from '../../../../../src-shared/games/perikles/moments.js';
import { COMBAT_TABLE } from '../../../../../src-shared/games/perikles/data/index.js';
import { viewFor } from '../../../../../src-shared/games/perikles/view.js';
import { game, oldEntry, playUntil } from './helpers.js';
import { randomGameStates } from './randomGame.js';

describe('battle moments from the log ([P6] EN:293-301)', () => {
  // A seeded game played by first options until a battle was rolled for.
  const g = playUntil(game(4, 'moments'), (s) => battleResultsFrom(s.log, 0).some((at) => battleMomentAt(s.log, at)?.rounds.some((r) => r.rolls.length > 0)));
  const at = battleResultsFrom(g.log, 0).find((i) => battleMomentAt(g.log, i)?.rounds.some((r) => r.rolls.length > 0))!;
  const m = battleMomentAt(viewFor(g, 'spectator').log, at)!;

  it('the moment names the Location, both sides and the result', () => {
    expect(m).not.toBeNull();
    expect(m.attacker).not.toBeNull();
    expect(m.tile).toBe(g.log[at]!.tile);
    expect(m.taken).toBe(m.decider === 'attack');
  });

  it('each rolled round: the column\'s numbers, and tokens that follow the throws from the start (first to two; both at two roll on)', () => {
    for (const r of m.rounds.filter((x) => x.rolls.length > 0)) {
      const row = COMBAT_TABLE.find((c) => c.column === r.column)!;
      expect(r.need).toEqual({ attack: row.attacker, defend: row.defender });
      let tokens = { ...r.start! };
      for (const x of r.rolls) {
        expect(x.hit).toEqual({ attack: x.attack >= r.need!.attack, defend: x.defend >= r.need!.defend });
        if (!(tokens.attack >= 2 && tokens.defend >= 2)) tokens = { attack: tokens.attack + (x.hit.attack ? 1 : 0), defend: tokens.defend + (x.hit.defend ? 1 : 0) };
        expect(x.tokens).toEqual(tokens);
      }
      const last = r.rolls[r.rolls.length - 1]!;
      const tiedBefore = r.rolls.length > 1 && r.rolls[r.rolls.length - 2]!.tokens.attack >= 2 && r.rolls[r.rolls.length - 2]!.tokens.defend >= 2;
      const winner = tiedBefore ? (last.hit.attack ? 'attack' : 'defend') : last.tokens.attack >= 2 ? 'attack' : 'defend';
      expect(r.winner).toBe(winner);
      // The round's loser lost a counter (EN:295) unless only intrinsic units fought for it.
      if (r.casualty) expect(r.casualty.side).not.toBe(r.winner);
    }
  });

  it('a log entry that is not a battle\'s result is no moment', () => {
    expect(battleMomentAt(g.log, 0)).toBeNull();
  });
});

describe('an old save\'s battles still read as moments: what the entries hold, nothing made up (#33)', () => {
  const games = [4, 5, 3, 4].map((n, k) => randomGameStates(n, `old-moments-${k}`).at(-1)!);
  it('each fought battle of an old log is a moment with the same Location, rounds, throws, tokens, casualties and result', () => {
    let rolled = 0;
    for (const g of games) {
      const old = g.log.map(oldEntry);
      const now = battleResultsFrom(g.log, 0);
      expect(battleResultsFrom(old, 0)).toEqual(now);
      for (const at of now) {
        const m = battleMomentAt(g.log, at)!;
        const o = battleMomentAt(old, at)!;
        expect(o.partial).toBe(true);
        expect(m.partial).toBe(false);
        expect({ ...o, rounds: o.rounds.map((r) => ({ ...r, strength: r.column ? r.strength : m.rounds[o.rounds.indexOf(r)]!.strength })) })
          .toEqual({ ...m, partial: true, defeats: null, attacker: m.taken ? m.attacker : null, defender: m.decider === 'defend' && m.defender ? m.defender : null });
        rolled += o.rounds.filter((r) => r.rolls.length > 0).length;
      }
    }
    expect(rolled).toBeGreaterThan(0);
  });
  it('an old entry that names only its slot is given the Location a later entry of its turn names', () => {
    for (const g of games) {
      const old = g.log.map(oldEntry);
      g.log.forEach((e, i) => {
        if (typeof e.slot !== 'number') return;
        expect(entryLocation(old, i), `${String(e.msg)} ${i}`).toBe(typeof e.location === 'string' ? e.location : e.tile);
      });
    }
  });
});
