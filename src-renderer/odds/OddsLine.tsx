// Battle odds in the prompt (#17.3): one compact line with the chance to win, tie and lose, and the
// expected losses and Honor, for the choice the player has selected (or the first one), with what
// the figures assume in words. Computed here, in the renderer, from the seat's own view with the
// shared pure module (src-shared/odds): the view is all the page has, so the odds cannot read a
// hidden card or the host's state, and no protocol command is needed.
import { useMemo } from 'react';
import type { Action, GameView } from '../../src-shared/engine.js';
import { otherSide, sideOf, type Faction } from '../../src-shared/model/ids.js';
import { ODDS_KINDS, decisionOdds, type DecisionOdds } from '../../src-shared/odds/decisionOdds.js';
import type { BattleOdds } from '../../src-shared/odds/battleOdds.js';
import { actionLabel } from '../game/actions.js';
import { theaterName } from '../game/format.js';
import { formatNumber, t } from '../i18n/index.js';
import './odds.css';

/** The figures as the line shows them (the e2e test formats the module's figures the same way). */
export function shownOdds(o: BattleOdds): { win: number; tie: number; lose: number; own: string; enemy: string; honor: string } {
  const pct = (p: number): number => Math.round(p * 100);
  // In the page's language (#18: 1,5 in Spanish and Greek); + before a gain, no sign on a 0.0.
  return {
    win: pct(o.win), tie: pct(o.tie), lose: pct(o.lose),
    own: formatNumber(o.ownLosses, 1), enemy: formatNumber(o.enemyLosses, 1),
    honor: formatNumber(o.honor, 1, true),
  };
}

const BASIS = ['othersUniform', 'allUniform', 'commitmentsShown'] as const;

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
  // What the commitments are taken to be, said on the line itself (the rest under "Assumes…").
  const basis = BASIS.find((b) => odds.assumptions.includes(b));
  const own = sideOf(seat);
  const what = t(odds.number === 2 ? 'odds.secondBattle' : 'odds.battle', {
    kind: t(odds.number === 2 ? `inspect.unitKind.${odds.kind}` : `odds.kind.${odds.kind}`), theater: theaterName(odds.theater),
  });
  return (
    <div className="odds" data-odds="battle" data-odds-rule={odds.rule} data-odds-win={f.win} data-odds-tie={f.tie} data-odds-lose={f.lose}
      data-odds-own={f.own} data-odds-enemy={f.enemy} data-odds-honor={f.honor} role="group" aria-label={t('odds.label')}>
      <div className="odds-line">
        <span className="odds-choice">{choice} — {what}:</span>{' '}
        <strong className="odds-win">{t('odds.win', { p: f.win })}</strong>{' · '}
        <span className="odds-tie">{t('odds.tie', { p: f.tie })}</span>{' · '}
        <span className="odds-lose">{t('odds.lose', { p: f.lose })}</span>{' · '}
        <span className="odds-losses">{t('odds.losses', { own: f.own, ownSide: t(`side.${own}`), theirs: f.enemy, enemySide: t(`side.${otherSide(own)}`) })}</span>{' · '}
        <span className="odds-honor">{t('odds.honor', { honor: f.honor })}</span>
        {basis && <>{' · '}<span className="odds-basis">{t(`odds.basis.${basis}`)}</span></>}{' '}
        <details className="odds-assumes" data-odds-assumes={odds.assumptions.join(' ')}>
          <summary>{t('odds.assumesSummary')}</summary>
          {t('odds.assumes', { list: odds.assumptions.map((a) => t(`odds.assume.${a}`)).join(t('odds.listSeparator')) })}
        </details>
      </div>
    </div>
  );
}
