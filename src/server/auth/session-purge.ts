import type { FastifyInstance } from "fastify";
import { deleteExpiredSessions, SESSION_PURGE_INTERVAL_MS } from "./sessions";

/**
 * Deletes expired sessions every hour. Expired rows are already refused at lookup; this only keeps the
 * table small. Unref'd so it never holds the process open; every instance may run it (see deleteExpiredSessions).
 */
export function startSessionPurge(app: FastifyInstance, intervalMs = SESSION_PURGE_INTERVAL_MS): void {
  const timer = setInterval(() => {
    deleteExpiredSessions(app.db).then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, "expired sessions purged");
      },
      (err: unknown) => app.log.warn({ err }, "purging expired sessions failed; retrying at the next interval"),
    );
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
