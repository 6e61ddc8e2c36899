// What is in a theater, on demand (#16 "Inspect anything"): its units and bases per force (3.1),
// Treachery (9.8), the issue markers queued there, top first (8.31), the Will of the Assembly
// (5.12) and who controls it (3.2). Hovering a theater on the board shows it; clicking pins it;
// keyboard focus on the board's theater list shows it too.
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { THEATERS, BASE_OWNERS, FORCES, theaterStatusOf, type GameView } from '../../../../src-shared/games/pericles/client.js';
import { t } from '../../../i18n/index.js';
import { factionName, forceName, idWord, issueName, sideName, theaterLabel } from '../names.js';
import { PERSIA_BOX, THEATER_RX, THEATER_RY, theaterPos } from './layout.js';
import '../cards/cards.css';

type Place = number | 'persia';

function Queue({ view, place }: { view: GameView; place: string }) {
  const q = [...(view.queues[place] ?? [])].reverse();
  if (!q.length) return <p>{t('inspect.theater.noQueue')}</p>;
  return (
    <ol data-theater-queue={q.length}>
      {q.map((m, i) => (
        <li key={i}>
          {m.known
            ? t('inspect.theater.markerKnown', { kind: issueName(m.known.kind), owner: factionName(m.known.owner) })
            : t('inspect.theater.marker', { side: t(`inspect.adj.${m.side}`) })}
        </li>
      ))}
    </ol>
  );
}

