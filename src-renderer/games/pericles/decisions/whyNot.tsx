// "Why not?" (#17 item 2): the engine's reasons (src-shared/games/pericles/explain) as words, an option shown
// closed with its reason on hover and keyboard focus, and the message a click on a closed option
// or a closed theater on the board leaves near the prompt.
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { ClosedOption, WhyNot, WhyArg, Action } from '../../../../src-shared/games/pericles/client.js';
import { actionKey } from '../game/actions.js';
import { forceName, issueName, sideName, theaterName } from '../names.js';
import { has, t, type MessageKey } from '../../../i18n/index.js';
import { cardTitle } from '../cards/text.js';
import './whynot.css';

/** How each argument is shown (src-shared/games/pericles/explain/types.ts names them). */
function argText(name: string, v: WhyArg): string | number {
  switch (name) {
    case 'theater': case 'from': case 'to': case 'expedition': return theaterName(v);
    case 'side': case 'enemy': return sideName(String(v));
    case 'unitKind': return t(`whynot.kind.${String(v)}` as MessageKey);
    case 'strengthKind': return t(`inspect.unitKind.${String(v)}` as MessageKey);
    case 'force': case 'base': return forceName(String(v));
    case 'linkType': return t(`whynot.link.${String(v)}` as MessageKey);
    case 'issue': return issueName(String(v));
    case 'card': return cardTitle(String(v));
    default: return v;
  }
}

/** One reason in words, with its rule number. */
export function whyNotText(w: WhyNot): string {
  const args: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(w.args)) args[k] = argText(k, v);
  const text = has(w.key) ? t(w.key, args) : t('whynot.unknown');
  // The engine's rule number may name a row of 9.32's table in English ('9.32 row 4').
  const rule = w.rule.replace(/\brow (\d+)/g, (_m, row: string) => t('whynot.ruleRow', { row }));
  return t('whynot.withRule', { text, rule });
}

/** Every reason of an option, one after the other. */
export function reasonsText(why: readonly WhyNot[]): string {
  return why.map(whyNotText).reduce((first, rest) => t('whynot.join', { first, rest }));
}

/** The closed options a picker lists beside the legal ones. */
export function listedClosed(closed: readonly ClosedOption[] | undefined, keep: (c: ClosedOption) => boolean = () => true): ClosedOption[] {
  return (closed ?? []).filter((c) => c.listed && keep(c));
}

/** Whether a closed option names these fields with these values. */
export function closedMatches(c: ClosedOption, fields: Record<string, unknown>): boolean {
  return Object.entries(fields).every(([k, v]) => c.option[k] === v);
}

export interface Explained { option: string; why: readonly WhyNot[] }

/**
 * An option the rules refuse now: shown but closed (aria-disabled keeps it in the Tab order so
 * its reason can be read), the reason in a tooltip on hover and focus, tied by aria-describedby.
 * `data-closed` replaces the legal options' data-choice* attributes (tests and tools press those).
 */
export function ClosedChoice({ option, why, label, closedAttr, onExplain, className }: {
  option: ClosedOption['option']; why: readonly WhyNot[]; label: ReactNode; closedAttr?: Record<string, string>;
  onExplain(): void; className?: string;
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Placed on the window (fixed), not in the prompt: the prompt scrolls and would clip it.
  const [at, setAt] = useState<CSSProperties | null>(null);
  const show = (): void => {
    const r = button.current?.getBoundingClientRect();
    if (!r) return;
    const left = Math.max(4, Math.min(r.left, window.innerWidth - 360));
    setAt(r.bottom + 90 > window.innerHeight ? { left, bottom: window.innerHeight - r.top + 4 } : { left, top: r.bottom + 4 });
  };
  const hide = (): void => setAt(null);
  return (
    <span className="why-not-wrap" onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      <button
        ref={button}
        type="button" className={`closed-choice${className ? ` ${className}` : ''}`} aria-disabled="true" aria-describedby={id}
        data-closed={actionKey(option as Action)} data-why-not={why.map((w) => w.rule).join(' ')} {...closedAttr}
        // The explanation replaces the tooltip (it would cover the message under the option).
        onClick={() => { hide(); onExplain(); }}
      >
        {label}
      </button>
      <span id={id} role="tooltip" className="why-not-tip" data-why-not-tip hidden={!at} style={at ?? undefined}>{reasonsText(why)}</span>
    </span>
  );
}

/** The explanation left near the prompt by a click on a closed option or theater. */
export function WhyNotMessage({ explained, onClose }: { explained: Explained | null; onClose(): void }) {
  const box = useRef<HTMLDivElement>(null);
  // The prompt scrolls inside itself: bring the explanation into its view.
  useEffect(() => { box.current?.scrollIntoView?.({ block: 'nearest' }); }, [explained]);
  if (!explained) return null;
  return (
    <div ref={box} className="why-not-message" role="status" data-why-not-message={explained.why.map((w) => w.rule).join(' ')}>
      <p><strong>{t('whynot.clickHeading', { option: explained.option })}</strong> {reasonsText(explained.why)}</p>
      <button type="button" className="why-not-close" onClick={onClose}>{t('whynot.dismiss')}</button>
    </div>
  );
}
