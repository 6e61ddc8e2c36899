// The first screen: a new game (scenario, who plays each Faction, an advanced seed), or continue/load.
import { useEffect, useId, useState } from 'react';
import type { PericlesApi, SaveInfo, ScenarioInfo, NewGameRequest } from '../../src-shared/protocol/api.js';
import { FACTIONS, type Faction } from '../../src-shared/model/ids.js';
import type { SeatKind } from '../../src-shared/model/state.js';
import { scenarioById } from '../../src-shared/data/scenarios/index.js';
import { MAX_HANDICAP, SUGGESTED_HANDICAP } from '../../src-shared/engine/handicap.js';
import { t, type MessageKey } from '../i18n/index.js';
import { factionName } from '../panels/names.js';

export const SEAT_KIND_CHOICES: readonly SeatKind[] = ['human', 'bot:rule', 'bot:random', 'bot:search'];

export interface StartProps {
  api: PericlesApi;
  onError(message: string): void;
  /** Called after the host started or loaded a game (its views then arrive through onView). */
  onStarted(): void;
  /** Open the saves browser (thumbnails, rename, duplicate, delete, replay). */
  onBrowseSaves?(): void;
  /** Open the movement explorer (how units move along the links, outside play). */
  onExplore?(): void;
}

export function defaultSeats(): Record<Faction, SeatKind> {
  return { aristocrats: 'human', demagogues: 'bot:rule', eurypontids: 'bot:rule', agiads: 'bot:rule' };
}

