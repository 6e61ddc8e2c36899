import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../../../../src-shared/games/pericles/engine/simulate.js';
import { newGame } from '../../../../../../src-shared/engine.js';

describe('training vignette with one city (scenario soloCity)', () => {
  it('5.2–6.0 only the Athenian Assembly is dealt cards and debates', () => {
    const g = newGame({ scenario: 'training-ostracism', seed: 'solo' });
    expect(g.rules.soloCity).toBe('athens');
    expect(g.factions.eurypontids.hand).toEqual([]);
    expect(g.factions.agiads.hand).toEqual([]);
    expect(g.flow.pending?.seats.every((f) => f === 'aristocrats' || f === 'demagogues')).toBe(true);
  });

  it('11.14 gives way to the scenario: an Athenian Faction always wins, whatever Sparta scored', () => {
    for (let i = 0; i < 12; i++) {
      const r = playRandomGame({ scenario: 'training-ostracism', seed: `solo-${i}`, checkInvariants: true });
      expect(r.outcome).toBe('finished');
      expect(r.final?.result?.winningSide).toBe('athens');
      expect(['aristocrats', 'demagogues']).toContain(r.final?.result?.winner);
      const decided = new Set(r.decisions.map((d) => d.seat));
      expect(decided.has('eurypontids') || decided.has('agiads')).toBe(false);
    }
  });
});
