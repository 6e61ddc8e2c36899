// The log: every public entry (and this seat's private ones) with its rule number linked to the
// rules, theater and card chips that highlight on hover, Battle and debate arithmetic, undo notes,
// and what happened since this seat's last decision highlighted.
import { memo, useState, type ReactNode } from 'react';
import type { GameView } from '../../src-shared/engine.js';
import type { BotReasonView } from '../../src-shared/protocol/messages.js';
import { has, t, type MessageKey } from '../i18n/index.js';
import { RuleLink, TheaterChip } from '../game/ui.js';
import { CardName } from '../cards/CardDetail.js';
import { fixArticles } from '../cards/text.js';
import { battleParts, battlePartText, drawnCardEffects, formatLogText, isCardArg, isTheaterArg, logArgs, type LogEntry } from './log.js';
import { factionName } from './names.js';

export interface UndoNoteView { seat: string; turn: number; at: number }

/** A bot's one line of reasoning (issue "Solo play"), or a note that it stays secret until the game ends. */
export function BotReasonText({ r }: { r: BotReasonView }): ReactNode {
  const seat = factionName(r.seat);
  return r.reason === null ? t('bot.reasonWithheld', { seat }) : t('bot.reason', { seat, reason: r.reason });
}

function botReasonItem(r: BotReasonView, key: string): ReactNode {
  return (
    <li key={key} className={`log-bot${r.reason === null ? ' withheld' : ''}`} data-log="bot.reason" data-bot-seat={r.seat} data-decision={r.decision} data-kind={r.kind}>
      <BotReasonText r={r} />
    </li>
  );
}

/**
 * The entry's sentence with theater and card arguments as chips: every other argument is filled
 * in first, so the sentence's grammar ("an Athenian") is fixed before it is split around chips.
 * A drawn Aristophanes card's instructions follow it (#16).
 */
export function LogText({ e }: { e: LogEntry }): ReactNode {
  const key = `log.${e.msg}`;
  if (!has(key)) return formatLogText(e);
  const args = logArgs(e);
  const filled = fixArticles(t(key as MessageKey).replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (isTheaterArg(e, name) || isCardArg(e, name)) return whole;
    const v = args[name];
    return v === undefined || v === null ? whole : String(v);
  }));
  const out: ReactNode[] = [];
  let last = 0;
  const re = /\{(\w+)\}/g;
  let m: RegExpExecArray | null;
  let i = 0;
  while ((m = re.exec(filled))) {
    if (m.index > last) out.push(filled.slice(last, m.index));
    const name = m[1]!;
    const raw = e.args[name];
    if (isTheaterArg(e, name)) {
      out.push(<TheaterChip key={i++} id={raw as number} />);
    } else if (isCardArg(e, name)) {
      String(raw).split(',').filter(Boolean).forEach((c, n) => {
        if (n > 0) out.push(', ');
        out.push(<CardName key={i++} id={c} />);
      });
    } else {
      out.push(m[0]);
    }
    last = m.index + m[0].length;
  }
  if (last < filled.length) out.push(filled.slice(last));
  const effects = drawnCardEffects(e);
  if (effects.length) out.push(<span key="effects" className="log-card-effects" data-card-effects>{effects.join(' ')}</span>);
  return <>{out}</>;
}

/** "Athens naval Battle total in 7 Naupactus: 9 = …" with each part and its rule. */
export function BattleTotalText({ e }: { e: LogEntry }) {
  const parts = battleParts(e);
  return (
    <span className="battle-total" data-battle-total={String(e.args.total)}>
      <LogText e={e} />
      {parts.length > 0 && (
        <span className="battle-parts">
          {parts.map((p, i) => <span key={i} className="battle-part" title={p.rule}>{battlePartText(p)}</span>)}
        </span>
      )}
    </span>
  );
}

/** Entries shown before "Show all": a late Campaign logs thousands, and each view redraws the panel. */
export const LOG_SHOWN = 300;

