// Pericles' part of the start screen (#32: the shell knows a game through its UI module): the
// first-game invitation, a scenario card's facts, its introduction and victory, and the new-game
// form's seats (who plays each Faction, at which level), starting Honor and the bots' handicap.
// Moved here unchanged from screens/StartScreen.tsx; the start screen keeps its frame.
import { useState } from 'react';
import type { NewGameRequest } from '../../../src-shared/games/pericles/client.js';
import { FACTIONS, type Faction, SEAT_KINDS, type SeatKind, SCENARIOS, scenarioById, type ScenarioSetup, MAX_HANDICAP, SUGGESTED_HANDICAP, handicappedFactions, startingHonor } from '../../../src-shared/games/pericles/client.js';
import { t, type MessageKey } from '../../i18n/index.js';
import { factionName, scenarioBalance, scenarioIntro, scenarioName, scenarioVictory } from './names.js';
import type { NewGameFields, NewGameFieldsOptions } from '../contract.js';

/** The level a new game's bots get unless the player chooses another: the rule bot, steady and fair. */
export const DEFAULT_BOT: SeatKind = 'bot:normal';

/** Who may play a seat (#30): a human, or a bot at one of the levels the host offers (bots/levels.ts) this page knows. */
export function seatKindChoices(levels: readonly string[]): readonly SeatKind[] {
  const known: readonly string[] = SEAT_KINDS;
  return ['human', ...levels.map((l) => `bot:${l}`).filter((k): k is SeatKind => known.includes(k))];
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

/** The training vignette a newcomer is led to (its scenario data marks it), or null. */
export const FIRST_GAME: string | null = SCENARIOS.find((s) => s.forPlayers?.firstGame)?.id ?? null;

/** "Your first game": the suggested vignette, its length and difficulty, and the seat to take. */
export function FirstGame({ busy, onStart }: { busy: boolean; onStart(request: NewGameRequest): void }) {
  const setup = FIRST_GAME ? scenarioById(FIRST_GAME) : undefined;
  if (!setup?.forPlayers) return null;
  return (
    <div className="first-game" data-first-game={setup.id}>
      <h2>{t('start.firstGame.heading')}</h2>
      <p className="first-game-name">
        <strong>{scenarioName(setup.id)}</strong> — {scenarioLength(setup)},{' '}
        {t(`start.difficulty.${setup.forPlayers.difficulty}` as MessageKey).toLowerCase()}
      </p>
      <p>{t('start.firstGame.body', { faction: factionName(setup.forPlayers.soloSeat) })}</p>
      <button
        type="button" className="primary" data-start-first disabled={busy}
        onClick={() => onStart({ scenario: setup.id, seats: suggestedSeats(setup) })}
      >
        {t('start.firstGame.play')}
      </button>
    </div>
  );
}

/** A scenario card's facts: its length, its difficulty and the seat a solo player should take. */
export function ScenarioFacts({ scenario }: { scenario: string }) {
  const fp = scenarioById(scenario)?.forPlayers;
  if (!fp) return null;
  return (
    <span className="scenario-facts">
      <span data-fact="length">{scenarioLength(scenarioById(scenario)!)}</span>
      <span data-fact="difficulty" className={`difficulty difficulty-${fp.difficulty}`}>
        {t(`start.difficulty.${fp.difficulty}` as MessageKey)}
      </span>
      <span data-fact="solo">{t('start.soloSeat', { faction: factionName(fp.soloSeat) })}</span>
    </span>
  );
}

/** The chosen scenario's introduction (folded to its first lines) and how to win it. */
export function ScenarioAbout({ scenario, idPrefix }: { scenario: string; idPrefix: string }) {
  const [introOpen, setIntroOpen] = useState(false);
  const details = scenarioById(scenario);
  if (!details) return null;
  const balance = scenarioBalance(details.id);
  return (
    <>
      {details.forPlayers && (
        <div className={`scenario-intro${introOpen ? ' open' : ''}`}>
          <p id={`${idPrefix}-intro`}>{scenarioIntro(details.id)}</p>
          <button type="button" className="link-button" aria-expanded={introOpen} aria-controls={`${idPrefix}-intro`} onClick={() => setIntroOpen((o) => !o)}>
            {introOpen ? t('start.introLess') : t('start.introMore')}
          </button>
        </div>
      )}
      <details className="scenario-victory">
        <summary>{t('start.howToWin')}</summary>
        <p>{scenarioVictory(details.id)}</p>
        {balance && (
          <p data-scenario-balance={details.id}>
            <strong>{t('scenario.balanceHead')}:</strong> {balance.adjustment}{balance.measured && ` ${balance.measured}`}
          </p>
        )}
      </details>
    </>
  );
}

/**
 * The form's seats: who plays each Faction (the scenario's suggestion until the player chooses),
 * the levels' guide, each Faction's starting Honor and the bots' handicap (#29).
 */
export function useNewGameFields(scenario: string, ids: string, { levels, offerDevSetups }: NewGameFieldsOptions): NewGameFields {
  // null: the seats the scenario suggests; set once the player chooses a seat themselves.
  const [customSeats, setCustomSeats] = useState<Record<Faction, SeatKind> | null>(null);
  // Another scenario chosen: its suggestion again (set while rendering, not in an effect, so the
  // old scenario's seats are never shown with the new one).
  const [seatsOf, setSeatsOf] = useState(scenario);
  if (seatsOf !== scenario) {
    setSeatsOf(scenario);
    setCustomSeats(null);
  }
  const [handicap, setHandicap] = useState(0);
  const details = scenarioById(scenario);
  const seats = (seatsOf === scenario ? customSeats : null) ?? suggestedSeats(details);
  const anyHuman = FACTIONS.some((f) => seats[f] === 'human');
  const anyBot = FACTIONS.some((f) => seats[f] !== 'human');
  // #29: the handicap goes to the bots of a Side no human plays (engine/handicap.ts decides who).
  const helped = handicappedFactions(seats);
  const handicapValid = Number.isInteger(handicap) && handicap >= 0 && handicap <= MAX_HANDICAP;
  const honorAtStart = details ? startingHonor(details, seats, handicapValid && helped.length ? handicap : 0) : null;
  const choices = seatKindChoices(levels);

  const fields = (
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
            {levels.map((l) => (
              <li key={l} data-level-desc={l}><strong>{t(`level.name.${l}` as MessageKey)}</strong>: {t(`level.desc.${l}` as MessageKey)}</li>
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
            {choices.map((k) => <option key={k} value={k}>{t(`seatKind.${k}` as MessageKey)}</option>)}
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
  );
  return { fields, choice: { seats, ...(helped.length && handicap > 0 ? { handicap } : {}) }, valid: handicapValid };
}
