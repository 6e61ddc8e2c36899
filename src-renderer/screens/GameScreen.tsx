// The game screen, laid out as a table (#16 Layout): the status strip on top, the board filling
// the window with the prompt bar over it, and the side panels (each folds away; the column too,
// remembered) — or, in hot-seat play, the hand-off screen between two human seats. The page never
// scrolls: panels and a long prompt scroll inside themselves. The rules reference opens over it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Action } from '../../src-shared/engine.js';
import type { Faction } from '../../src-shared/model/ids.js';
import type { PericlesApi } from '../../src-shared/protocol/api.js';
import type { ViewMessage } from '../../src-shared/protocol/messages.js';
import { Board, type BoardHighlight, type UnitRef } from '../board/Board.js';
import type { BoardClick } from '../decisions/pickers.js';
import { planSeat, seatInput } from '../game/seats.js';
import { UiContext, shownMark, useShownTheater, type Ui } from '../game/ui.js';
import { t } from '../i18n/index.js';
import { AssemblyPanel, Fold, HandPanel, HonorPanel, LogPanel, ReservesPanel, SidesPanel, SincePanel, StatePanel, StrategosPanel, useRememberedFlag } from '../panels/Panels.js';
import { Prompt, firstChoice } from '../panels/Prompt.js';
import { SaveControls } from '../saves/index.js';
import { StatusLine } from '../panels/StatusLine.js';
import { RulesPage } from '../rulebook/RulesPage.js';
import { Handoff } from './Handoff.js';
import { factionName } from '../names.js';
import { useSummaries } from '../summary/useSummaries.js';
import { logPageLoader } from '../game/wholeLog.js';
import { LessonBar } from '../learn/LessonBar.js';
import { useSteadyPrompt } from '../panels/steadyPrompt.js';
import { LanguagePicker } from '../i18n/LanguagePicker.js';
import { DisplayPicker } from '../display/DisplayPicker.js';
import { MomentPanel } from '../moments/MomentPanel.js';
import { useMoments } from '../moments/useMoments.js';
import { SeatsDialog } from '../game/SeatsDialog.js';
import { IconLabel } from '../game/icons.js';

export interface GameScreenProps {
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
}

