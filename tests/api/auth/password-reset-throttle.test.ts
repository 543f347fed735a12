import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MAX_FAILURES } from "../../../src/server/auth/throttle";
import { passwordResetTokens } from "../../../src/server/db/schema/index";
import { newLinkToken } from "../../../src/server/mail/tokens";
import { createUser, injectAs, setupTestApp } from "../helpers";

/** decision 141: a password reset lifts the account's failed sign-in lock. */
const ctx = setupTestApp();

const login = (username: string, password: string) => injectAs(ctx.app, null, { method: "POST", url: "/api/login", payload: { username, password } });

describe("a password reset and the failed sign-in lock", () => {
  it("after too many wrong guesses the owner resets the password and signs in with it at once", async () => {
    const u = await createUser(ctx.db);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) expect((await login(u.user.username, "wrong-guess")).statusCode).toBe(401);
    // locked: even the right password gets the 429
    expect((await login(u.user.username, u.password)).statusCode).toBe(429);

    // the reset link, as mailed (read from no outbox: other test files send theirs)
    const { token, hash } = newLinkToken();
    await ctx.db.insert(passwordResetTokens).values({ tokenHash: hash, userId: u.user.id, expiresAt: sql`now() + interval '30 minutes'` });
    const reset = await injectAs(ctx.app, null, { method: "POST", url: "/api/password-reset/confirm", payload: { token, newPassword: "a-fresh-start-42" } });
    expect(reset.statusCode).toBe(200);

    expect((await login(u.user.username.toUpperCase(), "a-fresh-start-42")).statusCode).toBe(200);
  });

  it("a refused reset link lifts nothing", async () => {
    const u = await createUser(ctx.db);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) await login(u.user.username, "wrong-guess");
    const bad = await injectAs(ctx.app, null, {
      method: "POST",
      url: "/api/password-reset/confirm",
      payload: { token: "not-a-token", newPassword: "a-fresh-start-42" },
    });
    expect(bad.statusCode).toBe(400);
    expect((await login(u.user.username, u.password)).statusCode).toBe(429);
  });
});
