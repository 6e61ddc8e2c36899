// Movement explorer (usable outside play): pick a start theater, a force and unit kind, and an
// Expedition Theater on any position, and see where the unit can end its move (9.32) and why it
// would stop — the same answer the engine gives during a muster. The page asks (`reachOf`: the
// host, or the board's dev page its own rules) and draws the answer (#32 D).
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { THEATERS, FORCES, type Force, type UnitKind, type GameView } from '../../../../src-shared/games/pericles/client.js';
import { Board } from './Board.js';
import { highlightOfReach } from './highlight.js';
import { moveKey, type MoveQuery, type Reach } from '../query.js';
import { forceName, placeName, theaterLabel } from '../names.js';
import { reasonsText } from '../decisions/whyNot.js';
import { t, useLocale } from '../../../i18n/index.js';

export interface MovementExplorerProps {
  view: GameView | null;
  /** The rules' answer for one unit's move on `view`'s position (null: none can be given). */
  reachOf(move: MoveQuery): Promise<Reach | null>;
  initial?: Partial<MoveQuery>;
  style?: CSSProperties;
}

const name = (id: number): string => placeName(id);

export function MovementExplorer({ view, reachOf, initial, style }: MovementExplorerProps): ReactNode {
  const [q, setQ] = useState<MoveQuery>({
    from: initial?.from ?? 7, force: initial?.force ?? 'athens', unit: initial?.unit ?? 'land', expedition: initial?.expedition ?? 0,
  });
  const [pick, setPick] = useState<'from' | 'expedition'>('from');
  // The answer comes later: until it does the board and the lists keep the last one (no flicker),
  // and an answer to a question no longer asked is dropped.
  const [answer, setAnswer] = useState<{ q: MoveQuery; reach: Reach } | null>(null);
  useEffect(() => {
    if (!view) {
      setAnswer(null);
      return;
    }
    let asked = true;
    void reachOf(q).then((reach) => { if (asked) setAnswer(reach ? { q, reach } : null); });
    return () => { asked = false; };
  }, [view, q, reachOf]);
  const reach = answer?.reach ?? null;
  const locale = useLocale();
  // locale: the refused links' reasons are worded in the page's language.
  const highlight = useMemo(() => (answer ? highlightOfReach(answer.reach, answer.q.from) : null), [answer, locale]);

  const label: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, font: '12px system-ui, sans-serif' };
  // Selects shrink to their grid column (a long theater name would push the panel wider than its 320 px).
  const select: CSSProperties = { width: '100%', minWidth: 0 };
  return (
    <div data-movement-explorer style={{ display: 'flex', width: '100%', height: '100%', ...style }}>
      <div style={{ flex: 1, minWidth: 0, position: 'relative' }}>
        <Board
          view={view}
          mode="explore"
          highlight={highlight}
          selectedUnit={{ theater: q.from, force: q.force, kind: q.unit }}
          onTheaterSelect={(id) => {
            if (id === 'persia') return;
            if (pick === 'from') setQ((c) => ({ ...c, from: id }));
            else setQ((c) => ({ ...c, expedition: id }));
          }}
          onUnitSelect={(theater, force, kind) => setQ((c) => ({ ...c, from: theater, force, unit: kind }))}
        />
      </div>
      <aside aria-label={t('explore.aside')} data-explore-for={answer ? moveKey(answer.q) : undefined} style={{ width: 320, overflow: 'auto', padding: 10, background: '#f4ead0', color: '#2b2118', borderLeft: '2px solid #3b2d1e', font: '13px/1.4 system-ui, sans-serif' }}>
        <h2 style={{ margin: '0 0 6px', fontSize: 16 }}>{t('explore.title')}</h2>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6 }}>
          <label style={label}>{t('explore.from')}
            <select style={select} data-explore="from" value={q.from} onChange={(e) => setQ({ ...q, from: Number(e.target.value) })}>
              {THEATERS.map((t) => <option key={t.id} value={t.id}>{theaterLabel(t.id)}</option>)}
            </select>
          </label>
          <label style={label}>{t('explore.expedition')}
            <select style={select} data-explore="expedition" value={q.expedition} onChange={(e) => setQ({ ...q, expedition: Number(e.target.value) })}>
              <option value={0}>{t('explore.none')}</option>
              {THEATERS.map((t) => <option key={t.id} value={t.id}>{theaterLabel(t.id)}</option>)}
            </select>
          </label>
          <label style={label}>{t('explore.force')}
            <select style={select} data-explore="force" value={q.force} onChange={(e) => setQ({ ...q, force: e.target.value as Force })}>
              {FORCES.map((f) => <option key={f} value={f}>{forceName(f)}</option>)}
            </select>
          </label>
          <label style={label}>{t('explore.kind')}
            <select style={select} data-explore="kind" value={q.unit} onChange={(e) => setQ({ ...q, unit: e.target.value as UnitKind })}>
              <option value="land">{t('explore.kind.land')}</option>
              <option value="naval">{t('explore.kind.naval')}</option>
            </select>
          </label>
        </div>
        <fieldset style={{ margin: '8px 0', border: '1px solid #b9a77c' }}>
          <legend>{t('explore.clickSets')}</legend>
          <label><input type="radio" name="pick" checked={pick === 'from'} onChange={() => setPick('from')} /> {t('explore.pick.from')}</label>{' '}
          <label><input type="radio" name="pick" checked={pick === 'expedition'} onChange={() => setPick('expedition')} /> {t('explore.pick.expedition')}</label>
        </fieldset>
        {!view && <p>{t('explore.noPosition')}</p>}
        {answer && reach && (
          <>
            <h3 style={{ fontSize: 14, margin: '8px 0 4px' }}>{t('explore.ends', { n: reach.ends.length })}</h3>
            <ul data-explore-ends style={{ paddingLeft: 18, margin: 0 }}>
              {reach.ends.map((e) => (
                <li key={e.theater} data-explore-end={e.theater}>
                  <strong>{e.theater} {name(e.theater)}</strong> — {e.path.map(name).join(' → ')}. <em>{t(`engine.move.stop.${e.stop}`, { theater: name(e.theater) })}</em>
                </li>
              ))}
              {reach.ends.length === 0 && <li>{t(answer.q.from === answer.q.expedition ? 'explore.nowhereHere' : 'explore.nowhere')}</li>}
            </ul>
            <h3 style={{ fontSize: 14, margin: '8px 0 4px' }}>{t('explore.blocked', { n: reach.blocked.length })}</h3>
            <ul data-explore-blocked style={{ paddingLeft: 18, margin: 0 }}>
              {reach.blocked.map((b, i) => (
                <li key={`${b.link}-${b.from}-${i}`} data-blocked-link={b.link}>
                  {name(b.from)} → {name(b.to)}: {reasonsText(b.why)}
                </li>
              ))}
            </ul>
          </>
        )}
      </aside>
    </div>
  );
}
