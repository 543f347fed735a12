/**
 * Where attempt counts live. The app counts in PostgreSQL (PgAttemptStore in rate-limit-store.ts, the
 * rate_limit_counters table), so the per-account limit holds across instances (decision 130). MemoryAttemptStore
 * (auth/throttle.ts), AccountThrottle's default, keeps them in one process's memory: the unit tests use it (decision 070).
 */
export interface AttemptStore {
  /** Counts one attempt for `key` and returns the count in its window (the window opens at the first one). */
  add(key: string, windowMs: number): Promise<number>;
  /** When the window of `key` ends (ms since the epoch), or null when it has none. */
  resetAt(key: string): Promise<number | null>;
  clear(key: string): Promise<void>;
}
