// Standalone dev page for the board (separate Vite entry): ?page=board|explorer, ?pos=mid|muster|dev,
// ?select=7:athens:land, ?exp=2, ?strict=0 to turn StrictMode off, ?lang=el|es for the board's words.
import { StrictMode, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Force, UnitKind } from '../../../../../src-shared/games/pericles/client.js';
import { Board, type UnitRef } from '../Board.js';
import { MovementExplorer } from '../MovementExplorer.js';
import { positionState } from './positions.js';
import { setLocale } from '../../../../i18n/index.js';
// The dev page stands in for the host: it views and answers its positions itself.
import { viewFor } from '../../../../../src-shared/engine.js';
import { query } from '../../../../../src-shared/games/pericles/query.js';
import { BoardQuestions, type AskReach, type MoveQuery } from '../../query.js';

const params = new URLSearchParams(location.search);
const lang = params.get('lang');
if (lang) setLocale(lang);
const state = positionState(params.get('pos'));
const view = viewFor(state, 'spectator');
// No host here: the page stands in for one, answering the board's questions with the game's own
// query on the position it built (as the host does on its running game, #32 D).
const reachHere: AskReach = (_view, move) => {
  const a = query({ kind: 'reach', ...move }, { state, seat: 'spectator' });
  return Promise.resolve(a?.kind === 'reach' ? a.reach : null);
};
const reachOnView = (move: MoveQuery) => reachHere(view, move);
const exp = params.get('exp') ? Number(params.get('exp')) : undefined;
const sel = params.get('select')?.split(':');
const initialUnit: UnitRef | null = sel && sel.length === 3
  ? { theater: Number(sel[0]), force: sel[1] as Force, kind: sel[2] as UnitKind }
  : null;

function PlayPage(): ReactNode {
  const [unit, setUnit] = useState<UnitRef | null>(initialUnit);
  const [last, setLast] = useState<string>('');
  return (
    <div style={{ width: '100vw', height: '100vh' }}>
      <Board
        view={view}
        mode="play"
        expeditionTheater={exp}
        selectedUnit={unit}
        onTheaterSelect={(id) => setLast(`theater ${id}`)}
        onUnitSelect={(theater, force, kind) => {
          setLast(`unit ${theater}:${force}:${kind}`);
          setUnit((u) => (u && u.theater === theater && u.force === force && u.kind === kind ? null : { theater, force, kind }));
        }}
      />
      <output data-dev-last style={{ position: 'fixed', top: 8, left: 8, color: '#fff', font: '12px monospace' }}>{last}</output>
    </div>
  );
}

const explorer = params.get('page') === 'explorer'
  ? <div style={{ width: '100vw', height: '100vh' }}><MovementExplorer view={view} reachOf={reachOnView} initial={{ from: initialUnit?.theater, force: initialUnit?.force, unit: initialUnit?.kind, expedition: exp }} /></div>
  : <PlayPage />;
const page = <BoardQuestions.Provider value={reachHere}>{explorer}</BoardQuestions.Provider>;
const root = createRoot(document.getElementById('root') as HTMLElement);
root.render(params.get('strict') === '0' ? page : <StrictMode>{page}</StrictMode>);
