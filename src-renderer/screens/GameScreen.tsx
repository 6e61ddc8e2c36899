// The game screen: board, status line, the viewed seat's prompt and the panels — or, in
// hot-seat play, the hand-off screen between two human seats.
import { useEffect, useRef, useState } from 'react';
import type { Action } from '../../src-shared/engine.js';
import type { Faction } from '../../src-shared/model/ids.js';
import type { PericlesApi } from '../../src-main/host/api.js';
import type { ViewMessage } from '../../src-main/host/protocol.js';
import { Board } from '../board/Board.js';
import { planSeat, seatInput } from '../game/seats.js';
import { t } from '../i18n/index.js';
import { HandPanel, HonorPanel, LogPanel, StatePanel, StrategosPanel } from '../panels/Panels.js';
import { Prompt } from '../panels/Prompt.js';
import { StatusLine } from '../panels/StatusLine.js';
import { Handoff } from './Handoff.js';
import { factionName } from '../panels/names.js';

export interface GameScreenProps {
  api: PericlesApi;
  message: ViewMessage;
  onError(message: string): void;
  onMenu(): void;
}

export function GameScreen({ api, message, onError, onMenu }: GameScreenProps) {
  const [taken, setTaken] = useState<Faction | null>(null);
  const [busy, setBusy] = useState(false);
  const switching = useRef<Faction | null>(null);
  const plan = planSeat(seatInput(message, taken));
  const { target } = plan;
  const multiHuman = message.humanSeats.length > 1;

  // Follow the decision to another seat: directly with one human, after the hand-off otherwise.
  useEffect(() => {
    if (plan.handoff || !target) return;
    if (!multiHuman && taken !== target) setTaken(target);
    if (plan.switchView && switching.current !== target) {
      switching.current = target;
      void api.viewAs(target).then((r) => {
        switching.current = null;
        if (!r.ok) onError(r.message);
      });
    }
  }, [api, onError, plan.handoff, plan.switchView, target, taken, multiHuman]);

  const view = message.view;
  if (!view) return null;

  if (plan.handoff && target) {
    return (
      <main className="game-screen handoff-screen" data-screen="handoff">
        <Handoff seat={target} onTake={() => setTaken(target)} />
      </main>
    );
  }
  // After a hand-off, until the host sends the new seat's view, show nothing of the old one.
  if (multiHuman && message.seat !== taken) {
    return <main className="game-screen" data-screen="switching" aria-busy="true"><p>{t('app.switchingSeat', { seat: taken ? factionName(taken) : '' })}</p></main>;
  }

  async function act(action: Action): Promise<void> {
    if (message.seat === 'spectator') return;
    setBusy(true);
    const r = await api.act(message.seat, action);
    setBusy(false);
    if (!r.ok) onError(r.message);
  }

  return (
    <main className="game-screen" data-screen="game" data-seat={message.seat} data-decisions={message.decisions}>
      <header className="game-header">
        <StatusLine view={view} />
        <button type="button" className="menu-button" onClick={onMenu}>{t('start.newGame')}</button>
      </header>
      <div className="game-body">
        <div className="board-column">
          <div className="board-slot" data-board-slot>
            <Board view={view} className="board" />
          </div>
          {message.seat !== 'spectator' && (
            <Prompt view={view} seat={message.seat} actions={message.legalActions} busy={busy} onAct={(a) => void act(a)} />
          )}
        </div>
        <aside className="side-panels">
          <HonorPanel view={view} />
          <StatePanel view={view} />
          <StrategosPanel view={view} />
          <HandPanel view={view} />
          <LogPanel view={view} />
        </aside>
      </div>
    </main>
  );
}
