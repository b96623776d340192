/** Seeded randomness: each picture draws from its own stable stream, so every run writes the same files. */

export interface Rng {
  next(): number;
  range(a: number, b: number): number;
  int(a: number, b: number): number;
  pick<V>(xs: readonly V[]): V;
  chance(p: number): boolean;
}

/** mulberry32 seeded with the FNV-1a hash of a text, so each picture has its own stable stream. */
export function makeRng(seedText: string): Rng {
  let h = 2166136261 >>> 0;
  for (const ch of seedText) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619) >>> 0;
  }
  let s = h || 1;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => Math.floor(a + (b - a + 1) * next()),
    pick: <V>(xs: readonly V[]): V => xs[Math.floor(next() * xs.length)] as V,
    chance: (p) => next() < p,
  };
}
