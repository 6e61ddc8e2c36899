// The movement explorer outside play (issue "The board"): any scenario's opening position, at War
// or at Peace, and the engine's own answer to "where can this unit go, and why not there?".
import { useMemo, useState } from 'react';
import { SCENARIOS, scenarioById } from '../../src-shared/data/scenarios/index.js';
import { stateFromScenario } from '../../src-shared/engine/setup.js';
import { viewFor } from '../../src-shared/view.js';
import { MovementExplorer } from '../board/MovementExplorer.js';
import { t } from '../i18n/index.js';

export function ExplorerScreen({ onClose }: { onClose(): void }) {
  const [scenario, setScenario] = useState(SCENARIOS[0]?.id ?? 'development');
  const [war, setWar] = useState<'war' | 'peace' | null>(null);
  const view = useMemo(() => {
    const sc = scenarioById(scenario);
    if (!sc) return null;
    const g = stateFromScenario(sc, 'explorer');
    if (war) g.war = war;
    return viewFor(g, 'spectator', { withoutLog: true });
  }, [scenario, war]);
  return (
    <main className="explorer-screen" data-screen="explorer">
      <header className="game-header">
        <h1>{t('explorer.title')}</h1>
        <label>
          {t('start.scenario')}{' '}
          <select value={scenario} onChange={(e) => setScenario(e.target.value)} data-field="explorer-scenario">
            {SCENARIOS.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
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
      <MovementExplorer view={view} />
    </main>
  );
}
