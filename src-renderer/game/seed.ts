// A fresh random seed for a new game (the engine's randomness all flows from it).
export function randomSeed(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return Array.from(words, (w) => w.toString(36)).join('').slice(0, 10);
}
