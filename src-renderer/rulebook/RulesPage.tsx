// The players' rulebook (#17 item 6): a drawer beside the game (over the side panels, the board
// stays in view and usable) or beside the start screen. Search by words or by rule number, the
// glossary (3.2) and the index by term; a rule link opens it at that rule, scrolled to and marked.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getLocale, t } from '../i18n/index.js';
import { hitRanges, queryWords, rulebook, ruleAnchor, ruleSections, searchGlossary, searchIndex, searchRules, type RuleSection } from './rules.js';
import type { PlayerRulebook } from './playerRules.js';
import { useEscapeCloses } from '../game/escape.js';
import './rules.css';

type Tab = 'rules' | 'glossary' | 'index';
/** The suffix of each tab's count keys (rules.book.hits, rules.book.hitsGlossary …). */
const TAB_WORDS = { rules: '', glossary: 'Glossary', index: 'Index' } as const satisfies Record<Tab, string>;

/** What a piece of text needs to be drawn: the search words to mark, where a rule number leads. */
/** `sections`: the book shown (a rule number links only to a section of that book). */
interface Ctx { words: readonly string[]; goTo(rule: string): void; sections: readonly RuleSection[] }

/** Search hits marked in plain text. */
function marked(text: string, ctx: Ctx, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  hitRanges(text, ctx.words).forEach(([a, b], i) => {
    if (a > last) out.push(text.slice(last, a));
    out.push(<mark key={`${key}m${i}`} className="rules-hit" data-rules-hit>{text.slice(a, b)}</mark>);
    last = b;
  });
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Rule numbers in the text ("(7.2)", "9.32B") lead to their rule; the rest is marked text. */
function linked(text: string, ctx: Ctx, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /\b(\d{1,2}\.\d{1,2})(?![\d.]\d)/g;
  let last = 0;
  let m: RegExpExecArray | null;
  let i = 0;
  while ((m = re.exec(text))) {
    const major = Number(m[1]!.split('.')[0]);
    const anchor = major >= 1 && major <= 13 ? ruleAnchor(m[1]!, ctx.sections) : null;
    if (!anchor) continue;
    if (m.index > last) out.push(...marked(text.slice(last, m.index), ctx, `${key}t${i}`));
    const rule = m[1]!;
    out.push(
      <a key={`${key}r${i++}`} className="rules-ref" href={`#rule-${anchor}`} title={t('rules.book.goTo', { rule })}
        onClick={(e) => { e.preventDefault(); ctx.goTo(anchor); }}>
        {marked(rule, ctx, `${key}rt${i}`)}
      </a>,
    );
    last = m.index + rule.length;
  }
  if (last < text.length) out.push(...marked(text.slice(last), ctx, `${key}e`));
  return out;
}

/** Inline markdown: **bold**, *italic*, `code`. */
function inline(text: string, ctx: Ctx, key = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`)/g;
  let last = 0;
  let m: RegExpExecArray | null;
  let i = 0;
  while ((m = re.exec(text))) {
    if (m.index > last) out.push(...linked(text.slice(last, m.index), ctx, `${key}p${i}`));
    const tok = m[0];
    const k = `${key}k${i++}`;
    if (tok.startsWith('**')) out.push(<strong key={k}>{linked(tok.slice(2, -2), ctx, k)}</strong>);
    else if (tok.startsWith('`')) out.push(<code key={k}>{linked(tok.slice(1, -1), ctx, k)}</code>);
    else out.push(<em key={k}>{linked(tok.slice(1, -1), ctx, k)}</em>);
    last = m.index + tok.length;
  }
  if (last < text.length) out.push(...linked(text.slice(last), ctx, `${key}z`));
  return out;
}

interface Item { text: string; ordered: boolean; n: number; children: Item[] }

/** List lines (indented by two spaces per level) as a tree. */
function listTree(lines: readonly string[]): Item[] {
  const root: Item[] = [];
  const stack: Array<{ indent: number; items: Item[] }> = [{ indent: -1, items: root }];
  for (const line of lines) {
    const m = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(line);
    if (!m) {
      // A line that continues the item above.
      const top = stack[stack.length - 1]!.items;
      const last = top[top.length - 1];
      if (last) last.text += ` ${line.trim()}`;
      continue;
    }
    const indent = m[1]!.length;
    while (stack.length > 1 && indent <= stack[stack.length - 1]!.indent) stack.pop();
    const items = stack[stack.length - 1]!.items;
    const item: Item = { text: m[3]!, ordered: /\d/.test(m[2]!), n: parseInt(m[2]!, 10) || 1, children: [] };
    items.push(item);
    stack.push({ indent, items: item.children });
  }
  return root;
}

