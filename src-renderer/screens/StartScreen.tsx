// The first screen. A newcomer is led to a first game (a training vignette, with the seat it
// suggests); every scenario offered to players has a card with its length, difficulty and the
// seat a solo player should take; the form sets who plays each Faction, a bots' handicap and
// (advanced) a seed. Continue, load, the saves browser and the movement explorer are at the top.
import { useEffect, useId, useState } from 'react';
import type { PericlesApi, SaveInfo, ScenarioInfo, NewGameRequest } from '../../src-shared/protocol/api.js';
import { FACTIONS, type Faction } from '../../src-shared/model/ids.js';
import type { SeatKind } from '../../src-shared/model/state.js';
import { PLAYER_LEVELS } from '../../src-shared/bots/levels.js';
import { scenarioById } from '../../src-shared/data/scenarios/index.js';
import type { ScenarioSetup } from '../../src-shared/data/scenarios/types.js';
import { MAX_HANDICAP, SUGGESTED_HANDICAP, handicappedFactions, startingHonor } from '../../src-shared/engine/handicap.js';
import { t, type MessageKey } from '../i18n/index.js';
import { factionName, scenarioBalance, scenarioIntro, scenarioName, scenarioVictory } from '../names.js';
import { saveListLine } from '../saves/labels.js';
import { GameRecord } from '../summary/GameRecord.js';
import { LearnSection } from '../learn/LearnSection.js';
import { RulesPage } from '../rulebook/RulesPage.js';
import { LanguagePicker } from '../i18n/LanguagePicker.js';
import { DisplayPicker } from '../display/DisplayPicker.js';

/** Who may play a seat (#30): a human, or a bot at one of the players' levels (bots/levels.ts). */
export const SEAT_KIND_CHOICES: readonly SeatKind[] = ['human', ...PLAYER_LEVELS.map((l) => `bot:${l}` as const)];
/** The level a new game's bots get unless the player chooses another: the rule bot, steady and fair. */
export const DEFAULT_BOT: SeatKind = 'bot:normal';

export interface StartProps {
  api: PericlesApi;
  onError(message: string): void;
  /** Called after the host started or loaded a game (its views then arrive through onView). */
  onStarted(): void;
  /** Open the saves browser (thumbnails, rename, duplicate, delete, replay). */
  onBrowseSaves?(): void;
  /** Open the movement explorer (how units move along the links, outside play). */
  onExplore?(): void;
  /** Also offer the setups players are not offered (the development setup): tests only. */
  offerDevSetups?: boolean;
  /** The host started a lesson (#17.1 Learn to play). */
  onLessonStarted?(id: string): void;
}

export function defaultSeats(): Record<Faction, SeatKind> {
  return { aristocrats: 'human', demagogues: DEFAULT_BOT, eurypontids: DEFAULT_BOT, agiads: DEFAULT_BOT };
}

/** The seats a scenario suggests: a solo player on its suggested Faction, Normal bots on the rest. */
export function suggestedSeats(setup: ScenarioSetup | undefined): Record<Faction, SeatKind> {
  const solo = setup?.forPlayers?.soloSeat;
  if (!solo) return defaultSeats();
  const seats = {} as Record<Faction, SeatKind>;
  for (const f of FACTIONS) seats[f] = f === solo ? 'human' : DEFAULT_BOT;
  return seats;
}

/** How long a scenario is, in words: whole turns, or the political or theater half of one. */
export function scenarioLength(setup: ScenarioSetup): string {
  const phases = setup.rules.phases;
  if (!phases.includes('theaterPlacement')) return t('start.length.political');
  if (!phases.includes('assembly')) return t('start.length.theater');
  const turns = setup.lastTurn - setup.firstTurn + 1;
  return turns === 1 ? t('start.length.oneTurn') : t('start.length.turns', { n: turns });
}

