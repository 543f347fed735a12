/** What every bench script reads and reports the same way. */

/** `--name value` from the command line, or the fallback. */
export function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** The p-th percentile of an ascending list (nearest rank); NaN for an empty one. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Milliseconds on the monotonic clock every thread and process of this machine shares (workers' performance.now differ). */
export const nowMs = () => Number(process.hrtime.bigint() / 1000n) / 1000;
