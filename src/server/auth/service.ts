import { eq, sql } from "drizzle-orm";
import type { LoginInput, RegisterInput } from "@core/contracts/auth";
import type { Role } from "@core/roles";
import type { Db } from "../db/client";
import { users, type UserRow } from "../db/schema/index";
import { conflict, unauthorized } from "../errors";
import { hashPassword, verifyDummy, verifyPassword } from "./password";
import type { AccountThrottle } from "./throttle";

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export async function registerUser(db: Db, input: RegisterInput): Promise<UserRow> {
  if (await findUserByUsername(db, input.username)) throw conflict("Username already taken");
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db.insert(users).values({ username: input.username, passwordHash, role: input.role }).returning();
    return user;
  } catch (err) {
    // two sign-ups racing for one name: the unique index decides
    if ((err as { code?: string }).code === "23505" || String(err).includes("users_username_lower_idx")) throw conflict("Username already taken");
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
  if (!user) {
    await verifyDummy(input.password);
    throw unauthorized("Invalid username or password");
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw unauthorized("Invalid username or password");
  await throttle.succeeded(input.username);
  // a sign-up's own session is not counted: only a later sign-in makes the account one that "signed in before"
  const [signedIn] = await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id)).returning();
  return signedIn ?? user;
}

export async function updateRole(db: Db, userId: number, role: Role): Promise<UserRow> {
  const [user] = await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return user;
}
