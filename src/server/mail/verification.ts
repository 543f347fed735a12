import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { VERIFY_INVALID_MESSAGE } from "@core/contracts/mail";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { emailVerificationTokens, users, type UserRow } from "../db/schema/index";
import { badRequest } from "../errors";
import { publicUrl } from "./links";
import { enqueueMail } from "./outbox";
import { renderMail } from "./templates";
import { hashLinkToken, newLinkToken } from "./tokens";

export const VERIFY_HOURS = 48;

/** Mails a link confirming the user's current address; the token remembers the address it was sent to. */
export async function sendVerificationMail(db: Db, config: Config, user: Pick<UserRow, "id" | "username" | "email">): Promise<void> {
  const email = user.email;
  if (!email) return;
  const { token, hash } = newLinkToken();
  await db.transaction(async (tx) => {
    await tx.insert(emailVerificationTokens).values({ tokenHash: hash, userId: user.id, email, expiresAt: sql`now() + make_interval(hours => ${VERIFY_HOURS})` });
    const mail = renderMail({
      greeting: `Hello ${user.username},`,
      lines: ["Please confirm that this is your e-mail address for Stakeline. Until you do, we only send it password reset links."],
      action: { label: "Confirm my e-mail address", url: publicUrl(config, `/auth/verify?token=${token}`) },
    });
    await enqueueMail(tx, { dedupeKey: `verify:${hash}`, to: email, subject: "Confirm your e-mail address", ...mail });
  });
}

/** Confirms the address the link was sent to, if it is still the user's address; the link works once. */
export async function confirmEmail(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(emailVerificationTokens.tokenHash, hashLinkToken(token)), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, sql`now()`)),
      )
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    if (!used) throw badRequest(VERIFY_INVALID_MESSAGE);
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
      .returning({ id: users.id });
    // a link for an address the user has since replaced confirms nothing
    if (!user) throw badRequest(VERIFY_INVALID_MESSAGE);
  });
}
