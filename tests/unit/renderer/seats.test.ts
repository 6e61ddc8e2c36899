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
});