export function GameScreen({ api, message, onError, onMenu, onOpenSaves, onReplay, lesson, onLeaveLesson }: GameScreenProps) {
  const [taken, setTaken] = useState<Faction | null>(null);
  /** A seat was taken at the hand-off screen: the screen is shared, whoever plays now (planSeat). */
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);
  const [highlight, setHighlight] = useState<BoardHighlight | null>(null);
  const [boardClick, setBoardClick] = useState<BoardClick | null>(null);
  const [hoveredTheater, setHoveredTheater] = useState<number | 'persia' | null>(null);
  const [hoveredCard, setHoveredCard] = useState<string | null>(null);
  const [shown, showTheater] = useShownTheater(message.decisions); // #16: a theater shown from the log
  const [rulesAt, setRulesAt] = useState<string | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [rulesRequest, setRulesRequest] = useState(0); // #17.6: the same rule asked again scrolls to it again
  // #30: the "Seats…" dialog (the header's button, or the desktop menu's File > Seats…).
  const [seatsOpen, setSeatsOpen] = useState(false);
  const seatsOffered = !!api.setSeat && !lesson && !message.view?.result;
  useEffect(() => api.onMenu((cmd) => { if (cmd === 'seats' && seatsOffered) setSeatsOpen(true); }), [api, seatsOffered]);
  /** Log length when each seat last decided: what came after is "since your last decision". */
  const [since, setSince] = useState<Partial<Record<Faction, number>>>({});
  const [sideHidden, setSideHidden] = useRememberedFlag('side.hidden', false);
  const summaries = useSummaries(api, message, { onReplay, onNewGame: onMenu }); // #17.5: beside the board, never over it, in the side panels' place (#16)
  const switching = useRef<Faction | null>(null);
  const column = useRef<HTMLDivElement>(null);
  useSteadyPrompt(column); // #16 speed: the board is not resized by each new prompt
  // #17.1: the lesson's theater highlight, and its look at each decision before it is sent.
  const [lessonMark, setLessonMark] = useState<BoardHighlight | null>(null);
  const lessonGate = useRef<((action: Action) => boolean) | null>(null);
  const [lessonRetries, setLessonRetries] = useState(0); // "Choose again" clears the prompt's choice
  /**
   * A decision is sent at most once (#13 item 3): the decision count it was sent at. The prompt
   * stays disabled until a view with another count arrives or the host refuses; the ref closes
   * the gap before React redraws (a double click's second click).
   */
  const [sentAt, setSentAt] = useState<number | null>(null);
  const sending = useRef<number | null>(null);
  if (sentAt !== null && sentAt !== message.decisions) {
    // Any other decision count (a new decision, or an undo back past it) ends the wait. Here, not
    // in an effect, which rendered the whole screen once more after each decision (#16 speed).
    sending.current = null;
    setSentAt(null);
  }
  const waiting = sentAt !== null && sentAt === message.decisions;
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

  // Issue #29: a Battle's report and a debate's result, as they happen and from their log entries.
  const moments = useMoments(message.view, message.seat);
  const openMoment = moments.openEntry;
  const ui = useMemo<Ui>(() => ({
    openRule: (rule) => { setRulesAt(rule); setRulesRequest((n) => n + 1); setRulesOpen(true); },
    hoverTheater: setHoveredTheater,
    hoverCard: setHoveredCard,
    hoveredCard,
    hoveredTheater,
    showTheater,
    openMoment,
  }), [hoveredCard, hoveredTheater, showTheater, openMoment]);

  // The board and the panels are memoized (#16 speed): what they are given stays the same object
  // until it changes, so a click that only disables the prompt redraws the prompt alone.
  const hoverMark = useMemo<BoardHighlight | null>(
    () => (typeof hoveredTheater === 'number' ? { reachable: [hoveredTheater], paths: {}, blocked: [] } : null),
    [hoveredTheater],
  );
  // What the board marks; whatever it marks, a click on it chooses what the prompt offers (#29.8).
  const shownOnBoard = shownMark(shown);
  const boardMark = useMemo<BoardHighlight | undefined>(() => {
    const mark = shownOnBoard ?? lessonMark ?? highlight ?? hoverMark;
    if (!mark) return undefined;
    return mark === highlight || !highlight?.choosable ? mark : { ...mark, choosable: highlight.choosable };
  }, [shownOnBoard, lessonMark, highlight, hoverMark]);
  const selectTheater = useCallback((id: number | 'persia', unit?: UnitRef) => setBoardClick((c) => ({ id, unit, n: (c?.n ?? 0) + 1 })), []);

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

  // The log's entries before the tail a view carries, a page at a time (#31 item 4).
  const loadLogPage = useMemo(() => logPageLoader(api), [api]);

  const view = message.view;
  if (!view) return null;

  if (plan.handoff && target) {
    return (
      <main className="game-screen handoff-screen" data-screen="handoff">
        <Handoff seat={target} onTake={() => { setTaken(target); setShared(true); }} />
      </main>
    );
  }
  // After a hand-off, until the host sends the new seat's view, show nothing of the old one.
  if ((multiHuman || shared) && target && message.seat !== taken) {
    return <main className="game-screen" data-screen="switching" aria-busy="true"><p>{t('app.switchingSeat', { seat: taken ? factionName(taken) : '' })}</p></main>;
  }

  async function act(action: Action, explained = false): Promise<void> {
    if (message.seat === 'spectator') return;
    if (!explained && lessonGate.current?.(action)) return; // the lesson explains it first
    const at = message.decisions;
    if (sending.current === at) return;
    sending.current = at;
    setSentAt(at);
    const me = message.seat;
    const logLength = view!.log.length;
    const r = await api.act(me, action);
    if (!r.ok) {
      sending.current = null;
      setSentAt(null);
      onError(r.message);
    } else {
      setSince((s) => ({ ...s, [me]: logLength }));
      setOwnMoves((n) => n + 1);
    }
  }

  const mySince = seat !== 'spectator' ? (since[seat] ?? null) : null;
  // A new decision is a new prompt: nothing selected from the one before (#13 item 3); another
  // seat's answer to the same simultaneous decision keeps what is selected.
  const promptKey = `${message.seat}:${view.pending?.kind ?? ''}:${ownMoves}:${choicesKey}:${lessonRetries}`;
  // This seat's decision; null while it waits (#16: a pinned theater detail closes when it changes).
  const decisionKey = message.seat !== 'spectator' && message.legalActions.length > 0 ? promptKey : null;

  return (
    <UiContext.Provider value={ui}>
      <main className="game-screen" data-screen="game" data-seat={message.seat} data-decisions={message.decisions}>
        {/* First in the Tab order (#16): past the status line and the board, to the decision. */}
        <a href="#prompt-heading" className="skip-link" data-skip-link onClick={(e) => {
          e.preventDefault();
          const prompt = document.querySelector<HTMLElement>('[data-prompt]');
          (firstChoice(prompt) ?? prompt)?.focus();
        }}>{t('skip.decision')}</a>
        <header className="game-header">
          <StatusLine view={view} botsPending={message.botsPending} />
          {/* One row at 1280×720 in every language (#30): the file commands and Seats… are icons with their words as names and tips. */}
          <div className="header-tools">
          <button type="button" className="rules-button" onClick={() => { if (rulesOpen) { setRulesOpen(false); return; } setRulesAt(view.pending?.rule ?? null); setRulesRequest((n) => n + 1); setRulesOpen(true); }} aria-expanded={rulesOpen} data-open-rules>{t('panel.rules')}</button>
          {summaries.button}
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
                <Prompt
                  key={promptKey}
                  view={view} seat={message.seat} actions={message.legalActions} busy={busy || waiting}
                  onAct={(a) => void act(a)} canUndo={canUndo} onUndo={() => void undo()}
                  boardClick={boardClick} onHighlight={setHighlight} whyNot={message.whyNot} aids={message.aids}
                />
              </div>
            )}
            <div className="board-slot" data-board-slot>
              <Board
                view={view}
                className="board"
                highlight={boardMark}
                shown={shown}
                onTheaterSelect={selectTheater}
                decision={decisionKey}
              />
              {/* Over the board, not in its place: the board keeps its size when it opens and closes. */}
              {moments.shown && <MomentPanel key={`${moments.shown.kind}${moments.shown.at}`} view={view} moment={moments.shown} onClose={moments.close} />}
            </div>
            {lesson && (
              <LessonBar
                lesson={lesson} message={message} gate={lessonGate} onProceed={(a) => void act(a, true)}
                onMark={setLessonMark} onLeave={onLeaveLesson ?? onMenu} onRetry={() => setLessonRetries((n) => n + 1)}
              />
            )}
          </div>
          {summaries.panel}
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
                <Fold id="since" title={t('panel.since')}><SincePanel view={view} since={mySince} botReasons={message.botReasons} /></Fold>
                <Fold id="honor" title={t('panel.honor')}><HonorPanel view={view} /></Fold>
                {view.seat !== 'spectator' && <Fold id="hand" title={t('panel.hand')}><HandPanel view={view} /></Fold>}
                <Fold id="assembly" title={t('assembly.title')}><AssemblyPanel view={view} /></Fold>
                <Fold id="strategos" title={t('panel.strategos')}><StrategosPanel view={view} /></Fold>
                <Fold id="state" title={t('panel.state')}><StatePanel view={view} /></Fold>
                <Fold id="sides" title={t('panel.sides')} folded><SidesPanel view={view} /></Fold>
                <Fold id="reserves" title={t('panel.reserves')} folded><ReservesPanel view={view} /></Fold>
                <Fold id="log" title={t('panel.log')}><LogPanel view={view} since={mySince} undos={message.undos} botReasons={message.botReasons} logStart={message.logStart} loadPage={loadLogPage} /></Fold>
              </div>
            )}
          </aside>
          {/* #17.6: the rulebook opens beside the board, over the side panels. */}
          {rulesOpen && <RulesPage at={rulesAt} request={rulesRequest} onClose={() => setRulesOpen(false)} />}
        </div>
        {seatsOpen && seatsOffered && <SeatsDialog api={api} view={view} onError={onError} onClose={() => setSeatsOpen(false)} />}
      </main>
    </UiContext.Provider>
  );
}

/** A short fingerprint of a text (FNV-1a), to key a prompt by its legal choices. */
function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
