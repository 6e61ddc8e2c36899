// The solo handicap (engine/handicap.ts; RECONSTRUCTION.md §8: +20 Honor for each Spartan bot).
import { describe, expect, it } from 'vitest';
import { EngineError, hashGame, newGame } from '../../../src-shared/engine.js';
import { scenarioById } from '../../../src-shared/data/scenarios/index.js';
import { FACTIONS } from '../../../src-shared/model/ids.js';
import { viewFor } from '../../../src-shared/view.js';

const SOLO = { aristocrats: 'human', demagogues: 'bot:rule', eurypontids: 'bot:rule', agiads: 'bot:search' } as const;

describe('solo handicap: extra starting Honor for the bot Factions', () => {
  it('adds the handicap to each bot Faction\'s starting Honor, none to the human', () => {
    const sc = scenarioById('second-peloponnesian-war')!;
    const g = newGame({ scenario: sc.id, seed: 'h', seats: SOLO, handicap: 20 });
    expect(g.factions.aristocrats.honor).toBe(sc.honor.aristocrats);
    for (const f of ['demagogues', 'eurypontids', 'agiads'] as const) expect(g.factions[f].honor).toBe(sc.honor[f] + 20);
    expect(g.handicap).toBe(20);
  });

  it('is logged publicly, once per bot Faction, and shown in every view', () => {
    const g = newGame({ scenario: 'development', seed: 'h', seats: SOLO, handicap: 7 });
    const lines = g.log.filter((e) => e.rule === 'handicap');
    expect(lines.map((e) => e.args.faction)).toEqual(['demagogues', 'eurypontids', 'agiads']);
    expect(lines.every((e) => e.to === undefined && e.args.honor === 7)).toBe(true);
    for (const seat of [...FACTIONS, 'spectator'] as const) expect(viewFor(g, seat).handicap).toBe(7);
  });

  it('changes nothing else: the same seed deals the same cards and the same first decision', () => {
    const plain = newGame({ scenario: 'development', seed: 'same', seats: SOLO });
    const handicapped = newGame({ scenario: 'development', seed: 'same', seats: SOLO, handicap: 20 });
    expect(handicapped.rng).toEqual(plain.rng);
    expect(handicapped.flow).toEqual(plain.flow);
    for (const f of FACTIONS) expect(handicapped.factions[f].hand).toEqual(plain.factions[f].hand);
    expect(hashGame(handicapped)).not.toBe(hashGame(plain));
  });

  it('a handicap of 0 is no handicap at all (same game, same hash)', () => {
    const plain = newGame({ scenario: 'development', seed: 'zero', seats: SOLO });
    expect(hashGame(newGame({ scenario: 'development', seed: 'zero', seats: SOLO, handicap: 0 }))).toBe(hashGame(plain));
  });

  it('all-human games have no one to help: the handicap adds nothing', () => {
    const plain = newGame({ scenario: 'development', seed: 'hs' });
    const g = newGame({ scenario: 'development', seed: 'hs', handicap: 20 });
    for (const f of FACTIONS) expect(g.factions[f].honor).toBe(plain.factions[f].honor);
  });

  it.each([-1, 2.5, 101, Number.NaN])('refuses a handicap of %s with a clear error', (honor) => {
    expect(() => newGame({ scenario: 'development', seed: 'bad', seats: SOLO, handicap: honor })).toThrow(EngineError);
    expect(() => newGame({ scenario: 'development', seed: 'bad', seats: SOLO, handicap: honor })).toThrow(/handicap must be a whole number of Honor from 0 to 100/);
  });
});
