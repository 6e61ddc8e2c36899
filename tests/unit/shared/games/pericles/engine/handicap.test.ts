// The solo handicap (engine/handicap.ts). RECONSTRUCTION.md §8, the printed solo system: "the
// designer gave each Spartan bot +20 Honor as handicap", the player taking Athens. So the
// handicap goes to each bot Faction of a Side on which no human plays (issue #29): never to the
// player's own bot partner, the player's rival for the win within the Side (11.14 step 2).
import { describe, expect, it } from 'vitest';
import { EngineError, hashGame, newGame } from '../../../../../../src-shared/engine.js';
import { scenarioById } from '../../../../../../src-shared/games/pericles/data/scenarios/index.js';
import { FACTIONS, type Faction } from '../../../../../../src-shared/games/pericles/model/ids.js';
import type { SeatKind } from '../../../../../../src-shared/games/pericles/model/state.js';
import { viewFor } from '../../../../../../src-shared/games/pericles/view.js';
import {
  EVERY_BOT, handicapForReplay, handicappedFactions, handicapSetupOf, startingHonor,
} from '../../../../../../src-shared/games/pericles/engine/handicap.js';

const SOLO = { aristocrats: 'human', demagogues: 'bot:rule', eurypontids: 'bot:rule', agiads: 'bot:search' } as const;
const seats = (humans: Faction[]): Record<Faction, SeatKind> =>
  Object.fromEntries(FACTIONS.map((f) => [f, humans.includes(f) ? 'human' : 'bot:rule'])) as Record<Faction, SeatKind>;

