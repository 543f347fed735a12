import { eq, sql } from "drizzle-orm";
import { LOCATION_FORMAT_FAILED, type ChangePasswordInput, type UpdateProfileInput } from "@core/contracts/profile";
import { formatLocation } from "@core/location";
import { hashPassword, verifyPassword } from "../auth/password";
import { createSession, deleteUserSessions } from "../auth/sessions";
import type { AccountThrottle } from "../auth/throttle";
import type { Config } from "../config";
import { QUOTA_LOCKS } from "../db/advisory-lock";
import type { Db, Tx } from "../db/client";
import { users, type UserRow } from "../db/schema/index";
import { AppError, badRequest, notFound } from "../errors";
import { checkVerificationMail, queueVerificationMail } from "../mail/verification";
import { lockQuota } from "../db/row-locks";

/**
 * Applies the fields present in the update; "" stores null (the field is cleared). A new e-mail address gets its
 * verification mail in the same transaction, within the limits of checkVerificationMail: an address another account
 * has verified (409) or a change over the hourly limits (429) changes nothing.
 */
export async function updateProfile(db: Db, config: Config, userId: number, input: UpdateProfileInput): Promise<UserRow> {
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const [key, value] of Object.entries(input) as Array<[keyof UpdateProfileInput, string | undefined]>) {
    if (value === undefined) continue;
    changes[key] = value === "" ? null : value;
  }
  // a new address is unconfirmed until its link is used; the same address keeps its confirmation
  const verified =
    changes.email === undefined
      ? {}
      : { emailVerifiedAt: sql`case when ${users.email} is not distinct from ${changes.email} then ${users.emailVerifiedAt} end` };
  const newEmail = changes.email;
  return db.transaction(async (tx) => {
    let mailTo: string | null = null;
    if (newEmail) {
      // the account's quota lock first (checkVerificationMail takes it again), so of two changes racing the second
      // sees the first one's address; a row lock here would deadlock with a resend's token insert
      await lockQuota(tx, QUOTA_LOCKS.verificationMailsAccount, userId);
      const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!current) throw notFound("User not found");
      if (current.email !== newEmail) {
        await checkVerificationMail(tx, userId, newEmail);
        mailTo = newEmail;
      }
    }
    const [user] = await tx
      .update(users)
      .set({ ...changes, ...verified, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw notFound("User not found");
    if (mailTo) await queueVerificationMail(tx, config, user, mailTo);
    return user;
  });
}

/**
 * An address given at sign-up, for the new account in the sign-up's transaction: the same checks and the same
 * verification mail as an address set here (a 409 or a 429 rolls the sign-up back). Handed to auth by the routes.
 */
export async function verifySignUpEmail(tx: Tx, config: Config, user: Pick<UserRow, "id" | "username">, email: string): Promise<void> {
  await checkVerificationMail(tx, user.id, email);
  await queueVerificationMail(tx, config, user, email);
}

/**
 * Checks the current password (throttled per account together with sign-in, so a stolen session cannot
 * be used to guess it), stores the new one and ends every session of the user, so whoever else knew the
 * old password or held a session loses access. Returns a new session token for the browser making the
 * change: its old token may have leaked too.
 */
export async function changePassword(db: Db, throttle: AccountThrottle, user: UserRow, input: ChangePasswordInput): Promise<string> {
  await throttle.attempt(user.username);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw badRequest("Current password is incorrect");
  await throttle.succeeded(user.username);
  if (input.currentPassword === input.newPassword) throw badRequest("New password must be different from the current password");
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id);
    return createSession(tx, user.id);
  });
}

export function formatLocationOrFail(location: string): string {
  const formatted = formatLocation(location);
  if (!formatted) throw new AppError("unprocessable", LOCATION_FORMAT_FAILED);
  return formatted;
}
