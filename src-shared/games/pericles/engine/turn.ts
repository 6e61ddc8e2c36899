// The turn sequence (4.0) as an ordered list of segments. Each phase module owns its rules.
import type { Segment } from './types.js';
import { TURN_START_SEGMENTS } from '../phases/turnStart.js';
import { ARISTOPHANES_SEGMENTS } from '../phases/aristophanes.js';
import { POLITICAL_CARD_SEGMENTS } from '../phases/politicalCards.js';
import { BOULE_SEGMENTS } from '../phases/boule.js';
import { ASSEMBLY_SEGMENTS } from '../phases/assembly.js';
import { POLITICAL_SEGMENTS } from '../phases/political.js';
import { THEATER_PLACEMENT_SEGMENTS } from '../phases/theaterPlacement.js';
import { THEATER_RESOLUTION_SEGMENTS } from '../phases/theaterResolution.js';
import { END_SEGMENTS } from '../phases/end.js';

export const TURN: readonly Segment[] = [
  ...TURN_START_SEGMENTS,
  ...ARISTOPHANES_SEGMENTS,
  ...POLITICAL_CARD_SEGMENTS,
  ...BOULE_SEGMENTS,
  ...ASSEMBLY_SEGMENTS,
  ...POLITICAL_SEGMENTS,
  ...THEATER_PLACEMENT_SEGMENTS,
  ...THEATER_RESOLUTION_SEGMENTS,
  ...END_SEGMENTS,
];
