// Shared setup of the odds tests: a Military issue in Boeotia resolved up to the 9.31 B commitment.
import { expect } from 'vitest';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { act, kind, position, queue } from '../phases/theaterHelpers.js';

export const BOEOTIA = 8; // a Land Theater, one land link from Athens (7–8)

/** The Aristocrats' Military issue in Boeotia, revealed and mustered: all four commit next (9.31 B). */
export function musterCommitInBoeotia(theaters: Parameters<typeof position>[0]['theaters']): GameState {
  let g = position({
    theaters,
    war: 'war',
    strategos: { aristocrats: 5, demagogues: 3, eurypontids: 4, agiads: 4 },
    at: 'theater.resolve',
    edit(s) { queue(s, BOEOTIA, 'aristocrats', 'military'); },
  });
  g = act(g, { type: 'reveal', place: String(BOEOTIA) });
  g = act(g, { type: 'muster' });
  expect(kind(g)).toBe('muster.commit');
  return g;
}
