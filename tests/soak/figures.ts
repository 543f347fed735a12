/** Per request class: how long each took to succeed (retries included), the failed attempts by cause, and what never succeeded. */
interface ClassFigures {
  ms: number[];
  /** when each of `ms` ended, to tell the samples a fault overlapped from the rest */
  endedAt: number[];
  failures: Map<string, number>;
  gaveUp: string[];
  /** a few failed attempts no fault explains, as they were answered */
  unexplained: string[];
}

export type FailureCause = "kill" | "cut" | "provider" | "other";

/** How long after a kill or cut a sample still counts as the fault's (the table's "away from faults" column). */
export const QUIET_AFTER_FAULT_MS = 15_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export class Figures {
  private readonly classes = new Map<string, ClassFigures>();
  /** when each fault was made: a failed attempt shortly after one is counted against it */
  private readonly faults: Array<{ at: number; cause: "kill" | "cut" }> = [];

  private of(name: string): ClassFigures {
    let c = this.classes.get(name);
    if (!c) this.classes.set(name, (c = { ms: [], endedAt: [], failures: new Map(), gaveUp: [], unexplained: [] }));
    return c;
  }

  fault(cause: "kill" | "cut", at = Date.now()): void {
    this.faults.push({ at, cause });
  }

  /**
   * A failed attempt, sent at `at` and answered at `endedAt`: a provider's 503 is the provider's; else a kill or cut
   * while it was in flight (a slow payment sent seconds before its instance died) or in the 10 s before it was sent (a
   * killed instance refuses until its restart listens, and nginx then skips it for 5 s), or "other".
   */
  failed(name: string, at: number, provider: boolean, detail = "", endedAt = at): FailureCause {
    const recent = this.faults.findLast((f) => f.at >= at - 500 && f.at <= endedAt) ?? this.faults.findLast((f) => at >= f.at && at - f.at <= 10_000);
    const cause: FailureCause = provider ? "provider" : (recent?.cause ?? "other");
    const c = this.of(name);
    c.failures.set(cause, (c.failures.get(cause) ?? 0) + 1);
    if (cause === "other" && c.unexplained.length < 5) c.unexplained.push(`${new Date(at).toISOString().slice(11, 19)} ${detail}`);
    return cause;
  }

  took(name: string, ms: number, endedAt = Date.now()): void {
    const c = this.of(name);
    c.ms.push(ms);
    c.endedAt.push(endedAt);
  }

  /**
   * The samples no fault reached: none ran during a kill or cut or in the `afterMs` after it (a restarted instance
   * warming up, a pool reconnecting). Where the tail comes from: the faults themselves or the load between them.
   */
  private quiet(c: ClassFigures, afterMs = QUIET_AFTER_FAULT_MS): number[] {
    const out: number[] = [];
    for (let i = 0; i < c.ms.length; i++) {
      const end = c.endedAt[i]!;
      const start = end - c.ms[i]!;
      if (!this.faults.some((f) => start <= f.at + afterMs && end >= f.at)) out.push(c.ms[i]!);
    }
    return out;
  }

  gaveUp(name: string, detail: string): void {
    this.of(name).gaveUp.push(detail);
  }

  /** What never succeeded, and the failed attempts no fault explains, over every class. */
  problems(): { gaveUp: string[]; unexplained: number; samples: string[] } {
    let unexplained = 0;
    const gaveUp: string[] = [];
    const samples: string[] = [];
    for (const [name, c] of this.classes) {
      unexplained += c.failures.get("other") ?? 0;
      samples.push(...c.unexplained.map((d) => `${name}: ${d}`));
      gaveUp.push(...c.gaveUp.map((d) => `${name}: ${d}`));
    }
    return { gaveUp, unexplained, samples };
  }

  summary(name: string): { count: number; p50: number; p99: number } {
    const sorted = [...this.of(name).ms].sort((a, b) => a - b);
    return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  }

  table(): string {
    const rows = [["class", "count", "p50 ms", "p99 ms", `p99 away from faults (count)`, "failed attempts (kill / cut / provider / other)", "gave up"]];
    for (const [name, c] of [...this.classes].sort(([a], [b]) => a.localeCompare(b))) {
      const { count, p50, p99 } = this.summary(name);
      const f = (k: FailureCause) => c.failures.get(k) ?? 0;
      const quiet = this.quiet(c).sort((a, b) => a - b);
      rows.push([
        name,
        String(count),
        p50.toFixed(0),
        p99.toFixed(0),
        `${percentile(quiet, 99).toFixed(0)} (${quiet.length})`,
        `${f("kill")} / ${f("cut")} / ${f("provider")} / ${f("other")}`,
        String(c.gaveUp.length),
      ]);
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join("  ")).join("\n");
  }
}
