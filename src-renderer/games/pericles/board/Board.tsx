// The board: a PixiJS canvas plus an accessible DOM mirror of every theater and link.
// Pan (drag), zoom (wheel, pinch, +/-), fit (0), hide pieces (H). Hovering a link explains its
// rule (9.32, worded by linkWords as the engine's explainLink); selecting a unit shows where it can go (the host's answer).
import { memo, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { LINKS, THEATERS, PERSIA, FORCES, type Force, type UnitKind, type GameView, expeditionTheaterOf } from '../../../../src-shared/games/pericles/client.js';
import { BoardScene, type BoardHighlight, type UnitRef } from './scene.js';
import { highlightOfReach } from './highlight.js';
import { BoardQuestions, moveKey, type MoveQuery, type Reach } from '../query.js';
import { LINK_BY_KEY, LINK_STYLE } from './layout.js';
import { linkWords } from './linkWords.js';
import { TheaterInspector } from './TheaterDetail.js';
import { forceName, placeName, theaterLabel } from '../names.js';
import { getLocale, t as tr, useLocale } from '../../../i18n/index.js';
import { getDisplay, useDisplay } from '../../../display/settings.js';
import { FactionMarkers } from './FactionMarkers.js';
import { useEscapeCloses } from '../../../game/escape.js';

export type { BoardHighlight, UnitRef } from './scene.js';

export interface BoardProps {
  view: GameView | null;
  /** Movement answer to show. When absent, selecting a unit asks the host where it could go (games/pericles/query.ts). */
  highlight?: BoardHighlight | null;
  /** A theater clicked (with the unit, when its pieces were): a choice when the highlight's `choosable` holds it. */
  onTheaterSelect?(id: number | 'persia', unit?: UnitRef): void;
  onUnitSelect?(theater: number, force: Force, kind: UnitKind): void;
  mode?: 'play' | 'explore';
  /** Expedition Theater for the built-in highlight (defaults to the view's current muster, if any). */
  expeditionTheater?: number;
  /** The selected unit, when the parent controls it (MovementExplorer does). */
  selectedUnit?: UnitRef | null;
  className?: string;
  style?: CSSProperties;
  /** #16: a theater shown from the log: a zoomed board pans to it; the wrapper's data-shown-theater names it. */
  shown?: { id: number | 'persia'; n: number } | null;
  /**
   * #16: this seat's decision, as a key that changes with each new prompt (null while the seat
   * waits). A pinned theater detail closes when it changes, unless the player is in the detail.
   */
  decision?: string | null;
}

// Pinned to the top-left corner, inside the view, so focusing a mirror button never makes the
// browser scroll the board to bring it into view.
const SR_ONLY: CSSProperties = {
  position: 'absolute', top: 0, left: 0, width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden',
  clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
};
/** The toolbar's width as a column (camera.ts keeps TOOLBAR_W of room for it and its margin). */
const TOOLBAR_COLUMN_W = 92;
const BTN: CSSProperties = {
  font: '600 13px system-ui, sans-serif', minWidth: 34, height: 30, whiteSpace: 'nowrap', padding: '0 5px', border: '1px solid #3b2d1e',
  background: '#f4ead0', color: '#2b2118', borderRadius: 6, cursor: 'pointer',
};

function reducedMotionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
}

