// A refused option (#33 "why not?"), shown as the Pericles prompts show theirs: a button in the same
// flow as the open options, closed (aria-disabled, so it keeps its place in the Tab order and its
// reason can be read), the reason in a tooltip on hover and keyboard focus tied by aria-describedby.
// It takes no more room than an open option, so it never pushes one out of sight.
import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import './closed.css';

export function ClosedButton({ label, why, attrs, className }: {
  label: ReactNode; why: readonly string[]; attrs?: Record<string, string | number | undefined>; className?: string;
}): ReactNode {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Placed on the window (fixed), not in the prompt: the prompt bar clips what overflows it.
  const [at, setAt] = useState<CSSProperties | null>(null);
  const show = (): void => {
    const r = button.current?.getBoundingClientRect();
    if (!r || why.length === 0) return;
    const left = Math.max(4, Math.min(r.left, window.innerWidth - 360));
    setAt(r.bottom + 90 > window.innerHeight ? { left, bottom: window.innerHeight - r.top + 4 } : { left, top: r.bottom + 4 });
  };
  const hide = (): void => setAt(null);
  return (
    <span className="perikles-closed-wrap" onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      <button
        ref={button} type="button" aria-disabled="true" aria-describedby={why.length > 0 ? id : undefined}
        className={`perikles-closed${className ? ` ${className}` : ''}`} {...attrs}
        // A click shows the reason too (a touch has no hover).
        onClick={show}
      >
        {label}
      </button>
      {why.length > 0 && <span id={id} role="tooltip" className="perikles-why-tip" data-why-not-tip hidden={!at} style={at ?? undefined}>{why.join(' ')}</span>}
    </span>
  );
}
