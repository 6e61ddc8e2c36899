// #32: the view message carries the board's aids for a human seat whose decision has some, only.
import { describe, expect, it } from 'vitest';
import type { Aids } from '../../../../src-shared/games/pericles/aids.js';
import { boardAids } from '../../../../src-main/host/aidsFor.js';
import { hostGame } from '../../../../src-main/host/running.js';
import { aids } from '../../../../src-shared/games/pericles/aids.js';
import { FACTIONS } from '../../../../src-shared/games/pericles/model/ids.js';
import { musterMove } from '../../shared/games/pericles/rules/muster.js';

describe('boardAids (the view message\'s aids, from the running game\'s module)', () => {
  const g = musterMove();
  const aidsFor = (state: unknown, seat: Parameters<typeof boardAids>[2], humans: Parameters<typeof boardAids>[3]) => boardAids(hostGame('pericles'), state, seat, humans);

  it('9.32: the human CinC moving its muster gets the moves; a spectator, a bot seat and a seat not asked get none', () => {
    expect(aidsFor(g, 'aristocrats', FACTIONS)).toEqual({ aids: aids(g, 'aristocrats') });
    expect((aidsFor(g, 'aristocrats', FACTIONS).aids as Aids | undefined)?.moves?.units['athens/land/7']).toBeDefined();
    expect(aidsFor(g, 'spectator', FACTIONS)).toEqual({});
    expect(aidsFor(g, 'aristocrats', ['demagogues'])).toEqual({});
    expect(aidsFor(g, 'demagogues', FACTIONS)).toEqual({});
  });
});
