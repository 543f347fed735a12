import type { FastifyInstance } from "fastify";
import { badRequest } from "../errors";

/** Where in a parsed value the first string holding a NUL character is ("username", "counts.p1"), or null. */
function nulPath(value: unknown, path: string, depth: number): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path || "body" : null;
  // the body limit bounds the size, this bounds the recursion (JSON nesting is otherwise unbounded)
  if (!value || typeof value !== "object" || Buffer.isBuffer(value) || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes("\u0000") ? path || "body" : nulPath(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character: a query carrying one fails, which would be a 500 on any
 * route that passes a string on to the database (sign-in did). Refused once here, for every body, query
 * string and path parameter, before any route's own validation.
 */
export function registerNulTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulPath(part, "", 0);
      if (path) throw badRequest(`${path} must not contain the NUL character`);
    }
  });
}
