/**
 * A small seeded random source (mulberry32): the seat draw and table moves must come out the same for the same
 * seed, so a console and a test can replay a decision. Not for anything secret.
 */
export interface Random {
  /** a float in [0, 1) */
  next(): number;
  /** a whole number in [0, n) */
  below(n: number): number;
  /** one item of a non-empty list */
  pick<T>(items: readonly T[]): T;
  /** a shuffled copy (Fisher-Yates) */
  shuffle<T>(items: readonly T[]): T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    pick: (items) => items[below(items.length)],
    shuffle: (items) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = below(i + 1);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}
