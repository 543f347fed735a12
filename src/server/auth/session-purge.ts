import type { FastifyInstance } from "fastify";
import { JOB_LOCKS, runIfFree } from "../db/advisory-lock";
import { deleteExpiredSessions, SESSION_PURGE_INTERVAL_MS } from "./sessions";

/**
 * Deletes expired sessions every hour. Expired rows are already refused at lookup; this only keeps the
 * table small. Unref'd so it never holds the process open; with several instances one runs it at a time (an advisory lock).
 */
export function startSessionPurge(app: FastifyInstance, intervalMs = SESSION_PURGE_INTERVAL_MS): void {
  const timer = setInterval(() => {
    runIfFree(app.database, JOB_LOCKS.sessionPurge, () => deleteExpiredSessions(app.db)).then(
      (removed) => {
        if (removed) app.log.info({ removed }, "expired sessions purged");
      },
      (err: unknown) => app.log.warn({ err }, "purging expired sessions failed; retrying at the next interval"),
    );
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
