// Which City-States hold the political half of the turn (5.2–7.3). Normally both; a training
// vignette may play one city's Assembly alone (scenario `soloCity`), and the other Side is then
// dealt no cards, picks no issues and holds no debates.
import { FACTIONS, SIDES, sideOf, type Faction, type Side } from '../model/ids.js';
import type { GameState } from '../model/state.js';

export function assemblySides(g: Pick<GameState, 'rules'>): readonly Side[] {
  const solo = g.rules.soloCity;
  return solo ? [solo] : SIDES;
}

export function assemblyFactions(g: Pick<GameState, 'rules'>): readonly Faction[] {
  const solo = g.rules.soloCity;
  return solo ? FACTIONS.filter((f) => sideOf(f) === solo) : FACTIONS;
}
