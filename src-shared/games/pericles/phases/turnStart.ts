// The start of each turn (4.0 step 6, 12.3, 11.13): reset per-turn components.
import type { Segment } from '../engine/types.js';
import { log } from '../rules/log.js';

const turnStart: Segment = {
  phase: 'aristophanes',
  id: 'turn.start',
  rule: '4.0',
  begin(g) {
    g.stateShipAvailable = true; // 12.3: flipped back at the start of each turn
    for (const side of ['athens', 'sparta'] as const) {
      g.sides[side].majorDefeatThisTurn = false; // 9.54: first Major Defeat of each turn counts
      g.sides[side].will = null; // 5.12: Will pawns come only from this turn's card
    }
    log(g, '4.0', 'turn.start', { turn: g.turn });
  },
};

export const TURN_START_SEGMENTS: Segment[] = [turnStart];
