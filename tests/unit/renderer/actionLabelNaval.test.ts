// A build's `naval` is a count of units, never a theater (a League build of 2 naval read "2 Corcyra
// naval": theater 2); only the Peace of Callias names a theater with it (13.21).
import { describe, expect, it } from 'vitest';
import { actionLabel } from '../../../src-renderer/game/actions.js';

describe('action labels: naval as a count or a theater', () => {
  it('8.52 / 9.1: League and Military builds count naval units', () => {
    expect(actionLabel({ type: 'league', option: 'units', naval: 2, land: 0 })).toBe('Raise League units (2 naval, 0 land)');
    expect(actionLabel({ type: 'build', naval: 2, land: 1 })).toBe('Build 2 naval, 1 land');
  });
  it('13.21: the Peace of Callias names the theater its naval unit leaves', () => {
    expect(actionLabel({ type: 'callias', make: true, naval: 7 })).toContain('Athens');
  });
});
