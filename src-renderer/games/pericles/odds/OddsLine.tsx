// Battle odds in the prompt (#17.3): one compact line with the chance to win, tie and lose, and the
// expected losses and Honor, for the choice the player has selected (or the first one), with what
// the figures assume in words. Computed here, in the renderer, from the seat's own view with the
// shared pure module (src-shared/games/pericles/odds): the view is all the page has, so the odds cannot read a
// hidden card or the host's state, and no protocol command is needed.
import { useMemo } from 'react';
import { type Action, type GameView, type Faction, ODDS_KINDS, decisionOdds, type DecisionOdds, type BattleOdds } from '../../../../src-shared/games/pericles/client.js';
import { actionLabel } from '../game/actions.js';
import { sideName, theaterName } from '../names.js';
import { formatNumber, getLocale, t } from '../../../i18n/index.js';
import './odds.css';

/** An expected figure to one decimal, as the line counts it: 1.2, or 1 when it rounds to a whole number. */
const tenth = (x: number): number => Math.round(x * 10) / 10;
/** In the page's language (#18: 1,5 in Spanish and Greek), with no ".0" on a whole number ("about 1 unit"). */
const shownTenth = (x: number): string => formatNumber(Math.abs(tenth(x)), Number.isInteger(tenth(x)) ? 0 : 1);

/** The figures as the line shows them (the e2e test formats the module's figures the same way). */
export function shownOdds(o: BattleOdds): { win: number; tie: number; lose: number; own: string; enemy: string; honor: string } {
  const pct = (p: number): number => Math.round(p * 100);
  // + before a gain, no sign on a 0.0.
  return {
    win: pct(o.win), tie: pct(o.tie), lose: pct(o.lose),
    own: shownTenth(o.ownLosses), enemy: shownTenth(o.enemyLosses),
    honor: formatNumber(o.honor, 1, true),
  };
}

/**
 * The odds in words a player reads (#29): "you win 40%, tie 10%, lose 50%", "you lose about 1.2
 * units, they lose about 0.4", "you gain about 0.5 Honor".
 */
export function oddsWords(o: BattleOdds): { win: string; tie: string; lose: string; losses: string; honor: string } {
  const f = shownOdds(o);
  const honor = tenth(o.honor);
  return {
    win: t('odds.win', { p: f.win }), tie: t('odds.tie', { p: f.tie }), lose: t('odds.lose', { p: f.lose }),
    losses: t('odds.losses', { own: f.own, ownN: tenth(o.ownLosses), enemy: f.enemy, enemyN: tenth(o.enemyLosses) }),
    honor: honor === 0 ? t('odds.honor.none') : t(honor > 0 ? 'odds.honor.gain' : 'odds.honor.loss', { honor: shownTenth(o.honor) }),
  };
}

/**
 * What the figures count, said on the line itself when it matters (#29): the units the CinC can
 * move in, one per Strategos (9.32), or the units there now when none can; with only one Side there
 * (or none), a Battle is fought only if units move in (9.4).
 */
function unitsThereWords(odds: Extract<DecisionOdds, { battle: true }>): string | null {
  if (odds.assumptions.includes('notContested')) {
    const [side] = odds.sidesThere;
    return side ? t('odds.onlyThere', { side: sideName(side) }) : t('odds.nobodyThere');
  }
  if (odds.assumptions.includes('musterArrivals')) return t('odds.arrivals');
  return odds.assumptions.includes('unitsNow') ? t('odds.unitsNow') : null;
}

// On the line itself only when it is short to say: the unseen commitments are explained under
// "Assumes…" (on the line they pushed that control past the odds' two lines at 1280×720).
const BASIS = ['commitmentsShown'] as const;

/** The action the odds are shown for: the one selected, else the first legal one that has odds. */
function target(view: GameView, seat: Faction, kind: string, selected: Action | null, actions: readonly Action[]): { action: Action; odds: DecisionOdds } | null {
  const tryOne = (a: Action): { action: Action; odds: DecisionOdds } | null => {
    const odds = decisionOdds(view, seat, a);
    return odds ? { action: a, odds } : null;
  };
  if (selected) return tryOne(selected);
  // A marker placement has odds only once a theater is chosen.
  if (kind === 'theater.place') return null;
  for (const a of actions) {
    const r = tryOne(a);
    if (r?.odds.battle) return r;
  }
  return null;
}

/** A phrase as the start of a sentence ("second Battle …" → "Second Battle …"). */
function capitalized(s: string): string {
  return s.charAt(0).toLocaleUpperCase(getLocale()) + s.slice(1);
}

export interface OddsLineProps {
  view: GameView;
  seat: Faction;
  kind: string;
  /** The choice selected in the picker (null: none yet). */
  selected: Action | null;
  actions: readonly Action[];
}

export function OddsLine({ view, seat, kind, selected, actions }: OddsLineProps) {
  const shown = useMemo(
    () => (ODDS_KINDS.has(kind) ? target(view, seat, kind, selected, actions) : null),
    [view, seat, kind, selected, actions],
  );
  if (!shown) return null;
  const { action, odds } = shown;
  const choice = t('odds.if', { choice: actionLabel(action, view) });
  if (!odds.battle) {
    return (
      <p className="odds odds-none" data-odds="none" data-odds-rule={odds.rule} aria-label={t('odds.label')}>
        <span className="odds-choice">{choice}:</span> {t(`odds.none.${odds.reason}`)}
      </p>
    );
  }
  const f = shownOdds(odds.odds);
  const words = oddsWords(odds.odds);
  const unitsThere = unitsThereWords(odds);
  // What the commitments are taken to be, said on the line itself (the rest under "Assumes…").
  const basis = BASIS.find((b) => odds.assumptions.includes(b));
  const what = t(odds.number === 2 ? 'odds.secondBattle' : 'odds.battle', {
    kind: t(odds.number === 2 ? `inspect.unitKind.${odds.kind}` : `odds.kind.${odds.kind}`), theater: theaterName(odds.theater),
  });
  return (
    <div className="odds" data-odds="battle" data-odds-rule={odds.rule} data-odds-win={f.win} data-odds-tie={f.tie} data-odds-lose={f.lose}
      data-odds-own={f.own} data-odds-enemy={f.enemy} data-odds-honor={f.honor} role="group" aria-label={t('odds.label')}>
      <div className="odds-line">
        {/* The choice selected is named by Confirm just below: the line starts with the Battle, so the figures fit its two lines. */}
        <span className="odds-choice">{selected ? capitalized(what) : `${choice} — ${what}`}</span>
        {unitsThere && <>{t('odds.unitsSeparator')}<span className="odds-units-there" data-odds-units-there={odds.sidesThere.join(' ')}>{unitsThere}</span></>}
        {': '}
        <strong className="odds-win">{words.win}</strong>{t('odds.chanceSeparator')}
        <span className="odds-tie">{words.tie}</span>{t('odds.chanceSeparator')}
        <span className="odds-lose">{words.lose}</span>{' · '}
        <span className="odds-losses" title={t('odds.lossesHint')}>{words.losses}</span>{' · '}
        <span className="odds-honor">{words.honor}</span>
        {basis && <>{' · '}<span className="odds-basis">{t(`odds.basis.${basis}`)}</span></>}{' '}
        <details className="odds-assumes" data-odds-assumes={odds.assumptions.join(' ')}>
          <summary>{t('odds.assumesSummary')}</summary>
          {t('odds.assumes', { list: odds.assumptions.map((a) => t(`odds.assume.${a}`)).join(t('odds.listSeparator')) })}
        </details>
      </div>
    </div>
  );
}
