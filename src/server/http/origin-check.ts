import type { FastifyRequest } from "fastify";
import { forbidden } from "../errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Mutations must come from our own origin (a second line behind SameSite=Lax cookies).
 * Requests without an Origin header (server-to-server, webhooks, tests) are let through;
 * browsers always send one on cross-site POSTs.
 */
export function checkOrigin(request: FastifyRequest): void {
  if (SAFE.has(request.method)) return;
  const origin = request.headers.origin;
  if (!origin || origin === "null") return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw forbidden("Cross-site request refused");
  }
  const forwarded = request.headers["x-forwarded-host"];
  const expected = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? request.headers.host;
  if (host !== expected) throw forbidden("Cross-site request refused");
}
