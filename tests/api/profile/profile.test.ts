import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../../src/server/db/schema/index";
import { createInvestor, createPlayer, createUser, injectAs, setupTestApp, type TestUser } from "../helpers";

const ctx = setupTestApp();

const patch = (who: TestUser | null, payload: object) => injectAs(ctx.app, who, { method: "PATCH", url: "/api/profile", payload });
const rowOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe("PATCH /api/profile", () => {
  it("401 when signed out", async () => {
    const res = await patch(null, { firstName: "Ann" });
    expect(res.statusCode).toBe(401);
  });

  it("updates the personal fields, trimmed, and returns the user", async () => {
    const me = await createInvestor(ctx.db);
    const res = await patch(me, {
      firstName: "  Ann ",
      lastName: "Lee",
      email: "ann.lee@example.com",
      phone: "+1 (702) 555-0100",
      bio: "Backing grinders since 2019.",
      location: "Las Vegas, NV",
      address: "3570 Las Vegas Blvd S",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.user.id,
      firstName: "Ann",
      lastName: "Lee",
      email: "ann.lee@example.com",
      phone: "+1 (702) 555-0100",
      bio: "Backing grinders since 2019.",
      location: "Las Vegas, NV",
      address: "3570 Las Vegas Blvd S",
    });
    expect(res.json()).not.toHaveProperty("passwordHash");
    const me2 = await injectAs(ctx.app, me, { method: "GET", url: "/api/auth/user" });
    expect(me2.json().firstName).toBe("Ann");
  });

  it("leaves fields that are not sent alone and clears a field sent as an empty string", async () => {
    const me = await createUser(ctx.db, { firstName: "Kim", lastName: "Park", bio: "old bio" });
    const res = await patch(me, { bio: "" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: "Kim", lastName: "Park", bio: null });
    expect((await rowOf(me.user.id)).bio).toBeNull();
  });

  it.each([
    [{ email: "not-an-email" }, "Email must be a valid e-mail address"],
    [{ email: "a@b" }, "Email must be a valid e-mail address"],
    [{ firstName: "x".repeat(51) }, "First name must be at most 50 characters"],
    [{ lastName: "x".repeat(51) }, "Last name must be at most 50 characters"],
    [{ bio: "x".repeat(501) }, "Bio must be at most 500 characters"],
    [{ location: "x".repeat(201) }, "Location must be at most 200 characters"],
    [{ address: "x".repeat(201) }, "Address must be at most 200 characters"],
    [{ phone: "call me" }, "Phone must be a phone number of 7 to 15 digits"],
    [{ phone: "12345" }, "Phone must be a phone number of 7 to 15 digits"],
    [{ firstName: 42 }, "First name must be text"],
    [{ paypalEmail: "paypal" }, "PayPal email must be a valid e-mail address"],
    [{ bankAccount: "123" }, "Bank account must be 4 to 17 digits"],
    [{ bankAccount: "123456789012345678" }, "Bank account must be 4 to 17 digits"],
    [{ bankAccount: "12ab5678" }, "Bank account must be 4 to 17 digits"],
    [{ routingNumber: "12345678" }, "Routing number must be 9 digits"],
    [{ routingNumber: "021000022" }, "Routing number is not a valid ABA routing number"],
    [{ role: "sponsor" }, "Unknown profile field: role"],
    [{ profileImageUrl: "https://evil.example/x.png" }, "Unknown profile field: profileImageUrl"],
    [{}, "Nothing to update: send at least one profile field"],
  ])("400 for %j with a message naming the field", async (body, message) => {
    const me = await createUser(ctx.db, { firstName: "Same", email: "same@example.com" });
    const res = await patch(me, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: expect.any(String) });
    const row = await rowOf(me.user.id);
    expect(row).toMatchObject({ firstName: "Same", email: "same@example.com", role: "investor", profileImageUrl: null, bankAccount: null });
  });

  it("stores payment details; the bank account comes back masked to its last 4 digits", async () => {
    const me = await createPlayer(ctx.db);
    const res = await patch(me, { paypalEmail: "pay@example.com", bankAccount: "0001 2345 6789", routingNumber: "021000021" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paypalEmail: "pay@example.com", bankAccount: "****6789", routingNumber: "021000021" });
    expect(res.body).not.toContain("000123456789");
    expect((await rowOf(me.user.id)).bankAccount).toBe("000123456789");
    const current = await injectAs(ctx.app, me, { method: "GET", url: "/api/auth/user" });
    expect(current.json().bankAccount).toBe("****6789");
    expect(current.body).not.toContain("000123456789");
  });

  it("replaces the bank account, keeps it when not sent, and clears it with an empty string", async () => {
    const me = await createPlayer(ctx.db, { bankAccount: "11112222", routingNumber: "011000015" });
    const replaced = await patch(me, { bankAccount: "99998888777" });
    expect(replaced.json().bankAccount).toBe("****8777");
    const kept = await patch(me, { paypalEmail: "p@example.com" });
    expect(kept.json()).toMatchObject({ bankAccount: "****8777", routingNumber: "011000015" });
    // the masked value sent back is not an account number
    const echoed = await patch(me, { bankAccount: "****8777" });
    expect(echoed.statusCode).toBe(400);
    expect((await rowOf(me.user.id)).bankAccount).toBe("99998888777");
    const cleared = await patch(me, { bankAccount: "", routingNumber: "" });
    expect(cleared.json()).toMatchObject({ bankAccount: null, routingNumber: null, paypalEmail: "p@example.com" });
  });

  it("only ever changes the caller's own profile", async () => {
    const me = await createInvestor(ctx.db);
    const other = await createInvestor(ctx.db, { firstName: "Other" });
    await patch(me, { firstName: "Mine" });
    expect((await rowOf(other.user.id)).firstName).toBe("Other");
  });
});

