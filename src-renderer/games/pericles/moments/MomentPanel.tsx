// A Battle's and a debate's result (issue #29 "A battle and a debate are moments"): one frame over
// the board, a Battle's report or a debate's result inside, read from the seat's log by
// src-shared/games/pericles/moments.ts. It stays until dismissed (its button or Escape) and never covers the
// prompt: the decision that follows stays in reach. The board under it keeps its size.
import { useId, type ReactNode } from 'react';
import { type GameView, battleMomentAt, debateMomentAt, type BattleMoment, type DebateCardFact, type DebateMoment, type HonorFact, type MomentRef, type Force, type Side } from '../../../../src-shared/games/pericles/client.js';
import { t } from '../../../i18n/index.js';
import { RuleLink, TheaterChip } from '../game/ui.js';
import { useEscapeCloses } from '../../../game/escape.js';
import { CardName } from '../cards/CardDetail.js';
import { basesWords, entryWords, trackBoxWords, unitsWords } from '../cards/text.js';
import { factionName, issueName, sideName } from '../names.js';
import { battlePartText } from '../panels/log.js';
import './moments.css';

const SIDES: readonly Side[] = ['athens', 'sparta'];

/** The moment's record in this view's log, or null when the log no longer holds it (an undo). */
export function momentOf(view: Pick<GameView, 'log' | 'pending'>, ref: MomentRef): BattleMoment | DebateMoment | null {
  return ref.kind === 'battle' ? battleMomentAt(view.log, ref.at, view.pending?.kind ?? null) : debateMomentAt(view.log, ref.at);
}

