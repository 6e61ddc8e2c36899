// The information panels beside the board. Public information for every Faction; secret
// information only for the viewed seat (the view itself is already redacted by the host).
import type { ReactNode } from 'react';
import { BASE_OWNERS, FACTIONS, FACTIONS_OF, FORCES, SIDES, UNIT_KINDS, type Faction, debatedTilesOf, type TrackIssue, baseLimit, unitLimit } from '../../../../src-shared/games/pericles/client.js';
import { factionName, forceName, issueName, scenarioName, sideName, turnWords } from '../names.js';
import { formatList, t } from '../../../i18n/index.js';
import { CardTile } from '../decisions/pickers.js';
import { CardName } from '../cards/CardDetail.js';
import { forcesWord } from '../cards/text.js';
import { FactionMark } from '../display/FactionMark.js';
import { viewPanel } from '../game/viewPanel.js';
import './panels.css';

export { LogPanel, SincePanel } from './LogPanel.js';

/**
 * The rows of a track: tiles a player cannot tell apart — the same issue in the same box, from the
 * same origin, neither debated now — are one row with their count (#29: two rows reading
 * "Military · box 0 (nobody's)" looked like one tile shown twice). Box 0 holds up to five Boulé
 * picks (5.32 C, D), so two of a kind there is common.
 */
function trackRows(tiles: readonly TrackIssue[], debated: string | null | undefined): { tile: TrackIssue; n: number }[] {
  const rows: { tile: TrackIssue; n: number }[] = [];
  for (const x of tiles) {
    const same = x.id === debated ? undefined : rows.find(({ tile: r }) => r.id !== debated && r.kind === x.kind && r.pos === x.pos && r.captured === x.captured && r.source === x.source);
    if (same) same.n += 1;
    else rows.push({ tile: x, n: 1 });
  }
  return rows;
}

/**
 * The Assembly tracks in words (3.12, 5.32, 6.13): each issue tile's box, counted from box 0 toward
 * the Faction whose half it is on, the issue debated now, and the Assembly Favor (7.2).
 */
