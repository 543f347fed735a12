import { AppError } from "../errors";
import type { AttemptStore } from "../http/attempt-store";

interface Window {
  count: number;
  resetAt: number;
}

/** Keeps at most `maxKeys` windows: expired ones are swept first, then the oldest give way. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.windows.size;
  }

  async add(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return current.count;
    }
    if (current) this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) this.makeRoom(now);
    this.windows.set(key, { count: 1, resetAt: now + windowMs });
    return 1;
  }

  async resetAt(key: string): Promise<number | null> {
    const w = this.windows.get(key);
    return w && w.resetAt > this.now() ? w.resetAt : null;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  // a Map iterates in insertion order, so the first entries are the oldest windows
  private makeRoom(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

/** "1 minute", "15 minutes", "30 seconds": the wording of the per-address limit's message. */
export function formatWait(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 60) return `${s} second${s === 1 ? "" : "s"}`;
  const m = Math.ceil(ms / 60_000);
  return `${m} minute${m === 1 ? "" : "s"}`;
}

/** One message for every sign-in throttle, so a 429 does not tell which limit was reached. */
export const tooManyAttempts = (wait: string) => `Too many attempts. Please try again in ${wait}.`;

/** @fastify/rate-limit's route options for the per-address limit of the password calls. */
export function addressRateLimit(max: number) {
  return {
    max,
    timeWindow: "1 minute",
    errorResponseBuilder: (_req: unknown, ctx: { after: string }) => ({ statusCode: 429, message: tooManyAttempts(ctx.after) }),
  };
}

export const ACCOUNT_MAX_FAILURES = 10;
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

/**
 * Failed password checks per account, whichever address they come from: spreading guesses over many
 * addresses (or forged proxy headers) does not buy more of them. Each attempt is counted before the
 * password is checked, so parallel requests cannot all slip under the limit; a success clears the count,
 * so only failures remain counted. Sign-in and the password change's current-password check share one
 * budget per account.
 */
export class AccountThrottle {
  constructor(
    private readonly store: AttemptStore = new MemoryAttemptStore(),
    private readonly maxFailures = ACCOUNT_MAX_FAILURES,
    private readonly windowMs = ACCOUNT_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt on `username`; 429 once the account had too many failures in its window. */
  async attempt(username: string): Promise<void> {
    const key = username.trim().toLowerCase();
    const count = await this.store.add(key, this.windowMs);
    if (count <= this.maxFailures) return;
    const resetAt = (await this.store.resetAt(key)) ?? this.now() + this.windowMs;
    throw new AppError("too_many_requests", tooManyAttempts(formatWait(resetAt - this.now())));
  }

  async succeeded(username: string): Promise<void> {
    await this.store.clear(username.trim().toLowerCase());
  }
}
