// The Aristophanes deck of a scenario: only the plays staged by its last year (5.1).
import { ARISTOPHANES_CARDS } from '../cards/aristophanes.js';
import { turnYears } from './types.js';

/**
 * Ids of the Aristophanes cards staged no later than the last year of `lastTurn` (years BC
 * count down, so "no later" means year ≥ that last year). Empty before 425 (the Acharnians).
 */
export function aristophanesThroughTurn(lastTurn: number): string[] {
  const lastYear = turnYears(lastTurn).to;
  return ARISTOPHANES_CARDS.filter((c) => c.year >= lastYear).map((c) => c.id);
}