/** Plain-words contents of a theater, for the DOM mirror. */
export function describeTheater(view: GameView | null, id: number): string {
  const t = THEATERS[id - 1];
  if (!t) return '';
  const facts = [tr(t.type === 'land' ? 'board.mirror.landTheater' : 'board.mirror.navalTheater')];
  if (t.granary) facts.push(tr('board.mirror.granary'));
  if (t.home) facts.push(tr(`board.mirror.home.${t.home}`));
  const head = tr('board.mirror.head', { theater: theaterLabel(t.id), facts: facts.join(', ') });
  if (!view) return head;
  if (t.onlyDuringPersianWar && view.persianWar !== 'inProgress') return `${head} ${tr('board.mirror.outOfPlay')}`;
  const st = view.theaters[String(id)];
  if (!st) return head;
  const parts: string[] = [];
  const counted = (what: 'land' | 'naval' | 'base', n: number): string => tr(`board.mirror.${what}.${n === 1 ? 'one' : 'many'}`, { n });
  for (const f of FORCES) {
    const u = st.units[f];
    const bits: string[] = [];
    if (u.land) bits.push(counted('land', u.land));
    if (u.naval) bits.push(counted('naval', u.naval));
    const b = f in st.bases ? st.bases[f as keyof typeof st.bases] : 0;
    if (b) bits.push(counted('base', b));
    if (bits.length) parts.push(tr('board.mirror.force', { force: forceName(f), pieces: bits.join(', ') }));
  }
  if (st.treachery.athens) parts.push(tr('board.mirror.treachery.athens', { n: st.treachery.athens }));
  if (st.treachery.sparta) parts.push(tr('board.mirror.treachery.sparta', { n: st.treachery.sparta }));
  const q = view.queues[String(id)] ?? [];
  if (q.length) {
    parts.push(tr(q.length > 1 ? 'board.mirror.queue.many' : 'board.mirror.queue.one', {
      n: q.length, athens: q.filter((m) => m.side === 'athens').length, sparta: q.filter((m) => m.side === 'sparta').length,
    }));
  }
  for (const side of ['athens', 'sparta'] as const) if (view.sides[side].will?.theater === id) parts.push(tr(`board.mirror.will.${side}`));
  return `${head} ${tr('board.mirror.contents', { contents: parts.length ? parts.join('; ') : tr('board.mirror.empty') })}`;
}

function describePersia(view: GameView | null): string {
  if (!view) return tr('board.mirror.persia');
  const q = view.queues.persia ?? [];
  const s = [tr('board.mirror.persia'), tr('board.mirror.persia.bases', { n: view.persianBases })];
  if (view.alcibiades === 'persia') s.push(tr('board.mirror.persia.alcibiades'));
  if (q.length) s.push(tr('board.mirror.persia.queue', { n: q.length }));
  if (view.persiaOpen) s.push(tr('board.mirror.persia.open'));
  return s.join(' ');
}

/** Link legend, drawn in DOM/SVG in the same styles as the canvas (pattern + width, not colour alone). */
export function LinkLegend(): ReactNode {
  const row = (key: string, svg: ReactNode, text: string): ReactNode => (
    <li key={key} style={{ display: 'flex', alignItems: 'center', gap: 8, margin: '3px 0' }}>
      <svg width="54" height="18" aria-hidden="true">{svg}</svg>
      <span>{text}</span>
    </li>
  );
  const hex = (c: number): string => `#${c.toString(16).padStart(6, '0')}`;
  return (
    <ul data-board-legend style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {row('land', <g stroke={hex(LINK_STYLE.land.color)} strokeWidth="2.5"><line x1="2" y1="5" x2="52" y2="5" /><line x1="2" y1="13" x2="52" y2="13" /></g>, tr('board.legend.land'))}
      {row('coastal', <line x1="2" y1="9" x2="52" y2="9" stroke={hex(LINK_STYLE.coastal.color)} strokeWidth="3" />, tr('board.legend.coastal'))}
      {row('sea', <line x1="2" y1="9" x2="52" y2="9" stroke={hex(LINK_STYLE.sea.color)} strokeWidth="8" />, tr('board.legend.sea'))}
      {row('naval', <g stroke={hex(LINK_STYLE.naval.color)} strokeWidth="2.5" strokeDasharray="9 5"><line x1="2" y1="4" x2="52" y2="4" /><line x1="2" y1="14" x2="52" y2="14" /></g>, tr('board.legend.naval'))}
      {row('base', <g><line x1="2" y1="9" x2="52" y2="9" stroke="#17305e" strokeWidth="3" /><circle cx="27" cy="9" r="7.5" fill="#fff" stroke="#2b2118" strokeWidth="2" /><rect x="23.5" y="5.5" width="7" height="7" fill="#7a4a1e" /></g>, tr('board.legend.base'))}
      {row('borders', <g><rect x="3" y="3" width="20" height="12" rx="5" fill="none" stroke="#7a4a1e" strokeWidth="3.5" /><rect x="30" y="2" width="22" height="14" rx="5" fill="none" stroke="#1f5f9e" strokeWidth="1.5" /><rect x="33" y="5" width="16" height="8" rx="3" fill="none" stroke="#1f5f9e" strokeWidth="1.5" /></g>, tr('board.legend.borders'))}
    </ul>
  );
}

