import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../../src/server/db/schema/index";
import { cookieFrom, createUser, injectAs, uniqueName, setupTestApp } from "../helpers";

const ctx = setupTestApp();

const register = (body: unknown) => ctx.app.inject({ method: "POST", url: "/api/register", payload: body as object });
const login = (body: unknown) => ctx.app.inject({ method: "POST", url: "/api/login", payload: body as object });

describe("POST /api/register", () => {
  it("creates the user with an argon2id hash and signs them in", async () => {
    const username = uniqueName("new");
    const res = await register({ username, password: "felt-river-42", role: "player" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ username, role: "player" });
    expect(body).not.toHaveProperty("passwordHash");
    const [row] = await ctx.db.select().from(users).where(eq(users.username, username));
    expect(row.passwordHash.startsWith("$argon2id$")).toBe(true);
    const cookie = res.cookies.find((c) => c.name === "sid")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    // only the token's hash is stored
    const stored = await ctx.db.select().from(sessions).where(eq(sessions.userId, row.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].idHash).not.toBe(cookie.value);
    const me = await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: cookieFrom(res) } });
    expect(me.json().username).toBe(username);
  });

  it("refuses a taken username, whatever its case, with 409", async () => {
    const username = uniqueName("dup");
    expect((await register({ username, password: "felt-river-42", role: "investor" })).statusCode).toBe(201);
    const res = await register({ username: username.toUpperCase(), password: "felt-river-42", role: "investor" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Username already taken", code: expect.any(String) });
  });

  it.each([
    [{ password: "felt-river-42", role: "investor" }, "username"],
    [{ username: "ab", password: "felt-river-42", role: "investor" }, "username must be at least 3 characters"],
    [{ username: "has space", password: "felt-river-42", role: "investor" }, "username may contain only"],
    [{ username: "validname", role: "investor" }, "password"],
    [{ username: "validname", password: "12345", role: "investor" }, "Password must be at least 6 characters long."],
    [{ username: "validname", password: "felt-river-42" }, "role"],
    [{ username: "validname", password: "felt-river-42", role: "admin" }, "role must be one of investor, player, sponsor"],
  ])("400 for %j naming the field", async (body, message) => {
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    // nothing stored (by name: on PostgreSQL other test files add users at the same time)
    const name = "username" in body ? body.username : "";
    if (name) expect(await ctx.db.select().from(users).where(eq(users.username, name))).toHaveLength(0);
  });
});

describe("common passwords at sign-up", () => {
  it.each(["password1", "Password1", "qwerty123", "iloveyou", "secret123"])("400 for %j with a clear message, and no account", async (password) => {
    const username = uniqueName("weak");
    const res = await register({ username, password, role: "investor" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "This password is too common and easy to guess. Please choose a different one.", code: expect.any(String) });
    expect(await ctx.db.select().from(users).where(eq(users.username, username))).toHaveLength(0);
  });

  it("the length rule still comes first for a short common password", async () => {
    const res = await register({ username: uniqueName("weak"), password: "12345", role: "investor" });
    expect(res.json()).toEqual({ message: "Password must be at least 6 characters long.", code: expect.any(String) });
  });
});

