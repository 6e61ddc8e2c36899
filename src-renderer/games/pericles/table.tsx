// Pericles' table (#32: the game screen's frame knows a game through its UI module): the board
// with its marks, the decision prompt, the side panels, the status line, the summaries and the
// lesson bar, and what they share — the theater hovered or shown from the log, the prompt's
// board marks and clicks, the Battle and debate moments (#29), the lesson's marks and gate (#17.1).
// Moved here from screens/GameScreen.tsx without a change of behaviour; the frame keeps the seat
// hand-off, sending and undo, the header, the rulebook drawer and the side column.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Action, PericlesWire } from '../../../src-shared/games/pericles/client.js';
import { Board, type BoardHighlight, type UnitRef } from './board/Board.js';
import type { BoardClick } from './decisions/pickers.js';
import { UiContext, shownMark, useShownTheater, type Ui } from './game/ui.js';
import { t } from '../../i18n/index.js';
import { AssemblyPanel, HandPanel, HonorPanel, LogPanel, ReservesPanel, SidesPanel, SincePanel, StatePanel, StrategosPanel } from './panels/Panels.js';
import { Prompt } from './panels/Prompt.js';
import { StatusLine } from './panels/StatusLine.js';
import { useSummaries } from './summary/useSummaries.js';
import { logPageLoader } from './game/wholeLog.js';
import { LessonBar } from './learn/LessonBar.js';
import { MomentPanel } from './moments/MomentPanel.js';
import { useMoments } from './moments/useMoments.js';
import { AdvisorContext } from './odds/Advisor.js';
import { SeatsDialog } from './game/SeatsDialog.js';
import type { Table, TableArgs, TablePanel } from '../contract.js';

export function usePericlesTable({ api, message, openRule, act, lesson, onLeaveLesson, onReplay, onNewGame }: TableArgs<PericlesWire>): Table {
  const [highlight, setHighlight] = useState<BoardHighlight | null>(null);
  const [boardClick, setBoardClick] = useState<BoardClick | null>(null);
  const [hoveredTheater, setHoveredTheater] = useState<number | 'persia' | null>(null);
  const [hoveredCard, setHoveredCard] = useState<string | null>(null);
  const [shown, showTheater] = useShownTheater(message.decisions); // #16: a theater shown from the log
  const summaries = useSummaries(api, message, { onReplay, onNewGame }); // #17.5: beside the board, never over it, in the side panels' place (#16)
  // #17.1: the lesson's theater highlight, and its look at each decision before it is sent.
  const [lessonMark, setLessonMark] = useState<BoardHighlight | null>(null);
  const lessonGate = useRef<((action: Action) => boolean) | null>(null);
  const [lessonRetries, setLessonRetries] = useState(0); // "Choose again" clears the prompt's choice

  // Issue #29: a Battle's report and a debate's result, as they happen and from their log entries.
  const moments = useMoments(message.view, message.seat);
  const openMoment = moments.openEntry;
  const ui = useMemo<Ui>(() => ({
    openRule,
    hoverTheater: setHoveredTheater,
    hoverCard: setHoveredCard,
    hoveredCard,
    hoveredTheater,
    showTheater,
    openMoment,
  }), [openRule, hoveredCard, hoveredTheater, showTheater, openMoment]);

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

  // The log's entries before the tail a view carries, a page at a time (#31 item 4).
  const loadLogPage = useMemo(() => logPageLoader(api), [api]);
  const view = message.view!;
  const seat = message.seat;

  return {
    // #17.4: the advisor is on in lessons; elsewhere (null) the player's own toggle decides.
    wrap: (children) => (
      <AdvisorContext.Provider value={lesson ? true : null}>
        <UiContext.Provider value={ui}>{children}</UiContext.Provider>
      </AdvisorContext.Provider>
    ),
    gate: (action) => lessonGate.current?.(action as Action) ?? false,
    promptRound: lessonRetries,
    prompt: ({ busy, canUndo, onAct, onUndo }) => seat === 'spectator' ? null : (
      <Prompt
        view={view} seat={seat} actions={message.legalActions} busy={busy}
        onAct={onAct} canUndo={canUndo} onUndo={onUndo}
        boardClick={boardClick} onHighlight={setHighlight} whyNot={message.whyNot} aids={message.aids}
      />
    ),
    board: (decision) => (
      <>
        <Board
          view={view}
          className="board"
          highlight={boardMark}
          shown={shown}
          onTheaterSelect={selectTheater}
          decision={decision}
        />
        {/* Over the board, not in its place: the board keeps its size when it opens and closes. */}
        {moments.shown && <MomentPanel key={`${moments.shown.kind}${moments.shown.at}`} view={view} moment={moments.shown} onClose={moments.close} />}
      </>
    ),
    below: lesson ? (
      <LessonBar
        lesson={lesson} message={message} gate={lessonGate} onProceed={(a) => act(a, true)}
        onMark={setLessonMark} onLeave={onLeaveLesson} onRetry={() => setLessonRetries((n) => n + 1)}
      />
    ) : null,
    status: <StatusLine view={view} botsPending={message.botsPending} />,
    summaries,
    panels: (since): TablePanel[] => {
      const panel = (id: string, title: string, node: ReactNode, folded?: boolean): TablePanel => ({ id, title, node, ...(folded ? { folded } : {}) });
      return [
        panel('since', t('panel.since'), <SincePanel view={view} since={since} botReasons={message.botReasons} />),
        panel('honor', t('panel.honor'), <HonorPanel view={view} />),
        ...(view.seat !== 'spectator' ? [panel('hand', t('panel.hand'), <HandPanel view={view} />)] : []),
        panel('assembly', t('assembly.title'), <AssemblyPanel view={view} />),
        panel('strategos', t('panel.strategos'), <StrategosPanel view={view} />),
        panel('state', t('panel.state'), <StatePanel view={view} />),
        panel('sides', t('panel.sides'), <SidesPanel view={view} />, true),
        panel('reserves', t('panel.reserves'), <ReservesPanel view={view} />, true),
        panel('log', t('panel.log'), <LogPanel view={view} since={since} undos={message.undos} botReasons={message.botReasons} logStart={message.logStart} loadPage={loadLogPage} />),
      ];
    },
  };
}

/** The seats dialog (#30) over this game's view. */
export function PericlesSeatsDialog({ api, message, onError, onClose }: { api: TableArgs<PericlesWire>['api']; message: TableArgs<PericlesWire>['message']; onError(message: string): void; onClose(): void }) {
  return message.view ? <SeatsDialog api={api} view={message.view} onError={onError} onClose={onClose} /> : null;
}
