type DriverError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** True for a unique violation of `index`, however the driver wraps it (drizzle puts the driver's error in `cause`). */
export function isUniqueViolationOf(err: unknown, index: string): boolean {
  let e = err as DriverError | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e.code === "23505" && (e.constraint === undefined || e.constraint === index)) return true;
    if (typeof e.message === "string" && e.message.includes(index)) return true;
    e = e.cause as DriverError | undefined;
  }
  return false;
}
