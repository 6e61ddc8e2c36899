// The host sends each view whole (its log aside: src-shared/kit/viewLog.ts), freshly parsed, so every
// part of it is a new object even where nothing changed. Keeping the previous message's object for
// each part that is equal lets the panels redraw only when what they show changed (#16 speed):
// "changed" becomes a reference test (game/viewPanel.tsx).

/**
 * `next`, with each part (object or array, at any depth) that equals the same part of `prev`
 * replaced by prev's own object; `prev` itself when the two are equal. Plain JSON values only,
 * as views are. `next` is changed in place (it is the message just parsed); `prev` never is.
 */
export function keepUnchanged<T>(prev: unknown, next: T): T {
  return share(prev, next) as T;
}

function share(prev: unknown, next: unknown): unknown {
  if (prev === next || typeof next !== 'object' || next === null) return next;
  if (typeof prev !== 'object' || prev === null || Array.isArray(prev) !== Array.isArray(next)) return next;
  if (Array.isArray(next)) {
    const before = prev as unknown[];
    let same = before.length === next.length;
    for (let i = 0; i < next.length; i++) {
      const kept = share(before[i], next[i]);
      next[i] = kept;
      if (kept !== before[i]) same = false;
    }
    return same ? prev : next;
  }
  const before = prev as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  let same = true;
  let count = 0;
  for (const key of Object.keys(after)) {
    count++;
    const kept = share(before[key], after[key]);
    after[key] = kept;
    if (kept !== before[key] || !(key in before)) same = false;
  }
  return same && count === Object.keys(before).length ? prev : next;
}
