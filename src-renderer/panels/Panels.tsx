// The information panels beside the board. Public information for every Faction; secret
// information only for the viewed seat (the view itself is already redacted by the host).
import type { GameView } from '../../src-shared/engine.js';
import { FACTIONS, SIDES, type Faction } from '../../src-shared/model/ids.js';
import { cardLabel } from '../game/actions.js';
import { t } from '../i18n/index.js';
import { formatLogEntry } from './log.js';
import { factionName, sideName } from './names.js';

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
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function CardList({ ids, label }: { ids: readonly string[]; label: string }) {
  if (!ids.length) return <p className="empty">{t('panel.emptyHand')}</p>;
  return (
    <ul className="cards" aria-label={label}>
      {ids.map((id, i) => <li key={`${id}-${i}`} data-card={id}>{cardLabel(id)}</li>)}
    </ul>
  );
}

export function HandPanel({ view }: { view: GameView }) {
  if (view.seat === 'spectator') return null;
  const me = view.factions[view.seat];
  return (
    <section className="panel panel-hand" aria-labelledby="hand-h" data-hand={view.seat}>
      <h2 id="hand-h">{t('panel.hand')}</h2>
      <h3>{t('panel.handOf', { n: me.handCount })}</h3>
      <CardList ids={me.hand ?? []} label={t('panel.hand')} />
      <h3>{t('panel.entourage')}</h3>
      <div data-entourage={view.seat}><CardList ids={me.entourage ?? []} label={t('panel.entourage')} /></div>
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
  return (
    <section className="panel panel-state" aria-labelledby="state-h">
      <h2 id="state-h">{t('panel.state')}</h2>
      <dl>
        <dt>{t('panel.turn')}</dt>
        <dd data-turn={view.turn}>{t('status.turn', { turn: view.turn, last: view.lastTurn })}</dd>
        <dt>{t('panel.warPeace')}</dt>
        <dd data-war={view.war}>{view.war === 'war' ? t('panel.war') : t('panel.peace')}</dd>
        <dt>{t('panel.plague')}</dt>
        <dd data-plague={view.plague}>{view.plague === 'pre' ? t('panel.plague.pre') : t('panel.plague.post')}</dd>
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

export function LogPanel({ view }: { view: GameView }) {
  const entries = view.log;
  return (
    <section className="panel panel-log" aria-labelledby="log-h">
      <h2 id="log-h">{t('panel.log')}</h2>
      {entries.length === 0 ? (
        <p className="empty">{t('panel.logEmpty')}</p>
      ) : (
        <ol className="log" aria-live="polite" data-log-count={entries.length} reversed>
          {entries.map((e, i) => ({ e, i })).reverse().map(({ e, i }) => (
            <li key={i} data-log={e.msg} data-rule={e.rule}>{formatLogEntry(e)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
