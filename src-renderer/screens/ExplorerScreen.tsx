// The movement explorer outside play (issue "The board"): any scenario's opening position, at War
// or at Peace, and the engine's own answer to "where can this unit go, and why not there?".
import { useMemo, useState } from 'react';
import { SCENARIOS, scenarioById } from '../../src-shared/data/scenarios/index.js';
import { stateFromScenario } from '../../src-shared/engine/setup.js';
import { viewFor } from '../../src-shared/view.js';
import { MovementExplorer } from '../board/MovementExplorer.js';
import { t } from '../i18n/index.js';
import { scenarioName } from '../names.js';

/** The scenarios a player can explore: real ones, not the tests' development setup. */
const PLAYER_SCENARIOS = SCENARIOS.filter((s) => s.id !== 'development');

export function ExplorerScreen({ onClose }: { onClose(): void }) {
  // Opens on the Campaign: the whole map at its opening position.
  const [scenario, setScenario] = useState(PLAYER_SCENARIOS.find((s) => s.id === 'campaign')?.id ?? PLAYER_SCENARIOS[0]!.id);
  const [war, setWar] = useState<'war' | 'peace' | null>(null);
  const view = useMemo(() => {
    const sc = scenarioById(scenario);
    if (!sc) return null;
    const g = stateFromScenario(sc, 'explorer');
    if (war) g.war = war;
    return viewFor(g, 'spectator', { withoutLog: true });
  }, [scenario, war]);
  return (
    // The screen is the window's height: the board keeps its size and the lists scroll beside it.
    <main className="explorer-screen" data-screen="explorer" style={{ display: 'flex', flexDirection: 'column', height: '100vh', overflow: 'hidden' }}>
      <header className="game-header">
        <h1>{t('explorer.title')}</h1>
        <label>
          {t('start.scenario')}{' '}
          <select value={scenario} onChange={(e) => setScenario(e.target.value)} data-field="explorer-scenario">
            {PLAYER_SCENARIOS.map((s) => <option key={s.id} value={s.id}>{scenarioName(s.id)}</option>)}
          </select>
        </label>
        <label>
          {t('panel.warPeace')}{' '}
          <select value={war ?? view?.war ?? 'peace'} onChange={(e) => setWar(e.target.value as 'war' | 'peace')} data-field="explorer-war">
            <option value="war">{t('panel.war')}</option>
            <option value="peace">{t('panel.peace')}</option>
          </select>
        </label>
        <button type="button" onClick={onClose}>{t('explorer.back')}</button>
      </header>
      <p className="hint">{t('explorer.intro')}</p>
      <div style={{ flex: 1, minHeight: 0 }}>
        <MovementExplorer view={view} />
      </div>
    </main>
  );
}
