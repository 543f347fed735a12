import { describe, expect, it } from "vitest";
import { createUser, setupTestApp } from "../helpers";

// behind one proxy, so X-Forwarded-Proto decides request.protocol as it would in production
const ctx = setupTestApp({ TRUST_PROXY: 1 });

const HTTPS = { "x-forwarded-proto": "https" };
const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/login", headers, payload: { username, password } });
const me = (headers: Record<string, string>) => ctx.app.inject({ method: "GET", url: "/api/auth/user", headers });

describe("the session cookie", () => {
  it("over https is __Host-sid: Secure, host-only, path /, httpOnly, SameSite=Lax", async () => {
    const u = await createUser(ctx.db, { password: "right-horse-battery" });
    const res = await login(u.user.username, "right-horse-battery", HTTPS);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => c.name)).toEqual(["__Host-sid"]);
    const [c] = res.cookies;
    expect(c).toMatchObject({ secure: true, httpOnly: true, path: "/", sameSite: "Lax", maxAge: 30 * 86_400 });
    expect(c.domain).toBeUndefined();
    expect((await me({ ...HTTPS, cookie: `__Host-sid=${c.value}` })).statusCode).toBe(200);
  });

  it("over plain http stays sid, without Secure (browsers refuse __Host- cookies there)", async () => {
    const u = await createUser(ctx.db, { password: "right-horse-battery" });
    const res = await login(u.user.username, "right-horse-battery");
    expect(res.cookies.map((c) => c.name)).toEqual(["sid"]);
    expect(res.cookies[0].secure).toBeFalsy();
    expect((await me({ cookie: `sid=${res.cookies[0].value}` })).statusCode).toBe(200);
  });

  it("over https a plain sid cookie is not a session: it may have been planted over http or by a subdomain", async () => {
    const u = await createUser(ctx.db);
    expect((await me({ cookie: u.cookie })).statusCode).toBe(200);
    expect((await me({ ...HTTPS, cookie: u.cookie })).statusCode).toBe(401);
  });

  it("logout ends the session and clears both names", async () => {
    const u = await createUser(ctx.db, { password: "right-horse-battery" });
    const signedIn = await login(u.user.username, "right-horse-battery", HTTPS);
    const cookie = `__Host-sid=${signedIn.cookies[0].value}`;
    const out = await ctx.app.inject({ method: "POST", url: "/api/logout", headers: { ...HTTPS, cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = Object.fromEntries(out.cookies.map((c) => [c.name, c]));
    expect(Object.keys(cleared).sort()).toEqual(["__Host-sid", "sid"]);
    for (const c of Object.values(cleared)) {
      expect(c.value).toBe("");
      expect(c.path).toBe("/");
      expect(c.expires!.getTime()).toBeLessThan(Date.now());
    }
    expect(cleared["__Host-sid"].secure).toBe(true);
    expect((await me({ ...HTTPS, cookie })).statusCode).toBe(401);
  });

  it("a password change over https sets the new token as __Host-sid", async () => {
    const u = await createUser(ctx.db, { password: "right-horse-battery" });
    const signedIn = await login(u.user.username, "right-horse-battery", HTTPS);
    const cookie = `__Host-sid=${signedIn.cookies[0].value}`;
    const res = await ctx.app.inject({
      method: "PATCH",
      url: "/api/profile/password",
      headers: { ...HTTPS, cookie },
      payload: { currentPassword: "right-horse-battery", newPassword: "left-horse-battery" },
    });
    expect(res.statusCode).toBe(200);
    const renewed = res.cookies.find((c) => c.name === "__Host-sid")!;
    expect(renewed.secure).toBe(true);
    expect((await me({ ...HTTPS, cookie })).statusCode).toBe(401);
    expect((await me({ ...HTTPS, cookie: `__Host-sid=${renewed.value}` })).statusCode).toBe(200);
  });
});
