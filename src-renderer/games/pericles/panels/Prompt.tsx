// The decision prompt of the viewed seat, as a compact bar over the board (#16 Layout, Rally the
// Troops style): one line with the title and the rule (linked to the rules reference), the
// dedicated way to choose for each decision kind with its Confirm (reachable by Tab, Enter and
// Space: the keyboard path), and the command palette (Ctrl+K): every legal action in words, one
// button per legal action carrying `data-action` (the test contract), hidden until opened. What
// is at stake opens on demand. Nothing here decides what is legal.
import type { ClosedOption, Aids, Action, GameView, Faction, IssueKind } from '../../../../src-shared/games/pericles/client.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardHighlight } from '../board/Board.js';
import { actionLabel } from '../game/actions.js';
import { RuleLink } from '../game/ui.js';
import { t } from '../../../i18n/index.js';
import { DecisionContext } from '../decisions/Context.js';
import { debatedIssue, decisionText, isSecretKind, needsConfirm } from '../decisions/kinds.js';
import { CardPick, CardSetPick, ChoicePick, MovePick, PlacePick, TheaterPick, theaterOf, type BoardClick, type PickerProps } from '../decisions/pickers.js';
import { CommandPalette } from './CommandPalette.js';
import { factionName, issueName } from '../names.js';
import { useRememberedFlag } from '../../../panels/Fold.js';
import { firstChoice } from '../../../panels/steadyPrompt.js';
import { Advisor } from '../odds/Advisor.js';

export interface PromptProps {
  view: GameView;
  seat: Faction;
  actions: readonly Action[];
  busy?: boolean;
  onAct(action: Action): void;
  /** The host allows taking back this seat's last decision. */
  canUndo?: boolean;
  onUndo?(): void;
  /** The last theater clicked on the board (n grows with every click). */
  boardClick?: BoardClick | null;
  /** Theaters/reach for the board to highlight for this decision. */
  onHighlight?(h: BoardHighlight | null): void;
  /** #17 "why not?": options the rules refuse this seat now (the host's view message). */
  whyNot?: readonly ClosedOption[];
  /** #32: what the board shows for this decision, from the host's view message. */
  aids?: Aids;
}

const MOVE_KINDS = new Set(['muster.move', 'redeploy.move', 'peace.relocate']);

function Dedicated(p: PickerProps) {
  const { kind, actions, view, seat } = p;
  switch (kind) {
    case 'entourage.keep': return <CardSetPick {...p} field="keep" />;
    case 'entourage.form': return <CardSetPick {...p} field="cards" exact={3} />;
    case 'debate.card': return <CardPick {...p} issue={debatedIssue(view, seat) as IssueKind | null} />;
    case 'council.card': return <CardPick {...p} council />;
    case 'theater.place': return <PlacePick {...p} />;
  }
  if (MOVE_KINDS.has(kind)) return <MovePick {...p} />;
  if (actions.some((a) => theaterOf(kind, a) !== null)) return <TheaterPick {...p} />;
  return <ChoicePick {...p} />;
}

/** A seat's own secret answer, in words: Boulé picks are issues, anything else an action. */
function myAnswerText(answer: unknown, view: GameView): string {
  if (Array.isArray(answer)) return answer.map((x) => issueName(String(x))).join(', ');
  if (answer && typeof answer === 'object' && 'type' in answer) return actionLabel(answer as Action, view);
  return '';
}


