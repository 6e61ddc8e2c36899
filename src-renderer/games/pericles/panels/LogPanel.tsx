// The log: every public entry (and this seat's private ones) with its rule number linked to the
// rules, theater and card chips that highlight on hover, Battle and debate arithmetic, undo notes,
// and what happened since this seat's last decision highlighted. Filters (All, Mine, Honor,
// Battles) are remembered; an entry naming a theater shows it on the board when clicked (#16).
import { memo, useCallback, useMemo, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import type { GameView } from '../../../../src-shared/games/pericles/client.js';
import type { BotReasonView } from '../../../../src-shared/games/pericles/client.js';
import { has, t, useLocale, type MessageKey } from '../../../i18n/index.js';
import { RuleLink, TheaterChip, useUi } from '../game/ui.js';
import { CardName } from '../cards/CardDetail.js';
import { fixArticles } from '../cards/text.js';
import {
  battleParts, battlePartText, drawnCardEffects, entryTheater, formatLogText, isCardArg, isTheaterArg, logArgs, logEntryMatches,
  LOG_FILTERS, ruleTag, type LogEntry, type LogFilter,
} from './log.js';
import { factionName, theaterName } from '../names.js';
import { FactionMark } from '../display/FactionMark.js';
import { reasonText } from '../game/engineText.js';
import { viewPanel } from '../game/viewPanel.js';
import { useWholeLog, wholeLogKey } from '../game/wholeLog.js';
import '../../../panels/log.css';

export interface UndoNoteView { seat: string; turn: number; at: number }

/** A bot's one line of reasoning (issue "Solo play"), or a note that it stays secret until the game ends. */
export function BotReasonText({ r }: { r: BotReasonView }): ReactNode {
  const seat = factionName(r.seat);
  return r.reason === null ? t('bot.reasonWithheld', { seat }) : t('bot.reason', { seat, reason: reasonText(r.reason) });
}

function botReasonItem(r: BotReasonView, key: string): ReactNode {
  return (
    <li key={key} className={`log-bot${r.reason === null ? ' withheld' : ''}`} data-log="bot.reason" data-bot-seat={r.seat} data-decision={r.decision} data-kind={r.kind}>
      <FactionMark faction={r.seat} /><BotReasonText r={r} />
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
  // Theater and card arguments stay `{name}` here (t() leaves a placeholder without a value) and become chips below.
  const args = Object.fromEntries(Object.entries(logArgs(e)).filter(([name]) => !isTheaterArg(e, name) && !isCardArg(e, name)));
  const filled = fixArticles(t(key as MessageKey, args));
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

/** An entry's rule: a link into the rules, or words for what is not in the rulebook (the handicap). */
function EntryRule({ rule }: { rule: string }): ReactNode {
  const tag = ruleTag(rule);
  if (tag === null) return <RuleLink rule={rule}>[{rule}]</RuleLink>;
  return <span className="rule-tag" data-rule-tag={rule} title={t(`log.ruleTagTitle.${rule}` as MessageKey)}>[{tag}]</span>;
}

/** Entries that reopen their Battle's report or their debate's result (issue #29). */
const MOMENT_ENTRIES: Readonly<Record<string, 'battle' | 'debate'>> = { 'battle.won': 'battle', 'battle.draw': 'battle', 'debate.values': 'debate' };

/** "Battle report" / "Debate result" after such an entry: reopens its panel. */
function MomentButton({ e, index }: { e: LogEntry; index: number }) {
  const open = useUi().openMoment;
  const kind = MOMENT_ENTRIES[e.msg];
  if (!kind || !open) return null;
  return (
    <>
      {' '}
      <button type="button" className="log-moment" data-moment-open={kind} data-log-index={index} onClick={() => open(index)}>
        {t(`moment.open.${kind}`)}
      </button>
    </>
  );
}

/** Entries shown before "Show all": a late Campaign logs thousands, and each view redraws the panel. */
export const LOG_SHOWN = 300;

/** One entry; memoized on the entry itself, which the client keeps as is while the log grows. */
const LogRow = memo(function LogRow({ e, index, fresh, offset = 0, paged = false }: {
  e: LogEntry; index: number; fresh: boolean;
  /** Where the log held begins in the whole log (#31 item 4): the entry's number counts from the game's start. */
  offset?: number;
  /** An entry of a page before the log held: shown, but its moment is not at hand. */
  paged?: boolean;
}) {
  useLocale(); // #18: memoized, so it hears a change of language itself
  const theater = entryTheater(e);
  return (
    <li
      value={offset + index + 1} data-log={e.msg} data-rule={e.rule} data-log-index={paged ? undefined : index} data-log-paged={paged ? 'true' : undefined}
      data-log-theater={theater ?? undefined}
      title={theater !== null ? t('logview.showOnBoard', { theater: theaterName(theater) }) : undefined}
      className={`${fresh ? 'since' : ''}${e.to ? ' private' : ''}${theater !== null ? ' log-showable' : ''}`} data-since={fresh ? 'true' : undefined}
    >
      <EntryRule rule={e.rule} />{' '}
      {e.msg === 'battle.total' ? <BattleTotalText e={e} /> : <LogText e={e} />}
      {!paged && <MomentButton e={e} index={index} />}
    </li>
  );
});

/**
 * A click on an entry that names a theater shows it on the board (#16), and one on a Battle's
 * outcome or a debate's values reopens its result (issue #29); clicks on its rule link,
 * a card (which opens its detail) or a chip (which shows its own theater) are theirs.
 */
function useShowOnClick(): (ev: MouseEvent<HTMLElement>) => void {
  const { showTheater: show, openMoment } = useUi();
  return useCallback((ev: MouseEvent<HTMLElement>) => {
    const target = ev.target as HTMLElement;
    if (target.closest('a, button, [data-card], .chip')) return;
    // A Battle's outcome or a debate's values reopens its result (issue #29).
    const moment = target.closest<HTMLElement>('[data-log]');
    if (openMoment && moment?.dataset.log && MOMENT_ENTRIES[moment.dataset.log]) openMoment(Number(moment.dataset.logIndex));
    if (!show) return;
    const row = target.closest<HTMLElement>('[data-log-theater]');
    const id = row?.dataset.logTheater;
    if (id) show(id === 'persia' ? 'persia' : Number(id));
  }, [show, openMoment]);
}

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

/** Where the log's filters are kept (#16: remembered across reloads, like the folded panels). */
const FILTERS_KEY = 'pericles.table.log.filters';

function readFilters(): Set<LogFilter> {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(FILTERS_KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return new Set(Array.isArray(list) ? LOG_FILTERS.filter((f) => list.includes(f)) : []);
  } catch {
    return new Set();
  }
}

export function useLogFilters(): [ReadonlySet<LogFilter>, (f: LogFilter | 'all') => void] {
  const [filters, setFilters] = useState<ReadonlySet<LogFilter>>(readFilters);
  const toggle = useCallback((f: LogFilter | 'all') => {
    setFilters((cur) => {
      const next = new Set(f === 'all' ? [] : cur);
      if (f !== 'all') {
        if (cur.has(f)) next.delete(f);
        else next.add(f);
      }
      try { localStorage.setItem(FILTERS_KEY, JSON.stringify([...next])); } catch { /* storage off: this session only */ }
      return next;
    });
  }, []);
  return [filters, toggle];
}

/** All, Mine, Honor, Battles: toggle buttons; every one pressed must match, All clears them. */
function LogFilters({ filters, onToggle, canMine }: { filters: ReadonlySet<LogFilter>; onToggle(f: LogFilter | 'all'): void; canMine: boolean }) {
  const button = (f: LogFilter | 'all', pressed: boolean, disabled = false): ReactNode => (
    <button
      key={f} type="button" className="log-filter" data-log-filter={f} aria-pressed={pressed} disabled={disabled}
      title={t(`logview.filterHelp.${f}`)} onClick={() => onToggle(f)}
    >
      {t(`logview.filter.${f}`)}
    </button>
  );
  return (
    <div className="log-filters" role="group" aria-label={t('logview.filters')} data-log-filters>
      {button('all', filters.size === 0)}
      {LOG_FILTERS.map((f) => button(f, filters.has(f), f === 'mine' && !canMine))}
    </div>
  );
}

/** Entries asked for at once when the player pages back before the log held (#31 item 4). */
export const LOG_PAGE_SIZE = 200;

/**
 * The entries before the log the client holds (it holds the tail from `logStart`), fetched a page
 * at a time as the player asks: newest first, down to the game's first entry.
 */
function useEarlierPages(logStart: number, seat: string, loadPage?: (from: number, count: number) => Promise<LogEntry[] | null>) {
  const key = `${seat}:${logStart}`;
  const [pages, setPages] = useState<{ key: string; from: number; entries: LogEntry[] }>({ key, from: logStart, entries: [] });
  const [loading, setLoading] = useState(false);
  const held = pages.key === key ? pages : { key, from: logStart, entries: [] };
  const more = useCallback(() => {
    if (!loadPage || held.from === 0) return;
    const from = Math.max(0, held.from - LOG_PAGE_SIZE);
    setLoading(true);
    void loadPage(from, held.from - from).then((entries) => {
      setLoading(false);
      // A page that came back short (a smaller message) or for another log is asked again by the next click.
      if (entries && entries.length === held.from - from) setPages({ key, from, entries: [...entries, ...held.entries] });
    });
  }, [loadPage, held, key]);
  return { from: held.from, entries: held.entries, more, loading };
}

export const LogPanel = viewPanel(['log', 'seat'], function LogPanel({ view, since = null, undos = [], botReasons = [], logStart = 0, loadPage }: {
  view: Pick<GameView, 'log' | 'seat'>; since?: number | null; undos?: readonly UndoNoteView[];
  /** The bots' recent reasons (ViewMessage.botReasons), each shown right after its decision's entries. */
  botReasons?: readonly BotReasonView[];
  /** Where `view.log` begins in the seat's whole log (ViewMessage.logStart): the earlier entries come in pages. */
  logStart?: number;
  /** Asks the host for entries of the seat's log (PericlesApi.logPage). */
  loadPage?: (from: number, count: number) => Promise<LogEntry[] | null>;
}) {
  const earlier = useEarlierPages(logStart, view.seat, loadPage);
  const [showAll, setShowAll] = useState(false);
  const [pressed, toggle] = useLogFilters();
  const onClick = useShowOnClick();
  const me = view.seat === 'spectator' ? null : view.seat;
  // A spectator has no Faction of its own: Mine stays pressed for later but does not apply.
  const filters = useMemo(() => new Set([...pressed].filter((f) => f !== 'mine' || me !== null)), [pressed, me]);
  // A filter looks through the whole log (#31 item 4): the entries before the tail come in pages.
  const whole = useWholeLog({ log: view.log, logStart, of: wholeLogKey(view.seat, logStart, view.log), load: loadPage, wanted: filters.size > 0 });
  const filtering = filters.size > 0 && whole !== null;
  const entries = filtering ? whole : view.log;
  /** Where `entries` begins in the seat's whole log. */
  const offset = filtering ? 0 : logStart;
  const matched = useMemo(
    () => (!filtering ? null : entries.flatMap((e, i) => (logEntryMatches(e, filters, me) ? [i] : []))),
    [entries, filtering, filters, me],
  );
  const total = matched ? matched.length : entries.length;
  const first = showAll ? 0 : Math.max(0, total - LOG_SHOWN);
  const rows: ReactNode[] = [];
  if (matched) {
    // Filtered: only entries (bot reasons and undo notes are not about a Faction's Honor or Battles).
    for (let k = matched.length - 1; k >= first; k--) {
      const i = matched[k]!;
      rows.push(<LogRow key={i} e={entries[i]!} index={i} offset={offset} fresh={since !== null && i - logStart >= since} />);
    }
  } else {
    const notes = byPosition(undos, entries.length);
    const reasons = byPosition(botReasons, entries.length);
    for (let i = entries.length; i >= first; i--) {
      for (const r of [...(reasons.get(i) ?? [])].reverse()) rows.push(botReasonItem(r, `b${r.decision}`));
      for (const u of notes.get(i) ?? []) {
        rows.push(<li key={`u${i}-${u.seat}-${rows.length}`} className="log-undo" data-log="undo">{t('log.undo', { seat: factionName(u.seat) })}</li>);
      }
      if (i === first) break;
      const e = entries[i - 1]!;
      rows.push(<LogRow key={i - 1} e={e} index={i - 1} offset={logStart} fresh={since !== null && i - 1 >= since} />);
    }
    // Before the log held: the pages fetched so far, newest first (#31 item 4).
    if (first === 0) {
      for (let k = earlier.entries.length - 1; k >= 0; k--) {
        rows.push(<LogRow key={`p${earlier.from + k}`} e={earlier.entries[k]!} index={k} offset={earlier.from} fresh={false} paged />);
      }
    }
  }
  return (
    <section className="panel panel-log" aria-labelledby="log-h" data-log-filtered={[...filters].join(' ') || 'all'}>
      <h2 id="log-h">{t('panel.log')}</h2>
      {entries.length > 0 && <LogFilters filters={pressed} onToggle={(f) => { setShowAll(false); toggle(f); }} canMine={me !== null} />}
      {matched && <p className="log-count" data-log-matched={matched.length}>{t('logview.filtered', { shown: matched.length, all: entries.length })}</p>}
      {entries.length === 0 ? (
        <p className="empty">{t('panel.logEmpty')}</p>
      ) : (
        <>
          {matched && matched.length === 0 && <p className="empty" data-log-no-match>{t('logview.noMatch')}</p>}
          {/* The theater chips inside are the keyboard's way to show a theater; a click anywhere on its entry is the mouse's. */}
          <ol
            className="log" aria-live="polite" data-log-count={entries.length} data-log-start={logStart} data-log-paged-from={earlier.from}
            // A long game's entry numbers (190,000…) need more room than the list's usual margin (styles.css).
            style={logStart + entries.length >= 10_000 ? { '--log-number-width': `${String(logStart + entries.length).length * 0.62 + 0.5}em` } as CSSProperties : undefined}
            data-log-shown={total - first} reversed onClick={onClick}>{rows}</ol>
        </>
      )}
      {first > 0 && (
        <button type="button" className="log-more" onClick={() => setShowAll(true)} data-log-more>
          {t('panel.logShowAll', { earlier: first, all: total })}
        </button>
      )}
      {first === 0 && !matched && earlier.from > 0 && loadPage && (
        <button
          type="button" className="log-more" onClick={earlier.more} disabled={earlier.loading}
          data-log-earlier={earlier.from} aria-busy={earlier.loading}
        >
          {t('logpage.earlier', { n: Math.min(LOG_PAGE_SIZE, earlier.from), before: earlier.from })}
        </button>
      )}
    </section>
  );
});

/** Items shown in "Since your last decision" before "more…". */
export const SINCE_SHOWN = 8;

/**
 * Everything bots and other players did since this seat last decided, newest last, each bot's
 * reason after its decision's entries: the latest SINCE_SHOWN, and "more…" for the rest (#16:
 * complete, never silently cut).
 */
export const SincePanel = viewPanel(['log'], function SincePanel({ view, since, botReasons = [] }: { view: Pick<GameView, 'log'>; since: number | null; botReasons?: readonly BotReasonView[] }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const onClick = useShowOnClick();
  if (since === null) return null;
  const open = openAt === since;
  const fresh = view.log.slice(since);
  const reasons = byPosition(botReasons.filter((r) => r.at > since), view.log.length);
  const items: ReactNode[] = [];
  for (let i = since + 1; i <= view.log.length; i++) {
    const e = view.log[i - 1]!;
    const theater = entryTheater(e);
    items.push(
      <li
        key={`e${i - 1}`} data-log={e.msg} data-log-index={i - 1} data-log-theater={theater ?? undefined}
        className={theater !== null ? 'log-showable' : undefined}
        title={theater !== null ? t('logview.showOnBoard', { theater: theaterName(theater) }) : undefined}
      >
        <EntryRule rule={e.rule} />{' '}{e.msg === 'battle.total' ? <BattleTotalText e={e} /> : <LogText e={e} />}
        <MomentButton e={e} index={i - 1} />
      </li>,
    );
    for (const r of reasons.get(i) ?? []) items.push(botReasonItem(r, `b${r.decision}`));
  }
  const hidden = open ? 0 : Math.max(0, items.length - SINCE_SHOWN);
  return (
    <section className="panel panel-since" aria-labelledby="since-h" data-since-count={fresh.length} data-since-items={items.length} data-since-hidden={hidden}>
      <h2 id="since-h">{t('panel.since')}</h2>
      {items.length === 0 ? <p className="empty">{t('panel.sinceNone')}</p> : (
        <>
          {hidden > 0 && (
            <button type="button" className="since-more" data-since-more aria-expanded={false} onClick={() => setOpenAt(since)}>
              {t('panel.sinceMore', { n: hidden })}
            </button>
          )}
          <ul className="log" onClick={onClick}>{items.slice(hidden)}</ul>
          {open && items.length > SINCE_SHOWN && (
            <button type="button" className="since-more" data-since-less aria-expanded onClick={() => setOpenAt(null)}>
              {t('panel.sinceLess')}
            </button>
          )}
        </>
      )}
    </section>
  );
});
