// #13 item 3, #31 item 7: a decision sent stays sent until a view includes it. Under load, a bot's
// answer to the same simultaneous decision (the Boulé's secret picks, 5.32 A) arrived while the
// player's was on its way; the prompt opened again on the answered decision, and a second answer
// went to the host, which refused it ("not one of this decision's options").
import { describe, expect, it } from 'vitest';
import { sendingSettled } from '../../../../src-renderer/game/sending.js';

describe('a decision on its way (game/sending.ts)', () => {
  it('5.32 A: a bot answering the same simultaneous decision does not open the prompt again', () => {
    // Sent at 40; the bot's answer makes it 41 before the host has taken the player's.
    expect(sendingSettled({ at: 40, done: null }, 40)).toBe(false);
    expect(sendingSettled({ at: 40, done: null }, 41)).toBe(false);
    // Taken as the 42nd: the view of 41 still waits, the view of 42 (or later) ends it.
    expect(sendingSettled({ at: 40, done: 42 }, 41)).toBe(false);
    expect(sendingSettled({ at: 40, done: 42 }, 42)).toBe(true);
    expect(sendingSettled({ at: 40, done: 42 }, 45)).toBe(true);
  });

  it('an undo back past the sending ends the wait, taken or not', () => {
    expect(sendingSettled({ at: 40, done: null }, 39)).toBe(true);
    expect(sendingSettled({ at: 40, done: 41 }, 38)).toBe(true);
  });
});
