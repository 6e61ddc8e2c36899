// Dedicated prompts per decision kind. Each one only arranges the host's legal actions (cards
// with their values, theaters on the board, units with their reach); the action it sends is
// always one of them, unchanged.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { type Action, type GameView, type Force, type IssueKind, type UnitKind, type Faction, councilAwardOf, musterTotalsOf, unitAidKey, type Aids, expeditionOf, issueOf, type ClosedOption } from '../../../../src-shared/games/pericles/client.js';
import { highlightOfAid } from '../board/highlight.js';
import { THEATER_FIELD } from './kinds.js';
import type { BoardHighlight, UnitRef } from '../board/Board.js';
import { actionKey, actionLabel, cardLabel } from '../game/actions.js';
import { cardInfo, entryText, evaluateInView } from '../game/format.js';
import { factionName, forceName, issueName, sideName, theaterName, unitName } from '../names.js';
import { has, t, useLocale } from '../../../i18n/index.js';
import { cardTitle, forceCountWords } from '../cards/text.js';
import { CardDetail } from '../cards/CardDetail.js';
import { useInspect } from '../cards/Popover.js';
import { ClosedChoice, WhyNotMessage, closedMatches, listedClosed, type Explained } from './whyNot.js';
import { OddsLine } from '../odds/OddsLine.js';
import { OptionList } from './OptionList.js';

/** The last theater clicked on the board (n grows with every click), and the unit when its pieces were. */
export interface BoardClick { id: number | 'persia'; n: number; unit?: UnitRef }

export interface PickerProps {
  view: GameView;
  seat: Faction;
  kind: string;
  actions: readonly Action[];
  busy: boolean;
  confirm: boolean;
  onAct(a: Action): void;
  boardClick: BoardClick | null;
  onHighlight(h: BoardHighlight | null): void;
  /** #17 "why not?": options the rules refuse this seat now, with the reasons (from the host). */
  closed?: readonly ClosedOption[];
  /** #32: what the board shows for this decision, from the host (the muster's moves, 9.32). */
  aids?: Aids;
}

/**
 * Calls `onClick` for each board click made while this picker is shown — never for the click
 * already there when it appeared, which belonged to the decision before (#13 item 3: a click on
 * Chalcidice for one decision must not pre-select, or send, the next).
 */
function useNewBoardClick(boardClick: PickerProps['boardClick'], onClick: (id: number | 'persia', unit?: UnitRef) => void): void {
  const seen = useRef(boardClick?.n ?? 0);
  const handler = useRef(onClick);
  handler.current = onClick;
  useEffect(() => {
    if (!boardClick || boardClick.n === seen.current) return;
    seen.current = boardClick.n;
    handler.current(boardClick.id, boardClick.unit);
  }, [boardClick]);
}

/** What a choice does: an issue when won (5.32, 6.11), a League or Oracle option (8.52, 8.53). */
export function choiceHelp(a: Action): string | null {
  const key = a.type === 'chooseIssue' || a.type === 'selectIssue' ? `inspect.issueWon.${String(a.kind)}`
    : a.type === 'league' || a.type === 'oracle' ? `inspect.option.${a.type}.${String(a.option)}` : '';
  return has(key) ? t(key) : null;
}

