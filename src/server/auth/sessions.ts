import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import { sessions, users, type UserRow } from "../db/schema/index";

export const SESSION_COOKIE = "sid";
const SESSION_DAYS = 30;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates a session and returns the random token for the cookie; only its hash is stored. */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ idHash: sha256(token), userId, expiresAt });
  return token;
}

// every signed-in request runs this
const sessionUserQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder("idHash")), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("session_user"),
);

export async function findSessionUser(db: Db, token: string): Promise<UserRow | null> {
  const rows = await sessionUserQuery(db).execute({ idHash: sha256(token) });
  return rows[0]?.user ?? null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
}

/** Signs a user out everywhere except the session holding `keepToken` (after a password change). */
export async function deleteOtherSessions(db: Db, userId: number, keepToken: string | undefined): Promise<void> {
  const where = keepToken ? and(eq(sessions.userId, userId), ne(sessions.idHash, sha256(keepToken))) : eq(sessions.userId, userId);
  await db.delete(sessions).where(where);
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}