export function StartScreen({ api, onError, onStarted, onBrowseSaves, onExplore, offerDevSetups = false, onLessonStarted }: StartProps) {
  const [scenarios, setScenarios] = useState<ScenarioInfo[]>([]);
  const [scenario, setScenario] = useState('');
  // null: the seats the scenario suggests; set once the player chooses a seat themselves.
  const [customSeats, setCustomSeats] = useState<Record<Faction, SeatKind> | null>(null);
  // Empty: the host picks the seed and keeps it (4.1: whoever knows it can rebuild every hand).
  const [seed, setSeed] = useState('');
  const [handicap, setHandicap] = useState(0);
  const [busy, setBusy] = useState(false);
  const [saves, setSaves] = useState<SaveInfo[] | null>(null);
  const [showSaveList, setShowSaveList] = useState(false);
  const [introOpen, setIntroOpen] = useState(false);
  const ids = useId();

  useEffect(() => {
    let live = true;
    void api.listScenarios().then((r) => {
      if (!live) return;
      if (!r.ok) return onError(r.message);
      setScenarios(r.value);
      const offered = r.value.filter((s) => scenarioById(s.id)?.forPlayers);
      const first = offered.find((s) => scenarioById(s.id)?.forPlayers?.firstGame) ?? offered[0] ?? r.value[0];
      setScenario((cur) => cur || (first?.id ?? ''));
    });
    // Continue needs something to continue: the saves tell.
    void api.listSaves().then((r) => { if (live) setSaves(r.ok ? r.value : []); });
    return () => { live = false; };
  }, [api, onError]);

  const forPlayers = scenarios.filter((s) => scenarioById(s.id)?.forPlayers);
  const devOnly = offerDevSetups ? scenarios.filter((s) => !scenarioById(s.id)?.forPlayers) : [];
  const firstGame = forPlayers.find((s) => scenarioById(s.id)?.forPlayers?.firstGame);
  const firstSetup = firstGame ? scenarioById(firstGame.id) : undefined;
  const details = scenarioById(scenario);
  const balance = details ? scenarioBalance(details.id) : null;
  const info = scenarios.find((s) => s.id === scenario);
  const suggested = suggestedSeats(details);
  const seats = customSeats ?? suggested;
  const anyHuman = FACTIONS.some((f) => seats[f] === 'human');
  const anyBot = FACTIONS.some((f) => seats[f] !== 'human');
  // #29: the handicap goes to the bots of a Side no human plays (engine/handicap.ts decides who).
  const helped = handicappedFactions(seats);
  const handicapValid = Number.isInteger(handicap) && handicap >= 0 && handicap <= MAX_HANDICAP;
  const honorAtStart = details ? startingHonor(details, seats, handicapValid && helped.length ? handicap : 0) : null;
  const canContinue = !!saves?.some((s) => s.ok);

  async function start(req: NewGameRequest): Promise<void> {
    setBusy(true);
    const r = await api.newGame(req);
    setBusy(false);
    if (!r.ok) onError(r.message);
    else onStarted();
  }

  function begin(): Promise<void> {
    const req: NewGameRequest = { scenario, seats };
    if (helped.length && handicap > 0) req.handicap = handicap;
    const trimmed = seed.trim();
    if (trimmed) req.seed = trimmed;
    return start(req);
  }

  async function continueLatest(): Promise<void> {
    setBusy(true);
    const r = await api.continueLatest();
    setBusy(false);
    if (!r.ok) onError(r.message);
    else if (r.value) onStarted();
    else onError(t('start.laterHint'));
  }

  async function load(name: string): Promise<void> {
    setBusy(true);
    const r = await api.load(name);
    setBusy(false);
    if (!r.ok) onError(r.message);
    else onStarted();
  }

  const [rulebook, setRulebook] = useState(false); // #17.6: the players' rulebook, from the start too
  const option = (s: ScenarioInfo) => <option key={s.id} value={s.id}>{scenarioName(s.id)}</option>;

  return (
    <main className="start-screen" data-screen="start">
      <header className="start-header">
        <div>
          <h1>{t('start.heading')}</h1>
          <p className="subtitle">{t('start.subtitle')}</p>
          <div className="start-pickers"><LanguagePicker /> <DisplayPicker /></div>
        </div>
        <section className="resume" aria-label={t('start.resume')}>
          <button type="button" onClick={() => void continueLatest()} disabled={busy || !canContinue} data-continue
            title={canContinue ? undefined : t('start.laterHint')}>
            {t('start.continue')}
          </button>
          <button type="button" onClick={() => setShowSaveList((v) => !v)} disabled={busy || !canContinue} aria-expanded={showSaveList}>
            {t('start.load')}
          </button>
          {onBrowseSaves && <button type="button" onClick={onBrowseSaves} disabled={busy} data-open-saves>{t('start.savesBrowser')}</button>}
          {onExplore && <button type="button" onClick={onExplore} data-open-explorer>{t('start.explorer')}</button>}
          <button type="button" onClick={() => setRulebook((v) => !v)} aria-expanded={rulebook} title={t('rules.book.openHint')} data-open-rulebook>{t('rules.book.open')}</button>
          {saves !== null && !canContinue && <p className="hint">{t('start.laterHint')}</p>}
          {showSaveList && saves && (
            <ul className="saves">
              {saves.map((s) => (
                <li key={s.name}>
                  <button type="button" disabled={!s.ok || busy} onClick={() => void load(s.name)} data-save={s.name}>
                    {saveListLine(s)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </header>

      <div className="start-columns">
        <section className="scenario-choice" aria-labelledby={`${ids}-cards`}>
          {firstGame && firstSetup?.forPlayers && (
            <div className="first-game" data-first-game={firstGame.id}>
              <h2>{t('start.firstGame.heading')}</h2>
              <p className="first-game-name">
                <strong>{scenarioName(firstGame.id)}</strong> — {scenarioLength(firstSetup)},{' '}
                {t(`start.difficulty.${firstSetup.forPlayers.difficulty}` as MessageKey).toLowerCase()}
              </p>
              <p>{t('start.firstGame.body', { faction: factionName(firstSetup.forPlayers.soloSeat) })}</p>
              <button
                type="button" className="primary" data-start-first disabled={busy}
                onClick={() => void start({ scenario: firstGame.id, seats: suggestedSeats(firstSetup) })}
              >
                {t('start.firstGame.play')}
              </button>
            </div>
          )}
          {onLessonStarted && <LearnSection api={api} onError={onError} onStarted={onLessonStarted} />}
          <h2 id={`${ids}-cards`}>{t('start.scenarios')}</h2>
          <div className="scenario-cards" role="radiogroup" aria-labelledby={`${ids}-cards`}>
            {forPlayers.map((s) => {
              const setup = scenarioById(s.id)!;
              const fp = setup.forPlayers!;
              return (
                <label key={s.id} className={`scenario-card${s.id === scenario ? ' selected' : ''}`} data-scenario-card={s.id}>
                  <input
                    type="radio" name={`${ids}-scenario-card`} value={s.id} checked={s.id === scenario}
                    onChange={() => { setScenario(s.id); setCustomSeats(null); setIntroOpen(false); }}
                  />
                  <span className={`scenario-name${fp.firstGame ? ' with-badge' : ''}`}>{scenarioName(s.id)}</span>
                  <span className="scenario-facts">
                    <span data-fact="length">{scenarioLength(setup)}</span>
                    <span data-fact="difficulty" className={`difficulty difficulty-${fp.difficulty}`}>
                      {t(`start.difficulty.${fp.difficulty}` as MessageKey)}
                    </span>
                    <span data-fact="solo">{t('start.soloSeat', { faction: factionName(fp.soloSeat) })}</span>
                  </span>
                  {fp.firstGame && <span className="scenario-badge">{t('start.firstGame.badge')}</span>}
                </label>
              );
            })}
          </div>
        </section>

        <form
          className="new-game"
          aria-labelledby={`${ids}-h`}
          onSubmit={(e) => { e.preventDefault(); void begin(); }}
        >
          <h2 id={`${ids}-h`}>{t('start.newGame')}</h2>
          <label htmlFor={`${ids}-scenario`}>{t('start.scenario')}</label>
          <select
            id={`${ids}-scenario`} data-field="scenario" value={scenario}
            onChange={(e) => { setScenario(e.target.value); setCustomSeats(null); setIntroOpen(false); }}
          >
            {forPlayers.map(option)}
            {devOnly.length > 0 && <optgroup label={t('start.devSetups')}>{devOnly.map(option)}</optgroup>}
          </select>
          {info && details?.forPlayers && (
            <div className={`scenario-intro${introOpen ? ' open' : ''}`}>
              <p id={`${ids}-intro`}>{scenarioIntro(info.id)}</p>
              <button type="button" className="link-button" aria-expanded={introOpen} aria-controls={`${ids}-intro`} onClick={() => setIntroOpen((o) => !o)}>
                {introOpen ? t('start.introLess') : t('start.introMore')}
              </button>
            </div>
          )}
          {details && (
            <details className="scenario-victory">
              <summary>{t('start.howToWin')}</summary>
              <p>{scenarioVictory(details.id)}</p>
              {balance && (
                <p data-scenario-balance={details.id}>
                  <strong>{t('scenario.balanceHead')}:</strong> {balance.adjustment}{balance.measured && ` ${balance.measured}`}
                </p>
              )}
            </details>
          )}
          <fieldset>
            <legend>{t('start.seats')}</legend>
            {honorAtStart && (
              <span className="seat-head" aria-hidden="true">{t('start.startingHonorHead')}</span>
            )}
            {/* How each bot level plays (#30): on the fieldset's top line, opened over the form, so
                the seats, the handicap and Start stay in sight at 1280×720. */}
            <details className="level-guide" data-level-guide>
              <summary>{t('level.guideOpen')}</summary>
              <div className="level-guide-body">
                <p>{t('level.guide')}</p>
                <ul>
                  {PLAYER_LEVELS.map((l) => (
                    <li key={l} data-level-desc={l}><strong>{t(`level.name.${l}`)}</strong>: {t(`level.desc.${l}`)}</li>
                  ))}
                </ul>
              </div>
            </details>
            {FACTIONS.map((f) => (
              <div className="seat-row" key={f}>
                <label htmlFor={`${ids}-seat-${f}`}>{factionName(f)}</label>
                <select
                  id={`${ids}-seat-${f}`}
                  data-seat-kind={f}
                  value={seats[f]}
                  onChange={(e) => setCustomSeats({ ...seats, [f]: e.target.value as SeatKind })}
                >
                  {SEAT_KIND_CHOICES.map((k) => <option key={k} value={k}>{t(`seatKind.${k}` as MessageKey)}</option>)}
                  {/* The random bot is for tests and simulations: offered only with the development setup. */}
                  {offerDevSetups && <optgroup label={t('start.devSetups')}><option value="bot:random">{t('seatKind.bot:random')}</option></optgroup>}
                </select>
                {honorAtStart && details && (
                  <span
                    className="seat-honor" data-starting-honor={f} data-honor={honorAtStart[f]} title={t('start.startingHonorHint')}
                    role="note" aria-label={t('start.startingHonorOf', { faction: factionName(f), honor: honorAtStart[f] })}
                    data-handicapped={honorAtStart[f] !== details.honor[f] ? '' : undefined}
                  >
                    {honorAtStart[f] === details.honor[f]
                      ? t('start.startingHonor', { honor: honorAtStart[f] })
                      : t('start.startingHonorHandicap', { honor: honorAtStart[f], handicap: honorAtStart[f] - details.honor[f] })}
                  </span>
                )}
              </div>
            ))}
            {details?.forPlayers && (
              <p className="hint seats-suggested">
                {t('start.seatsSuggested', { faction: factionName(details.forPlayers.soloSeat) })}
                {customSeats && (
                  <button type="button" className="link-button" onClick={() => setCustomSeats(null)} data-suggested-seats>
                    {t('start.seatsUseSuggested')}
                  </button>
                )}
              </p>
            )}
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
                  disabled={!helped.length}
                  aria-describedby={`${ids}-handicap-hint`}
                  aria-invalid={!handicapValid}
                  onChange={(e) => setHandicap(e.target.value === '' ? 0 : Number(e.target.value))}
                />
                <button type="button" disabled={!helped.length} onClick={() => setHandicap(SUGGESTED_HANDICAP)}>
                  {t('start.handicapSuggested', { honor: SUGGESTED_HANDICAP })}
                </button>
              </span>
            </div>
            <p className="hint" id={`${ids}-handicap-hint`} data-handicap-hint={anyBot && !helped.length ? 'nobody' : 'rival-bots'}>
              {anyBot && !helped.length ? t('start.handicapNobody') : t('start.handicapHint')}
            </p>
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
      </div>
      <GameRecord api={api} />
      {rulebook && <RulesPage at={null} placement="start" onClose={() => setRulebook(false)} />}
    </main>
  );
}