interface Tip { key: string; x: number; y: number }

/** Whether the pointer or the focus is in the board's theater detail (the player is reading it). */
function detailInUse(wrap: HTMLElement | null): boolean {
  const d = wrap?.querySelector('[data-theater-detail]');
  return !!d && (d.matches(':hover') || d.contains(document.activeElement));
}

/** The mirror's words for a theater the highlight marks: the way there by name for a move, else
 * (a theater to choose, one shown from the log) that the board marks it. */
function reachableWords(highlight: BoardHighlight, id: number): string {
  const path = highlight.paths[id];
  return path && path.length > 1 ? tr('board.mirror.reachable', { path: path.map((p) => placeName(p)).join(' → ') }) : tr('board.mirror.marked');
}

/**
 * The board: memoized (#16 speed), so a screen redrawn around it (the prompt disabled while a
 * decision is sent) leaves it alone; it hears a change of language itself (useLocale below).
 */
export const Board = memo(function Board(props: BoardProps): ReactNode {
  const { view, mode = 'play' } = props;
  const wrapRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<BoardScene | null>(null);
  const mirrorRef = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(0);
  const [tip, setTip] = useState<Tip | null>(null);
  const [ownUnit, setOwnUnit] = useState<UnitRef | null>(null);
  const [focus, setFocus] = useState<{ theater: number | 'persia' | null; link: string | null }>({ theater: null, link: null });
  const [piecesShown, setPiecesShown] = useState(true);
  const [showLegend, setShowLegend] = useState(false);
  const [inspected, setInspected] = useState<number | 'persia' | null>(null); // #16: a clicked theater's detail
  const [toolbarAbove, setToolbarAbove] = useState(false); // #29.9: a row above the map, not a column over it
  const propsRef = useRef(props);
  propsRef.current = props;

  const selectedUnit = props.selectedUnit !== undefined ? props.selectedUnit : ownUnit;
  // During a muster the Expedition Theater decides the exit tests (9.32); outside one, none applies.
  const expedition = props.expeditionTheater ?? expeditionTheaterOf(view) ?? 0;

  // A unit selected with no highlight handed down: where it could go is asked of the host (#32 D,
  // games/pericles/query.ts), whose rules answer on the true state. The answer comes later: until it does
  // the board keeps what it shows (no flicker), and an answer to a question no longer asked is dropped.
  const askReach = useContext(BoardQuestions);
  const question = props.highlight === undefined && view && selectedUnit
    ? JSON.stringify({ from: selectedUnit.theater, force: selectedUnit.force, unit: selectedUnit.kind, expedition } satisfies MoveQuery)
    : null;
  const [answer, setAnswer] = useState<{ move: MoveQuery; reach: Reach } | null>(null);
  useEffect(() => {
    if (!view || !question) {
      setAnswer(null);
      return;
    }
    let asked = true;
    const move = JSON.parse(question) as MoveQuery;
    void askReach(view, move).then((reach) => { if (asked) setAnswer(reach ? { move, reach } : null); });
    return () => { asked = false; };
  }, [askReach, view, question]);

  // #18: a new language redraws the canvas's words and rewords the highlight's blocked reasons.
  const locale = useLocale();
  const highlight = useMemo<BoardHighlight | null>(() => {
    if (props.highlight !== undefined) return props.highlight;
    if (!selectedUnit || !answer) return null;
    return highlightOfReach(answer.reach, answer.move.from);
    // locale: the blocked reasons' words follow the language
  }, [props.highlight, selectedUnit, answer, locale]);
  const highlightRef = useRef(highlight);
  highlightRef.current = highlight;

  /** Set when a tap on the board pins a theater: that click is not a click elsewhere. */
  const tapped = useRef(false);
  // #29.8: one rule for every part of a theater (its area, name plate, number, pieces): when the
  // decision offers it, a click chooses it, as its button in the prompt does; otherwise the click
  // opens its detail (and the prompt says why it is not a choice, #17).
  const choosable = (id: number | 'persia'): boolean => !!propsRef.current.highlight?.choosable?.includes(id);
  const selectUnit = useCallback((u: UnitRef) => {
    tapped.current = true;
    if (choosable(u.theater)) {
      propsRef.current.onTheaterSelect?.(u.theater, u);
      return;
    }
    setOwnUnit((cur) => (cur && cur.theater === u.theater && cur.force === u.force && cur.kind === u.kind ? null : u));
    setInspected(u.theater);
    propsRef.current.onUnitSelect?.(u.theater, u.force, u.kind);
    propsRef.current.onTheaterSelect?.(u.theater, u);
  }, []);
  const selectTheater = useCallback((id: number | 'persia') => {
    tapped.current = true;
    if (!choosable(id)) setInspected(id);
    propsRef.current.onTheaterSelect?.(id);
  }, []);

  // Scene lifecycle: async init, StrictMode-safe (the first mount's scene is destroyed when it resolves).
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let scene: BoardScene | null = null;
    const mq = reducedMotionQuery();
    void BoardScene.create(host, {
      onTheaterTap: (id) => selectTheater(id),
      onUnitTap: (u) => selectUnit(u),
      onLinkHover: (key, x, y) => setTip(key ? { key, x, y } : null),
      // #16: the smallest theater name on screen and any overlapping plates, for tests and checks.
      onPlates: (fit) => {
        const m = mirrorRef.current;
        if (!m) return;
        m.dataset.theaterNamePx = fit.minNamePx.toFixed(1);
        m.dataset.theaterNameOverlaps = String(fit.overlaps);
      },
      onToolbar: setToolbarAbove,
      // Ready once drawn (a new board draws when its first view arrives): it shows the map and takes clicks.
      onFirstFrame: () => { if (wrapRef.current) wrapRef.current.dataset.boardReady = 'true'; },
    }, mq?.matches ?? false).then((s) => {
      if (cancelled) {
        s.destroy();
        return;
      }
      scene = s;
      sceneRef.current = s;
      drawnIn.current = `${getLocale()} ${getDisplay().colorBlind} ${getDisplay().textSize}`;
      (host as HTMLElement & { __boardScene?: BoardScene }).__boardScene = s;
      setReady((n) => n + 1);
    });
    const onMq = (): void => scene?.setReducedMotion(mq?.matches ?? false);
    mq?.addEventListener('change', onMq);
    return () => {
      cancelled = true;
      mq?.removeEventListener('change', onMq);
      scene?.destroy();
      if (sceneRef.current === scene) sceneRef.current = null;
      delete (host as HTMLElement & { __boardScene?: BoardScene }).__boardScene;
    };
  }, [selectTheater, selectUnit]);

  // #18: a new language draws the canvas's words again at once (the DOM mirror re-renders itself).
  // #29: so do new display settings (the colour-blind palette and marks, the name plates' size).
  const display = useDisplay();
  const drawnIn = useRef<string | null>(null);
  useEffect(() => {
    const s = sceneRef.current;
    if (!s) return;
    const look = `${locale} ${display.colorBlind} ${display.textSize}`;
    if (drawnIn.current !== look) s.relabel();
    drawnIn.current = look;
    if (wrapRef.current) {
      wrapRef.current.dataset.boardLocale = locale;
      wrapRef.current.dataset.boardLook = look;
    }
  }, [ready, locale, display]);
  // Layout effects: the view, its highlight and the pan reach the scene before the browser paints
  // the page's DOM change, so the board draws them (and a new size) in that same frame: one board
  // frame per decision, not one per effect (each 15–30 ms of read-back on software GL, #16 speed).
  useLayoutEffect(() => {
    sceneRef.current?.setView(view);
  }, [ready, view]);
  // By content: the page hands a new, equal highlight object on many of its renders, and each
  // redraw is a frame of the board (15–30 ms of the page's main thread on software GL, #16 speed).
  const highlightKey = useMemo(() => JSON.stringify(highlight), [highlight]);
  useLayoutEffect(() => {
    sceneRef.current?.setHighlight(highlightRef.current);
  }, [ready, highlightKey]);
  useEffect(() => {
    sceneRef.current?.setFocus(focus.theater, focus.link);
  }, [ready, focus]);
  // #16 Layout: during a muster, its movement and battle the Expedition Theater stays in view:
  // each new decision there, and each unit chosen to move, pans a zoomed board back to it.
  const expeditionNow = mode === 'play' ? expeditionTheaterOf(view) : null;
  const decisionKey = `${view?.pending?.kind ?? ''}:${view?.log.length ?? 0}`;
  // By content (highlightKey): a player who zoomed and panned away must not be taken back by a
  // render that changed nothing.
  useLayoutEffect(() => {
    if (expeditionNow !== null) sceneRef.current?.keepInView(expeditionNow);
    if (wrapRef.current) {
      if (expeditionNow !== null) wrapRef.current.dataset.expedition = String(expeditionNow);
      else delete wrapRef.current.dataset.expedition;
    }
  }, [ready, expeditionNow, decisionKey, highlightKey]);
  // After the Expedition Theater's effect, so a theater shown from the log wins the pan.
  useLayoutEffect(() => {
    const shown = props.shown;
    if (shown) sceneRef.current?.keepInView(shown.id);
    if (wrapRef.current) {
      if (shown) wrapRef.current.dataset.shownTheater = String(shown.id);
      else delete wrapRef.current.dataset.shownTheater;
    }
  }, [ready, props.shown]);

  // #16: a pinned theater detail belongs to the decision it was opened at. It closes when this
  // seat's decision changes — unless the pointer or the focus is in it (the player is still
  // reading it): then when they leave it — and on Escape or a click elsewhere, as a wargamer
  // expects of a pinned counter. A tap on another theater or unit pins that one instead; a drag
  // (a pan) and the board's zoom buttons leave it open.
  const pinned = inspected !== null;
  const staleDetail = useRef(false);
  const seenDecision = useRef(props.decision);
  useEffect(() => {
    if (seenDecision.current === props.decision) return;
    seenDecision.current = props.decision;
    if (detailInUse(wrapRef.current)) staleDetail.current = true;
    else setInspected(null);
  }, [props.decision]);
  useEffect(() => {
    staleDetail.current = false;
    if (!pinned) return;
    let down: { x: number; y: number; keep: boolean } | null = null;
    const onDown = (e: PointerEvent): void => {
      const target = e.target instanceof Element ? e.target : null;
      tapped.current = false;
      down = { x: e.clientX, y: e.clientY, keep: !!target?.closest('[data-theater-detail], [data-board-tools]') };
    };
    const onClick = (e: MouseEvent): void => {
      const d = down;
      down = null;
      // A click whose press this listener did not see (the one that pinned the detail) is not elsewhere.
      if (!d || d.keep || tapped.current || Math.hypot(e.clientX - d.x, e.clientY - d.y) > 5) return;
      setInspected(null);
    };
    window.addEventListener('pointerdown', onDown, true);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('pointerdown', onDown, true);
      window.removeEventListener('click', onClick, true);
    };
  }, [pinned]);
  useEscapeCloses(pinned, () => setInspected(null));
  // Kept open past a new decision because the player was in it: it closes once they leave it.
  const leftDetail = useCallback(() => {
    setTimeout(() => {
      if (!staleDetail.current || detailInUse(wrapRef.current)) return;
      staleDetail.current = false;
      setInspected(null);
    }, 0);
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const s = sceneRef.current;
    if (!s || e.altKey || e.ctrlKey || e.metaKey) return;
    const tag = (e.target as HTMLElement).tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
    let handled = true;
    switch (e.key) {
      case '+': case '=': s.zoomBy(1.25, undefined, undefined, true); break;
      case '-': case '_': s.zoomBy(0.8, undefined, undefined, true); break;
      case '0': s.fit(true); break;
      case 'h': case 'H': s.setPiecesVisible(!s.piecesVisible); setPiecesShown(s.piecesVisible); break;
      case 'ArrowLeft': s.panBy(60, 0); break;
      case 'ArrowRight': s.panBy(-60, 0); break;
      case 'ArrowUp': s.panBy(0, 60); break;
      case 'ArrowDown': s.panBy(0, -60); break;
      // The board's own Escape only when it has something to clear: else it closes what is open (escape.ts).
      case 'Escape': handled = ownUnit !== null || tip !== null || inspected !== null; setOwnUnit(null); setTip(null); setInspected(null); break;
      default: handled = false;
    }
    if (handled) e.preventDefault();
  };

  const reach = new Set(highlight?.reachable ?? []);
  const blockedBy = new Map<string, string[]>();
  for (const b of highlight?.blocked ?? []) blockedBy.set(b.link, [...(blockedBy.get(b.link) ?? []), b.reason]);

  const wrapRect = wrapRef.current?.getBoundingClientRect();
  const tipLink = tip ? LINK_BY_KEY.get(tip.key) : undefined;
  const tipExpl = tipLink ? { ...linkWords(tipLink.link), provenance: tipLink.link.provenance } : null;

  // Belt and braces for engines without overflow: clip: undo any scroll of the board's boxes.
  const unscroll = (e: { currentTarget: HTMLElement }): void => {
    const el = e.currentTarget;
    if (el.scrollTop !== 0 || el.scrollLeft !== 0) el.scrollTo(0, 0);
  };

  const showLinkTip = (key: string): void => {
    const s = sceneRef.current;
    const lg = LINK_BY_KEY.get(key);
    const host = hostRef.current;
    if (!s || !lg || !host) return;
    s.reveal(lg.link.a);
    const p = s.toScreen(lg.mid.x, lg.mid.y);
    const r = host.getBoundingClientRect();
    setTip({ key, x: r.left + p.x, y: r.top + p.y });
  };

  return (
    <div
      ref={wrapRef}
      className={props.className}
      data-board
      data-board-mode={mode}
      // The selected unit whose move the host answered ('from:force:unit:expedition'): tests wait on it.
      data-reach-for={props.highlight === undefined && answer ? moveKey(answer.move) : undefined}
      tabIndex={0}
      aria-label={tr('board.aria')}
      onKeyDown={onKeyDown}
      onScroll={unscroll}
      // overflow: clip (not hidden) cannot be scrolled at all: focus moves into the mirror used to
      // scroll the wrapper, sliding the canvas out of view (a black board, the legend gone).
      style={{ position: 'relative', width: '100%', height: '100%', minHeight: 300, overflow: 'clip', outline: 'none', ...props.style }}
    >
      <div ref={hostRef} data-board-canvas-host onScroll={unscroll} style={{ position: 'absolute', inset: 0, overflow: 'clip' }} />
      {/* A narrow column at the right edge: at zoom-to-fit it sits beside the map, not over it (#16);
          where the map takes the whole width, a row in the room the camera keeps above it (#29.9). */}
      <div style={{ position: 'absolute', top: toolbarAbove ? 6 : 8, right: 8, display: 'flex', flexDirection: toolbarAbove ? 'row' : 'column', alignItems: 'stretch', gap: 4, width: toolbarAbove ? 'auto' : TOOLBAR_COLUMN_W }}
        role="toolbar" data-board-tools data-toolbar={toolbarAbove ? 'row' : 'column'} aria-label={tr('board.toolbar')} aria-orientation={toolbarAbove ? 'horizontal' : 'vertical'}>
        <button type="button" style={BTN} onClick={() => sceneRef.current?.zoomBy(1.25, undefined, undefined, true)} aria-label={tr('board.zoomIn')} title={tr('board.zoomIn.tip')}>+</button>
        <button type="button" style={BTN} onClick={() => sceneRef.current?.zoomBy(0.8, undefined, undefined, true)} aria-label={tr('board.zoomOut')} title={tr('board.zoomOut.tip')}>−</button>
        <button type="button" style={BTN} data-board-fit onClick={() => sceneRef.current?.fit(true)} title={tr('board.fit.tip')}>{tr('board.fit')}</button>
        <button type="button" style={BTN} aria-pressed={!piecesShown} onClick={() => { const s = sceneRef.current; if (s) { s.setPiecesVisible(!s.piecesVisible); setPiecesShown(s.piecesVisible); } }} title={tr('board.hide.tip')}>{piecesShown ? tr('board.hide') : tr('board.show')}</button>
        <button type="button" style={BTN} aria-expanded={showLegend} onClick={() => setShowLegend((v) => !v)}>{tr('board.legend')}</button>
      </div>
      {showLegend && (
        <div style={{ position: 'absolute', left: 8, bottom: 8, background: 'rgba(244,234,208,0.95)', border: '1px solid #3b2d1e', borderRadius: 6, padding: '6px 10px', fontSize: '0.75rem', color: '#2b2118', maxWidth: '24rem', pointerEvents: 'none' }}>
          <strong>{tr('board.links')}</strong>
          <LinkLegend />
        </div>
      )}
      {tip && tipExpl && wrapRect && (
        <div
          role="tooltip"
          id="board-link-tip"
          data-board-tooltip
          data-link={tip.key}
          style={{
            position: 'absolute', left: Math.min(Math.max(8, tip.x - wrapRect.left + 16), Math.max(8, wrapRect.width - 380)),
            top: Math.min(Math.max(8, tip.y - wrapRect.top + 16), Math.max(8, wrapRect.height - 220)),
            maxWidth: '22.5rem', background: '#fffaf0', color: '#2b2118', border: '2px solid #2b2118', borderRadius: 6,
            padding: '8px 10px', fontSize: '0.8125rem', lineHeight: 1.35, pointerEvents: 'none', boxShadow: '0 4px 14px rgba(0,0,0,0.35)',
          }}
        >
          <div style={{ fontWeight: 700, marginBottom: 4 }}>{tipExpl.title}</div>
          <div>{tipExpl.land}</div>
          <div>{tipExpl.naval}</div>
          {blockedBy.get(tip.key)?.map((r, i) => (
            <div key={i} data-blocked-reason style={{ marginTop: 6, color: '#a0141c', fontWeight: 600 }}>{tr('board.link.blocked', { reason: r })}</div>
          ))}
          {tipExpl.provenance !== 'confirmed' && <div style={{ marginTop: 4, fontStyle: 'italic', opacity: 0.75 }}>{tr(tipExpl.provenance === 'inferred' ? 'board.link.inferred' : 'board.link.reconstructed', { note: (getLocale() === 'en' && tipLink?.link.note) || tr('board.link.noteDefault') })}</div>}
        </div>
      )}
      <TheaterInspector view={view} wrap={wrapRef} scene={sceneRef} toolbar={toolbarAbove ? 'row' : TOOLBAR_COLUMN_W} pinned={inspected} focused={focus.theater} onClose={() => setInspected(null)} onLeave={leftDetail} />
      <nav ref={mirrorRef} aria-label={tr('board.mirror')} data-board-mirror style={SR_ONLY}>
        <h2>{tr('board.mirror.theaters')}</h2>
        <ul>
          {THEATERS.map((t) => {
            const st = view?.theaters[String(t.id)];
            return (
              <li key={t.id}>
                <button
                  type="button"
                  data-theater={t.id}
                  data-theater-type={t.type}
                  data-reachable={highlight ? (reach.has(t.id) ? 'true' : 'false') : undefined}
                  aria-current={highlight?.from === t.id ? 'true' : undefined}
                  onFocus={() => { setFocus({ theater: t.id, link: null }); sceneRef.current?.reveal(t.id); }}
                  onBlur={() => setFocus({ theater: null, link: null })}
                  onClick={() => selectTheater(t.id)}
                >
                  {describeTheater(view, t.id)}
                  {highlight && reach.has(t.id) ? ` ${reachableWords(highlight, t.id)}` : ''}
                </button>
                {st && FORCES.flatMap((f) => (['land', 'naval'] as const).filter((k) => st.units[f][k] > 0).map((k) => (
                  <button
                    key={`${f}-${k}`}
                    type="button"
                    data-unit={`${t.id}:${f}:${k}`}
                    aria-pressed={!!selectedUnit && selectedUnit.theater === t.id && selectedUnit.force === f && selectedUnit.kind === k}
                    onFocus={() => setFocus({ theater: t.id, link: null })}
                    onClick={() => selectUnit({ theater: t.id, force: f, kind: k })}
                  >
                    {tr(`board.mirror.select.${k}`, { force: forceName(f), theater: placeName(t.id), n: st.units[f][k] })}
                  </button>
                )))}
              </li>
            );
          })}
          <li>
            <button
              type="button"
              data-theater="persia"
              onFocus={() => { setFocus({ theater: 'persia', link: null }); sceneRef.current?.reveal('persia'); }}
              onBlur={() => setFocus({ theater: null, link: null })}
              onClick={() => selectTheater('persia')}
            >
              {describePersia(view)}
            </button>
          </li>
        </ul>
        <FactionMarkers view={view} />
        <h2>{tr('board.mirror.links')}</h2>
        <ul>
          {LINKS.map((l) => {
            const lg = LINK_BY_KEY.get(l.a < l.b ? `${l.a}-${l.b}` : `${l.b}-${l.a}`);
            if (!lg) return null;
            const ex = linkWords(l);
            const blocked = blockedBy.get(lg.key);
            return (
              <li key={lg.key}>
                <button
                  type="button"
                  data-link={lg.key}
                  data-link-type={l.type}
                  data-link-base={l.base}
                  data-mid-x={lg.mid.x.toFixed(1)}
                  data-mid-y={lg.mid.y.toFixed(1)}
                  data-blocked={blocked ? 'true' : undefined}
                  aria-describedby={tip?.key === lg.key ? 'board-link-tip' : undefined}
                  onFocus={() => { setFocus({ theater: null, link: lg.key }); showLinkTip(lg.key); }}
                  onBlur={() => { setFocus({ theater: null, link: null }); setTip(null); }}
                  onClick={() => showLinkTip(lg.key)}
                >
                  {`${ex.title}. ${ex.land} ${ex.naval}${blocked ? ` ${tr('board.mirror.blocked', { reasons: blocked.join('; ') })}` : ''}`}
                </button>
              </li>
            );
          })}
        </ul>
        <p>{tr('board.mirror.persiaAt', { x: PERSIA.x, y: PERSIA.y })}</p>
      </nav>
    </div>
  );
});
