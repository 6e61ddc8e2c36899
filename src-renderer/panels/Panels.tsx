// The information panels beside the board. Public information for every Faction; secret
// information only for the viewed seat (the view itself is already redacted by the host).
import type { GameView } from '../../src-shared/engine.js';
import { BASE_OWNERS, FACTIONS, FORCES, SIDES, UNIT_KINDS, type Faction } from '../../src-shared/model/ids.js';
import { baseLimit, unitLimit } from '../../src-shared/data/components.js';
import { scenarioById } from '../../src-shared/data/scenarios/index.js';
import { forceName, issueName } from '../game/format.js';
import { t } from '../i18n/index.js';
import { CardTile } from '../decisions/pickers.js';
import { CardName } from '../cards/CardDetail.js';
import { factionName, sideName } from './names.js';

export { LogPanel, SincePanel } from './LogPanel.js';

export function HonorPanel({ view }: { view: GameView }) {
  return (
    <section className="panel panel-honor" aria-labelledby="honor-h">
      <h2 id="honor-h">{t('panel.honor')}</h2>
      <table>
        <tbody>
          {FACTIONS.map((f) => (
            <tr key={f} data-honor={f} className={view.seat === f ? 'mine' : undefined}>
              <th scope="row">{factionName(f)}</th>
              <td>{view.factions[f].honor}</td>
              <td className="muted">{t('panel.cardsOf', { n: view.factions[f].handCount })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.honorOrder.length > 0 && <p className="muted">{t('panel.honorOrder')}: {view.honorOrder.map(factionName).join(' → ')}</p>}
      {view.handicap > 0 && <p className="muted" data-handicap={view.handicap}>{t('status.handicap', { honor: view.handicap })}</p>}
    </section>
  );
}

function CardList({ ids, seat, view, label }: { ids: readonly string[]; seat: Faction; view: GameView; label: string }) {
  if (!ids.length) return <p className="empty">{t('panel.emptyHand')}</p>;
  return (
    <ul className="cards" aria-label={label}>
      {ids.map((id, i) => <li key={`${id}-${i}`}><CardTile id={id} seat={seat} view={view} /></li>)}
    </ul>
  );
}

export function HandPanel({ view }: { view: GameView }) {
  if (view.seat === 'spectator') return null;
  const seat = view.seat;
  const me = view.factions[seat];
  return (
    <section className="panel panel-hand" aria-labelledby="hand-h" data-hand={seat}>
      <h2 id="hand-h">{t('panel.hand')}</h2>
      <h3>{t('panel.handOf', { n: me.handCount })}</h3>
      <CardList ids={me.hand ?? []} seat={seat} view={view} label={t('panel.hand')} />
      <h3>{t('panel.entourageOf', { n: me.entourageCount })}</h3>
      <div data-entourage={seat}><CardList ids={me.entourage ?? []} seat={seat} view={view} label={t('panel.entourage')} /></div>
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
}

export function StrategosPanel({ view }: { view: GameView }) {
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
}

export function StatePanel({ view }: { view: GameView }) {
  const scenario = scenarioById(view.scenario);
  return (
    <section className="panel panel-state" aria-labelledby="state-h">
      <h2 id="state-h">{t('panel.state')}</h2>
      <dl>
        <dt>{t('panel.scenario')}</dt>
        <dd data-scenario={view.scenario}>{scenario?.name ?? view.scenario}</dd>
        <dt>{t('panel.turn')}</dt>
        <dd data-turn={view.turn}>{t('status.turn', { turn: view.turn, last: view.lastTurn })}</dd>
        <dt>{t('panel.warPeace')}</dt>
        <dd data-war={view.war}>{view.war === 'war' ? t('panel.war') : t('panel.peace')}</dd>
        <dt>{t('panel.plague')}</dt>
        <dd data-plague={view.plague}>{view.plague === 'pre' ? t('panel.plague.pre') : t('panel.plague.post')}</dd>
        <dt>{t('panel.alcibiades')}</dt>
        <dd data-alcibiades={view.alcibiades}>{t(view.alcibiades === 'athens' ? 'panel.alcibiades.athens' : 'panel.alcibiades.persia')}</dd>
        <dt>{t('panel.stateShip')}</dt>
        <dd data-state-ship={String(view.stateShipAvailable)}>{t(view.stateShipAvailable ? 'panel.available' : 'panel.flipped')}</dd>
        <dt>{t('panel.persianWar')}</dt>
        <dd data-persian-war={view.persianWar}>{t(view.persianWar === 'inProgress' ? 'panel.persianWar.inProgress' : 'panel.persianWar.callias')} · {t('panel.persianBases')} {view.persianBases}</dd>
        <dt>{t('panel.aristophanes')}</dt>
        <dd>{view.aristophanesDeckCount}{view.currentAristophanes && <> · <CardName id={view.currentAristophanes} /></>}</dd>
        {SIDES.map((s) => (
          <div key={s} className="dominant">
            <dt>{t('panel.dominant')} — {sideName(s)}</dt>
            <dd data-dominant={s}>{factionName(view.sides[s].dominant)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Each City-State: Strategos stock and Council, decks, Hostage, Favor, its Assembly track. */
export function SidesPanel({ view }: { view: GameView }) {
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
            {s.track.length > 0 && (
              <p className="track" data-track={side}>
                {t('panel.track')}: {[...s.track].sort((a, b) => b.pos - a.pos).map((x) => `${issueName(x.kind)} ${x.pos > 0 ? '+' : ''}${x.pos}${x.captured ? '★' : ''}`).join(' · ')}
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** Units and bases on the map per force, against the counter limits (what is left in the pool). */
export function ReservesPanel({ view }: { view: GameView }) {
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
            <tr key={`b-${o}`} data-bases={o}><th scope="row">{forceName(o)} bases</th><td colSpan={2}>{bases(o)}/{baseLimit(o)}</td></tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
