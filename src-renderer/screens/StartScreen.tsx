// The first screen. A newcomer is led to a first game (a training vignette, with the seat it
// suggests); every scenario offered to players has a card with its length, difficulty and the
// seat a solo player should take; the form sets who plays each Faction, a bots' handicap and
// (advanced) a seed. Continue, load, the saves browser and the movement explorer are at the top.
// This is the frame (#32): the games and their scenarios come from the host ('listGames'), grouped
// under their game once there are two; each game's cards, facts and form fields come from its
// renderer module (games/contract.ts).
import { useEffect, useId, useRef, useState } from 'react';
import type { GameListing, PericlesApi, SaveInfo, NewGameRequest, ScenarioListing } from '../../src-shared/protocol/api.js';
import { DEFAULT_GAME_ID } from '../../src-shared/games/catalog.js';
import { t } from '../i18n/index.js';
import { gameUiById, type GameUiModule } from '../games/index.js';
import type { NewGameChoice } from '../games/contract.js';
import { saveListLine } from '../saves/labels.js';
import { GameRecord } from '../summary/GameRecord.js';
import { LearnSection } from '../learn/LearnSection.js';
import { RulesPage } from '../rulebook/RulesPage.js';
import { LanguagePicker } from '../i18n/LanguagePicker.js';
import { DisplayPicker } from '../display/DisplayPicker.js';

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

/** A game the host plays that this page can show: the host's listing and the game's renderer module. */
interface ShownGame { listing: GameListing; ui: GameUiModule; levels: readonly string[] }

/** A scenario as the form's field holds it: its id alone for the default game (as before #32), else `game:id`. */
function scenarioKey(game: string, scenario: string): string {
  return game === DEFAULT_GAME_ID ? scenario : `${game}:${scenario}`;
}

