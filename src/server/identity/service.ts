import type { IdentityState, SandboxCompleteInput, StartedVerification } from "@core/contracts/identity";
import { IDENTITY_MESSAGES, type IdentityStatus } from "@core/identity";
import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { identitySessions, users, type UserRow } from "../db/schema/index";
import { conflict, forbidden, notFound } from "../errors";
import { recordTrail } from "../trust/trail";
import { openTargetsOf } from "./gate";
import type { IdentityProvider, SessionFacts } from "./provider";
import { sandboxVerifiedName } from "./sandbox";
import { lockIdentitySession, lockUser } from "../db/row-locks";

type SessionStatus = SessionFacts["status"];

/** GET /api/identity/verification: the caller's status, and what their open campaigns raise now (the form's step). */
export async function identityState(db: Db, provider: IdentityProvider, user: UserRow): Promise<IdentityState> {
  const [openTargets, [pending]] = await Promise.all([
    openTargetsOf(db, user.id),
    provider.name === "sandbox"
      ? db
          .select({ id: identitySessions.id })
          .from(identitySessions)
          .where(and(eq(identitySessions.userId, user.id), eq(identitySessions.status, "pending")))
          .orderBy(desc(identitySessions.createdAt))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return {
    status: user.identityStatus,
    verifiedAt: user.identityVerifiedAt ? user.identityVerifiedAt.toISOString() : null,
    provider: provider.name,
    openTargets,
    pendingSessionId: user.identityStatus === "verified" ? null : (pending?.id ?? null),
  };
}

/**
 * POST /api/identity/verification: a new session at the provider (outside the transaction: a network call), then in
 * one transaction the player's earlier unfinished sessions are closed, the new one recorded, the player marked
 * pending and the trail row written. Verified is final: a verified player is answered 409.
 */
export async function startVerification(db: Db, provider: IdentityProvider, user: UserRow, returnUrl: string): Promise<StartedVerification> {
  if (user.identityStatus === "verified") throw conflict(IDENTITY_MESSAGES.alreadyVerified);
  const opened = await provider.open(user, returnUrl);
  return db.transaction(async (tx) => {
    const locked = await lockUser(tx, user.id);
    if (locked.identityStatus === "verified") throw conflict(IDENTITY_MESSAGES.alreadyVerified);
    // only the newest session can be completed in the sandbox; Stripe's webhook still counts any of the player's own
    await tx
      .update(identitySessions)
      .set({ status: "canceled", updatedAt: new Date() })
      .where(and(eq(identitySessions.userId, user.id), eq(identitySessions.status, "pending")));
    await tx.insert(identitySessions).values({ id: opened.id, provider: provider.name, userId: user.id });
    await setUserStatus(tx, locked, "pending", null, user.id, opened.id);
    return { sessionId: opened.id, status: "pending" as const, url: opened.url };
  });
}

/** Moves the account's status with its trail row; verified is final (a later session's outcome never lowers it). */
async function setUserStatus(
  tx: Tx,
  user: UserRow,
  next: IdentityStatus,
  verifiedName: string | null,
  actorId: number | null,
  sessionId: string,
): Promise<IdentityStatus> {
  if (user.identityStatus === "verified" || user.identityStatus === next) return user.identityStatus;
  const now = new Date();
  await tx
    .update(users)
    .set(next === "verified" ? { identityStatus: next, identityVerifiedAt: now, verifiedName, updatedAt: now } : { identityStatus: next, updatedAt: now })
    .where(eq(users.id, user.id));
  const action = next === "verified" ? "identity.verified" : next === "requires_input" ? "identity.requires_input" : "identity.started";
  // the status only: the verified name stays on the account, shown to operators, not copied into the trail
  await recordTrail(tx, {
    actorId,
    action,
    subjectType: "user",
    subjectId: user.id,
    before: { identityStatus: user.identityStatus },
    after: { identityStatus: next, sessionId },
  });
  return next;
}

/**
 * A session's outcome, in one transaction with the session and the account locked. `strict` (the sandbox's step):
 * a session that is no longer pending answers 409. Otherwise (Stripe's webhook, delivered at least once, maybe out of
 * order) an outcome already recorded changes nothing, and a verified session counts even after a newer one began.
 */
export async function applyOutcome(db: Db, sessionId: string, facts: SessionFacts, actorId: number | null, strict: boolean): Promise<IdentityStatus> {
  return db.transaction(async (tx) => {
    const session = await lockIdentitySession(tx, sessionId);
    if (!session) throw notFound(IDENTITY_MESSAGES.sessionNotFound);
    const user = await lockUser(tx, session.userId);
    if (strict && session.status !== "pending") throw conflict(IDENTITY_MESSAGES.finished);
    if (session.status === facts.status || session.status === "verified") return user.identityStatus;
    await tx.update(identitySessions).set({ status: facts.status, updatedAt: new Date() }).where(eq(identitySessions.id, session.id));
    // a replaced session's "needs more" says nothing about the newest one the player is working on
    const next: IdentityStatus | null =
      facts.status === "verified" ? "verified" : facts.status === "requires_input" && session.status === "pending" ? "requires_input" : null;
    if (next === null) return user.identityStatus;
    return setUserStatus(tx, user, next, facts.verifiedName, actorId, session.id);
  });
}

/** POST /api/identity/sandbox/complete: the test outcome of the caller's own pending sandbox session. */
export async function completeSandboxVerification(db: Db, user: UserRow, input: SandboxCompleteInput): Promise<{ status: IdentityStatus }> {
  const [session] = await db.select().from(identitySessions).where(eq(identitySessions.id, input.sessionId));
  if (!session || session.provider !== "sandbox") throw notFound(IDENTITY_MESSAGES.sessionNotFound);
  if (session.userId !== user.id) throw forbidden(IDENTITY_MESSAGES.foreignSession);
  const facts: SessionFacts =
    input.outcome === "verified" ? { status: "verified", verifiedName: sandboxVerifiedName(user) } : { status: "requires_input", verifiedName: null };
  return { status: await applyOutcome(db, session.id, facts, user.id, true) };
}

export type { SessionStatus };
