import type { RouteOptions } from "fastify";
import { guardNeeds } from "../auth/guards";

/**
 * What the API description says of a route that the route itself already tells: who may call it (its guards), and
 * which error answers it can give (its input schemas, its method, its rate limit). Read from the route's options, so
 * a new route is described by declaring it, and the traffic check (tests/api/openapi-traffic.ts) holds this to what
 * the server really answers.
 */
export type Access = "public" | "signed-in" | "role";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type Hooks = RouteOptions["preHandler"] | RouteOptions["preValidation"] | RouteOptions["onRequest"];
const listed = (hooks: Hooks): unknown[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

export function accessOf(route: Pick<RouteOptions, "onRequest" | "preValidation" | "preHandler">): Access {
  const needs = [...listed(route.onRequest), ...listed(route.preValidation), ...listed(route.preHandler)].map(guardNeeds);
  if (needs.includes("role")) return "role";
  return needs.includes("signed-in") ? "signed-in" : "public";
}

export const isWrite = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

interface RouteInput {
  method: string;
  access: Access;
  /** the route's own schema: body, querystring and params make a 400 possible, params a 404 */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  rateLimited: boolean;
}

/**
 * The error statuses every route of this kind can answer, whatever its handler does:
 * - 400 for input that fails its schema (and for a write's missing or malformed JSON body);
 * - 401 signed out and 403 for the wrong role where a guard needs the session; 403 for any write whose Origin is
 *   another site's (http/origin-check.ts);
 * - 404 where the path names something; 413 for a write's body over the limit, 415 for a body that is not JSON (or
 *   the form a route takes); 429 where the route is rate-limited;
 * - 500 and 503 for every route: a failure of ours (always a defect, in the log), and a request whose database
 *   connection was cut (decision 224).
 * A handler that refuses for its own reasons (a conflict, a foreign owner) adds its statuses on the route.
 */
export function errorStatuses({ method, access, schema, rateLimited }: RouteInput): number[] {
  const write = isWrite(method);
  const statuses = new Set<number>([500, 503]);
  if (write || schema.body || schema.querystring || schema.params) statuses.add(400);
  if (access !== "public") statuses.add(401);
  if (access === "role" || write) statuses.add(403);
  if (schema.params) statuses.add(404);
  if (write) {
    statuses.add(413);
    statuses.add(415);
  }
  if (rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** getCampaignsByIdBackers for GET /api/campaigns/:id/backers: unique because the method and the path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split("/")
    .filter((part) => part && part !== "api")
    .map((part) => (part.startsWith(":") ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[-_.]/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}
