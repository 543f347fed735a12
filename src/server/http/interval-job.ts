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

/**
 * Starts `pass` once the app is ready, without waiting for it (the instance serves meanwhile), and again every
 * `intervalMs`, unref'd; closing the app stops the timer and waits for the promise `pass` last returned.
 */
export function startPassesWhenReady(app: FastifyInstance, intervalMs: number, pass: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = pass();
  };
  app.addHook("onReady", async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
