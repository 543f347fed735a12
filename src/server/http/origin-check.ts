import type { FastifyRequest } from "fastify";
import { forbidden } from "../errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
// what a browser says about a request another site started (Fetch Metadata)
const FOREIGN_FETCH_SITES = new Set(["cross-site", "same-site"]);

const refused = () => forbidden("Cross-site request refused");

/** The host:port a browser would put in an Origin with this scheme (default ports dropped, lower case). */
function normalHost(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/**
 * Mutations must come from our own origin (a second line behind SameSite=Lax cookies). It runs for
 * every request with an unsafe method, whatever its URL or route, so no spelling of a path slips by.
 *
 * - `Origin: null` (sandboxed frames, data: URLs, some redirects) is refused: it is never our own page.
 * - Without Origin the request is let through (server-to-server, webhooks, curl): browsers send one on
 *   every cross-site POST, and when they say through Sec-Fetch-Site that another site started it, it is refused.
 * - Our own host is `request.host`, which Fastify takes from X-Forwarded-Host only when TRUST_PROXY
 *   trusts the proxy that sent it; otherwise from Host.
 */
export function checkOrigin(request: FastifyRequest): void {
  if (SAFE.has(request.method)) return;
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string" && FOREIGN_FETCH_SITES.has(fetchSite.toLowerCase())) throw refused();
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw refused();
  }
  // exactly an origin as browsers write it: no user info, path or "null" (whose parsed origin is "null")
  if (url.origin !== origin || (url.protocol !== "http:" && url.protocol !== "https:")) throw refused();
  if (url.host !== normalHost(url.protocol, request.host)) throw refused();
}
