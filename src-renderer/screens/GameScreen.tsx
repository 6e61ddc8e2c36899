// The game screen, laid out as a table (#16 Layout): the status strip on top, the board filling
// the window with the prompt bar over it, and the side panels (each folds away; the column too,
// remembered) — or, in hot-seat play, the hand-off screen between two human seats. The page never
// scrolls: panels and a long prompt scroll inside themselves. The rules reference opens over it.
// This is the frame (#32): the game's board, prompt, panels, status and lesson bar come from its
// renderer module (`game.useTable`, games/contract.ts).
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PericlesApi } from '../../src-shared/protocol/api.js';
import type { ViewMessage, ViewSeat } from '../../src-shared/protocol/messages.js';
import type { GameUiModule } from '../games/contract.js';
import { planSeat, seatInput } from '../game/seats.js';
import { sendingSettled, type Sending } from '../game/sending.js';
import { t } from '../i18n/index.js';
import { Fold, useRememberedFlag } from '../panels/Fold.js';
import { SaveControls } from '../saves/index.js';
import { RulesPage } from '../rulebook/RulesPage.js';
import { Handoff } from './Handoff.js';
import { firstChoice, useSteadyPrompt } from '../panels/steadyPrompt.js';
import { LanguagePicker } from '../i18n/LanguagePicker.js';
import { DisplayPicker } from '../display/DisplayPicker.js';
import { IconLabel } from '../game/icons.js';

type Seat = Exclude<ViewSeat, 'spectator'>;

export interface GameScreenProps {
  /** The game being played: its board, prompt and panels. */
  game: GameUiModule;
  api: PericlesApi;
  message: ViewMessage;
  onError(message: string): void;
  onMenu(): void;
  /** Open the saves browser. */
  onOpenSaves?(): void;
  /** Open the replay of the current game. */
  onReplay?(): void;
  /** The lesson being played (#17.1): its bar shows under the board. */
  lesson?: string | null;
  onLeaveLesson?(): void;
  /**
   * The connection to the host is down (it is being opened again): what the page shows may be behind
   * the game, so nothing is decided on it until a view of the new connection comes.
   */
  offline?: boolean;
}

