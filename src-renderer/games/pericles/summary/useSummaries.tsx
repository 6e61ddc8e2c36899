// The game screen's summaries (#17.5): a turn summary opens beside the board when a turn ends
// while the player watches (a game loaded later does not replay old ones at them), and the end
// screen when the game is over. Both fold away; the header's button opens them again.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PericlesApi } from '../../../../src-shared/games/pericles/client.js';
import type { ViewMessage } from '../../../../src-shared/games/pericles/client.js';
import { t } from '../../../i18n/index.js';
import { EndOfGame } from './EndOfGame.js';
import { TurnSummary } from './TurnSummary.js';
import { turnEnded, turnSpans } from './summary.js';
import { logPageLoader, useWholeLog, wholeLogKey } from '../game/wholeLog.js';
import type { LogEntry } from '../../../../src-shared/games/pericles/client.js';

const NO_LOG: readonly LogEntry[] = [];

export interface Summaries {
  /** The header's button that opens them again (null when there is nothing to summarize yet). */
  button: ReactNode;
  /** The open summary, a column beside the board (null when closed). */
  panel: ReactNode;
}

export function useSummaries(api: PericlesApi, message: ViewMessage, actions: { onReplay?(): void; onNewGame(): void }): Summaries {
  const [open, setOpen] = useState<number | null>(null);
  const [endOpen, setEndOpen] = useState(true);
  const over = !!message.view?.result;
  // The end screen and the turn summaries read the whole log (#31 item 4): the view carries its
  // tail, the rest comes in pages when one of them is shown.
  const load = useMemo(() => logPageLoader(api), [api]);
  const tail = message.view?.log ?? NO_LOG;
  const logStart = message.logStart ?? 0;
  const whole = useWholeLog({ log: tail, logStart, of: wholeLogKey(message.seat, logStart, tail), load, wanted: over || open !== null });
  const view = useMemo(() => (message.view && whole && whole !== message.view.log ? { ...message.view, log: whole as LogEntry[] } : message.view), [message.view, whole]);
  const log = whole ?? tail;
  const turn = view?.turn;
  // Once per log, not at every render of the game screen (a late game's log is thousands long;
  // the client keeps an unchanged log the same array, client/keepUnchanged.ts).
  const spans = useMemo(() => (turn !== undefined ? turnSpans(log, turn).filter((s) => turnEnded(log, s)) : []), [log, turn]);
  const lastEnded = spans[spans.length - 1]?.turn ?? null;
  // The last ended turn when this screen opened: only turns ending from now on open by themselves.
  const seen = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (seen.current === undefined) {
      seen.current = lastEnded;
      return;
    }
    if (lastEnded !== null && (seen.current === null || lastEnded > seen.current)) {
      seen.current = lastEnded;
      if (!over) setOpen(lastEnded);
    }
  }, [lastEnded, over]);
  // A new game (or another one loaded) starts with its end screen shown when it is over.
  const scenario = view?.scenario;
  useEffect(() => { setEndOpen(true); }, [scenario]);

  if (!view) return { button: null, panel: null };
  let panel: ReactNode = null;
  if (over && endOpen) {
    // Its figures are the whole game's: shown once the whole log is here.
    if (!whole) return { button: null, panel: <aside className="summary-drawer end-drawer" aria-busy="true" data-end-loading /> };
    panel = <EndOfGame view={view} secretBotReasons={message.secretBotReasons} onReplay={actions.onReplay} onNewGame={actions.onNewGame} onClose={() => setEndOpen(false)} />;
  } else if (open !== null) {
    const span = spans.find((s) => s.turn === open);
    if (span) panel = <TurnSummary api={api} view={view} span={span} spans={spans} onPick={setOpen} onClose={() => setOpen(null)} />;
  }
  const button = over ? (
    !endOpen && <button type="button" className="summary-button" data-open-results onClick={() => { setOpen(null); setEndOpen(true); }}>{t('summary.end.reopen')}</button>
  ) : lastEnded !== null && (
    <button type="button" className="summary-button" data-open-summary aria-pressed={open !== null} title={t('summary.turn.openHint')}
      onClick={() => setOpen((o) => (o === null ? lastEnded : null))}>
      {t('summary.turn.open')}
    </button>
  );
  return { button, panel };
}
