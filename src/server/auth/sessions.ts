import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import { sessions, users, type UserRow } from "../db/schema/index";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../http/session-cookies";

export const SESSION_DAYS = 30;
export const SESSION_IDLE_DAYS = 7;
/** last_seen_at is rewritten at most this often, so a signed-in request is not a write each time. */
export const LAST_SEEN_REFRESH_MINUTES = 5;
export const SESSION_PURGE_INTERVAL_MS = 60 * 60_000;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

// SQL, not the app's clock: several instances and the database then agree on when a session ends
const idleSince = sql.raw(`now() - interval '${SESSION_IDLE_DAYS} days'`);
const refreshBefore = sql.raw(`now() - interval '${LAST_SEEN_REFRESH_MINUTES} minutes'`);

/** Creates a session and returns the random token for the cookie; only its hash is stored. */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({ idHash: sha256(token), userId, expiresAt: sql.raw(`now() + interval '${SESSION_DAYS} days'`) });
  return token;
}

// every signed-in request runs this: one indexed lookup that also says whether last_seen_at is due
const sessionUserQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users, stale: sql<boolean>`${sessions.lastSeenAt} < ${refreshBefore}` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // a suspended or closed account's sessions are deleted with the suspension or the closing; one a sign-in racing
    // it made counts for nothing
    .where(
      and(
        eq(sessions.idHash, sql.placeholder("idHash")),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleSince),
        isNull(users.suspendedAt),
        isNull(users.closedAt),
      ),
    )
    .limit(1)
    .prepare("session_user"),
);

const touchSessionQuery = preparedPerDatabase((db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.idHash, sql.placeholder("idHash")))
    .prepare("session_touch"),
);

/** The session's user, or null when the token is unknown, past its 30 days or idle for 7. */
export async function findSessionUser(db: Db, token: string): Promise<UserRow | null> {
  const idHash = sha256(token);
  const [row] = await sessionUserQuery(db).execute({ idHash });
  if (!row) return null;
  if (row.stale) await touchSessionQuery(db).execute({ idHash });
  return row.user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
}

/** Signs the user out everywhere (a password change then issues a fresh session for the browser making it). */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Removes sessions past either limit. Safe on several instances at once: a row another instance deleted
 * first is simply not there any more. Returns how many this call removed.
 */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleSince)))
    .returning({ idHash: sessions.idHash });
  return removed.length;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === "https";
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: SESSION_DAYS * 86_400,
  });
}

/** Clears both names: the browser may hold either, depending on how it reached the site before. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
  reply.clearCookie(SECURE_SESSION_COOKIE, { path: "/", secure: true });
}

/**
 * The session token of the request. Over https only the `__Host-` cookie counts: a plain `sid` there could
 * have been planted by a sibling subdomain or over plain http, which is what the prefix guards against.
 */
export function sessionToken(request: FastifyRequest): string | undefined {
  const secure = request.cookies[SECURE_SESSION_COOKIE];
  if (request.protocol === "https") return secure || undefined;
  return request.cookies[SESSION_COOKIE] || secure || undefined;
}
