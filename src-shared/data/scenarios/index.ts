import { DEVELOPMENT } from './development.js';
import type { ScenarioSetup } from './types.js';

/** Every playable scenario, by id (`npm run sim -- --list`). */
export const SCENARIOS: readonly ScenarioSetup[] = [DEVELOPMENT];

export function scenarioById(id: string): ScenarioSetup | undefined {
  return SCENARIOS.find((s) => s.id === id);
}