export const AssemblyPanel = viewPanel(['sides', 'flowData'], function AssemblyPanel({ view }) {
  const debated = debatedTilesOf(view);
  return (
    <section className="panel panel-assembly" aria-labelledby="assembly-h" data-assembly-panel>
      <h2 id="assembly-h">{t('assembly.title')}</h2>
      {SIDES.map((side) => {
        const s = view.sides[side];
        const [first, second] = FACTIONS_OF[side];
        // 6.13's position model: positive boxes are the first Faction's half, negative the second's.
        const where = (pos: number, captured: boolean): string => {
          const owner = pos > 0 ? first : second;
          if (captured) return t('assembly.captured', { faction: factionName(owner) });
          return pos === 0 ? t('assembly.box0') : t('assembly.boxOf', { faction: factionName(owner), n: Math.abs(pos) });
        };
        const tiles = trackRows([...s.track].sort((a, b) => b.pos - a.pos), debated[side]);
        return (
          <div key={side} className="track-block" data-track={side}>
            <h3>{sideName(side)}</h3>
            {tiles.length === 0 ? <p className="empty">{t('assembly.empty')}</p> : (
              <ul className="track-list">
                {tiles.map(({ tile: x, n }) => (
                  <li key={x.id} data-track-issue={x.kind} data-track-pos={x.pos} data-track-count={n} data-track-source={x.source} className={debated[side] === x.id ? 'debated' : undefined}>
                    <span className="track-issue">{n > 1 ? t('assembly.sameTiles', { issue: issueName(x.kind), n }) : issueName(x.kind)}</span>
                    <span className="track-where">
                      {where(x.pos, x.captured)}
                      {/* An extra on top of the seven Boulé picks (5.3) says where it came from. */}
                      {x.source !== 'boule' && <span className="track-source">{t(`assembly.source.${x.source}`)}</span>}
                      {/* #16: under the box, not past the column's edge (συζητείται τώρα). */}
                      {debated[side] === x.id && <span className="track-now">{t('assembly.debatedNow')}</span>}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <p className="muted" data-favor={s.favor}>{t('assembly.favor', { who: s.favor === 0 ? t('assembly.favorNone') : factionName(s.favor > 0 ? first : second) })}</p>
          </div>
        );
      })}
    </section>
  );
});

export const HonorPanel = viewPanel(['seat', 'factions', 'honorOrder', 'handicap', 'handicapped'], function HonorPanel({ view }) {
  return (
    <section className="panel panel-honor" aria-labelledby="honor-h">
      <h2 id="honor-h">{t('panel.honor')}</h2>
      <table>
        <tbody>
          {FACTIONS.map((f) => (
            <tr key={f} data-honor={f} className={view.seat === f ? 'mine' : undefined}>
              <th scope="row"><FactionMark faction={f} />{factionName(f)}</th>
              <td>{view.factions[f].honor}</td>
              <td className="muted">{t('panel.cardsOf', { n: view.factions[f].handCount })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.honorOrder.length > 0 && <p className="muted">{t('panel.honorOrder')}: {view.honorOrder.map(factionName).join(' → ')}</p>}
      {view.handicap > 0 && (
        <p className="muted" data-handicap={view.handicap} data-handicapped={view.handicapped.join(' ')}>
          {t('status.handicap', { honor: view.handicap, factions: formatList(view.handicapped.map(factionName)) })}
        </p>
      )}
    </section>
  );
});

function CardList({ ids, seat, label }: { ids: readonly string[]; seat: Faction; label: string }) {
  if (!ids.length) return <p className="empty">{t('panel.emptyHand')}</p>;
  return (
    <ul className="cards" aria-label={label}>
      {ids.map((id, i) => <li key={`${id}-${i}`}><CardTile id={id} seat={seat} /></li>)}
    </ul>
  );
}

export const HandPanel = viewPanel(['seat', 'factions'], function HandPanel({ view }) {
  if (view.seat === 'spectator') return null;
  const seat = view.seat;
  const me = view.factions[seat];
  return (
    <section className="panel panel-hand" aria-labelledby="hand-h" data-hand={seat}>
      <h2 id="hand-h">{t('panel.hand')}</h2>
      <h3>{t('panel.handOf', { n: me.handCount })}</h3>
      <CardList ids={me.hand ?? []} seat={seat} label={t('panel.hand')} />
      <h3>{t('panel.entourageOf', { n: me.entourageCount })}</h3>
      <div data-entourage={seat}><CardList ids={me.entourage ?? []} seat={seat} label={t('panel.entourage')} /></div>
      {(me.markers?.length ?? 0) > 0 && (
        <>
          <h3>{t('panel.markers')}</h3>
          <ul className="markers" data-markers={seat}>
            {me.markers!.map((m) => <li key={m.id}>{issueName(m.kind)} — {factionName(m.owner)}</li>)}
          </ul>
        </>
      )}
    </section>
  );
});

export const StrategosPanel = viewPanel(['factions'], function StrategosPanel({ view }) {
  return (
    <section className="panel panel-strategos" aria-labelledby="strat-h">
      <h2 id="strat-h">{t('panel.strategos')}</h2>
      <table>
        <tbody>
          {FACTIONS.map((f: Faction) => {
            const s = view.factions[f].strategos;
            return (
              <tr key={f} data-strategos={f}>
                <th scope="row">{factionName(f)}</th>
                <td>{s === null ? <span className="hidden-value">{t('panel.hidden')}</span> : s}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
});

export const StatePanel = viewPanel(['scenario', 'turn', 'lastTurn', 'war', 'plague', 'alcibiades', 'stateShipAvailable', 'persianWar', 'persianBases', 'aristophanesDeckCount', 'currentAristophanes', 'sides'], function StatePanel({ view }) {
  // #16: one term per row, its value under it (panels.css), so no language's longer terms wrap
  // into a narrow column beside their values.
  const row = (term: ReactNode, value: ReactNode, key?: string) => (
    <div className="state-row" key={key}><dt>{term}</dt>{value}</div>
  );
  return (
    <section className="panel panel-state" aria-labelledby="state-h">
      <h2 id="state-h">{t('panel.state')}</h2>
      <dl className="state-list">
        {row(t('panel.scenario'), <dd data-scenario={view.scenario}>{scenarioName(view.scenario)}</dd>)}
        {row(t('panel.turn'), <dd data-turn={view.turn}>{turnWords(view)}</dd>)}
        {row(t('panel.warPeace'), <dd data-war={view.war}>{view.war === 'war' ? t('panel.war') : t('panel.peace')}</dd>)}
        {row(t('panel.plague'), <dd data-plague={view.plague}>{view.plague === 'pre' ? t('panel.plague.pre') : t('panel.plague.post')}</dd>)}
        {row(t('panel.alcibiades'), <dd data-alcibiades={view.alcibiades}>{t(view.alcibiades === 'athens' ? 'panel.alcibiades.athens' : 'panel.alcibiades.persia')}</dd>)}
        {row(t('panel.stateShip'), <dd data-state-ship={String(view.stateShipAvailable)}>{t(view.stateShipAvailable ? 'panel.available' : 'panel.flipped')}</dd>)}
        {row(t('panel.persianWar'), <dd data-persian-war={view.persianWar}>{t(view.persianWar === 'inProgress' ? 'panel.persianWar.inProgress' : 'panel.persianWar.callias')} · {t('panel.persianBases')} {view.persianBases}</dd>)}
        {row(t('panel.aristophanes'), <dd>{view.aristophanesDeckCount}{view.currentAristophanes && <> · <CardName id={view.currentAristophanes} /></>}</dd>)}
        {SIDES.map((s) => row(<>{t('panel.dominant')} — {sideName(s)}</>, <dd data-dominant={s}>{factionName(view.sides[s].dominant)}</dd>, s))}
      </dl>
    </section>
  );
});

/** Each City-State: Strategos stock and Council, decks, Hostage, Favor (its track: AssemblyPanel). */
export const SidesPanel = viewPanel(['sides'], function SidesPanel({ view }) {
  return (
    <section className="panel panel-sides" aria-labelledby="sides-h">
      <h2 id="sides-h">{t('panel.sides')}</h2>
      {SIDES.map((side) => {
        const s = view.sides[side];
        return (
          <div key={side} className="side-block" data-side={side}>
            <h3>{sideName(side)}</h3>
            <dl className="compact">
              <dt>{t('panel.stock')}</dt><dd data-stock={side}>{s.stock}</dd>
              <dt>{t('panel.council')}</dt><dd>{s.council}</dd>
              <dt>{t('panel.deck')}</dt><dd data-deck={side}>{s.politicalDeckCount}</dd>
              <dt>{t('panel.battleDeck')}</dt><dd data-battle-deck={side}>{s.battleDeckCount}</dd>
              <dt>{t('panel.discard')}</dt><dd>{s.discard.length}</dd>
              <dt>{t('panel.hostage')}</dt><dd data-hostage={side}>{s.hostage ? t('yes') : t('no')}</dd>
              <dt>{t('panel.favor')}</dt><dd>{s.favor}</dd>
            </dl>
          </div>
        );
      })}
    </section>
  );
});

/** Units and bases on the map per force, against the counter limits (what is left in the pool). */
export const ReservesPanel = viewPanel(['theaters'], function ReservesPanel({ view }) {
  const onMap = (force: (typeof FORCES)[number], kind: (typeof UNIT_KINDS)[number]): number =>
    Object.values(view.theaters).reduce((n, th) => n + (th.units[force]?.[kind] ?? 0), 0);
  const bases = (owner: (typeof BASE_OWNERS)[number]): number => Object.values(view.theaters).reduce((n, th) => n + (th.bases[owner] ?? 0), 0);
  return (
    <section className="panel panel-reserves" aria-labelledby="res-h">
      <h2 id="res-h">{t('panel.reserves')}</h2>
      <table>
        <thead><tr><th /><th>{t('unit.land')}</th><th>{t('unit.naval')}</th></tr></thead>
        <tbody>
          {FORCES.map((f) => (
            <tr key={f} data-reserve={f}>
              <th scope="row">{forceName(f)}</th>
              {UNIT_KINDS.map((k) => <td key={k}>{onMap(f, k)}/{unitLimit(f, k)}</td>)}
            </tr>
          ))}
          {BASE_OWNERS.map((o) => (
            <tr key={`b-${o}`} data-bases={o}><th scope="row">{t('table.reserve.bases', { force: forcesWord(o) })}</th><td colSpan={2}>{bases(o)}/{baseLimit(o)}</td></tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});
