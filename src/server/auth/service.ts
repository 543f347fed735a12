import { eq, sql } from "drizzle-orm";
import type { LoginInput, RegisterInput } from "@core/contracts/auth";
import { ACCOUNT_SUSPENDED_MESSAGE } from "@core/contracts/operator";
import type { Role } from "@core/roles";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { isUniqueViolationOf } from "../db/unique-violation";
import { users, type UserRow } from "../db/schema/index";
import { conflict, forbidden, unauthorized } from "../errors";
import { hashPassword, verifyDummy, verifyPassword } from "./password";
import { signUpEmailCheck } from "./sign-up-email";
import type { AccountThrottle } from "./throttle";

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

const USERNAME_INDEX = "users_username_lower_idx";

/**
 * Creates the account. An e-mail address given at sign-up is treated as one set in Profile (sign-up-email.ts): stored
 * unverified, its verification link queued in the same transaction, within the limits of checkVerificationMail; an
 * address another account has verified (409) or one over its hourly mail limit (429) creates no account, so the
 * person can sign up without it (or with another) at once.
 */
export async function registerUser(db: Db, config: Config, input: RegisterInput): Promise<UserRow> {
  if (await findUserByUsername(db, input.username)) throw conflict("Username already taken");
  const passwordHash = await hashPassword(input.password);
  const email = input.email || null;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ username: input.username, passwordHash, role: input.role, email }).returning();
      if (email) await signUpEmailCheck()(tx, config, user, email);
      return user;
    });
  } catch (err) {
    // two sign-ups racing for one name: the unique index decides
    if (isUniqueViolationOf(err, USERNAME_INDEX)) throw conflict("Username already taken");
    throw err;
  }
}

/**
 * Unknown usernames are throttled like real ones, so a 429 does not reveal which accounts exist; while an
 * account is throttled even the right password gets the 429, or the limit would not limit guessing.
 */
export async function authenticate(db: Db, throttle: AccountThrottle, input: LoginInput): Promise<UserRow> {
  await throttle.attempt(input.username);
  const user = await findUserByUsername(db, input.username);
  // a closed account (decision 229) answers as an unknown user does, after the same work
  if (!user || user.closedAt) {
    await verifyDummy(input.password);
    throw unauthorized("Invalid username or password");
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw unauthorized("Invalid username or password");
  await throttle.succeeded(input.username);
  // said only after the right password (and past the throttle), so a guesser learns nothing of the suspension
  if (user.suspendedAt) throw forbidden(ACCOUNT_SUSPENDED_MESSAGE);
  // a sign-up's own session is not counted: only a later sign-in makes the account one that "signed in before"
  const [signedIn] = await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id)).returning();
  return signedIn ?? user;
}

export async function updateRole(db: Db, userId: number, role: Role): Promise<UserRow> {
  const [user] = await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return user;
}
