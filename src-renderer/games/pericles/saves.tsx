// Pericles in the saves browser (#32: the browser knows a game through its UI module): a save's
// Factions' Honor and its scenario's length. Moved here unchanged from saves/SavesBrowser.tsx.
import type { SaveInfo } from '../../../src-shared/games/pericles/client.js';
import { FACTIONS, scenarioById } from '../../../src-shared/games/pericles/client.js';
import { factionName } from './names.js';
import { ts } from '../../saves/strings.js';

/** Each Faction's Honor when the game was saved. */
export function SaveScores({ save }: { save: SaveInfo }) {
  const honor = save.honor;
  if (!honor) return null;
  return (
    <p className="save-honor" aria-label={ts('saves.honor')}>
      <span className="save-honor-label">{ts('saves.honor')}</span>
      {FACTIONS.map((f) => <span key={f} className={`save-honor-chip faction-${f}`} data-save-honor={f}>{factionName(f)} <b>{honor[f]}</b></span>)}
    </p>
  );
}

/** A scenario's last turn ("turn 4 of 7"), or null for a scenario this version does not have. */
export function lastTurn(scenario: string): number | null {
  return scenarioById(scenario)?.lastTurn ?? null;
}
