import { ARCHIDAMIAN_WAR } from './archidamian-war.js';
import { CAMPAIGN } from './campaign.js';
import { DEVELOPMENT } from './development.js';
import { FIRST_PELOPONNESIAN_WAR } from './first-peloponnesian-war.js';
import { SECOND_PELOPONNESIAN_WAR } from './second-peloponnesian-war.js';
import { TRAINING_AEGEAN } from './training-aegean.js';
import { TRAINING_LAND_BATTLE } from './training-land-battle.js';
import { TRAINING_NAVAL_BATTLE } from './training-naval-battle.js';
import { TRAINING_OSTRACISM } from './training-ostracism.js';
import type { ScenarioSetup } from './types.js';
import { WAR_IN_TIME_OF_PEACE } from './war-in-time-of-peace.js';

/**
 * Every playable scenario, by id (`npm run sim -- --list`). The development setup stays first
 * (the start screen preselects the first entry), then the training vignettes, then the wars.
 */
export const SCENARIOS: readonly ScenarioSetup[] = [
  DEVELOPMENT,
  TRAINING_OSTRACISM,
  TRAINING_LAND_BATTLE,
  TRAINING_NAVAL_BATTLE,
  TRAINING_AEGEAN,
  WAR_IN_TIME_OF_PEACE,
  ARCHIDAMIAN_WAR,
  FIRST_PELOPONNESIAN_WAR,
  SECOND_PELOPONNESIAN_WAR,
  CAMPAIGN,
];

export function scenarioById(id: string): ScenarioSetup | undefined {
  return SCENARIOS.find((s) => s.id === id);
}