describe("PATCH /api/profile/password", () => {
  const change = (who: TestUser | null, payload: object, cookie?: string) =>
    ctx.app.inject({ method: "PATCH", url: "/api/profile/password", payload, headers: (cookie ?? who) ? { cookie: cookie ?? who!.cookie } : {} });
  const signIn = (username: string, password: string) => ctx.app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
  const me401 = async (cookie: string) => (await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode;

  it("401 when signed out", async () => {
    expect((await change(null, { currentPassword: "secret123", newPassword: "another-7x" })).statusCode).toBe(401);
  });

  it("400 Current password is incorrect, and the password stays", async () => {
    const me = await createUser(ctx.db, { password: "secret123" });
    const res = await change(me, { currentPassword: "wrong-one", newPassword: "another-7x" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Current password is incorrect", code: expect.any(String) });
    expect((await signIn(me.user.username, "secret123")).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: "felt-river-42", newPassword: "12345" }, "Password must be at least 6 characters long."],
    [{ currentPassword: "felt-river-42" }, "password is required"],
    [{ newPassword: "another-7x" }, "Current password is required"],
    [{ currentPassword: "", newPassword: "another-7x" }, "Current password is required"],
    [{ currentPassword: "felt-river-42", newPassword: "felt-river-42" }, "New password must be different from the current password"],
    [{ currentPassword: "felt-river-42", newPassword: "Password1" }, "This password is too common and easy to guess. Please choose a different one."],
    [{ currentPassword: "felt-river-42", newPassword: "football" }, "This password is too common and easy to guess. Please choose a different one."],
  ])("400 for %j, and the password stays", async (body, message) => {
    const me = await createUser(ctx.db, { password: "felt-river-42" });
    const res = await change(me, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: expect.any(String) });
    expect((await rowOf(me.user.id)).passwordHash).toBe(me.user.passwordHash);
  });

  it("changes the password, gives this browser a new session and signs out every other session", async () => {
    const me = await createUser(ctx.db, { password: "secret123" });
    const laptop = await signIn(me.user.username, "secret123");
    const laptopCookie = `sid=${laptop.cookies.find((c) => c.name === "sid")!.value}`;
    const other = await createUser(ctx.db, { password: "secret123" });

    const res = await change(me, { currentPassword: "secret123", newPassword: "brand-new-pass" });
    expect(res.statusCode).toBe(200);
    const renewed = res.cookies.find((c) => c.name === "sid")!;
    expect(renewed.httpOnly).toBe(true);
    expect(`sid=${renewed.value}`).not.toBe(me.cookie);

    // the token this browser had before may have leaked with the old password: it ends too
    expect(await me401(me.cookie)).toBe(401);
    expect(await me401(`sid=${renewed.value}`)).toBe(200);
    expect(await me401(laptopCookie)).toBe(401);
    // someone else's session is untouched
    expect(await me401(other.cookie)).toBe(200);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toHaveLength(1);

    expect((await signIn(me.user.username, "secret123")).statusCode).toBe(401);
    const fresh = await signIn(me.user.username, "brand-new-pass");
    expect(fresh.statusCode).toBe(200);
    expect((await rowOf(me.user.id)).passwordHash.startsWith("$argon2id$")).toBe(true);
  });

  it("throttles guessing the current password per account: 10 wrong, then 429 even for the right one", async () => {
    const me = await createUser(ctx.db, { password: "secret123" });
    for (let i = 0; i < 10; i++) expect((await change(me, { currentPassword: `guess-${i}`, newPassword: "another-7x" })).statusCode).toBe(400);
    const limited = await change(me, { currentPassword: "secret123", newPassword: "another-7x" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: "Too many attempts. Please try again in 15 minutes.", code: expect.any(String) });
    expect((await rowOf(me.user.id)).passwordHash).toBe(me.user.passwordHash);
    // one budget with sign-in: a stolen session does not add guesses to the sign-in form's
    expect((await signIn(me.user.username, "secret123")).statusCode).toBe(429);
  });

  it("failed sign-ins count against the password change too", async () => {
    const me = await createUser(ctx.db, { password: "secret123" });
    for (let i = 0; i < 10; i++) expect((await signIn(me.user.username, `guess-${i}`)).statusCode).toBe(401);
    expect((await change(me, { currentPassword: "secret123", newPassword: "another-7x" })).statusCode).toBe(429);
  });
});

describe("POST /api/format-location", () => {
  const format = (who: TestUser | null, payload: object) => injectAs(ctx.app, who, { method: "POST", url: "/api/format-location", payload });

  it("401 when signed out", async () => {
    expect((await format(null, { location: "las vegas, nevada" })).statusCode).toBe(401);
  });

  it.each([
    ["  las   vegas,   nevada  ", "Las Vegas, NV"],
    ["new york ny 10001", "New York, NY 10001"],
    ["austin, texas, 787011234", "Austin, TX 78701-1234"],
    ["london, united kingdom", "London, UK"],
  ])("formats %j as %j", async (location, formattedAddress) => {
    const me = await createInvestor(ctx.db);
    const res = await format(me, { location });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ formattedAddress });
  });

  it.each(["@@@ !!! ###", "12345 67890", "reno, nv 8950"])("422 for %j", async (location) => {
    const me = await createInvestor(ctx.db);
    const res = await format(me, { location });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: "Could not format the address. Please enter manually.", code: expect.any(String) });
  });

  it("400 when the location is missing", async () => {
    const me = await createInvestor(ctx.db);
    const res = await format(me, { location: "   " });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Location is required", code: expect.any(String) });
  });
});
