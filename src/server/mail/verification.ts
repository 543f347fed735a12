import { and, eq, gt, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { VERIFY_INVALID_MESSAGE } from "@core/contracts/mail";
import type { Config } from "../config";
import { addressLockKey, QUOTA_LOCKS } from "../db/advisory-lock";
import type { Db, Tx } from "../db/client";
import { isUniqueViolationOf } from "../db/unique-violation";
import { emailVerificationTokens, users, type UserRow } from "../db/schema/index";
import { AppError, badRequest, conflict } from "../errors";
import { publicUrl } from "./links";
import { enqueueMail } from "./outbox";
import { renderMail } from "./templates";
import { hashLinkToken, newLinkToken } from "./tokens";
import { lockQuota } from "../db/row-locks";

export const VERIFY_HOURS = 48;

/** Verification mails (each e-mail change sends one) per account, and per address whichever accounts ask, per hour. */
export const VERIFY_MAILS_PER_ACCOUNT_PER_HOUR = 5;
export const VERIFY_MAILS_PER_ADDRESS_PER_HOUR = 3;

export const EMAIL_IN_USE_MESSAGE = "This e-mail address is already in use by another account.";
export const VERIFY_ACCOUNT_LIMIT_MESSAGE = `You can change your e-mail address or ask for a verification e-mail at most ${VERIFY_MAILS_PER_ACCOUNT_PER_HOUR} times an hour. Please try again later.`;
export const VERIFY_ADDRESS_LIMIT_MESSAGE = "Too many verification e-mails have been sent to this address. Please try again in an hour.";
/** A link opened again (used or expired) for the address its account has verified: not an error (decision 143). */
export const VERIFY_ALREADY_MESSAGE = "This e-mail address is already verified.";

/** The partial unique index that gives a verified address to one account (drizzle/0018). */
const VERIFIED_EMAIL_INDEX = "users_verified_email_idx";

/** True for the unique violation of a verified address (another account verified it first). */
export const isVerifiedEmailConflict = (err: unknown): boolean => isUniqueViolationOf(err, VERIFIED_EMAIL_INDEX);

/** Whether an account other than `userId` has verified `email` (any spelling in upper or lower case). */
export async function verifiedByAnother(tx: Tx, userId: number, email: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNotNull(users.emailVerifiedAt), ne(users.id, userId)))
    .limit(1);
  return Boolean(other);
}

/**
 * Inside the caller's transaction, before an e-mail change or a verification mail: refuses an address another account
 * has verified (409), and more mails than the account's or the address's hourly limit (429; the address's limit holds
 * whichever accounts ask, so nobody can flood a stranger's mailbox). Both counts run under an advisory lock on the
 * account and one on the address, always taken in that order, so racing requests are counted one after the other.
 */
export async function checkVerificationMail(tx: Tx, userId: number, email: string): Promise<void> {
  await lockQuota(tx, QUOTA_LOCKS.verificationMailsAccount, userId);
  await lockQuota(tx, QUOTA_LOCKS.verificationMailsAddress, addressLockKey(email));
  if (await verifiedByAnother(tx, userId, email)) throw conflict(EMAIL_IN_USE_MESSAGE);
  const lastHour = gt(emailVerificationTokens.createdAt, sql`now() - interval '1 hour'`);
  const [mine] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.userId, userId), lastHour));
  if ((mine?.n ?? 0) >= VERIFY_MAILS_PER_ACCOUNT_PER_HOUR) throw new AppError("too_many_requests", VERIFY_ACCOUNT_LIMIT_MESSAGE);
  const [toAddress] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(emailVerificationTokens)
    .where(and(eq(sql`lower(${emailVerificationTokens.email})`, email.toLowerCase()), lastHour));
  if ((toAddress?.n ?? 0) >= VERIFY_MAILS_PER_ADDRESS_PER_HOUR) throw new AppError("too_many_requests", VERIFY_ADDRESS_LIMIT_MESSAGE);
}

/** Queues a link confirming `email` for the user, in the caller's transaction; the token remembers the address. */
export async function queueVerificationMail(tx: Tx, config: Config, user: Pick<UserRow, "id" | "username">, email: string): Promise<void> {
  const { token, hash } = newLinkToken();
  await tx.insert(emailVerificationTokens).values({ tokenHash: hash, userId: user.id, email, expiresAt: sql`now() + make_interval(hours => ${VERIFY_HOURS})` });
  const mail = renderMail({
    greeting: `Hello ${user.username},`,
    lines: ["Please confirm that this is your e-mail address for StakeLine. Until you do, we only send it password reset links."],
    action: { label: "Confirm my e-mail address", url: publicUrl(config, `/auth/verify?token=${token}`) },
  });
  await enqueueMail(tx, { dedupeKey: `verify:${hash}`, to: email, subject: "Confirm your e-mail address", ...mail });
}

/** Mails a new link confirming the user's current address (the resend), within the limits of checkVerificationMail. */
export async function sendVerificationMail(db: Db, config: Config, user: Pick<UserRow, "id" | "username" | "email">): Promise<void> {
  const email = user.email;
  if (!email) return;
  await db.transaction(async (tx) => {
    await checkVerificationMail(tx, user.id, email);
    await queueVerificationMail(tx, config, user, email);
  });
}

/** Whether the link's address is still its account's address and verified: the link was used, or is not needed. */
async function linkAddressVerified(tx: Tx, tokenHash: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(emailVerificationTokens)
    .innerJoin(users, and(eq(users.id, emailVerificationTokens.userId), eq(users.email, emailVerificationTokens.email)))
    .where(and(eq(emailVerificationTokens.tokenHash, tokenHash), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Confirms the address the link was sent to, if it is still the user's address; the link works once. An address
 * another account verified since the link was sent is refused with a plain 409 (checked first, and the unique index
 * decides between two links used at the same moment). A link opened again (used, or expired) for an address its
 * account has verified answers "already-verified" rather than an error.
 */
export async function confirmEmail(db: Db, token: string): Promise<"verified" | "already-verified"> {
  try {
    return await db.transaction(async (tx) => {
      const [used] = await tx
        .update(emailVerificationTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, hashLinkToken(token)),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
      if (!used) {
        if (await linkAddressVerified(tx, hashLinkToken(token))) return "already-verified";
        throw badRequest(VERIFY_INVALID_MESSAGE);
      }
      if (await verifiedByAnother(tx, used.userId, used.email)) throw conflict(EMAIL_IN_USE_MESSAGE);
      const [user] = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
        .returning({ id: users.id });
      // a link for an address the user has since replaced confirms nothing
      if (!user) throw badRequest(VERIFY_INVALID_MESSAGE);
      return "verified";
    });
  } catch (err) {
    if (isVerifiedEmailConflict(err)) throw conflict(EMAIL_IN_USE_MESSAGE);
    throw err;
  }
}
