// The turn sequence (4.0) as an ordered list of segments. Each phase module owns its rules.
import type { Segment } from './types.js';
import { TURN_START_SEGMENTS } from '../phases/turnStart.js';
import { POLITICAL_CARD_SEGMENTS } from '../phases/politicalCards.js';
import { END_SEGMENTS } from '../phases/end.js';

export const TURN: readonly Segment[] = [
  ...TURN_START_SEGMENTS,
  ...POLITICAL_CARD_SEGMENTS,
  ...END_SEGMENTS,
];
