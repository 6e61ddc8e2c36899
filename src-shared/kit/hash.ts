// A stable hash of plain JSON: saves verify that replaying the decisions reproduces the
// snapshot (ARCHITECTURE.md "Saves"), and determinism tests compare games by it.

/**
 * JSON with object keys sorted, so equal data always serializes identically. `memo` keeps the
 * text of each object and array met, for callers that serialize overlapping parts of one value
 * several times in one go (a save hashes the game, then checksums and writes the envelope that
 * holds it); the value must not change while a memo is in use.
 */
export function canonicalJson(value: unknown, memo?: Map<object, string>): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('Non-finite number in game data');
    return JSON.stringify(value) ?? 'null';
  }
  const known = memo?.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (Array.isArray(value)) {
    text = `[${value.map((v: unknown) => canonicalJson(v, memo)).join(',')}]`;
  } else {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
    text = `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k], memo)}`).join(',')}}`;
  }
  memo?.set(value, text);
  return text;
}

/** 64-bit FNV-1a over the canonical JSON, as 16 hex digits (`memo`: see canonicalJson). */
export function hashJson(value: unknown, memo?: Map<object, string>): string {
  const text = canonicalJson(value, memo);
  let h1 = 0x811c9dc5, h2 = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ (c + i), 0x01000193);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

/** Structural equality of plain JSON values, whatever the key order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  let count = 0;
  for (const k in ao) {
    if (ao[k] === undefined) continue;
    count++;
    if (!jsonEqual(ao[k], bo[k])) return false;
  }
  for (const k in bo) if (bo[k] !== undefined) count--;
  return count === 0;
}
