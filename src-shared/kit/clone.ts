/** Deep copy of plain JSON data. */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value as Record<string, unknown>) out[key] = cloneJson((value as Record<string, unknown>)[key]);
  return out as T;
}

/**
 * Copy of a game for `apply`: everything deep-copied except the log, whose entries are never
 * mutated once written, so a fresh array of the same entries is enough (the log grows all game).
 */
export function cloneGame<G extends { readonly log: readonly unknown[] }>(g: G): G {
  const { log, ...rest } = g;
  const copy = cloneJson(rest);
  return { ...copy, log: log.slice() } as unknown as G;
}
