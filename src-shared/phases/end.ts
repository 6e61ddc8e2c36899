// 11.0 End Phase. The full phase (11.1–11.4, 13.21–13.22) is the "Rules II" issue; this file
// holds the step that closes a turn and starts the next.
import type { Segment } from '../engine/types.js';
import { log } from '../rules/log.js';

const nextTurn: Segment = {
  phase: 'end',
  id: 'end.nextTurn',
  rule: '11.0',
  begin(g) {
    if (g.result) {
      g.flow.phase = 'over';
      return;
    }
    if (g.turn >= g.lastTurn) {
      // Scenario over with no victory decided by the rules implemented so far.
      g.result = { reason: 'scenario', winningSide: null, winner: null, rule: '11.1' };
      g.flow.phase = 'over';
      log(g, '11.1', 'game.over', { reason: 'scenario' });
      return;
    }
    g.turn += 1;
  },
};

export const END_SEGMENTS: Segment[] = [nextTurn];
