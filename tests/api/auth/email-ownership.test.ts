import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { RESET_REQUESTED_MESSAGE, VERIFY_INVALID_MESSAGE } from "@core/contracts/mail";
import { emailVerificationTokens, passwordResetTokens, users } from "../../../src/server/db/schema/index";
import { newLinkToken } from "../../../src/server/mail/tokens";
import { EMAIL_IN_USE_MESSAGE, isVerifiedEmailConflict } from "../../../src/server/mail/verification";
import { createUser, injectAs, setupTestApp, uniqueName, usingPostgres, type TestUser } from "../helpers";

/** A verified e-mail address belongs to one account (decision 141c; the partial unique index of drizzle/0018). */
const ctx = setupTestApp();

const address = (prefix = "own") => `${uniqueName(prefix)}@example.com`;
const setEmail = (who: TestUser, email: string) => injectAs(ctx.app, who, { method: "PATCH", url: "/api/profile", payload: { email } });
const confirm = (token: string) => injectAs(ctx.app, null, { method: "POST", url: "/api/email-verification/confirm", payload: { token } });
const rowOf = async (who: TestUser) => (await ctx.db.select().from(users).where(eq(users.id, who.user.id)))[0]!;

/** A verification link for `email` as the app would have mailed it (read from no outbox: other files send theirs). */
async function linkFor(who: TestUser, email: string): Promise<string> {
  const { token, hash } = newLinkToken();
  await ctx.db.insert(emailVerificationTokens).values({ tokenHash: hash, userId: who.user.id, email, expiresAt: sql`now() + interval '1 hour'` });
  return token;
}

describe("claiming an address another account has verified", () => {
  it("in the profile, in any case, is refused with a plain 409 and changes nothing", async () => {
    const owned = address();
    await createUser(ctx.db, { email: owned, emailVerifiedAt: new Date() });
    const other = await createUser(ctx.db, { email: address("mine") });
    for (const attempt of [owned, owned.toUpperCase()]) {
      const res = await setEmail(other, attempt);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: EMAIL_IN_USE_MESSAGE, code: expect.any(String) });
    }
    expect((await rowOf(other)).email).toBe(other.user.email);
    const [links] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, other.user.id));
    expect(links!.n).toBe(0);
    // an address nobody verified may still be typed in by several accounts (each must prove it by its link)
    const shared = address("shared");
    expect((await setEmail(other, shared)).statusCode).toBe(200);
    expect((await setEmail(await createUser(ctx.db), shared)).statusCode).toBe(200);
  });

  it("through a link, once another account verified the address in the meantime, is a plain 409 and the link stays unverified", async () => {
    const email = address();
    const first = await createUser(ctx.db, { email });
    const second = await createUser(ctx.db, { email: email.toUpperCase() });
    const firstLink = await linkFor(first, email);
    const secondLink = await linkFor(second, email.toUpperCase());
    expect((await confirm(firstLink)).statusCode).toBe(200);
    const res = await confirm(secondLink);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: EMAIL_IN_USE_MESSAGE, code: expect.any(String) });
    expect((await rowOf(second)).emailVerifiedAt).toBeNull();
    expect((await rowOf(first)).emailVerifiedAt).not.toBeNull();
    // a resend for it is refused the same way
    const resend = await injectAs(ctx.app, second, { method: "POST", url: "/api/email-verification/resend" });
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({ message: EMAIL_IN_USE_MESSAGE, code: expect.any(String) });
  });

  it("two links for one address used at the same moment: one verifies, the other is a 409, never a 500", async () => {
    for (let round = 0; round < 5; round++) {
      const email = address("race");
      const a = await createUser(ctx.db, { email });
      const b = await createUser(ctx.db, { email });
      const [ta, tb] = [await linkFor(a, email), await linkFor(b, email)];
      const codes = (await Promise.all([confirm(ta), confirm(tb)])).map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409]);
    }
  });

  it("the unique index's refusal is recognised however the driver wraps it", async () => {
    const email = address("index");
    await createUser(ctx.db, { email, emailVerifiedAt: new Date() });
    const other = await createUser(ctx.db, { email });
    const err = await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, other.user.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).not.toBeNull();
    expect(isVerifiedEmailConflict(err)).toBe(true);
    expect(isVerifiedEmailConflict(new Error("boom"))).toBe(false);
  });

  it("an unknown link is still the invalid-link message", async () => {
    const res = await confirm("not-a-token");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VERIFY_INVALID_MESSAGE);
  });
});

describe.runIf(usingPostgres)("a verification committed while a link is being used (PostgreSQL)", () => {
  const open: pg.Client[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.end()));
  });

  it("the link's update waits on the unique index, then answers 409 with the plain message, not a 500", async () => {
    const email = address("held");
    const owner = await createUser(ctx.db, { email });
    const late = await createUser(ctx.db, { email });
    const token = await linkFor(late, email);

    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    open.push(other);
    await other.query("begin");
    await other.query("update users set email_verified_at = now() where id = $1", [owner.user.id]);
    // the owner's verification is not committed: the link's check sees nobody, its update waits on the index entry
    const using = confirm(token);
    const waiting = await Promise.race([using.then(() => "done"), new Promise((resolve) => setTimeout(() => resolve("waiting"), 300))]);
    expect(waiting).toBe("waiting");
    await other.query("commit");
    const res = await using;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: EMAIL_IN_USE_MESSAGE, code: expect.any(String) });
    expect((await rowOf(late)).emailVerifiedAt).toBeNull();
  });
});

describe("a password reset asked by an address", () => {
  const request = (login: string) => injectAs(ctx.app, null, { method: "POST", url: "/api/password-reset/request", payload: { login } });
  const resetsOf = async (who: TestUser) =>
    (
      await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, who.user.id))
    )[0]!.n;

  it("reaches the account that verified it, however many older accounts typed the same address in", async () => {
    const email = address("victim");
    const squatters: TestUser[] = [];
    for (let i = 0; i < 6; i++) squatters.push(await createUser(ctx.db, { email: i % 2 ? email.toUpperCase() : email }));
    const owner = await createUser(ctx.db, { email, emailVerifiedAt: new Date() });
    for (let i = 0; i < 2; i++) {
      const res = await request(email);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    }
    expect(await resetsOf(owner)).toBe(2);
    // the address is the owner's: the others' unverified claims get no link at it
    for (const s of squatters) expect(await resetsOf(s)).toBe(0);
    // asked by username, a squatter's own account still gets its link
    await request(squatters[0]!.user.username);
    expect(await resetsOf(squatters[0]!)).toBe(1);
  });

  it("with nobody verified, still reaches the accounts that typed it in (oldest first, at most 5)", async () => {
    const email = address("open");
    const holders: TestUser[] = [];
    for (let i = 0; i < 6; i++) holders.push(await createUser(ctx.db, { email }));
    await request(email);
    const counts = await Promise.all(holders.map(resetsOf));
    expect(counts).toEqual([1, 1, 1, 1, 1, 0]);
  });
});
