import type { FastifyInstance } from "fastify";
import { JOB_LOCKS, runIfFree } from "../db/advisory-lock";
import { deleteExpiredSessions, SESSION_PURGE_INTERVAL_MS } from "./sessions";
import { startIntervalJob } from "../http/interval-job";

/**
 * Deletes expired sessions every hour. Expired rows are already refused at lookup; this only keeps the
 * table small. Unref'd so it never holds the process open; with several instances one runs it at a time (an advisory lock).
 */
export function startSessionPurge(app: FastifyInstance, intervalMs = SESSION_PURGE_INTERVAL_MS): void {
  startIntervalJob(app, intervalMs, () => runIfFree(app.database, JOB_LOCKS.sessionPurge, () => deleteExpiredSessions(app.db)), {
    countKey: "removed",
    done: "expired sessions purged",
    failed: "purging expired sessions failed; retrying at the next interval",
  });
}