describe("POST /api/login", () => {
  it("signs in with the right password", async () => {
    const u = await createUser(ctx.db, { role: "sponsor", password: "rightpass" });
    const res = await login({ username: u.user.username, password: "rightpass" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.user.id, role: "sponsor" });
    expect(res.cookies.find((c) => c.name === "sid")).toBeTruthy();
  });

  it("401 for a wrong password and for an unknown user, with the same message", async () => {
    const u = await createUser(ctx.db, { password: "rightpass" });
    const wrong = await login({ username: u.user.username, password: "wrongpass" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid username or password", code: expect.any(String) });
    const unknown = await login({ username: uniqueName("ghost"), password: "whatever" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: "Invalid username or password", code: expect.any(String) });
  });

  it("400 when a field is missing", async () => {
    const res = await login({ username: "someone" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("password");
  });

  it("GET /api/login redirects to /auth", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/login" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth");
  });
});

describe("session calls", () => {
  it("GET /api/auth/user is 401 when signed out", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
  });

  it("a forged cookie is not a session", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: "sid=forged" } });
    expect(res.statusCode).toBe(401);
  });

  it("POST /api/logout ends the session", async () => {
    const u = await createUser(ctx.db);
    expect((await injectAs(ctx.app, u, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
    const out = await injectAs(ctx.app, u, { method: "POST", url: "/api/logout" });
    expect(out.statusCode).toBe(200);
    expect((await injectAs(ctx.app, u, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("PATCH /api/auth/user/role changes the caller's role", async () => {
    const u = await createUser(ctx.db, { role: null });
    const res = await injectAs(ctx.app, u, { method: "PATCH", url: "/api/auth/user/role", payload: { role: "player" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe("player");
    const [row] = await ctx.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row.role).toBe("player");
  });

  it("PATCH /api/auth/user/role: 400 for an unknown role, 401 signed out", async () => {
    const u = await createUser(ctx.db);
    const bad = await injectAs(ctx.app, u, { method: "PATCH", url: "/api/auth/user/role", payload: { role: "admin" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("role");
    const anon = await ctx.app.inject({ method: "PATCH", url: "/api/auth/user/role", payload: { role: "player" } });
    expect(anon.statusCode).toBe(401);
  });

  it("refuses a mutation from another site's origin", async () => {
    const u = await createUser(ctx.db);
    const res = await injectAs(ctx.app, u, {
      method: "PATCH",
      url: "/api/auth/user/role",
      payload: { role: "player" },
      headers: { origin: "https://evil.example", host: "localhost:80" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("GET /healthz answers when the database does", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });
});

describe("whether the account signed in before (the dashboard's Welcome or Welcome back)", () => {
  it("is false for a new account's sign-up session, and true from its first sign-in on, which stores the time", async () => {
    const username = uniqueName("welcome");
    const signUp = await register({ username, password: "felt-river-42", role: "investor" });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json().signedInBefore).toBe(false);
    const me = await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: cookieFrom(signUp) } });
    expect(me.json().signedInBefore).toBe(false);
    const [before] = await ctx.db.select().from(users).where(eq(users.username, username));
    expect(before.lastSignInAt).toBeNull();

    const started = Date.now();
    const signIn = await login({ username, password: "felt-river-42" });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().signedInBefore).toBe(true);
    const [after] = await ctx.db.select().from(users).where(eq(users.username, username));
    expect(after.lastSignInAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    // the sign-up session, still open in another tab, now belongs to a returning account too
    const again = await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: cookieFrom(signUp) } });
    expect(again.json().signedInBefore).toBe(true);
  });

  it("a wrong password does not count as a sign-in", async () => {
    const username = uniqueName("welcome");
    await register({ username, password: "felt-river-42", role: "player" });
    expect((await login({ username, password: "felt-river-43" })).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.username, username));
    expect(row.lastSignInAt).toBeNull();
  });
});

describe("GET /api/login keeps only a same-site next path", () => {
  const redirectFor = async (query: string) => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/login${query}` });
    expect(res.statusCode).toBe(302);
    return res.headers.location;
  };

  it.each([
    ["?next=%2Finvest%2F6", "/auth?next=%2Finvest%2F6"],
    ["?next=%2Fportfolio%3Ftab%3Dpaid", "/auth?next=%2Fportfolio%3Ftab%3Dpaid"],
    ["", "/auth"],
  ])("%s goes to %s", async (query, location) => {
    expect(await redirectFor(query)).toBe(location);
  });

  // as sent in the query string (encoded), with what each would mean to a browser
  it.each([
    ["%2F%2Fevil.example%2Fx", "protocol-relative //host"],
    ["%2F%5Cevil.example", "/\\host, read as //host"],
    ["%2F%09%2Fevil.example", "a tab the browser drops, leaving //host"],
    ["https%3A%2F%2Fevil.example%2F", "an absolute URL"],
    ["javascript%3Aalert(1)", "a script URL"],
    ["evil.example", "no leading slash"],
    ["%2Fapi%2Flogout", "an API route"],
    ["%2Fauth%3Fnext%3D%2F%2Fevil.example", "the sign-in page again"],
  ])("drops the unsafe next %s (%s) and sends the visitor to the plain sign-in page", async (next) => {
    expect(await redirectFor(`?next=${next}`)).toBe("/auth");
  });

  it("a repeated next is dropped, not a 5xx", async () => {
    expect(await redirectFor("?next=%2Fportfolio&next=%2Fbrowse")).toBe("/auth");
  });
});
