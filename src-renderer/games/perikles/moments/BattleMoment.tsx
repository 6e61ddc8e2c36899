// A battle as a moment (#33 "Battles are moments"): one frame over the board naming the Location,
// both sides and their strength in each round of combat, every throw of two dice of each side with
// the Battle tokens after it, the Special tiles played, the casualties and the result. Read from the
// seat's log (moments.ts). It stays until dismissed (its button or Escape), never covers the prompt,
// and the board under it keeps its place (and the position of the battle, useBattleMoments.ts). An
// old save's battle shows what its entries hold and says that the rest was not recorded. At the
// end of the game it opens under the final ranking, not over it (table.tsx).
import { useEffect } from 'react';
import { battleMomentAt, type BattleMoment, type BattleRound, type PeriklesView } from '../../../../src-shared/games/perikles/client.js';
import { t } from '../../../i18n/index.js';
import { locationName } from '../actionWords.js';
import { term, whoName } from '../words.js';
import './moments.css';

function Throws({ r }: { r: BattleRound }) {
  return (
    <ol className="pk-throws">
      {r.rolls.map((x, i) => (
        <li key={i} data-throw={i + 1} data-attack={x.attack} data-defend={x.defend} data-tokens-attack={x.tokens.attack} data-tokens-defend={x.tokens.defend}>
          <span className="pk-throw-n">{t('perikles.moment.throw', { n: i + 1 })}</span>{' '}
          <span className={x.hit.attack ? 'pk-hit' : 'pk-miss'} data-hit={x.hit.attack}>{t('perikles.moment.attackSide')} <b className="pk-die">{x.attack}</b> {t(x.hit.attack ? 'perikles.moment.hit' : 'perikles.moment.miss')}</span>
          {' · '}
          <span className={x.hit.defend ? 'pk-hit' : 'pk-miss'} data-hit={x.hit.defend}>{t('perikles.moment.defendSide')} <b className="pk-die">{x.defend}</b> {t(x.hit.defend ? 'perikles.moment.hit' : 'perikles.moment.miss')}</span>
          {' — '}
          <span className="pk-tokens">{t('perikles.moment.tokens', { attack: x.tokens.attack, defend: x.tokens.defend })}</span>
          {x.tokens.attack >= 2 && x.tokens.defend >= 2 && i < r.rolls.length - 1 && (i === 0 || !(r.rolls[i - 1]!.tokens.attack >= 2 && r.rolls[i - 1]!.tokens.defend >= 2)) && (
            <span className="pk-muted"> ({t('perikles.moment.rollOn')})</span>
          )}
        </li>
      ))}
    </ol>
  );
}

function Round({ m, r }: { m: BattleMoment; r: BattleRound }) {
  const specials = m.specials.filter((s) => s.round === r.round);
  return (
    <section className="pk-round" data-moment-round={r.kind} data-winner={r.winner}>
      <h3>{t(`perikles.moment.round.${r.kind}`)}</h3>
      {specials.map((s, i) => <p key={i} data-moment-special={s.tile}>{t('perikles.moment.special', { seat: term('seat', s.seat), tile: term('special', s.tile) })}</p>)}
      {r.strength && <p data-strength-attack={r.strength.attack} data-strength-defend={r.strength.defend}>{t('perikles.moment.strengths', { attack: r.strength.attack, defend: r.strength.defend })}</p>}
      {r.need && r.column ? (
        <>
          <p data-column={r.column}>{t('perikles.moment.needs', { column: r.column, attack: r.need.attack, defend: r.need.defend })}</p>
          {r.start && <p data-start-attack={r.start.attack} data-start-defend={r.start.defend}>{t('perikles.moment.start', { attack: r.start.attack, defend: r.start.defend })}</p>}
          <Throws r={r} />
        </>
      ) : <p>{t('perikles.moment.outright')}</p>}
      <p className="pk-round-winner"><strong>{t(`perikles.moment.winner.${r.winner}`)}</strong></p>
      {r.casualty && (
        <p data-moment-casualty={r.casualty.side}>{t('perikles.moment.casualty', { who: whoName(r.casualty.force), unit: term('unit', r.kind), strength: r.casualty.strength })}</p>
      )}
    </section>
  );
}

function resultWords(m: BattleMoment): string {
  const loc = locationName(m.tile);
  if (m.taken && m.defeats === null) return t('perikles.moment.takenUncounted', { who: m.attacker ? whoName(m.attacker) : '', loc, city: term('city', m.city) });
  if (m.taken) return t('perikles.moment.taken', { who: m.attacker ? whoName(m.attacker) : '', loc, city: term('city', m.city), defeats: m.defeats ?? 0 });
  if (m.decider === 'defend' && m.defender) return t('perikles.moment.kept', { who: whoName(m.defender), loc });
  if (m.decider === 'defend') return t('perikles.moment.held', { loc });
  return t('perikles.moment.notFought', { loc });
}

/**
 * `held`: the board holds the position of this battle while it is shown; `over`: the game is over,
 * and the moment sits under the final ranking.
 */
export function BattleMomentPanel({ view, at, held = false, over = false, onClose }: { view: Pick<PeriklesView, 'log'>; at: number; held?: boolean; over?: boolean; onClose(): void }) {
  const m = battleMomentAt(view.log, at);
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (!m) return null;
  // An old save's entries name a commander only as the winner: the side not recorded is left out.
  const attackerKnown = m.attacker !== null;
  const defenderKnown = !m.partial || m.defender !== null || m.decider === 'defend'; // held by the intrinsic defenders: no commander
  return (
    <section className={over ? 'pk-moment pk-moment-under' : 'pk-moment'} role="dialog" aria-modal="false" aria-labelledby="pk-moment-h" data-moment="battle" data-moment-at={m.at} data-tile={m.tile} data-taken={m.taken} data-decider={m.decider ?? 'none'} data-partial={m.partial} data-held={held}>
      <header className="pk-moment-head">
        <h2 id="pk-moment-h">{t('perikles.moment.title', { loc: locationName(m.tile) })}</h2>
        <button type="button" className="pk-moment-close" data-moment-close onClick={onClose}>{t('perikles.moment.close')}</button>
      </header>
      {(attackerKnown || defenderKnown) && (
        <p className="pk-sides">
          {attackerKnown && <span data-moment-attacker={m.attacker ?? ''}>{t('perikles.moment.attacker', { who: whoName(m.attacker!) })}</span>}
          {attackerKnown && defenderKnown && ' · '}
          {defenderKnown && <span data-moment-defender={m.defender ?? ''}>{t('perikles.moment.defender', { who: m.defender ? whoName(m.defender) : t('perikles.moment.intrinsic') })}</span>}
        </p>
      )}
      <div className="pk-rounds">{m.rounds.map((r) => <Round key={r.round} m={m} r={r} />)}</div>
      <p className="pk-result" data-moment-result><strong>{resultWords(m)}</strong></p>
      {m.partial && <p className="pk-muted" data-moment-partial>{t('perikles.moment.partial')}</p>}
      {held && <p className="pk-muted" data-moment-held>{t('perikles.moment.boardAsOf')}</p>}
    </section>
  );
}