function List({ items, ctx, k }: { items: Item[]; ctx: Ctx; k: string }): ReactNode {
  const ordered = items[0]?.ordered ?? false;
  const L = ordered ? 'ol' : 'ul';
  // A note between two steps splits the list: the second part goes on with the rulebook's number.
  return (
    <L start={ordered && items[0]!.n !== 1 ? items[0]!.n : undefined}>
      {items.map((it, i) => (
        <li key={i}>{inline(it.text, ctx, `${k}-${i}`)}{it.children.length > 0 && <List items={it.children} ctx={ctx} k={`${k}-${i}`} />}</li>
      ))}
    </L>
  );
}

/** Block markdown of one section: paragraphs, nested lists, tables, and the app's notes. */
export function Body({ lines, ctx }: { lines: readonly string[]; ctx: Ctx }): ReactNode {
  const blocks: ReactNode[] = [];
  let para: string[] = [];
  let list: string[] = [];
  let table: string[][] = [];
  const flush = (): void => {
    const k = `b${blocks.length}`;
    if (para.length) blocks.push(<p key={k}>{inline(para.join(' '), ctx, k)}</p>);
    else if (list.length) blocks.push(<List key={k} items={listTree(list)} ctx={ctx} k={k} />);
    else if (table.length) {
      const [head, ...rows] = table;
      blocks.push(
        <table key={k} className="rules-table">
          <thead><tr>{head!.map((c, j) => <th key={j}>{inline(c, ctx, `${k}h${j}`)}</th>)}</tr></thead>
          <tbody>{rows.map((r, i) => <tr key={i}>{r.map((c, j) => <td key={j}>{inline(c, ctx, `${k}-${i}-${j}`)}</td>)}</tr>)}</tbody>
        </table>,
      );
    }
    para = []; list = []; table = [];
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    const note = /^> (reading|editions): (.*)$/.exec(line);
    if (note) {
      flush();
      const kind = note[1] as 'reading' | 'editions';
      blocks.push(
        <aside key={`n${blocks.length}`} className={`rules-note rules-note-${kind}`} data-rules-note={kind}>
          <strong>{t(kind === 'reading' ? 'rules.book.reading' : 'rules.book.editions')}</strong>{' '}
          {inline(note[2]!, ctx, `n${blocks.length}`)}
        </aside>,
      );
      continue;
    }
    if (!line.trim()) { flush(); continue; }
    const isItem = /^\s*(?:[-*]|\d+\.)\s+/.test(line);
    if (line.trim().startsWith('|')) {
      if (/^\|[\s|:-]+\|$/.test(line.trim())) continue;
      if (!table.length) flush();
      table.push(line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim()));
    } else if (isItem || (list.length && /^\s+\S/.test(line))) {
      if (!list.length) flush();
      list.push(line);
    } else {
      if (!para.length) flush();
      para.push(line.trim());
    }
  }
  flush();
  return <>{blocks}</>;
}

export function RuleSectionView({ s, ctx, target }: { s: RuleSection; ctx?: Ctx; target?: boolean }) {
  const H = (`h${Math.min(6, s.level + 1)}`) as 'h3';
  const c: Ctx = ctx ?? { words: [], goTo: () => undefined, sections: ruleSections() };
  return (
    <section className={`rule-section${target ? ' rule-target' : ''}`} id={`rule-${s.id}`} data-rule-section={s.id} data-rule-target={target ? 'true' : undefined}>
      {s.title && <H>{marked(s.title, c, 'title')}</H>}
      <Body lines={s.body} ctx={c} />
    </section>
  );
}

export interface RulesPageProps {
  /** The rule to open at (a rule link's anchor), or null for the top. */
  at: string | null;
  /** Counts the requests, so asking for the same rule again scrolls to it again. */
  request?: number;
  /** 'start': over the start screen's edge instead of the game's side panels. */
  placement?: 'game' | 'start';
  onClose(): void;
  /** The game's own book and how a citation finds its section (a second game's); absent: this one. */
  game?: { book(locale: string): PlayerRulebook; anchor(rule: string): string | null; searchHint?(): string };
}