export function StartScreen({ api, onError, onStarted, onBrowseSaves, onExplore }: StartProps) {
  const [scenarios, setScenarios] = useState<ScenarioInfo[]>([]);
  const [scenario, setScenario] = useState('');
  const [seats, setSeats] = useState<Record<Faction, SeatKind>>(defaultSeats);
  // Empty: the host picks the seed and keeps it (4.1: whoever knows it can rebuild every hand).
  const [seed, setSeed] = useState('');
  const [handicap, setHandicap] = useState(0);
  const [busy, setBusy] = useState(false);
  const [saves, setSaves] = useState<SaveInfo[] | null>(null);
  const ids = useId();

  useEffect(() => {
    let live = true;
    void api.listScenarios().then((r) => {
      if (!live) return;
      if (!r.ok) return onError(r.message);
      setScenarios(r.value);
      setScenario((cur) => cur || (r.value[0]?.id ?? ''));
    });
    return () => { live = false; };
  }, [api, onError]);

  const details = scenarioById(scenario);
  const info = scenarios.find((s) => s.id === scenario);
  const anyHuman = FACTIONS.some((f) => seats[f] === 'human');
  const anyBot = FACTIONS.some((f) => seats[f] !== 'human');
  const handicapValid = Number.isInteger(handicap) && handicap >= 0 && handicap <= MAX_HANDICAP;

  async function begin(): Promise<void> {
    setBusy(true);
    const req: NewGameRequest = { scenario, seats };
    if (anyBot && handicap > 0) req.handicap = handicap;
    const trimmed = seed.trim();
    if (trimmed) req.seed = trimmed;
    const r = await api.newGame(req);
    setBusy(false);
    if (!r.ok) onError(r.message);
    else onStarted();
  }

  async function continueLatest(): Promise<void> {
    setBusy(true);
    const r = await api.continueLatest();
    setBusy(false);
    if (!r.ok) onError(r.message);
    else if (r.value) onStarted();
    else onError(t('start.laterHint'));
  }

  async function showSaves(): Promise<void> {
    const r = await api.listSaves();
    if (!r.ok) onError(r.message);
    else setSaves(r.value);
  }

  async function load(name: string): Promise<void> {
    setBusy(true);
    const r = await api.load(name);
    setBusy(false);
    if (!r.ok) onError(r.message);
    else onStarted();
  }

  return (
    <main className="start-screen" data-screen="start">
      <header>
        <h1>{t('start.heading')}</h1>
        <p className="subtitle">{t('start.subtitle')}</p>
      </header>
      <form
        className="new-game"
        aria-labelledby={`${ids}-h`}
        onSubmit={(e) => { e.preventDefault(); void begin(); }}
      >
        <h2 id={`${ids}-h`}>{t('start.newGame')}</h2>
        <label htmlFor={`${ids}-scenario`}>{t('start.scenario')}</label>
        <select id={`${ids}-scenario`} data-field="scenario" value={scenario} onChange={(e) => setScenario(e.target.value)}>
          {scenarios.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </select>
        {info && <p className="scenario-intro">{info.intro}</p>}
        {details && (
          <p className="scenario-meta">
            {t('start.turns', { first: details.firstTurn, last: details.lastTurn })} — {t('start.victory')}: {details.victory}
          </p>
        )}
        <fieldset>
          <legend>{t('start.seats')}</legend>
          {FACTIONS.map((f) => (
            <div className="seat-row" key={f}>
              <label htmlFor={`${ids}-seat-${f}`}>{factionName(f)}</label>
              <select
                id={`${ids}-seat-${f}`}
                data-seat-kind={f}
                value={seats[f]}
                onChange={(e) => setSeats({ ...seats, [f]: e.target.value as SeatKind })}
              >
                {SEAT_KIND_CHOICES.map((k) => <option key={k} value={k}>{t(`seatKind.${k}` as MessageKey)}</option>)}
              </select>
            </div>
          ))}
          {!anyHuman && <p className="hint">{t('start.needHuman')}</p>}
          <div className="seat-row handicap-row">
            <label htmlFor={`${ids}-handicap`}>{t('start.handicap')}</label>
            <span className="handicap-controls">
            <input
              id={`${ids}-handicap`}
              data-field="handicap"
              type="number"
              min={0}
              max={MAX_HANDICAP}
              step={1}
              value={Number.isNaN(handicap) ? '' : handicap}
              disabled={!anyBot}
              aria-describedby={`${ids}-handicap-hint`}
              aria-invalid={!handicapValid}
              onChange={(e) => setHandicap(e.target.value === '' ? 0 : Number(e.target.value))}
            />
            <button type="button" disabled={!anyBot} onClick={() => setHandicap(SUGGESTED_HANDICAP)}>
              {t('start.handicapSuggested', { honor: SUGGESTED_HANDICAP })}
            </button>
            </span>
          </div>
          <p className="hint" id={`${ids}-handicap-hint`}>{t('start.handicapHint')}</p>
        </fieldset>
        <details className="advanced" data-advanced>
          <summary>{t('start.advanced')}</summary>
          <label htmlFor={`${ids}-seed`}>{t('start.seed')}</label>
          <div className="seed-row">
            <input
              id={`${ids}-seed`}
              data-field="seed"
              value={seed}
              placeholder={t('start.seedRandom')}
              spellCheck={false}
              aria-describedby={`${ids}-seed-hint`}
              onChange={(e) => setSeed(e.target.value)}
            />
          </div>
          <p className="hint" id={`${ids}-seed-hint`}>{t('start.seedHint')}</p>
        </details>
        <button type="submit" className="primary" data-start-game disabled={busy || !scenario || !handicapValid}>{t('start.begin')}</button>
      </form>
      <section className="resume" aria-label={t('start.continue')}>
        <button type="button" onClick={() => void continueLatest()} disabled={busy}>{t('start.continue')}</button>
        <button type="button" onClick={() => void showSaves()} disabled={busy}>{t('start.load')}</button>
        {onBrowseSaves && <button type="button" onClick={onBrowseSaves} disabled={busy} data-open-saves>{t('start.savesBrowser')}</button>}
        {onExplore && <button type="button" onClick={onExplore} data-open-explorer>{t('start.explorer')}</button>}
        {saves && (
          <ul className="saves">
            {saves.length === 0 && <li>{t('start.laterHint')}</li>}
            {saves.map((s) => (
              <li key={s.name}>
                <button type="button" disabled={!s.ok || busy} onClick={() => void load(s.name)} data-save={s.name}>
                  {s.title ?? s.name}{s.turn !== undefined ? ` — ${t('start.saveTurn', { turn: s.turn })}` : ''}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
