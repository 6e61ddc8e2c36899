// Perikles' log panel (#33): every entry in the reader's language (logWords.ts), newest first, with
// the rule it applies by its heading in the reader's rulebook (a click opens the rules drawer there),
// what happened since this seat's last decision marked, and filters by phase or kind (All, Mine,
// Influence, Elections, Forces, Battles, Special tiles), remembered like Pericles' are. A fought
// battle's result opens its moment again; an old save's entry that named only its slot is worded
// with the Location a later entry of its turn names (moments.ts entryLocation), not with "?".
import { memo, useCallback, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { battleMomentAt, entryLocation, logMsgOf, type LogEntry, type PeriklesView } from '../../../src-shared/games/perikles/client.js';
import { t, useLocale, type MessageKey } from '../../i18n/index.js';
import { logEntryMatches, logText, PERIKLES_LOG_FILTERS, ruleTitle, type PeriklesLogFilter } from './logWords.js';
import '../../panels/log.css';

/** Entries shown: a whole game logs a few hundred. */
const LOG_SHOWN = 400;
const FILTERS_KEY = 'perikles.table.log.filters';
/** The rule's heading reads as a link (styles.css .rule-link), not as a button. */
const RULE_BUTTON = { background: 'none', border: 0, padding: 0, cursor: 'pointer', textAlign: 'left' } as const;

function readFilters(): Set<PeriklesLogFilter> {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(FILTERS_KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return new Set(Array.isArray(list) ? PERIKLES_LOG_FILTERS.filter((f) => list.includes(f)) : []);
  } catch {
    return new Set();
  }
}

function useFilters(): [ReadonlySet<PeriklesLogFilter>, (f: PeriklesLogFilter | 'all') => void] {
  const [filters, setFilters] = useState<ReadonlySet<PeriklesLogFilter>>(readFilters);
  const toggle = useCallback((f: PeriklesLogFilter | 'all') => {
    setFilters((cur) => {
      const next = new Set(f === 'all' ? [] : cur);
      if (f !== 'all') { if (cur.has(f)) next.delete(f); else next.add(f); }
      try { localStorage.setItem(FILTERS_KEY, JSON.stringify([...next])); } catch { /* storage off: this session only */ }
      return next;
    });
  }, []);
  return [filters, toggle];
}

/** The entry with its Location, when an old save's entry named only its slot. */
function located(log: readonly LogEntry[], i: number): LogEntry {
  const e = log[i]!;
  if (typeof e.location === 'string' || typeof e.slot !== 'number') return e;
  const loc = entryLocation(log, i);
  return loc && loc !== e.tile ? { ...e, location: loc } : e;
}

/** What a log line's links do: held in a ref, so a line is drawn again only when its entry changes. */
interface LogLinks { openRule(rule: string): void; openBattle?(at: number): void }

/**
 * One line of the log. Entries equal to the last view's keep their objects (client/keepUnchanged.ts),
 * so at a decision only the new lines are drawn again, not the few hundred before them. `locale`
 * is not read here: a new language is a new prop, so every line is worded again.
 */
const LogLine = memo(function LogLine({ e, i, since, moment, links }: { e: LogEntry; i: number; since: boolean; moment: boolean; links: RefObject<LogLinks>; locale: string }) {
  return (
    <li value={i + 1} data-log={logMsgOf(e) ?? ''} data-rule={e.rule} data-log-turn={e.turn} className={since ? 'since' : undefined} data-since={since ? 'true' : undefined}>
      <button type="button" className="rule-link perikles-log-rule" data-rule-link={e.rule} style={RULE_BUTTON} title={t('perikles.log.rule', { rule: ruleTitle(e.rule) })} onClick={() => links.current.openRule(e.rule)}>
        [{ruleTitle(e.rule)}]
      </button>{' '}
      <span data-log-text>{logText(e)}</span>
      {moment && (
        <button type="button" className="log-moment" data-moment-open="battle" data-log-index={i} onClick={() => links.current.openBattle?.(i)}>{t('perikles.moment.open')}</button>
      )}
    </li>
  );
});

export function PeriklesLogPanel({ view, since, openRule, openBattle }: { view: PeriklesView; since: number | null; openRule(rule: string): void; openBattle?(at: number): void }) {
  const [pressed, toggle] = useFilters();
  const me = view.seat === 'spectator' ? null : view.seat;
  // A spectator has no family of its own: Mine stays pressed for later but does not apply.
  const filters = useMemo(() => new Set([...pressed].filter((f) => f !== 'mine' || me !== null)), [pressed, me]);
  const log = view.log as readonly LogEntry[];
  const shown = useMemo(() => log.map((e, i) => ({ e, i })).filter(({ e }) => filters.size === 0 || logEntryMatches(e, filters, me)), [log, filters, me]);
  const locale = useLocale();
  const links = useRef<LogLinks>({ openRule, openBattle });
  links.current = { openRule, openBattle };
  const rows: ReactNode[] = shown.slice(-LOG_SHOWN).reverse().map(({ i }) => (
    <LogLine key={i} e={located(log, i)} i={i} since={since !== null && i >= since} moment={!!openBattle && battleMomentAt(log, i) !== null} links={links} locale={locale} />
  ));
  return (
    <section className="panel-log perikles-log" data-panel="log" data-log-filtered={[...filters].join(' ') || 'all'}>
      {log.length > 0 && (
        <div className="log-filters" role="group" aria-label={t('perikles.log.filters')} data-log-filters>
          {(['all', ...PERIKLES_LOG_FILTERS] as const).map((f) => (
            <button
              key={f} type="button" className="log-filter" data-log-filter={f} aria-pressed={f === 'all' ? pressed.size === 0 : pressed.has(f)}
              disabled={f === 'mine' && me === null} onClick={() => toggle(f)}
            >
              {t(`perikles.log.filter.${f}` as MessageKey)}
            </button>
          ))}
        </div>
      )}
      {log.length === 0 ? <p className="empty">{t('perikles.log.empty')}</p>
        : rows.length === 0 ? <p className="empty" data-log-no-match>{t('perikles.log.noMatch')}</p>
          : <ol className="log" reversed data-log-count={log.length} data-log-shown={rows.length}>{rows}</ol>}
    </section>
  );
}
