// The odds before a counter is sent (#33 "the odds from the Combat Results Table before
// committing"): for the Location and counter chosen in the send picker, the attacker's chance to
// take the tile now and with that counter added, the column and what each side needs on two dice;
// folded, both sides' strength in each round. Every number is the engine's (locationOdds of the
// seat's view).
import { locationOdds, type Added, type PeriklesView, type RoundOdds, type SideForce } from '../../../../src-shared/games/perikles/client.js';
import { getLocale, t } from '../../../i18n/index.js';
import { locationName } from '../actionWords.js';
import { term } from '../words.js';
import './moments.css';

/** A chance as the page's language writes a percentage (one decimal). */
export const percent = (p: number): string => new Intl.NumberFormat(getLocale(), { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(p);

function Force({ who, f }: { who: string; f: SideForce }) {
  return (
    <span data-strength={f.strength}>
      {who}: {t('perikles.odds.strength', { strength: Number.isInteger(f.strength) ? f.strength : f.strength.toFixed(1) })}
      {f.hidden > 0 && <span className="pk-muted"> ({t('perikles.odds.hidden', { hidden: f.hidden })})</span>}
    </span>
  );
}

function Round({ r }: { r: RoundOdds }) {
  return (
    <li>
      <strong>{t(`perikles.odds.round.${r.kind}`)}</strong>{' '}
      <Force who={t('perikles.odds.attacker')} f={r.attack} /> · <Force who={t('perikles.odds.defender')} f={r.defend} />
      {' — '}
      {r.mode === 'rolled' && r.need && r.throwChance
        ? <>{t('perikles.odds.column', { column: r.column ?? '' })}; {t('perikles.odds.attacker')} {t('perikles.odds.needs', { need: r.need.attack, chance: percent(r.throwChance.attack) })}, {t('perikles.odds.defender')} {t('perikles.odds.needs', { need: r.need.defend, chance: percent(r.throwChance.defend) })}; {t('perikles.odds.roundWin', { chance: percent(r.attackWins) })}</>
        : r.mode === 'none' ? t('perikles.odds.notFought') : t(r.mode === 'attack' ? 'perikles.odds.outright.attack' : 'perikles.odds.outright.defend')}
    </li>
  );
}

/** What each side needs in a round, in one short line (the details fold open to `Round`). */
function RoundLine({ r }: { r: RoundOdds }) {
  return (
    <span className="pk-odds-round" data-odds-round={r.kind} data-mode={r.mode} data-column={r.column ?? ''} data-need-attack={r.need?.attack ?? ''} data-need-defend={r.need?.defend ?? ''} data-attack-wins={r.attackWins}>
      <strong>{t(`perikles.odds.round.${r.kind}`)}</strong>{': '}
      {r.mode === 'rolled' && r.need
        ? t('perikles.odds.short', { column: r.column ?? '', attack: r.need.attack, defend: r.need.defend, chance: percent(r.attackWins) })
        : r.mode === 'none' ? t('perikles.odds.notFought') : t(r.mode === 'attack' ? 'perikles.odds.outright.attack' : 'perikles.odds.outright.defend')}
    </span>
  );
}

/** The counter the send picker has chosen and the Location it goes to (SendForces.tsx). */
export interface ChosenSend { force: string; kind: Added['kind']; strength: number; slot: number }

/**
 * The odds of the send picker's choice, shown in its odds slot: the attacker's chance to take the
 * tile now and with the chosen counter on each side the legal actions offer it, then what each side
 * needs per round; the full reading folds open. The picker is the one Location chooser.
 */
export function SendOdds({ view, legal, send }: { view: PeriklesView; legal: readonly unknown[]; send: ChosenSend }) {
  const now = locationOdds(view, send.slot);
  // The sides the chosen counter may take here, as the legal actions offer them.
  const sides = (['attack', 'defend'] as const).filter((side) => legal.some((a) => {
    const x = a as { type?: unknown; force?: unknown; slot?: unknown; side?: unknown; kind?: unknown; strength?: unknown };
    return x.type === 'send' && x.force === send.force && x.slot === send.slot && x.side === side && x.kind === send.kind && x.strength === send.strength;
  }));
  return (
    <section className="pk-odds" data-odds data-odds-slot={send.slot} aria-label={t('perikles.odds.title')}>
      {/* The summary is the odds in brief (two lines); it unfolds to the strengths and the note. */}
      <details className="pk-odds-details">
        <summary title={t('perikles.odds.details')}>
          <span className="pk-odds-line">
            <strong>{t('perikles.odds.at', { loc: locationName(now.tile) })}</strong>{' '}
            <span className="pk-odds-take" data-odds-take={now.take}>{t('perikles.odds.takeNow', { chance: percent(now.take) })}</span>
            {sides.map((side) => {
              const take = locationOdds(view, send.slot, { side, kind: send.kind, strength: send.strength }).take;
              return (
                <span key={side} data-odds-with={`${side}|${send.kind}|${send.strength}`} data-odds-take={take}>
                  {' · '}{t(side === 'attack' ? 'perikles.odds.withIt.attack' : 'perikles.odds.withIt.defend', { unit: term('unit', send.kind), strength: send.strength, chance: percent(take) })}
                </span>
              );
            })}
          </span>
          <span className="pk-odds-line">
            {now.rounds.map((r, i) => <span key={r.kind}>{i > 0 && ' · '}<RoundLine r={r} /></span>)}
          </span>
        </summary>
        <ul className="pk-odds-rounds">{now.rounds.map((r) => <Round key={r.kind} r={r} />)}</ul>
        <p className="pk-muted pk-odds-note">{t('perikles.odds.note')}</p>
      </details>
    </section>
  );
}
