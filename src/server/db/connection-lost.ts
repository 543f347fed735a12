/**
 * True when `err` (or an error it wraps: drizzle puts the driver's error in `cause`) says the database connection
 * was lost or refused, not that the query was wrong: SQLSTATE class 08 (connection exception), 57P01-57P03 (the
 * server ended the session: pg_terminate_backend, a shutdown, a restart), node-postgres' own "Connection
 * terminated", or a pool that could not connect. Such a request did not finish: it is answered 503 with
 * Retry-After, not 500, so clients and proxies treat it as the outage it is (decision 224).
 */
export function isConnectionLost(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (/^08/.test(code) || /^57P0[123]$/.test(code) || code === "ECONNREFUSED" || code === "ECONNRESET")) return true;
    const message = e instanceof Error ? e.message : "";
    if (/^Connection terminated|^Client has encountered a connection error|timeout exceeded when trying to connect/.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
