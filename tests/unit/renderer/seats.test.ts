import { describe, expect, it } from 'vitest';
import { planSeat } from '../../../src-renderer/game/seats.js';

describe('hot-seat plan', () => {
  it('never hands off with a single human', () => {
    expect(planSeat({ viewing: 'aristocrats', humanSeats: ['aristocrats'], pendingSeats: ['aristocrats'], taken: null }))
      .toEqual({ target: 'aristocrats', handoff: false, switchView: false });
    expect(planSeat({ viewing: 'spectator', humanSeats: ['agiads'], pendingSeats: ['eurypontids'], taken: null }))
      .toEqual({ target: 'agiads', handoff: false, switchView: true });
  });
  it('hands off the first seat when several people play', () => {
    expect(planSeat({ viewing: 'aristocrats', humanSeats: ['aristocrats', 'demagogues'], pendingSeats: ['aristocrats', 'demagogues'], taken: null }))
      .toEqual({ target: 'aristocrats', handoff: true, switchView: false });
  });
  it('stays while the taken seat still decides, hands off when the decision moves on', () => {
    const humans = ['aristocrats', 'demagogues'] as const;
    expect(planSeat({ viewing: 'aristocrats', humanSeats: humans, pendingSeats: ['aristocrats', 'demagogues'], taken: 'aristocrats' }).handoff).toBe(false);
    expect(planSeat({ viewing: 'aristocrats', humanSeats: humans, pendingSeats: ['demagogues'], taken: 'aristocrats' }))
      .toEqual({ target: 'demagogues', handoff: true, switchView: true });
  });
  it('keeps the screen while only bots decide', () => {
    expect(planSeat({ viewing: 'demagogues', humanSeats: ['aristocrats', 'demagogues'], pendingSeats: ['agiads'], taken: 'demagogues' }))
      .toEqual({ target: 'demagogues', handoff: false, switchView: false });
  });
  // #30: a seat change in a hot-seat game that leaves one human Faction: its player takes the screen as any other.
  it('hands off when a seat change leaves one human Faction at a screen people shared', () => {
    // The Demagogues' player handed them to a bot: the Aristocrats' view comes behind the hand-off.
    expect(planSeat({ viewing: 'demagogues', humanSeats: ['aristocrats'], pendingSeats: ['demagogues'], taken: 'demagogues', shared: true }))
      .toEqual({ target: 'aristocrats', handoff: true, switchView: true });
    expect(planSeat({ viewing: 'aristocrats', humanSeats: ['aristocrats'], pendingSeats: ['aristocrats'], taken: 'demagogues', shared: true }).handoff).toBe(true);
    // Taken: the screen is theirs.
    expect(planSeat({ viewing: 'aristocrats', humanSeats: ['aristocrats'], pendingSeats: ['aristocrats'], taken: 'aristocrats', shared: true }).handoff).toBe(false);
    // A solo player (the screen never passed between people) who swapped Factions just follows the new one.
    expect(planSeat({ viewing: 'demagogues', humanSeats: ['aristocrats'], pendingSeats: ['aristocrats'], taken: 'demagogues' }))
      .toEqual({ target: 'aristocrats', handoff: false, switchView: true });
    // Every Faction left to the bots: nothing to hide behind a hand-off.
    expect(planSeat({ viewing: 'spectator', humanSeats: [], pendingSeats: ['agiads'], taken: 'demagogues', shared: true }).handoff).toBe(false);
  });
});
