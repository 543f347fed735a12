import type { FastifyInstance } from "fastify";

/** How an interval job's rounds are logged: what it counts, what a round that did something says, and a failure. */
export interface IntervalJobLog {
  countKey: string;
  done: string;
  failed: string;
}

/**
 * Runs `job` every `intervalMs`: unref'd so it never holds the process open, stopped when the app closes. A round
 * that counts something is logged; a failed one is a warning, and the next interval tries again.
 */
export function startIntervalJob(app: FastifyInstance, intervalMs: number, job: () => Promise<number | null>, log: IntervalJobLog): void {
  const timer = setInterval(() => {
    job().then(
      (count) => {
        if (count) app.log.info({ [log.countKey]: count }, log.done);
      },
      (err: unknown) => app.log.warn({ err }, log.failed),
    );
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
