// GMT's Pericles as a game module (src-shared/games/pericles/module.ts, #32): what the contract
// test cannot know of it — its handicap in the setup, seats changing hands, its bots' levels and
// that its turn table is the one the statechart is drawn from.
import { describe, expect, it } from 'vitest';
import { hashGame, newGame, pericles, type GameState } from '../../../../src-shared/engine.js';
import { gameById } from '../../../../src-shared/games/index.js';
import { EVERY_BOT } from '../../../../src-shared/games/pericles/engine/handicap.js';
import { seatChangeOf } from '../../../../src-shared/games/pericles/engine/seats.js';
import { EngineError } from '../../../../src-shared/games/pericles/engine/types.js';
import { periclesMachine as gameMachine, stateKey } from '../../../../src-shared/games/pericles/machine.js';
import { seedRng } from '../../../../src-shared/kit/random.js';
import type { Faction } from '../../../../src-shared/games/pericles/model/ids.js';
import type { RecordEntry } from '../../../../src-shared/games/contract.js';

const SOLO = { aristocrats: 'human', demagogues: 'bot:normal', eurypontids: 'bot:normal', agiads: 'bot:normal' } as const;

describe('the Pericles module (#32)', () => {
  it('is the registry\'s pericles and plays the engine\'s game: same setup, same hash', () => {
    expect(gameById('pericles')).toBe(pericles);
    const g = pericles.newGame({ scenario: 'archidamian-war', seed: 's1', seats: SOLO, options: { handicap: 10 } });
    expect(pericles.hash(g)).toBe(hashGame(newGame({ scenario: 'archidamian-war', seed: 's1', seats: SOLO, handicap: 10 })));
    expect(g.handicapped).toEqual(['eurypontids', 'agiads']);
  });

  it('setupOf gives the seats a game began with and its handicap, and newGame(setupOf) replays it', () => {
    const g = pericles.newGame({ scenario: 'development', seed: 's2', seats: SOLO, options: { handicap: 10 } });
    const change = seatChangeOf(g, 'demagogues', 'human');
    const record: RecordEntry<Faction>[] = [change];
    const now = pericles.replayEntry(g, change);
    expect(now.seats.demagogues).toBe('human');
    const setup = pericles.setupOf(now, record);
    expect(setup).toEqual({ scenario: 'development', seed: 's2', seats: SOLO, options: { handicap: 10, handicapped: ['eurypontids', 'agiads'] } });
    expect(pericles.hash(record.reduce((s, e) => pericles.replayEntry(s, e), pericles.newGame(setup)))).toBe(pericles.hash(now));
    // A game begun before #29 recorded no handicapped Factions: its setup says every bot got it.
    const old = pericles.newGame({ scenario: 'development', seed: 's3', seats: SOLO, options: { handicap: 20, handicapped: EVERY_BOT } });
    expect(pericles.setupOf(old, []).options).toEqual({ handicap: 20, handicapped: EVERY_BOT });
    expect(pericles.setupOf(pericles.newGame({ scenario: 'development', seed: 's4', seats: SOLO }), [])).not.toHaveProperty('options');
  });

  it('refuses a seat change mid-secret the way the engine does, and a record entry that lies about a seat', () => {
    const g: GameState = pericles.newGame({ scenario: 'development', seed: 's5', seats: SOLO });
    expect(pericles.seatChangeRefusal(g, 'aristocrats', 'human')).toBe('seat-unchanged');
    expect(pericles.seatChangeRefusal(g, 'aristocrats', 'bot:nonsense')).toBe('bad-action');
    expect(() => pericles.replayEntry(g, { seat: 'aristocrats', action: { type: 'seat.change', from: 'bot:hard', to: 'bot:easy' } })).toThrow(EngineError);
  });

  it('offers the four levels, plays old saves\' bot kinds as levels, and refuses a level it has not', () => {
    expect(pericles.bots.levels).toEqual(['easy', 'normal', 'hard', 'expert']);
    expect(pericles.bots.legacyKinds).toEqual({ 'bot:rule': 'bot:normal', 'bot:search': 'bot:hard' });
    const g = pericles.newGame({ scenario: 'development', seed: 's6', seats: SOLO });
    const seat = pericles.pending(g)!.seats[0]!;
    const view = pericles.view(g, seat, { withoutLog: true });
    const legal = pericles.legalActions(g, seat);
    expect(() => pericles.bots.decide('grandmaster', view, legal, seedRng('x'))).toThrow(EngineError);
    expect(legal).toContainEqual(pericles.bots.decide('random', view, legal, seedRng('x')).action);
  });

  it('its turn table is the statechart\'s: a state for every phase, segment and decision', () => {
    const turn = gameMachine.root.states.turn!;
    expect(pericles.turnTable.machineId).toBe(gameMachine.id);
    for (const phase of pericles.turnTable.phases) expect(turn.states[phase], phase).toBeDefined();
    for (const s of pericles.turnTable.segments) expect(turn.states[s.phase]!.states[stateKey(s.id)], s.id).toBeDefined();
    for (const d of pericles.turnTable.decisions) {
      const phase = pericles.turnTable.segments.find((s) => s.id === d.segment)!.phase;
      let node = turn.states[phase]!.states[stateKey(d.segment)]!;
      for (const stage of [...(d.stage?.split('.') ?? []), stateKey(d.kind)]) node = node.states[stage]!;
      expect(node.meta, d.kind).toMatchObject({ decision: d.kind, rule: d.rule });
    }
  });
});