export function GameScreen({ game, api, message, onError, onMenu, onOpenSaves, onReplay, lesson, onLeaveLesson, offline = false }: GameScreenProps) {
  const [taken, setTaken] = useState<Seat | null>(null);
  /** A seat was taken at the hand-off screen: the screen is shared, whoever plays now (planSeat). */
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);
  const [rulesAt, setRulesAt] = useState<string | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [rulesRequest, setRulesRequest] = useState(0); // #17.6: the same rule asked again scrolls to it again
  // #30: the "Seats…" dialog (the header's button, or the desktop menu's File > Seats…).
  const [seatsOpen, setSeatsOpen] = useState(false);
  const seatsOffered = !!api.setSeat && !!game.SeatsDialog && !lesson && !message.view?.result;
  useEffect(() => api.onMenu((cmd) => { if (cmd === 'seats' && seatsOffered) setSeatsOpen(true); }), [api, seatsOffered]);
  /** Log length when each seat last decided: what came after is "since your last decision". */
  const [since, setSince] = useState<Partial<Record<Seat, number>>>({});
  const [sideHidden, setSideHidden] = useRememberedFlag('side.hidden', false);
  const switching = useRef<Seat | null>(null);
  const column = useRef<HTMLDivElement>(null);
  useSteadyPrompt(column); // #16 speed: the board is not resized by each new prompt
  /**
   * A decision is sent at most once (game/sending.ts): the prompt stays closed until a view includes
   * it, or the host refuses; the ref closes the gap before React redraws (a double click's second click).
   */
  const [sentAt, setSentAt] = useState<Sending | null>(null);
  const sending = useRef<number | null>(null);
  const settled = sentAt !== null && sendingSettled(sentAt, message.decisions);
  if (settled) {
    // Here, not in an effect, which rendered the whole screen once more after each decision (#16 speed).
    sending.current = null;
    setSentAt(null);
  }
  const waiting = sentAt !== null && !settled;
  const plan = planSeat(seatInput(message, taken, shared));
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

  const openRule = useCallback((rule: string) => { setRulesAt(rule); setRulesRequest((n) => n + 1); setRulesOpen(true); }, []);
  // The lesson bar sends a decision it explained; `act` is this render's (it reads the view shown).
  const actNow = useRef<(action: unknown, explained: boolean) => void>(() => {});
  const actFromTable = useCallback((action: unknown, explained: boolean) => actNow.current(action, explained), []);
  const table = game.useTable({
    api, message, openRule, act: actFromTable, lesson: lesson ?? null,
    onLeaveLesson: onLeaveLesson ?? onMenu, onReplay, onNewGame: onMenu,
  });

  const seat = message.seat;
  /**
   * How often this screen's player has decided or undone: with the seat, the kind and the legal
   * choices it tells one decision of this seat from the next. The global decision count does not:
   * it moves when a bot answers the same simultaneous decision, which would clear a half-made choice.
   */
  const [ownMoves, setOwnMoves] = useState(0);
  const undo = useCallback(async (): Promise<void> => {
    if (seat === 'spectator' || !api.undo) return;
    setBusy(true);
    const r = await api.undo(seat);
    setBusy(false);
    if (!r.ok) onError(r.message);
    else setOwnMoves((n) => n + 1);
  }, [api, seat, onError]);
  const choicesKey = useMemo(() => hashText(JSON.stringify(message.legalActions ?? [])), [message.legalActions]);

  // Ctrl+Z / Cmd+Z: undo, when the host allows it (not while typing in a field).
  const canUndo = !!message.canUndo && !!api.undo;
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' || e.shiftKey) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable)) return;
      e.preventDefault();
      if (canUndo && !busy) void undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canUndo, busy, undo]);

  const view = message.view;
  if (!view) return null;

  if (plan.handoff && target) {
    return (
      <main className="game-screen handoff-screen" data-screen="handoff">
        <Handoff seat={target} name={game.names.seat(target)} onTake={() => { setTaken(target); setShared(true); }} />
      </main>
    );
  }
  // After a hand-off, until the host sends the new seat's view, show nothing of the old one.
  if ((multiHuman || shared) && target && message.seat !== taken) {
    return <main className="game-screen" data-screen="switching" aria-busy="true"><p>{t('app.switchingSeat', { seat: taken ? game.names.seat(taken) : '' })}</p></main>;
  }

  async function act(action: unknown, explained = false): Promise<void> {
    if (message.seat === 'spectator' || offline) return;
    if (!explained && table.gate(action)) return; // the lesson explains it first
    const at = message.decisions;
    if (sending.current === at) return;
    sending.current = at;
    setSentAt({ at, done: null });
    const me = message.seat;
    const logLength = view!.log.length;
    const r = await api.act(me, action as Parameters<PericlesApi['act']>[1]);
    if (!r.ok) {
      sending.current = null;
      setSentAt(null);
      onError(r.message);
    } else {
      const done = r.value.decisions;
      setSentAt((s) => (s && s.at === at ? { at, done } : s));
      setSince((s) => ({ ...s, [me]: logLength }));
      setOwnMoves((n) => n + 1);
    }
  }

  actNow.current = (action, explained) => void act(action, explained);

  const mySince = seat !== 'spectator' ? (since[seat] ?? null) : null;
  // A new decision is a new prompt: nothing selected from the one before (#13 item 3); another
  // seat's answer to the same simultaneous decision keeps what is selected.
  const promptKey = `${message.seat}:${view.pending?.kind ?? ''}:${ownMoves}:${choicesKey}:${table.promptRound}`;
  // This seat's decision; null while it waits (#16: a pinned theater detail closes when it changes).
  const decisionKey = message.seat !== 'spectator' && message.legalActions.length > 0 ? promptKey : null;

  return (
    table.wrap(
      <main className="game-screen" data-screen="game" data-seat={message.seat} data-decisions={message.decisions}>
        {/* First in the Tab order (#16): past the status line and the board, to the decision. */}
        <a href="#prompt-heading" className="skip-link" data-skip-link onClick={(e) => {
          e.preventDefault();
          const prompt = document.querySelector<HTMLElement>('[data-prompt]');
          (firstChoice(prompt) ?? prompt)?.focus();
        }}>{t('skip.decision')}</a>
        <header className="game-header">
          {table.status}
          {/* One row at 1280×720 in every language (#30): the file commands and Seats… are icons with their words as names and tips. */}
          <div className="header-tools">
          <button type="button" className="rules-button" onClick={() => { if (rulesOpen) { setRulesOpen(false); return; } setRulesAt(view.pending?.rule ?? null); setRulesRequest((n) => n + 1); setRulesOpen(true); }} aria-expanded={rulesOpen} data-open-rules>{t('panel.rules')}</button>
          {table.summaries.button}
          {onOpenSaves ? (
            <SaveControls api={api} onOpen={onOpenSaves} onNew={onMenu} onReplay={onReplay} onError={onError} decisions={message.decisions} canSave={!lesson} />
          ) : (
            <button type="button" className="menu-button" onClick={onMenu}>{t('start.newGame')}</button>
          )}
          {seatsOffered && (
            <button
              type="button" className="seats-button icon-button" data-control="seats" title={t('seats.openHint')} data-tip={t('seats.open')}
              aria-haspopup="dialog" aria-expanded={seatsOpen} onClick={() => setSeatsOpen(true)}
            >
              <IconLabel icon="seats" word={t('seats.open')} />
            </button>
          )}
          <LanguagePicker showLabel={false} />
          <DisplayPicker />
          </div>
        </header>
        <div className={`game-body${sideHidden ? ' side-hidden' : ''}`}>
          <div className="board-column" ref={column}>
            {/* #29.7: the slot keeps one height while a decision is made; the prompt grows over the board. */}
            {message.seat !== 'spectator' && (
              <div className="prompt-slot" data-prompt-slot>
                <Fragment key={promptKey}>
                  {table.prompt({ busy: busy || waiting || offline, onAct: (a) => void act(a), canUndo, onUndo: () => void undo() })}
                </Fragment>
              </div>
            )}
            <div className="board-slot" data-board-slot>
              {table.board(decisionKey)}
            </div>
            {table.below}
          </div>
          {table.summaries.panel}
          <aside className="side-panels" data-side-panels data-hidden={sideHidden ? 'true' : 'false'} aria-label={t('side.rail')}>
            <button
              type="button" className="side-toggle" data-side-toggle aria-expanded={!sideHidden}
              title={t(sideHidden ? 'side.show' : 'side.hide')}
              onClick={() => setSideHidden(!sideHidden)}
            >
              <span aria-hidden="true">{sideHidden ? '◂' : '▸'}</span><span className={sideHidden ? 'side-rail-label' : undefined}>{t(sideHidden ? 'side.rail' : 'side.hide')}</span>
            </button>
            {!sideHidden && (
              <div className="side-scroll">
                {table.panels(mySince).map((p) => <Fold key={p.id} id={p.id} title={p.title} folded={p.folded}>{p.node}</Fold>)}
              </div>
            )}
          </aside>
          {/* #17.6: the rulebook opens beside the board, over the side panels. */}
          {rulesOpen && <RulesPage at={rulesAt} request={rulesRequest} onClose={() => setRulesOpen(false)} {...(game.rulebook ? { game: game.rulebook } : {})} />}
        </div>
        {seatsOpen && seatsOffered && game.SeatsDialog && <game.SeatsDialog api={api} message={message} onError={onError} onClose={() => setSeatsOpen(false)} />}
      </main>,
    )
  );
}

/** A short fingerprint of a text (FNV-1a), to key a prompt by its legal choices. */
function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
