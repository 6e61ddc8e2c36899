// The start screen's record of finished games (#17.5): win rates per scenario and per Faction,
// and the latest games with who played, the bots' levels and the result. The host keeps the
// record (src-main/host/records.ts); an older host without it shows nothing.
import { useEffect, useState } from 'react';
import type { FinishedGame, PericlesApi } from '../../src-shared/protocol/api.js';
import { getLocale, t, type MessageKey } from '../i18n/index.js';
import { gameWordsOf } from '../games/words.js';
import { gameWon, percent, winRates, type Rate } from './records.js';
import './summary.css';

const RECENT = 10;

function rateText(r: Rate): string {
  return t('summary.record.rate', { won: r.won, played: r.played, percent: percent(r) });
}

function resultWords(g: FinishedGame): string {
  if (!g.result.winner) return t('summary.record.drawn');
  return t('summary.record.outcome', { outcome: gameWon(g) ? t('summary.record.won') : t('summary.record.lost'), winner: gameWordsOf(g.game).names.seat(g.result.winner) });
}

function botsWords(g: FinishedGame): string {
  // A game from before the levels names its bots by their old kinds: worded as the level they are played at.
  const levels = [...new Set(Object.values(g.bots).flatMap((k) => (k ? [gameWordsOf(g.game).botLevel(k)] : [])))];
  return levels.length ? t('summary.record.bots', { levels: levels.map((k) => t(`seatKind.${k}` as MessageKey)).join(', ') }) : t('summary.record.noBots');
}

export function GameRecord({ api }: { api: PericlesApi }) {
  const [games, setGames] = useState<FinishedGame[] | null>(null);
  useEffect(() => {
    let live = true;
    void api.listRecords?.().then((r) => { if (live && r.ok) setGames(r.value); });
    return () => { live = false; };
  }, [api]);
  if (!games) return null;
  // The rates are the default game's (records of one game until a second is played); each recent game is in its own game's words.
  const words = gameWordsOf(undefined);
  const rates = winRates(games, words.seats);
  return (
    <section className="game-record" data-game-record={games.length} aria-labelledby="game-record-h">
      <h2 id="game-record-h">{t('summary.record.title')}</h2>
      {games.length === 0 ? <p className="hint">{t('summary.record.none')}</p> : (
        <>
          <div className="record-columns">
            <div>
              <h3>{t('summary.record.byScenario')}</h3>
              <ul>{rates.byScenario.map((r) => <li key={r.key} data-record-scenario={r.key}>{t('summary.record.rateOf', { name: words.names.scenario(r.key), rate: rateText(r) })}</li>)}</ul>
            </div>
            <div>
              <h3>{t('summary.record.byFaction')}</h3>
              <ul>{rates.byFaction.map((r) => <li key={r.key} data-record-faction={r.key}>{t('summary.record.rateOf', { name: words.names.seat(r.key), rate: rateText(r) })}</li>)}</ul>
            </div>
          </div>
          <h3>{t('summary.record.recent')}</h3>
          <ul className="record-recent">
            {games.slice(-RECENT).reverse().map((g, i) => (
              <li key={i} data-record-game={g.scenario}>
                {t('summary.record.line', {
                  scenario: gameWordsOf(g.game).names.scenario(g.scenario), factions: g.humans.map(gameWordsOf(g.game).names.seat).join(', '), result: resultWords(g),
                  bots: botsWords(g), date: new Date(g.finishedAt).toLocaleDateString(getLocale()),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
