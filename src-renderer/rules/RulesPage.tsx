// The rules reference page: the vendored English rules, searchable, one anchor per rule number
// (`#rule-5.21`), opened from every rule link in prompts, the status line and the log.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { t } from '../i18n/index.js';
import { ruleSections, searchRules, type RuleSection } from './rules.js';

/** Inline markdown: **bold**, *italic*, `code`. */
function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`)/g;
  let last = 0;
  let m: RegExpExecArray | null;
  let i = 0;
  while ((m = re.exec(text))) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const tok = m[0];
    if (tok.startsWith('**')) out.push(<strong key={i++}>{tok.slice(2, -2)}</strong>);
    else if (tok.startsWith('`')) out.push(<code key={i++}>{tok.slice(1, -1)}</code>);
    else out.push(<em key={i++}>{tok.slice(1, -1)}</em>);
    last = m.index + tok.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Block markdown of one section: paragraphs, lists, tables (as rows), rules. */
function Body({ lines }: { lines: string[] }): ReactNode {
  const blocks: ReactNode[] = [];
  let para: string[] = [];
  let list: string[] = [];
  let table: string[][] = [];
  const flush = (): void => {
    if (para.length) blocks.push(<p key={blocks.length}>{inline(para.join(' '))}</p>);
    if (list.length) blocks.push(<ul key={blocks.length}>{list.map((l, i) => <li key={i}>{inline(l)}</li>)}</ul>);
    if (table.length) {
      blocks.push(
        <table key={blocks.length} className="rules-table"><tbody>
          {table.map((r, i) => <tr key={i}>{r.map((c, j) => <td key={j}>{inline(c)}</td>)}</tr>)}
        </tbody></table>,
      );
    }
    para = []; list = []; table = [];
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (!line.trim() || /^-{3,}$/.test(line.trim())) { flush(); continue; }
    const li = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
    if (line.trim().startsWith('|')) {
      if (/^\|[\s|:-]+\|$/.test(line.trim())) continue;
      if (para.length || list.length) { const tb = table; flush(); table = tb; }
      table.push(line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim()));
    } else if (li) {
      if (para.length || table.length) flush();
      list.push(li[1]!);
    } else {
      if (list.length || table.length) flush();
      para.push(line.trim());
    }
  }
  flush();
  return <>{blocks}</>;
}

export function RuleSectionView({ s }: { s: RuleSection }) {
  const H = (`h${Math.min(6, s.level + 1)}`) as 'h2';
  return (
    <section className="rule-section" id={`rule-${s.id}`} data-rule-section={s.id}>
      {s.title && <H>{s.title}</H>}
      <Body lines={s.body} />
    </section>
  );
}

export function RulesPage({ at, onClose }: { at: string | null; onClose(): void }) {
  const [query, setQuery] = useState('');
  const all = ruleSections();
  const shown = useMemo(() => (query.trim() ? searchRules(query, all) : all), [query, all]);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!at || query) return;
    const el = root.current?.querySelector(`[data-rule-section="${CSS.escape(at)}"]`);
    if (el) { el.scrollIntoView({ block: 'start' }); el.classList.add('rule-target'); }
  }, [at, query]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="rules-page" role="dialog" aria-modal="true" aria-labelledby="rules-h" data-rules-page={at ?? ''}>
      <header className="rules-header">
        <h2 id="rules-h">{t('rules.title')}</h2>
        <input type="search" aria-label={t('rules.search')} placeholder={t('rules.search')} value={query} onChange={(e) => setQuery(e.target.value)} data-rules-search />
        {query && <span className="rules-count">{t('rules.matches', { n: shown.length })}</span>}
        <button type="button" onClick={onClose} data-rules-close autoFocus>{t('rules.close')}</button>
      </header>
      <p className="hint">{t('rules.source')}</p>
      <div className="rules-body" ref={root}>
        {shown.map((s) => <RuleSectionView key={`${s.id}-${s.title}`} s={s} />)}
      </div>
    </div>
  );
}
