// Seeded randomness: the only source of chance in the engine. Its state lives inside
// GameState (ARCHITECTURE.md), so the same seed and decisions give the same game.
/** The PRNG's whole state (sfc32's four 32-bit words): a game keeps it in its state, so a seed replays. */
export type RngState = [number, number, number, number];

/** Hash a seed string into four 32-bit words (cyrb128). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** sfc32: advances `rng` in place and returns a float in [0, 1). */
export function nextFloat(rng: RngState): number {
  let [a, b, c, d] = rng;
  a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  rng[0] = a >>> 0; rng[1] = b >>> 0; rng[2] = c >>> 0; rng[3] = d >>> 0;
  return (t >>> 0) / 4294967296;
}

/** Uniform integer in [0, n). */
export function nextInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`nextInt needs a positive integer, got ${n}`);
  return Math.floor(nextFloat(rng) * n);
}

/** Fisher–Yates shuffle in place (3.3, 5.21). */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}