describe('solo handicap (RECONSTRUCTION.md §8 solo system): +N Honor for each bot of the Side no human plays', () => {
  it('§8: a solo Athenian gets the Spartan bots +20; the Demagogues bot, the player\'s rival in Athens, starts as the scenario says', () => {
    const sc = scenarioById('second-peloponnesian-war')!;
    const g = newGame({ scenario: sc.id, seed: 'h', seats: SOLO, handicap: 20 });
    expect(g.factions.aristocrats.honor).toBe(sc.honor.aristocrats);
    expect(g.factions.demagogues.honor).toBe(sc.honor.demagogues);
    expect(g.factions.eurypontids.honor).toBe(sc.honor.eurypontids + 20);
    expect(g.factions.agiads.honor).toBe(sc.honor.agiads + 20);
    expect(g.handicap).toBe(20);
    expect(g.handicapped).toEqual(['eurypontids', 'agiads']);
  });

  it('§8 seen from Sparta: a solo Spartan gets the Athenian bots the handicap, not the Spartan partner', () => {
    expect(handicappedFactions(seats(['agiads']))).toEqual(['aristocrats', 'demagogues']);
    expect(handicappedFactions(seats(['eurypontids']))).toEqual(['aristocrats', 'demagogues']);
  });

  it('mixed cases: both Athenians human (one Side) → the Spartan bots; humans on both Sides → nobody; bots only → all four', () => {
    expect(handicappedFactions(seats(['aristocrats', 'demagogues']))).toEqual(['eurypontids', 'agiads']);
    expect(handicappedFactions(seats(['aristocrats', 'agiads']))).toEqual([]);
    expect(handicappedFactions(seats([]))).toEqual([...FACTIONS]);
    expect(handicappedFactions(seats([...FACTIONS]))).toEqual([]);
  });

  it('startingHonor, which the new-game screen shows, is the Honor newGame gives, for every seating', () => {
    for (const id of ['development', 'first-peloponnesian-war', 'training-amphipolis']) {
      const sc = scenarioById(id)!;
      for (const humans of [['aristocrats'], ['agiads'], ['aristocrats', 'demagogues'], ['demagogues', 'eurypontids'], []] as Faction[][]) {
        const g = newGame({ scenario: id, seed: 's', seats: seats(humans), handicap: 13 });
        const start = startingHonor(sc, seats(humans), 13);
        for (const f of FACTIONS) expect(g.factions[f].honor, `${id} ${humans.join('+')} ${f}`).toBe(start[f]);
      }
    }
  });

  it('is logged publicly, once per handicapped Faction, and shown in every view with who got it', () => {
    const g = newGame({ scenario: 'development', seed: 'h', seats: SOLO, handicap: 7 });
    const lines = g.log.filter((e) => e.rule === 'handicap');
    expect(lines.map((e) => e.args.faction)).toEqual(['eurypontids', 'agiads']);
    expect(lines.every((e) => e.to === undefined && e.args.honor === 7)).toBe(true);
    for (const seat of [...FACTIONS, 'spectator'] as const) {
      expect(viewFor(g, seat).handicap).toBe(7);
      expect(viewFor(g, seat).handicapped).toEqual(['eurypontids', 'agiads']);
    }
  });

  it('changes nothing else: the same seed deals the same cards and the same first decision', () => {
    const plain = newGame({ scenario: 'development', seed: 'same', seats: SOLO });
    const handicapped = newGame({ scenario: 'development', seed: 'same', seats: SOLO, handicap: 20 });
    expect(handicapped.rng).toEqual(plain.rng);
    expect(handicapped.flow).toEqual(plain.flow);
    for (const f of FACTIONS) expect(handicapped.factions[f].hand).toEqual(plain.factions[f].hand);
    expect(hashGame(handicapped)).not.toBe(hashGame(plain));
  });

  it('a handicap of 0, or one no Faction gets (all human, humans on both Sides), is no handicap at all (same game, same hash)', () => {
    const plain = newGame({ scenario: 'development', seed: 'zero', seats: SOLO });
    expect(hashGame(newGame({ scenario: 'development', seed: 'zero', seats: SOLO, handicap: 0 }))).toBe(hashGame(plain));
    expect(hashGame(newGame({ scenario: 'development', seed: 'hs', handicap: 20 }))).toBe(hashGame(newGame({ scenario: 'development', seed: 'hs' })));
    const bothSides = seats(['aristocrats', 'eurypontids']);
    expect(hashGame(newGame({ scenario: 'development', seed: 'hs', seats: bothSides, handicap: 20 })))
      .toBe(hashGame(newGame({ scenario: 'development', seed: 'hs', seats: bothSides })));
  });

  it('a game begun before #29 (every bot Faction got it, no list recorded) replays to the same game and hash', () => {
    // What newGame made before #29: +N to every bot Faction, the amount and nothing else kept.
    const sc = scenarioById('development')!;
    const old = newGame({ scenario: 'development', seed: 'old', seats: SOLO, handicap: 20, handicapped: EVERY_BOT });
    expect(old.handicapped).toBeUndefined();
    for (const f of ['demagogues', 'eurypontids', 'agiads'] as const) expect(old.factions[f].honor).toBe(sc.honor[f] + 20);
    expect(old.log.filter((e) => e.rule === 'handicap').map((e) => e.args.faction)).toEqual(['demagogues', 'eurypontids', 'agiads']);
    // A save of it holds `handicap` alone; its replay options say EVERY_BOT and rebuild it exactly.
    const saved = handicapSetupOf(old);
    expect(saved).toEqual({ handicap: 20 });
    expect(hashGame(newGame({ scenario: 'development', seed: 'old', seats: SOLO, ...handicapForReplay(saved) }))).toBe(hashGame(old));
    // A game begun since keeps its list, and replays from it.
    const now = newGame({ scenario: 'development', seed: 'new', seats: SOLO, handicap: 20 });
    expect(handicapSetupOf(now)).toEqual({ handicap: 20, handicapped: ['eurypontids', 'agiads'] });
    expect(hashGame(newGame({ scenario: 'development', seed: 'new', seats: SOLO, ...handicapForReplay(handicapSetupOf(now)) }))).toBe(hashGame(now));
  });

  it.each([-1, 2.5, 101, Number.NaN])('refuses a handicap of %s with a clear error', (honor) => {
    expect(() => newGame({ scenario: 'development', seed: 'bad', seats: SOLO, handicap: honor })).toThrow(EngineError);
    expect(() => newGame({ scenario: 'development', seed: 'bad', seats: SOLO, handicap: honor })).toThrow(/handicap must be a whole number of Honor from 0 to 100/);
  });
});
