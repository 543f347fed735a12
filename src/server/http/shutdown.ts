import type { FastifyInstance } from "fastify";

/** How long requests already being answered get to finish once the instance is told to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops the instance the way a proxy in front of several expects (decision 130): the listening socket closes at
 * once, so new connections go to another instance; the live event streams are told to reconnect (LiveHub.close,
 * a preClose hook: their EventSource comes back through the proxy to another instance); requests in flight finish,
 * for at most `graceMs`, after which their connections are cut; then the onClose hooks close the database pool.
 */
export async function gracefulStop(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  app.log.info({ graceMs }, "stopping: no new connections, finishing the requests in flight");
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, "requests still open after the grace period: closing their connections");
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  // stop accepting before anything else: app.close() would first tell the event streams to reconnect (its
  // preClose hooks) and only then close the listening socket, and a display reconnecting in that gap came back
  // to this same instance. Fastify's own server.close later finds it closed and waits for the open connections.
  if (app.server.listening) app.server.close();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
  app.log.info("stopped");
}

/** SIGTERM (and SIGINT, Ctrl-C) run gracefulStop once, then the process exits: 0, or 1 if stopping failed. */
export function installGracefulShutdown(app: FastifyInstance): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    gracefulStop(app).then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, "error while stopping");
        process.exit(1);
      },
    );
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, stop);
}
