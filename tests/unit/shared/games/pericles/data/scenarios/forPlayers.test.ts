// #16 "Start, saves, replay": the start screen offers players every scenario but the development
// setup, each with a difficulty and the seat a solo player should take, and leads a newcomer to
// one first game, a training vignette whose suggested seat has something to do in it.
import { describe, expect, it } from 'vitest';
import { SCENARIOS, scenarioById } from '../../../../../../../src-shared/games/pericles/data/scenarios/index.js';
import { newGame } from '../../../../../../../src-shared/games/pericles/engine/setup.js';
import { apply, legalActions, pending } from '../../../../../../../src-shared/engine.js';

describe('scenarios offered to players (start screen)', () => {
  it('every scenario but the development setup is offered; the development setup is not', () => {
    const hidden = SCENARIOS.filter((s) => !s.forPlayers).map((s) => s.id);
    expect(hidden).toEqual(['development']);
  });

  it('exactly one first game, a one-turn training vignette rated introductory', () => {
    const first = SCENARIOS.filter((s) => s.forPlayers?.firstGame);
    expect(first.map((s) => s.id)).toEqual(['training-amphipolis']);
    const s = first[0]!;
    expect(s.firstTurn).toBe(s.lastTurn);
    expect(s.forPlayers!.difficulty).toBe('introductory');
  });

  it('the training vignettes are introductory or intermediate, the long wars advanced', () => {
    for (const s of SCENARIOS) {
      if (!s.forPlayers) continue;
      const turns = s.lastTurn - s.firstTurn + 1;
      if (turns >= 5) expect(s.forPlayers.difficulty, s.id).toBe('advanced');
      if (turns === 1) expect(s.forPlayers.difficulty, s.id).not.toBe('advanced');
    }
  });

  it('in a vignette played by one City-State only, the solo seat is one of its Factions', () => {
    const ostracism = scenarioById('training-ostracism')!;
    expect(ostracism.soloCity).toBe('athens');
    expect(['aristocrats', 'demagogues']).toContain(ostracism.forPlayers!.soloSeat);
  });

  it('the first game asks its suggested solo seat for a decision before the game ends', () => {
    const s = scenarioById('training-amphipolis')!;
    const solo = s.forPlayers!.soloSeat;
    let game = newGame({ scenario: s.id, seed: 'first-game', seats: { aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' } });
    let asked = false;
    // The others answer with their first legal action until the solo seat is asked.
    for (let i = 0; i < 500 && !asked; i++) {
      const p = pending(game);
      if (!p || p.seats.length === 0) break;
      if (p.seats.includes(solo)) { asked = legalActions(game, solo).length > 0; break; }
      const seat = p.seats[0]!;
      game = apply(game, seat, legalActions(game, seat)[0]!);
    }
    expect(asked).toBe(true);
  });
});
