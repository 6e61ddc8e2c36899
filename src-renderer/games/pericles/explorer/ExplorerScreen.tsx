// The movement explorer outside play (issue "The board"): any scenario's opening position, at War
// or at Peace, and the engine's own answer to "where can this unit go, and why not there?". The
// host builds the opening and answers (#32 D, 'explore' in games/pericles/query.ts): the page
// builds no game state.
import { useCallback, useEffect, useState } from 'react';
import { SCENARIOS, type GameView } from '../../../../src-shared/games/pericles/client.js';
import { MovementExplorer } from '../board/MovementExplorer.js';
import { askHostExplore, type MoveQuery } from '../query.js';
import { t } from '../../../i18n/index.js';
import { scenarioName } from '../names.js';

/** The scenarios a player can explore: real ones, not the tests' development setup. */
const PLAYER_SCENARIOS = SCENARIOS.filter((s) => s.id !== 'development');

export function ExplorerScreen({ onClose }: { onClose(): void }) {
  // Opens on the Campaign: the whole map at its opening position.
  const [scenario, setScenario] = useState(PLAYER_SCENARIOS.find((s) => s.id === 'campaign')?.id ?? PLAYER_SCENARIOS[0]!.id);
  const [war, setWar] = useState<'war' | 'peace' | null>(null);
  // The opening as a spectator sees it; the last one stays shown until the next arrives.
  const [view, setView] = useState<GameView | null>(null);
  useEffect(() => {
    let asked = true;
    void askHostExplore({ scenario, ...(war ? { war } : {}) }).then((a) => { if (asked && a) setView(a.view); });
    return () => { asked = false; };
  }, [scenario, war]);
  const reachOf = useCallback(async (move: MoveQuery) => {
    const a = await askHostExplore({ scenario, ...(war ? { war } : {}), move });
    return a?.reach ?? null;
  }, [scenario, war]);
  return (
    // The screen is the window's height: the board keeps its size and the lists scroll beside it.
    <main className="explorer-screen" data-screen="explorer" data-explorer-scenario={view?.scenario} style={{ display: 'flex', flexDirection: 'column', height: '100vh', overflow: 'hidden' }}>
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
        <MovementExplorer view={view} reachOf={reachOf} />
      </div>
    </main>
  );
}
