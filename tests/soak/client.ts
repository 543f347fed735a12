import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Figures } from "./figures";
import { random } from "./random";

export interface Answer {
  status: number;
  body: unknown;
  cookie: string;
}

export interface Call {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  body?: unknown;
  cookie?: string;
  /** the forms that send one (decision 090): a retry sends the same key */
  idempotent?: boolean;
}

/** A gone instance (refused, reset) or a cut database (the app's 5xx) or the proxy's 502/504: worth trying again. */
const RETRYABLE = new Set([500, 502, 503, 504]);
const PROVIDER_DOWN = "The payment provider did not answer.";

/**
 * The load's browser: every call goes through the proxy and, as a page does, tries again after a failure that
 * a retry can mend (for up to `patienceMs`), with the same Idempotency-Key where the form sends one. Each failed
 * attempt is counted against the fault that explains it; what never succeeds is a problem the soak reports.
 */
export class Client {
  constructor(
    readonly base: string,
    readonly figures: Figures,
    private readonly patienceMs = 30_000,
  ) {}

  async once(path: string, call: Call = {}, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await fetch(`${this.base}${path}`, {
      method: call.method ?? (call.body === undefined ? "GET" : "POST"),
      headers: { ...(call.body === undefined ? {} : { "content-type": "application/json" }), ...(call.cookie ? { cookie: call.cookie } : {}), ...headers },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (a proxy's error page)
    }
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { status: res.status, body, cookie };
  }

  /**
   * Calls until the answer is not a retryable failure; `cls` names the request class in the figures. Resolves
   * with the last answer (a 4xx is an answer: the caller decides), or null when it gave up.
   */
  async call(cls: string, path: string, call: Call = {}): Promise<Answer | null> {
    const from = Date.now();
    const headers: Record<string, string> = call.idempotent ? { "idempotency-key": randomUUID() } : {};
    let last = "";
    for (let attempt = 0; Date.now() - from < this.patienceMs; attempt++) {
      const at = Date.now();
      try {
        const answer = await this.once(path, call, headers);
        if (!RETRYABLE.has(answer.status)) {
          this.figures.took(cls, Date.now() - from);
          return answer;
        }
        const message = (answer.body as { message?: string } | null)?.message ?? "";
        last = `${answer.status} ${message}`;
        this.figures.failed(cls, at, message.startsWith(PROVIDER_DOWN), `${path}: ${last}`, Date.now());
      } catch (err) {
        last = err instanceof Error ? `${err.message}${err.cause instanceof Error ? ` (${err.cause.message})` : ""}` : String(err);
        this.figures.failed(cls, at, false, `${path}: ${last}`, Date.now());
      }
      await sleep(Math.min(2000, 200 * 2 ** attempt) + random() * 100);
    }
    this.figures.gaveUp(cls, `${call.method ?? (call.body === undefined ? "GET" : "POST")} ${path}: ${last}`);
    return null;
  }
}
