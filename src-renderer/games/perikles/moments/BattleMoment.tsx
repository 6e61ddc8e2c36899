// A battle as a moment (#33 "Battles are moments"): one frame over the board naming the Location,
// both sides and their strength in each round of combat, every throw of two dice of each side with
// the Battle tokens after it, the Special tiles played, the casualties and the result. Read from the
// seat's log (moments.ts). It stays until dismissed (its button or Escape), never covers the prompt,
// and the board under it keeps its place.
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
      <p data-strength-attack={r.strength.attack} data-strength-defend={r.strength.defend}>{t('perikles.moment.strengths', { attack: r.strength.attack, defend: r.strength.defend })}</p>
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
  if (m.taken) return t('perikles.moment.taken', { who: m.attacker ? whoName(m.attacker) : '', loc, city: term('city', m.city), defeats: m.defeats });
  if (m.decider === 'defend' && m.defender) return t('perikles.moment.kept', { who: whoName(m.defender), loc });
  if (m.decider === 'defend') return t('perikles.moment.held', { loc });
  return t('perikles.moment.notFought', { loc });
}

export function BattleMomentPanel({ view, at, onClose }: { view: Pick<PeriklesView, 'log'>; at: number; onClose(): void }) {
  const m = battleMomentAt(view.log, at);
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (!m) return null;
  return (
    <section className="pk-moment" role="dialog" aria-modal="false" aria-labelledby="pk-moment-h" data-moment="battle" data-moment-at={m.at} data-tile={m.tile} data-taken={m.taken} data-decider={m.decider ?? 'none'}>
      <header className="pk-moment-head">
        <h2 id="pk-moment-h">{t('perikles.moment.title', { loc: locationName(m.tile) })}</h2>
        <button type="button" className="pk-moment-close" data-moment-close onClick={onClose}>{t('perikles.moment.close')}</button>
      </header>
      <p className="pk-sides">
        <span data-moment-attacker={m.attacker ?? ''}>{t('perikles.moment.attacker', { who: m.attacker ? whoName(m.attacker) : '' })}</span>
        {' · '}
        <span data-moment-defender={m.defender ?? ''}>{t('perikles.moment.defender', { who: m.defender ? whoName(m.defender) : t('perikles.moment.intrinsic') })}</span>
      </p>
      <div className="pk-rounds">{m.rounds.map((r) => <Round key={r.round} m={m} r={r} />)}</div>
      <p className="pk-result" data-moment-result><strong>{resultWords(m)}</strong></p>
    </section>
  );
}
