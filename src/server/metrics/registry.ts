import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * This instance's Prometheus metrics. One registry per app (tests build many apps in one process), so nothing
 * here is global. Figures that live in the database (holds open) are read when scraped, so every instance
 * reports the same truth; counters count what this instance did.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly investmentsRecorded = new Counter({
    name: "investments_recorded_total",
    help: "Investments recorded by this instance (paid stakes placed in a campaign)",
    registers: [this.registry],
  });

  readonly paymentsFailed = new Counter({
    name: "payments_failed_total",
    help: "Card payments that failed on this instance (declined, or paid but refunded because they could not be placed)",
    labelNames: ["reason"] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** A gauge read when scraped: open streams, the listener's state, the pool, what the database holds. */
  gauge(name: string, help: string, read: () => number | Promise<number>, labels: Record<string, string> = {}): void {
    const labelNames = Object.keys(labels);
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.set(labels, await read());
      },
    });
  }

  /** Several gauges read together, one label value each (the pool's total, idle and waiting connections). */
  gaugeSet(name: string, help: string, label: string, read: () => Record<string, number> | null): void {
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      collect() {
        const values = read();
        if (!values) return;
        for (const [key, value] of Object.entries(values)) this.set({ [label]: key }, value);
      },
    });
  }
}