export function StartScreen({ api, onError, onStarted, onBrowseSaves, onExplore, offerDevSetups = false, onLessonStarted }: StartProps) {
  const [games, setGames] = useState<ShownGame[]>([]);
  const [picked, setPicked] = useState<{ game: string; scenario: string } | null>(null);
  // Empty: the host picks the seed and keeps it (4.1: whoever knows it can rebuild every hand).
  const [seed, setSeed] = useState('');
  const [busy, setBusy] = useState(false);
  const [saves, setSaves] = useState<SaveInfo[] | null>(null);
  const [showSaveList, setShowSaveList] = useState(false);
  const ids = useId();

  useEffect(() => {
    let live = true;
    void api.listGames?.().then((r) => {
      if (!live) return;
      if (!r.ok) return onError(r.message);
      const shown = r.value.flatMap((listing) => {
        const ui = gameUiById(listing.id);
        return ui ? [{ listing, ui, levels: listing.levels }] : []; // a game this page cannot show is not offered
      });
      setGames(shown);
      // The first game's suggested vignette, else its first scenario offered, else its first.
      const first = shown[0];
      if (!first) return;
      const offered = first.listing.scenarios.filter((s) => s.offered);
      const suggested = offered.find((s) => s.id === first.ui.firstGame) ?? offered[0] ?? first.listing.scenarios[0];
      if (suggested) setPicked((cur) => cur ?? { game: first.listing.id, scenario: suggested.id });
    });
    // Continue needs something to continue: the saves tell.
    void api.listSaves().then((r) => { if (live) setSaves(r.ok ? r.value : []); });
    return () => { live = false; };
  }, [api, onError]);

  const grouped = games.length > 1; // one game: no picker of games, the scenarios as they always were
  const chosen = games.find((g) => g.listing.id === picked?.game) ?? games[0];
  const scenario = picked && chosen?.listing.id === picked.game ? picked.scenario : '';
  const pickedKey = chosen && scenario ? scenarioKey(chosen.listing.id, scenario) : '';
  const canContinue = !!saves?.some((s) => s.ok);
  /** What the new game's fields (the game's own, below) add to the request. */
  const fields = useRef<NewGameChoice | null>(null);
  // Until the host's list comes, the form shows the default game's fields (as it always did).
  const formGame = chosen?.ui ?? gameUiById(DEFAULT_GAME_ID);

  function pick(key: string): void {
    for (const g of games) {
      const s = g.listing.scenarios.find((x) => scenarioKey(g.listing.id, x.id) === key);
      if (s) return setPicked({ game: g.listing.id, scenario: s.id });
    }
  }

  async function start(req: NewGameRequest): Promise<void> {
    setBusy(true);
    const r = await api.newGame(req);
    setBusy(false);
    if (!r.ok) onError(r.message);
    else onStarted();
  }

  function begin(): Promise<void> {
    const req: NewGameRequest = { scenario, ...fields.current };
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
  const option = (g: ShownGame, s: ScenarioListing) => {
    const key = scenarioKey(g.listing.id, s.id);
    return <option key={key} value={key}>{g.ui.names.scenario(s.id)}</option>;
  };
  const offeredOf = (g: ShownGame) => g.listing.scenarios.filter((s) => s.offered);
  const devOnly = offerDevSetups ? games.flatMap((g) => g.listing.scenarios.filter((s) => !s.offered).map((s) => ({ g, s }))) : [];
  const cards = (g: ShownGame) => offeredOf(g).map((s) => {
    const key = scenarioKey(g.listing.id, s.id);
    const first = s.id === g.ui.firstGame;
    return (
      <label key={key} className={`scenario-card${key === pickedKey ? ' selected' : ''}`} data-scenario-card={s.id}>
        <input
          type="radio" name={`${ids}-scenario-card`} value={key} checked={key === pickedKey}
          onChange={() => pick(key)}
        />
        <span className={`scenario-name${first ? ' with-badge' : ''}`}>{g.ui.names.scenario(s.id)}</span>
        <g.ui.ScenarioFacts scenario={s.id} />
        {first && <span className="scenario-badge">{t('start.firstGame.badge')}</span>}
      </label>
    );
  });

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
          {games.map((g) => <g.ui.FirstGame key={g.listing.id} busy={busy} onStart={(req) => void start(req)} />)}
          {onLessonStarted && <LearnSection games={games.map((g) => g.ui)} api={api} onError={onError} onStarted={onLessonStarted} />}
          <h2 id={`${ids}-cards`}>{t('start.scenarios')}</h2>
          <div className="scenario-cards" role="radiogroup" aria-labelledby={`${ids}-cards`}>
            {grouped ? games.map((g) => (
              <div key={g.listing.id} className="scenario-game" role="group" aria-label={g.ui.names.game()} data-scenario-game={g.listing.id}>
                <h3>{g.ui.names.game()}</h3>
                {cards(g)}
              </div>
            )) : games.flatMap(cards)}
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
            id={`${ids}-scenario`} data-field="scenario" value={pickedKey}
            onChange={(e) => pick(e.target.value)}
          >
            {grouped
              ? games.map((g) => <optgroup key={g.listing.id} label={g.ui.names.game()}>{offeredOf(g).map((s) => option(g, s))}</optgroup>)
              : games.flatMap((g) => offeredOf(g).map((s) => option(g, s)))}
            {devOnly.length > 0 && <optgroup label={t('start.devSetups')}>{devOnly.map(({ g, s }) => option(g, s))}</optgroup>}
          </select>
          {chosen && scenario && <chosen.ui.ScenarioAbout key={pickedKey} scenario={scenario} idPrefix={ids} />}
          {/* The game's own fields (its hook), kept apart per game: another game is another form. */}
          {formGame && (
            <GameFields
              key={formGame.id} game={formGame} levels={chosen?.levels ?? []} scenario={scenario} ids={ids} offerDevSetups={offerDevSetups}
              seed={seed} onSeed={setSeed} busy={busy} fields={fields}
            />
          )}
        </form>
      </div>
      <GameRecord api={api} />
      {rulebook && <RulesPage at={null} placement="start" onClose={() => setRulebook(false)} />}
    </main>
  );
}

/** The form's seats and options (the game's module), the seed and Start. */
function GameFields({ game, levels, scenario, ids, offerDevSetups, seed, onSeed, busy, fields }: {
  game: GameUiModule; levels: readonly string[]; scenario: string; ids: string; offerDevSetups: boolean;
  seed: string; onSeed(seed: string): void; busy: boolean;
  /** Where the form's submit finds what the fields add to the request. */
  fields: { current: NewGameChoice | null };
}) {
  const own = game.useNewGameFields(scenario, ids, { levels, offerDevSetups });
  fields.current = own.choice;
  return (
    <>
      {own.fields}
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
            onChange={(e) => onSeed(e.target.value)}
          />
        </div>
        <p className="hint" id={`${ids}-seed-hint`}>{t('start.seedHint')}</p>
      </details>
      <button type="submit" className="primary" data-start-game disabled={busy || !scenario || !own.valid}>{t('start.begin')}</button>
    </>
  );
}
