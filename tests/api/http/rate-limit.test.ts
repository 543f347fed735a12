import { describe, expect, it } from "vitest";
import { createUser, setupTestApp, uniqueName } from "../helpers";

const TOO_MANY = /^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/;

describe("login and sign-up rate limit", () => {
  const ctx = setupTestApp({ AUTH_RATE_LIMIT_MAX: 3 });

  it("answers 429 with a message after too many attempts from one address", async () => {
    const attempt = () =>
      ctx.app.inject({ method: "POST", url: "/api/login", remoteAddress: "10.9.8.7", payload: { username: "nobody", password: "nothing" } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(TOO_MANY);
    // another address is not affected
    const other = await ctx.app.inject({ method: "POST", url: "/api/login", remoteAddress: "10.9.8.8", payload: { username: "nobody2", password: "nothing" } });
    expect(other.statusCode).toBe(401);
  });

  it("limits sign-up too", async () => {
    const attempt = (i: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/register",
        remoteAddress: "10.1.1.1",
        payload: { username: `rl_user_${Date.now()}_${i}`, password: "felt-river-42", role: "investor" },
      });
    for (let i = 0; i < 3; i++) expect((await attempt(i)).statusCode).toBe(201);
    expect((await attempt(9)).statusCode).toBe(429);
  });
});

describe("with the default limits and no TRUST_PROXY", () => {
  // the tests' config lifts the per-address limit; this app runs with the shipped default (10 a minute)
  const ctx = setupTestApp({ AUTH_RATE_LIMIT_MAX: 10 });
  const login = (username: string, password: string, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
    ctx.app.inject({ method: "POST", url: "/api/login", remoteAddress, headers, payload: { username, password } });

  it("15 wrong logins, each claiming another X-Forwarded-For, end in 429, and the real password gets no further", async () => {
    const victim = await createUser(ctx.db, { password: "right-horse-battery" });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await login(victim.user.username, `guess-${i}`, { "x-forwarded-for": `198.51.100.${i + 1}` }, "192.0.2.10")).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
    const real = await login(victim.user.username, "right-horse-battery", { "x-forwarded-for": "198.51.100.200" }, "192.0.2.10");
    expect(real.statusCode).toBe(429);
    expect(real.json().message).toMatch(TOO_MANY);
  });

  it("per account: 10 failures from 10 different addresses, then 429 from any address, even with the right password", async () => {
    const victim = await createUser(ctx.db, { password: "right-horse-battery" });
    for (let i = 0; i < 10; i++) expect((await login(victim.user.username, `guess-${i}`, {}, `203.0.113.${i + 1}`)).statusCode).toBe(401);
    const eleventh = await login(victim.user.username, "guess-10", {}, "203.0.113.50");
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe("Too many attempts. Please try again in 15 minutes.");
    // the username's case does not give a fresh budget
    expect((await login(victim.user.username.toUpperCase(), "right-horse-battery", {}, "203.0.113.51")).statusCode).toBe(429);
    // another account is not affected
    const bystander = await createUser(ctx.db, { password: "right-horse-battery" });
    expect((await login(bystander.user.username, "right-horse-battery", {}, "203.0.113.52")).statusCode).toBe(200);
  });

  it("a success clears the count: only failures in a row lead to 429", async () => {
    const me = await createUser(ctx.db, { password: "right-horse-battery" });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await login(me.user.username, "typo", {}, `203.0.114.${round * 10 + i + 1}`)).statusCode).toBe(401);
      expect((await login(me.user.username, "right-horse-battery", {}, `203.0.114.${round * 10 + 10}`)).statusCode).toBe(200);
    }
  });

  it("an unknown username is throttled the same way, so a 429 does not reveal which accounts exist", async () => {
    const ghost = uniqueName("ghost");
    for (let i = 0; i < 10; i++) expect((await login(ghost, `guess-${i}`, {}, `203.0.115.${i + 1}`)).statusCode).toBe(401);
    const res = await login(ghost, "guess-10", {}, "203.0.115.50");
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe("Too many attempts. Please try again in 15 minutes.");
  });

  it("parallel guesses cannot all slip under the limit", async () => {
    const victim = await createUser(ctx.db, { password: "right-horse-battery" });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => login(victim.user.username, `guess-${i}`, {}, `203.0.116.${i + 1}`)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});

describe("with TRUST_PROXY=1", () => {
  const ctx = setupTestApp({ AUTH_RATE_LIMIT_MAX: 10, TRUST_PROXY: 1 });
  const login = (forwardedFor: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: "10.0.0.2",
      headers: { "x-forwarded-for": forwardedFor },
      // a new name each time, so only the per-address limit is in play
      payload: { username: uniqueName("nobody"), password: "nothing-here" },
    });

  it("the per-address limit counts the address the proxy forwarded", async () => {
    for (let i = 0; i < 10; i++) expect((await login("198.51.100.77")).statusCode).toBe(401);
    const limited = await login("198.51.100.77");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(TOO_MANY);
    // the same proxy forwarding another client is a different address
    expect((await login("198.51.100.78")).statusCode).toBe(401);
  });
});
