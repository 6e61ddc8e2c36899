// A muster's movement step (9.32) for the board-aids tests: a Military issue in Boeotia after the
// 9.31 B commitments, the Aristocrats' CinC to move.
import { expect } from 'vitest';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { act, commitAll, keepAlive, kind, position, queue } from '../phases/theaterHelpers.js';

export const ATHENS = 7;
export const BOEOTIA = 8;
export const HELD = 9; // a theater where 1 Athenian land unit held by 2 Peloponnesian ones: it may not leave (9.32 A)

/**
 * The Aristocrats' Military issue in a Contested Boeotia, after the 9.31 B commitments: Athens holds
 * two land and two naval units and a base; the Eurypontids' commitment stays secret until the moves end.
 */
export function musterMove(opts: { eurypontids?: number; edit?: (g: GameState) => void } = {}): GameState {
  let g = position({
    theaters: {
      [BOEOTIA]: { units: { athens: { land: 1 }, peloponnesian: { land: 1 } } },
      [ATHENS]: { units: { athens: { land: 2, naval: 2 } }, bases: { athens: 1 } },
      [HELD]: { units: { athens: { land: 1 }, peloponnesian: { land: 2 } } },
    },
    war: 'war',
    strategos: { aristocrats: 6, demagogues: 5, eurypontids: 5, agiads: 1 },
    at: 'theater.resolve',
    edit(s) {
      keepAlive(s);
      queue(s, BOEOTIA, 'aristocrats', 'military');
      s.stateShipAvailable = false;
      opts.edit?.(s);
    },
  });
  g = act(g, { type: 'reveal', place: String(BOEOTIA) });
  g = act(g, { type: 'muster' });
  g = commitAll(g, { aristocrats: 1, demagogues: 1, eurypontids: opts.eurypontids ?? 4 });
  expect(kind(g)).toBe('muster.move');
  return g;
}
