/**
 * Where to send a user after sign-in or sign-up: a path on this site, or null. A path must start with one "/";
 * "//host" and "/\host" are read by browsers as another site, and browsers drop tabs and newlines from URLs, so
 * "/\t/host" would become "//host" too: any control character, space or backslash refuses the whole value.
 */
export function safeNextPath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2000) return null;
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(raw)) return null;
  // the sign-in page itself is not a destination: it would send the signed-in user round in a circle
  if (raw === "/auth" || raw.startsWith("/auth?") || raw.startsWith("/auth/") || raw.startsWith("/api/")) return null;
  return raw;
}

/** The sign-in page's address that returns to `next` afterwards (plain /auth when `next` is not safe). */
export function authPathWithNext(next: unknown, query = ""): string {
  const safe = safeNextPath(next);
  const params = new URLSearchParams(query);
  if (safe && safe !== "/") params.set("next", safe);
  const qs = params.toString();
  return qs ? `/auth?${qs}` : "/auth";
}
