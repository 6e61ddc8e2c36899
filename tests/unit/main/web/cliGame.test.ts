// #33 The CLI contract for a second game: `npm run web -- --game perikles --players N --seed S
// --bots human,rule,…` (one entry per seat, `human` or one of the game's bot levels); an unknown
// level or a wrong count is a clear error (main() prints it and exits 2).
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../../src-main/web/cli.js';
import { perikles } from '../../../../src-shared/games/perikles/module.js';

const args = (s: string) => parseArgs(s.split(' '), '/repo');
const level = perikles.bots.levels[0]!;

describe('web CLI: --game perikles (#33)', () => {
  it('starts Perikles with one seat kind per seat, for N players', () => {
    const o = args(`--game perikles --players 4 --seed 9 --bots human,${level},${level},human`);
    expect(o.game).toBe('perikles');
    expect(o.players).toBe(4);
    expect(o.seed).toBe('9');
    expect(o.scenario).toBe('standard');
    expect(o.seats).toEqual({ red: 'human', green: `bot:${level}`, black: `bot:${level}`, orange: 'human' });
  });

  it('refuses an unknown level, naming the levels there are', () => {
    expect(() => args('--game perikles --players 3 --bots human,wizard,human')).toThrow(/unknown level "wizard".*human or /);
  });

  it('refuses a wrong count of seats or players', () => {
    expect(() => args(`--game perikles --players 4 --bots human,${level},${level}`)).toThrow(/one entry per seat \(4 for 4 players\), not 3/);
    expect(() => args('--game perikles --players 6')).toThrow(/3 to 5 players, not 6/);
    expect(() => args('--game chess --players 2')).toThrow(/unknown game "chess"/);
  });

  it('takes seats, levels and options from the game\'s module (#32): the random bot for any game, a handicap only where the game has one', () => {
    expect(args('--game perikles --players 3 --bots human,random,hard').seats).toEqual({ red: 'human', green: 'bot:random', black: 'bot:hard' });
    expect(() => args('--game perikles --players 3 --bots human,expert,hard')).toThrow(/unknown level "expert" for Perikles \(use human or easy, normal, hard, random\)/);
    expect(() => args('--game perikles --players 3 --handicap 10')).toThrow(/--handicap: Perikles has no handicap/);
    expect(args('--game pericles --scenario development --handicap 10 --bots human,rule,search,random')).toMatchObject({
      game: undefined, handicap: 10, seats: { aristocrats: 'human', demagogues: 'bot:rule', eurypontids: 'bot:search', agiads: 'bot:random' },
    });
    expect(() => args('--bots genius')).toThrow(/unknown level "genius" for Pericles.*\(use human or easy, normal, hard, expert, random\)/);
    expect(() => args('--bots human,easy')).toThrow(/give one kind for all seats or 4 \(aristocrats,demagogues,eurypontids,agiads\)/);
  });

  it('leaves Pericles as it was: --bots of four Factions, no --players', () => {
    const o = args('--scenario development --bots human,normal,hard,expert');
    expect(o.game).toBeUndefined();
    expect(o.seats.aristocrats).toBe('human');
    expect(() => args('--scenario development --players 4')).toThrow(/--players is for/);
  });
});
