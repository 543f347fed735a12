import { and, asc, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { RESET_INVALID_MESSAGE, RESET_MINUTES } from "@core/contracts/mail";
import { hashPassword } from "../auth/password";
import { deleteUserSessions } from "../auth/sessions";
import type { AccountThrottle } from "../auth/throttle";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { passwordResetTokens, users } from "../db/schema/index";
import { badRequest } from "../errors";
import { publicUrl } from "../mail/links";
import { enqueueMail } from "../mail/outbox";
import { renderMail } from "../mail/templates";
import { hashLinkToken, newLinkToken } from "../mail/tokens";
import { lockUser } from "../db/row-locks";

/** reset links one account may be sent per hour; more requests answer the same and send nothing */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;

/** Accounts one request may mail (only when no account has verified the address asked for). */
const MAX_ACCOUNTS_PER_REQUEST = 5;

/**
 * Mails a reset link to the address on file of the account named by username or e-mail, to any address on
 * file (verified or not: the reset is how someone who lost access gets back in). Asked by an address that an
 * account has verified, only that account (the address belongs to it) gets a link; the accounts that merely typed
 * the same address in are left out, so however many of them there are, they cannot crowd the owner out. Unknown
 * accounts, accounts without an address and accounts over their limit get nothing, and the caller answers the
 * same in every case.
 */
export async function requestPasswordReset(db: Db, config: Config, login: string): Promise<void> {
  const key = login.toLowerCase();
  const byName = sql<boolean>`lower(${users.username}) = ${key}`;
  const verified = sql<boolean>`${users.emailVerifiedAt} is not null`;
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, byName, verified })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
    // the account named by its username, then the address's verified owner, then the oldest claims
    .orderBy(desc(byName), desc(verified), asc(users.id))
    .limit(MAX_ACCOUNTS_PER_REQUEST);
  const owned = rows.some((r) => !r.byName && r.verified);
  const found = rows.filter((r) => r.byName || r.verified || !owned);
  for (const user of found) {
    if (!user.email) continue;
    const email = user.email;
    await db.transaction(async (tx) => {
      // the account's row lock makes the count and the insert one step when requests race
      await lockUser(tx, user.id);
      const [recent] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, sql`now() - interval '1 hour'`)));
      if ((recent?.n ?? 0) >= RESETS_PER_ACCOUNT_PER_HOUR) return;
      const { token, hash } = newLinkToken();
      await tx.insert(passwordResetTokens).values({ tokenHash: hash, userId: user.id, expiresAt: sql`now() + make_interval(mins => ${RESET_MINUTES})` });
      const mail = renderMail({
        greeting: `Hello ${user.username},`,
        lines: [
          "Someone asked to reset the password of your StakeLine account. If it was you, choose a new password with the link below.",
          `The link works once, within ${RESET_MINUTES} minutes. If you did not ask, ignore this e-mail: your password stays as it is.`,
        ],
        action: { label: "Choose a new password", url: publicUrl(config, `/auth/reset?token=${token}`) },
      });
      await enqueueMail(tx, { dedupeKey: `reset:${hash}`, to: email, subject: "Reset your StakeLine password", ...mail });
    });
  }
}

/**
 * Uses the link once: the token is marked used in the same statement that checks it, so two tabs cannot both
 * use it. Sets the password, ends every session and every other open link of the account, and, once that has
 * committed, lifts the account's failed sign-in lock: whoever holds the new password signs in at once, and the
 * guesses counted against the old one no longer count.
 */
export async function confirmPasswordReset(db: Db, throttle: AccountThrottle, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const username = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.tokenHash, hashLinkToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw badRequest(RESET_INVALID_MESSAGE);
    const [user] = await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId)).returning({ username: users.username });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await deleteUserSessions(tx, used.userId);
    return user?.username;
  });
  if (username) await throttle.succeeded(username);
}
