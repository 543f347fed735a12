import { createHash } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { JOB_LOCKS, runIfFree } from "../db/advisory-lock";
import type { Database, Db } from "../db/client";
import { idempotencyKeys } from "../db/schema/idempotency";
import { AppError, badRequest, conflict } from "../errors";
import { startIntervalJob } from "./interval-job";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a claim without an answer holds its key. A request that claimed it and never answered (its instance
 * killed, its database connection cut before the answer was stored) would otherwise hold it for 24 h, and every
 * retry of that form would be told it is still in progress (decision 222). Longer than any request runs.
 */
export const IDEMPOTENCY_CLAIM_LEASE_MS = 60_000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The calls a double click or a retry must not repeat (decision 090). A fixed list rather than every POST:
 * sign-in sets cookies and payment holds have their own one-per-checkout rules, which a replayed body would hide.
 */
export const IDEMPOTENT_ROUTES = new Set([
  "POST /api/campaigns",
  "POST /api/special-tournaments",
  "POST /api/special-tournaments/register",
  "PATCH /api/payouts/:id/mark-paid",
]);

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "Idempotency-Key must be a UUID",
  reused: "This Idempotency-Key was already used for a different request",
  inProgress: "A request with this Idempotency-Key is still in progress. Please try again in a moment.",
} as const;

const keySchema = z.uuid();

/** Stored in the row's response column: the request's fingerprint while it runs, then with the answer. */
interface StoredResponse {
  requestHash: string;
  body?: unknown;
}

interface Claim {
  userId: number;
  key: string;
}

declare module "fastify" {
  interface FastifyRequest {
    idempotencyClaim?: Claim;
  }
}

/** The same key must mean the same request: path parameters and body both count. */
function requestHash(request: FastifyRequest): string {
  return createHash("sha256")
    .update(JSON.stringify({ params: request.params ?? null, body: request.body ?? null }))
    .digest("hex");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function replay(reply: FastifyReply, statusCode: number, stored: StoredResponse) {
  // a string skips the route's serializer: the stored body is already what the first call sent
  return reply
    .code(statusCode)
    .header("idempotent-replayed", "true")
    .type("application/json; charset=utf-8")
    .send(JSON.stringify(stored.body ?? null));
}

export async function purgeExpiredKeys(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

/** purgeExpiredKeys on one instance at a time: null when another instance is running it (an advisory lock, decision 130). */
export function purgeExpiredKeysIfFree(database: Pick<Database, "db" | "kind">): Promise<number | null> {
  return runIfFree(database, JOB_LOCKS.idempotencyPurge, () => purgeExpiredKeys(database.db));
}

/**
 * Claims the key before the handler runs, in a statement of its own (INSERT ... ON CONFLICT DO NOTHING), so
 * of two requests with one key exactly one inserts and runs; the other waits for its answer and replays it,
 * or after waitMs gets 409. Only a 2xx answer is kept: a refusal changed nothing, so the key is released and
 * a retry runs again.
 */
export function registerIdempotency(app: FastifyInstance, options: { waitMs?: number; pollMs?: number } = {}): void {
  const waitMs = options.waitMs ?? 5000;
  const pollMs = options.pollMs ?? 50;
  const db = () => app.db;

  app.addHook("preHandler", async (request, reply) => claimKey(db, request, reply, waitMs, pollMs));

  // awaited before the answer leaves, so a request arriving after it sees the stored answer
  app.addHook("onSend", async (request, reply, payload) => keepAnswer(db, request, reply, payload));

  // a handler that throws past the error handler still frees its key
  app.addHook("onResponse", async (request) => {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    await db()
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  });

  startIdempotencyPurge(app);
}

/**
 * The preHandler: claims the request's key, or replays the answer kept for it, or waits for the request that claimed
 * it (409 once waitMs has passed). A request without a key, or to a route that takes none, runs as usual.
 */
async function claimKey(db: () => Db, request: FastifyRequest, reply: FastifyReply, waitMs: number, pollMs: number) {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined || !request.user) return;
  if (!IDEMPOTENT_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
  const given = Array.isArray(header) ? undefined : header.trim();
  if (!given || !keySchema.safeParse(given).success) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
  // a UUID is the same in upper and lower case: a client that upper-cases it on retry gets the first answer
  const key = given.toLowerCase();

  const userId = request.user.id;
  const route = `${request.method} ${request.routeOptions.url}`;
  const hash = requestHash(request);
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  // this user's expired keys go first, so a key older than 24 h is free again
  await db()
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS))));

  const deadline = Date.now() + waitMs;
  for (;;) {
    const claimed = await db()
      .insert(idempotencyKeys)
      .values({ userId, key, route, response: { requestHash: hash } satisfies StoredResponse })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotencyClaim = { userId, key };
      return;
    }
    const [row] = await db().select().from(idempotencyKeys).where(mine);
    // released between our insert and this read: try to claim it again
    if (!row) continue;
    const stored = row.response as StoredResponse | null;
    if (row.route !== route || stored?.requestHash !== hash) throw new AppError("unprocessable", IDEMPOTENCY_MESSAGES.reused);
    if (row.statusCode !== null) return replay(reply, row.statusCode, stored);
    if (Date.now() - row.createdAt.getTime() > IDEMPOTENCY_CLAIM_LEASE_MS) {
      // the claimant is gone: free the key (only that very claim, if another request has not already) and run
      await db()
        .delete(idempotencyKeys)
        .where(and(mine, isNull(idempotencyKeys.statusCode), eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (Date.now() >= deadline) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
    await sleep(pollMs);
  }
}

/** The onSend hook: a 2xx JSON answer is kept under the request's claimed key; any other answer frees the key. */
async function keepAnswer(db: () => Db, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = request.idempotencyClaim;
  if (!claim) return payload;
  request.idempotencyClaim = undefined;
  const mine = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
  let body: unknown;
  let ok = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === "string";
  if (ok) {
    try {
      body = JSON.parse(payload as string);
    } catch {
      ok = false;
    }
  }
  if (!ok) {
    await db().delete(idempotencyKeys).where(mine);
    return payload;
  }
  await db()
    .update(idempotencyKeys)
    .set({ statusCode: reply.statusCode, response: sql`jsonb_set(${idempotencyKeys.response}, '{body}', ${JSON.stringify(body)}::jsonb)` })
    .where(mine);
  return payload;
}

/**
 * Deletes the keys older than 24 h every hour (a key is free again after that anyway: this keeps the table small).
 * One instance at a time purges (an advisory lock, like the session purge); the others skip that round.
 */
export function startIdempotencyPurge(app: FastifyInstance, intervalMs = PURGE_INTERVAL_MS): void {
  startIntervalJob(app, intervalMs, () => purgeExpiredKeysIfFree(app.database), {
    countKey: "removed",
    done: "expired idempotency keys purged",
    failed: "purging idempotency keys failed; retrying at the next interval",
  });
}
