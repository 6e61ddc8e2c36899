// Ending the game (#33): the final ranking with each seat's points, who won and, where points tie,
// by which tie-break (EN:412-414). The engine ranks (scoring.ts `ranking`, in the view); this only words it.
// The battles of the last turn stay in reach: each opens its moment under the ranking (table.tsx).
import type { ReactNode } from 'react';
import { battleMomentAt, battleResultsFrom, type PeriklesView, type TieBreak } from '../../../src-shared/games/perikles/client.js';
import { locationName } from './actionWords.js';
import { t, type MessageKey } from '../../i18n/index.js';
import { term } from './words.js';
import './endScreen.css';

/** The fought battles of the last turn that had any, as log indexes of their results. */
function lastBattles(view: PeriklesView): number[] {
  const all = battleResultsFrom(view.log, 0);
  const turn = all.length ? view.log[all[all.length - 1]!]!.turn : null;
  return all.filter((at) => view.log[at]!.turn === turn);
}

export function EndScreen({ view, onBattle }: { view: PeriklesView; onBattle?(at: number): void }): ReactNode {
  const ranking = view.ranking ?? [];
  const first = ranking.filter((r) => r.place === 1);
  const names = first.map((r) => term('seat', r.seat));
  // The winners' tie-break: what parted them from those with as many points (or that nothing did).
  const by: TieBreak = first[0]?.tieBreak ?? 'points';
  const tieWord = (b: TieBreak): string => (b === 'points' ? '—' : t(`perikles.end.tie.${b}` as MessageKey));
  return (
    <section className="perikles-over" data-game-over data-winners={first.map((r) => r.seat).join(' ')} data-tie-break={by}>
      <h2>{t('perikles.over')}</h2>
      <p data-winner-line>
        <strong>{names.length > 1 ? t('perikles.end.share', { seats: names.join(', ') }) : t('perikles.end.wins', { seat: names[0] ?? '' })}</strong>{' '}
        {t(`perikles.end.by.${by}` as MessageKey)}
      </p>
      <table data-ranking>
        <thead>
          <tr>
            <th>{t('perikles.end.place')}</th><th>{t('perikles.end.player')}</th><th>{t('perikles.end.total')}</th>
            <th>{t('perikles.end.cubes')}</th><th>{t('perikles.end.locations')}</th><th>{t('perikles.end.statues')}</th><th>{t('perikles.end.tie')}</th>
          </tr>
        </thead>
        <tbody>
          {ranking.map((r) => (
            <tr key={r.seat} data-score={r.seat} data-place={r.place} data-winner={r.place === 1 ? '' : undefined}>
              <td>{r.place}</td><td>{term('seat', r.seat)}</td><td>{t('perikles.word.vp', { vp: r.total })}</td>
              <td>{r.cubes}</td><td>{r.locations}</td><td>{r.statues} ({r.statueCount})</td><td>{tieWord(r.tieBreak)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {onBattle && lastBattles(view).length > 0 && (
        <p className="perikles-over-battles" data-end-battles>
          {t('perikles.end.battles')}{' '}
          {lastBattles(view).map((at) => (
            <button key={at} type="button" data-end-battle={at} onClick={() => onBattle(at)}>{locationName(battleMomentAt(view.log, at)!.tile)}</button>
          ))}
        </p>
      )}
    </section>
  );
}