/** "Athens 14 – Sparta 6: Athens wins by 8": a Battle in one line (the prompt's context). */
export function battleSummary(m: BattleMoment): string {
  return t('moment.battle.summary', {
    athens: sideName('athens'), athensTotal: m.sides.athens.total, sparta: sideName('sparta'), spartaTotal: m.sides.sparta.total,
    result: m.winner ? t('moment.battle.summaryWon', { side: sideName(m.winner), differential: m.differential }) : t('moment.battle.summaryDraw'),
  });
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/**
 * Each Faction's Honor change once, in the order the rules gave it, with what it is for in words:
 * each part with its amount when there are several ("+7 (+2 for enemy units and bases eliminated,
 * +5 for the Hostages)", 9.51).
 */
function HonorLines({ honor }: { honor: HonorFact[] }) {
  if (honor.length === 0) return <p className="moment-muted" data-moment-honor-none>{t('moment.honor.none')}</p>;
  const byFaction = new Map<string, HonorFact[]>();
  for (const h of honor) byFaction.set(h.faction, [...(byFaction.get(h.faction) ?? []), h]);
  return (
    <ul className="moment-honor">
      {[...byFaction].map(([faction, lines]) => {
        const delta = lines.reduce((n, h) => n + h.delta, 0);
        const nominal = lines.reduce((n, h) => n + h.nominal, 0);
        const rules = [...new Set(lines.map((h) => h.rule))];
        return (
          <li key={faction} data-moment-honor={faction} data-delta={delta}>
            <span className="moment-faction">{factionName(faction)}</span>{' '}
            <strong className={delta < 0 ? 'moment-minus' : 'moment-plus'}>{signed(delta)}</strong>{' '}
            <span className="moment-muted">({lines.map((h, i) => (
              <span key={i} data-moment-honor-part={h.part} data-delta={h.delta}>
                {i > 0 && ', '}
                {lines.length > 1 ? t('moment.honor.part', { delta: signed(h.delta), why: t(`moment.honor.why.${h.part}`) }) : t(`moment.honor.why.${h.part}`)}
              </span>
            ))}) </span>
            {nominal !== delta && <span className="moment-muted">({t('moment.honor.floor', { nominal: signed(nominal) })}) </span>}
            {rules.map((r) => <span key={r} className="moment-rule"><RuleLink rule={r.split(',')[0]!}>[{r}]</RuleLink> </span>)}
          </li>
        );
      })}
    </ul>
  );
}

function lostWords(m: BattleMoment, side: Side): string {
  const lost = Object.entries(m.casualties[side]) as [Force, number][];
  if (lost.length === 0) return t('moment.battle.noLoss', { side: sideName(side) });
  return t('moment.battle.lost', { side: sideName(side), units: lost.map(([f, n]) => unitsWords(n, f, m.unitKind)).join(', ') });
}

function BattleReport({ m }: { m: BattleMoment }) {
  const loser: Side = m.winner === 'athens' ? 'sparta' : 'athens';
  const bases = Object.entries(m.basesDestroyed).filter(([, n]) => (n ?? 0) > 0);
  return (
    <>
      <div className="moment-sides">
        {SIDES.map((side) => {
          const s = m.sides[side];
          return (
            <section key={side} className={`moment-side${m.winner === side ? ' moment-winner' : ''}`} data-moment-side={side} data-total={s.total}>
              <h3>{sideName(side)} <span className="moment-total">{t('moment.battle.total', { total: s.total })}</span></h3>
              <ul className="moment-parts">
                {s.parts.map((p, i) => (
                  <li key={i} data-part={p.item}>
                    {battlePartText(p)}
                    {p.item === 'card' && s.card && <> · <CardName id={s.card} /></>}
                    {p.item === 'card' && s.deckEmpty && <span className="moment-muted" data-deck-empty> · {t('moment.battle.deckEmpty')}</span>}
                    {' '}<span className="moment-rule"><RuleLink rule={p.rule.split(' ')[0]!}>[{p.rule}]</RuleLink></span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <p className="moment-result" data-moment-winner={m.winner ?? 'draw'} data-differential={m.differential}>
        <strong>{m.winner ? t('moment.battle.won', { side: sideName(m.winner), differential: m.differential }) : t('moment.battle.draw')}</strong>{' '}
        <RuleLink rule="9.43">[9.43]</RuleLink>
      </p>
      {m.winner && (
        <section className="moment-section" data-moment-casualties>
          <h3>{t('moment.battle.casualties')} <RuleLink rule="9.44">[9.44, 9.45]</RuleLink></h3>
          {!m.complete && <p className="moment-muted" data-moment-pending>{t('moment.battle.pending')}</p>}
          {([loser, m.winner] as Side[]).map((side) => (
            <p key={side} data-moment-lost={side} data-count={Object.values(m.casualties[side]).reduce((n, k) => n + (k ?? 0), 0)}>{lostWords(m, side)}</p>
          ))}
          {bases.length > 0 && (
            <p data-moment-bases={bases.reduce((n, [, k]) => n + (k ?? 0), 0)}>
              {t('moment.battle.bases', { bases: bases.map(([o, n]) => basesWords(n ?? 0, o)).join(', ') })} <RuleLink rule="9.44">[9.44]</RuleLink>
            </p>
          )}
          {m.hostages && <p data-moment-hostages={m.hostages}>{t('moment.battle.hostages', { side: sideName(m.hostages) })} <RuleLink rule="9.46">[9.46]</RuleLink></p>}
        </section>
      )}
      {m.winner && m.complete && (
        <section className="moment-section" data-moment-honors>
          <h3>{t('moment.honor')} <RuleLink rule="9.5">[9.5]</RuleLink></h3>
          <HonorLines honor={m.honor} />
          {m.majorDefeat && <p data-moment-major-defeat={m.majorDefeat}>{t('moment.battle.majorDefeat', { side: sideName(m.majorDefeat) })} <RuleLink rule="9.54">[9.54]</RuleLink></p>}
        </section>
      )}
    </>
  );
}

function DebateCard({ c, won }: { c: DebateCardFact; won: boolean }) {
  const bits: ReactNode[] = [];
  if (c.card && c.base !== undefined) bits.push(<span key="p">{t('moment.debate.printed', { value: c.base })}</span>);
  if (c.card && c.bonus !== undefined) {
    bits.push(c.bonus > 0
      ? <span key="b" data-moment-bonus={c.bonus}>{t('moment.debate.aligned', { bonus: c.bonus, entries: (c.aligned ?? []).map(entryWords).join('; ') })} <RuleLink rule="6.2">[6.2]</RuleLink></span>
      : <span key="b" data-moment-bonus={0}>{t('moment.debate.notAligned')}</span>);
  }
  if (c.brainTrust !== undefined || c.brainTrustCard) {
    bits.push(
      <span key="t" data-moment-brain-trust={c.brainTrust ?? ''}>
        {t('moment.debate.brainTrust', { value: c.brainTrust ?? '' })}{c.brainTrustCard && <> · <CardName id={c.brainTrustCard} /></>} <RuleLink rule="6.31">[6.31]</RuleLink>
      </span>,
    );
  }
  return (
    <li className={won ? 'moment-winner' : undefined} data-moment-card={c.faction} data-value={c.value}>
      <span className="moment-faction">{factionName(c.faction)}</span>{' '}
      {c.card ? <CardName id={c.card} /> : <span className="moment-muted">{t('moment.debate.noCard')}</span>}
      {bits.length > 0 && <span className="moment-breakdown">{bits.map((b, i) => <span key={i}>{i > 0 ? ' · ' : ' — '}{b}</span>)}</span>}
      {' '}<strong className="moment-value">{t('moment.debate.value', { value: c.value })}</strong>
    </li>
  );
}

function DebateResult({ m }: { m: DebateMoment }) {
  const from = m.from === null ? '' : trackBoxWords(m.side, m.from);
  const to = m.to === null ? '' : trackBoxWords(m.side, m.to);
  return (
    <>
      <ul className="moment-cards">{m.cards.map((c) => <DebateCard key={c.faction} c={c} won={m.winner === c.faction} />)}</ul>
      <p className="moment-result" data-moment-winner={m.winner ?? 'tie'} data-difference={m.difference}>
        <strong>
          {m.winner
            ? t('moment.debate.won', { faction: factionName(m.winner), difference: m.difference, from, to })
            : t('moment.debate.tie', { pos: to || from })}
        </strong>{' '}
        <RuleLink rule="6.13">[6.13]</RuleLink>
      </p>
      {m.warPeaceStopped !== null && m.winner && (
        <p data-moment-war-peace={m.warPeaceStopped ? 'stopped' : 'crossed'}>
          {t(m.warPeaceStopped ? 'moment.debate.stopped' : 'moment.debate.crossed', { faction: factionName(m.winner) })} <RuleLink rule="6.14">[6.14]</RuleLink>
        </p>
      )}
      {m.captured && <p data-moment-captured>{t('moment.debate.captured')} <RuleLink rule="6.15">[6.15]</RuleLink></p>}
    </>
  );
}

export function MomentPanel({ view, moment, onClose }: { view: Pick<GameView, 'log' | 'pending'>; moment: MomentRef; onClose(): void }) {
  useEscapeCloses(true, onClose);
  const heading = useId();
  const m = momentOf(view, moment);
  if (!m) return null;
  const title = m.kind === 'battle'
    ? <>{t(`moment.battle.title.${m.unitKind}`).split('{theater}').flatMap((part, i) => (i === 0 ? [part] : [<TheaterChip key={i} id={m.theater} />, part]))}{m.number === 2 && <> · {t('moment.battle.second')}</>}</>
    : t('moment.debate.title', { side: sideName(m.side), debate: m.debate, issue: issueName(m.issue) });
  return (
    <section
      className="moment" role="dialog" aria-modal="false" aria-labelledby={heading}
      data-moment={m.kind} data-moment-at={m.at} data-complete={m.kind === 'battle' ? String(m.complete) : 'true'}
    >
      <header className="moment-header">
        <h2 id={heading}>{title}</h2>
        <span className="moment-muted">{t('moment.turn', { turn: m.turn })}</span>
        <RuleLink rule={m.kind === 'battle' ? '9.4' : '6.13'} />
        <button type="button" className="moment-close" data-moment-close onClick={onClose} title={t('moment.closeKey')}>
          {t('moment.close')} <kbd>{t('moment.closeKey')}</kbd>
        </button>
      </header>
      <div className="moment-body">
        {m.kind === 'battle' ? <BattleReport m={m} /> : <DebateResult m={m} />}
      </div>
    </section>
  );
}