/** The selected action and its confirm step (for irreversible choices) or direct send. */
function Confirm({ action, view, busy, confirm, onAct, onCancel }: { action: Action | null; view?: GameView; busy: boolean; confirm: boolean; onAct(a: Action): void; onCancel?(): void }) {
  if (!action) return null;
  if (!confirm) return null;
  return (
    <div className="confirm" data-confirm-for={actionKey(action)}>
      <p>{t('prompt.confirmQuestion', { choice: actionLabel(action, view) })}</p>
      {choiceHelp(action) && <p className="hint" data-choice-help>{choiceHelp(action)}</p>}
      <button type="button" className="primary" data-confirm disabled={busy} onClick={() => onAct(action)}>{t('prompt.confirm')}</button>
      {onCancel && <button type="button" onClick={onCancel}>{t('prompt.cancel')}</button>}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Cards

export function CardTile({ id, seat, view, issue, council, selected, onClick, disabled }: {
  id: string; seat: Faction; selected?: boolean; onClick?(): void; disabled?: boolean;
} & (
  // What a card is worth now needs the view; a card only shown (a hand, an Entourage) does not.
  | { view: GameView; issue?: IssueKind | null; council?: boolean }
  | { view?: undefined; issue?: undefined; council?: undefined }
)) {
  const info = cardInfo(id, seat);
  const ev = issue && view ? evaluateInView(view, seat, id, issue) : null;
  // A choice button selects on click; a card shown in a panel opens (and pins) its detail.
  const inspect = useInspect(!onClick);
  let award: number | null = null;
  if (council && view) award = councilAwardOf(view, id, seat);
  const nowText = ev ? (ev.bonus > 0 ? t('card.bonusNow', { bonus: ev.bonus, value: ev.value }) : t('card.noBonus', { value: ev.value })) : null;
  const body: ReactNode = (
    <>
      <span className="card-head"><strong className="card-name-title">{cardTitle(id)}</strong> <span className="card-value">{info ? t('card.value', { value: info.value }) : ''}</span></span>
      {ev && (
        <span className={`card-now ${ev.bonus > 0 ? 'bonus' : 'nobonus'}`} data-card-now={ev.value}>
          {nowText}
          {ev.strategosAward > 0 && ` · ${t('card.strategosNow', { n: ev.strategosAward })}`}
        </span>
      )}
      {award !== null && <span className="card-now bonus">{t('card.strategosNow', { n: award })}</span>}
      {info?.half && info.half.entries.length > 0 && (
        <span className="card-entries">
          {info.half.entries.map((e, i) => <span key={i} className="card-entry">{entryText(e)}</span>)}
          {info.half.cumulative && <span className="card-entry">{t('card.cumulative')}</span>}
        </span>
      )}
      {info?.council && <span className="card-entry">{t('card.council', info.council)}</span>}
    </>
  );
  const detail = inspect.render(<CardDetail id={id} seat={seat} now={issue && nowText ? `${issueName(issue)}, ${nowText}` : null} />, { 'data-card-detail': id });
  const a = inspect.anchorProps;
  if (!onClick) {
    return (
      <>
        <div {...a} className="card-tile" data-card={id} tabIndex={0} role="button">{body}</div>
        {detail}
      </>
    );
  }
  return (
    <>
      <button {...a} type="button" className={`card-tile${selected ? ' selected' : ''}`} aria-pressed={!!selected} data-choice-card={id} data-card={id} disabled={disabled}
        onClick={() => { a.onClick(); onClick(); }}>
        {body}
      </button>
      {detail}
    </>
  );
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** entourage.keep (any subset) and entourage.form (exactly three). */
export function CardSetPick({ view, seat, actions, busy, onAct, field, exact }: PickerProps & { field: 'keep' | 'cards'; exact?: number }) {
  const cards = useMemo(() => [...new Set(actions.flatMap((a) => (a[field] as string[]) ?? []))].sort(), [actions, field]);
  const [sel, setSel] = useState<string[]>([]);
  const match = actions.find((a) => sameSet((a[field] as string[]) ?? [], sel)) ?? null;
  const toggle = (c: string): void => setSel((s) => (s.includes(c) ? s.filter((x) => x !== c) : exact && s.length >= exact ? s : [...s, c]));
  return (
    <div className="picker picker-cards" data-picker="cards">
      <OptionList className="card-row">
        {cards.map((c) => <CardTile key={c} id={c} seat={seat} view={view} selected={sel.includes(c)} onClick={() => toggle(c)} disabled={busy} />)}
      </OptionList>
      <p className="hint">{exact ? t('prompt.selectCards', { n: sel.length, need: exact }) : t('prompt.selectAny', { n: sel.length })}</p>
      {!match && sel.length > 0 && (!exact || sel.length === exact) && <p className="hint warn">{t('prompt.noMatch')}</p>}
      <Confirm view={view} action={match && (!exact || sel.length === exact) ? match : null} busy={busy} confirm onAct={onAct} />
    </div>
  );
}

/** debate.card, council.card: one card, with its value now. */
export function CardPick({ view, seat, actions, busy, onAct, issue, council, closed }: PickerProps & { issue?: IssueKind | null; council?: boolean }) {
  const [sel, setSel] = useState<string | null>(null);
  const match = actions.find((a) => a.card === sel) ?? null;
  const [explained, setExplained] = useState<Explained | null>(null);
  return (
    <div className="picker picker-cards" data-picker="card">
      {issue && <p className="context">{t('kind.debate.card.title')}: <strong>{issueName(issue)}</strong></p>}
      <OptionList className="card-row">
        {actions.map((a) => {
          const id = String(a.card);
          return <CardTile key={id} id={id} seat={seat} view={view} issue={issue ?? null} council={council} selected={sel === id} onClick={() => setSel(id)} disabled={busy} />;
        })}
        {listedClosed(closed).map((c) => {
          const id = String(c.option.card);
          return <ClosedChoice key={`closed-${id}`} option={c.option} why={c.why} className="card-tile" closedAttr={{ 'data-closed-card': id }}
            label={<span className="card-head"><strong className="card-name-title">{cardTitle(id)}</strong></span>}
            onExplain={() => setExplained({ option: cardTitle(id), why: c.why })} />;
        })}
      </OptionList>
      <WhyNotMessage explained={explained} onClose={() => setExplained(null)} />
      <Confirm view={view} action={match} busy={busy} confirm onAct={onAct} onCancel={() => setSel(null)} />
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Theaters

/** The theater an action names, read from the one field its kind declares (THEATER_FIELD). */
export function theaterOf(kind: string, a: Action): number | 'persia' | null {
  const field = THEATER_FIELD[kind];
  if (!field) return null;
  const v = a[field];
  if (v === 'persia') return 'persia';
  if (typeof v === 'number') return v;
  // Queue places are keyed by the theater number as a string (theater.reveal).
  return typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null;
}

function marksOf(ids: readonly (number | 'persia')[]): BoardHighlight {
  return { reachable: ids.filter((x): x is number => typeof x === 'number'), paths: {}, blocked: [] };
}

/** Choose a theater (board or list), then — if several choices there — which one; confirm. */
export function TheaterPick(props: PickerProps & { intro?: ReactNode }) {
  const { kind, actions, busy, confirm, onAct, boardClick, onHighlight, intro } = props;
  const places = useMemo(() => {
    const seen: (number | 'persia')[] = [];
    for (const a of actions) { const p = theaterOf(kind, a); if (p !== null && !seen.includes(p)) seen.push(p); }
    return seen;
  }, [actions]);
  const others = actions.filter((a) => theaterOf(kind, a) === null);
  const [place, setPlace] = useState<number | 'persia' | null>(null);
  const [chosen, setChosen] = useState<Action | null>(null);
  // #17: places the rules refuse now, and the explanation a click on one leaves.
  const closedPlaces = (props.closed ?? []).filter((c) => theaterOf(kind, c.option as Action) !== null);
  const [explained, setExplained] = useState<Explained | null>(null);
  const explainPlace = (id: number | 'persia'): void => {
    const c = closedPlaces.find((x) => theaterOf(kind, x.option as Action) === id);
    setExplained(c ? { option: theaterName(id), why: c.why } : null);
  };
  useEffect(() => { onHighlight(places.length ? { ...marksOf(place !== null ? [place] : places), choosable: places } : null); }, [places, place, onHighlight]);
  useEffect(() => () => onHighlight(null), [onHighlight]);
  useNewBoardClick(boardClick, (id) => { if (places.includes(id)) { setExplained(null); pickPlace(id); } else explainPlace(id); });
  function pickPlace(p: number | 'persia'): void {
    setPlace(p);
    const here = actions.filter((a) => theaterOf(kind, a) === p);
    const only = here.length === 1 ? here[0]! : null;
    setChosen(only);
    if (only && !confirm) onAct(only);
  }
  const here = place === null ? [] : actions.filter((a) => theaterOf(kind, a) === place);
  // 8.53: the Oracle's Treachery goes to three theaters, one at a time: which one this is.
  const oracle = kind === 'oracle.treachery' ? issueOf(props.view)?.oracle : undefined;
  return (
    <div className="picker picker-theater" data-picker="theater">
      {intro}
      {oracle && <p className="context" data-pick-count={`${oracle.used.length + 1}/${oracle.used.length + oracle.left}`}>{t('inspect.oracle.count', { n: oracle.used.length + 1, of: oracle.used.length + oracle.left })}</p>}
      {places.length > 0 && <p className="hint">{t('prompt.pickTheater')}</p>}
      <OptionList className="theater-list">
        {places.map((p) => (
          <button key={String(p)} type="button" className={place === p ? 'selected' : ''} aria-pressed={place === p} data-choice-theater={String(p)} disabled={busy} onClick={() => pickPlace(p)}>
            {theaterName(p)}
          </button>
        ))}
        {listedClosed(closedPlaces, (c) => !places.includes(theaterOf(kind, c.option as Action) as number | 'persia')).map((c) => {
          const id = theaterOf(kind, c.option as Action) as number | 'persia';
          return <ClosedChoice key={`closed-${String(id)}`} option={c.option} why={c.why} label={theaterName(id)} closedAttr={{ 'data-closed-theater': String(id) }} onExplain={() => explainPlace(id)} />;
        })}
      </OptionList>
      <WhyNotMessage explained={explained} onClose={() => setExplained(null)} />
      {here.length > 1 && (
        <OptionList className="choice-list">
          {here.map((a) => (
            <button key={actionKey(a)} type="button" className={chosen === a ? 'selected' : ''} aria-pressed={chosen === a} data-choice={actionKey(a)} disabled={busy}
              onClick={() => { if (confirm) setChosen(a); else onAct(a); }}>{actionLabel(a, props.view)}</button>
          ))}
        </OptionList>
      )}
      {others.length > 0 && (
        <OptionList className="choice-list">
          {others.map((a) => (
            <button key={actionKey(a)} type="button" className={chosen === a ? 'selected' : ''} aria-pressed={chosen === a} data-choice={actionKey(a)} disabled={busy}
              onClick={() => { setPlace(null); setChosen(a); }}>{actionLabel(a, props.view)}</button>
          ))}
        </OptionList>
      )}
      <OddsLine view={props.view} seat={props.seat} kind={kind} selected={chosen} actions={actions} />
      <Confirm view={props.view} action={chosen} busy={busy} confirm onAct={onAct} onCancel={() => { setChosen(null); setPlace(null); }} />
    </div>
  );
}

/** theater.place (8.3): pick one of your markers, then the theater. */
export function PlacePick(props: PickerProps) {
  const { view, seat, actions } = props;
  const markers = [...new Set(actions.map((a) => String(a.marker)))];
  const [marker, setMarker] = useState<string | null>(markers.length === 1 ? markers[0]! : null);
  const held = view.factions[seat].markers ?? [];
  const describe = (id: string): string => {
    const m = held.find((x) => x.id === id);
    return m ? `${issueName(m.kind)} — ${factionName(m.owner)}` : id;
  };
  const count = (id: string): number => {
    const m = held.find((x) => x.id === id);
    return m ? held.filter((x) => x.owner === m.owner && x.kind === m.kind).length : 1;
  };
  return (
    <div className="picker picker-place" data-picker="place">
      <p className="hint">{t('prompt.pickMarker')}</p>
      <OptionList className="choice-list">
        {markers.map((id) => (
          <button key={id} type="button" className={`marker-chip${marker === id ? ' selected' : ''}`} aria-pressed={marker === id} data-choice-marker={id} disabled={props.busy} onClick={() => setMarker(id)}>
            {describe(id)} ×{count(id)}
          </button>
        ))}
      </OptionList>
      {marker && <TheaterPick key={marker} {...props} actions={actions.filter((a) => a.marker === marker)} />}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Units

interface UnitKey { force: Force; kind: UnitKind; from: number }
const unitKeyOf = (a: Action): string => unitAidKey(String(a.force), String(a.kind), String(a.from));

/**
 * 9.31, 9.32, 9.42: the muster so far — each Side's Battle total in the Expedition Theater as
 * units arrive (units, bases, Treachery and the Strategos committed; the Battle cards are drawn
 * later), and the moves left, one per Strategos the moving Side committed.
 */
export function MusterTotals({ view }: { view: GameView }) {
  const m = musterTotalsOf(view);
  if (!m) return null;
  return (
    <p className="context muster-totals" data-muster-totals={`${m.totals.athens}:${m.totals.sparta}`}>
      {t('inspect.muster.totals', { kind: t(`inspect.unitKind.${m.kind}`), theater: theaterName(m.theater), athens: m.totals.athens, sparta: m.totals.sparta })}
      {' '}
      {t(m.the300 ? 'inspect.muster.movesLeft300' : 'inspect.muster.movesLeft', { n: m.movesLeft, of: m.committed + m.the300, side: sideName(m.side), committed: m.committed })}
    </p>
  );
}

/** muster.move, redeploy.move, peace.relocate: pick a unit, see where it may stop, pick the target. */
export function MovePick(props: PickerProps) {
  const { view, kind, actions, busy, onAct, boardClick, onHighlight } = props;
  const moves = actions.filter((a) => 'from' in a && 'to' in a);
  const others = actions.filter((a) => !('from' in a && 'to' in a));
  const units = useMemo(() => {
    const m = new Map<string, UnitKey>();
    for (const a of moves) m.set(unitKeyOf(a), { force: a.force as Force, kind: a.kind as UnitKind, from: Number(a.from) });
    return [...m.entries()];
  }, [moves]);
  const [unit, setUnit] = useState<string | null>(units.length === 1 ? units[0]![0] : null);
  const [done, setDone] = useState<Action | null>(null);
  const targets = unit ? moves.filter((a) => unitKeyOf(a) === unit) : [];
  // The closed links' reasons are worded here: a new language words them again.
  const locale = useLocale();
  const highlight = useMemo<BoardHighlight | null>(() => {
    // #29.8: on the board a click chooses a destination, else a unit's theater (the list's order).
    const froms = units.map(([, u]) => u.from);
    if (!unit) return { ...marksOf(froms), choosable: froms };
    const u = units.find(([k]) => k === unit)?.[1];
    if (!u) return null;
    const legalTo = targets.map((a) => Number(a.to));
    const choosable = [...legalTo, ...froms];
    // 9.32: the muster's ends, paths and refused links as the host's rules worked them out (aids).
    const aided = kind === 'muster.move' && props.aids?.moves ? highlightOfAid(props.aids.moves, unit, u.from) : null;
    if (aided) return { ...aided, choosable };
    return { from: u.from, reachable: legalTo, paths: {}, blocked: [], choosable };
  }, [unit, units, kind, actions, props.aids, locale]);
  useEffect(() => { onHighlight(highlight); }, [highlight, onHighlight]);
  useEffect(() => () => onHighlight(null), [onHighlight]);
  // #17: units that may not move and theaters a unit may not end in, with why.
  const closedUnits = (props.closed ?? []).filter((c) => !('to' in c.option));
  const selected = unit ? units.find(([k]) => k === unit)?.[1] : undefined;
  const closedTargets = selected ? (props.closed ?? []).filter((c) => 'to' in c.option && closedMatches(c, { force: selected.force, kind: selected.kind, from: selected.from })) : [];
  const [explained, setExplained] = useState<Explained | null>(null);
  const explainUnit = (c: ClosedOption): void => setExplained({ option: t('whynot.unitIn', { force: forceName(String(c.option.force)), unit: unitName(String(c.option.kind)), theater: theaterName(Number(c.option.from)) }), why: c.why });
  const explainTarget = (id: number): boolean => {
    const c = closedTargets.find((x) => x.option.to === id);
    if (c) setExplained({ option: t('whynot.moveTo', { theater: theaterName(id) }), why: c.why });
    return !!c;
  };
  useNewBoardClick(boardClick, (id, piece) => {
    const target = targets.find((a) => Number(a.to) === id);
    if (target) { setExplained(null); onAct(target); return; }
    // A click on a unit's pieces chooses that unit; elsewhere in its theater, the first one there.
    const from = units.find(([, u]) => u.from === id && (!piece || (u.force === piece.force && u.kind === piece.kind)))
      ?? units.find(([, u]) => u.from === id);
    if (from) { setExplained(null); setUnit(from[0]); return; }
    if (typeof id === 'number' && explainTarget(id)) return;
    const stuck = closedUnits.find((c) => c.option.from === id);
    setExplained(null);
    if (stuck) explainUnit(stuck);
  });
  return (
    <div className="picker picker-move" data-picker="move">
      {kind === 'muster.move' && <MusterTotals view={view} />}
      <p className="hint">{t('prompt.pickUnit')}</p>
      <OptionList className="choice-list">
        {/* The decision's other answers (End movement) first in the row, so no list's rows ever hide them (#29.6). */}
        {others.map((a) => (
          <button key={actionKey(a)} type="button" className={done === a ? 'selected' : ''} data-choice={actionKey(a)} disabled={busy} onClick={() => setDone(a)}>{actionLabel(a, props.view)}</button>
        ))}
        {units.map(([k, u]) => (
          <button key={k} type="button" className={unit === k ? 'selected' : ''} aria-pressed={unit === k} data-choice-unit={k} disabled={busy} onClick={() => setUnit(k)}>
            {t('table.move.unit', { force: forceName(u.force), unit: unitName(u.kind), theater: theaterName(u.from) })}
          </button>
        ))}
        {listedClosed(closedUnits).map((c) => (
          <ClosedChoice key={`closed-${actionKey(c.option as Action)}`} option={c.option} why={c.why}
            label={t('table.move.unit', { force: forceName(String(c.option.force)), unit: unitName(String(c.option.kind)), theater: theaterName(Number(c.option.from)) })}
            closedAttr={{ 'data-closed-unit': `${String(c.option.force)}/${String(c.option.kind)}/${String(c.option.from)}` }} onExplain={() => explainUnit(c)} />
        ))}
      </OptionList>
      {unit && (
        <OptionList className="theater-list">
          {targets.map((a) => (
            <button key={actionKey(a)} type="button" data-choice-theater={String(a.to)} disabled={busy} onClick={() => onAct(a)}>
              → {theaterName(Number(a.to))}
            </button>
          ))}
          {listedClosed(closedTargets).map((c) => (
            <ClosedChoice key={`closed-${actionKey(c.option as Action)}`} option={c.option} why={c.why} label={<>→ {theaterName(Number(c.option.to))}</>}
              closedAttr={{ 'data-closed-theater': String(c.option.to) }} onExplain={() => explainTarget(Number(c.option.to))} />
          ))}
        </OptionList>
      )}
      <WhyNotMessage explained={explained} onClose={() => setExplained(null)} />
      <Confirm view={props.view} action={done} busy={busy} confirm onAct={onAct} onCancel={() => setDone(null)} />
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Plain choices

/** 9.44, 9.45: the casualties chosen so far in this Battle's casualty decision, and by how much it was decided. */
function CasualtiesSoFar({ view }: { view: GameView }) {
  const battle = expeditionOf(view)?.battle;
  if (!battle) return null;
  const picked = Object.entries(battle.picked).filter(([, n]) => (n ?? 0) > 0).map(([f, n]) => forceCountWords(n ?? 0, f)).join(', ');
  return (
    <p className="context" data-casualties-picked={picked}>
      {t('inspect.casualty.battle', { winner: sideName(battle.winner), differential: battle.differential })}{' '}
      {picked ? t('inspect.casualty.picked', { units: picked }) : t('inspect.casualty.none')}
    </p>
  );
}

/** Any other decision: one button per legal action; irreversible ones ask to confirm. */
export function ChoicePick({ view, seat, kind, actions, busy, confirm, onAct, closed }: PickerProps) {
  const [chosen, setChosen] = useState<Action | null>(null);
  const [explained, setExplained] = useState<Explained | null>(null);
  return (
    <div className="picker picker-choice" data-picker="choice">
      {(kind === 'battle.loserCasualty' || kind === 'battle.winnerCasualty') && <CasualtiesSoFar view={view} />}
      <OptionList className="choice-list big">
        {actions.map((a) => (
          <button key={actionKey(a)} type="button" className={chosen === a ? 'selected' : ''} aria-pressed={chosen === a} data-choice={actionKey(a)} disabled={busy}
            title={choiceHelp(a) ?? undefined} onClick={() => (confirm ? setChosen(a) : onAct(a))}>{actionLabel(a, view)}</button>
        ))}
        {listedClosed(closed).map((c) => (
          <ClosedChoice key={`closed-${actionKey(c.option as Action)}`} option={c.option} why={c.why} label={actionLabel(c.option as Action, view)}
            onExplain={() => setExplained({ option: actionLabel(c.option as Action, view), why: c.why })} />
        ))}
      </OptionList>
      <WhyNotMessage explained={explained} onClose={() => setExplained(null)} />
      <OddsLine view={view} seat={seat} kind={kind} selected={chosen} actions={actions} />
      <Confirm view={view} action={chosen} busy={busy} confirm={confirm} onAct={onAct} onCancel={() => setChosen(null)} />
    </div>
  );
}

export { cardLabel };