export function Prompt({ view, seat, actions, busy = false, onAct, canUndo = false, onUndo, boardClick = null, onHighlight, whyNot, aids }: PromptProps) {
  const p = view.pending;
  const section = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [palette, setPalette] = useState(false);
  const mine = !!p && p.seats.includes(seat) && !p.answered.includes(seat) && actions.length > 0;
  const kind = p?.kind ?? '';
  const highlight = useCallback((h: BoardHighlight | null) => onHighlight?.(h), [onHighlight]);
  const [details, setDetails] = useRememberedFlag('prompt.details', false);
  // A new decision moves the keyboard focus to its picker's first choice (once its buttons are
  // enabled), without scrolling the bar — unless the player is already inside the prompt or the
  // palette (a view update must not take the focus away from them).
  useEffect(() => {
    if (!mine || busy || palette) return;
    if (section.current?.contains(document.activeElement)) return;
    firstChoice(section.current)?.focus({ preventScroll: true });
  }, [mine, busy, kind, seat, view.segment, palette]);
  const openPalette = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPalette(true);
  }, []);
  const closePalette = useCallback(() => setPalette(false), []);
  // Closed: the focus goes back where the player was (or to the decision's first choice).
  useEffect(() => {
    if (palette || !opener.current) return;
    const back = opener.current.isConnected ? opener.current : firstChoice(section.current);
    opener.current = null;
    back?.focus({ preventScroll: true });
  }, [palette]);
  // Ctrl+K / Cmd+K opens the palette, from anywhere on the game screen.
  useEffect(() => {
    if (!mine) return;
    const onKey = (e: KeyboardEvent): void => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'k' || e.shiftKey || e.altKey) return;
      e.preventDefault();
      if (!palette) openPalette();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mine, palette, openPalette]);

  const undo = canUndo && onUndo ? (
    <button type="button" className="undo-button" onClick={onUndo} disabled={busy} data-undo title={t('prompt.undoHint')}>
      {t('prompt.undo')} <kbd>{t('prompt.undoHint')}</kbd>
    </button>
  ) : null;

  if (!p) {
    // A finished game asks nothing more: say so rather than "no decision is open".
    const idle = t(view.result ? 'prompt.gameOver' : 'prompt.none');
    return <section className="prompt prompt-bar prompt-idle" aria-label={idle} data-prompt="" data-seat={seat}><p>{idle}</p>{undo}</section>;
  }
  const text = decisionText(view, p.kind, seat);
  if (!mine) {
    const answered = p.answered.includes(seat);
    const others = p.seats.filter((s) => s !== seat).map(factionName).join(', ');
    return (
      <section className="prompt prompt-bar prompt-waiting" aria-live="polite" data-prompt={p.kind} data-seat={seat} data-waiting="true">
        <h2>{text.title} <RuleLink rule={p.rule} /></h2>
        <p>{answered ? t('prompt.answered') : t('prompt.waiting', { who: others || t('status.nobody') })}</p>
        {answered && p.myAnswer !== undefined && <p className="muted" data-my-answer>{myAnswerText(p.myAnswer, view)}</p>}
        {undo}
      </section>
    );
  }
  const secret = isSecretKind(p.kind);
  return (
    <section ref={section} className="prompt prompt-bar" aria-labelledby="prompt-heading" data-prompt={p.kind} data-seat={seat} data-rule={p.rule}>
      <header className="prompt-header">
        <h2 id="prompt-heading">{factionName(seat)}: {text.title}</h2>
        <RuleLink rule={p.rule} />
        {secret && <span className="prompt-secret-badge" title={t('prompt.secret')}>{t('prompt.secretBadge')}</span>}
        <button type="button" className="prompt-details-toggle" aria-expanded={details} aria-controls="prompt-details" data-prompt-details-toggle onClick={() => setDetails(!details)}>
          {details ? t('prompt.detailsHide') : t('prompt.details')}
        </button>
        <button type="button" className="palette-open-button" data-palette-open aria-haspopup="dialog" aria-expanded={palette} title={t('palette.openHint')} onClick={openPalette}>
          {t('palette.open')} <kbd>{t('palette.shortcut')}</kbd>
        </button>
        <Advisor view={view} seat={seat} actions={actions} />
        {undo}
      </header>
      {/* Kept in the page when folded (hidden), so the stake is always one click away. */}
      <div className="prompt-details" id="prompt-details" data-prompt-details hidden={!details}>
        <p className="prompt-text"><strong>{t('prompt.stake')}:</strong> {text.stake}</p>
        {secret && <p className="prompt-secret">{t('prompt.secret')}</p>}
      </div>
      <DecisionContext view={view} kind={p.kind} />
      <Dedicated
        key={p.kind}
        view={view} seat={seat} kind={p.kind} actions={actions} busy={busy}
        confirm={needsConfirm(p.kind)} onAct={onAct} boardClick={boardClick} onHighlight={highlight} closed={whyNot} aids={aids}
      />
      <CommandPalette view={view} actions={actions} open={palette} busy={busy} onClose={closePalette} onAct={onAct} />
    </section>
  );
}