/** One entry; memoized on the entry itself, which the client keeps as is while the log grows. */
const LogRow = memo(function LogRow({ e, index, fresh }: { e: LogEntry; index: number; fresh: boolean }) {
  return (
    <li value={index + 1} data-log={e.msg} data-rule={e.rule} data-log-index={index} className={`${fresh ? 'since' : ''}${e.to ? ' private' : ''}`} data-since={fresh ? 'true' : undefined}>
      <RuleLink rule={e.rule}>[{e.rule}]</RuleLink>{' '}
      {e.msg === 'battle.total' ? <BattleTotalText e={e} /> : <LogText e={e} />}
    </li>
  );
});

function byPosition<T extends { at: number }>(items: readonly T[], length: number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const it of items) {
    const at = Math.min(it.at, length);
    const list = out.get(at);
    if (list) list.push(it);
    else out.set(at, [it]);
  }
  return out;
}

export function LogPanel({ view, since = null, undos = [], botReasons = [] }: {
  view: GameView; since?: number | null; undos?: readonly UndoNoteView[];
  /** The bots' recent reasons (ViewMessage.botReasons), each shown right after its decision's entries. */
  botReasons?: readonly BotReasonView[];
}) {
  const [showAll, setShowAll] = useState(false);
  const entries = view.log;
  const first = showAll ? 0 : Math.max(0, entries.length - LOG_SHOWN);
  const rows: ReactNode[] = [];
  const notes = byPosition(undos, entries.length);
  const reasons = byPosition(botReasons, entries.length);
  for (let i = entries.length; i >= first; i--) {
    for (const r of [...(reasons.get(i) ?? [])].reverse()) rows.push(botReasonItem(r, `b${r.decision}`));
    for (const u of notes.get(i) ?? []) {
      rows.push(<li key={`u${i}-${u.seat}-${rows.length}`} className="log-undo" data-log="undo">{t('log.undo', { seat: factionName(u.seat) })}</li>);
    }
    if (i === first) break;
    const e = entries[i - 1]!;
    rows.push(<LogRow key={i - 1} e={e} index={i - 1} fresh={since !== null && i - 1 >= since} />);
  }
  return (
    <section className="panel panel-log" aria-labelledby="log-h">
      <h2 id="log-h">{t('panel.log')}</h2>
      {entries.length === 0 ? (
        <p className="empty">{t('panel.logEmpty')}</p>
      ) : (
        <ol className="log" aria-live="polite" data-log-count={entries.length} data-log-shown={entries.length - first} reversed>{rows}</ol>
      )}
      {first > 0 && (
        <button type="button" className="log-more" onClick={() => setShowAll(true)} data-log-more>
          {t('panel.logShowAll', { earlier: first, all: entries.length })}
        </button>
      )}
    </section>
  );
}

/** What bots and other players did since this seat last decided (the same entries, newest last). */
export function SincePanel({ view, since, botReasons = [] }: { view: GameView; since: number | null; botReasons?: readonly BotReasonView[] }) {
  if (since === null) return null;
  const fresh = view.log.slice(since);
  const reasons = botReasons.filter((r) => r.at > since);
  return (
    <section className="panel panel-since" aria-labelledby="since-h" data-since-count={fresh.length}>
      <h2 id="since-h">{t('panel.since')}</h2>
      {fresh.length === 0 ? <p className="empty">{t('panel.sinceNone')}</p> : (
        <ul className="log">
          {fresh.slice(-12).map((e, i) => (
            <li key={i} data-log={e.msg}><RuleLink rule={e.rule}>[{e.rule}]</RuleLink>{' '}{e.msg === 'battle.total' ? <BattleTotalText e={e} /> : <LogText e={e} />}</li>
          ))}
        </ul>
      )}
      {reasons.length > 0 && <ul className="log log-bot-reasons">{reasons.slice(-8).map((r) => botReasonItem(r, `b${r.decision}`))}</ul>}
    </section>
  );
}