export function RulesPage({ at: cited, request = 0, placement = 'game', onClose, game }: RulesPageProps) {
  const book = game ? game.book(getLocale()) : rulebook();
  // A game's citation ("Phase 5 Commit military forces") opens its section.
  const at = cited && game ? game.anchor(cited) : cited;
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<Tab>('rules');
  const [target, setTarget] = useState<string | null>(at);
  const [jump, setJump] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const words = useMemo(() => queryWords(query), [query]);
  const shown = useMemo(() => (query.trim() ? searchRules(query, book.sections) : book.sections), [query, book]);
  // The glossary and the index follow the search too (#29): each tab shows its own hits, and counts them.
  const terms = useMemo(() => searchGlossary(query, book.glossary), [query, book]);
  const topics = useMemo(() => searchIndex(query, book.index), [query, book]);
  const hits: Record<Tab, number> = { rules: shown.length, glossary: terms.length, index: topics.length };

  const goTo = (rule: string): void => { setQuery(''); setTab('rules'); setTarget(rule); setJump((n) => n + 1); };
  const ctx: Ctx = { words, goTo, sections: book.sections };

  // A rule link (from a prompt, the log, the status line) opens the rulebook at its rule.
  useEffect(() => {
    if (at) goTo(at);
    else search.current?.focus();
  }, [at, request]);
  useEffect(() => {
    if (!target || query || tab !== 'rules') return;
    const el = body.current?.querySelector<HTMLElement>(`[data-rule-section="${CSS.escape(target)}"]`);
    el?.scrollIntoView({ block: 'start' });
  }, [target, jump, query, tab]);
  useEffect(() => {
    // A new search starts at the top of its results (the best hit first); so do the glossary and index.
    if (query || tab !== 'rules') body.current?.scrollTo({ top: 0 });
  }, [query, tab]);
  useEffect(() => {
    // Closed, the focus goes back to where it was when the rulebook opened.
    const back = document.activeElement as HTMLElement | null;
    return () => { back?.focus?.(); };
  }, []);
  useEscapeCloses(true, onClose);

  const tabButton = (id: Tab) => (
    <button type="button" role="tab" aria-selected={tab === id} className={tab === id ? 'rules-tab rules-tab-on' : 'rules-tab'}
      data-rules-tab={id} data-rules-tab-hits={query.trim() ? hits[id] : undefined} onClick={() => setTab(id)}>
      {query.trim() ? t('rules.book.tabHits', { tab: t(`rules.book.tab.${id}`), n: hits[id] }) : t(`rules.book.tab.${id}`)}
    </button>
  );

  return (
    <aside className={`rules-drawer rules-drawer-${placement}`} role="dialog" aria-modal="false" aria-labelledby="rules-h"
      data-rules-page={at ?? ''} data-rules-drawer={placement}>
      <header className="rules-drawer-header">
        <h2 id="rules-h">{t('rules.book.title')}</h2>
        <button type="button" className="rules-close" onClick={onClose} data-rules-close aria-label={t('rules.book.close')} title={t('rules.book.closeHint')}>×</button>
      </header>
      <div className="rules-search">
        <input ref={search} type="search" aria-label={t('rules.book.searchLabel')} placeholder={game?.searchHint?.() ?? t('rules.book.search')}
          value={query} onChange={(e) => setQuery(e.target.value)} data-rules-search />
        {query.trim() && (
          <span className="rules-count" data-rules-count={hits[tab]} aria-live="polite">
            {hits[tab] === 0 ? t(`rules.book.noHits${TAB_WORDS[tab]}`, { query: query.trim() }) : t(`rules.book.hits${TAB_WORDS[tab]}`, { n: hits[tab] })}
          </span>
        )}
      </div>
      <div className="rules-tabs" role="tablist" aria-label={t('rules.book.tabs')}>
        {tabButton('rules')}{tabButton('glossary')}{tabButton('index')}
      </div>
      <div className="rules-body" ref={body} data-rules-body={tab}>
        {tab === 'rules' && (
          <>
            {!query.trim() && <p className="rules-about">{t('rules.book.about')}</p>}
            {!query.trim() && (
              <details className="rules-contents" data-rules-contents>
                <summary>{t('rules.book.contents')}</summary>
                <ul>
                  {book.sections.filter((s) => s.level <= 3 && s.title).map((s) => (
                    <li key={s.id} className={`rules-contents-${s.level}`}><a className="rules-ref" href={`#rule-${s.id}`} onClick={(e) => { e.preventDefault(); goTo(s.id); }}>{s.title}</a></li>
                  ))}
                </ul>
              </details>
            )}
            {shown.map((s) => <RuleSectionView key={`${s.id}-${s.title}`} s={s} ctx={ctx} target={!query.trim() && s.id === target} />)}
          </>
        )}
        {tab === 'glossary' && (
          <div data-rules-glossary>
            <p className="rules-about">{t('rules.book.glossaryIntro')}</p>
            <dl className="rules-glossary">
              {terms.map((g) => (
                <div key={g.term} data-glossary-term={g.term}>
                  <dt>{inline(g.term, ctx, 'gt')}</dt>
                  <dd>
                    {g.body.length > 0 ? <Body lines={g.body} ctx={ctx} /> : (
                      <a className="rules-ref" href={`#rule-${g.rule}`} onClick={(e) => { e.preventDefault(); goTo(g.rule); }}>{t('rules.book.ruleLink', { rule: g.rule })}</a>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        {tab === 'index' && (
          <div data-rules-index>
            <p className="rules-about">{t('rules.book.indexIntro')}</p>
            <table className="rules-table rules-index">
              <tbody>
                {topics.map((e) => (
                  <tr key={e.topic} data-index-topic={e.topic}><th scope="row">{inline(e.topic, ctx, 'it')}</th><td>{inline(e.rules, ctx, 'ir')}</td></tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </aside>
  );
}
