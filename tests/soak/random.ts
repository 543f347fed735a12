/**
 * The soak's one source of chance, seeded (`--seed`, default 1): the same seed picks the same players, amounts and
 * actions in the same order, so a day that found something can be asked for again. (Timing still differs.)
 */
let state = 1;

export function seed(value: number): void {
  state = value >>> 0 || 1;
}

/** mulberry32: a number in [0, 1). */
export function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
export const between = (lo: number, hi: number) => lo + random() * (hi - lo);