/** The contents of one theater (or Persia) in words. */
export function TheaterDetail({ view, id }: { view: GameView; id: Place }): ReactNode {
  if (id === 'persia') {
    return (
      <>
        <h3>{t('inspect.persia.title')}</h3>
        <p>{t('inspect.persia.bases', { n: view.persianBases })}</p>
        {view.alcibiades === 'persia' && <p>{t('inspect.persia.alcibiades')}</p>}
        <p>{t(view.persiaOpen ? 'inspect.persia.open' : 'inspect.persia.closed')}</p>
        <h4>{t('inspect.theater.queue')}</h4>
        <Queue view={view} place="persia" />
      </>
    );
  }
  const th = THEATERS[id - 1];
  const st = view.theaters[String(id)];
  if (!th) return null;
  const kind = [
    t(`inspect.theater.type.${th.type}`),
    th.home ? t('inspect.theater.home', { side: sideName(th.home) }) : '',
    th.granary ? t('inspect.theater.granary') : '',
  ].filter(Boolean).join(', ');
  const head = <><h3>{theaterLabel(th.id)}</h3><p className="theater-detail-kind">{kind}</p></>;
  if (th.onlyDuringPersianWar && view.persianWar !== 'inProgress') return <>{head}<p>{t('inspect.theater.outOfPlay')}</p></>;
  if (!st) return head;
  const control = theaterStatusOf(view, id); // 3.2: who controls it, or contested, or neutral
  const units = FORCES.filter((f) => st.units[f].land + st.units[f].naval > 0);
  const bases = BASE_OWNERS.filter((o) => st.bases[o] > 0);
  const treachery = (['athens', 'sparta'] as const).filter((s) => st.treachery[s] > 0);
  const wills = (['athens', 'sparta'] as const).filter((s) => view.sides[s].will?.theater === id);
  return (
    <>
      {head}
      <p className="theater-detail-control" data-theater-control={control}>{t(`inspect.theater.control.${control}`)}</p>
      <h4>{t('inspect.theater.units')}</h4>
      {units.length ? (
        <table data-theater-units>
          <tbody>
            {units.map((f) => (
              <tr key={f} data-force={f}>
                <th scope="row">{forceName(f)}</th>
                <td>{[
                  st.units[f].land ? t('inspect.theater.landCount', { n: st.units[f].land }) : '',
                  st.units[f].naval ? t('inspect.theater.navalCount', { n: st.units[f].naval }) : '',
                ].filter(Boolean).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : <p>{t('inspect.theater.noUnits')}</p>}
      <h4>{t('inspect.theater.bases')}</h4>
      <p data-theater-bases>{bases.length ? bases.map((o) => `${forceName(o)} ${st.bases[o]}`).join(', ') : t('inspect.theater.noBases')}</p>
      <h4>{t('inspect.theater.treachery')}</h4>
      <p>{treachery.length ? treachery.map((s) => t('inspect.theater.treacheryOf', { side: sideName(s), n: st.treachery[s] })).join(', ') : t('inspect.theater.noTreachery')}</p>
      <h4>{t('inspect.theater.queue')}</h4>
      <Queue view={view} place={String(id)} />
      {wills.map((s) => (
        <p key={s}>{t('inspect.theater.will', { side: sideName(s), require: idWord('require', view.sides[s].will!.require) })}</p>
      ))}
    </>
  );
}

interface SceneLike { toScreen(x: number, y: number): { x: number; y: number } }

/** The theater (or Persia) under a point of the board, in canvas pixels. */
export function placeAt(scene: SceneLike, x: number, y: number): Place | null {
  const o = scene.toScreen(0, 0);
  const s = scene.toScreen(1, 0).x - o.x;
  if (!(s > 0)) return null;
  const bx = (x - o.x) / s;
  const by = (y - o.y) / s;
  for (const th of THEATERS) {
    const p = theaterPos(th.id);
    const dx = (bx - p.x) / THEATER_RX;
    const dy = (by - p.y) / THEATER_RY;
    if (dx * dx + dy * dy <= 1) return th.id;
  }
  const b = PERSIA_BOX;
  return bx >= b.x && bx <= b.x + b.w && by >= b.y && by <= b.y + b.h ? 'persia' : null;
}

/**
 * The board's theater detail: the hovered theater while the pointer rests on one, else the one
 * focused in the board's list, else the one clicked (pinned until closed: Board closes it on a new
 * decision, Escape or a click elsewhere). It sits in the board's corner away from the theater, so
 * it never covers what it describes.
 */
export function TheaterInspector({ view, wrap, scene, toolbar = 'row', pinned, focused, onClose, onLeave }: {
  view: GameView | null;
  wrap: RefObject<HTMLElement | null>;
  scene: RefObject<SceneLike | null>;
  /** The board's toolbar at the right edge: a row at the top, or a column of this width (#29.9: never covered). */
  toolbar?: 'row' | number;
  pinned: Place | null;
  focused: Place | null;
  onClose(): void;
  /** The pointer or the focus left the detail. */
  onLeave?(): void;
}): ReactNode {
  const [hovered, setHovered] = useState<Place | null>(null);
  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const onMove = (e: PointerEvent): void => {
      const s = scene.current;
      if (!s || e.buttons !== 0) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('[data-theater-detail], [role="toolbar"]')) return;
      const r = el.getBoundingClientRect();
      const at = placeAt(s, e.clientX - r.left, e.clientY - r.top);
      setHovered((cur) => (cur === at ? cur : at));
    };
    const onLeave = (): void => setHovered(null);
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerleave', onLeave);
    return () => { el.removeEventListener('pointermove', onMove); el.removeEventListener('pointerleave', onLeave); };
  }, [wrap, scene]);

  const id = hovered ?? focused ?? pinned;
  if (!view || id === null) return null;
  const isPinned = id === pinned && hovered === null && focused === null;
  // Left half of the board → the detail goes right, and the other way round.
  let right = false;
  const s = scene.current;
  const el = wrap.current;
  if (s && el) {
    const p = id === 'persia' ? { x: PERSIA_BOX.x, y: PERSIA_BOX.y } : theaterPos(id);
    right = s.toScreen(p.x, p.y).x < el.clientWidth / 2;
  }
  return (
    <div
      className="theater-detail-panel theater-detail"
      data-theater-detail={String(id)}
      data-pinned={isPinned ? 'true' : undefined}
      role={isPinned ? 'dialog' : undefined}
      aria-label={id === 'persia' ? t('inspect.persia.title') : theaterLabel(id)}
      style={right ? (toolbar === 'row' ? { left: 'auto', right: 8, top: 48 } : { left: 'auto', right: toolbar + 16, top: 8 }) : undefined}
      onPointerLeave={onLeave}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onLeave?.(); }}
    >
      {isPinned && <button type="button" className="inspect-close" onClick={onClose} aria-label={t('inspect.close')}>×</button>}
      <TheaterDetail view={view} id={id} />
    </div>
  );
}
