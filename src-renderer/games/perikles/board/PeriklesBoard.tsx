// The Perikles board (#33): a PixiJS canvas (scene.ts) drawn from one seat's view, with an accessible
// DOM mirror laid exactly over it. Each city, Location box and Influence box is a button in the
// mirror that reads what the canvas shows (words.ts); where the seat's legal actions name that
// place and exactly one does, the place is marked on the canvas and a click (or Enter) sends it.
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { PeriklesView } from '../../../../src-shared/games/perikles/client.js';
import { CITY_IDS, type CityId, type Seat } from '../../../../src-shared/games/perikles/client.js';
import { useLocale } from '../../../i18n/index.js';
// PixiJS loads with the first board drawn, not with the module (saves lists and tests need none).
import type { PeriklesScene, Marks } from './scene.js';
import { CITY_RECT, PERSIA_RECT, WORLD, boxRect, candidateSpace, cellRect, templeCube, type Rect } from './layout.js';
import { boardTargets, onlyAction, pieceKey } from './targets.js';
import { describeBox, describeCity, describeLocation, describePersia, describePiece, tb } from './words.js';

export interface PeriklesBoardProps {
  view: PeriklesView;
  seat: string;
  legal: readonly unknown[];
  onAct?(action: unknown): void;
}

const SR_TEXT: CSSProperties = {
  position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
};
const PLACE: CSSProperties = {
  position: 'absolute', padding: 0, margin: 0, border: 0, background: 'transparent', borderRadius: 10, color: 'transparent',
};

interface Fit { s: number; x: number; y: number }

/** The pieces of a city a click may name: each family's temple cubes (drawn in seat order), then the candidates α and β. */
function cityPieces(view: PeriklesView, city: CityId): { space: string; seat: string; r: Rect }[] {
  const c = view.cities[city];
  const temple = view.seats.filter((s) => c.cubes[s] > 0).map((seat, i) => {
    const at = templeCube(city, i);
    return { space: 'temple', seat, r: { x: at.x - 16, y: at.y - 20, w: 56, h: 40 } };
  });
  const candidates = c.candidates.flatMap((seat, i) => {
    if (!seat) return [];
    const at = candidateSpace(city, i);
    return [{ space: i === 0 ? 'alpha' : 'beta', seat, r: { x: at.x - 22, y: at.y - 22, w: 44, h: 44 } }];
  });
  return [...temple, ...candidates];
}

function placeStyle(r: Rect, fit: Fit, clickable: boolean): CSSProperties {
  return { ...PLACE, left: r.x * fit.s, top: r.y * fit.s, width: r.w * fit.s, height: r.h * fit.s, cursor: clickable ? 'pointer' : 'default' };
}

export const PeriklesBoard = memo(function PeriklesBoard(props: PeriklesBoardProps): ReactNode {
  const { view, legal, onAct } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<PeriklesScene | null>(null);
  const [ready, setReady] = useState(false);
  const [fit, setFit] = useState<Fit>({ s: 0, x: 0, y: 0 });
  const locale = useLocale();

  const targets = useMemo(() => boardTargets(legal), [legal]);
  const marks = useMemo<Marks>(() => ({
    cities: new Set(CITY_IDS.filter((c) => onlyAction(targets.city[c]) !== null)),
    slots: new Set(view.slots.map((_, i) => i).filter((i) => onlyAction(targets.slot[i]) !== null)),
    boxes: new Set(view.display.map((_, i) => i).filter((i) => onlyAction(targets.box[i]) !== null)),
  }), [targets, view]);

  // The scene: made once, destroyed with the board.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let alive = true;
    let scene: PeriklesScene | null = null;
    const measure = (): void => {
      if (scene) {
        scene.resize();
        setFit(scene.fit());
      }
    };
    const obs = new ResizeObserver(measure);
    void import('./scene.js').then(({ PeriklesScene: Scene }) => Scene.create(host)).then((s) => {
      if (!alive) { s.destroy(); return; }
      scene = s;
      sceneRef.current = s;
      (host as HTMLElement & { __periklesScene?: PeriklesScene }).__periklesScene = s;
      // The saves browser's picture of the board (saves/thumbnail.ts) is taken from the scene found here, as Pericles' is.
      (host as HTMLElement & { __boardScene?: PeriklesScene }).__boardScene = s;
      obs.observe(host);
      measure();
      setReady(true);
    });
    return () => {
      alive = false;
      obs.disconnect();
      sceneRef.current = null;
      delete (host as HTMLElement & { __boardScene?: PeriklesScene }).__boardScene;
      scene?.destroy();
    };
  }, []);

  // Drawn again only when what it shows changes: the view, the marks, the language.
  useLayoutEffect(() => {
    if (ready) sceneRef.current?.setView(view, marks);
  }, [ready, view, marks, locale]);

  const act = (actions: readonly unknown[] | undefined): void => {
    const a = onlyAction(actions);
    if (a !== null) onAct?.(a);
  };
  const place = (key: string, data: Record<string, string>, r: Rect, words: string, actions: readonly unknown[] | undefined): ReactNode => {
    const clickable = onlyAction(actions) !== null;
    return (
      <button
        key={key}
        type="button"
        {...data}
        data-clickable={clickable ? 'true' : undefined}
        aria-disabled={clickable ? undefined : 'true'}
        className="perikles-board-place"
        style={placeStyle(r, fit, clickable)}
        onClick={() => act(actions)}
      >
        <span style={SR_TEXT}>{clickable ? `${words} ${tb('perikles.board.mirror.clickable')}` : words}</span>
      </button>
    );
  };

  return (
    <div data-perikles-board data-board-ready={ready ? 'true' : 'false'} data-view-turn={view.turn} data-view-phase={view.phase} data-view-log={view.log.length} role="region" aria-label={tb('perikles.board.label')}
      style={{ position: 'relative', width: '100%', height: '100%', minHeight: 200, overflow: 'hidden', background: '#2e241a' }}>
      <div ref={hostRef} data-board-canvas-host style={{ position: 'absolute', inset: 0 }} />
      <style>{'.perikles-board-place:focus-visible { outline: 3px solid #ffc22e; outline-offset: 2px; }'}</style>
      <div data-board-mirror style={{ position: 'absolute', left: fit.x, top: fit.y, width: WORLD.w * fit.s, height: WORLD.h * fit.s }}>
        {CITY_IDS.map((c: CityId) => place(`city-${c}`, { 'data-city': c }, CITY_RECT[c], describeCity(view, c), targets.city[c]))}
        {/* Over the cities: a piece that one action names (a cube to remove, to propose, to move) is a click of its own. */}
        {CITY_IDS.flatMap((c: CityId) => cityPieces(view, c).map(({ space, seat, r }) => {
          const key = pieceKey(c, space, seat);
          const actions = targets.piece[key];
          return onlyAction(actions) === null ? null : place(`piece-${key}`, { 'data-piece': key }, r, describePiece(c, space, seat as Seat), actions);
        }))}
        {view.slots.map((s, i) => place(`loc-${s.tile}`, { 'data-location': s.tile }, cellRect(i), describeLocation(view, i), targets.slot[i]))}
        {view.display.map((_, i) => place(`box-${i}`, { 'data-influence-box': String(i) }, boxRect(i), describeBox(view, i), targets.box[i]))}
        <div data-persia style={{ ...placeStyle(PERSIA_RECT, fit, false), pointerEvents: 'none' }}><span style={SR_TEXT}>{describePersia(view)}</span></div>
      </div>
    </div>
  );
});
