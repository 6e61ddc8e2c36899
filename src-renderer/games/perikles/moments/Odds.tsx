// The odds before a counter is sent (#33 "the odds from the Combat Results Table before
// committing"): for each Location the prompt's sends go to, both sides' strength on land and at
// sea, the column, what each side needs on two dice, and the attacker's chance to take the tile now
// and with each counter offered. Every number is the engine's (locationOdds of the seat's view).
import { useState } from 'react';
import { locationOdds, type Added, type PeriklesView, type RoundOdds, type SideForce } from '../../../../src-shared/games/perikles/client.js';
import { getLocale, t } from '../../../i18n/index.js';
import { locationName } from '../actionWords.js';
import { term } from '../words.js';
import './moments.css';

/** A chance as the page's language writes a percentage (one decimal). */
export const percent = (p: number): string => new Intl.NumberFormat(getLocale(), { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(p);

interface Send extends Added { slot: number }

const sendsOf = (legal: readonly unknown[]): Send[] => legal
  .map((a) => a as { type?: unknown; slot?: unknown; side?: unknown; kind?: unknown; strength?: unknown })
  .filter((a) => a.type === 'send')
  .map((a) => ({ slot: a.slot as number, side: a.side as Send['side'], kind: a.kind as Send['kind'], strength: a.strength as number }));

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
    <li data-odds-round={r.kind} data-mode={r.mode} data-column={r.column ?? ''} data-need-attack={r.need?.attack ?? ''} data-need-defend={r.need?.defend ?? ''} data-attack-wins={r.attackWins}>
      <strong>{t(`perikles.odds.round.${r.kind}`)}</strong>{' '}
      <Force who={t('perikles.odds.attacker')} f={r.attack} /> · <Force who={t('perikles.odds.defender')} f={r.defend} />
      {' — '}
      {r.mode === 'rolled' && r.need && r.throwChance
        ? <>{t('perikles.odds.column', { column: r.column ?? '' })}; {t('perikles.odds.attacker')} {t('perikles.odds.needs', { need: r.need.attack, chance: percent(r.throwChance.attack) })}, {t('perikles.odds.defender')} {t('perikles.odds.needs', { need: r.need.defend, chance: percent(r.throwChance.defend) })}; {t('perikles.odds.roundWin', { chance: percent(r.attackWins) })}</>
        : r.mode === 'none' ? t('perikles.odds.notFought') : t(r.mode === 'attack' ? 'perikles.odds.outright.attack' : 'perikles.odds.outright.defend')}
    </li>
  );
}

/** The odds panel of a `commit.send` prompt; nothing for any other decision. */
export function SendOdds({ view, legal }: { view: PeriklesView; legal: readonly unknown[] }) {
  const sends = view.decision?.kind === 'commit.send' ? sendsOf(legal) : [];
  const slots = [...new Set(sends.map((s) => s.slot))].sort((a, b) => a - b);
  const [picked, setPicked] = useState<number | null>(null);
  if (slots.length === 0) return null;
  const slot = picked !== null && slots.includes(picked) ? picked : slots[0]!;
  const now = locationOdds(view, slot);
  // Each distinct counter offered for this Location (counters of one value are alike).
  const seen = new Set<string>();
  const withs = sends.filter((s) => {
    const key = `${s.side}|${s.kind}|${s.strength}`;
    if (s.slot !== slot || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (
    <section className="pk-odds" data-odds data-odds-slot={slot} aria-label={t('perikles.odds.title')}>
      <div className="pk-odds-head">
        <strong>{t('perikles.odds.title')}</strong>
        {slots.length > 1 && (
          <span role="group" aria-label={t('perikles.odds.pick')}>
            {slots.map((s) => (
              <button key={s} type="button" className="pk-odds-loc" aria-pressed={s === slot} data-odds-pick={s} onClick={() => setPicked(s)}>{locationName(view.slots[s]!.tile)}</button>
            ))}
          </span>
        )}
        {slots.length === 1 && <span>{locationName(now.tile)}</span>}
      </div>
      <ul className="pk-odds-rounds">{now.rounds.map((r) => <Round key={r.kind} r={r} />)}</ul>
      <p className="pk-odds-take" data-odds-take={now.take}><strong>{t('perikles.odds.take', { chance: percent(now.take) })}</strong></p>
      <ul className="pk-odds-with">
        {withs.map((w) => {
          const take = locationOdds(view, slot, w).take;
          return (
            <li key={`${w.side}|${w.kind}|${w.strength}`} data-odds-with={`${w.side}|${w.kind}|${w.strength}`} data-odds-take={take}>
              {t(w.side === 'attack' ? 'perikles.odds.with.attack' : 'perikles.odds.with.defend', { unit: term('unit', w.kind), strength: w.strength, chance: percent(take) })}
            </li>
          );
        })}
      </ul>
      <p className="pk-muted pk-odds-note">{t('perikles.odds.note')}</p>
    </section>
  );
}
